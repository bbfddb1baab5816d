"""Translate LlamaIndex `MetadataFilters` into the core's filter language, in one pure function.

Operators Chroma cannot express (``any``, ``all``, ``contains``, ``text_match``, ``is_empty``,
the ``not`` condition) raise `InvalidInputError`: a filter is never silently weakened.

>>> from llama_index.core.vector_stores.types import MetadataFilter, MetadataFilters
>>> to_where(MetadataFilters(filters=[MetadataFilter(key="company", value="acme"),
...                                   MetadataFilter(key="year", value=2024, operator=">=")]))
{'$and': [{'company': {'$eq': 'acme'}}, {'year': {'$gte': 2024}}]}
"""

from __future__ import annotations

from typing import Any

from llama_index.core.vector_stores.types import FilterCondition, FilterOperator, MetadataFilter, MetadataFilters

from zoned_memory import InvalidInputError, normalize_where

__all__ = ["to_where"]

_OPERATORS = {
    FilterOperator.EQ: "$eq",
    FilterOperator.NE: "$ne",
    FilterOperator.GT: "$gt",
    FilterOperator.GTE: "$gte",
    FilterOperator.LT: "$lt",
    FilterOperator.LTE: "$lte",
    FilterOperator.IN: "$in",
    FilterOperator.NIN: "$nin",
}


def _clause(item: Any) -> dict[str, Any]:
    if isinstance(item, MetadataFilters):
        return _filters(item)
    if isinstance(item, MetadataFilter):
        op = _OPERATORS.get(FilterOperator(item.operator))
        if op is None:
            raise InvalidInputError(f"filter operator {item.operator!r} on {item.key!r} cannot be expressed in Chroma")
        if item.value is None:
            raise InvalidInputError(f"filter on {item.key!r} has no value")
        return {item.key: {op: item.value}}
    raise InvalidInputError(f"unsupported filter {type(item).__name__}")


def _filters(filters: MetadataFilters) -> dict[str, Any]:
    if not filters.filters:
        raise InvalidInputError("MetadataFilters with no filters")
    condition = FilterCondition(filters.condition or FilterCondition.AND)
    if condition is FilterCondition.NOT:
        raise InvalidInputError("the 'not' condition cannot be expressed in Chroma")
    clauses = [_clause(f) for f in filters.filters]
    if len(clauses) == 1:
        return clauses[0]
    return {"$and" if condition is FilterCondition.AND else "$or": clauses}


def to_where(filters: MetadataFilters | None) -> dict[str, Any] | None:
    """The core filter for ``filters`` (validated by `zoned_memory.normalize_where`); None for None."""
    if filters is None:
        return None
    if not isinstance(filters, MetadataFilters):
        raise InvalidInputError("filters must be llama_index MetadataFilters")
    return normalize_where(_filters(filters))
