"""`TaskBoundaryCallback`: detect a task switch at the start of each run, before retrieval.

    callback = TaskBoundaryCallback(session)
    chain.invoke({"question": "New task: analyze Globex"}, config={"callbacks": [callback]})

It reads the user's message of each root run and feeds the core detector, performing the switch
right there, so the same run's retriever (a `ZonedRetriever` following the session) is already
scoped to the new task. The message is taken from the root run's input (a chain, a bare chat
model or a bare retriever). When the root's input is not known yet, as with ``stream``,
``astream`` and ``astream_events`` (LangChain reports ``{"input": ""}``), the first event of
that run that carries it decides instead: a nested chain, retriever or model start, always
before any retriever of the run searches. Tools called by the run feed the tool-set signal.

If the switch fails, the callback raises (``raise_error = True``) and the run stops: a
silently failed switch would let the new task read the old task's short-term memory.

Each run keeps the task it was judged in: a `ZonedRetriever` (and `ZonedChatMessageHistory`)
inside the run reads that task's zones even if a concurrent run of the same session (``batch``)
switched meanwhile. A message is judged once per run, so the same text sent again later is
judged again. One callback serves one session, or many with ``sessions=``: a callable
``session_id -> TaskSession`` resolved from the run's ``metadata`` ``session_id``
(``session_key=`` names another key) or, in `RunnableWithMessageHistory`, by the
`ZonedChatMessageHistory` the run loads (`ZonedHistories.callback` is such a callback)::

    histories = ZonedHistories(store, user_id="alice")
    chain_with_history.invoke(..., config={"configurable": {"session_id": "s1"}, "callbacks": [histories.callback]})
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, Mapping, Sequence
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage, HumanMessage

from zoned_memory import InvalidInputError, IsolationError, TaskContext
from zoned_memory.boundary import Boundary
from zoned_memory.session import TaskSession

from ._convert import message_text

__all__ = ["TaskBoundaryCallback", "INPUT_KEYS", "judging_callback"]

logger = logging.getLogger(__name__)

#: keys of a chain's input dict read as the user's message, in this order
INPUT_KEYS = ("input", "question", "query", "message", "user_input", "text")


def _user_text(inputs: Any) -> str | None:
    """The user's message in a run's input, or None (an empty text counts as none)."""
    if isinstance(inputs, str):
        return inputs if inputs.strip() else None
    if isinstance(inputs, HumanMessage):
        return _user_text(message_text(inputs))
    if isinstance(inputs, Sequence) and inputs and isinstance(inputs[-1], BaseMessage):
        humans = [m for m in inputs if isinstance(m, HumanMessage)]
        return _user_text(humans[-1]) if humans else None
    if isinstance(inputs, Mapping):
        for key in INPUT_KEYS:
            text = _user_text(inputs[key]) if isinstance(inputs.get(key), str) else None
            if text is not None:
                return text
        if "messages" in inputs:
            return _user_text(inputs["messages"])
    return None


class TaskBoundaryCallback(BaseCallbackHandler):
    """Feeds a `TaskSession`'s detector from LangChain runs and switches before retrieval."""

    raise_error = True
    run_inline = True

    def __init__(self, session: TaskSession | None = None, *,
                 sessions: Callable[[str], TaskSession] | None = None, session_key: str = "session_id") -> None:
        if (session is None) == (sessions is None):
            raise InvalidInputError("pass session= (one conversation) or sessions= (session_id -> TaskSession)")
        if session is not None and not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        if sessions is not None and not callable(sessions):
            raise TypeError("sessions must be a callable session_id -> TaskSession")
        self._single = session
        self._sessions = sessions
        self.session_key = session_key
        self.boundaries: list[Boundary] = []
        self._lock = threading.RLock()
        self._root_of: dict[UUID, UUID] = {}  # run -> its root run
        self._pending: set[UUID] = set()  # roots whose user message is not known yet
        self._judged: set[UUID] = set()  # roots whose message was judged
        self._session_of: dict[UUID, TaskSession] = {}  # root -> the session it runs in
        self._context_of: dict[UUID, TaskContext] = {}  # root -> the task it was judged in
        self._texts: dict[UUID, str] = {}  # roots whose message waits for its session (sessions=)

    def __repr__(self) -> str:
        if self._single is not None:
            return f"TaskBoundaryCallback(task={self._single.context.task_id!r}, boundaries={len(self.boundaries)})"
        return f"TaskBoundaryCallback(sessions=..., boundaries={len(self.boundaries)})"

    @property
    def session(self) -> TaskSession:
        """The one session this callback serves (``sessions=`` callbacks have none)."""
        if self._single is None:
            raise InvalidInputError("this callback resolves a session per run (sessions=)")
        return self._single

    def serves(self, session: TaskSession) -> bool:
        """True if this callback judges the messages of ``session`` (a ``sessions=`` callback
        judges any session: the run's is resolved or handed over by `judge_for`)."""
        return self._single is session if self._single is not None else True

    def judge_for(self, run_id: UUID | None, session: TaskSession) -> None:
        """Inside a run: ``session`` is the run's session (told by the history the run loads);
        judge the run's message now if it waited for that. A run of another session fails closed."""
        if run_id is None:
            return
        with self._lock:
            root = self._root_of.get(run_id, run_id)
            known = self._session_of.get(root)
            if known is not None and known is not session:
                raise IsolationError("one run used the histories of two conversations")
            self._session_of[root] = session
            self._context_of.setdefault(root, session.context)
            text = self._texts.pop(root, None)
            if text is not None and root not in self._judged:
                self._judge(root, session, text)

    def _judge(self, root: UUID, session: TaskSession, text: str) -> None:
        """Judge a root run's message (holding the lock): a switch happens here, and the run
        keeps the context it was judged in."""
        self._judged.add(root)
        boundary = session.observe(text, turn=root)
        self._context_of[root] = session.context
        if boundary is not None:
            self.boundaries.append(boundary)
            logger.info("task boundary (%s): now on task %s", ", ".join(boundary.reasons), session.context.task_id)

    def context_for(self, run_id: UUID | None) -> TaskContext | None:
        """The task the root run of ``run_id`` was judged in (None if this callback did not judge it)."""
        if run_id is None:
            return None
        with self._lock:
            return self._context_of.get(self._root_of.get(run_id, run_id))

    def _resolve(self, metadata: Mapping[str, Any] | None) -> TaskSession | None:
        if self._single is not None:
            return self._single
        key = (metadata or {}).get(self.session_key)
        if key is None:
            return None  # handed over by the run's history (judge_for), or the run reads nothing
        assert self._sessions is not None
        found = self._sessions(str(key))
        if not isinstance(found, TaskSession):
            raise InvalidInputError("sessions(session_id) must return a zoned_memory.TaskSession")
        return found

    # -- bookkeeping ------------------------------------------------------------------------
    def _enter(self, run_id: UUID, parent_run_id: UUID | None, text: str | None,
               metadata: Mapping[str, Any] | None = None) -> None:
        """A run starts: judge its root's message if this is the first event that carries it.
        Holding the lock, a concurrent branch of the same run waits until the switch is done."""
        with self._lock:
            if parent_run_id is None:
                root = run_id
                self._root_of[run_id] = run_id
                session = self._resolve(metadata)
                if session is not None:
                    self._session_of[root] = session
                    self._context_of[root] = session.context
                if text is None:
                    self._pending.add(root)
                    return
            else:
                root = self._root_of.get(parent_run_id, parent_run_id)
                self._root_of[run_id] = root
                if root not in self._pending or text is None:
                    return
            if root in self._judged:
                return
            self._pending.discard(root)
            if root not in self._session_of:
                self._texts[root] = text  # judged once the run's session is known
                return
            self._judge(root, self._session_of[root], text)

    def _leave(self, run_id: UUID, parent_run_id: UUID | None) -> None:
        with self._lock:
            if parent_run_id is None:
                self._pending.discard(run_id)
                self._judged.discard(run_id)
                self._session_of.pop(run_id, None)
                self._context_of.pop(run_id, None)
                self._texts.pop(run_id, None)
                for run in [r for r, root in self._root_of.items() if root == run_id]:
                    del self._root_of[run]

    # -- LangChain events -------------------------------------------------------------------
    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: dict[str, Any], *, run_id: UUID,
                       parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(inputs), kwargs.get("metadata"))

    def on_chat_model_start(self, serialized: dict[str, Any] | None, messages: list[list[BaseMessage]], *,
                            run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(messages[-1]) if messages else None, kwargs.get("metadata"))

    def on_llm_start(self, serialized: dict[str, Any] | None, prompts: list[str], *, run_id: UUID,
                     parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(prompts[-1]) if prompts else None, kwargs.get("metadata"))

    def on_retriever_start(self, serialized: dict[str, Any] | None, query: str, *, run_id: UUID,
                           parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(query), kwargs.get("metadata"))

    def on_tool_start(self, serialized: dict[str, Any] | None, input_str: str, *, run_id: UUID,
                      parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        with self._lock:
            if parent_run_id is not None:
                self._root_of[run_id] = self._root_of.get(parent_run_id, parent_run_id)
            session = self._session_of.get(self._root_of.get(run_id, run_id))
        name = (serialized or {}).get("name") or kwargs.get("name")
        if name and session is not None:
            session.note_tools([str(name)])

    def on_chain_end(self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None,
                       **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)

    def on_llm_end(self, response: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None,
                     **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)

    def on_retriever_end(self, documents: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                         **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)

    def on_retriever_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None,
                           **kwargs: Any) -> None:
        self._leave(run_id, parent_run_id)


def judging_callback(handlers: Any, session: TaskSession) -> TaskBoundaryCallback | None:
    """The `TaskBoundaryCallback` among a run's ``handlers`` (a list or a callback manager) that
    judges ``session``'s messages, or None."""
    found = getattr(handlers, "handlers", handlers) or []
    for handler in found:
        if isinstance(handler, TaskBoundaryCallback) and handler.serves(session):
            return handler
    return None
