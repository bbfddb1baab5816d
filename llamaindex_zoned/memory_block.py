"""`ZonedMemoryBlock`: long-term memory for LlamaIndex's `Memory` class, scoped at call time.

    from llamaindex_zoned import ZonedMemoryBlock, ZonedTaskMemory
    memory = ZonedTaskMemory.from_defaults(session=session)     # detects switches, keeps queues clean
    # or, with LlamaIndex's own Memory (no switch detection):
    memory = Memory.from_defaults(session_id="s1", memory_blocks=[ZonedMemoryBlock(session=session)])

``aget`` searches the zones of the session's CURRENT task with the latest user message. The
scope is read from the session on every call, never cached in a shared filter (LlamaIndex's
`VectorMemoryBlock` appends its session filter to shared query kwargs once, so the first
session's id sticks).

``aput`` receives messages that `Memory` flushes out of its short-term queue, lazily, possibly
long after they were written. They are written to the zone of the task they BELONG to, never
to "the task of now": `ZonedTaskMemory` flushes its whole queue into the old task's zone at
every switch (`archive`), so afterwards its queue only holds the current task's messages. With
a plain `Memory`, after the session switched task, the block cannot tell which task a flushed
message came from: it fails closed, writes nothing and logs a warning (`Memory` keeps those
messages in its own archive).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, List, Optional, Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.bridge.pydantic import ConfigDict, Field, PrivateAttr
from llama_index.core.memory.memory import BaseMemoryBlock

from zoned_memory import ALL_SCOPES, Scope, TaskContext
from zoned_memory.records import chunk_text
from zoned_memory.profile import PROFILE_HEADER, render_profile
from zoned_memory.session import SwitchResult, TaskSession

from ._convert import message_text

__all__ = ["ZonedMemoryBlock"]

logger = logging.getLogger(__name__)

_SOURCE_BY_ROLE = {MessageRole.USER: "user_input", MessageRole.TOOL: "tool_output"}


class ZonedMemoryBlock(BaseMemoryBlock[str]):
    """Relevant memories of the current task's zones, as text for the memory template."""

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    name: str = Field(default="zoned_memory")
    session: TaskSession
    k: int = Field(default=4, ge=1)
    scopes: Sequence[Scope | str] = ALL_SCOPES
    _owner: TaskContext | None = PrivateAttr(default=None)

    def model_post_init(self, __context: Any) -> None:
        # The task whose messages may sit in the queue right now; None once the session switched
        # without the queue being archived (then flushed messages cannot be attributed).
        self._owner = self.session.context
        self.session.on_switch(self._on_switch)

    def _on_switch(self, result: SwitchResult) -> None:
        self._owner = None

    def __repr__(self) -> str:
        return f"ZonedMemoryBlock(name={self.name!r}, task={self.session.context.task_id!r}, k={self.k})"

    async def _aget(self, messages: Optional[List[LIChatMessage]] = None, **block_kwargs: Any) -> str:
        query = next((message_text(m) for m in reversed(messages or []) if m.role == MessageRole.USER
                      and message_text(m).strip()), None)
        profile = await asyncio.to_thread(self.session.profile_records)  # the user's standing facts, every call
        lines = [f"{PROFILE_HEADER}\n{render_profile(profile)}"] if profile else []
        if query:
            hits = await asyncio.to_thread(self.session.prompt_memories, query, self.k,
                                          scopes=self.scopes, profile=profile)
            lines += [f"- {hit.text}" for hit in hits]
        return "\n".join(lines)

    async def _aput(self, messages: List[LIChatMessage]) -> None:
        owner = self._owner
        if owner is None or owner != self.session.context:
            if messages:
                logger.warning("%d flushed messages not archived: the session switched task and they cannot be "
                               "attributed to one (use ZonedTaskMemory)", len(messages))
            return
        await self.archive(messages, owner)

    async def archive(self, messages: Sequence[LIChatMessage], context: TaskContext) -> None:
        """Write ``messages`` into ``context``'s task zone (the task they were written in).
        `ZonedTaskMemory` calls it at a switch; afterwards the queue belongs to the new task."""
        own = self.session.context
        if (context.user_id, context.session_id) != (own.user_id, own.session_id):
            raise ValueError("a memory block archives only into its own user's and session's tasks")
        items = []
        for m in messages:
            text = message_text(m)
            if m.role == MessageRole.SYSTEM or not text.strip():
                continue
            for part in chunk_text(text):
                items.append({"text": part, "source": _SOURCE_BY_ROLE.get(m.role, "model_inference"),
                              "kind": "transcript", "metadata": {"archived": True, "role": m.role.value}})
        if items:
            await asyncio.to_thread(self.session.store.write_many, context, items)
        self._owner = self.session.context
