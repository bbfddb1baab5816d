"""The soft rerank: ``final = similarity x confidence x decay``, in one place.

``decay = 0.5 ** (age / half_life)``, where ``age`` is the time since the memory was
written and the half-life depends on the memory's ``kind``. A half-life of ``None``
means the kind never decays (stable knowledge, preferences).

>>> policy = DecayPolicy()
>>> policy.half_life("inventory") / 3600
24.0
>>> round(float(score(0.8, 0.5, age_seconds=86_400, half_life=86_400)), 3)
0.2
>>> float(score(0.0, 1.0, age_seconds=0.0, half_life=None))  # a real 0.0 stays 0.0
0.0
"""

from __future__ import annotations

import math
from typing import Callable, Mapping

import numpy as np
from numpy.typing import ArrayLike, NDArray
from pydantic import ConfigDict, Field, field_validator

from .errors import InvalidInputError, Settings

__all__ = [
    "HOUR",
    "DAY",
    "DEFAULT_HALF_LIVES",
    "DecayPolicy",
    "Clock",
    "decay_factor",
    "score",
    "retention_score",
    "OUTDATED_FACTOR",
    "status_factor",
]

HOUR = 3600.0
DAY = 24 * HOUR

#: Clock type: a zero-argument callable returning seconds since the epoch.
Clock = Callable[[], float]

#: Default half-lives (seconds) per kind; ``None`` = no decay.
DEFAULT_HALF_LIVES: dict[str, float | None] = {
    "price": 6 * HOUR,
    "inventory": 1 * DAY,
    "status": 1 * DAY,
    "news": 3 * DAY,
    "tool_path": 7 * DAY,
    "general": 30 * DAY,
    "summary": 90 * DAY,
    "preference": None,
    "domain_knowledge": None,
    "profile": None,
    "constraint": None,  # what the user cannot eat or do (routed by `zoned_memory.facts`)
    "knowledge": None,  # standing facts of the user's world
    "session_context": 1 * DAY,  # "for everything today ..."
}


class DecayPolicy(Settings):
    """Half-life per kind of memory, with a default for kinds it does not name.

    >>> DecayPolicy(half_lives={"quote": 600}).half_life("quote")
    600.0
    >>> DecayPolicy().half_life("unknown-kind") == DecayPolicy().default_half_life
    True
    """

    model_config = ConfigDict(frozen=True)

    half_lives: Mapping[str, float | None] = Field(default_factory=lambda: dict(DEFAULT_HALF_LIVES))
    default_half_life: float | None = 30 * DAY

    @field_validator("half_lives")
    @classmethod
    def _positive(cls, value: Mapping[str, float | None]) -> dict[str, float | None]:
        out: dict[str, float | None] = {}
        for kind, half_life in value.items():
            if half_life is not None:
                half_life = float(half_life)
                if not (half_life > 0 and math.isfinite(half_life)):
                    raise ValueError(f"half-life of {kind!r} must be a positive number or None")
            out[kind] = half_life
        return out

    @field_validator("default_half_life")
    @classmethod
    def _positive_default(cls, value: float | None) -> float | None:
        if value is not None and not (value > 0 and math.isfinite(value)):
            raise ValueError("default_half_life must be a positive number or None")
        return value

    def half_life(self, kind: str) -> float | None:
        return self.half_lives[kind] if kind in self.half_lives else self.default_half_life

    def with_half_lives(self, **half_lives: float | None) -> "DecayPolicy":
        """A copy with some kinds' half-lives replaced (this policy is not changed)."""
        merged = {**self.half_lives, **half_lives}
        return DecayPolicy(half_lives=merged, default_half_life=self.default_half_life)


def decay_factor(age_seconds: ArrayLike, half_life: ArrayLike) -> NDArray[np.float64]:
    """``0.5 ** (age / half_life)``; NaN (or None) half-life means no decay; negative ages count as 0.

    Raises `InvalidInputError` for a NaN age: a missing timestamp must be handled by the
    caller explicitly, never silently counted as "now".
    """
    age = np.asarray(age_seconds, dtype=np.float64)
    if isinstance(half_life, np.ndarray) and half_life.dtype.kind == "f":
        hl = half_life  # the fast path: already floats, NaN for "never decays"
    else:
        hl = np.asarray(np.where(np.equal(half_life, None), np.nan, half_life), dtype=np.float64)  # type: ignore[call-overload]
    if np.isnan(age).any():
        raise InvalidInputError("age is missing (NaN): handle missing timestamps before scoring")
    age = np.maximum(age, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.where(np.isnan(hl), 1.0, np.power(0.5, age / hl))
    return out


def score(
    similarity: ArrayLike,
    confidence: ArrayLike,
    *,
    age_seconds: ArrayLike,
    half_life: ArrayLike,
) -> NDArray[np.float64]:
    """The one scoring rule: ``max(similarity, 0) x confidence x decay_factor(age, half_life)``.

    Works element-wise on scalars or arrays. Cosine similarities below 0 count as 0
    (unrelated); confidence must be in [0, 1].
    """
    sim = np.clip(np.asarray(similarity, dtype=np.float64), 0.0, 1.0)
    conf = np.asarray(confidence, dtype=np.float64)
    if np.isnan(conf).any() or (conf < 0).any() or (conf > 1).any():
        raise InvalidInputError("confidence must be in [0, 1]")
    return sim * conf * decay_factor(age_seconds, half_life)


#: An outdated memory's confidence counts this many times in the rerank, and its retention in
#: pruning: still findable, ranked down, pruned first.
OUTDATED_FACTOR = 0.5


def status_factor(status: str | None) -> float:
    """How much a memory's status leaves of its confidence: `OUTDATED_FACTOR` for outdated, else 1."""
    return OUTDATED_FACTOR if status == "outdated" else 1.0


def retention_score(
    access_count: ArrayLike, *, idle_seconds: ArrayLike, half_life: ArrayLike
) -> NDArray[np.float64]:
    """How much a global memory earns its place: ``(1 + access_count) x decay(idle time)``.

    ``idle_seconds`` is the time since the memory was last read (or written). Used by
    `ZonedMemoryStore.prune_global`.
    """
    count = np.asarray(access_count, dtype=np.float64)
    return (1.0 + np.maximum(count, 0.0)) * decay_factor(idle_seconds, half_life)
