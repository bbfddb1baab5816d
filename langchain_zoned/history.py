"""`ZonedChatMessageHistory`: the current task's short-term messages for LangChain.

Use it with `RunnableWithMessageHistory`::

    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="A"))
    history = ZonedChatMessageHistory(session=session)
    chain_with_history = RunnableWithMessageHistory(chain, lambda session_id: history,
                                                    input_messages_key="question", history_messages_key="history")
    chain_with_history.invoke({"question": "..."}, config={"configurable": {"session_id": "s"},
                                                           "callbacks": [TaskBoundaryCallback(session)]})

The messages are the current task's only: after a switch, the old task's are archived
(summarized into its zone) and gone from here. Messages keep their structure (tool calls,
tool call ids, content parts). ``clear()`` is a switch to a new task: it archives, it never
just deletes.

The session's system prompt (which carries a resumed task's summary) is left out of
``messages`` by default, since most prompts bring their own system message and providers
reject a second one; read it from ``system_prompt`` (e.g. as a prompt variable), or pass
``include_system_prompt=True`` to get it as the first message.

Boundary detection on added user messages is off by default (``detect=True`` turns it on)
because `TaskBoundaryCallback` does it before the chain runs, while `RunnableWithMessageHistory`
adds the messages after.
"""

from __future__ import annotations

from typing import Sequence

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage

from zoned_memory.session import TaskSession

from ._convert import from_lc_message, to_lc_message

__all__ = ["ZonedChatMessageHistory"]


class ZonedChatMessageHistory(BaseChatMessageHistory):
    """Short-term memory of a `TaskSession`, as a LangChain chat history."""

    def __init__(self, session: TaskSession, *, detect: bool = False, include_system_prompt: bool = False) -> None:
        if not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        self.session = session
        self.detect = detect
        self.include_system_prompt = include_system_prompt

    def __repr__(self) -> str:
        return (f"ZonedChatMessageHistory(task={self.session.context.task_id!r}, "
                f"messages={len(self.session.messages) - 1}, detect={self.detect})")

    @property
    def system_prompt(self) -> str:
        """The current task's system prompt (with its resumed summary, on a return)."""
        return self.session.messages[0].content

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        messages = self.session.messages
        return [to_lc_message(m) for m in (messages if self.include_system_prompt else messages[1:])]

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        for message in messages:
            converted = from_lc_message(message)
            if converted.role == "system":
                continue  # the session owns the system prompt of each task
            if converted.role == "user":
                if self.detect:
                    self.session.add_user_message(converted)
                else:
                    self.session.append(converted)
            else:
                self.session.append(converted)

    def clear(self) -> None:
        """Archive the current task and start a new one (never a plain delete)."""
        self.session.switch_task()
