"""`ZonedRetriever`: a LlamaIndex retriever scoped to one task's zones.

Setup::

    pip install "zoned-memory[llamaindex]"

Use::

    from llama_index.core.query_engine import RetrieverQueryEngine
    from llamaindex_zoned import ZonedRetriever, DecayPostprocessor

    retriever = ZonedRetriever(store, session=session, similarity_top_k=4)
    engine = RetrieverQueryEngine.from_args(retriever, node_postprocessors=[DecayPostprocessor()])

``filters`` (LlamaIndex `MetadataFilters`) are translated by `llamaindex_zoned.filters.to_where`
and ANDed with the scope: they can only narrow it.
"""

from __future__ import annotations

import asyncio
from typing import Any, Sequence

from llama_index.core.base.base_retriever import BaseRetriever
from llama_index.core.callbacks import CallbackManager
from llama_index.core.schema import NodeWithScore, QueryBundle
from llama_index.core.vector_stores.types import MetadataFilters

from zoned_memory import ALL_SCOPES, InvalidInputError, Scope, TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession

from ._convert import to_node
from .filters import to_where

__all__ = ["ZonedRetriever"]


class ZonedRetriever(BaseRetriever):
    """Retrieve memories from a task's zones (task, session, user's global), reranked by decay."""

    def __init__(
        self,
        store: ZonedMemoryStore,
        *,
        context: TaskContext | None = None,
        session: TaskSession | None = None,
        similarity_top_k: int = 4,
        scopes: Sequence[Scope | str] = ALL_SCOPES,
        filters: MetadataFilters | None = None,
        callback_manager: CallbackManager | None = None,
        **kwargs: Any,
    ) -> None:
        if (context is None) == (session is None):
            raise InvalidInputError("give exactly one of context= or session=")
        if isinstance(similarity_top_k, bool) or not isinstance(similarity_top_k, int) or similarity_top_k < 1:
            raise InvalidInputError("similarity_top_k must be a positive integer")
        self.store = store
        self.context = context
        self.session = session
        self.similarity_top_k = similarity_top_k
        self.scopes = tuple(scopes)
        self.filters = filters
        self._where = to_where(filters)  # translate once: a bad filter fails at construction
        super().__init__(callback_manager=callback_manager, **kwargs)

    @property
    def current_context(self) -> TaskContext:
        return self.session.context if self.session is not None else self.context  # type: ignore[return-value]

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        hits = self.store.search(self.current_context, query_bundle.query_str, k=self.similarity_top_k,
                                 scopes=self.scopes, where=self._where)
        return [to_node(hit) for hit in hits]

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return await asyncio.to_thread(self._retrieve, query_bundle)
