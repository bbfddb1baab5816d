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

    @model_validator(mode="after")
    def _one_scope_source(self) -> "ZonedRetriever":
        if (self.context is None) == (self.session is None):
            raise InvalidInputError("give exactly one of context= or session=")
        return self

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
            self.current_context,
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
