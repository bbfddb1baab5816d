"""`CollectionBackend`: one collection per zone (physical isolation)."""

from __future__ import annotations

import contextlib
import hashlib
import logging
from typing import Any, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from ..errors import ZonedMemoryError
from ..filters import and_where
from ..rows import Rows
from ..scope import ScopeFilter
from .base import MAX_BATCH, Backend
from .chroma import as_rows, chroma_errors, pages, query_rows, split_by_zone

__all__ = ["CollectionBackend"]

logger = logging.getLogger(__name__)


class CollectionBackend(Backend):
    """One collection per zone, named from a hash of the zone key."""

    mode = "collection"

    def collection_name(self, zone: str) -> str:
        scope = zone.split("|", 1)[0]
        digest = hashlib.sha256(zone.encode()).hexdigest()[:32]
        return f"{self.prefix}-{scope}-{digest}"

    def _zone_col(self, zone: str, create: bool = False) -> Any:
        return self._collection(self.collection_name(zone), create=create, zone=zone, small=True)

    def _zone_handle(self, zone: str) -> Any:
        return self._zone_col(zone)

    def move(self, from_zone: str, to_zone: str, rows: Rows) -> None:
        # into the target first: a failure in between leaves a copy in both zones, never none
        self.add({to_zone: rows})
        self.delete(from_zone, rows.ids)

    def add(self, groups: Mapping[str, Rows]) -> None:
        added: list[tuple[Any, list[str]]] = []
        try:
            with chroma_errors("add"):
                for zone, rows in groups.items():
                    col = self._zone_col(zone, create=True)
                    for start in range(0, len(rows), MAX_BATCH):
                        end = start + MAX_BATCH
                        col.add(ids=rows.ids[start:end], embeddings=rows.vectors[start:end],  # type: ignore[index]
                                documents=rows.texts[start:end], metadatas=rows.metas[start:end])
                        added.append((col, rows.ids[start:end]))
        except ZonedMemoryError:
            if added:
                logger.warning("add failed after %d batches; removing them again", len(added))
            for col, ids in added:
                with contextlib.suppress(Exception):
                    col.delete(ids=ids)
            raise

    def _existing_zones(self, flt: ScopeFilter) -> Iterator[tuple[Any, dict[str, Any]]]:
        """(collection, the scope filter narrowed to its zone) for each zone of ``flt`` that exists."""
        for zone in flt.zones:
            col = self._zone_col(zone)
            if col is not None:
                yield col, flt.for_zone(zone, flt.statuses).where()

    def load_zones(self, flt: ScopeFilter) -> dict[str, Rows]:
        out: dict[str, Rows] = {}
        for col, zone_where in self._existing_zones(flt):
            with chroma_errors("load zone"):
                result = col.get(where=zone_where, include=["embeddings", "documents", "metadatas"])
            out.update(split_by_zone(as_rows(result, with_vectors=True)))
        return out

    def query(self, flt: ScopeFilter, where: Mapping[str, Any] | None, vector: NDArray[np.float32], n: int) -> Rows:
        parts = []
        for col, zone_where in self._existing_zones(flt):
            with chroma_errors("query"):
                result = col.query(query_embeddings=[vector], n_results=n, where=and_where(zone_where, where),
                                   include=["documents", "metadatas", "distances"])
            parts.append(query_rows(result))
        merged = Rows.concat(parts)
        if len(merged) <= n:
            return merged
        return merged.take(np.argsort(-merged.similarities, kind="stable")[:n])  # type: ignore[operator]

    def get(self, flt: ScopeFilter, ids: Sequence[str] | None = None, where: Mapping[str, Any] | None = None) -> Rows:
        parts = []
        for col, zone_where in self._existing_zones(flt):
            with chroma_errors("get"):
                result = col.get(ids=list(ids) if ids is not None else None, where=and_where(zone_where, where),
                                 include=["documents", "metadatas"])
            parts.append(as_rows(result, with_vectors=False))
        return Rows.concat(parts)

    def update(self, zone: str, ids: Sequence[str], metas: Sequence[Mapping[str, Any]]) -> None:
        col = self._zone_col(zone)
        if col is None:
            return
        with chroma_errors("update"):
            for start in range(0, len(ids), MAX_BATCH):
                col.update(ids=list(ids[start:start + MAX_BATCH]), metadatas=list(metas[start:start + MAX_BATCH]))

    def delete(self, zone: str, ids: Sequence[str]) -> None:
        col = self._zone_col(zone)
        if col is None:
            return
        with chroma_errors("delete"):
            for start in range(0, len(ids), MAX_BATCH):
                col.delete(ids=list(ids[start:start + MAX_BATCH]))

    def _own_collections(self) -> list[tuple[str, str]]:
        """(collection name, zone) of every collection of this store."""
        with chroma_errors("list collections"):
            cols = self.client.list_collections()
        found = []
        for col in cols:
            meta = getattr(col, "metadata", None) or {}
            name = getattr(col, "name", "")
            if name.startswith(self.prefix + "-") and "zm_zone" in meta:
                found.append((name, meta["zm_zone"]))
        return sorted(found, key=lambda item: item[1])

    def zones(self) -> list[str]:
        return [zone for _, zone in self._own_collections()]

    def collection_zones(self) -> list[str]:
        return self.zones()

    def collection_names(self) -> list[str]:
        return [name for name, _ in self._own_collections()]

    def drop_zones(self, zones: Sequence[str]) -> None:
        from chromadb.errors import NotFoundError

        for zone in zones:
            name = self.collection_name(zone)
            with self._lock:
                self._handles.pop(name, None)
            with chroma_errors(f"dropping collection {name}"):
                try:
                    self.client.delete_collection(name)
                except (NotFoundError, ValueError):
                    pass  # already gone

    def exists(self) -> bool:
        return bool(self._own_collections())

    def count(self) -> int:
        total = 0
        for _, zone in self._own_collections():
            col = self._zone_col(zone)
            if col is not None:
                with chroma_errors("count"):
                    total += int(col.count())
        return total

    def scan(self, where: Mapping[str, Any] | None = None, batch: int = 1000) -> Iterator[Rows]:
        for _, zone in self._own_collections():
            col = self._zone_col(zone)
            if col is not None:
                yield from pages(col, where, batch)
