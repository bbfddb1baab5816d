"""LangChain integration of zoned-memory: retriever, decay reranker, chat history, boundary callback.

>>> from langchain_zoned import ZonedRetriever, DecayReranker, ZonedChatMessageHistory, TaskBoundaryCallback
"""

from __future__ import annotations

from .callbacks import TaskBoundaryCallback
from .embeddings import LangChainEmbedder
from .history import ZonedChatMessageHistory
from .llm import chat_model_classifier, chat_model_summarizer, chat_model_verifier
from .reranker import DecayReranker
from .retriever import ZonedRetriever

__all__ = [
    "DecayReranker",
    "LangChainEmbedder",
    "TaskBoundaryCallback",
    "ZonedChatMessageHistory",
    "ZonedRetriever",
    "chat_model_classifier",
    "chat_model_summarizer",
    "chat_model_verifier",
]
