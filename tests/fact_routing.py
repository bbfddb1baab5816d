"""Where the default extractor sends a message (shared by the fact-rule tests)."""

from __future__ import annotations

from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements

__all__ = ["routed"]

_RANKS = {"task": 0, "session": 1, "global": 2}


def routed(text: str) -> str:
    """The widest zone any statement of ``text`` goes to: "global", "session" or "task"."""
    return max((label.scope for label in classify_all(split_statements(text))), key=_RANKS.__getitem__, default="task")
