"""Use any LangChain `Embeddings` as the store's embedder.

    from langchain_zoned import LangChainEmbedder
    store = ZonedMemoryStore.open(path="./memory", embedder=LangChainEmbedder(my_embeddings))
"""

from __future__ import annotations

from typing import Sequence

from langchain_core.embeddings import Embeddings

__all__ = ["LangChainEmbedder"]


class LangChainEmbedder:
    """Documents go through ``embed_documents``, queries through ``embed_query``."""

    def __init__(self, embeddings: Embeddings, name: str | None = None) -> None:
        if not isinstance(embeddings, Embeddings):
            raise TypeError("embeddings must be a langchain_core Embeddings")
        self.embeddings = embeddings
        self.name = name or f"langchain:{type(embeddings).__module__}.{type(embeddings).__qualname__}"

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        return self.embeddings.embed_documents(list(texts))

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.embeddings.embed_query(t) for t in texts]
