"""The same measure of another subject: in a task of a named subject's figures, a message that gives or asks the
task's measure (churn, revenue, units) of a subject the task never named is another task ("Contoso's churn was 3.8%
in Q1, what's their trend?" after Northwind's churn), said in any words around it. `subject_change.subject_changed` asks it.

>>> opening = "Analyze the churn numbers for Northwind: 4.2% in Q1, 5.1% in Q2."
>>> measure_of_another("OK. Contoso's churn was 3.8% in Q1, what's their trend?", opening, [opening], "Churn rose 0.9 points.")
True
>>> measure_of_another("How does Northwind's churn compare with Contoso's?", opening, [opening], "")
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..reading.subjects import names_in
from ..reading.vocabulary import content_words

__all__ = ["measure_of_another"]

#: a subject a measure belongs to: "Contoso's churn", "the churn of Contoso", "did Contoso sell" (not "for Slack", where a
#: text goes, nor "Let's", "That's")
_OWNER = re.compile(r"\b(?!(?:Let|It|That|What|Here|There|He|She|Who|Where|How|When|Today|Tomorrow|Yesterday|Everyone)'s)"
                    r"([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)'s\b|\b(?:of|did|does|do) ([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)\b")


def _owners(text: str) -> set[str]:
    """The subjects ``text`` gives a measure of, lowercased, if they read as names (not "Q3", "Monday", "I")."""
    owners: set[str] = set()
    for match in _OWNER.finditer(text):
        span = match.group(1) or match.group(2)
        owners |= names_in(f"for {span}")  # the same reading of a name as every subject rule
    return owners


def measure_of_another(message: str, request: str, texts: Sequence[str], assistant: str) -> bool:
    """True if ``message`` gives or asks a measure the task's opening ``request`` named (a word of it, not a figure) of a
    subject (`_owners`) that neither the task's recent ``texts`` nor the reply named, and names none of the task's
    subjects: a comparison names both ("How does Northwind's churn compare with Contoso's?")."""
    owners = _owners(message)
    said = " ".join([*texts, assistant]).lower()
    if not owners or any(owner in said for owner in owners):
        return False
    task_names = frozenset().union(*(names_in(f"for {t}") for t in texts))
    if task_names & names_in(f"for {message}"):
        return False
    return bool(content_words(message) & content_words(request))
