"""`DecayReranker`: the core's similarity x confidence x decay rerank as a document compressor.

Use it with `ContextualCompressionRetriever` over any retriever whose documents carry the
tags (``confidence``, ``created_at``, ``kind``) and a similarity in their metadata
(``similarity``, ``relevance_score`` or ``score``)::

    from langchain_classic.retrievers import ContextualCompressionRetriever   # or langchain.retrievers
    reranked = ContextualCompressionRetriever(base_compressor=DecayReranker(top_n=4), base_retriever=base)

Documents without the tags raise by default; ``on_missing="neutral"`` ranks them with the
documented neutral values of `zoned_memory.rerank` (never as "freshest"). The input
documents are not modified: new ones are returned with the breakdown in their metadata.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from langchain_core.callbacks import Callbacks
from langchain_core.documents import BaseDocumentCompressor, Document
from pydantic import ConfigDict, Field

from zoned_memory import DecayPolicy
from zoned_memory.rerank import OnMissing, rerank_tagged


__all__ = ["DecayReranker", "SIMILARITY_KEYS"]

#: metadata keys read as the retriever's similarity, in this order
SIMILARITY_KEYS = ("similarity", "relevance_score", "score")


class DecayReranker(BaseDocumentCompressor):
    """Rerank tagged documents by ``similarity x confidence x 0.5 ** (age / half-life(kind))``."""

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    decay: DecayPolicy = Field(default_factory=DecayPolicy)
    top_n: int | None = Field(default=None, ge=1)
    #: a document without tags (a plain vector store's) ranks as neutral; without a similarity,
    #: by its position in the input (first = most similar), as the vector store ordered it
    on_missing: OnMissing = "neutral"
    clock: Callable[[], float] = time.time

    def compress_documents(
        self, documents: Sequence[Document], query: str, callbacks: Callbacks | None = None
    ) -> Sequence[Document]:
        items = []
        for n, doc in enumerate(documents):
            sim = next((doc.metadata[key] for key in SIMILARITY_KEYS if doc.metadata.get(key) is not None), None)
            if sim is None and self.on_missing == "neutral":
                sim = 1.0 / (1.0 + n)  # the input's order stands for similarity
            items.append((sim, doc.metadata))
        ranked = rerank_tagged(items, policy=self.decay, now=float(self.clock()), on_missing=self.on_missing)
        out = []
        for index, breakdown in ranked[: self.top_n]:
            doc = documents[index]
            meta: dict[str, Any] = {**doc.metadata, **breakdown.as_metadata()}
            out.append(Document(page_content=doc.page_content, metadata=meta, id=doc.id))
        return out
