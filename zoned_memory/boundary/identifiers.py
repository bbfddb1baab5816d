"""Identifiers a conversation names (an order, a ticket, a pull request by its number), and the switch they tell: the
task's job on another identifier ("I also want to return the charger from order 55107" while order 55812 is worked on).

>>> sorted(ids_of("Order 55812 shipped; see INV-4711 and #482 at 10:30 for $240."))
['482', '55812', 'INV-4711']
>>> from .features import TaskState
>>> task = TaskState(task_id="t", texts=["Look up order 55812 for me"])
>>> names_another_id(task, "I also want to return the charger from order 55107", "Updated the address.")
True
"""

from __future__ import annotations

import re

from ..sentences import last_sentence
from . import cues
from .features import TaskState
from .vocabulary import content_words

__all__ = ["IDENTIFIER", "ids_of", "names_another_id", "items_of"]

#: an identifier: a ticket, an order or a pull request by its number ("482", "#4711", "INV-4711"); not a time or an amount
IDENTIFIER = re.compile(r"(?<![\w$€£¥:.,~–-])(?:[A-Z]{2,}-?\d{2,}|#?\d{3,})(?![\w:.,%~–到至-]|\s?(?:am|pm|dollars|euros|usd|eur|people|"
                        r"km|miles|per|a month|元|块|人)\b)")


def ids_of(text: str) -> set[str]:
    """The identifiers of ``text``, without their "#" ("#4711" and "4711" are one)."""
    return {found.lstrip("#") for found in IDENTIFIER.findall(text)}


#: a thing of work known by its number, with the number ("order 55812", "ticket #4711", "PR 482", "订单55107"); not a flight or a
#: room picked among those a search listed, nor an amount or a PIN
_ITEM = re.compile(r"\b(order|ticket|invoice|case|issue|pr|pull request|incident|claim|policy|shipment|package|parcel|tracking)"
                   r"(?: (?:number|no\.?|id|#))?[ :]*#?(\d{3,}|[A-Z]{2,}-?\d{2,})\b|(订单|工单|发票|快递单|单号)(?:号)?[是为：: ]*(\d{3,})",
                   re.IGNORECASE)


def items_of(text: str) -> set[tuple[str, str]]:
    """The things of work ``text`` names by their number, as (kind, number): ``{("order", "55812")}``."""
    found = set()
    for match in _ITEM.finditer(text):
        kind, number = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        found.add((kind.lower(), number))
    return found


def names_another_id(current: TaskState, message: str, assistant: str = "") -> bool:
    """The message asks about, or orders on, a thing of work by a number the task never said, in a task about another of
    its kind ("order 55107" while order 55812 is worked on):
    the same job on another subject, whose facts must not carry over. Not an answer to the reply's question ("What's
    the order number?"), a correction ("sorry, I meant 55107"), a comparison, or a number alone."""
    said = items_of(" ".join([*current.texts, *current.replies, assistant]))
    named = items_of(message)
    kinds = {kind for kind, _ in said}
    if not said or not named or named & said or not any(kind in kinds for kind, _ in named):
        return False
    if ids_of(message) & ids_of(" ".join([*current.texts, *current.replies, assistant])):
        return False  # the task's own number named too: both at once
    if cues.ASKS_USER.search(last_sentence(assistant)) or cues.CORRECTION.search(message) or cues.COMPARISON.search(message):
        return False
    return len(content_words(IDENTIFIER.sub(" ", message))) >= 2
