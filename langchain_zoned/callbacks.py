"""`TaskBoundaryCallback`: detect a task switch at the start of each run, before retrieval.

    callback = TaskBoundaryCallback(session)
    chain.invoke({"question": "New task: analyze Globex"}, config={"callbacks": [callback]})

It watches the root run's input (``on_chain_start`` with no parent, or ``on_chat_model_start``
of a bare model call) and the tools the run calls (``on_tool_start``), feeds the core
detector, and performs the switch right there, so the same invocation's retriever (a
`ZonedRetriever` following the session) is already scoped to the new task.

If the switch fails, the callback raises (``raise_error = True``) and the run stops: a
silently failed switch would let the new task read the old task's short-term memory.
"""

from __future__ import annotations

import logging
from typing import Any, Mapping, Sequence
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage, HumanMessage

from zoned_memory.boundary import Boundary
from zoned_memory.session import TaskSession

__all__ = ["TaskBoundaryCallback", "INPUT_KEYS"]

logger = logging.getLogger(__name__)

#: keys of a chain's input dict read as the user's message, in this order
INPUT_KEYS = ("input", "question", "query", "message", "user_input", "text")


def _user_text(inputs: Any) -> str | None:
    if isinstance(inputs, str):
        return inputs
    if isinstance(inputs, HumanMessage):
        return inputs.text if isinstance(inputs.text, str) else str(inputs.content)
    if isinstance(inputs, Sequence) and inputs and isinstance(inputs[-1], BaseMessage):
        humans = [m for m in inputs if isinstance(m, HumanMessage)]
        return _user_text(humans[-1]) if humans else None
    if isinstance(inputs, Mapping):
        for key in INPUT_KEYS:
            if isinstance(inputs.get(key), str):
                return inputs[key]
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
        self._root_runs: set[UUID] = set()

    def _observe(self, text: str | None, run_id: UUID) -> None:
        if text is None or run_id in self._root_runs:
            return
        self._root_runs.add(run_id)
        boundary = self.session.observe(text)
        if boundary is not None:
            self.boundaries.append(boundary)
            logger.info("task boundary (%s): now on task %s", ", ".join(boundary.reasons), self.session.context.task_id)

    def on_chain_start(self, serialized: dict[str, Any] | None, inputs: dict[str, Any], *, run_id: UUID,
                       parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        if parent_run_id is None:
            self._observe(_user_text(inputs), run_id)

    def on_chat_model_start(self, serialized: dict[str, Any] | None, messages: list[list[BaseMessage]], *,
                            run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        if parent_run_id is None and messages:
            self._observe(_user_text(messages[-1]), run_id)

    def on_tool_start(self, serialized: dict[str, Any] | None, input_str: str, *, run_id: UUID,
                      parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        name = (serialized or {}).get("name") or kwargs.get("name")
        if name:
            self.session.note_tools([str(name)])

    def on_chain_end(self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        self._root_runs.discard(run_id)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None,
                       **kwargs: Any) -> None:
        self._root_runs.discard(run_id)
