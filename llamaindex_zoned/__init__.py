"""LlamaIndex integration of zoned-memory: retriever, decay postprocessor, memory, boundary handler.

>>> from llamaindex_zoned import ZonedRetriever, DecayPostprocessor, ZonedMemory, TaskBoundaryHandler
"""

from __future__ import annotations

from .embeddings import LlamaIndexEmbedder
from .filters import to_where
from .handler import TaskBoundaryHandler
from .llm import llm_classifier, llm_extractor, llm_summarizer, llm_verifier
from .memory import ZonedMemory
from .memory_block import ZonedMemoryBlock
from .postprocessor import DecayPostprocessor
from .retriever import ZonedRetriever
from .task_memory import ZonedTaskMemory

__all__ = [
    "DecayPostprocessor",
    "LlamaIndexEmbedder",
    "TaskBoundaryHandler",
    "ZonedMemory",
    "ZonedMemoryBlock",
    "ZonedRetriever",
    "ZonedTaskMemory",
    "llm_classifier",
    "llm_summarizer",
    "llm_verifier",
    "llm_extractor",
    "to_where",
]
