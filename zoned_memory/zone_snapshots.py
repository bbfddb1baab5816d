"""Zone snapshots saved in the side file beside an embedded store, valid at one version token.

A search that meets a zone this process has not cached reads it from Chroma: ~100 records by id
cost 8-9 ms at 100k memories and 12 ms at 1M (Chroma's own metadata lookups; measured). The
side file (`zoned_memory.sidefile`) keeps a copy of each zone's searchable rows (ids, texts,
metadata, vectors), tagged with the zone's version token (`zoned_memory.versions`); a fresh
process whose search reads that token uses the copy (one SQLite read, ~1-2 ms) and never asks
Chroma. The copy is exactly as trustworthy as the token:

- a write appends its rows IN THE SAME SQLite TRANSACTION that moves the zone's token from
  ``old`` to ``new``, and only if the copy was saved at ``old`` (else the copy is dropped);
- any other change (status, delete, update, move, forget) bumps the token and drops the copy
  in that same transaction, so the copy never outlives what it copies;
- a zone loaded from Chroma is saved at the token read BEFORE the load, only while that is
  still the zone's token;
- every row read back goes through the same scope check as a row read from Chroma.

Chroma stays the system of record for memories: deleting the side file loses these copies
(speed), the change journal and the access counts, which are kept only there (an export keeps
them; `zoned_memory.access`). Zones larger than ``max_rows`` are never saved (they are too large to cache as well). The copy takes
about as much disk as the records' vectors and metadata (``CacheConfig(persist=False)`` turns
it off).

>>> import sqlite3, numpy as np
>>> from zoned_memory.rows import Rows
>>> conn = sqlite3.connect(":memory:", isolation_level=None)
>>> for statement in SCHEMA: _ = conn.execute(statement)
>>> rows = Rows(["a"], ["text"], [{"zone": "z"}], np.ones((1, 2), np.float32))
>>> follow_bump(conn, "z", "", "v1", rows, max_rows=10)
>>> read(conn, {"z": "v1"})["z"][0].ids
['a']
"""

from __future__ import annotations

import json
import logging
import sqlite3
import struct
from typing import Mapping

import numpy as np

from .rows import Rows
from .versions import NO_VERSION

__all__ = ["SCHEMA", "COMPACT_CHUNKS", "encode", "decode", "follow_bump", "read", "save", "drop"]

logger = logging.getLogger(__name__)

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS zone_snapshot (zone TEXT PRIMARY KEY, version TEXT NOT NULL, n INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS zone_snapshot_chunk (zone TEXT NOT NULL, seq INTEGER NOT NULL, body BLOB NOT NULL, "
    "PRIMARY KEY (zone, seq))",
)
#: a copy read from more chunks than this is rewritten as one (by `save`)
COMPACT_CHUNKS = 16
_HEADER = struct.Struct("<II")  # length of the JSON part, vector dimension


def encode(rows: Rows) -> bytes:
    """One chunk: ids, texts and metadata as JSON, then the vectors as float32."""
    head = json.dumps([rows.ids, rows.texts, rows.metas], ensure_ascii=False, separators=(",", ":")).encode()
    vectors = np.ascontiguousarray(rows.vectors, dtype=np.float32)
    dim = int(vectors.shape[1]) if vectors.ndim == 2 and len(vectors) else 0
    return _HEADER.pack(len(head), dim) + head + vectors.tobytes()


def decode(body: bytes) -> Rows:
    size, dim = _HEADER.unpack_from(body)
    ids, texts, metas = json.loads(body[_HEADER.size:_HEADER.size + size])
    vectors = np.frombuffer(body, dtype=np.float32, offset=_HEADER.size + size)
    return Rows(ids, texts, metas, vectors.reshape(len(ids), dim) if dim else np.zeros((len(ids), 0), np.float32))


def drop(conn: sqlite3.Connection, zones: list[str]) -> None:
    """Forget the copies of ``zones`` (inside the caller's transaction)."""
    conn.executemany("DELETE FROM zone_snapshot WHERE zone = ?", [(z,) for z in zones])
    conn.executemany("DELETE FROM zone_snapshot_chunk WHERE zone = ?", [(z,) for z in zones])


def follow_bump(conn: sqlite3.Connection, zone: str, old: str, new: str, appended: Rows | None,
                max_rows: int) -> None:
    """Inside the transaction that moves ``zone`` from ``old`` to ``new``: extend its copy by
    the rows a write ``appended`` if the copy was saved at ``old``; otherwise drop it."""
    row = conn.execute("SELECT version, n FROM zone_snapshot WHERE zone = ?", (zone,)).fetchone()
    saved, held = (row[0], int(row[1])) if row else (NO_VERSION, 0)
    if appended is None or saved != old or held + len(appended) > max_rows:
        drop(conn, [zone])
        return
    seq = conn.execute("SELECT COALESCE(MAX(seq), -1) + 1 FROM zone_snapshot_chunk WHERE zone = ?", (zone,)).fetchone()[0]
    conn.execute("INSERT INTO zone_snapshot_chunk (zone, seq, body) VALUES (?, ?, ?)", (zone, seq, encode(appended)))
    conn.execute("INSERT OR REPLACE INTO zone_snapshot (zone, version, n) VALUES (?, ?, ?)",
                 (zone, new, held + len(appended)))


def read(conn: sqlite3.Connection, versions: Mapping[str, str]) -> dict[str, tuple[Rows, int]]:
    """zone -> (rows, chunks) for the zones whose copy was saved at the given version (one
    statement: one consistent view of the file)."""
    zones = [z for z, v in versions.items() if v != NO_VERSION]
    if not zones:
        return {}
    marks = ",".join("?" * len(zones))
    got = conn.execute(
        f"SELECT s.zone, s.version, c.body FROM zone_snapshot s JOIN zone_snapshot_chunk c ON c.zone = s.zone "
        f"WHERE s.zone IN ({marks}) ORDER BY s.zone, c.seq", zones).fetchall()
    parts: dict[str, list[Rows]] = {}
    for zone, version, body in got:
        if version == versions[zone]:
            parts.setdefault(zone, []).append(decode(body))
    return {zone: (_unique(Rows.concat(chunks)) if len(chunks) > 1 else chunks[0], len(chunks))
            for zone, chunks in parts.items()}


def _unique(rows: Rows) -> Rows:
    """Each id once (a zone saved from a load that raced a write can list that write's rows twice)."""
    if len(set(rows.ids)) == len(rows.ids):
        return rows
    first: dict[str, int] = {}
    for n, memory_id in enumerate(rows.ids):
        first.setdefault(memory_id, n)
    return rows.take(sorted(first.values()))


def save(conn: sqlite3.Connection, zone: str, version: str, rows: Rows, max_rows: int) -> bool:
    """Save ``rows`` as the copy of ``zone`` at ``version`` if that is still the zone's token
    (inside the caller's write transaction). Empty and oversized zones are not saved."""
    if version == NO_VERSION or not len(rows) or len(rows) > max_rows:
        return False
    current = conn.execute("SELECT version FROM zone_versions WHERE zone = ?", (zone,)).fetchone()
    if current is None or current[0] != version:
        return False
    drop(conn, [zone])
    conn.execute("INSERT INTO zone_snapshot_chunk (zone, seq, body) VALUES (?, 0, ?)", (zone, encode(rows)))
    conn.execute("INSERT INTO zone_snapshot (zone, version, n) VALUES (?, ?, ?)", (zone, version, len(rows)))
    return True
