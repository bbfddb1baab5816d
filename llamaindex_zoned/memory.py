"""`ZonedMemory`: LlamaIndex chat memory that is the current task's, plus its long-term zones.

    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="A"))
    memory = ZonedMemory.from_defaults(session=session, k=4)
    engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory)

``put`` of a user message runs boundary detection first (a new task is switched to, the
old one archived), so ``get`` already returns the new task's messages. ``get`` returns the
task's system prompt, a system message with the relevant long-term memories of the task's
zones (searched with ``input`` or the last user message), then the task's messages.
``reset`` archives and starts a new task; it never just deletes.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.bridge.pydantic import ConfigDict, Field, PrivateAttr
from llama_index.core.memory.types import BaseMemory

from zoned_memory import ALL_SCOPES, InvalidInputError, Scope, TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession
from zoned_memory.summarize import ChatMessage

from ._convert import from_li_message, to_li_message

__all__ = ["ZonedMemory", "DEFAULT_MEMORY_TEMPLATE"]

DEFAULT_MEMORY_TEMPLATE = "Relevant memories of this task, its session and the user:\n{memories}"


class ZonedMemory(BaseMemory):
    """Short-term messages of a `TaskSession` plus long-term memories of its zones."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    session: TaskSession
    k: int = Field(default=4, ge=0)
    scopes: Sequence[Scope | str] = ALL_SCOPES
    memory_template: str = DEFAULT_MEMORY_TEMPLATE
    detect: bool = True
    _last_hits: list = PrivateAttr(default_factory=list)

    @classmethod
    def class_name(cls) -> str:
        return "ZonedMemory"

    @classmethod
    def from_defaults(  # type: ignore[override]
        cls,
        session: TaskSession | None = None,
        *,
        store: ZonedMemoryStore | None = None,
        context: TaskContext | None = None,
        chat_history: Optional[List[LIChatMessage]] = None,
        **kwargs: Any,
    ) -> "ZonedMemory":
        """From a session, or from a store and a context (a session is made with the defaults)."""
        if session is None:
            if store is None or context is None:
                raise InvalidInputError("give session=, or store= and context=")
            session = TaskSession(store, context)
        kwargs.pop("token_limit", None)  # chat engines pass it; the task switch bounds the history
        memory = cls(session=session, **kwargs)
        if chat_history:
            memory.set(chat_history)
        return memory

    @property
    def last_memories(self) -> list:
        """The long-term hits the last `get` injected (for inspection)."""
        return list(self._last_hits)

    def get(self, input: Optional[str] = None, **kwargs: Any) -> List[LIChatMessage]:
        messages = self.session.messages
        system, rest = messages[:1], messages[1:]
        query = input or next((m.content for m in reversed(rest) if m.role == "user"), None)
        block: list[ChatMessage] = []
        self._last_hits = []
        if query and query.strip() and self.k:
            self._last_hits = self.session.search(query, k=self.k, scopes=self.scopes)
            if self._last_hits:
                lines = "\n".join(f"- {hit.text}" for hit in self._last_hits)
                block = [ChatMessage(role="system", content=self.memory_template.format(memories=lines))]
        return [to_li_message(m) for m in [*system, *block, *rest]]

    def get_all(self) -> List[LIChatMessage]:
        return [to_li_message(m) for m in self.session.messages]

    def put(self, message: LIChatMessage) -> None:
        converted = from_li_message(message)
        if converted.role == "system":
            return  # the session owns each task's system prompt
        if self.detect and message.role == MessageRole.USER:
            self.session.add_user_message(converted.content)
        else:
            self.session.append(converted)

    def set(self, messages: List[LIChatMessage]) -> None:
        """Replace the current task's messages (its system prompt stays)."""
        self.session.replace_messages([from_li_message(m) for m in messages if m.role != MessageRole.SYSTEM])

    def reset(self) -> None:
        """Archive the current task and start a new one."""
        self.session.switch_task()
