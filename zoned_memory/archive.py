"""A task's archive: what a switch writes into the old task's zone, and what a return reads back.

`archive_task` writes the summary of a task's messages (and, optionally, its transcript) into the
task's zone in one `write_many`; `task_summaries` reads the summaries of its earlier visits for a
re-entered task's system prompt. `TaskSession` calls both at a switch.

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> from zoned_memory.summarize import ChatMessage, extractive_summary
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> ctx = TaskContext(user_id="u", session_id="s", task_id="acme")
>>> records = archive_task(store, ctx, [ChatMessage(role="user", content="Acme sold 1200 units")], extractive_summary)
>>> [r.kind for r in records], task_summaries(store, ctx) is not None
(['summary'], True)
"""

from __future__ import annotations

import logging
from typing import Sequence

from .context import TaskContext
from .errors import SwitchError
from .records import MAX_TEXT_LENGTH, MemoryRecord, chunk_text
from .scope import LIVE_STATUSES
from .store import ZonedMemoryStore
from .summarize import ChatMessage, Summarizer

__all__ = ["archive_task", "task_summaries", "MAX_RESUME_CHARS"]

logger = logging.getLogger(__name__)

#: how much of a task's earlier summaries a re-entered task's system prompt carries
MAX_RESUME_CHARS = 12_000


def archive_task(store: ZonedMemoryStore, ctx: TaskContext, messages: Sequence[ChatMessage], summarizer: Summarizer,
                 *, transcript: bool = False) -> list[MemoryRecord]:
    """Write the summary of ``messages`` (and with ``transcript`` each message) into the task's zone;
    nothing when the task holds no user message."""
    conversation = [m for m in messages if m.role != "system"]
    if not any(m.role == "user" for m in conversation):
        return []
    summary = summarizer(conversation)
    if not isinstance(summary, str) or not summary.strip():
        raise SwitchError("the summarizer returned no text")
    if len(summary) > MAX_TEXT_LENGTH:
        logger.warning("summary of task %s is %d characters; keeping the first %d", ctx.task_id,
                       len(summary), MAX_TEXT_LENGTH)
        summary = summary[:MAX_TEXT_LENGTH]
    items: list[dict] = [{"text": summary, "source": "summary", "kind": "summary",
                          "metadata": {"archived": True, "messages": len(conversation)}}]
    if transcript:
        for n, m in enumerate(conversation):
            if not m.content.strip():
                continue
            source = {"user": "user_input", "tool": "tool_output"}.get(m.role, "model_inference")
            parts = chunk_text(m.content)  # a long message is kept whole, in pieces
            for part_no, part in enumerate(parts):
                meta: dict = {"archived": True, "role": m.role, "turn": n}
                if len(parts) > 1:
                    meta.update(part=part_no, parts=len(parts))
                items.append({"text": part, "source": source, "kind": "transcript",
                              "status": "outdated" if source == "model_inference" else None,
                              "metadata": meta})
    return store.write_many(ctx, items)


def task_summaries(store: ZonedMemoryStore, ctx: TaskContext) -> str | None:
    """Every live summary of the task, oldest first (one per visit), so a task re-entered twice keeps
    what its first visit found; over `MAX_RESUME_CHARS`, the newest visits that fit."""
    summaries = [r.text for r in store.records(ctx, where={"source": "summary"}) if r.status in LIVE_STATUSES]
    kept: list[str] = []
    budget = MAX_RESUME_CHARS
    for text in reversed(summaries):
        if len(text) > budget and kept:
            break
        kept.insert(0, text[:budget])
        budget -= len(text) + 2
    return "\n\n".join(kept) if kept else None
