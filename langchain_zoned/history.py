"""`ZonedChatMessageHistory`: the current task's short-term messages for LangChain.

Use it with `RunnableWithMessageHistory`::

    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="A"))
    history = ZonedChatMessageHistory(session=session)
    chain_with_history = RunnableWithMessageHistory(chain, lambda session_id: history)

The messages are the current task's only: after a switch, the old task's are archived
(summarized into its zone) and gone from here. ``clear()`` is a switch to a new task:
it archives, it never just deletes. Boundary detection on added user messages is off by
default (``detect=True`` turns it on) because `TaskBoundaryCallback` does it before the
chain runs, while `RunnableWithMessageHistory` adds the messages after.
"""

from __future__ import annotations

from typing import Sequence

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage, HumanMessage

from zoned_memory.session import TaskSession

from ._convert import from_lc_message, to_lc_message

__all__ = ["ZonedChatMessageHistory"]


class ZonedChatMessageHistory(BaseChatMessageHistory):
    """Short-term memory of a `TaskSession`, as a LangChain chat history."""

    def __init__(self, session: TaskSession, *, detect: bool = False) -> None:
        if not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        self.session = session
        self.detect = detect

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        return [to_lc_message(m) for m in self.session.messages]

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        for message in messages:
            converted = from_lc_message(message)
            if converted.role == "system":
                continue  # the session owns the system prompt of each task
            if self.detect and isinstance(message, HumanMessage):
                self.session.add_user_message(converted.content)
            else:
                self.session.append(converted)

    def clear(self) -> None:
        """Archive the current task and start a new one (never a plain delete)."""
        self.session.switch_task()
