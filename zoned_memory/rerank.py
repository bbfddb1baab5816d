"""The decay rerank for documents/nodes that come from any retriever and carry the tags.

Both adapters (LangChain's `DecayReranker`, LlamaIndex's `DecayPostprocessor`) call
`rerank_tagged`; the formula itself is `zoned_memory.scoring.score`.

Missing tags are handled explicitly, never as "freshest":

- ``on_missing="raise"`` (default): a missing or malformed similarity, confidence or
  timestamp raises `InvalidInputError` naming the item and the key;
- ``on_missing="neutral"``: a missing similarity counts as 1.0 (rank by confidence x decay,
  ties keep the input order), a missing confidence as 0.5 (an unverified inference), a
  missing timestamp as one half-life old (decay 0.5, or 1.0 for a kind that never decays).

>>> from zoned_memory.scoring import DecayPolicy
>>> items = [(0.9, {"confidence": 0.5, "created_at": 0.0, "kind": "inventory"}),
...          (0.6, {"confidence": 0.9, "created_at": 86_400.0, "kind": "inventory"})]
>>> [(i, round(b.final, 3)) for i, b in rerank_tagged(items, policy=DecayPolicy(), now=86_400.0)]
[(1, 0.54), (0, 0.225)]
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any, Literal, Mapping, Sequence

import numpy as np

from .errors import InvalidInputError
from .records import DEFAULT_KIND, ScoreBreakdown
from .scoring import DecayPolicy, decay_factor, score, status_factor

__all__ = ["OnMissing", "NEUTRAL_CONFIDENCE", "rerank_tagged", "read_timestamp"]

OnMissing = Literal["raise", "neutral"]
NEUTRAL_CONFIDENCE = 0.5


def read_timestamp(value: Any) -> float | None:
    """Seconds since the epoch from a number, an aware `datetime` or an ISO-8601 string with a time
    zone; None if absent. A naive time is refused (whose local time would it be?)."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise InvalidInputError("a timestamp cannot be a bool")
    if isinstance(value, (int, float)):
        if not math.isfinite(value):
            raise InvalidInputError(f"timestamp {value!r} is not finite")
        return float(value)
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise InvalidInputError(f"timestamp {value!r} is not ISO-8601") from None
    if isinstance(value, datetime):
        if value.tzinfo is None or value.utcoffset() is None:  # local time of which machine? refuse
            raise InvalidInputError(f"timestamp {value.isoformat()} has no time zone (give UTC, e.g. '+00:00')")
        return value.timestamp()
    raise InvalidInputError(f"timestamp of type {type(value).__name__} is not supported")


def rerank_tagged(
    items: Sequence[tuple[float | None, Mapping[str, Any]]],
    *,
    policy: DecayPolicy,
    now: float,
    on_missing: OnMissing = "raise",
    timestamp_key: str = "created_at",
) -> list[tuple[int, ScoreBreakdown]]:
    """Score ``(similarity, metadata)`` pairs and return ``(input index, breakdown)``, best first.

    Inputs are not modified. See the module docstring for missing tags.
    """
    if on_missing not in ("raise", "neutral"):
        raise InvalidInputError("on_missing must be 'raise' or 'neutral'")
    sims, confs, ages, halves = [], [], [], []
    for n, (similarity, meta) in enumerate(items):
        if similarity is None:
            if on_missing == "raise":
                raise InvalidInputError(f"item {n} has no similarity score (pass on_missing='neutral' to rank without one)")
            similarity = 1.0
        if isinstance(similarity, bool) or not isinstance(similarity, (int, float)) or not math.isfinite(similarity):
            raise InvalidInputError(f"item {n}: similarity {similarity!r} is not a finite number")
        conf = meta.get("confidence")
        if conf is None:
            if on_missing == "raise":
                raise InvalidInputError(f"item {n} has no 'confidence' tag")
            conf = NEUTRAL_CONFIDENCE
        if isinstance(conf, bool) or not isinstance(conf, (int, float)) or not 0.0 <= conf <= 1.0:
            raise InvalidInputError(f"item {n}: confidence {conf!r} is not a number in [0, 1]")
        conf = float(conf) * status_factor(meta.get("status"))  # outdated ranks down
        kind = meta.get("kind") or DEFAULT_KIND
        half = policy.half_life(str(kind))
        ts = read_timestamp(meta.get(timestamp_key))
        if ts is None:
            if on_missing == "raise":
                raise InvalidInputError(f"item {n} has no {timestamp_key!r} timestamp")
            age = 0.0 if half is None else half  # one half-life old: decay 0.5
        else:
            age = now - ts
        sims.append(float(similarity))
        confs.append(float(conf))
        ages.append(age)
        halves.append(np.nan if half is None else half)
    if not sims:
        return []
    final = score(sims, confs, age_seconds=ages, half_life=halves)
    decay = decay_factor(ages, halves)
    order = sorted(range(len(sims)), key=lambda i: (-final[i], i))
    return [
        (i, ScoreBreakdown(similarity=sims[i], confidence=confs[i], decay=float(decay[i]), final=float(final[i])))
        for i in order
    ]
