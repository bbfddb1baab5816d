"""Is a statement a durable fact about the user, context for this session, or task data?

The rules (`rules`) decide first: what they call a fact is one (precision ~1 on every shared
corpus), and what they block stays task data: requests, questions, transient states, a third
party's tastes ("my client prefers tables", "我客户是素食者"). A statement they neither match nor
block, with the user as its subject, goes to the learned model (`model`), which knows the
phrasings the rules do not list ("I sing folk music for a living"); its facts carry the model's
confidence (below the rules', so they are ranked after them). A statement the rules leave with the
task that names a scope of this session ("today", "这次对话里") goes first to the session reader
(`session_reader`), which knows session context the rules do not list ("我今天用的是手机，表格太宽的话我看不了").

>>> classify("I'm allergic to peanuts").kind
'constraint'
>>> classify("我对花生过敏").kind
'constraint'
>>> classify("I'd like a table for two tonight").durable
False
>>> classify("my client prefers answers as tables").durable
False
>>> classify("For everything today, use the staging database").scope
'session'
"""

from __future__ import annotations

import re

from ..sentences import plain
from .model import FactModel
from .session_reader import SessionReader, open_to_session_reader
from .rules import FactLabel, is_blocked, is_changed, is_negated, is_revocation, is_third_party, rule_label

__all__ = ["classify", "open_to_model"]

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|mine|myself|we|our)\b|我", re.IGNORECASE)
#: the model's facts are never as confident as the rules' (0.9): at most this
_MAX_MODEL_CONFIDENCE = 0.75


def open_to_model(text: str) -> bool:
    """True if the rules leave ``text`` undecided: no fact matched, nothing blocks it, and the user
    is its subject (the learned model may call it a fact)."""
    stripped = text.strip()
    return bool(stripped) and bool(_FIRST_PERSON.search(stripped)) and not (
        is_revocation(stripped) or is_blocked(stripped) or is_third_party(stripped))


def classify(text: str, model: FactModel | None = None, *, threshold: float | None = None,
             session_reader: SessionReader | bool = True) -> FactLabel:
    """The label of one statement: the rules', or the learned ``model``'s (default: the shipped
    one) where the rules leave it undecided (see the module docstring); ``threshold``: the
    model's decision point (default: its own); ``session_reader``: the shipped one (True), none
    (False: the rules alone read session context) or another."""
    label = rule_label(text)
    reading = plain(text)  # "I’m" and "im" read as "I'm"; the label keeps the user's text
    if label.durable:
        return label
    if session_reader is not False and open_to_session_reader(reading):
        reader = SessionReader.load() if session_reader is True else session_reader
        probability = reader.probability(reading.strip())
        if probability >= reader.threshold:
            return FactLabel(text=text, scope="session", kind="session_context",
                             confidence=round(min(probability, _MAX_MODEL_CONFIDENCE), 3))
    if not open_to_model(reading):
        return label
    model = model or FactModel.load()
    probability, kind = model.predict(reading.strip(), label)  # the rules' label is a feature: read once
    if probability < (model.threshold if threshold is None else threshold):
        return label
    return FactLabel(text=text, scope="global", kind=kind, confidence=round(min(probability, _MAX_MODEL_CONFIDENCE), 3),
                     negated=is_negated(reading), changed=is_changed(reading))
