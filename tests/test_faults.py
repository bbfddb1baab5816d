"""Fault injection (issue 22): a process killed at a named step of each operation, in both
layouts, then the store reopened and its invariants checked:

- every acknowledged memory is in its zone once and found by its zone's search;
- an unacknowledged write is absent or whole and findable, never present but hidden;
- nothing a change made invisible (revoked, deleted, moved away) is served;
- administration (scan: stats and export) still works.

The process dies through `zoned_memory.faults.crash_point` (``os._exit(137)``: no cleanup, as
SIGKILL). A crash point that an operation never reaches would exit 0 and fail the test.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import textwrap
from pathlib import Path

import pytest

from zoned_memory import TaskContext, ZonedMemoryStore
from zoned_memory.faults import CRASH_ENV

ROOT = Path(__file__).resolve().parents[1]
A = TaskContext(user_id="u", session_id="s", task_id="a")
B = A.with_task("b")
ACKED = {f"a{n}": f"acknowledged fact {n} about warehouse number {n}" for n in range(12)}

_WORKER = textwrap.dedent("""
    import sys
    from zoned_memory import TaskContext, ZonedMemoryStore
    path, mode, op, size = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    store = ZonedMemoryStore.open(path=path, mode=mode)
    a = TaskContext(user_id="u", session_id="s", task_id="a")
    if op == "write":
        store.write_many(a, [{"id": f"n{n}", "text": f"unacknowledged fact {n}"} for n in range(size)])
    elif op == "write_after_close":  # close() let go of every file; the write opens them again, then dies
        store.search(a, "fact", k=3)
        store.close()
        store.write_many(a, [{"id": f"n{n}", "text": f"unacknowledged fact {n}"} for n in range(size)])
    elif op == "revoke":
        store.set_status(a, ["a1"], "revoked")
    elif op == "delete":
        store.delete(a, ["a2"])
    elif op == "update":
        store.update(a, "a3", text="the updated third fact about warehouse number 3")
    elif op == "move":
        store.move(a, ["a4"], "b", reason="filed under the wrong task")
    elif op == "forget":
        store.delete_user("gone")
    print("completed")
""")

CASES = [
    ("write", "write.journaled", 20),
    ("write", "write.chroma_done", 20),
    ("write", "write.chroma_partial", 5200),  # two Chroma add calls: killed between them
    ("write_after_close", "write.journaled", 20),  # the store closed, then written through its reopened files
    ("write_after_close", "write.chroma_done", 20),
    ("revoke", "change.chroma_done", 0),
    ("delete", "change.chroma_done", 0),
    ("update", "change.chroma_done", 0),
    ("move", "change.chroma_done", 0),
]
FORGET_POINTS = ["forget.deleted", "forget.flushing", "forget.flushed", "forget.rebuild_swapping"]


def _populate(path: Path, mode: str, embedder) -> None:
    store = ZonedMemoryStore.open(path=path, mode=mode, embedder=embedder)
    store.write_many(A, [{"id": i, "text": t, "source": "tool_output"} for i, t in ACKED.items()])
    store.write(B, "task b's own fact", id="b0", source="tool_output")
    gone = TaskContext(user_id="gone", session_id="s", task_id="t")
    store.write_many(gone, [f"the secret number {n} of the forgotten user" for n in range(1500)])
    for ctx in (A, B):  # zones loaded and saved at their versions: what a crash could leave stale
        store.search(ctx, "fact", k=3)
    store.close()


def _crash(path: Path, mode: str, op: str, point: str, size: int, child: bool = False) -> None:
    env = {**__import__("os").environ, CRASH_ENV: point}
    done = subprocess.run([sys.executable, "-c", _WORKER, str(path), mode, op, str(size)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    if child:  # the point is in a process the operation starts: that one died, the operation failed
        assert done.returncode != 0 and "completed" not in done.stdout, done.stdout + done.stderr[-2000:]
    else:
        assert done.returncode == 137, f"{point} was not reached: rc={done.returncode}\n{done.stderr[-2000:]}"


def _found(store: ZonedMemoryStore, ctx: TaskContext, memory_id: str, text: str, k: int = 10) -> bool:
    return memory_id in {h.record.id for h in store.search(ctx, text, k=k)}


@pytest.mark.parametrize("mode", ["partition", "collection"])
@pytest.mark.parametrize("op, point, size", CASES, ids=[f"{op}@{point}" for op, point, _ in CASES])
def test_a_crash_at_any_step_leaves_a_consistent_store(tmp_path, embedder, mode, op, point, size):
    if point == "write.chroma_partial" and mode == "collection":
        pytest.skip("the collection layout adds a zone's rows in one call")
    _check_case(tmp_path / "store", embedder, mode, op, point, size)


def _check_case(path: Path, embedder, mode: str, op: str, point: str, size: int) -> None:
    _populate(path, mode, embedder)
    _crash(path, mode, op, point, size)

    store = ZonedMemoryStore.open(path=path, mode=mode, embedder=embedder)
    truth = {r.id: r for r in store.records(A)}  # what Chroma holds for task a (statuses included)
    hits_for = {i: {h.record.id for h in store.search(A, t, k=10)} for i, t in ACKED.items()}
    served = set().union(*hits_for.values())
    assert served <= set(truth), f"served memories Chroma no longer holds in task a: {served - set(truth)}"
    assert not any(truth[i].status.value == "revoked" for i in served), "a revoked memory was served"

    touched = {"revoke": "a1", "delete": "a2", "update": "a3", "move": "a4"}.get(op)
    for memory_id, text in ACKED.items():
        if memory_id == touched:
            continue
        assert memory_id in truth and memory_id in hits_for[memory_id], f"acknowledged {memory_id} is hidden"
    if op == "update" and "a3" in truth:
        assert _found(store, A, "a3", truth["a3"].text)  # old or new text, it is findable by what it holds
    if op == "move":
        in_b = {r.id for r in store.records(B)}
        assert ("a4" in truth) != ("a4" in in_b), "the moved memory is in both tasks or in neither"
        where = A if "a4" in truth else B
        assert _found(store, where, "a4", ACKED["a4"])
    if op in ("write", "write_after_close"):
        new = [i for i in truth if i.startswith("n")]
        assert len(new) in (0, size), f"a write is half there: {len(new)} of {size}"
        for memory_id in new[:: max(1, len(new) // 5)]:
            assert _found(store, A, memory_id, truth[memory_id].text), "a stored write is hidden from search"
    ids = [r.id for r in store.scan()]  # stats and export read every record
    assert len(ids) == len(set(ids))
    store.close()


@pytest.mark.parametrize("mode", ["partition", "collection"])
@pytest.mark.parametrize("point", FORGET_POINTS)
def test_a_crash_inside_forget_loses_no_other_user_and_the_forget_can_be_finished(tmp_path, embedder, mode, point):
    if point == "forget.flushing" and mode == "collection":
        pytest.skip("the collection layout drops the forgotten zones' collections: no log flush")
    path = tmp_path / "store"
    _populate(path, mode, embedder)
    _crash(path, mode, "forget", point, 0, child=point == "forget.rebuild_swapping")
    store = ZonedMemoryStore.open(path=path, mode=mode, embedder=embedder)
    assert store.exists(), "the store is gone after an interrupted forget"
    for memory_id, text in ACKED.items():
        assert _found(store, A, memory_id, text), f"another user's {memory_id} was lost"
    assert {r.user_id for r in store.scan()} <= {"u", "gone"}  # stats and export work
    store.write(A, "written after the interrupted forget", id="after")
    report = store.delete_user("gone")  # the forget can be run again, to the end
    assert report.vacuumed
    assert [r for r in store.scan() if r.user_id == "gone"] == []
    assert {r.id for r in store.scan(user_id="u")} >= set(ACKED) | {"after"}
    store.close()


def test_a_retried_write_after_a_crash_is_found_whole(tmp_path, embedder):
    """The crash of a caller-id batch between its Chroma calls, then the same call retried:
    every memory is found by search, once (issue 22.1: 10,001 of 12,002 were hidden)."""
    path = tmp_path / "store"
    _populate(path, "partition", embedder)
    _crash(path, "partition", "write", "write.chroma_partial", 5200)
    store = ZonedMemoryStore.open(path=path, embedder=embedder)
    items = [{"id": f"n{n}", "text": f"unacknowledged fact {n}"} for n in range(5200)]
    assert [r.id for r in store.write_many(A, items)] == [i["id"] for i in items]
    for n in (0, 1234, 4999, 5100):
        # the embedder reads a number by its digits: "fact 1234" and its 23 permutations ("fact 1243", ...) embed alike,
        # so their order among the top ten is the index's to choose (it differs between CPUs); 50 holds every tie
        assert _found(store, A, f"n{n}", f"unacknowledged fact {n}", k=50)
    assert store.count() == 5200 + len(ACKED) + 1 + 1500  # + task b and the user to forget


def test_a_retry_relists_rows_an_interrupted_attempt_left(make_store):
    """Rows already in Chroma that the zone's saved copy does not know (an attempt cut off
    after Chroma took them) become visible when the same batch is retried."""
    store = make_store()
    items = [{"id": f"r{n}", "text": f"retried fact number {n}"} for n in range(30)]
    store.search(A, "anything", k=1)  # the zone is loaded (and saved) before the cut attempt
    records = [store._new_record(A, item, 0.0, n) for n, item in enumerate(items[:20])]
    from zoned_memory.rows import Rows

    store.backend.add({records[0].zone: Rows(ids=[r.id for r in records], texts=[r.text for r in records],
                                             metas=[r.to_chroma_metadata() for r in records],
                                             vectors=store._embed([r.text for r in records]))})
    store.write_many(A, items)  # the retry: 20 rows already stored, 10 new
    assert {h.record.id for h in store.search(A, "retried fact number", k=50)} == {i["id"] for i in items}


@pytest.mark.skipif(not os.environ.get("ZONED_MEMORY_FAULTS_LONG"), reason="long run: ZONED_MEMORY_FAULTS_LONG=N")
def test_long_randomized_fault_injection(tmp_path, embedder):
    """N seeded random cases (operation, crash point, layout, batch size); prints the figures
    recorded in benchmarks/RESULTS.md."""
    runs = int(os.environ["ZONED_MEMORY_FAULTS_LONG"])
    rng = random.Random(int(os.environ.get("ZONED_MEMORY_FAULTS_SEED", "22")))
    started, counts = time.monotonic(), {}
    for n in range(runs):
        op, point, size = rng.choice(CASES)
        mode = "partition" if point == "write.chroma_partial" else rng.choice(["partition", "collection"])
        if op == "write" and point != "write.chroma_partial":
            size = rng.randint(1, 400)
        _check_case(tmp_path / f"store-{n}", embedder, mode, op, point, size)
        counts[(op, point, mode)] = counts.get((op, point, mode), 0) + 1
    print(f"\n{runs} crashes, {len(counts)} distinct cases, all invariants held, "
          f"{time.monotonic() - started:.0f} s: {sorted(counts.items())}")
