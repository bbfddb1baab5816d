"""The bundled embedder as the peers take it (LangChain `Embeddings`, LlamaIndex `BaseEmbedding`),
so every system in a benchmark embeds with the same model."""

from __future__ import annotations

from typing import Any

from zoned_memory import WordLlamaEmbedding
from zoned_memory.embeddings import embed_texts

__all__ = ["langchain_embeddings", "llamaindex_embeddings"]


def langchain_embeddings(embedder: Any = None):
    """A LangChain `Embeddings` over ``embedder`` (default: the bundled wordllama)."""
    from langchain_core.embeddings import Embeddings

    emb = embedder or WordLlamaEmbedding()

    class WordLlamaLC(Embeddings):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return embed_texts(emb, texts).tolist()

        def embed_query(self, text: str) -> list[float]:
            return embed_texts(emb, [text])[0].tolist()

    return WordLlamaLC()


def llamaindex_embeddings(embedder: Any = None):
    """A LlamaIndex `BaseEmbedding` over ``embedder`` (default: the bundled wordllama)."""
    from llama_index.core.embeddings import BaseEmbedding

    emb = embedder or WordLlamaEmbedding()

    class WordLlamaLI(BaseEmbedding):
        def _get_text_embedding(self, text: str) -> list[float]:
            return embed_texts(emb, [text])[0].tolist()

        def _get_query_embedding(self, query: str) -> list[float]:
            return self._get_text_embedding(query)

        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._get_text_embedding(query)

    return WordLlamaLI(model_name="wordllama-bundled")
