"""Forget a user or a session: delete every memory, and every copy Chroma keeps of it.

A plain delete is not a forget: Chroma keeps the text in its write-ahead log until its vector
index next persists, SQLite keeps deleted rows in free pages, and the collection layout keeps
(empty) collections whose metadata names the user. `forget` therefore, in order:

1. deletes the memories (every zone of the user, or the session's task and session zones;
   a session's forget leaves the user's global zone alone) and bumps their zone versions, so
   no store object or process serves them again;
2. drops the zones' collections (collection layout), which also drops their log, or pushes the
   partitioned collection's index past its sync threshold with throwaway records, so Chroma
   persists the index and purges the log that held the text;
3. forgets the zones in the zone index and version table and compacts that SQLite file;
4. on an embedded store, runs ``chroma vacuum`` on the folder (SQLite free pages), rebuilds the
   store's collections in a fresh process (Chroma's index files are dumps of memory that can
   hold stale heap bytes: they must be written by a process that never held the forgotten
   text), and vacuums again. Other processes using the store must reopen it afterwards.

Known limitation: the rebuilding process loads the old index, whose dump may already carry stale
bytes, and hnswlib can reuse that memory uninitialised, so an index dump (``data_level0.bin``, ``length.bin``)
can still, rarely, hold a forgotten text or id. The database, its log, the side file and the
collection metadata never do (tested).

Measured on this machine: ~0.3 s for steps 1-3 at a few thousand records; step 4 rewrites the
whole store (two vacuums, ~1 s per 100 MB each, and the rebuild, ~1,500 records/s). A server's files are not reachable from
here: run ``chroma vacuum --path DIR`` on the server host after a forget (``vacuumed`` says
whether it ran).

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> _ = store.write(TaskContext(user_id="bob", session_id="s", task_id="t"), "bob's secret")
>>> report = store.delete_user("bob")
>>> (report.deleted, report.vacuumed, store.count())
(1, True, 0)
"""

from __future__ import annotations

import logging
import subprocess
import sys
import time
from collections import defaultdict
from typing import TYPE_CHECKING

from pydantic import BaseModel

from .context import validate_id
from .backends.base import collections_rebuilt
from .errors import StoreError
from .faults import crash_point
from .records import Scope
from .sqlite_versions import SqliteZoneVersions

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["ForgetReport", "forget", "vacuum"]

logger = logging.getLogger(__name__)

VACUUM_TIMEOUT_S = 600
#: the zone of the throwaway records a log flush writes (outside the id alphabet: no filter names it)
FLUSH_ZONE = "~flush"


class ForgetReport(BaseModel):
    """What `ZonedMemoryStore.delete_user` / `delete_session` did."""

    user_id: str
    session_id: str | None = None
    deleted: int
    zones: list[str]
    vacuumed: bool
    seconds: float


def forget(store: "ZonedMemoryStore", user_id: str, session_id: str | None = None, *,
           vacuum_store: bool = True) -> ForgetReport:
    """Delete every memory of ``user_id`` (or of one of its sessions) and every copy of it."""
    started = time.monotonic()
    user_id = validate_id(user_id, "user_id")
    clauses = [{"user_id": {"$eq": user_id}}]
    if session_id is not None:
        session_id = validate_id(session_id, "session_id")
        clauses.append({"session_id": {"$eq": session_id}})
    where = clauses[0] if len(clauses) == 1 else {"$and": clauses}
    by_zone: dict[str, list[str]] = defaultdict(list)
    for record in store.scan(where=where):
        if session_id is not None and record.memory_scope is Scope.GLOBAL:
            continue  # a session's forget keeps the user's global zone
        by_zone[record.zone].append(record.id)
    zones = sorted(set(by_zone) | set(_empty_zones(store, user_id, session_id)))
    store._change(dict(by_zone), None)  # deletes, bumps versions, drops cached zones
    crash_point("forget.deleted")
    store.backend.drop_zones(zones)
    zone_index = store.backend.zone_index
    if zone_index is not None:  # no directory row keeps the zone keys (they name the user)
        zone_index.forget(zones)
    store.access_stats.forget(zones)
    store.current_tasks.forget(user_id, session_id)  # the sessions' current tasks name the user too
    forget_versions = getattr(store.versions, "forget", None)
    if forget_versions is not None:  # zone keys name the user: no version record keeps them
        forget_versions(zones)
    journal: list[str | None] = []
    store.backend.flush_log(lambda ids: journal.append(store.versions.begin_change([], {FLUSH_ZONE: ids})))
    for token in journal:  # last: the log holds what the deletes above removed too
        store.versions.end_change(token)
    crash_point("forget.flushed")
    if isinstance(store.versions, SqliteZoneVersions):
        store.versions.compact()
    vacuumed = False
    if vacuum_store and store.path is not None:
        vacuum(store.path)  # no free page keeps the text when the rebuild reads the database
        rebuild_index_files(store)
        vacuumed = vacuum(store.path)
    deleted = sum(len(ids) for ids in by_zone.values())
    logger.info("forgot %d memories in %d zones of user %s%s", deleted, len(zones), user_id,
                f" session {session_id}" if session_id else "")
    return ForgetReport(user_id=user_id, session_id=session_id, deleted=deleted, zones=zones,
                        vacuumed=vacuumed, seconds=round(time.monotonic() - started, 3))


def _owned(zone: str, user_id: str, session_id: str | None) -> bool:
    """True if ``zone`` is one of the user's (or, with ``session_id``, one of that session's task
    and session zones)."""
    scope, _, rest = zone.partition("|")
    parts = rest.split("|")
    if parts[0] != user_id:
        return False
    return session_id is None or (scope != Scope.GLOBAL.value and len(parts) >= 2 and parts[1] == session_id)


def _empty_zones(store: "ZonedMemoryStore", user_id: str, session_id: str | None) -> list[str]:
    """Zones of the user (or session) that hold no record but still exist somewhere: as a
    collection, or as rows of the side file (a deleted or moved memory's zone keeps its version,
    index and access rows, and every zone key names the user)."""
    known = [*store.backend.collection_zones(), *store.versions.known_zones(), *store.access_stats.known_zones()]
    if store.backend.zone_index is not None:
        known += store.backend.zone_index.known_zones()
    return sorted({zone for zone in known if _owned(zone, user_id, session_id)})


def rebuild_index_files(store: "ZonedMemoryStore") -> None:
    """Rebuild every collection of the store in a fresh process (see the module docstring)."""
    names = store.backend.collection_names()
    if not names:
        return
    try:
        done = subprocess.run([sys.executable, "-m", "zoned_memory._rebuild", str(store.path), *names],
                              capture_output=True, text=True, timeout=VACUUM_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise StoreError(f"rebuilding the collections of {store.path} failed: {exc}") from exc
    store.backend.forget_handles()
    if store.backend.handle_key is not None:
        collections_rebuilt(store.backend.handle_key)  # every other store object of the process too
    store.cache.clear()
    if done.returncode != 0:
        raise StoreError(f"rebuilding the collections of {store.path} failed: {done.stderr.strip()[-500:]}")


def vacuum(path: object) -> bool:
    """Run ``chroma vacuum`` on an embedded store's folder (a subprocess: Chroma's CLI prints)."""
    code = ("import sys, chromadb_rust_bindings; "
            "chromadb_rust_bindings.cli(['chroma', 'vacuum', '--path', sys.argv[1], '--force'])")
    last = ""
    for attempt in range(3):  # the database may be busy for a moment (another connection's write)
        try:
            done = subprocess.run([sys.executable, "-c", code, str(path), ], capture_output=True, text=True,
                                  timeout=VACUUM_TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise StoreError(f"chroma vacuum of {path} failed: {exc}") from exc
        last = (done.stderr + done.stdout).strip()
        if done.returncode == 0 and "fail" not in last.lower() and "error" not in last.lower():
            return True
        logger.warning("chroma vacuum of %s did not complete (attempt %d): %s", path, attempt + 1, last[-300:])
        time.sleep(0.5 * (attempt + 1))
    raise StoreError(f"chroma vacuum of {path} failed: {last[-500:]}")
