"""Caller metadata filters: validated, normalized, and evaluated exactly as Chroma would.

A caller filter can only NARROW a search: it is ANDed with the scope filter, never
merged into it. Operators that Chroma cannot express raise instead of being dropped.

>>> normalize_where({"company": "A", "year": {"$gte": 2024}})
{'$and': [{'company': {'$eq': 'A'}}, {'year': {'$gte': 2024}}]}
>>> matches({"year": {"$gte": 2024}}, {"year": 2025})
True
>>> matches({"kind": {"$ne": "price"}}, {})  # Chroma: $ne matches a record lacking the key
True
"""

from __future__ import annotations

import math
import re
from typing import Any, Mapping

from .errors import InvalidInputError

__all__ = ["COMPARISONS", "normalize_where", "matches", "and_where"]

COMPARISONS = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"})
_LOGICAL = frozenset({"$and", "$or"})
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,63}")
_MAX_DEPTH = 8


def _check_scalar(value: Any, where: str) -> None:
    if isinstance(value, (bool, int, str)):
        return
    if isinstance(value, float) and math.isfinite(value):
        return
    raise InvalidInputError(f"{where}: value {value!r} is not a str, int, finite float or bool")


def _normalize_condition(key: str, cond: Any) -> dict[str, Any]:
    if type(key) is not str or not _KEY.fullmatch(key):
        raise InvalidInputError(f"filter key {key!r} is not a plain metadata name")
    if not isinstance(cond, Mapping):
        _check_scalar(cond, key)
        return {key: {"$eq": cond}}
    if len(cond) != 1:
        raise InvalidInputError(f"filter on {key!r} must have exactly one operator (got {list(cond)})")
    (op, value), = cond.items()
    if op not in COMPARISONS:
        raise InvalidInputError(f"filter operator {op!r} on {key!r} is not supported")
    if op in ("$in", "$nin"):
        if not isinstance(value, (list, tuple)) or not value:
            raise InvalidInputError(f"{op} on {key!r} needs a non-empty list")
        for v in value:
            _check_scalar(v, key)
        kinds = {bool if isinstance(v, bool) else str if isinstance(v, str) else float for v in value}
        if len(kinds) > 1:
            raise InvalidInputError(f"{op} on {key!r} mixes value types")
        return {key: {op: list(value)}}
    _check_scalar(value, key)
    if op in ("$gt", "$gte", "$lt", "$lte") and (isinstance(value, (bool, str))):
        raise InvalidInputError(f"{op} on {key!r} needs a number")
    return {key: {op: value}}


def normalize_where(where: Mapping[str, Any] | None, _depth: int = 0) -> dict[str, Any] | None:
    """Validate a Chroma-style filter and return it in canonical form (one field per clause).

    ``{"a": 1, "b": 2}`` becomes an ``$and``; a bare value becomes ``$eq``. ``None`` or ``{}``
    means no filter and returns ``None``.
    """
    if where is None:
        return None
    if not isinstance(where, Mapping):
        raise InvalidInputError(f"filter must be a mapping (got {type(where).__name__})")
    if _depth > _MAX_DEPTH:
        raise InvalidInputError("filter is nested too deeply")
    if not where:
        return None
    clauses: list[dict[str, Any]] = []
    for key, value in where.items():
        if key in _LOGICAL:
            if not isinstance(value, (list, tuple)) or not value:
                raise InvalidInputError(f"{key} needs a non-empty list of filters")
            subs = [normalize_where(v, _depth + 1) for v in value]
            if any(s is None for s in subs):
                raise InvalidInputError(f"{key} contains an empty filter")
            present = [sub for sub in subs if sub is not None]
            clauses.append(present[0] if len(present) == 1 else {key: present})
        elif type(key) is str and key.startswith("$"):
            raise InvalidInputError(f"unknown filter operator {key!r}")
        else:
            clauses.append(_normalize_condition(key, value))
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


def _same_type(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool)
    if isinstance(a, str) or isinstance(b, str):
        return isinstance(a, str) and isinstance(b, str)
    return True  # int and float compare as numbers


def _compare(op: str, actual: Any, expected: Any, present: bool) -> bool:
    if op == "$ne":
        return not present or not (_same_type(actual, expected) and actual == expected)
    if op == "$nin":
        return not present or not any(_same_type(actual, e) and actual == e for e in expected)
    if not present:
        return False
    if op == "$eq":
        return _same_type(actual, expected) and actual == expected
    if op == "$in":
        return any(_same_type(actual, e) and actual == e for e in expected)
    if isinstance(actual, (bool, str)) or not isinstance(actual, (int, float)):
        return False
    return {"$gt": actual > expected, "$gte": actual >= expected,
            "$lt": actual < expected, "$lte": actual <= expected}[op]


def matches(where: Mapping[str, Any] | None, metadata: Mapping[str, Any]) -> bool:
    """Evaluate a (normalized or raw) filter on one record's metadata, with Chroma's semantics."""
    norm = normalize_where(where)
    return True if norm is None else _eval(norm, metadata)


def _eval(where: Mapping[str, Any], metadata: Mapping[str, Any]) -> bool:
    (key, value), = where.items()
    if key == "$and":
        return all(_eval(w, metadata) for w in value)
    if key == "$or":
        return any(_eval(w, metadata) for w in value)
    (op, expected), = value.items()
    return _compare(op, metadata.get(key), expected, key in metadata)


def and_where(*wheres: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """AND several filters (``None`` ones are skipped)."""
    parts = [normalize_where(w) for w in wheres]
    present = [p for p in parts if p is not None]
    if not present:
        return None
    return present[0] if len(present) == 1 else {"$and": present}
