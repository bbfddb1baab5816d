"""Which task each session is on, kept in the store so a restarted process resumes it.

A `TaskSession` (and so every adapter) reads its session's current task when it is built and
writes it at every switch, before the switch resets anything. A new process with the same
store, user and session then continues the task the conversation was in, instead of the
``task_id`` it was constructed with (that id is only the first task of a new session).

Three implementations, chosen by `ZonedMemoryStore.open` beside the zone versions:

- `SqliteCurrentTasks`: a table in the side file of an embedded store (shared by processes);
- `ChromaCurrentTasks`: one record per session in the store's small ``<prefix>.versions``
  collection (a server): ``~cur|user|session`` -> task id, read by id;
- `LocalCurrentTasks`: this process only (a store built by hand around a backend).

>>> tasks = LocalCurrentTasks()
>>> tasks.read("alice", "s1") is None
True
>>> tasks.write("alice", "s1", "globex")
>>> tasks.read("alice", "s1")
'globex'
"""

from __future__ import annotations

import logging
import threading
import time
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

from .backends import chroma_errors
from .sidefile import SideFileTable, side_file_errors

__all__ = ["CurrentTasks", "LocalCurrentTasks", "SqliteCurrentTasks", "ChromaCurrentTasks"]

logger = logging.getLogger(__name__)

#: the id prefix of a session's record in the versions collection (outside the id alphabet)
RECORD_PREFIX = "~cur|"


class CurrentTasks(ABC):
    """(user id, session id) -> the id of the task that session is on."""

    @abstractmethod
    def read(self, user_id: str, session_id: str) -> str | None:
        """The session's current task, or None if none was recorded."""

    @abstractmethod
    def write(self, user_id: str, session_id: str, task_id: str) -> None:
        """Record the session's current task (last writer wins)."""

    @abstractmethod
    def forget(self, user_id: str, session_id: str | None = None) -> None:
        """Drop what is recorded for the user (or one of its sessions)."""

    def close(self) -> None:
        """Let go of what is held open (the side file's connection); the next use opens it again."""


class LocalCurrentTasks(CurrentTasks):
    """In this process only."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tasks: dict[tuple[str, str], str] = {}

    def read(self, user_id: str, session_id: str) -> str | None:
        with self._lock:
            return self._tasks.get((user_id, session_id))

    def write(self, user_id: str, session_id: str, task_id: str) -> None:
        with self._lock:
            self._tasks[(user_id, session_id)] = task_id

    def forget(self, user_id: str, session_id: str | None = None) -> None:
        with self._lock:
            for key in [k for k in self._tasks if k[0] == user_id and session_id in (None, k[1])]:
                del self._tasks[key]


class SqliteCurrentTasks(SideFileTable, CurrentTasks):
    """A ``current_tasks`` table in the side file of an embedded store."""

    def __init__(self, path: str | Path) -> None:
        self._use_side_file(path)
        with self._lock, side_file_errors("opening the current-task table"):
            self._conn.execute("CREATE TABLE IF NOT EXISTS current_tasks (user_id TEXT NOT NULL, session_id TEXT NOT "
                               "NULL, task_id TEXT NOT NULL, updated REAL NOT NULL, PRIMARY KEY (user_id, session_id))")

    def read(self, user_id: str, session_id: str) -> str | None:
        with self._lock, side_file_errors("reading a session's current task"):
            row = self._conn.execute("SELECT task_id FROM current_tasks WHERE user_id = ? AND session_id = ?",
                                     (user_id, session_id)).fetchone()
        return None if row is None else str(row[0])

    def write(self, user_id: str, session_id: str, task_id: str) -> None:
        with self._lock, side_file_errors("recording a session's current task"):
            self._conn.execute("INSERT OR REPLACE INTO current_tasks (user_id, session_id, task_id, updated) "
                               "VALUES (?, ?, ?, ?)", (user_id, session_id, task_id, time.time()))

    def forget(self, user_id: str, session_id: str | None = None) -> None:
        with self._lock, side_file_errors("forgetting current tasks"):
            if session_id is None:
                self._conn.execute("DELETE FROM current_tasks WHERE user_id = ?", (user_id,))
            else:
                self._conn.execute("DELETE FROM current_tasks WHERE user_id = ? AND session_id = ?",
                                   (user_id, session_id))


class ChromaCurrentTasks(CurrentTasks):
    """One record per session in the versions collection of a server store (read by id)."""

    def __init__(self, versions: Any) -> None:
        self._versions = versions  # a ChromaZoneVersions: its collection holds these records

    @staticmethod
    def _id(user_id: str, session_id: str) -> str:
        return f"{RECORD_PREFIX}{user_id}|{session_id}"

    def read(self, user_id: str, session_id: str) -> str | None:
        with chroma_errors("reading a session's current task"):
            result = self._versions._collection().get(ids=[self._id(user_id, session_id)], include=["metadatas"])
        metas = result.get("metadatas") or []
        task = (metas[0] or {}).get("cur_task") if metas else None
        return None if task is None else str(task)

    def write(self, user_id: str, session_id: str, task_id: str) -> None:
        with chroma_errors("recording a session's current task"):
            self._versions._collection().upsert(ids=[self._id(user_id, session_id)], embeddings=[[1.0]],
                                                metadatas=[{"cur_user": user_id, "cur_task": task_id}])

    def forget(self, user_id: str, session_id: str | None = None) -> None:
        with chroma_errors("forgetting current tasks"):
            col = self._versions._collection()
            if session_id is not None:
                col.delete(ids=[self._id(user_id, session_id)])
            else:
                col.delete(where={"cur_user": {"$eq": user_id}})
