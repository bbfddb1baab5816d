"""A hostile-input corpus (tests/data/hostile_inputs.json, data so it can grow): every entry gets a
clear `InvalidInputError` before anything reaches Chroma, and nothing is written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from zoned_memory import InvalidInputError, TaskContext

CORPUS = json.loads((Path(__file__).parent / "data" / "hostile_inputs.json").read_text(encoding="utf-8"))
CTX = TaskContext(user_id="u", session_id="s", task_id="t")


def decode(value: Any) -> Any:
    if isinstance(value, dict):
        if "__float__" in value:
            return float(value["__float__"])
        if "__bytes__" in value:
            return value["__bytes__"].encode()
        if "__bigint__" in value:
            return int(value["__bigint__"])
        if "__dict__" in value:
            return {k: decode(v) for k, v in value["__dict__"]}
    if isinstance(value, list):
        return [decode(v) for v in value]
    return value


def cases(field: str) -> list[Any]:
    return [pytest.param(decode(v), id=f"{field}-{n}") for n, v in enumerate(CORPUS[field])]


@pytest.fixture
def guarded(make_store, monkeypatch):
    """A store whose Chroma boundary fails the test if anything reaches it."""
    store = make_store()
    store.write(CTX, "a fact that exists", source="tool_output")
    before = store.count()

    def forbidden(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("hostile input reached Chroma")

    for name in ("add", "update", "delete", "query", "get", "load_zones", "move", "replace"):
        monkeypatch.setattr(store.backend, name, forbidden)
    yield store
    monkeypatch.undo()
    assert store.count() == before


@pytest.mark.parametrize("bad", cases("ids"))
def test_hostile_ids(guarded, bad):
    for build in (lambda: TaskContext(user_id=bad, session_id="s", task_id="t"),
                  lambda: TaskContext(user_id="u", session_id=bad, task_id="t"),
                  lambda: TaskContext(user_id="u", session_id="s", task_id=bad),
                  lambda: guarded.write(CTX, "text", id=bad) if bad is not None else guarded.write(CTX, "x", id=1),
                  lambda: guarded.get(CTX, [bad]),
                  lambda: guarded.delete_user(bad)):
        with pytest.raises(InvalidInputError):
            build()


@pytest.mark.parametrize("bad", cases("metadata"))
def test_hostile_metadata(guarded, bad):
    with pytest.raises(InvalidInputError):
        guarded.write(CTX, "text", metadata=bad)


@pytest.mark.parametrize("bad", cases("texts"))
def test_hostile_texts(guarded, bad):
    with pytest.raises(InvalidInputError):
        guarded.write(CTX, bad)
    if bad is not None and not (isinstance(bad, str) and len(bad) > 32000):
        with pytest.raises(InvalidInputError):
            guarded.search(CTX, bad)


@pytest.mark.parametrize("field,bad", [(f, decode(v)) for f in ("confidences", "scopes", "statuses", "sources", "kinds")
                                       for v in CORPUS[f]])
def test_hostile_tags(guarded, field, bad):
    arg = {"confidences": "confidence", "scopes": "scope", "statuses": "status", "sources": "source",
           "kinds": "kind"}[field]
    with pytest.raises(InvalidInputError):
        guarded.write(CTX, "text", **{arg: bad})


@pytest.mark.parametrize("when", [pytest.param("2026-01-01T00:00:00", id="naive-iso"),
                                  pytest.param(float("nan"), id="nan")])
def test_naive_or_missing_timestamps_in_a_rerank_are_refused(when):
    from zoned_memory.rerank import rerank_tagged
    from zoned_memory.scoring import DecayPolicy

    with pytest.raises(InvalidInputError):
        rerank_tagged([(0.5, {"confidence": 0.5, "created_at": when})], policy=DecayPolicy(), now=0.0)


@pytest.mark.parametrize("bad", cases("ids"))
def test_hostile_ids_in_a_langgraph_namespace(guarded, bad):
    """Every hostile id, in every position of a `ZonedStore` namespace, for every operation."""
    pytest.importorskip("langgraph.store.base")
    from langchain_zoned import ZonedStore

    store = ZonedStore(guarded)
    for namespace in ((bad,), ("u", bad), ("u", "s", bad)):
        for call in (lambda: store.put(namespace, "k", {"content": "x"}),
                     lambda: store.get(namespace, "k"),
                     lambda: store.search(namespace, query="x"),
                     lambda: store.search(namespace),
                     lambda: store.delete(namespace, "k"),
                     lambda: store.list_namespaces(prefix=namespace)):
            with pytest.raises((InvalidInputError, ValueError, TypeError)):
                call()
