"""Import what `zoned-memory export` wrote: ids, timestamps, statuses and access stats kept.

Each line of an export is a `MemoryRecord` as JSON. `import_records` validates every record
first (ids and tags as on any write; its zone must be the one its scope and ids name), embeds
the texts with the store's embedder (vectors are not exported), and writes them all or none.
Importing is idempotent: a record whose id already exists in the same zone is skipped; an id
that exists in ANOTHER zone is an error (an import never moves a memory across zones).

Backup and restore: ``zoned-memory --path DIR export --out backup.jsonl`` then, into a new or
the same store, ``zoned-memory --path NEW import backup.jsonl`` (or copy the folder while no
process writes to it).
"""

from __future__ import annotations

import json
import logging
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping

from pydantic import BaseModel, ValidationError

from .context import TaskContext, validate_id
from .errors import InvalidInputError
from .records import MemoryRecord, validate_confidence, validate_kind, validate_text, validate_user_metadata
from .rows import Rows
from .scope import zone_key

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["ImportReport", "import_records", "read_jsonl"]

logger = logging.getLogger(__name__)


class ImportReport(BaseModel):
    """What `ZonedMemoryStore.import_records` did."""

    imported: int
    skipped: int  #: already there (same id, same zone)


def read_jsonl(path: str | Path) -> Iterator[dict[str, Any]]:
    """The records of an export file, one JSON object per line (blank lines ignored)."""
    try:
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    try:
                        yield json.loads(line)
                    except json.JSONDecodeError as exc:
                        raise InvalidInputError(f"{path}:{n}: not JSON: {exc}") from None
    except UnicodeDecodeError as exc:
        raise InvalidInputError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start}): "
                                "an export is UTF-8 JSON lines") from None


def _validated(item: MemoryRecord | Mapping[str, Any], n: int) -> MemoryRecord:
    try:
        record = item if isinstance(item, MemoryRecord) else MemoryRecord.model_validate(dict(item))
        ctx = TaskContext(user_id=record.user_id, session_id=record.session_id, task_id=record.task_id)
        validate_text(record.text)
        validate_confidence(record.confidence)
        validate_kind(record.kind)
        validate_user_metadata(record.metadata, audit=True)
        validate_id(record.id, "memory id")
    except (ValidationError, InvalidInputError, TypeError) as exc:
        raise InvalidInputError(f"record {n}: {exc}") from None
    if record.zone != zone_key(record.memory_scope, ctx):
        raise InvalidInputError(f"record {n} ({record.id}): zone {record.zone!r} does not match its scope and ids")
    return record


def import_records(store: "ZonedMemoryStore", items: Iterable[MemoryRecord | Mapping[str, Any]]) -> ImportReport:
    """Write exported records back, keeping their ids, timestamps, statuses and access stats."""
    records = [_validated(item, n) for n, item in enumerate(items, 1)]
    if len({r.id for r in records}) != len(records):
        raise InvalidInputError("the records repeat an id")
    existing = _existing(store, records)
    fresh = []
    for record in records:
        zone = existing.get(record.id)
        if zone is None:
            fresh.append(record)
        elif zone != record.zone:
            raise InvalidInputError(f"memory {record.id} exists in zone {zone!r}, not {record.zone!r}: "
                                    "an import never moves a memory")
    if fresh:
        vectors = store._embed([r.text for r in fresh])
        groups: dict[str, list[int]] = defaultdict(list)
        for n, record in enumerate(fresh):
            groups[record.zone].append(n)
        rows = {zone: Rows(ids=[fresh[n].id for n in idx], texts=[fresh[n].text for n in idx],
                           metas=[fresh[n].to_chroma_metadata() for n in idx], vectors=vectors[idx])
                for zone, idx in groups.items()}
        store._add_rows(rows)
    logger.info("imported %d memories (%d already there)", len(fresh), len(records) - len(fresh))
    return ImportReport(imported=len(fresh), skipped=len(records) - len(fresh))


def _existing(store: "ZonedMemoryStore", records: list[MemoryRecord]) -> dict[str, str]:
    """id -> zone of the records' ids already in the store (looked up in each record's zones)."""
    found: dict[str, str] = {}
    by_user: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for r in records:
        by_user[(r.user_id, r.session_id, r.task_id)].append(r.id)
    for (user, session, task), ids in by_user.items():
        flt = store._management_filter(TaskContext(user_id=user, session_id=session, task_id=task))
        rows = store.backend.get(flt, ids)
        found.update({i: str(m.get("zone")) for i, m in zip(rows.ids, rows.metas)})
    missing = [r.id for r in records if r.id not in found]
    if missing and store.mode == "partition":  # an id anywhere else in the store (another user's zone)
        found.update(store.backend.zones_of(missing))
    return found

