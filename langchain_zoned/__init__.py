"""LangChain integration of zoned-memory: retriever, decay reranker, chat history, boundary callback;
with the ``langchain-agents`` extra, agent middleware and a LangGraph store.

>>> from langchain_zoned import ZonedRetriever, DecayReranker, ZonedChatMessageHistory, TaskBoundaryCallback
>>> from langchain_zoned import ZonedMemoryMiddleware, ZonedStore  # needs langchain + langgraph
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .callbacks import TaskBoundaryCallback
from .embeddings import LangChainEmbedder
from .history import ZonedChatMessageHistory, ZonedHistories
from .llm import chat_model_classifier, chat_model_extractor, chat_model_summarizer, chat_model_verifier
from .reranker import DecayReranker
from .retriever import ZonedRetriever

__all__ = [
    "DecayReranker",
    "ZonedMemoryMiddleware",
    "ZonedStore",
    "LangChainEmbedder",
    "TaskBoundaryCallback",
    "ZonedChatMessageHistory",
    "ZonedHistories",
    "ZonedRetriever",
    "chat_model_classifier",
    "chat_model_summarizer",
    "chat_model_verifier",
    "chat_model_extractor",
]

if TYPE_CHECKING:  # the real types for type checkers; at run time they load on first use
    from .langgraph_store import ZonedStore
    from .middleware import ZonedMemoryMiddleware

_AGENT_PARTS = {"ZonedMemoryMiddleware": "middleware", "ZonedStore": "langgraph_store"}


def __getattr__(name: str) -> object:
    """The agent parts load on first use: `langchain_zoned` itself needs only langchain-core."""
    if name in _AGENT_PARTS:
        import importlib

        try:
            module = importlib.import_module(f".{_AGENT_PARTS[name]}", __name__)
        except ImportError as exc:
            raise ImportError(f"{name} needs LangChain 1.x agents: pip install 'zoned-memory[langchain-agents]' "
                              f"({exc})") from exc
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
