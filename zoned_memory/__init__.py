"""zoned-memory: task-zoned long-term memory for LLM agents, over Chroma.

>>> from zoned_memory import TaskContext, ZonedMemoryStore
"""

from __future__ import annotations

import logging

from .cache import CacheConfig
from .context import TaskContext, new_task_id, validate_id
from .embeddings import Embedder, PrecomputedOnlyEmbedding, WordLlamaEmbedding, embed_texts
from .errors import (
    EmbeddingError,
    InvalidContextError,
    InvalidInputError,
    IsolationError,
    MemoryNotFoundError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    UnjudgedMessageError,
    ZonedMemoryError,
)
from .filters import and_where, matches, normalize_where
from .records import (
    SOURCE_DEFAULTS,
    MemoryRecord,
    Scope,
    ScoreBreakdown,
    ScoredMemory,
    Source,
    Status,
)
from .boundary import Boundary, DetectorConfig, TaskBoundaryDetector
from .scope import ALL_SCOPES, ScopeFilter, build_scope_filter, zone_key
from .scoring import DecayPolicy, decay_factor, retention_score, score
from .session import SwitchError, SwitchResult, TaskSession
from .store import DEFAULT_PATH, MemoryInput, PruneReport, ReviewReport, ZonedMemoryStore
from .summarize import ChatMessage, extractive_summary

__version__ = "0.1.0"

__all__ = [
    "ALL_SCOPES",
    "Boundary",
    "ChatMessage",
    "DetectorConfig",
    "SwitchError",
    "SwitchResult",
    "TaskBoundaryDetector",
    "TaskSession",
    "extractive_summary",
    "DEFAULT_PATH",
    "SOURCE_DEFAULTS",
    "CacheConfig",
    "DecayPolicy",
    "Embedder",
    "EmbeddingError",
    "InvalidContextError",
    "InvalidInputError",
    "IsolationError",
    "MemoryInput",
    "MemoryNotFoundError",
    "MemoryRecord",
    "PrecomputedOnlyEmbedding",
    "PruneReport",
    "ReviewReport",
    "Scope",
    "ScopeFilter",
    "ScoreBreakdown",
    "ScoredMemory",
    "Source",
    "Status",
    "StoreError",
    "StoreLockedError",
    "StoreUnavailableError",
    "UnjudgedMessageError",
    "TaskContext",
    "WordLlamaEmbedding",
    "ZonedMemoryError",
    "ZonedMemoryStore",
    "and_where",
    "build_scope_filter",
    "decay_factor",
    "embed_texts",
    "matches",
    "new_task_id",
    "normalize_where",
    "retention_score",
    "score",
    "validate_id",
    "zone_key",
    "__version__",
]

logging.getLogger(__name__).addHandler(logging.NullHandler())
