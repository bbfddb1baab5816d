"""The SQLite side file beside an embedded store: one way to open it (WAL, shared by threads and
processes), and the one place where SQLite's errors become the library's.

The zone index, the zone versions, the saved zone copies, the access statistics and the
sessions' current tasks are tables in it. Every statement goes through `SideFile`, whose
cursor maps `sqlite3.Error` to `StoreError` (a full disk, a damaged file, a lock held too
long), so no raw SQLite exception leaves the package.

>>> import tempfile, pathlib
>>> conn = open_side_file(pathlib.Path(tempfile.mkdtemp()) / "side.sqlite3")
>>> conn.execute("SELECT no_such_column FROM sqlite_master")
Traceback (most recent call last):
...
zoned_memory.errors.StoreError: the store's side file ... failed: no such column: no_such_column
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from pathlib import Path
from typing import Any, Iterator

from .errors import StoreError, StoreUnavailableError

__all__ = ["open_side_file", "side_file_errors", "transaction", "SideFile", "SideFileTable"]


def _mapped(exc: sqlite3.Error, where: str) -> StoreError:
    text = str(exc)
    low = text.lower()
    if "full" in low:
        return StoreError(f"the store's side file {where} failed: the disk is full ({text}); nothing of this "
                          "change was kept; free space and retry")
    if "locked" in low or "busy" in low:
        return StoreUnavailableError(f"the store's side file {where} is locked by another process ({text})")
    if isinstance(exc, sqlite3.DatabaseError) and ("not a database" in low or "malformed" in low
                                                   or "corrupt" in low):
        return StoreError(f"the store's side file {where} is damaged ({text}): "
                          "`zoned-memory --path DIR doctor --repair` rebuilds it")
    return StoreError(f"the store's side file {where} failed: {text}")


@contextlib.contextmanager
def side_file_errors(operation: str) -> Iterator[None]:
    """Map SQLite errors raised inside the block to `StoreError` naming ``operation``."""
    try:
        yield
    except sqlite3.Error as exc:
        raise _mapped(exc, f"({operation})") from exc


class _Cursor(sqlite3.Cursor):
    def execute(self, sql: str, parameters: Any = (), /) -> "_Cursor":  # type: ignore[override]
        with side_file_errors("statement"):
            return super().execute(sql, parameters)  # type: ignore[return-value]

    def executemany(self, sql: str, seq: Any, /) -> "_Cursor":  # type: ignore[override]
        with side_file_errors("statement"):
            return super().executemany(sql, seq)  # type: ignore[return-value]

    def fetchone(self) -> Any:
        with side_file_errors("read"):
            return super().fetchone()

    def fetchall(self) -> list[Any]:
        with side_file_errors("read"):
            return super().fetchall()

    def __next__(self) -> Any:
        with side_file_errors("read"):
            return super().__next__()


class SideFile(sqlite3.Connection):
    """A connection whose statements raise `StoreError` instead of `sqlite3.Error`."""

    def cursor(self, factory: Any = _Cursor) -> Any:  # type: ignore[override]
        return super().cursor(factory)

    def execute(self, sql: str, parameters: Any = (), /) -> Any:  # type: ignore[override]
        return self.cursor().execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> Any:  # type: ignore[override]
        return self.cursor().executemany(sql, parameters)


def open_side_file(path: str | Path) -> SideFile:
    """A connection in autocommit mode with write-ahead logging, usable from several threads
    (callers serialise their own use with a lock)."""
    with side_file_errors(f"at {path}"):
        conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=30,
                               factory=SideFile)
        conn.execute("PRAGMA journal_mode=WAL")
    return conn


class SideFileTable:
    """A table of the side file, kept by one object: its connection (``_conn``) opens at first use,
    `close` lets go of it (the store's `close`: no file of the folder stays open), and the next use
    opens it again. Subclasses call `_use_side_file` first and read ``_conn`` only while holding
    ``_lock``, which also serialises opening and closing it."""

    _lock: threading.Lock
    _side_path: Path
    _side_conn: SideFile | None

    def _use_side_file(self, path: str | Path) -> None:
        self._lock = threading.Lock()
        self._side_path = Path(path)
        self._side_conn = None

    @property
    def _conn(self) -> SideFile:
        """The connection, opened if `close` let go of it (the caller holds ``_lock``)."""
        if self._side_conn is None:
            self._side_conn = open_side_file(self._side_path)
        return self._side_conn

    def close(self) -> None:
        """Close the connection (after the statement in flight); the next use opens it again."""
        with self._lock:
            if self._side_conn is not None:
                self._side_conn.close()
                self._side_conn = None


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``; on any error ``ROLLBACK`` if SQLite has not already
    rolled back itself (it does on a full disk: a second rollback would hide that error)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            try:
                conn.execute("ROLLBACK")
            except StoreError:
                pass  # the original error says more
        raise
    try:
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with contextlib.suppress(StoreError):
                conn.execute("ROLLBACK")
        raise
