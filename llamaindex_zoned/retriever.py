"""`ZonedRetriever`: a LlamaIndex retriever scoped to one task's zones.

Setup::

    pip install "zoned-memory[llamaindex]"

Use::

    from llama_index.core.query_engine import RetrieverQueryEngine
    from llamaindex_zoned import ZonedRetriever, DecayPostprocessor

    retriever = ZonedRetriever(store, session=session, similarity_top_k=4)
    engine = RetrieverQueryEngine.from_args(retriever, node_postprocessors=[DecayPostprocessor()])

``filters`` (LlamaIndex `MetadataFilters`) are translated by `llamaindex_zoned.filters.to_where`
and ANDed with the scope: they can only narrow it. Assigning ``retriever.filters = ...`` later
translates the new filters (and raises on one that cannot be translated). Unknown arguments
raise instead of being ignored.

Following a session, the retriever never reads for a message nobody judged: unless something
else judged this turn's message first (`TaskBoundaryHandler` on a query engine, `ZonedMemory`
in `CondensePlusContextChatEngine`, whose retriever sees a rewritten question), it judges the
query as the user's message before searching (``detect=False`` turns that off, for apps that
switch tasks themselves). So a plain `ContextChatEngine` or `RetrieverQueryEngine` is safe.

Following a session, with no memory in the task's zones (a new task starts empty), it returns one placeholder node
(``empty_text``, score 0.0, metadata ``zm_placeholder``), since LlamaIndex's engines answer
"Empty Response" without calling the LLM when retrieval finds nothing (``empty_text=None``:
return no node).
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any, Sequence

from llama_index.core.base.base_retriever import BaseRetriever
from llama_index.core.callbacks import CallbackManager
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from llama_index.core.vector_stores.types import MetadataFilters

from zoned_memory import ALL_SCOPES, InvalidInputError, Scope, TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession

from ._convert import to_node
from .filters import to_where

__all__ = ["ZonedRetriever"]

#: the placeholder node's text when the task's zones hold nothing relevant
EMPTY_TEXT = "(no memories of this task yet)"

#: what LlamaIndex's BaseRetriever itself accepts
_BASE_ARGS = {"object_map", "objects", "verbose"}


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
        detect: bool = True,
        empty_text: str | None = EMPTY_TEXT,
        callback_manager: CallbackManager | None = None,
        **kwargs: Any,
    ) -> None:
        unknown = sorted(set(kwargs) - _BASE_ARGS)
        if unknown:
            raise InvalidInputError(f"ZonedRetriever got unknown arguments {unknown}")
        if (context is None) == (session is None):
            raise InvalidInputError("give exactly one of context= or session=")
        if isinstance(similarity_top_k, bool) or not isinstance(similarity_top_k, int) or similarity_top_k < 1:
            raise InvalidInputError("similarity_top_k must be a positive integer")
        self.store = store
        self.context = context
        self.session = session
        self.similarity_top_k = similarity_top_k
        self.scopes = tuple(scopes)
        self.filters = filters  # translated now: a bad filter fails at construction
        self.detect = detect and session is not None
        self.empty_text = empty_text
        self._turns = itertools.count()
        super().__init__(callback_manager=callback_manager, **kwargs)

    @property
    def filters(self) -> MetadataFilters | None:
        return self._filters

    @filters.setter
    def filters(self, value: MetadataFilters | None) -> None:
        where = to_where(value)
        self._filters, self._where = value, where

    def __repr__(self) -> str:
        following = f"session={self.session.context.task_id!r}" if self.session is not None else \
            f"context={self.current_context.task_id!r}"
        return f"ZonedRetriever({following}, similarity_top_k={self.similarity_top_k}, filters={self._where!r})"

    @property
    def current_context(self) -> TaskContext:
        return self.session.context if self.session is not None else self.context  # type: ignore[return-value]

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if self.detect and self.session is not None and query_bundle.query_str.strip():
            pending = self.session.pending_judgement()
            mine = isinstance(pending, tuple) and isinstance(pending[1], tuple) and pending[1][:1] == (id(self),)
            if pending is None or mine:  # nobody judged this turn's message (or only this retriever, last turn)
                self.session.observe(query_bundle.query_str, turn=(id(self), next(self._turns)))
        hits = self.store.search(self.current_context, query_bundle.query_str, k=self.similarity_top_k,
                                 scopes=self.scopes, where=self._where)
        if not hits and self.empty_text and self.session is not None:
            return [NodeWithScore(node=TextNode(text=self.empty_text, metadata={"zm_placeholder": True},
                                                  excluded_llm_metadata_keys=["zm_placeholder"],
                                                  excluded_embed_metadata_keys=["zm_placeholder"]), score=0.0)]
        return [to_node(hit) for hit in hits]

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return await asyncio.to_thread(self._retrieve, query_bundle)
