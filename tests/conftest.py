from __future__ import annotations

import itertools
from typing import Callable, Iterator

import pytest

from zoned_memory import CacheConfig, TaskContext, WordLlamaEmbedding, ZonedMemoryStore

#: (mode, cache) combinations every isolation test runs in.
STORE_VARIANTS = [
    pytest.param(("partition", True), id="partition-cached"),
    pytest.param(("partition", False), id="partition-chroma"),
    pytest.param(("collection", True), id="collection-cached"),
    pytest.param(("collection", False), id="collection-chroma"),
]


class FakeClock:
    """A settable clock: ``clock()`` returns ``clock.now``."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(scope="session")
def embedder() -> WordLlamaEmbedding:
    return WordLlamaEmbedding()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_store(tmp_path, embedder, clock) -> Iterator[Callable[..., ZonedMemoryStore]]:
    counter = itertools.count()
    opened: list[ZonedMemoryStore] = []

    def factory(mode: str = "partition", cached: bool = True, **kwargs) -> ZonedMemoryStore:
        kwargs.setdefault("path", tmp_path / f"store-{next(counter)}")
        kwargs.setdefault("embedder", embedder)
        kwargs.setdefault("clock", clock)
        kwargs.setdefault("cache", CacheConfig() if cached else CacheConfig(max_vectors=0))
        store = ZonedMemoryStore.open(mode=mode, **kwargs)
        opened.append(store)
        return store

    yield factory
    for store in opened:
        store.close()


@pytest.fixture
def default_store(tmp_path) -> Iterator[ZonedMemoryStore]:
    """A store opened as a user opens it: the defaults (its own embedder and clock), closed after."""
    store = ZonedMemoryStore.open(path=str(tmp_path / "mem"))
    yield store
    store.close()


@pytest.fixture(params=STORE_VARIANTS)
def store(request, make_store) -> ZonedMemoryStore:
    mode, cached = request.param
    return make_store(mode=mode, cached=cached)


@pytest.fixture
def ctx() -> TaskContext:
    return TaskContext(user_id="alice", session_id="s1", task_id="task-a")
