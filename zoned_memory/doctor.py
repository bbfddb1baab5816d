"""``zoned-memory doctor``: check a store's files and indexes; ``--repair`` rebuilds what it can.

Checks, in order: the side file (SQLite's integrity check; damaged, it is moved aside by
``--repair`` and rebuilt from Chroma: zone index, versions and saved copies come back, the access
counts kept only there do not), every record's tags, every zone's
vectors (Chroma's embeddings readable), and the zone index (every record listed; one that is
not is hidden from its zone's search). ``--repair`` re-lists every record (`reindex`) and says
what could not be saved. Each line starts with ``OK``, ``PROBLEM`` or ``REPAIRED``.

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> _ = store.write(TaskContext(user_id="u", session_id="s", task_id="t"), "a memory")
>>> list(check_store(store))[-1]
'OK: 1 memories in 1 zones'
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

from .errors import ZonedMemoryError
from .records import MemoryRecord, Status
from .scope import ScopeFilter
from .zone_index import INDEX_FILENAME

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["check_side_files", "check_store"]

logger = logging.getLogger(__name__)


def check_side_files(folder: Path, prefix: str, *, repair: bool = False) -> Iterator[str]:
    """Check (and with ``repair`` move aside) a damaged side file, before the store is opened."""
    side = folder / f"{prefix}.{INDEX_FILENAME}"
    if not side.is_file():
        return
    try:
        conn = sqlite3.connect(f"file:{side}?mode=ro", uri=True)
        try:
            verdict = str(conn.execute("PRAGMA integrity_check").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error as exc:
        verdict = str(exc)
    if verdict == "ok":
        yield f"OK: side file {side.name}"
        return
    yield f"PROBLEM: side file {side.name} is damaged ({verdict})"
    if repair:
        aside = side.with_name(f"{side.name}.damaged-{int(time.time())}")
        side.rename(aside)
        for extra in ("-wal", "-shm"):
            companion = side.with_name(side.name + extra)
            if companion.exists():
                companion.rename(aside.with_name(aside.name + extra))
        yield (f"REPAIRED: moved it to {aside.name}; it is rebuilt from Chroma (the access counts kept "
               "only there are lost)")


def check_store(store: "ZonedMemoryStore", *, repair: bool = False) -> Iterator[str]:
    """Check every record, every zone's vectors and the zone index of an open store."""
    by_zone: dict[str, list[str]] = defaultdict(list)
    users: dict[str, str] = {}
    bad: list[str] = []
    for rows in store.backend.scan():
        for memory_id, text, meta in zip(rows.ids, rows.texts, rows.metas):
            try:
                record = MemoryRecord.from_chroma(memory_id, text, meta)
            except (ZonedMemoryError, ValueError, TypeError, KeyError):
                bad.append(memory_id)
                continue
            by_zone[record.zone].append(record.id)
            users[record.zone] = record.user_id
    if bad:
        yield f"PROBLEM: {len(bad)} records have unreadable tags and are never served: {bad[:10]}"
    unreadable = []
    for zone, ids in by_zone.items():
        flt = ScopeFilter(user_id=users[zone], zones=(zone,), statuses=tuple(Status))
        try:
            store.backend.read_vectors(flt, ids)
        except ZonedMemoryError as exc:
            unreadable.append(zone)
            logger.warning("zone %s: vectors unreadable: %s", zone, exc)
    if unreadable:
        yield (f"PROBLEM: {len(unreadable)} zones have vectors Chroma cannot read (what a second process on an "
               f"embedded folder leaves): {unreadable[:5]}; export, then import into a new store, saves their texts")
    index = store.backend.zone_index
    listed_problem = False
    if index is not None and not index.listed_by_bump:
        listed = index.ids(list(by_zone))
        hidden = sum(len(set(ids) - set(listed.get(zone, []))) for zone, ids in by_zone.items())
        if hidden:
            listed_problem = True
            yield f"PROBLEM: {hidden} memories are not in the zone index (hidden from their zone's search)"
    pending = store.versions.pending_changes()
    if pending:
        yield f"PROBLEM: {len(pending)} interrupted changes are journaled (another process may be writing)"
    if repair and (listed_problem or bad or unreadable or pending):
        yield f"REPAIRED: re-listed {store.reindex()} memories; every process reloads every zone"
        if bad or unreadable:
            yield f"NOT SAVED: {len(bad)} records with unreadable tags, {len(unreadable)} zones with unreadable vectors"
    total = sum(len(ids) for ids in by_zone.values())
    if not (bad or unreadable or listed_problem or pending):
        yield f"OK: {total} memories in {len(by_zone)} zones"
