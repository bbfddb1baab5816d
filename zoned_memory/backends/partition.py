"""`PartitionBackend`: one collection for every zone, the zone key in each record's metadata."""

from __future__ import annotations

import contextlib
import logging
import uuid
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from ..errors import ZonedMemoryError
from ..filters import and_where
from ..rows import Rows
from ..scope import ScopeFilter
from ..zone_index import ZoneIds
from ..faults import crash_point
from .base import MAX_BATCH, Backend
from .chroma import as_rows, chroma_errors, pages, query_rows, split_by_zone

__all__ = ["PartitionBackend"]

logger = logging.getLogger(__name__)


class PartitionBackend(Backend):
    """One collection for every zone; the zone key is a metadata field.

    With a zone index (`ZoneIndex` beside an embedded store, `ChromaZoneIndex` on a server),
    zones are read by id, at a cost that does not grow with the collection, and every row is
    checked by the caller's scope filter; without one, by the filter alone.
    """

    mode = "partition"

    def __init__(self, client: Any, embedding_function: Any, embedder_label: str, prefix: str,
                 zone_index: ZoneIds | None = None) -> None:
        super().__init__(client, embedding_function, embedder_label, prefix)
        self.name = prefix
        self.zone_index = zone_index
        self._index_checked = False

    def _col(self) -> Any:
        return self._collection(self.name, create=True)

    def _zone_handle(self, zone: str) -> Any:
        return self._collection(self.name, create=False)

    def move(self, from_zone: str, to_zone: str, rows: Rows) -> None:
        # one Chroma update changes the zone key of every record at once; the index stays a superset
        if self.zone_index is not None:
            self.zone_index.add({to_zone: rows.ids})
        with chroma_errors("move"):
            self._col().update(ids=list(rows.ids), metadatas=[dict(m) for m in rows.metas])
        if self.zone_index is not None:
            self.zone_index.remove(from_zone, rows.ids)

    def add(self, groups: Mapping[str, Rows]) -> None:
        ids = [i for rows in groups.values() for i in rows.ids]
        texts = [t for rows in groups.values() for t in rows.texts]
        metas = [m for rows in groups.values() for m in rows.metas]
        vectors = np.concatenate([rows.vectors for rows in groups.values()])  # type: ignore[misc]
        col = self._col()
        if self.zone_index is not None:
            self._check_index()  # complete before it grows: a new store's index is marked complete
            if not self.zone_index.listed_by_bump:  # else the store lists the ids in its version bump
                self.zone_index.add({zone: rows.ids for zone, rows in groups.items()})
        done = 0
        try:
            with chroma_errors("add"):
                for start in range(0, len(ids), MAX_BATCH):
                    end = start + MAX_BATCH
                    col.add(ids=ids[start:end], embeddings=vectors[start:end],
                            documents=texts[start:end], metadatas=metas[start:end])
                    done = end
                    if done < len(ids):
                        crash_point("write.chroma_partial")
        except ZonedMemoryError:
            if done:
                logger.warning("add failed after %d records; removing them again", done)
                with contextlib.suppress(Exception):
                    col.delete(ids=ids[:done])
            if self.zone_index is not None and not self.zone_index.listed_by_bump:
                with contextlib.suppress(Exception):
                    for zone, rows in groups.items():
                        self.zone_index.remove(zone, rows.ids)
            raise

    def load_zones(self, flt: ScopeFilter) -> dict[str, Rows]:
        include = ["embeddings", "documents", "metadatas"]
        if self.zone_index is None:
            with chroma_errors("load zones"):
                result = self._col().get(where=flt.where(), include=include)
            return split_by_zone(as_rows(result, with_vectors=True))
        self._check_index()
        ids = [i for zone_ids in self.zone_index.ids(flt.zones).values() for i in zone_ids]
        parts = []
        for start in range(0, len(ids), MAX_BATCH):
            # By id only: the ids are the zone's own (uuid4, from the index), and adding the where
            # clause to an id read costs ~0.9 ms PER ID in local Chroma 1.5 (1.1 s for a 1,000-record
            # zone against 0.12 s without). The caller checks every row with the scope filter.
            with chroma_errors("load zones"):
                result = self._col().get(ids=ids[start:start + MAX_BATCH], include=include)
            parts.append(as_rows(result, with_vectors=True))
        return split_by_zone(Rows.concat(parts))

    def _check_index(self) -> None:
        """Rebuild the zone index once if it may know fewer ids than the collection holds."""
        if self._index_checked or self.zone_index is None:
            return
        col = self._collection(self.name, create=False)
        with chroma_errors("count"):
            held = int(col.count()) if col is not None else 0
        if self.zone_index.stale(held):
            logger.warning("zone index holds fewer ids than the collection (%d): rebuilding", held)
            zones = list(self.reindex())
            if self.on_reindex is not None:
                self.on_reindex(zones)
        self._index_checked = True

    def check_index(self) -> None:
        self._check_index()

    def reindex(self) -> dict[str, list[str]]:
        """List every record of the collection in the zone index again (a scan): zone -> ids."""
        if self.zone_index is None:
            return {}
        zone_ids: dict[str, list[str]] = {}
        for rows in self.scan():
            for i, meta in zip(rows.ids, rows.metas):
                zone_ids.setdefault(str(meta.get("zone")), []).append(i)
        self.zone_index.replace_all(zone_ids)
        return zone_ids

    def query(self, flt: ScopeFilter, where: Mapping[str, Any] | None, vector: NDArray[np.float32], n: int) -> Rows:
        with chroma_errors("query"):
            result = self._col().query(
                query_embeddings=[vector], n_results=n, where=and_where(flt.where(), where),
                include=["documents", "metadatas", "distances"],
            )
        return query_rows(result)

    def get(self, flt: ScopeFilter, ids: Sequence[str] | None = None, where: Mapping[str, Any] | None = None) -> Rows:
        with chroma_errors("get"):
            result = self._col().get(ids=list(ids) if ids is not None else None,
                                     where=and_where(flt.where(), where), include=["documents", "metadatas"])
        return as_rows(result, with_vectors=False)

    def update(self, zone: str, ids: Sequence[str], metas: Sequence[Mapping[str, Any]]) -> None:
        with chroma_errors("update"):
            col = self._col()
            for start in range(0, len(ids), MAX_BATCH):
                col.update(ids=list(ids[start:start + MAX_BATCH]), metadatas=list(metas[start:start + MAX_BATCH]))

    def delete(self, zone: str, ids: Sequence[str]) -> None:
        with chroma_errors("delete"):
            col = self._col()
            for start in range(0, len(ids), MAX_BATCH):
                col.delete(ids=list(ids[start:start + MAX_BATCH]))
        if self.zone_index is not None:  # after Chroma: a crash leaves only ids that read as absent
            self.zone_index.remove(zone, ids)

    def zones(self) -> list[str]:
        return sorted({m["zone"] for rows in self.scan() for m in rows.metas if "zone" in m})

    def collection_names(self) -> list[str]:
        return [self.name] if self._collection(self.name, create=False) is not None else []

    def zones_of(self, ids: Sequence[str]) -> dict[str, str]:
        """id -> zone for the ids that exist anywhere in the collection (administration)."""
        col = self._collection(self.name, create=False)
        if col is None or not ids:
            return {}
        with chroma_errors("get"):
            got = col.get(ids=list(ids), include=["metadatas"])
        return {i: str((m or {}).get("zone")) for i, m in zip(got["ids"], got["metadatas"] or [])}

    def flush_log(self, on_ids: Callable[[list[str]], None] | None = None) -> None:
        col = self._collection(self.name, create=False)
        if col is None:
            return
        config = getattr(col, "configuration_json", None) or {}
        hnsw = config.get("hnsw") or {} if isinstance(config, dict) else {}
        n = int(hnsw.get("sync_threshold") or 1000) + 1
        dim = None
        with chroma_errors("flush the write log"):
            sample = col.get(limit=1, include=["embeddings"])
            if sample["ids"]:
                dim = len(sample["embeddings"][0])
            if dim is None:
                return  # empty: nothing left to protect; the vacuum purges the rest
            ids = [f"~flush-{uuid.uuid4().hex}" for _ in range(n)]
            if on_ids is not None:
                on_ids(ids)  # journaled: a crash before the delete below is cleaned up at the next open
            vectors = np.zeros((n, dim), dtype=np.float32)
            vectors[:, 0] = 1.0
            # throwaway records in a zone no filter can name ("~" is outside the id alphabet)
            for start in range(0, n, MAX_BATCH):
                col.add(ids=ids[start:start + MAX_BATCH], embeddings=vectors[start:start + MAX_BATCH],
                        metadatas=[{"zone": "~flush", "status": "revoked"}] * len(ids[start:start + MAX_BATCH]))
            crash_point("forget.flushing")
            col.delete(ids=ids)

    def exists(self) -> bool:
        return self._collection(self.name, create=False) is not None

    def count(self) -> int:
        col = self._collection(self.name, create=False)
        if col is None:
            return 0
        with chroma_errors("count"):
            return int(col.count())

    def scan(self, where: Mapping[str, Any] | None = None, batch: int = 1000) -> Iterator[Rows]:
        col = self._collection(self.name, create=False)
        if col is not None:
            yield from pages(col, where, batch)
