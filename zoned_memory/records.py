"""The tag schema: what every memory carries, and how it maps to Chroma metadata.

Defaults by source (one table, used by `ZonedMemoryStore.write`):

===============  ==========  ============
source           confidence  status
===============  ==========  ============
tool_output      0.9         validated
user_input       0.8         validated
summary          0.7         validated
model_inference  0.5         unverified
===============  ==========  ============

>>> SOURCE_DEFAULTS[Source.MODEL_INFERENCE]
(0.5, <Status.UNVERIFIED: 'unverified'>)
"""

from __future__ import annotations

import math
import re
from enum import Enum
from typing import Any, Mapping

from pydantic import BaseModel, ConfigDict, Field

from .errors import InvalidInputError, StoreError

__all__ = [
    "Scope",
    "Source",
    "Status",
    "SOURCE_DEFAULTS",
    "RESERVED_KEYS",
    "AUDIT_KEYS",
    "ROUTER_KEYS",
    "SYSTEM_METADATA_KEYS",
    "content_id",
    "MAX_TEXT_LENGTH",
    "MAX_QUERY_CHARS",
    "clip_query",
    "chunk_text",
    "MAX_USER_METADATA_KEYS",
    "DEFAULT_KIND",
    "MemoryRecord",
    "ScoreBreakdown",
    "ScoredMemory",
    "parse_enum",
    "validate_text",
    "validate_confidence",
    "validate_kind",
    "validate_user_metadata",
]


class Scope(str, Enum):
    """Which zone a memory lives in."""

    TASK = "task"  #: strict isolation: this task only
    SESSION = "session"  #: shared by the tasks of one session
    GLOBAL = "global"  #: the user's preferences and domain knowledge


class Source(str, Enum):
    TOOL_OUTPUT = "tool_output"
    USER_INPUT = "user_input"
    MODEL_INFERENCE = "model_inference"
    SUMMARY = "summary"


class Status(str, Enum):
    UNVERIFIED = "unverified"
    VALIDATED = "validated"
    OUTDATED = "outdated"
    REVOKED = "revoked"  #: never returned by a search


SOURCE_DEFAULTS: dict[Source, tuple[float, Status]] = {
    Source.TOOL_OUTPUT: (0.9, Status.VALIDATED),
    Source.USER_INPUT: (0.8, Status.VALIDATED),
    Source.SUMMARY: (0.7, Status.VALIDATED),
    Source.MODEL_INFERENCE: (0.5, Status.UNVERIFIED),
}

DEFAULT_KIND = "general"
MAX_TEXT_LENGTH = 32_000
#: A search query longer than this is cut (`clip_query`): the bundled embedder reads at most
#: 1,024 tokens, so the rest could not change the result anyway.
MAX_QUERY_CHARS = 8_000
#: Chroma Cloud allows 32 metadata keys per record; the schema uses 12 of them.
MAX_USER_METADATA_KEYS = 20

RESERVED_KEYS: frozenset[str] = frozenset(
    {
        "user_id",
        "session_id",
        "task_id",
        "memory_scope",
        "zone",
        "source",
        "confidence",
        "status",
        "kind",
        "created_at",
        "last_accessed",
        "access_count",
    }
)

#: keys `ZonedMemoryStore.move` writes (the audit trail): never accepted from a caller's metadata
AUDIT_KEYS: frozenset[str] = frozenset({"moved_from_task", "moved_at", "move_reason"})
#: keys the fact router writes on the facts it routes (`facts.router`: the slot a newer fact supersedes)
ROUTER_KEYS: frozenset[str] = frozenset({"slot", "routed"})
#: metadata keys the library writes itself (archives, transcripts, moves, routed facts): kept out of prompts
SYSTEM_METADATA_KEYS: frozenset[str] = frozenset({"archived", "messages", "role", "turn", "part", "parts"}) | AUDIT_KEYS \
    | ROUTER_KEYS

#: the latest time a record may carry (year 9999): anything later is a corrupt value
MAX_TIMESTAMP = 253_402_300_799.0

_KEY_PATTERN = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,63}")
_KIND_PATTERN = re.compile(r"[a-z0-9_][a-z0-9_.-]{0,63}")


def parse_enum(enum: type[Enum], value: Any, field: str) -> Any:
    """``enum(value)`` for a member or its plain string value; else `InvalidInputError`."""
    if isinstance(value, enum):
        return value
    if type(value) is str:
        try:
            return enum(value)
        except ValueError:
            pass
    allowed = ", ".join(m.value for m in enum)  # type: ignore[attr-defined]
    raise InvalidInputError(f"{field} must be one of {allowed} (got {value!r})")


def validate_text(text: Any, field: str = "text") -> str:
    if type(text) is not str:
        raise InvalidInputError(f"{field} must be a string (got {type(text).__name__})")
    if not text.strip():
        raise InvalidInputError(f"{field} must not be empty or blank")
    if len(text) > MAX_TEXT_LENGTH:
        raise InvalidInputError(f"{field} is longer than {MAX_TEXT_LENGTH} characters")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInputError(f"{field} holds a lone surrogate at position {exc.start} (not valid Unicode text: "
                                "decode the source with errors='replace')") from None
    return text


def clip_query(query: Any) -> str:
    """A query as searched: validated as text, and when longer than `MAX_QUERY_CHARS`, its first
    and last halves of that budget (a pasted document is usually followed by the question).

    >>> len(clip_query("x" * 50_000)) <= MAX_QUERY_CHARS
    True
    """
    if type(query) is not str:
        raise InvalidInputError(f"query must be a string (got {type(query).__name__})")
    if len(query) > MAX_QUERY_CHARS:
        half = MAX_QUERY_CHARS // 2
        query = f"{query[:half]}\n{query[-(MAX_QUERY_CHARS - half - 1):]}"
    return validate_text(query, "query")


def chunk_text(text: str, size: int = MAX_TEXT_LENGTH) -> list[str]:
    """``text`` in pieces of at most ``size`` characters, cut at a line or space when one is near.

    >>> [len(part) for part in chunk_text("ab " * 10, size=12)]
    [12, 12, 6]
    """
    if size < 2:
        raise InvalidInputError("size must be at least 2")
    parts: list[str] = []
    while len(text) > size:
        cut = max(text.rfind("\n", size // 2, size), text.rfind(" ", size // 2, size))
        cut = cut + 1 if cut > 0 else size
        parts.append(text[:cut])
        text = text[cut:]
    if text:
        parts.append(text)
    return parts


def validate_confidence(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInputError(f"confidence must be a number in [0, 1] (got {value!r})")
    value = float(value)
    if not (0.0 <= value <= 1.0):  # also rejects NaN
        raise InvalidInputError(f"confidence must be in [0, 1] (got {value!r})")
    return value


def validate_kind(kind: Any) -> str:
    if kind is None:
        return DEFAULT_KIND
    if type(kind) is not str or not _KIND_PATTERN.fullmatch(kind):
        raise InvalidInputError(
            f"kind must be a lowercase label of [a-z0-9_.-], at most 64 characters (got {kind!r})"
        )
    return kind


def validate_user_metadata(metadata: Any, *, audit: bool = False) -> dict[str, str | int | float | bool]:
    """Check user metadata: plain keys, scalar values, none of the reserved keys, and none of
    the audit keys unless ``audit`` (the store's own move, an import of an export)."""
    if metadata is None:
        return {}
    if not isinstance(metadata, Mapping):
        raise InvalidInputError(f"metadata must be a mapping (got {type(metadata).__name__})")
    if len(metadata) > MAX_USER_METADATA_KEYS:
        raise InvalidInputError(f"metadata has more than {MAX_USER_METADATA_KEYS} keys")
    clean: dict[str, str | int | float | bool] = {}
    for key, value in metadata.items():
        if type(key) is not str or not _KEY_PATTERN.fullmatch(key):
            raise InvalidInputError(f"metadata key {key!r} is not a plain name of [A-Za-z0-9_.-]")
        if key in RESERVED_KEYS:
            raise InvalidInputError(f"metadata key {key!r} is reserved by the tag schema")
        if key in AUDIT_KEYS and not audit:
            raise InvalidInputError(f"metadata key {key!r} is written by move() only (the audit trail)")
        if isinstance(value, bool) or isinstance(value, (int, str)):
            if isinstance(value, str) and len(value) > MAX_TEXT_LENGTH:
                raise InvalidInputError(f"metadata value of {key!r} is too long")
            if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**63:
                raise InvalidInputError(f"metadata value of {key!r} does not fit in 64 bits")
            clean[key] = value
        elif isinstance(value, float) and math.isfinite(value):
            clean[key] = value
        else:
            raise InvalidInputError(
                f"metadata value of {key!r} must be a str, int, finite float or bool "
                f"(got {type(value).__name__})"
            )
    return clean


class MemoryRecord(BaseModel):
    """One memory with its full tag set."""

    model_config = ConfigDict(frozen=True, use_enum_values=False)

    id: str
    text: str
    user_id: str
    session_id: str
    task_id: str
    memory_scope: Scope
    zone: str
    source: Source
    confidence: float = Field(ge=0.0, le=1.0)
    status: Status
    kind: str = DEFAULT_KIND
    created_at: float = Field(ge=0.0, le=MAX_TIMESTAMP, allow_inf_nan=False)
    last_accessed: float = Field(ge=0.0, le=MAX_TIMESTAMP, allow_inf_nan=False)
    access_count: int = Field(default=0, ge=0, lt=2**63)
    metadata: dict[str, str | int | float | bool] = Field(default_factory=dict)

    def to_chroma_metadata(self) -> dict[str, str | int | float | bool]:
        """Flat metadata: the user's keys first, the schema's keys last (they always win)."""
        meta: dict[str, str | int | float | bool] = dict(self.metadata)
        meta.update(
            user_id=self.user_id,
            session_id=self.session_id,
            task_id=self.task_id,
            memory_scope=self.memory_scope.value,
            zone=self.zone,
            source=self.source.value,
            confidence=float(self.confidence),
            status=self.status.value,
            kind=self.kind,
            created_at=float(self.created_at),
            last_accessed=float(self.last_accessed),
            access_count=int(self.access_count),
        )
        return meta

    @classmethod
    def from_chroma(cls, id: str, text: str | None, meta: Mapping[str, Any]) -> "MemoryRecord":
        """Rebuild a record from what Chroma stored; a record missing a tag is a `StoreError`."""
        missing = RESERVED_KEYS.difference(meta)
        if missing:
            raise StoreError(f"record {id!r} lacks schema keys {sorted(missing)}: not written by zoned-memory")
        try:
            return cls(
                id=id,
                text=text or "",
                user_id=meta["user_id"],
                session_id=meta["session_id"],
                task_id=meta["task_id"],
                memory_scope=Scope(meta["memory_scope"]),
                zone=meta["zone"],
                source=Source(meta["source"]),
                confidence=float(meta["confidence"]),
                status=Status(meta["status"]),
                kind=meta["kind"],
                created_at=float(meta["created_at"]),
                last_accessed=float(meta["last_accessed"]),
                access_count=int(meta["access_count"]),
                metadata={k: v for k, v in meta.items() if k not in RESERVED_KEYS},
            )
        except (ValueError, TypeError) as exc:
            raise StoreError(f"record {id!r} has malformed schema metadata: {exc}") from exc


class ScoreBreakdown(BaseModel):
    """How a hit's final score came about: ``final = similarity * confidence * decay``."""

    model_config = ConfigDict(frozen=True)

    similarity: float
    confidence: float
    decay: float
    final: float

    def as_metadata(self) -> dict[str, float]:
        """The breakdown as document/node metadata (``confidence`` is already a tag)."""
        return {"similarity": self.similarity, "decay": self.decay, "score": self.final}


class ScoredMemory(BaseModel):
    """A search hit: the record and its score breakdown."""

    model_config = ConfigDict(frozen=True)

    record: MemoryRecord
    score: ScoreBreakdown

    @property
    def text(self) -> str:
        return self.record.text


def content_id(zone: str, text: str) -> str:
    """An id derived from a memory's zone and text, for writes that must not repeat: writing the
    same text into the same zone with this id twice stores it once (`ZonedMemoryStore.write`
    treats an identical caller id as a retry).

    >>> content_id("task|u|s|t", "Acme sold 1200 units") == content_id("task|u|s|t", "Acme sold 1200 units")
    True
    """
    import hashlib

    return "c-" + hashlib.sha256(f"{zone}\x1f{text}".encode("utf-8", "surrogatepass")).hexdigest()[:40]
