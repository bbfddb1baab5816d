"""`SqliteZoneVersions`: zone versions (and saved zone copies) in the side file of an embedded store.

A table ``zone_versions`` (zone -> token) in the SQLite file beside the store (WAL, shared by
every process on the machine): ~0.03 ms a read. Its bump is one transaction, so it reports the
exact previous token (a store's own write can extend its cached snapshot in place), and a
write's rows join the zone's saved copy in that same transaction (`zoned_memory.zone_snapshots`).

>>> import tempfile, pathlib
>>> versions = SqliteZoneVersions(pathlib.Path(tempfile.mkdtemp()) / "v.sqlite3")
>>> versions.read(["z"])
{'z': ''}
>>> old, new = versions.bump(["z"])["z"]
>>> (old, versions.read(["z"])["z"] == new)
('', True)
"""

from __future__ import annotations

import contextlib
import json
import logging
from pathlib import Path
from typing import Iterator, Mapping, Sequence

from . import zone_snapshots
from .rows import Rows
from .sidefile import SideFileTable, transaction
from .versions import NO_VERSION, ZoneVersions, new_token

__all__ = ["SqliteZoneVersions"]

logger = logging.getLogger(__name__)


class SqliteZoneVersions(SideFileTable, ZoneVersions):
    """Versions in a SQLite table (WAL, shared by processes on one machine); with
    ``snapshot_rows > 0``, zones of up to that many rows are also kept as saved copies."""

    atomic = True

    def __init__(self, path: str | Path, *, snapshot_rows: int = 0) -> None:
        self.path = Path(path)
        self.snapshot_rows = int(snapshot_rows)
        self.persists_snapshots = self.snapshot_rows > 0
        self._use_side_file(self.path)
        with self._lock:
            self._conn.execute("CREATE TABLE IF NOT EXISTS zone_versions (zone TEXT PRIMARY KEY, version TEXT NOT NULL)")
            for statement in zone_snapshots.SCHEMA:
                self._conn.execute(statement)
            self._conn.execute("CREATE TABLE IF NOT EXISTS change_journal (token TEXT PRIMARY KEY, zones TEXT NOT NULL, "
                               "added TEXT NOT NULL)")

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write transaction on the side file, under the lock: committed, or rolled back."""
        with self._lock, transaction(self._conn):
            yield

    def read(self, zones: Sequence[str]) -> dict[str, str]:
        zones = list(dict.fromkeys(zones))
        found: dict[str, str] = {}
        if zones:
            marks = ",".join("?" * len(zones))
            with self._lock:
                found = dict(self._conn.execute(
                    f"SELECT zone, version FROM zone_versions WHERE zone IN ({marks})", zones).fetchall())
        return {zone: found.get(zone, NO_VERSION) for zone in zones}

    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None) -> dict[str, tuple[str, str]]:
        zones = list(dict.fromkeys(zones))
        out: dict[str, tuple[str, str]] = {}
        if not zones:
            return out
        with self._transaction():
            for zone in zones:
                row = self._conn.execute("SELECT version FROM zone_versions WHERE zone = ?", (zone,)).fetchone()
                old, new = (row[0] if row else NO_VERSION), new_token()
                self._conn.execute("INSERT OR REPLACE INTO zone_versions (zone, version) VALUES (?, ?)", (zone, new))
                zone_snapshots.follow_bump(self._conn, zone, old, new,
                                           (appended or {}).get(zone) if self.persists_snapshots else None,
                                           self.snapshot_rows)
                out[zone] = (old, new)
        return out

    def begin_change(self, zones: Sequence[str], added: Mapping[str, Sequence[str]] | None = None) -> str | None:
        token = new_token()
        entry = (token, json.dumps(list(dict.fromkeys(zones))), json.dumps({z: list(i) for z, i in (added or {}).items()}))
        with self._lock:
            self._conn.execute("INSERT INTO change_journal (token, zones, added) VALUES (?, ?, ?)", entry)
        return token

    def end_change(self, token: str | None) -> None:
        if token is not None:
            with self._lock:
                self._conn.execute("DELETE FROM change_journal WHERE token = ?", (token,))

    def pending_changes(self) -> list[tuple[str, list[str], dict[str, list[str]]]]:
        with self._lock:
            rows = self._conn.execute("SELECT token, zones, added FROM change_journal").fetchall()
        return [(str(t), list(json.loads(z)), dict(json.loads(a))) for t, z, a in rows]

    def read_snapshots(self, versions: Mapping[str, str]) -> dict[str, tuple[Rows, int]]:
        if not self.persists_snapshots:
            return {}
        with self._lock:
            return zone_snapshots.read(self._conn, versions)

    def save_snapshot(self, zone: str, version: str, rows: Rows) -> bool:
        if not self.persists_snapshots:
            return False
        with self._transaction():
            return zone_snapshots.save(self._conn, zone, version, rows, self.snapshot_rows)

    def known_zones(self) -> list[str]:
        """Every zone with a version row (a forget looks here for zones no record names)."""
        with self._lock:
            return [str(z) for (z,) in self._conn.execute("SELECT zone FROM zone_versions").fetchall()]

    def forget(self, zones: Sequence[str]) -> None:
        """Drop the rows and saved copies of zones that no longer exist (a forgotten user): no id
        or text stays behind (`compact` clears the free pages)."""
        with self._transaction():
            self._conn.executemany("DELETE FROM zone_versions WHERE zone = ?", [(z,) for z in zones])
            zone_snapshots.drop(self._conn, list(zones))
            gone = set(zones)
            for token, named in self._conn.execute("SELECT token, zones FROM change_journal").fetchall():
                if gone & set(json.loads(named)):
                    self._conn.execute("DELETE FROM change_journal WHERE token = ?", (token,))

    def compact(self) -> None:
        """Rewrite the file (and its write-ahead log) so forgotten rows leave no trace in free pages."""
        with self._lock:
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            self._conn.execute("VACUUM")
            self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

