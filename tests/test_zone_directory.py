"""The zone directory kept inside Chroma (stores opened by url=/client=, partitioned layout)."""

from __future__ import annotations

import threading
import uuid

import chromadb
import pytest
from chromadb.config import Settings

from zoned_memory import IsolationError, TaskContext, ZonedMemoryStore
from zoned_memory.zone_directory import COMPACT_AFTER, ChromaZoneIndex


@pytest.fixture()
def client():
    return chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))  # one per process


@pytest.fixture(autouse=True)
def prefix(monkeypatch):
    name = f"dir{uuid.uuid4().hex[:8]}"  # the in-memory client is shared: a fresh store per test
    monkeypatch.setattr(f"{__name__}.PREFIX", name)
    return name


PREFIX = "dir"


def _store(client, embedder):
    return ZonedMemoryStore.open(client=client, embedder=embedder, collection_prefix=PREFIX)


def test_a_new_store_never_rescans_its_collection(client, embedder, caplog):
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    _store(client, embedder).write_many(ctx, ["one fact", "another fact"])
    with caplog.at_level("WARNING"):
        assert len(_store(client, embedder).search(ctx, "fact")) == 2
    assert "rebuilding" not in caplog.text


def test_a_server_store_reads_zones_by_id_through_its_directory(client, embedder):
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    mem = store.write(ctx, "the quarterly revenue is 12 million", source="tool_output")
    assert isinstance(store.backend.zone_index, ChromaZoneIndex)
    assert store.backend.zone_index.ids([mem.zone]) == {mem.zone: [mem.id]}
    main = client.get_collection(PREFIX)
    calls = []
    real_get = type(main).get

    def spy(self, *args, **kwargs):
        calls.append(kwargs)
        return real_get(self, *args, **kwargs)

    reader = _store(client, embedder)
    type(main).get = spy
    try:
        hits = reader.search(ctx, "revenue")
    finally:
        type(main).get = real_get
    assert [h.record.id for h in hits] == [mem.id]
    main_reads = [c for c in calls if c.get("ids") and mem.id in c["ids"]]
    assert main_reads and all(c.get("where") is None for c in main_reads)


def test_concurrent_writers_of_one_zone_lose_no_ids(client, embedder):
    ctx = TaskContext(user_id="u", session_id="s", task_id="busy")
    writers = [_store(client, embedder) for _ in range(4)]
    written: list[str] = []
    lock = threading.Lock()

    def work(store):
        for n in range(6):
            ids = [r.id for r in store.write_many(ctx, [f"fact {uuid.uuid4().hex[:6]} {n} {i}" for i in range(3)])]
            with lock:
                written.extend(ids)

    threads = [threading.Thread(target=work, args=(w,)) for w in writers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    reader = _store(client, embedder)
    assert sorted(r.id for r in reader.records(ctx)) == sorted(written)
    assert len(reader.search(ctx, "fact", k=200)) == len(written) == 72


def test_directory_compacts_and_forgets_deleted_ids(client, embedder):
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="churn")
    ids = [store.write(ctx, f"observation number {n}").id for n in range(COMPACT_AFTER + 5)]
    index = store.backend.zone_index
    zone = store.get(ctx, ids[:1])[0].zone
    records_before, _ = index._read([zone])[zone]
    assert len(records_before) == len(ids)  # one appended record per write
    assert sorted(index.ids([zone])[zone]) == sorted(ids)  # this read compacts
    assert len(index._read([zone])[zone][0]) == 1
    store.delete(ctx, ids[:3])
    assert sorted(index.ids([zone])[zone]) == sorted(ids[3:])
    assert sorted(r.id for r in _store(client, embedder).records(ctx)) == sorted(ids[3:])


def test_a_store_written_before_the_directory_is_indexed_on_first_read(client, embedder):
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="old")
    mem = store.write(ctx, "the supplier is Acme Metals", source="tool_output")
    client.delete_collection(f"{PREFIX}.versions")  # as a store from an earlier version has none
    reopened = _store(client, embedder)
    assert [h.record.id for h in reopened.search(ctx, "supplier")] == [mem.id]
    assert reopened.backend.zone_index.ids([mem.zone]) == {mem.zone: [mem.id]}


def test_a_listed_id_of_another_zone_is_never_served(client, embedder):
    store = _store(client, embedder)
    a = TaskContext(user_id="u", session_id="s", task_id="a")
    b = TaskContext(user_id="u", session_id="s", task_id="b")
    secret = store.write(a, "task A's secret price is 991", source="tool_output")
    own = store.write(b, "task B's price is 120", source="tool_output")
    store.backend.zone_index.add({own.zone: [secret.id]})  # a corrupted directory lists A's id under B
    with pytest.raises(IsolationError):  # fails closed: no result rather than A's record
        _store(client, embedder).search(b, "price", k=10)


def test_forget_drops_the_users_directory_records(client, embedder):
    store = _store(client, embedder)
    ctx = TaskContext(user_id="gone", session_id="s", task_id="t")
    mem = store.write(ctx, "a fact about the user")
    store.delete_user("gone")
    got = client.get_collection(f"{PREFIX}.versions").get(include=["metadatas"])
    assert not [m for m in got["metadatas"] if "gone" in str(m.get("zone"))]
    assert not [i for i in got["ids"] if "gone" in i]  # nor a version record named by the zone key
    assert store.backend.zone_index.ids([mem.zone]) == {}


def test_reindex_lists_a_record_the_directory_lost(client, embedder):
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    mem = store.write(ctx, "the warehouse code is W-17", source="tool_output")
    reader = _store(client, embedder)
    assert len(reader.search(ctx, "warehouse code")) == 1
    store.backend.zone_index.remove(mem.zone, [mem.id])  # as the documented delete/re-write race can
    assert _store(client, embedder).search(ctx, "warehouse code") == []
    assert store.reindex() == 1
    assert [h.record.id for h in reader.search(ctx, "warehouse code")] == [mem.id]  # other objects too


def test_a_directory_record_written_by_0_8_is_still_read(client, embedder):
    """0.8 kept a directory record's list in its document; today's keep it in the metadata."""
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    mem = store.write(ctx, "the quarterly revenue is 12 million", source="tool_output")
    versions = client.get_collection(f"{PREFIX}.versions")
    listed = versions.get(where={"zone": mem.zone}, include=["metadatas"])
    assert listed["ids"] and all("ids" in m for m in listed["metadatas"])
    versions.delete(ids=listed["ids"])  # replace today's record by one in 0.8's format
    versions.add(ids=["0.8-record"], documents=[f'["{mem.id}"]'], metadatas=[{"zone": mem.zone}], embeddings=[[1.0]])
    assert store.backend.zone_index.ids([mem.zone]) == {mem.zone: [mem.id]}
    assert [h.record.id for h in _store(client, embedder).search(ctx, "revenue")] == [mem.id]


def test_a_zone_listed_over_several_directory_records_reads_whole(client, embedder, monkeypatch):
    monkeypatch.setattr("zoned_memory.zone_directory.IDS_PER_RECORD", 7)
    store = _store(client, embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="big")
    written = [r.id for r in store.write_many(ctx, [f"fact number {n}" for n in range(30)])]
    zone = store.get(ctx, written[:1])[0].zone
    records, members = store.backend.zone_index._read([zone])[zone]
    assert len(records) == 5 and members == written  # 30 ids in records of 7, in written order
    assert sorted(r.id for r in _store(client, embedder).records(ctx)) == sorted(written)
