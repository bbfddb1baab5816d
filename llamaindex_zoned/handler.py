"""`TaskBoundaryHandler`: detect a task switch when a query starts, before retrieval.

    from llama_index.core.callbacks import CallbackManager
    handler = TaskBoundaryHandler(session)
    engine = RetrieverQueryEngine.from_args(retriever, callback_manager=CallbackManager([handler]))

It is a LlamaIndex callback handler (not an instrumentation event handler, whose errors
LlamaIndex's dispatcher swallows): a failed switch raises and stops the query, since a
silent failure would leak the old task into the new one. It reads the outermost QUERY
event's query string and the names of called functions/tools.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional

from llama_index.core.callbacks.base_handler import BaseCallbackHandler
from llama_index.core.callbacks.schema import CBEventType, EventPayload

from zoned_memory.boundary import Boundary
from zoned_memory.session import TaskSession

__all__ = ["TaskBoundaryHandler"]

logger = logging.getLogger(__name__)


class TaskBoundaryHandler(BaseCallbackHandler):
    """Feeds a `TaskSession`'s detector from query events and switches before retrieval."""

    def __init__(self, session: TaskSession) -> None:
        if not isinstance(session, TaskSession):
            raise TypeError("session must be a zoned_memory TaskSession")
        super().__init__(event_starts_to_ignore=[], event_ends_to_ignore=[])
        self.session = session
        self.boundaries: list[Boundary] = []
        self._open_queries: set[str] = set()

    def on_event_start(self, event_type: CBEventType, payload: Optional[Dict[str, Any]] = None,
                       event_id: str = "", parent_id: str = "", **kwargs: Any) -> str:
        payload = payload or {}
        if event_type is CBEventType.QUERY:
            nested = bool(self._open_queries)
            self._open_queries.add(event_id)
            text = payload.get(EventPayload.QUERY_STR)
            if not nested and isinstance(text, str):
                boundary = self.session.observe(text, turn=("query", event_id))  # once per query
                if boundary is not None:
                    self.boundaries.append(boundary)
                    logger.info("task boundary (%s): now on task %s", ", ".join(boundary.reasons),
                                self.session.context.task_id)
        elif event_type is CBEventType.FUNCTION_CALL:
            tool = payload.get(EventPayload.TOOL)
            name = getattr(tool, "name", None)
            if name:
                self.session.note_tools([str(name)])
        return event_id

    def on_event_end(self, event_type: CBEventType, payload: Optional[Dict[str, Any]] = None,
                     event_id: str = "", **kwargs: Any) -> None:
        self._open_queries.discard(event_id)

    def start_trace(self, trace_id: Optional[str] = None) -> None:
        return None

    def end_trace(self, trace_id: Optional[str] = None, trace_map: Optional[Dict[str, List[str]]] = None) -> None:
        return None
