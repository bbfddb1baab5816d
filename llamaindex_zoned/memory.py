"""`ZonedMemory`: LlamaIndex chat memory that is the current task's, plus its long-term zones.

    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="A"))
    memory = ZonedMemory.from_defaults(session=session, k=4)
    engine = SimpleChatEngine.from_defaults(llm=llm, memory=memory)

A new user message runs boundary detection BEFORE anything is read for it: in ``get(input=...)``
(chat engines such as `ContextChatEngine` and `CondensePlusContextChatEngine` call it before
``put``) or in ``put``, whichever comes first; a message is judged once. On a switch the old
task is archived and its messages are gone, so the new task's first prompt is built from the
new task alone. ``get`` returns the task's system prompt, a system message with the relevant
long-term memories of the task's zones (searched with ``input`` or the last user message),
then the task's messages, the oldest dropped beyond ``token_limit`` (if set). Messages keep
their blocks and tool calls. ``reset`` archives and starts a new task; it never just deletes.
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

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    session: TaskSession
    k: int = Field(default=4, ge=0)
    scopes: Sequence[Scope | str] = ALL_SCOPES
    memory_template: str = DEFAULT_MEMORY_TEMPLATE
    detect: bool = True
    #: drop the oldest messages of the task beyond this many tokens (~4 characters each) in ``get``
    token_limit: int | None = Field(default=None, ge=1)
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
        memory = cls(session=session, **kwargs)
        if chat_history:
            memory.set(chat_history)
        return memory

    @property
    def last_memories(self) -> list:
        """The long-term hits the last `get` injected (for inspection)."""
        return list(self._last_hits)

    def __repr__(self) -> str:
        return f"ZonedMemory(task={self.session.context.task_id!r}, k={self.k}, detect={self.detect})"

    def to_dict(self, **kwargs: Any) -> dict[str, Any]:
        """What can be serialized: the settings and the task's coordinates (not the live store)."""
        ctx = self.session.context
        return {"class_name": self.class_name(), "k": self.k, "scopes": [str(getattr(s, "value", s)) for s in self.scopes],
                "memory_template": self.memory_template, "detect": self.detect, "token_limit": self.token_limit,
                "context": {"user_id": ctx.user_id, "session_id": ctx.session_id, "task_id": ctx.task_id}}

    @classmethod
    def from_dict(cls, data: dict[str, Any], store: ZonedMemoryStore | None = None,  # type: ignore[override]
                  session: TaskSession | None = None, **kwargs: Any) -> "ZonedMemory":
        """The memory `to_dict` described, on a live ``store`` (the session resumes its current
        task there) or an existing ``session``: ``ZonedMemory.from_dict(memory.to_dict(), store=store)``."""
        data = dict(data)
        data.pop("class_name", None)
        ctx = data.pop("context", None)
        if session is None:
            if store is None or not isinstance(ctx, dict):
                raise InvalidInputError("from_dict needs store= (a live store is not serialized) or session=")
            session = TaskSession(store, TaskContext(**ctx))
        return cls(session=session, **{**data, **kwargs})

    def to_json(self, **kwargs: Any) -> str:
        import json

        return json.dumps(self.to_dict(**kwargs))

    def get(self, input: Optional[str] = None, **kwargs: Any) -> List[LIChatMessage]:
        if self.detect and isinstance(input, str) and input.strip():
            self.session.observe(input)  # before anything is read for this message
        messages = self.session.messages
        system, rest = messages[:1], self._within_limit(messages[1:])
        query = input or next((m.content for m in reversed(rest) if m.role == "user"), None)
        block: list[ChatMessage] = []
        self._last_hits = []
        if query and query.strip() and self.k:
            self._last_hits = self.session.prompt_memories(query, k=self.k, scopes=self.scopes)
            if self._last_hits:
                lines = "\n".join(f"- {hit.text}" for hit in self._last_hits)
                block = [ChatMessage(role="system", content=self.memory_template.format(memories=lines))]
        return [to_li_message(m) for m in [*system, *block, *rest]]

    def get_all(self) -> List[LIChatMessage]:
        return [to_li_message(m) for m in self.session.messages]

    def _within_limit(self, messages: List[ChatMessage]) -> List[ChatMessage]:
        if self.token_limit is None:
            return messages
        kept: list[ChatMessage] = []
        budget = self.token_limit * 4
        for message in reversed(messages):
            budget -= len(message.content) + 16
            if budget < 0 and kept:
                break
            kept.append(message)
        kept.reverse()
        while len(kept) > 1 and kept[0].role == "tool":  # never a tool result without its call
            kept.pop(0)
        return kept

    def put(self, message: LIChatMessage) -> None:
        converted = from_li_message(message)
        if converted.role == "system":
            return  # the session owns each task's system prompt
        if self.detect and message.role == MessageRole.USER:
            self.session.add_user_message(converted)
        else:
            self.session.append(converted)

    def set(self, messages: List[LIChatMessage]) -> None:
        """Replace the current task's messages (its system prompt stays)."""
        self.session.replace_messages([from_li_message(m) for m in messages if m.role != MessageRole.SYSTEM])

    def reset(self) -> None:
        """Archive the current task and start a new one."""
        self.session.switch_task()
