"""The SQLite side file beside an embedded store: one way to open it (WAL, shared by threads and
processes). The zone index, the zone versions and the access statistics are tables in it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

__all__ = ["open_side_file"]


def open_side_file(path: str | Path) -> sqlite3.Connection:
    """A connection in autocommit mode with write-ahead logging, usable from several threads
    (callers serialise their own use with a lock)."""
    conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=30)
    conn.execute("PRAGMA journal_mode=WAL")
    return conn
