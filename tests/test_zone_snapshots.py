"""Saved zone copies in an embedded store's side file: a fresh process reads a zone without
Chroma, and a copy is never used past the version token it was saved at."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from zoned_memory import CacheConfig, IsolationError, TaskContext, ZonedMemoryStore
from zoned_memory.rows import Rows
from zoned_memory.zone_index import INDEX_FILENAME
from zoned_memory.zone_snapshots import COMPACT_CHUNKS, encode

A = TaskContext(user_id="u", session_id="s", task_id="a")
B = A.with_task("b")


@pytest.fixture(params=["partition", "collection"])
def mode(request):
    return request.param


def _open(path, embedder, mode, **kw):
    return ZonedMemoryStore.open(path=path, embedder=embedder, mode=mode, **kw)


def _count_chroma_reads(monkeypatch, store):
    """Zones whose records were read from Chroma (an empty, never-written zone reads nothing)."""
    reads = []
    real = store.backend.load_zones

    def spy(flt):
        loaded = real(flt)
        reads.extend(zone for zone, rows in loaded.items() if len(rows))
        return loaded

    monkeypatch.setattr(store.backend, "load_zones", spy)
    return reads


def _side_file(path):
    return sqlite3.connect(str(path / f"zoned_memory.{INDEX_FILENAME}"), isolation_level=None)


def test_a_fresh_process_reads_written_zones_without_chroma(tmp_path, embedder, mode, monkeypatch):
    writer = _open(tmp_path, embedder, mode)
    ids = [m.id for m in writer.write_many(A, ["the Q3 revenue of Acme is 12M", "Acme's CFO is Dana"])]
    writer.write(A, "the user prefers tables", scope="global", source="user_input")
    writer.write_many(A, ["Acme has 300 employees"])  # a second write appends to the copy
    reader = _open(tmp_path, embedder, mode)
    reads = _count_chroma_reads(monkeypatch, reader)
    hits = reader.search(A, "Acme revenue employees CFO preferences", k=10)
    assert reads == []  # every zone came from its saved copy
    assert {h.record.id for h in hits} >= set(ids)
    assert len(hits) == 4
    direct = _open(tmp_path, embedder, mode, cache=CacheConfig(max_vectors=0)).search(
        A, "Acme revenue employees CFO preferences", k=10)  # the same answer as Chroma itself
    def by_id(found):  # (Chroma returns a float metadata value rounded below a microsecond)
        return {h.record.id: {**h.record.model_dump(exclude={"last_accessed", "access_count"}),
                              "created_at": round(h.record.created_at, 3)} for h in found}

    got, want = by_id(hits), by_id(direct)
    assert got == want, [(k, {f: (v, want[k].get(f)) for f, v in got[k].items() if v != want[k].get(f)}) for k in got if got[k] != want.get(k)]
    sims = {h.record.id: h.score.similarity for h in direct}
    assert [h.score.similarity for h in hits] == pytest.approx([sims[h.record.id] for h in hits], abs=1e-5)


@pytest.mark.parametrize("change", ["revoke", "delete", "update", "review"])
def test_a_change_voids_the_copy_for_every_process(tmp_path, embedder, mode, change):
    writer = _open(tmp_path, embedder, mode)
    secret = writer.write(A, "the vault code is 4417", source="model_inference")
    writer.write(A, "the vault is in Zurich", source="tool_output")
    assert len(_open(tmp_path, embedder, mode).search(A, "vault", k=5)) == 2  # the copy is in use
    if change == "revoke":
        writer.set_status(A, [secret.id], "revoked")
    elif change == "delete":
        writer.delete(A, [secret.id])
    elif change == "update":
        writer.update(A, secret.id, text="the vault code was rotated")
    else:
        writer.review_task(A)  # marks the unverified inference outdated
    fresh = _open(tmp_path, embedder, mode)
    texts = {h.text: h.record.status.value for h in fresh.search(A, "vault", k=5)}
    assert "the vault code is 4417" not in texts or (change == "review" and texts["the vault code is 4417"] == "outdated")
    if change == "update":
        assert "the vault code was rotated" in texts


def test_a_write_by_another_process_extends_the_copy(tmp_path, embedder, mode, monkeypatch):
    writer = _open(tmp_path, embedder, mode)
    writer.write(A, "first fact about Acme")
    reader = _open(tmp_path, embedder, mode)
    assert len(reader.search(A, "Acme", k=5)) == 1
    new = writer.write(A, "second fact about Acme")
    reads = _count_chroma_reads(monkeypatch, reader)
    assert new.id in {h.record.id for h in reader.search(A, "Acme", k=5)}
    assert reads == []  # the new token's copy already holds the write


def test_a_copy_at_another_token_is_never_used(tmp_path, embedder, mode, monkeypatch):
    writer = _open(tmp_path, embedder, mode)
    mem = writer.write(A, "the budget is 40k")
    with _side_file(tmp_path) as conn:  # as if the copy were left behind by an older token
        conn.execute("UPDATE zone_snapshot SET version = 'stale' WHERE zone = ?", (mem.zone,))
    reader = _open(tmp_path, embedder, mode)
    reads = _count_chroma_reads(monkeypatch, reader)
    assert [h.record.id for h in reader.search(A, "budget")] == [mem.id]
    assert reads  # read from Chroma instead
    with _side_file(tmp_path) as conn:  # and saved again at the current token
        token = conn.execute("SELECT version FROM zone_versions WHERE zone = ?", (mem.zone,)).fetchone()[0]
        assert conn.execute("SELECT version FROM zone_snapshot WHERE zone = ?", (mem.zone,)).fetchone()[0] == token


def test_a_copy_holding_another_zones_row_fails_closed(tmp_path, embedder, mode):
    store = _open(tmp_path, embedder, mode)
    own = store.write(B, "task B's price is 120")
    other = store.write(A, "task A's secret price is 991")
    forged = Rows([other.id], [other.text], [other.to_chroma_metadata()], store._embed([other.text]))
    with _side_file(tmp_path) as conn:  # a corrupted copy of B carries A's record
        conn.execute("INSERT INTO zone_snapshot_chunk (zone, seq, body) VALUES (?, 99, ?)", (own.zone, encode(forged)))
    with pytest.raises(IsolationError):
        _open(tmp_path, embedder, mode).search(B, "price", k=10)


def test_copies_are_compacted_and_can_be_turned_off(tmp_path, embedder, mode):
    store = _open(tmp_path, embedder, mode)
    for n in range(COMPACT_CHUNKS + 2):
        store.write(A, f"observation {n}")
    zone = store.records(A)[0].zone
    with _side_file(tmp_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM zone_snapshot_chunk WHERE zone = ?", (zone,)).fetchone()[0] \
            == COMPACT_CHUNKS + 2
    assert len(_open(tmp_path, embedder, mode).search(A, "observation", k=50)) == COMPACT_CHUNKS + 2
    with _side_file(tmp_path) as conn:  # that read rewrote it as one chunk
        assert conn.execute("SELECT COUNT(*) FROM zone_snapshot_chunk WHERE zone = ?", (zone,)).fetchone()[0] == 1
    off = tmp_path / "off"
    plain = _open(off, embedder, mode, cache=CacheConfig(persist=False))
    plain.write(A, "a fact")
    assert len(_open(off, embedder, mode, cache=CacheConfig(persist=False)).search(A, "fact")) == 1
    with _side_file(off) as conn:
        assert conn.execute("SELECT COUNT(*) FROM zone_snapshot_chunk").fetchone()[0] == 0


def test_a_failed_write_leaves_the_copy_as_it_was(tmp_path, embedder, mode, monkeypatch):
    store = _open(tmp_path, embedder, mode)
    kept = store.write(A, "kept fact")

    def broken(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("zoned_memory.zone_snapshots.encode", broken)  # fails inside the bump
    with pytest.raises(Exception):
        store.write(A, "lost fact")
    monkeypatch.undo()
    hits = _open(tmp_path, embedder, mode).search(A, "fact", k=5)
    assert [h.record.id for h in hits] == [kept.id]


def test_encode_round_trips_rows():
    from zoned_memory.zone_snapshots import decode

    rows = Rows(["a", "b"], ["x", "上海"], [{"zone": "z", "n": 1.5}, {"zone": "z"}],
                np.arange(6, dtype=np.float32).reshape(2, 3))
    back = decode(encode(rows))
    assert back.ids == rows.ids and back.texts == rows.texts and back.metas == rows.metas
    assert np.array_equal(back.vectors, rows.vectors)


def test_a_write_racing_a_load_is_held_once(tmp_path, embedder, mode):
    """A load that saw a write's rows in Chroma and saved its copy before that write's version
    moved: the write's rows join the copy again when it does; each memory is served once."""
    store = _open(tmp_path, embedder, mode)
    first = store.write(A, "first fact")
    second = first.model_copy(update={"id": "second-id", "text": "second fact"})
    rows = {first.zone: Rows([second.id], [second.text], [second.to_chroma_metadata()], store._embed([second.text]))}
    store.backend.add(rows)  # the write's records are in Chroma; its version has not moved yet
    with _side_file(tmp_path) as conn:
        conn.execute("DELETE FROM zone_snapshot")
    assert len(_open(tmp_path, embedder, mode).search(A, "fact", k=10)) == 2  # loads both, saves the copy
    store.versions.bump([first.zone], appended=rows)  # now the version moves: the copy gets the rows again
    hits = _open(tmp_path, embedder, mode).search(A, "fact", k=10)
    assert sorted(h.text for h in hits) == ["first fact", "second fact"]
