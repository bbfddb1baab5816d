"""Returns by a booking, with no cue (`returns.returned_to` asks them): an order to book what an earlier task found
(`books_for_an_earlier_task`), an order to book in a task of a kind that books nothing (`books_after_a_task_that_books_nothing`)
and the way back of a trip booked earlier (`books_the_way_back`). The boundary model card has their measurements.

>>> from zoned_memory.boundary.learned.features import TaskState
>>> train = TaskState(task_id="train", texts=["帮我订周五去南京的高铁"], kinds={"rail_bus"})
>>> hotel = TaskState(task_id="hotel", texts=["南京的酒店"], kinds={"lodging"})
>>> books_the_way_back(hotel, {"train": train}, "回程也订一下，周日下午")
'train'
"""

from __future__ import annotations

import re

from ..reading import cues
from ..learned.features import TaskState
from .decisions import BOOKABLE_KINDS, orders_booking
from ..reading.jobs import kinds_of
from ..reading.subjects import TIME_OR_NUMBER as _TIME_OR_NUMBER
from ..reading.vocabulary import capitalized, content_words, said_in_task

__all__ = ["books_after_a_task_that_books_nothing", "books_for_an_earlier_task", "books_the_way_back"]


#: the words of ordering a booking, of a verdict before it, and of tickets any job sells: what it books is in the others
_ORDER_WORDS = frozenset({"book", "buy", "purchase", "reserve", "order", "get", "tickets", "ticket", "now", "please", "like", "want",
                          "would", "ahead", "make", "reservation", "booking", "works", "sounds", "great", "perfect", "okay",
                          "sure", "thanks", "thank", "need", "there", "then", "also", "just",
                          # the details of a booking, which name no thing to book ("for 4 nights from Wednesday for 2 people")
                          "people", "persons", "guests", "adults", "children", "kids", "nights", "night", "rooms", "room",
                          "seats", "seat"})
#: the thing to book said by a pronoun: what the current task found ("Book it", "reserve that one")
_PRONOUN_OBJECT = re.compile(r"\b(?:book|buy|purchase|reserve|order|get)\s+(?:it|that|this|them|those|one)\b", re.IGNORECASE)


def books_for_an_earlier_task(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task whose words name what an order to book asks for, when the current task's never
    did ("I want to go ahead and book tickets for the game." after a bus booked beside the game's search, "Okay, I
    want to book the hotel rooms" after the weather): acting on what that task found returns to it. English words of
    four letters or more that are no words of ordering or dates, all said by that task; not when the order points at a thing by a pronoun ("book it").
    On the whole corpora, read by their gold tasks: 34 SGD switches and 1 continuation, 12 STAR / 2, never in
    CrossWOZ (its Chinese is left to the model)."""
    if not earlier or not current.texts or not orders_booking(message) or _PRONOUN_OBJECT.search(message):
        return None
    if kinds_of(message) & current.kinds:
        return None
    words = {w for w in content_words(message) - _ORDER_WORDS if len(w) >= 4 and not cues.CJK.search(w)}
    if not words or words & said_in_task(current, assistant):
        return None
    words = {w for w in words if not _TIME_OR_NUMBER.fullmatch(w)}  # "from the 4th of March": a date of the booking
    for task_id, state in reversed(earlier.items()):
        if words and words <= said_in_task(state):  # all it names: "a hotel in Rome" is not the Paris hotel's task
            return task_id
    return None


def books_after_a_task_that_books_nothing(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task of a bookable kind (of the kind the order names, if it names one), when an order to
    book comes in a task of a kind that books nothing ("I would like to book the tickets." after a balance checked
    beside the event's search, "Great, schedule a visit then." after the calendar, "perfect please book that flight
    then" after the weather): acting on what that task found returns to it. On the whole corpora, read by their gold
    tasks: 86 SGD switches and no continuation, 24 STAR / 2, none in CrossWOZ."""
    if not earlier or not current.kinds or current.kinds & BOOKABLE_KINDS or not orders_booking(message):
        return None
    asked = kinds_of(message)
    names = capitalized(message) & content_words(message)  # names, not days or months ("Friday" is a function word)
    for task_id, state in reversed(earlier.items()):
        if state.kinds & BOOKABLE_KINDS and (not asked or asked & state.kinds):
            # what it names is that task's ("book 3 tickets for Local Natives"), not another subject ("a hotel in Rome")
            return task_id if names <= said_in_task(state) else None
    return None


#: the way back of a trip ("回程也订一下", "周三回来的票也帮我订了", "Book the return flight too")
_WAY_BACK = re.compile(r"回程|返程|回来的(?:票|车票|机票|高铁|动车|火车|航班)|\breturn (?:flight|trip|train|ticket|leg)s?\b|"
                       r"\b(?:flight|train|ticket)s? (?:back|home)\b", re.IGNORECASE)
#: the kinds of job a trip's way there is booked by
_TRAVEL_KINDS = frozenset({"rail_bus", "flight"})


def books_the_way_back(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task that booked the way there, when the message asks for the way back and the current
    task books no travel ("回程也订一下，周日下午" after the hotel booked beside the train): one trip's tickets."""
    if _WAY_BACK.search(message) is None or current.kinds & _TRAVEL_KINDS or not cues.asks(message):
        return None
    return next((task_id for task_id, state in reversed(earlier.items()) if state.kinds & _TRAVEL_KINDS), None)
