"""`ChromaZoneIndex`: which record ids each zone holds, kept inside Chroma for a shared server.

The partitioned layout reads a zone by ids when it knows them: over a Chroma server a read by a
``zone`` filter grows with the whole collection (measured p50 16.7 ms at 11k records, 33 ms at
101k, for a 100-record zone), a read by ids does not (~14-15 ms at either size). An embedded
store keeps its ids in a SQLite file beside Chroma (`zoned_memory.zone_index`); a store opened by
``url=``/``client=`` has no folder of its own, so it keeps them here: a small collection
of *directory records*, each one list of ids of one zone (a JSON string in its metadata, never
a document: Chroma full-text indexes documents), found by an equality on its ``zone`` key, kept
in the zone versions' collection (``<prefix>.versions``) so that a write lists its ids and bumps
its zones' versions in ONE Chroma call after its records were added (the filter: ~2 ms with
1,000 zones, ~3.3 ms with 10,000, `benchmarks/bench_chroma_calls.py dirformat`).

Every writer APPENDS a directory record (never rewrites another's), so two processes writing
the same zone never lose each other's ids. Every record whose write RETURNED is listed (a
reader that read the old version may have missed it, and reloads at the new version); ids are
unlisted after Chroma deleted them; an id listed but absent reads as nothing. A process killed
between its add and its bump leaves records nobody lists (the write never returned). Rewrites
(removal, compaction) write the replacement first and then delete exactly the records they
read: a record appended meanwhile survives. Known race, documented: a caller id deleted in one
process while the same id is re-written into the same zone by another may be unlisted; it is
found again after `ZonedMemoryStore.reindex`.

>>> import chromadb  # doctest: +SKIP
>>> index = ChromaZoneIndex(ChromaZoneVersions(chromadb.EphemeralClient(), "demo.versions", None))  # doctest: +SKIP
>>> index.add({"task|u|s|t": ["a", "b"]}); index.ids(["task|u|s|t"])  # doctest: +SKIP
{'task|u|s|t': ['a', 'b']}
"""

from __future__ import annotations

import hashlib
import json
import logging
import uuid
from typing import Any, Iterable, Mapping, Sequence

from .backends import chroma_errors
from .versions import ChromaZoneVersions

#: ids and metadatas of directory records, as Chroma's add takes them (no documents: Chroma
#: full-text indexes documents, which cost ~8% of a write's time when the lists lived there)
DirectoryRecords = tuple[list[str], list[dict[str, Any]]]

__all__ = ["ChromaZoneIndex", "IDS_PER_RECORD", "COMPACT_AFTER"]

logger = logging.getLogger(__name__)

#: ids per directory record (a record's document stays well under 200 KB)
IDS_PER_RECORD = 5000
#: a zone read from more directory records than it needs plus this many is compacted
COMPACT_AFTER = 8
_READY = "~ready"  # marker: the directory lists every record of the collection
_LIST = "ids"  # the metadata key of a directory record's list (0.8 stores kept it in the document)


class ChromaZoneIndex:
    """zone key -> record ids, as append-only directory records in a Chroma collection."""

    #: the store lists a write's ids in the same Chroma call that bumps its zones' versions
    listed_by_bump = True

    def __init__(self, versions: ChromaZoneVersions) -> None:
        self.versions = versions
        self._ready = False

    def _collection(self) -> Any:
        return self.versions._collection()

    @staticmethod
    def _record_id(zone: str) -> str:
        return f"{hashlib.sha1(zone.encode()).hexdigest()[:16]}:{uuid.uuid4().hex}"

    def directory_records(self, zone_ids: Mapping[str, Sequence[str]]) -> DirectoryRecords:
        """New directory records listing ``zone_ids`` (ids, metadatas): the list is a JSON string
        in the ``ids`` key of the metadata."""
        ids, metas = [], []
        for zone, members in zone_ids.items():
            members = list(dict.fromkeys(members))
            for start in range(0, len(members), IDS_PER_RECORD):
                ids.append(self._record_id(zone))
                metas.append({"zone": zone, _LIST: json.dumps(members[start:start + IDS_PER_RECORD])})
        return ids, metas

    def _append(self, zone_ids: Mapping[str, Sequence[str]]) -> list[str]:
        ids, metas = self.directory_records(zone_ids)
        if ids:
            with chroma_errors("writing the zone directory"):
                self._collection().add(ids=ids, metadatas=metas, embeddings=[[1.0]] * len(ids))
        return ids

    def _read(self, zones: Sequence[str]) -> dict[str, tuple[list[str], list[str]]]:
        """zone -> (directory record ids, member ids in first-listed order)."""
        zones = list(dict.fromkeys(zones))
        if not zones:
            return {}
        where = {"zone": {"$eq": zones[0]}} if len(zones) == 1 else {"zone": {"$in": zones}}
        with chroma_errors("reading the zone directory"):
            got = self._collection().get(where=where, include=["documents", "metadatas"])
        out: dict[str, tuple[list[str], list[str]]] = {}
        for rid, doc, meta in zip(got["ids"], got["documents"] or [], got["metadatas"] or []):
            zone = (meta or {}).get("zone")
            if zone not in zones:  # never trust a row the filter should not have returned
                continue
            records, members = out.setdefault(zone, ([], []))
            records.append(rid)
            members.extend(json.loads(meta.get(_LIST) or doc or "[]"))
        return {zone: (records, list(dict.fromkeys(members))) for zone, (records, members) in out.items()}

    def _rewrite(self, zone: str, records: Sequence[str], members: Sequence[str]) -> None:
        """Replace the directory records READ (``records``) by ones listing ``members``."""
        self._append({zone: members})
        with chroma_errors("compacting the zone directory"):
            self._collection().delete(ids=list(records))

    # -- the ZoneIndex interface used by PartitionBackend --------------------------------
    def add(self, zone_ids: Mapping[str, Sequence[str]]) -> None:
        self._append(zone_ids)

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
            self._collection().upsert(ids=[_READY], metadatas=[{"zone": _READY}], embeddings=[[1.0]])
        self._ready = True

    def replace_all(self, zone_ids: Mapping[str, Sequence[str]]) -> None:
        """Rebuild from a scan: list every given id (what was listed before stays: a superset)."""
        self._append(zone_ids)
        self._mark_ready()
        logger.info("zone directory rebuilt: %d ids in %d zones", sum(map(len, zone_ids.values())), len(zone_ids))

    def known_zones(self) -> list[str]:
        """Zones are found from the records on a server (its directory is read per zone)."""
        return []

    def forget(self, zones: Sequence[str]) -> None:
        """Drop every directory record of ``zones`` (after their records were deleted)."""
        read = self._read(zones)
        doomed = [rid for records, _ in read.values() for rid in records]
        if doomed:
            with chroma_errors("forgetting zone directory records"):
                self._collection().delete(ids=doomed)

    def close(self) -> None:
        """Nothing to release: the collection belongs to the versions."""
