"""`Backend`: how records are laid out in Chroma, the interface both layouts share."""

from __future__ import annotations

import logging
import threading
from abc import ABC, abstractmethod
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from ..errors import InvalidInputError, StoreError
from ..rows import Rows
from ..scope import ScopeFilter
from ..zone_index import ZoneIds
from .chroma import as_rows, chroma_errors, validate_prefix

__all__ = ["Backend", "MAX_BATCH", "collections_rebuilt"]

logger = logging.getLogger(__name__)

#: Chroma's largest accepted batch on this version is 5,461; stay below it.
MAX_BATCH = 5000
_HNSW = {"space": "cosine"}
#: Small per-zone collections persist their index early, so a reopen does not replay a long log.
_HNSW_SMALL = {"space": "cosine", "sync_threshold": 100, "batch_size": 100}


#: embedded folder -> how many times its collections were rebuilt in this process
_GENERATIONS: dict[str, int] = {}


def collections_rebuilt(handle_key: str) -> None:
    """The collections of ``handle_key``'s folder were recreated: every backend reopens them."""
    _GENERATIONS[handle_key] = _GENERATIONS.get(handle_key, 0) + 1


class Backend(ABC):
    """How records are laid out in Chroma. All methods take zone keys explicitly."""

    mode: str
    #: which record ids each zone holds, where the layout keeps such an index (partitioned only)
    zone_index: ZoneIds | None = None

    def __init__(self, client: Any, embedding_function: Any, embedder_label: str, prefix: str) -> None:
        self.prefix = validate_prefix(prefix)
        self.client = client
        self.embedding_function = embedding_function
        self.embedder_label = embedder_label
        self._handles: dict[str, Any] = {}
        self._lock = threading.Lock()
        #: the embedded folder this backend's handles belong to (set by `ZonedMemoryStore.open`):
        #: a forget's rebuild there recreates the collections, and every backend drops its handles
        self.handle_key: str | None = None
        self._handle_generation = 0
        #: called with the zones an automatic zone-index rebuild found (the store bumps their
        #: versions: records written around the store make every copy of those zones stale)
        self.on_reindex: Callable[[list[str]], None] | None = None

    # -- collections ------------------------------------------------------------------
    def _collection(self, name: str, create: bool, zone: str | None = None, small: bool = False) -> Any:
        """A cached handle on collection ``name``; None if absent and not ``create``."""
        if self.handle_key is not None and _GENERATIONS.get(self.handle_key, 0) != self._handle_generation:
            with self._lock:  # the collections were rebuilt (a forget): the old handles name gone ids
                self._handles.clear()
                self._handle_generation = _GENERATIONS.get(self.handle_key, 0)
        handle = self._handles.get(name)
        if handle is not None:
            return handle
        with chroma_errors(f"opening collection {name}"):
            from chromadb.errors import NotFoundError

            if create:
                metadata = {"zm_embedder": self.embedder_label, "zm_layout": self.mode}
                if zone is not None:
                    metadata["zm_zone"] = zone
                handle = self.client.get_or_create_collection(
                    name,
                    embedding_function=self.embedding_function,
                    configuration={"hnsw": _HNSW_SMALL if small else _HNSW},
                    metadata=metadata,
                )
            else:
                try:
                    handle = self.client.get_collection(name, embedding_function=self.embedding_function)
                except NotFoundError:
                    return None
            stored = (handle.metadata or {}).get("zm_embedder")
            if stored is not None and stored != self.embedder_label:
                raise InvalidInputError(
                    f"collection {name} was written with embedder {stored!r}, "
                    f"not {self.embedder_label!r}: open the store with the same embedder"
                )
        with self._lock:
            self._handles[name] = handle
        return handle

    # -- interface -----------------------------------------------------------------------
    @abstractmethod
    def add(self, groups: Mapping[str, Rows]) -> None:
        """Add rows per zone, all or nothing: on failure, what was added is removed again."""

    @abstractmethod
    def load_zones(self, flt: ScopeFilter) -> dict[str, Rows]:
        """All records (with vectors) of the zones of ``flt``, by zone. Rows may include statuses
        outside ``flt`` (the caller checks every row with `ScopeFilter.admits` and drops them)."""

    @abstractmethod
    def query(self, flt: ScopeFilter, where: Mapping[str, Any] | None, vector: NDArray[np.float32], n: int) -> Rows:
        """Top ``n`` by cosine similarity inside ``flt`` AND ``where`` (over all its zones
        together); rows carry similarities."""

    @abstractmethod
    def get(self, flt: ScopeFilter, ids: Sequence[str] | None = None, where: Mapping[str, Any] | None = None) -> Rows:
        """Records inside ``flt`` (optionally only ``ids``), without vectors."""

    @abstractmethod
    def update(self, zone: str, ids: Sequence[str], metas: Sequence[Mapping[str, Any]]) -> None:
        """Merge metadata into existing records of ``zone``."""

    @abstractmethod
    def delete(self, zone: str, ids: Sequence[str]) -> None:
        """Delete records of ``zone``."""

    def replace(self, zone: str, rows: Rows) -> None:
        """Rewrite records of ``zone`` in place: text, vector and metadata (keys set to None are removed)."""
        col = self._zone_handle(zone)
        if col is None:
            raise StoreError(f"zone {zone!r} has no collection")
        with chroma_errors("update"):
            col.update(ids=list(rows.ids), documents=list(rows.texts), metadatas=[dict(m) for m in rows.metas],
                       embeddings=rows.vectors)

    def read_vectors(self, flt: ScopeFilter, ids: Sequence[str]) -> Rows:
        """Records of ``flt`` by id, with their vectors (for a move: no re-embedding)."""
        if len(flt.zones) != 1:
            raise StoreError("read_vectors reads one zone")
        col = self._zone_handle(flt.zones[0])
        if col is None:
            return Rows(vectors=np.zeros((0, 0), dtype=np.float32))
        with chroma_errors("get"):
            result = col.get(ids=list(ids), where=flt.where(), include=["embeddings", "documents", "metadatas"])
        return as_rows(result, with_vectors=True)

    @abstractmethod
    def move(self, from_zone: str, to_zone: str, rows: Rows) -> None:
        """Put existing records (same ids) into another zone: ``rows`` carry their new metadata."""

    @abstractmethod
    def _zone_handle(self, zone: str) -> Any:
        """The collection holding ``zone`` (None if it does not exist)."""

    def zones_of(self, ids: Sequence[str]) -> dict[str, str]:
        """id -> zone for the ids that exist anywhere in the store (administration). Only a layout whose
        ids are unique store-wide (the partition) can tell; the collection layout keeps ids per zone and
        answers nothing."""
        return {}

    @abstractmethod
    def zones(self) -> list[str]:
        """Every zone key that holds records (a scan: for operations, not the hot path)."""

    @abstractmethod
    def exists(self) -> bool:
        """True if this store's collections exist (nothing is created to find out)."""

    @abstractmethod
    def count(self) -> int:
        """How many records the store holds."""

    @abstractmethod
    def scan(self, where: Mapping[str, Any] | None = None, batch: int = 1000) -> Iterator[Rows]:
        """Every record matching ``where``, in pages (administration: NOT scoped to a caller)."""

    def collection_zones(self) -> list[str]:
        """Zones that have a collection of their own (collection layout; none otherwise)."""
        return []

    @abstractmethod
    def collection_names(self) -> list[str]:
        """The names of this store's data collections that exist."""

    def forget_handles(self) -> None:
        """Drop cached collection handles (after collections were recreated by another process)."""
        with self._lock:
            self._handles.clear()

    def drop_zones(self, zones: Sequence[str]) -> None:
        """Remove what is left of emptied zones (their collections, in the collection layout)."""

    def flush_log(self, on_ids: Callable[[list[str]], None] | None = None) -> None:
        """Make Chroma persist its vector index so its write-ahead log (which holds deleted
        texts) is purged. Nothing to do where deleted zones' collections were dropped."""

    def check_index(self) -> None:
        """Once per process: make sure the zone index lists every record (no index: nothing to do)."""
