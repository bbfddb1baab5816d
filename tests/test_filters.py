"""Caller filters: validation, and Python evaluation identical to Chroma's on the same data."""

import chromadb
import numpy as np
import pytest
from chromadb.config import Settings

from zoned_memory import InvalidInputError, and_where, matches, normalize_where
from zoned_memory.embeddings import PrecomputedOnlyEmbedding

RECORDS = [
    {"company": "A", "year": 2024, "score": 0.5, "ok": True},
    {"company": "B", "year": 2025, "score": 1.5, "ok": False},
    {"company": "C", "year": 2023},
    {"company": "A", "ok": True, "region": "east"},
    {"year": 2025, "score": 2.0},
]

FILTERS = [
    {"company": "A"},
    {"company": {"$ne": "A"}},
    {"company": {"$in": ["A", "C"]}},
    {"company": {"$nin": ["A"]}},
    {"year": {"$gte": 2024}},
    {"year": {"$lt": 2025}},
    {"score": {"$gt": 1}},
    {"score": {"$lte": 0.5}},
    {"ok": True},
    {"ok": {"$ne": True}},
    {"year": 2025.0},
    {"company": "A", "year": 2024},
    {"$or": [{"company": "B"}, {"region": "east"}]},
    {"$and": [{"company": {"$ne": "B"}}, {"$or": [{"year": 2023}, {"ok": True}]}]},
    {"region": {"$nin": ["east", "west"]}},
]


@pytest.fixture(scope="module")
def collection(tmp_path_factory):
    client = chromadb.PersistentClient(
        path=str(tmp_path_factory.mktemp("filters")), settings=Settings(anonymized_telemetry=False)
    )
    col = client.create_collection("filters", embedding_function=PrecomputedOnlyEmbedding())
    col.add(ids=[str(i) for i in range(len(RECORDS))], metadatas=RECORDS,
            embeddings=np.eye(len(RECORDS), 8, dtype=np.float32) + 0.01)
    return col


@pytest.mark.parametrize("where", FILTERS, ids=[str(f) for f in FILTERS])
def test_python_evaluation_agrees_with_chroma(collection, where):
    chroma_ids = set(collection.get(where=normalize_where(where))["ids"])
    python_ids = {str(i) for i, meta in enumerate(RECORDS) if matches(where, meta)}
    assert python_ids == chroma_ids


@pytest.mark.parametrize(
    "bad",
    [
        {"company": {"$neq": "A"}},  # unknown operator: never silently turned into $eq
        {"company": {"$contains": "A"}},
        {"$not": {"company": "A"}},
        {"company": {"$in": []}},
        {"company": {"$in": ["A", 1]}},
        {"company": None},
        {"company": {"$eq": {"$ne": 1}}},
        {"company": {"$gt": "A"}},
        {"company": {"$eq": "A", "$ne": "B"}},
        {"$and": []},
        {"$or": [{}]},
        {"$where": "1"},
        {"": 1},
        {"company": float("nan")},
        "company = A",
    ],
)
def test_unsupported_filters_raise(bad):
    with pytest.raises(InvalidInputError):
        normalize_where(bad)


def test_normalization_and_and_where():
    assert normalize_where(None) is None
    assert normalize_where({}) is None
    assert normalize_where({"a": 1}) == {"a": {"$eq": 1}}
    assert and_where(None, {"a": 1}) == {"a": {"$eq": 1}}
    combined = and_where({"x": {"$eq": 1}}, {"a": 1, "b": 2})
    assert combined == {"$and": [{"x": {"$eq": 1}}, {"$and": [{"a": {"$eq": 1}}, {"b": {"$eq": 2}}]}]}


def test_inputs_are_not_mutated():
    where = {"company": "A", "year": {"$gte": 2024}}
    before = repr(where)
    normalize_where(where)
    and_where(where, where)
    assert repr(where) == before
