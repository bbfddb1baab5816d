"""The change journal's cost on embedded writes: 100-memory ``write_many`` calls with the journal
and without it (its two side-file statements stubbed out), interleaved in one run.

    python benchmarks/bench_journal.py [--calls 60]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

from zoned_memory import TaskContext, ZonedMemoryStore
from zoned_memory.sqlite_versions import SqliteZoneVersions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=60)
    args = parser.parse_args()
    store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    begin, end = SqliteZoneVersions.begin_change, SqliteZoneVersions.end_change
    seconds: dict[bool, list[float]] = {True: [], False: []}
    for n in range(args.calls):
        journal = n % 2 == 0
        SqliteZoneVersions.begin_change = begin if journal else (lambda self, zones, added=None: None)  # type: ignore
        SqliteZoneVersions.end_change = end if journal else (lambda self, token: None)  # type: ignore
        items = [{"text": f"memory {n}-{i} about warehouse {i}"} for i in range(100)]
        started = time.perf_counter()
        store.write_many(ctx.with_task(f"t{n % 20}"), items)
        seconds[journal].append(time.perf_counter() - started)
    without, with_ = statistics.median(seconds[False]), statistics.median(seconds[True])
    print(f"without journal {without * 1000:.1f} ms, with {with_ * 1000:.1f} ms per 100-memory write_many "
          f"(median of {args.calls // 2} each); ratio {with_ / without:.3f}")


if __name__ == "__main__":
    main()
