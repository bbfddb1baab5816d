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
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Mapping, Sequence
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage, HumanMessage

from zoned_memory.boundary import Boundary
from zoned_memory.session import TaskSession

from ._convert import message_text

__all__ = ["TaskBoundaryCallback", "INPUT_KEYS"]

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

    def __init__(self, session: TaskSession) -> None:
        if not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        self.session = session
        self.boundaries: list[Boundary] = []
        self._lock = threading.RLock()
        self._root_of: dict[UUID, UUID] = {}  # run -> its root run
        self._pending: set[UUID] = set()  # roots whose user message is not known yet
        self._judged: set[UUID] = set()  # roots whose message was judged

    def __repr__(self) -> str:
        return f"TaskBoundaryCallback(task={self.session.context.task_id!r}, boundaries={len(self.boundaries)})"

    # -- bookkeeping ------------------------------------------------------------------------
    def _enter(self, run_id: UUID, parent_run_id: UUID | None, text: str | None) -> None:
        """A run starts: judge its root's message if this is the first event that carries it.
        Holding the lock, a concurrent branch of the same run waits until the switch is done."""
        with self._lock:
            if parent_run_id is None:
                root = run_id
                self._root_of[run_id] = run_id
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
            self._judged.add(root)
            boundary = self.session.observe(text)
        if boundary is not None:
            self.boundaries.append(boundary)
            logger.info("task boundary (%s): now on task %s", ", ".join(boundary.reasons), self.session.context.task_id)

    def _leave(self, run_id: UUID, parent_run_id: UUID | None) -> None:
        with self._lock:
            if parent_run_id is None:
                self._pending.discard(run_id)
                self._judged.discard(run_id)
                for run in [r for r, root in self._root_of.items() if root == run_id]:
                    del self._root_of[run]

    # -- LangChain events -------------------------------------------------------------------
    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: dict[str, Any], *, run_id: UUID,
                       parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(inputs))

    def on_chat_model_start(self, serialized: dict[str, Any] | None, messages: list[list[BaseMessage]], *,
                            run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(messages[-1]) if messages else None)

    def on_llm_start(self, serialized: dict[str, Any] | None, prompts: list[str], *, run_id: UUID,
                     parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(prompts[-1]) if prompts else None)

    def on_retriever_start(self, serialized: dict[str, Any] | None, query: str, *, run_id: UUID,
                           parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._enter(run_id, parent_run_id, _user_text(query))

    def on_tool_start(self, serialized: dict[str, Any] | None, input_str: str, *, run_id: UUID,
                      parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        with self._lock:
            if parent_run_id is not None:
                self._root_of[run_id] = self._root_of.get(parent_run_id, parent_run_id)
        name = (serialized or {}).get("name") or kwargs.get("name")
        if name:
            self.session.note_tools([str(name)])

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
