"""`ChromaZoneIndex`: which record ids each zone holds, kept inside Chroma for a shared server.

The partitioned layout reads a zone by ids when it knows them: over a Chroma server a read by a
``zone`` filter grows with the whole collection (measured p50 16.7 ms at 11k records, 33 ms at
101k, for a 100-record zone), a read by ids does not (~14-15 ms at either size). An embedded
store keeps its ids in a SQLite file beside Chroma (`zoned_memory.zone_index`); a store opened by
``url=``/``client=`` has no folder of its own, so it keeps them here, as control records of the
small ``<prefix>.versions`` collection (`zoned_memory.control`):

- *directory records* (``~d:...``), each one write's ids of one zone (a metadata string:
  documents are full-text indexed, which cost 8% of write throughput);
- the zone's *version record* (``~v:<zone>``, `zoned_memory.versions`) NAMES each directory
  record by a metadata key ``zm_d:<record id>``. Chroma merges metadata keys on upsert, so two
  processes writing the same zone never drop each other's names, and a reader finds a zone's
  directory by id (version record, then its directory records), never by a filter (a filter
  on the directory key took 32 ms at 101k memories).

A write adds its records, then ONE upsert writes its directory record and moves its zone's
version, naming the record. Every record whose write RETURNED is listed;
ids are unlisted after Chroma deleted them; an id listed but absent reads as nothing. Rewrites
(removal, compaction) add the replacement, then rename in one upsert (new name set, the names
READ removed: a name added meanwhile survives), then delete the old records. Known race,
documented: a caller id deleted in one process while the same id is re-written into the same
zone by another may be unlisted; it is found again after `ZonedMemoryStore.reindex`.

>>> store = ZonedMemoryStore.open(url="http://localhost:8000")  # doctest: +SKIP
>>> store.backend.zone_index.ids(["task|u|s|t"])  # doctest: +SKIP
{'task|u|s|t': ['5d0c...', '9a1e...']}
"""

from __future__ import annotations

import hashlib
import json
import logging
import uuid
from typing import Any, Iterable, Mapping, Sequence

from .backends import chroma_errors
from .control import CONTROL_KEY, CONTROL_PREFIX, DIRECTORY_KEY_PREFIX, VERSION_PREFIX, ControlRecords, is_control_id
from .versions import ChromaZoneVersions

#: ids, documents and metadatas of directory records, as Chroma's add takes them
DirectoryRecords = ControlRecords

__all__ = ["ChromaZoneIndex", "IDS_PER_RECORD", "COMPACT_AFTER"]

logger = logging.getLogger(__name__)

#: ids per directory record (its list is one metadata string, ~33 KB at most)
IDS_PER_RECORD = 1000
#: a zone read from more directory records than it needs plus this many is compacted
COMPACT_AFTER = 8
_READY = f"{CONTROL_PREFIX}ready:2"  # marker: the directory lists every record (":2": this format)
_OLD_READY = f"{CONTROL_PREFIX}ready"  # the marker of the format before 0.9


class ChromaZoneIndex:
    """zone key -> record ids, as append-only directory records named by the zone's version record."""

    #: the store lists a write's ids in the same Chroma call that bumps its zones' versions
    listed_by_bump = True

    def __init__(self, versions: ChromaZoneVersions) -> None:
        self.versions = versions
        self._ready = False

    def _collection(self) -> Any:
        return self.versions._collection()

    @staticmethod
    def _record_id(zone: str) -> str:
        return f"{CONTROL_PREFIX}d:{hashlib.sha1(zone.encode()).hexdigest()[:16]}:{uuid.uuid4().hex}"

    def directory_records(self, zone_ids: Mapping[str, Sequence[str]]
                          ) -> tuple[DirectoryRecords, dict[str, dict[str, Any]]]:
        """New directory records listing ``zone_ids`` (ids, documents, metadatas), and per zone
        the keys its version record gains (one per directory record)."""
        ids, docs, metas = [], [], []
        keys: dict[str, dict[str, Any]] = {}
        for zone, members in zone_ids.items():
            members = list(dict.fromkeys(members))
            for start in range(0, len(members), IDS_PER_RECORD):
                rid = self._record_id(zone)
                ids.append(rid)
                docs.append("")  # the list goes in metadata: a document is full-text indexed (8% of write time)
                metas.append({CONTROL_KEY: "directory", "zm_dir": zone,
                              "zm_ids": json.dumps(members[start:start + IDS_PER_RECORD])})
                keys.setdefault(zone, {})[DIRECTORY_KEY_PREFIX + rid] = True
        return (ids, docs, metas), keys

    def _publish(self, zone_ids: Mapping[str, Sequence[str]], retired: Mapping[str, Sequence[str]] | None = None
                 ) -> list[str]:
        """Outside a write: add directory records, THEN name them in (and un-name ``retired``
        ones from) their zones' version records. Other writers' names are untouched: Chroma
        merges metadata keys, so concurrent writers never lose each other's records."""
        (ids, docs, metas), keys = self.directory_records(zone_ids)
        for zone, gone in (retired or {}).items():
            keys.setdefault(zone, {}).update({DIRECTORY_KEY_PREFIX + rid: None for rid in gone})
        with chroma_errors("writing the zone directory"):
            if ids:
                self._collection().add(ids=ids, documents=docs, metadatas=metas, embeddings=self.versions.vectors(ids))
            if keys:
                vids = [self.versions.record_id(zone) for zone in keys]
                self._collection().upsert(ids=vids, embeddings=self.versions.vectors(vids),
                                          metadatas=[{CONTROL_KEY: "version", **k} for k in keys.values()])
        return ids

    def _read(self, zones: Sequence[str]) -> dict[str, tuple[list[str], list[str]]]:
        """zone -> (directory record ids, member ids in first-listed order): two reads by id."""
        zones = list(dict.fromkeys(zones))
        if not zones:
            return {}
        col = self._collection()
        with chroma_errors("reading the zone directory"):
            heads = col.get(ids=[self.versions.record_id(z) for z in zones], include=["metadatas"])
        named: dict[str, str] = {}  # directory record id -> zone
        for vid, meta in zip(heads["ids"], heads["metadatas"] or []):
            zone = vid[len(VERSION_PREFIX):]
            named.update({key[len(DIRECTORY_KEY_PREFIX):]: zone for key, value in (meta or {}).items()
                          if key.startswith(DIRECTORY_KEY_PREFIX) and value})
        if not named:
            return {}
        with chroma_errors("reading the zone directory"):
            got = col.get(ids=list(named), include=["metadatas"])
        found = {rid: meta or {} for rid, meta in zip(got["ids"], got["metadatas"] or [])}
        out: dict[str, tuple[list[str], list[str]]] = {}
        for rid, zone in named.items():  # every NAMED record (one missing is retired at the next rewrite)
            records, members = out.setdefault(zone, ([], []))
            records.append(rid)
            meta = found.get(rid, {"zm_dir": zone})
            if meta.get("zm_dir") == zone:  # never trust a record named by another zone
                members.extend(json.loads(str(meta.get("zm_ids") or "[]")))
        return {zone: (records, list(dict.fromkeys(members))) for zone, (records, members) in out.items()}

    def _rewrite(self, zone: str, records: Sequence[str], members: Sequence[str]) -> None:
        """Replace the directory records READ (``records``) by ones listing ``members``."""
        self._publish({zone: members} if members else {}, {zone: records})
        with chroma_errors("compacting the zone directory"):
            self._collection().delete(ids=list(records))

    # -- the ZoneIndex interface used by PartitionBackend --------------------------------
    def add(self, zone_ids: Mapping[str, Sequence[str]]) -> None:
        self._publish(zone_ids)

    def remove(self, zone: str, ids: Iterable[str]) -> None:
        gone = set(ids)
        records, members = self._read([zone]).get(zone, ([], []))
        if records and gone & set(members):
            self._rewrite(zone, records, [m for m in members if m not in gone])

    def ids(self, zones: Sequence[str]) -> dict[str, list[str]]:
        read = self._read(zones)
        for zone, (records, members) in read.items():
            if len(records) > -(-len(members) // IDS_PER_RECORD) + COMPACT_AFTER:
                try:
                    self._rewrite(zone, records, members)
                except Exception:  # noqa: BLE001 - compaction is an optimisation; the read stands
                    logger.warning("zone directory compaction failed; will retry", exc_info=True)
        return {zone: members for zone, (_, members) in read.items() if members}

    def stale(self, held: int) -> bool:
        """True if the directory may list fewer records than the collection's ``held``: it was
        never marked complete (a store written before the directory existed)."""
        if self._ready:
            return False
        with chroma_errors("reading the zone directory"):
            marked = bool(self._collection().get(ids=[_READY], include=[])["ids"])
        if marked or held == 0:
            self._mark_ready()
            return False
        return True

    def _mark_ready(self) -> None:
        with chroma_errors("writing the zone directory"):
            self._collection().upsert(ids=[_READY], documents=["[]"], metadatas=[{CONTROL_KEY: "ready"}],
                                      embeddings=self.versions.vectors([_READY]))
        self._ready = True

    def replace_all(self, zone_ids: Mapping[str, Sequence[str]]) -> None:
        """Rebuild from a scan: list every given id (what was listed before stays: a superset)."""
        self._publish(zone_ids)
        self._drop_old_format()
        self._mark_ready()
        logger.info("zone directory rebuilt: %d ids in %d zones", sum(map(len, zone_ids.values())), len(zone_ids))

    def _drop_old_format(self) -> None:
        """Delete records of the format before 0.9 (ids without the control prefix: version
        records named by the bare zone key, directory records found by a filter): no stale copy
        of zone keys and ids stays behind."""
        with chroma_errors("reading the zone directory"):
            old = [i for i in self._collection().get(include=[])["ids"] if not is_control_id(i) or i == _OLD_READY]
        if old:
            with chroma_errors("dropping the old zone directory"):
                self._collection().delete(ids=old)
            logger.info("dropped %d zone records of the format before 0.9", len(old))

    def forget(self, zones: Sequence[str]) -> None:
        """Drop every directory record of ``zones`` (after their records were deleted; the
        version records go with the versions)."""
        doomed = [rid for records, _ in self._read(zones).values() for rid in records]
        with chroma_errors("forgetting zone directory records"):
            if doomed:
                self._collection().delete(ids=doomed)
            orphans = self._collection().get(where={"zm_dir": {"$in": list(zones)}}, include=[])["ids"] if zones else []
            if orphans:  # records no version names any more (a writer killed mid-way)
                self._collection().delete(ids=orphans)

    def close(self) -> None:
        """Nothing to release: the collection belongs to the versions."""
