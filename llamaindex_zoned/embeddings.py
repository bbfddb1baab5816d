"""Use any LlamaIndex `BaseEmbedding` as the store's embedder.

    from llamaindex_zoned import LlamaIndexEmbedder
    store = ZonedMemoryStore.open(path="./memory", embedder=LlamaIndexEmbedder(embed_model))
"""

from __future__ import annotations

from typing import Sequence

from llama_index.core.base.embeddings.base import BaseEmbedding

__all__ = ["LlamaIndexEmbedder"]


class LlamaIndexEmbedder:
    """Texts go through ``get_text_embedding_batch``, queries through ``get_query_embedding``."""

    def __init__(self, embed_model: BaseEmbedding, name: str | None = None) -> None:
        if not isinstance(embed_model, BaseEmbedding):
            raise TypeError("embed_model must be a llama_index BaseEmbedding")
        self.embed_model = embed_model
        self.name = name or f"llamaindex:{embed_model.class_name()}:{embed_model.model_name}"

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        return self.embed_model.get_text_embedding_batch(list(texts))

    def embed_query(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.embed_model.get_query_embedding(t) for t in texts]
