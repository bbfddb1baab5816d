"""Where the default extractor sends a message (shared by the fact-rule tests)."""

from __future__ import annotations

from pathlib import Path

from zoned_memory import Status, TaskContext, ZonedMemoryStore
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.router import FactRouter
from zoned_memory.facts.statements import user_statements

__all__ = ["routed", "statuses_after"]

_RANKS = {"task": 0, "session": 1, "global": 2}


def routed(text: str) -> str:
    """The widest zone any statement of ``text`` goes to: "global", "session" or "task"."""
    return max((label.scope for label in classify_all(user_statements(text))), key=_RANKS.__getitem__, default="task")


def statuses_after(tmp_path: Path, first: str, later: str) -> dict[str, Status]:
    """The status of each of the user's global facts once ``first`` was routed in one session and ``later`` in the next
    (what ``later`` outdated): ``statuses_after(tmp_path, "I live in Paris.", "I moved to Berlin.")["I live in Paris."]``."""
    store = ZonedMemoryStore.open(path=tmp_path / "mem")
    router = FactRouter(store)
    router.route(TaskContext(user_id="u", session_id="s0", task_id="first"), first)
    then = TaskContext(user_id="u", session_id="s1", task_id="later")
    router.route(then, later)
    return {r.text: r.status for r in store.records(then, scopes=["global"])}
