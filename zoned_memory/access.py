"""Access statistics of an embedded store, kept in its SQLite side file instead of Chroma.

Every search counts its hits; a Chroma metadata update costs ~10 ms per call and holds the
interpreter lock while it runs, so writing counts into Chroma stalls searches in other threads
(the warm-search tail). An embedded store therefore adds its counts here, one UPSERT per flush,
and every read that reports counts (`records`, `get`, `scan`, `prune_global`, export) adds
them to what Chroma holds (the counts a record was written or imported with). A store on a
server keeps writing them into Chroma.

>>> import tempfile, pathlib
>>> log = SqliteAccessStats(pathlib.Path(tempfile.mkdtemp()) / "a.sqlite3")
>>> log.add({"m1": ("task|u|s|t", 2, 10.0)}); log.add({"m1": ("task|u|s|t", 1, 5.0)})
>>> log.read(["m1", "m2"])
{'m1': (3, 10.0)}
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from .sidefile import open_side_file

__all__ = ["SqliteAccessStats"]


class SqliteAccessStats:
    """memory id -> (extra access count, last access time), shared by processes on one machine."""

    def __init__(self, path: str | Path) -> None:
        self._lock = threading.Lock()
        self._conn = open_side_file(path)
        with self._lock:
            self._conn.execute("CREATE TABLE IF NOT EXISTS access_stats (id TEXT PRIMARY KEY, zone TEXT NOT NULL, "
                               "count INTEGER NOT NULL, last REAL NOT NULL)")
            self._conn.execute("CREATE INDEX IF NOT EXISTS access_stats_zone ON access_stats (zone)")

    def add(self, pending: Mapping[str, tuple[str, int, float]]) -> None:
        rows = [(i, zone, count, last) for i, (zone, count, last) in pending.items()]
        with self._lock:
            self._conn.executemany(
                "INSERT INTO access_stats (id, zone, count, last) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
                "count = count + excluded.count, last = MAX(last, excluded.last)", rows)

    def read(self, ids: Sequence[str]) -> dict[str, tuple[int, float]]:
        out: dict[str, tuple[int, float]] = {}
        ids = list(ids)
        with self._lock:
            for start in range(0, len(ids), 500):
                part = ids[start:start + 500]
                marks = ",".join("?" * len(part))
                for i, count, last in self._conn.execute(
                        f"SELECT id, count, last FROM access_stats WHERE id IN ({marks})", part):
                    out[i] = (int(count), float(last))
        return out

    def forget(self, zones: Iterable[str]) -> None:
        with self._lock:
            self._conn.executemany("DELETE FROM access_stats WHERE zone = ?", [(z,) for z in zones])
