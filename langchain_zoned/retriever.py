"""`ZonedRetriever`: a LangChain retriever scoped to one task's zones.

Setup::

    pip install "zoned-memory[langchain]"

Instantiate::

    from zoned_memory import TaskContext, ZonedMemoryStore
    from langchain_zoned import ZonedRetriever

    store = ZonedMemoryStore.open(path="./memory")
    retriever = ZonedRetriever(store=store, context=TaskContext(user_id="u", session_id="s", task_id="A"), k=4)

Search::

    docs = retriever.invoke("current inventory")            # scoped to task A, its session, the user
    docs = retriever.invoke("inventory", k=2, filter={"company": "A"})   # k and filter per call

A caller ``filter`` is ANDed with the scope, never merged into it: it can only narrow.
Follow a `TaskSession` (``session=...``) and every task switch re-scopes the retriever.

Following a session, the retriever never reads for a message nobody judged: when no
`TaskBoundaryCallback` of that session is in the run, it judges the query itself (as the
user's message, once per run) before it searches; ``detect=False`` turns that off for chains
whose retriever sees a rewritten question and that judge the message elsewhere. Inside a run
the callback judged, it reads the task that run was judged in, even if a concurrent run of
the same session (``batch``) switched meanwhile.

Async::

    docs = await retriever.ainvoke("current inventory")
"""

from __future__ import annotations

import asyncio
from typing import Any, Mapping, Sequence

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field, model_validator

from zoned_memory import ALL_SCOPES, InvalidInputError, Scope, TaskContext, ZonedMemoryStore, and_where
from zoned_memory.session import TaskSession

from ._convert import to_document
from .callbacks import judging_callback

__all__ = ["ZonedRetriever"]


class ZonedRetriever(BaseRetriever):
    """Retrieve memories from a task's zones (task, session, user's global), reranked by decay."""

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    store: ZonedMemoryStore
    context: TaskContext | None = None
    session: TaskSession | None = None
    k: int = Field(default=4, ge=1, le=1000)
    scopes: Sequence[Scope | str] = ALL_SCOPES
    filter: Mapping[str, Any] | None = None
    #: judge the query as the user's message when no callback judges the run (session= only)
    detect: bool = True

    @model_validator(mode="after")
    def _one_scope_source(self) -> "ZonedRetriever":
        if (self.context is None) == (self.session is None):
            raise InvalidInputError("give exactly one of context= or session=")
        return self

    def _context_for_run(self, query: str, run_manager: CallbackManagerForRetrieverRun) -> TaskContext:
        """The context this run reads: the one its judge decided (judging it here if nobody did)."""
        if self.session is None:
            return self.context  # type: ignore[return-value]
        judge = judging_callback(run_manager.handlers, self.session)
        if judge is not None:
            ctx = judge.context_for(run_manager.run_id)
            if ctx is not None:
                return ctx
        if self.detect and query.strip():
            # nobody judged this message: judge it now, once per enclosing run
            self.session.observe(query, turn=run_manager.parent_run_id or run_manager.run_id)
        return self.session.context

    def __repr__(self) -> str:
        following = f"session={self.session.context.task_id!r}" if self.session is not None else \
            f"context={self.current_context.task_id!r}"
        return f"ZonedRetriever({following}, k={self.k}, filter={self.filter!r})"

    @property
    def current_context(self) -> TaskContext:
        """The context searches are scoped to now (the session's current task, if following one)."""
        return self.session.context if self.session is not None else self.context  # type: ignore[return-value]

    def _get_relevant_documents(
        self,
        query: str,
        *,
        run_manager: CallbackManagerForRetrieverRun,
        k: int | None = None,
        filter: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        if kwargs:
            raise InvalidInputError(f"unexpected search arguments {sorted(kwargs)}")
        hits = self.store.search(
            self._context_for_run(query, run_manager),
            query,
            k=self.k if k is None else k,
            scopes=self.scopes,
            where=and_where(self.filter, filter),
        )
        return [to_document(hit) for hit in hits]

    async def _aget_relevant_documents(
        self,
        query: str,
        *,
        run_manager: AsyncCallbackManagerForRetrieverRun,
        k: int | None = None,
        filter: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> list[Document]:
        return await asyncio.to_thread(
            self._get_relevant_documents, query, run_manager=run_manager.get_sync(), k=k, filter=filter, **kwargs
        )
