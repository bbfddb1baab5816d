"""Several store objects (and processes) on one store: a change made through one is seen by the
others at their very next search. Revocations are security actions: never served stale."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import chromadb
import pytest
from chromadb.config import Settings

from tests.chroma_server import ChromaServer
from zoned_memory import CacheConfig, TaskContext, ZonedMemoryStore

CTX = TaskContext(user_id="u", session_id="s", task_id="t1")
ROOT = Path(__file__).resolve().parent.parent


def _pair(kind, mode, tmp_path, embedder, clock):
    if kind == "path":
        opened = [ZonedMemoryStore.open(path=tmp_path / "store", mode=mode, embedder=embedder, clock=clock)
                  for _ in range(2)]
    else:
        client = chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))
        prefix = f"pair-{uuid.uuid4().hex[:8]}"
        opened = [ZonedMemoryStore.open(client=client, mode=mode, embedder=embedder, clock=clock,
                                        collection_prefix=prefix) for _ in range(2)]
    return opened


@pytest.mark.parametrize("mode", ["partition", "collection"])
@pytest.mark.parametrize("kind", ["path", "client"])
def test_changes_through_one_store_object_reach_another_at_once(kind, mode, tmp_path, embedder, clock):
    agent, operator = _pair(kind, mode, tmp_path, embedder, clock)
    secret = operator.write(CTX, "the deploy key is hunter2", source="user_input")
    other = operator.write(CTX, "the deploy runs on Fridays", source="user_input")
    pref = operator.write(CTX, "prefers answers as tables", scope="global", source="user_input")
    assert {h.record.id for h in agent.search(CTX, "deploy key", k=10)} == {secret.id, other.id, pref.id}

    operator.set_status(CTX, [secret.id], "revoked")  # the agent's cache holds the zone
    assert secret.id not in {h.record.id for h in agent.search(CTX, "deploy key", k=10)}

    operator.delete(CTX, [other.id])
    assert other.id not in {h.record.id for h in agent.search(CTX, "deploy key", k=10)}

    new = operator.write(CTX, "the deploy key moved to the vault", source="tool_output")
    assert new.id in {h.record.id for h in agent.search(CTX, "deploy key", k=10)}

    clock.advance(400 * 86_400)
    operator.prune_global("u", dry_run=False)
    assert pref.id not in {h.record.id for h in agent.search(CTX, "answers as tables", k=10)}

    operator.delete_task(CTX)
    assert [h.record.scope for h in agent.search(CTX, "deploy key", k=10)] == []


def test_own_writes_extend_the_cached_zone_without_a_reload(make_store, monkeypatch):
    store = make_store()
    store.write(CTX, "first fact about Acme", source="tool_output")
    store.search(CTX, "Acme")  # the zones are cached now
    loads = []
    real = store.backend.load_zones
    monkeypatch.setattr(store.backend, "load_zones", lambda flt: loads.append(flt.zones) or real(flt))
    store.write(CTX, "second fact about Acme", source="tool_output")
    assert len(store.search(CTX, "Acme fact", k=5)) == 2
    assert loads == []  # write-through: its own write did not force a reload


_WORKER = textwrap.dedent("""
    import json, sys
    from zoned_memory import TaskContext, ZonedMemoryStore, WordLlamaEmbedding
    url, prefix, mode, action = sys.argv[1:5]
    ctx = TaskContext(user_id="u", session_id="s", task_id="t1")
    store = ZonedMemoryStore.open(url=url, embedder=WordLlamaEmbedding(), collection_prefix=prefix, mode=mode)
    if action == "write":
        print(json.dumps(store.write(ctx, sys.argv[5], source="tool_output").id))
    elif action == "revoke":
        store.set_status(ctx, [sys.argv[5]], "revoked")
    elif action == "delete":
        store.delete(ctx, [sys.argv[5]])
""")


@pytest.mark.server
@pytest.mark.parametrize("mode", ["partition", "collection"])
def test_another_process_on_a_server_is_seen_at_the_next_search(tmp_path, embedder, mode):
    with ChromaServer(tmp_path / "srv") as server:
        prefix = f"xproc-{mode}"
        searcher = ZonedMemoryStore.open(url=server.url, embedder=embedder, mode=mode, collection_prefix=prefix)
        assert searcher.cache.config.ttl_seconds is None  # consistency comes from versions, not a timer

        def other_process(*args: str) -> str:
            done = subprocess.run([sys.executable, "-c", _WORKER, server.url, prefix, mode, *args], cwd=ROOT,
                                  capture_output=True, text=True, timeout=120)
            assert done.returncode == 0, done.stderr
            return done.stdout

        ids = []
        for n in range(3):
            ids.append(json.loads(other_process("write", f"release note {n}: the api token is tok-{n}")))
            hits = {h.record.id for h in searcher.search(CTX, "api token release note", k=10)}
            assert set(ids) <= hits  # never misses a write of another process
        other_process("revoke", ids[0])
        assert ids[0] not in {h.record.id for h in searcher.search(CTX, "api token", k=10)}
        other_process("delete", ids[1])
        assert {h.record.id for h in searcher.search(CTX, "api token", k=10)} == {ids[2]}


def test_an_unused_cache_ttl_uses_a_monotonic_clock(make_store, clock):
    store = make_store(cache=CacheConfig(ttl_seconds=3600))
    store.write(CTX, "fact", source="tool_output")
    store.search(CTX, "fact")
    clock.advance(10 * 86_400)  # the business clock jumps; the cache is not a business matter
    assert store.cache.get(next(iter(store.cache._zones))) is not None


def test_reopening_with_another_layout_or_embedder_is_refused(tmp_path, embedder):
    import numpy as np

    from zoned_memory import InvalidInputError

    path = tmp_path / "store"
    ZonedMemoryStore.open(path=path, embedder=embedder).write(CTX, "a fact", source="tool_output")
    with pytest.raises(InvalidInputError, match="mode='partition'"):
        ZonedMemoryStore.open(path=path, embedder=embedder, mode="collection")

    def other_model(texts):  # same dimension, another model; plain functions all share one name
        rng = np.random.default_rng(7)
        return [rng.normal(size=256) for _ in texts]

    def same_model(texts):
        return embedder(texts)

    with pytest.raises(InvalidInputError, match="embeds a probe text differently"):
        ZonedMemoryStore.open(path=path, embedder=other_model)
    reopened = ZonedMemoryStore.open(path=path, embedder=embedder)
    assert [h.text for h in reopened.search(CTX, "fact")] == ["a fact"]
    col = tmp_path / "col"
    ZonedMemoryStore.open(path=col, embedder=embedder, mode="collection").write(CTX, "x", source="tool_output")
    with pytest.raises(InvalidInputError, match="mode='collection'"):
        ZonedMemoryStore.open(path=col, embedder=embedder)


def test_a_persistent_client_given_by_hand_shares_the_index_and_versions(tmp_path, embedder):
    """Writes through client= and through path= on one folder: every search sees all of them."""
    path = tmp_path / "store"
    by_path = ZonedMemoryStore.open(path=path, embedder=embedder)
    first = by_path.write(CTX, "first fact", source="tool_output")
    by_path.search(CTX, "fact")  # cached
    client = chromadb.PersistentClient(path=str(path), settings=Settings(anonymized_telemetry=False))
    by_client = ZonedMemoryStore.open(client=client, embedder=embedder)
    assert by_client.path == path
    added = by_client.write(CTX, "second fact", source="tool_output")
    by_client.delete(CTX, [first.id])  # as many deletes as writes: the count alone cannot tell
    assert [h.record.id for h in by_path.search(CTX, "fact", k=10)] == [added.id]
    assert [h.record.id for h in ZonedMemoryStore.open(path=path, embedder=embedder).search(CTX, "fact")] == [added.id]


def test_a_write_appended_to_a_snapshot_that_already_holds_it_is_held_once():
    """A load racing a write can already hold the write's rows when the write extends the
    cached snapshot; each memory stays in the snapshot once (never a duplicate hit)."""
    import numpy as np

    from zoned_memory.cache import CacheConfig, ZoneCache, ZoneSnapshot

    cache = ZoneCache(CacheConfig())
    meta = {"zone": "z", "status": "unverified", "confidence": 0.5, "created_at": 1.0, "kind": "general"}
    loaded = ZoneSnapshot.build(["a", "b"], ["x", "y"], [meta, meta], np.eye(2, dtype=np.float32), 0.0, "v1")
    cache.put("z", loaded, cache.generation("z"))
    cache.append("z", ["b", "c"], ["y", "w"], [meta, meta], np.eye(2, dtype=np.float32), ("v1", "v2"))
    snap = cache.get("z", "v2")
    assert snap is not None and snap.ids == ["a", "b", "c"] and snap.vectors.shape == (3, 2)
