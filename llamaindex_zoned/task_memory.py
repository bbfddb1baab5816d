"""`ZonedTaskMemory`: LlamaIndex's `Memory`, task-aware: detects switches and archives per task.

    from llamaindex_zoned import ZonedTaskMemory
    memory = ZonedTaskMemory.from_defaults(session=session, token_limit=4000)
    agent = FunctionAgent(tools=[...], llm=llm)
    await agent.run("New task: analyze Globex", memory=memory)

It is `llama_index.core.memory.Memory` (same queue, same blocks, same template), plus:

- every user message (``put``, and ``get(input=...)``, which chat engines call first) goes
  through the session's boundary detection; on a switch, the short-term queue is archived
  into the OLD task's zone (the `ZonedMemoryBlock`) and emptied, so no message of the old
  task reaches the new task's prompt or zone;
- its memory blocks default to one `ZonedMemoryBlock` (the task's zones, searched per call);
- messages are mirrored into the `TaskSession`, so the switch also writes the task's summary.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, List, Optional, Union

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.bridge.pydantic import Field
from llama_index.core.memory import Memory
from llama_index.core.storage.chat_store.base_db import MessageStatus

from zoned_memory import InvalidInputError, TaskContext
from zoned_memory.session import TaskSession

from ._convert import from_li_message, message_text
from .memory_block import ZonedMemoryBlock

__all__ = ["ZonedTaskMemory"]

logger = logging.getLogger(__name__)


class ZonedTaskMemory(Memory):
    """`Memory` whose short-term queue is always the current task's."""

    session: TaskSession = Field(exclude=True)
    detect: bool = True

    @classmethod
    def class_name(cls) -> str:
        return "ZonedTaskMemory"

    @classmethod
    def from_defaults(cls, session: TaskSession | None = None, *, k: int = 4,  # type: ignore[override]
                      detect: bool = True, **kwargs: Any) -> "ZonedTaskMemory":
        """Like `Memory.from_defaults` (same arguments), for ``session``; ``memory_blocks``
        defaults to ``[ZonedMemoryBlock(session=session, k=k)]`` and ``session_id`` to the
        session's id."""
        if not isinstance(session, TaskSession):
            raise InvalidInputError("session must be a zoned_memory TaskSession")
        if kwargs.get("memory_blocks") is None:
            kwargs["memory_blocks"] = [ZonedMemoryBlock(session=session, k=k)]
        kwargs.setdefault("session_id", session.context.session_id)
        base = Memory.from_defaults(**kwargs)
        fields = {name: getattr(base, name) for name in Memory.model_fields}
        return cls(**fields, session=session, detect=detect)

    def __repr__(self) -> str:
        return f"ZonedTaskMemory(task={self.session.context.task_id!r}, token_limit={self.token_limit})"

    async def _detect(self, text: str) -> None:
        """Judge a user message; on a switch, archive the queue into the old task and empty it."""
        if not self.detect or not text.strip():
            return
        old = self.session.context
        await asyncio.to_thread(self.session.observe, text)
        if self.session.context != old:
            await self._archive_queue(old)

    async def _archive_queue(self, old: TaskContext) -> None:
        queue = await self.sql_store.get_messages(self.session_id, status=MessageStatus.ACTIVE)
        for block in self.memory_blocks:
            if isinstance(block, ZonedMemoryBlock):
                await block.archive(queue, old)
            elif queue:
                await block.aput(list(queue), from_short_term_memory=True, session_id=self.session_id)
        if queue:
            await self.sql_store.archive_oldest_messages(self.session_id, n=len(queue))
        logger.info("archived %d queued messages of task %s", len(queue), old.task_id)

    def _mirror(self, message: LIChatMessage) -> None:
        converted = from_li_message(message)
        if converted.role == "user":
            self.session.add_user_message(converted.content)  # already judged: not judged twice
        elif converted.role != "system":
            self.session.append(converted)

    async def aget(self, input: Optional[Union[str, LIChatMessage]] = None,  # type: ignore[override]
                   **block_kwargs: Any) -> List[LIChatMessage]:
        text = input if isinstance(input, str) else message_text(input) if isinstance(input, LIChatMessage) \
            and input.role == MessageRole.USER else None
        if text:
            await self._detect(text)
        return await super().aget(input=input, **block_kwargs)

    async def aput(self, message: LIChatMessage) -> None:
        if message.role == MessageRole.USER:
            await self._detect(message_text(message))
        await asyncio.to_thread(self._mirror, message)
        await super().aput(message)

    async def aput_messages(self, messages: List[LIChatMessage]) -> None:
        for message in messages:  # one at a time: a switch may fall between two of them
            await self.aput(message)

    async def aget_all(self, status: Optional[MessageStatus] = MessageStatus.ACTIVE) -> List[LIChatMessage]:
        """The current task's messages (``status=None``: every task's, archived ones included)."""
        return await super().aget_all(status=status)

    def get_all(self, status: Optional[MessageStatus] = MessageStatus.ACTIVE) -> List[LIChatMessage]:
        return super().get_all(status=status)

    async def areset(self, status: Optional[MessageStatus] = None) -> None:
        """Archive the current task (summary and queue) and start a new one; never a plain delete."""
        old = self.session.context
        await asyncio.to_thread(self.session.switch_task)
        await self._archive_queue(old)
