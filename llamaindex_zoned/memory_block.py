"""`ZonedMemoryBlock`: long-term memory for LlamaIndex's `Memory` class, scoped at call time.

    from llama_index.core.memory import Memory
    memory = Memory.from_defaults(session_id="s1", memory_blocks=[ZonedMemoryBlock(session=session)])

``aget`` searches the zones of the session's CURRENT task with the latest user message;
``aput`` (messages flushed out of short-term memory) archives them into the current task's
zone. The scope is read from the session on every call, never cached in a shared filter
(LlamaIndex's `VectorMemoryBlock` appends its session filter to shared query kwargs once, so
the first session's id sticks).
"""

from __future__ import annotations

import asyncio
from typing import Any, List, Optional, Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.bridge.pydantic import Field
from llama_index.core.memory.memory import BaseMemoryBlock

from zoned_memory import ALL_SCOPES, Scope
from zoned_memory.session import TaskSession

__all__ = ["ZonedMemoryBlock"]

_SOURCE_BY_ROLE = {MessageRole.USER: "user_input", MessageRole.TOOL: "tool_output"}


class ZonedMemoryBlock(BaseMemoryBlock[str]):
    """Relevant memories of the current task's zones, as text for the memory template."""

    name: str = Field(default="zoned_memory")
    session: TaskSession
    k: int = Field(default=4, ge=1)
    scopes: Sequence[Scope | str] = ALL_SCOPES

    async def _aget(self, messages: Optional[List[LIChatMessage]] = None, **block_kwargs: Any) -> str:
        query = next((m.content for m in reversed(messages or []) if m.role == MessageRole.USER and m.content), None)
        if not query or not query.strip():
            return ""
        hits = await asyncio.to_thread(self.session.search, query, self.k, scopes=self.scopes)
        return "\n".join(f"- {hit.text}" for hit in hits)

    async def _aput(self, messages: List[LIChatMessage]) -> None:
        items = [
            {"text": m.content, "source": _SOURCE_BY_ROLE.get(m.role, "model_inference"), "kind": "transcript",
             "metadata": {"archived": True, "role": m.role.value}}
            for m in messages
            if m.role != MessageRole.SYSTEM and m.content and m.content.strip()
        ]
        if items:
            await asyncio.to_thread(self.session.store.write_many, self.session.context, items)
