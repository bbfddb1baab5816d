"""`ZonedChatMessageHistory`: the current task's short-term messages for LangChain, and
`ZonedHistories`, the per-conversation factory `RunnableWithMessageHistory` needs.

Use them with `RunnableWithMessageHistory`: one history per conversation, and the callback
that judges each new message before the history is read::

    histories = ZonedHistories(store, user_id="alice")          # session_id -> its own history
    chain_with_history = RunnableWithMessageHistory(chain, histories,
                                                    input_messages_key="question", history_messages_key="history")
    chain_with_history.invoke({"question": "..."}, config={"configurable": {"session_id": "s1"},
                                                           "callbacks": [histories.callback]})

Never serve every conversation from one history (``lambda session_id: history``): a history is
bound to the first conversation that reads it and refuses another (`IsolationError`), as it
refuses a ``configurable`` ``user_id`` other than its session's user. Read inside a run, it
refuses (`UnjudgedMessageError`) unless a `TaskBoundaryCallback` of its session is in the
run: `RunnableWithMessageHistory` reads the history before the chain runs, so without a judge
a "New task: ..." would be answered with the old task's messages (``require_judge=False``
turns the check off for an app that switches tasks itself).

The messages are the current task's only: after a switch, the old task's are archived
(summarized into its zone) and gone from here. Messages keep their structure (tool calls,
tool call ids, content parts). ``clear()`` is a switch to a new task: it archives, it never
just deletes.

The session's system prompt is left out of ``messages`` by default, since most prompts bring
their own system message; read it from ``system_prompt`` (e.g. as a prompt variable), or pass
``include_system_prompt=True`` to get it as the first message. On a return to a task, its
earlier summary opens ``messages`` as a `SystemMessage` (as LangChain's summary memories put
theirs), so the returning task keeps what it found (``include_summary=False``: leave it out).
"""

from __future__ import annotations

import threading
from typing import Any, Sequence

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage, SystemMessage
from langchain_core.runnables.config import var_child_runnable_config

from zoned_memory import InvalidInputError, IsolationError, TaskContext, UnjudgedMessageError, ZonedMemoryStore
from zoned_memory.context import new_task_id, validate_id
from zoned_memory.session import TaskSession

from ._convert import from_lc_message, to_lc_message
from .callbacks import TaskBoundaryCallback, judging_callback

__all__ = ["ZonedChatMessageHistory", "ZonedHistories"]


class ZonedChatMessageHistory(BaseChatMessageHistory):
    """Short-term memory of a `TaskSession`, as a LangChain chat history."""

    def __init__(self, session: TaskSession, *, detect: bool = False, include_system_prompt: bool = False,
                 require_judge: bool = True, conversation_key: str = "session_id",
                 include_summary: bool = True) -> None:
        if not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        self.session = session
        self.detect = detect
        self.include_system_prompt = include_system_prompt
        self.include_summary = include_summary
        self.require_judge = require_judge
        self.conversation_key = conversation_key
        self._bound: str | None = None  # the conversation (configurable session id) this history serves
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return (f"ZonedChatMessageHistory(task={self.session.context.task_id!r}, "
                f"messages={len(self.session.conversation)}, detect={self.detect})")

    @property
    def system_prompt(self) -> str:
        """The current task's system prompt (with its resumed summary, on a return)."""
        return self.session.messages[0].content

    def _check_run(self, reading: bool) -> None:
        """Inside a LangChain run: the run is this history's conversation and user, and (when
        reading) a callback judged the run's message first."""
        config = var_child_runnable_config.get()
        if config is None:
            return  # read by the application itself, outside any run
        configurable = config.get("configurable") or {}
        ctx = self.session.context
        user = configurable.get("user_id")
        if user is not None and str(user) != ctx.user_id:
            raise IsolationError(f"this history belongs to user {ctx.user_id!r} and was used for user {user!r}: "
                                 "build one history per conversation (ZonedHistories)")
        conversation = configurable.get(self.conversation_key)
        if conversation is not None:
            with self._lock:
                if self._bound is None:
                    self._bound = str(conversation)
                elif self._bound != str(conversation):
                    raise IsolationError(
                        f"this history serves conversation {self._bound!r} and was asked for {conversation!r}: "
                        "never share one history between conversations; use ZonedHistories(store, user_id=...) "
                        "as get_session_history")
        if not reading:
            return
        callbacks = config.get("callbacks")
        judge = judging_callback(callbacks, self.session)
        if judge is not None:
            judge.judge_for(getattr(callbacks, "parent_run_id", None), self.session)  # this run is this session's
        elif self.require_judge:
            raise UnjudgedMessageError(
                "ZonedChatMessageHistory was read inside a run that no TaskBoundaryCallback of its session "
                "judged: the new message could start a new task and would see the old task's messages. Pass "
                "config={'callbacks': [TaskBoundaryCallback(session)]} (or ZonedHistories(...).callback), or "
                "require_judge=False if the application switches tasks itself")

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        self._check_run(reading=True)
        messages = self.session.messages if self.include_system_prompt else self.session.conversation
        out = [to_lc_message(m) for m in messages]
        summary = self.session.resumed_summary
        if summary and self.include_summary and not self.include_system_prompt:
            out.insert(0, SystemMessage(content=f"Summary of earlier work on this task:\n{summary}"))
        return out

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        self._check_run(reading=False)
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


class ZonedHistories:
    """``session_id -> ZonedChatMessageHistory`` for one user: a `TaskSession` per conversation
    (built once, resuming the conversation's current task from the store), for
    `RunnableWithMessageHistory` (``get_session_history=histories``), with ``callback``, the
    `TaskBoundaryCallback` that judges every conversation's messages.

    >>> import tempfile
    >>> histories = ZonedHistories(ZonedMemoryStore.open(path=tempfile.mkdtemp()), user_id="alice")
    >>> histories("s1") is histories("s1"), histories("s1") is histories("s2")
    (True, False)
    """

    def __init__(self, store: ZonedMemoryStore, user_id: str, **session_options: Any) -> None:
        if not isinstance(store, ZonedMemoryStore):
            raise InvalidInputError("ZonedHistories needs a ZonedMemoryStore")
        self.store = store
        self.user_id = validate_id(user_id, "user_id")
        self.session_options = session_options
        self._histories: dict[str, ZonedChatMessageHistory] = {}
        self._lock = threading.Lock()
        self.callback = TaskBoundaryCallback(sessions=self.session)

    def __repr__(self) -> str:
        return f"ZonedHistories(user={self.user_id!r}, conversations={len(self._histories)})"

    def __call__(self, session_id: str, user_id: str | None = None) -> ZonedChatMessageHistory:
        if user_id is not None and user_id != self.user_id:
            raise IsolationError(f"these histories belong to user {self.user_id!r}, not {user_id!r}")
        session_id = validate_id(session_id, "session_id")
        with self._lock:
            found = self._histories.get(session_id)
            if found is None:
                session = TaskSession(self.store, TaskContext(user_id=self.user_id, session_id=session_id,
                                                              task_id=new_task_id()), **self.session_options)
                found = self._histories[session_id] = ZonedChatMessageHistory(session)
            return found

    def adopt(self, session: TaskSession) -> ZonedChatMessageHistory:
        """Serve an existing `TaskSession` of this user as its session id's conversation."""
        if not isinstance(session, TaskSession) or session.context.user_id != self.user_id:
            raise IsolationError(f"adopt takes a TaskSession of user {self.user_id!r}")
        with self._lock:
            if session.context.session_id in self._histories:
                raise InvalidInputError(f"conversation {session.context.session_id!r} has a history already")
            history = self._histories[session.context.session_id] = ZonedChatMessageHistory(session)
            return history

    def session(self, session_id: str) -> TaskSession:
        """The `TaskSession` of one conversation."""
        return self(session_id).session
