"""Outages and crashes: a server killed in the middle of a write, an embedded writer SIGKILLed.
A failure is a clear error within seconds (never a hang, never an empty result), and a retry
with the same caller ids leaves every memory exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.chroma_server import ChromaServer, free_port
from zoned_memory import TaskContext, ZonedMemoryError, ZonedMemoryStore
from zoned_memory.backends import partition

ROOT = Path(__file__).resolve().parent.parent
CTX = TaskContext(user_id="u", session_id="s", task_id="bulk")
#: a hang, not a speed check: a dead server must be reported long before this
NO_HANG_S = 60


@pytest.mark.server
def test_server_killed_mid_write_many_then_retry_writes_each_memory_once(tmp_path, embedder, monkeypatch):
    port = free_port()
    items = [{"id": f"m{n:04d}", "text": f"bulk fact number {n} about warehouse {n % 17}", "source": "tool_output"}
             for n in range(3000)]
    server = ChromaServer(tmp_path / "data", port=port).start()
    try:
        store = ZonedMemoryStore.open(url=server.url, embedder=embedder)
        store.write(CTX, "a fact from before", source="tool_output")
        store.search(CTX, "fact")  # the zone is cached now
        monkeypatch.setattr(partition, "MAX_BATCH", 1000)  # three batches: kill after the first
        col = store.backend._col()
        real_add = col.add
        batches = {"n": 0}

        def add_then_die(**kwargs):  # type: ignore[no-untyped-def]
            batches["n"] += 1
            if batches["n"] == 2:
                os.killpg(server.proc.pid, signal.SIGKILL)  # type: ignore[union-attr]
                server.proc.wait()  # type: ignore[union-attr]
            return real_add(**kwargs)

        monkeypatch.setattr(col, "add", add_then_die)
        started = time.monotonic()
        with pytest.raises(ZonedMemoryError):
            store.write_many(CTX, items)
        assert time.monotonic() - started < NO_HANG_S
        started = time.monotonic()
        with pytest.raises(ZonedMemoryError):  # a search during the outage raises; never "no memories"
            store.search(CTX, "fact")
        assert time.monotonic() - started < NO_HANG_S
        monkeypatch.undo()
    finally:
        server.stop()
    with ChromaServer(tmp_path / "data", port=port):  # restart on the same data
        store = ZonedMemoryStore.open(url=f"http://127.0.0.1:{port}", embedder=embedder)
        written = store.write_many(CTX, items)  # the retry
        assert [r.id for r in written] == [i["id"] for i in items]
        records = store.records(CTX)
        ids = [r.id for r in records]
        assert len(ids) == len(set(ids)) == 3001  # every memory exactly once
        assert store.count() == 3001
        assert [h.record.id for h in store.search(CTX, "bulk fact number 2999 about warehouse 7", k=1)] == ["m2999"]


def test_embedded_writer_sigkilled_reopens_with_everything_findable_once(tmp_path, embedder):
    path = tmp_path / "store"
    writer = textwrap.dedent("""
        import sys
        from zoned_memory import TaskContext, ZonedMemoryStore
        store = ZonedMemoryStore.open(path=sys.argv[1])
        for batch in range(10_000):
            ctx = TaskContext(user_id="u", session_id="s", task_id=f"t{batch % 5}")
            store.write_many(ctx, [{"id": f"b{batch}-{n}", "text": f"batch {batch} fact {n}"} for n in range(50)])
            print(batch, flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", writer, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if int(line) >= 6:  # a few batches are in; the next one is in flight
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    store = ZonedMemoryStore.open(path=path, embedder=embedder)
    seen: list[str] = []
    for task in range(5):
        ctx = TaskContext(user_id="u", session_id="s", task_id=f"t{task}")
        records = store.records(ctx)
        seen += [r.id for r in records]
        for record in records[:: max(1, len(records) // 5)]:  # each is findable by its task's search
            assert record.id in {h.record.id for h in store.search(ctx, record.text, k=10)}
    assert len(seen) == len(set(seen)) == store.count()
    assert len(seen) >= 7 * 50
    batches = {i.split("-")[0] for i in seen}
    for batch in batches:  # a batch is there whole, or not at all (write_many is all or nothing)
        assert sum(i.startswith(f"{batch}-") for i in seen) == 50
