"""Storage that survives a second process, a damaged or full side file, poison input and a
forget that must reach every file (issue 22)."""

from __future__ import annotations

import json
import math
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from zoned_memory import (
    InvalidInputError,
    StoreError,
    StoreLockedError,
    StoreUnavailableError,
    TaskContext,
    ZonedMemoryStore,
)
from zoned_memory.sidefile import open_side_file, transaction

ROOT = Path(__file__).resolve().parents[1]
CTX = TaskContext(user_id="zelda", session_id="sess1", task_id="tA")

_OPEN = textwrap.dedent("""
    import sys, time
    from zoned_memory import ZonedMemoryStore, StoreLockedError
    try:
        store = ZonedMemoryStore.open(path=sys.argv[1], lock_timeout=float(sys.argv[2]))
    except StoreLockedError as exc:
        print("LOCKED", exc)
        sys.exit(3)
    print("OPEN")
""")


def _second_process(path: Path, timeout: float = 0.0) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _OPEN, str(path), str(timeout)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


# -- one process per embedded folder ---------------------------------------------------------
def test_a_second_process_is_refused_with_the_holder_named(make_store, tmp_path):
    import os

    path = tmp_path / "held"
    store = make_store(path=path)
    store.write(CTX, "held by this process")
    done = _second_process(path)
    assert done.returncode == 3 and "LOCKED" in done.stdout
    assert f"process {os.getpid()}" in done.stdout and "url=" in done.stdout  # who holds it, and what to do
    store.close()  # lets go: the other process may open it now
    assert _second_process(path).stdout.startswith("OPEN")
    store.write(CTX, "written again after close")  # takes the lock again
    assert _second_process(path).returncode == 3


def test_a_second_process_may_wait_for_the_lock(make_store, tmp_path):
    import threading

    path = tmp_path / "waited"
    store = make_store(path=path)
    store.write(CTX, "held for a moment")
    threading.Timer(1.0, store.close).start()
    done = _second_process(path, timeout=60)
    assert done.stdout.startswith("OPEN"), done.stdout + done.stderr


def test_store_locked_error_is_a_store_unavailable_error():
    assert issubclass(StoreLockedError, StoreUnavailableError)


# -- the side file's errors are the library's ------------------------------------------------
def test_a_damaged_side_file_is_a_store_error_not_sqlite(tmp_path, embedder):
    path = tmp_path / "damaged"
    store = ZonedMemoryStore.open(path=path, embedder=embedder)
    store.write(CTX, "a memory")
    store.close()
    from zoned_memory.zone_index import INDEX_FILENAME

    side = path / f"zoned_memory.{INDEX_FILENAME}"
    assert side.is_file()
    for extra in (side.with_name(side.name + "-wal"), side.with_name(side.name + "-shm")):
        extra.unlink(missing_ok=True)
    side.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="damaged"):
        ZonedMemoryStore.open(path=path, embedder=embedder)


def test_a_failed_transaction_reports_its_own_error_when_sqlite_rolled_back_already(tmp_path):
    conn = open_side_file(tmp_path / "t.sqlite3")
    conn.execute("CREATE TABLE t (x INTEGER)")
    with pytest.raises(RuntimeError, match="the disk is full"):
        with transaction(conn):
            conn.execute("INSERT INTO t VALUES (1)")
            conn.execute("ROLLBACK")  # what SQLite does by itself on SQLITE_FULL
            raise RuntimeError("the disk is full")
    assert conn.execute("SELECT COUNT(*) FROM t").fetchone()[0] == 0
    with pytest.raises(StoreError):
        conn.execute("SELECT * FROM no_such_table")
    assert not issubclass(StoreError, sqlite3.Error)


# -- poison input ----------------------------------------------------------------------------
def _export_line(store: ZonedMemoryStore) -> dict:
    (record,) = list(store.scan())
    return json.loads(record.model_dump_json())


@pytest.mark.parametrize("field, value", [
    ("created_at", math.nan), ("created_at", math.inf), ("last_accessed", math.nan), ("created_at", -5.0),
    ("access_count", -5), ("access_count", 2**70), ("created_at", 1e300),
])
def test_an_import_with_a_poison_value_is_refused_and_writes_nothing(make_store, field, value):
    source = make_store()
    source.write(CTX, "an exported memory")
    line = {**_export_line(source), field: value, "id": "poisoned"}
    target = make_store()
    with pytest.raises(InvalidInputError):
        target.import_records([line])
    assert target.count() == 0
    assert list(target.scan()) == []  # stats and export still work


@pytest.mark.parametrize("key", ["moved_from_task", "moved_at", "move_reason"])
def test_the_audit_trail_cannot_be_forged_through_write_metadata(make_store, key):
    store = make_store()
    with pytest.raises(InvalidInputError, match="audit"):
        store.write(CTX, "a memory", metadata={key: "tB"})


def test_an_edit_keeps_the_move_audit_and_never_multiplies_access_counts(make_store):
    store = make_store()
    record = store.write(CTX, "the warehouse count is 1200 units", source="tool_output")
    for _ in range(3):
        store.search(CTX, "warehouse count", k=1)
    store.flush()
    (moved,) = store.move(CTX, [record.id], "tB", reason="filed wrongly")
    b = CTX.with_task("tB")
    counts = []
    for n in range(3):
        edited = store.update(b, moved.id, metadata={"edit": n})
        counts.append(store.get(b, [moved.id])[0].access_count)
        assert edited.metadata["moved_from_task"] == "tA"
    assert counts == [3, 3, 3]


# -- forget reaches the side file --------------------------------------------------------------
def test_forget_leaves_no_zone_of_the_user_in_the_side_file(make_store, tmp_path):
    path = tmp_path / "forget"
    store = make_store(path=path)
    a, b = CTX, CTX.with_task("tB")
    kept = store.write(a, "zelda-tA-0 kept until the forget", id="zelda-tA-0")
    gone = store.write(a, "zelda-tA-1 deleted before the forget", id="zelda-tA-1")
    store.search(a, "zelda", k=2)
    store.flush()
    store.delete(a, [gone.id])
    store.move(a, [kept.id], "tB", reason="moved before the forget")
    store.write(TaskContext(user_id="other", session_id="s", task_id="t"), "another user's memory")
    from zoned_memory.session import TaskSession

    TaskSession(store, b)  # records the session's current task
    store.delete_user("zelda", vacuum=False)
    store.close()
    for side in path.iterdir():
        if side.is_file() and side.name.startswith("zoned_memory.") and side.suffix == ".sqlite3":
            conn = sqlite3.connect(side)
            tables = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            for table in tables:
                for row in conn.execute(f"SELECT * FROM {table}"):
                    assert "zelda" not in json.dumps([str(c) for c in row]), f"{table} keeps {row}"
            conn.close()
    reopened = ZonedMemoryStore.open(path=path)
    assert [r.text for r in reopened.scan()] == ["another user's memory"]


@pytest.mark.parametrize("field", ["tenant", "database"])
def test_a_tenant_or_database_that_reads_as_a_path_is_bad_input_not_an_outage(field):
    with pytest.raises(InvalidInputError, match=field):
        ZonedMemoryStore.open(url="http://127.0.0.1:1", **{field: "../x"})


# -- a full disk -------------------------------------------------------------------------------
_FILL = textwrap.dedent("""
    import os, sys
    from zoned_memory import TaskContext, ZonedMemoryError, ZonedMemoryStore
    root = sys.argv[1]
    with open(os.path.join(root, "filler"), "wb") as fh:
        fh.write(b"\\0" * 3_000_000)  # freed afterwards: the operator's "make space"
    store = ZonedMemoryStore.open(path=os.path.join(root, "store"))
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    acked = []
    for b in range(10_000):
        items = [{"id": f"b{b}-{n}", "text": f"batch {b} fact {n} " + "x" * 200} for n in range(50)]
        try:
            store.write_many(ctx, items)
        except ZonedMemoryError as exc:  # the library's error, never a raw sqlite3 / Chroma one
            print("FULL", type(exc).__name__, file=sys.stderr)
            break
        acked += [i["id"] for i in items]
    else:
        sys.exit("the disk never filled")
    print(" ".join(acked))
""")


@pytest.fixture
def small_disk(tmp_path):
    import os

    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=12m", "tmpfs", str(mount)],
                                           capture_output=True).returncode != 0:
        pytest.skip("needs root to mount a small tmpfs")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def test_a_full_disk_fails_the_write_and_keeps_what_was_acknowledged(small_disk, embedder):
    done = subprocess.run([sys.executable, "-c", _FILL, str(small_disk)], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0 and "FULL" in done.stderr, done.stderr[-2000:]
    acked = done.stdout.split()
    assert len(acked) >= 100
    (small_disk / "filler").unlink()  # space is freed
    store = ZonedMemoryStore.open(path=small_disk / "store", embedder=embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    held = {r.id for r in store.records(ctx)}
    assert held == set(acked), "an acknowledged write was lost, or an unacknowledged one kept"
    for memory_id in acked[:: max(1, len(acked) // 8)]:
        b, n = memory_id[1:].split("-")
        assert memory_id in {h.record.id for h in store.search(ctx, f"batch {b} fact {n}", k=50)}
    store.write(ctx, "written after space was freed", id="after")
    store.close()


def test_another_store_object_keeps_working_after_a_forget_rebuilt_the_collections(make_store, tmp_path, embedder):
    path = tmp_path / "shared-folder"
    first = make_store(path=path)
    second = ZonedMemoryStore.open(path=path, embedder=embedder)
    first.write(CTX, "zelda's note")
    keep = TaskContext(user_id="other", session_id="s", task_id="t")
    first.write(keep, "another user's note about the warehouse")
    assert second.search(keep, "warehouse note", k=1)
    first.delete_user("zelda")  # rebuilds the collections in a fresh process
    assert [h.record.text for h in second.search(keep, "warehouse note", k=1)] == ["another user's note about the warehouse"]
    second.write(keep, "written through the other store object")
    second.close()


# -- close lets go of the folder's files ----------------------------------------------------
def _open_files_under(folder: Path, settle: float = 0.0) -> list[str]:
    """The files of ``folder`` this process holds open; with ``settle``, what is still open after up
    to that many seconds (Chroma's Rust side closes its SQLite pool in the background)."""
    import os
    import time

    deadline = time.monotonic() + settle
    while True:
        held = []
        for fd in os.listdir("/proc/self/fd"):
            try:
                target = os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                continue
            if target.startswith(str(folder.resolve())):
                held.append(target)
        if not held or time.monotonic() >= deadline:
            return held
        time.sleep(0.02)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads the open files from /proc")
@pytest.mark.parametrize("mode", ["partition", "collection"])
def test_close_lets_go_of_every_file_of_the_folder_and_the_store_opens_them_again(make_store, tmp_path, mode):
    path = tmp_path / f"closed-{mode}"
    store = make_store(path=path, mode=mode)
    store.write(CTX, "the Acme contract is worth 50k")
    assert store.search(CTX, "Acme contract")
    assert _open_files_under(path)  # the check can see what a store holds
    store.close()
    assert _open_files_under(path, settle=10) == []  # Chroma's and the side file's
    store.write(CTX, "the Globex contract is worth 80k")  # used again: opens them again
    assert {hit.record.text for hit in store.search(CTX, "contract", k=5)} == {
        "the Acme contract is worth 50k", "the Globex contract is worth 80k"}
    store.close()
    assert _open_files_under(path, settle=10) == []


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads the open files from /proc")
def test_opening_and_closing_many_stores_holds_no_files(make_store, tmp_path):
    for n in range(12):
        store = make_store(path=tmp_path / f"many-{n}")
        store.write(CTX, f"note {n}")
        store.close()
    assert _open_files_under(tmp_path, settle=10) == []
