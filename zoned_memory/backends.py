"""The Chroma boundary: clients, the two isolation layouts, and error mapping.

Everything that talks to Chroma lives here; Chroma's exceptions are turned into
`StoreError` subclasses on the way out. Two layouts share one interface:

- `PartitionBackend`: one collection, the zone key in each record's metadata.
- `CollectionBackend`: one collection per zone (physical isolation).

Both apply the scope filter inside every Chroma read, so even a collection that
holds one zone is read through the hard filter.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import threading
import uuid
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence
from urllib.parse import urlparse

import numpy as np
from numpy.typing import NDArray

from .errors import (
    EmbeddingError,
    InvalidInputError,
    StoreError,
    StoreUnavailableError,
    ZonedMemoryError,
)
from .filters import and_where
from .scope import ScopeFilter
from .zone_index import ZoneIds

__all__ = [
    "Rows",
    "Backend",
    "PartitionBackend",
    "CollectionBackend",
    "make_client",
    "validate_prefix",
    "chroma_errors",
    "MAX_BATCH",
]

logger = logging.getLogger(__name__)

#: Chroma's largest accepted batch on this version is 5,461; stay below it.
MAX_BATCH = 5000
_NAME = re.compile(r"[a-zA-Z0-9][a-zA-Z0-9._-]{1,62}[a-zA-Z0-9]")
_HNSW = {"space": "cosine"}
#: Small per-zone collections persist their index early, so a reopen does not replay a long log.
_HNSW_SMALL = {"space": "cosine", "sync_threshold": 100, "batch_size": 100}


@dataclass(frozen=True)
class Rows:
    """Records read from Chroma: parallel lists, plus vectors (or similarities) when asked."""

    ids: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    metas: list[dict[str, Any]] = field(default_factory=list)
    vectors: NDArray[np.float32] | None = None
    similarities: NDArray[np.float64] | None = None

    def __len__(self) -> int:
        return len(self.ids)

    def take(self, indices: Sequence[int] | NDArray[np.intp]) -> "Rows":
        """The rows at ``indices``, in that order (vectors and similarities follow)."""
        idx = list(indices)
        return Rows(
            ids=[self.ids[n] for n in idx],
            texts=[self.texts[n] for n in idx],
            metas=[self.metas[n] for n in idx],
            vectors=self.vectors[idx] if self.vectors is not None and len(self.vectors) else self.vectors,
            similarities=self.similarities[idx] if self.similarities is not None else None,
        )

    @staticmethod
    def concat(parts: Sequence["Rows"]) -> "Rows":
        """Rows one after another; vectors / similarities are kept when every non-empty part has them."""
        parts = [p for p in parts if len(p)]
        if not parts:
            return Rows(similarities=np.zeros(0))
        vectors = [p.vectors for p in parts]
        sims = [p.similarities for p in parts]
        return Rows(
            ids=[i for p in parts for i in p.ids],
            texts=[t for p in parts for t in p.texts],
            metas=[m for p in parts for m in p.metas],
            vectors=np.concatenate(vectors) if all(v is not None for v in vectors) else None,  # type: ignore[arg-type]
            similarities=np.concatenate(sims) if all(x is not None for x in sims) else None,  # type: ignore[arg-type]
        )


@contextlib.contextmanager
def chroma_errors(operation: str) -> Iterator[None]:
    """Map whatever Chroma (or its HTTP client) raises into this package's errors."""
    try:
        yield
    except ZonedMemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - this IS the boundary
        from chromadb.errors import InvalidDimensionException

        name = type(exc).__name__
        text = str(exc)
        if isinstance(exc, InvalidDimensionException) or "dimension" in text.lower():
            raise EmbeddingError(f"{operation}: vector dimension does not match the store: {text}") from exc
        if "Embedding function conflict" in text:
            raise InvalidInputError(
                f"{operation}: the store was created with another embedder: {text}"
            ) from exc
        if isinstance(exc, (ConnectionError, TimeoutError)) or any(
            s in name for s in ("Connect", "Timeout", "Transport", "Network", "Remote")
        ) or "Could not connect" in text:
            raise StoreUnavailableError(f"{operation}: Chroma is unreachable: {text}") from exc
        if "Auth" in name or any(s in text for s in ('"Unauthorized"', '"Forbidden"', "401 Unauthorized")):
            raise StoreError(f"{operation}: the server refused the credentials (pass them with "
                             f"open(url=..., headers=...)): {text}") from exc
        raise StoreError(f"{operation} failed in Chroma ({name}): {text}") from exc


def _server_options(headers: Any, tenant: Any, database: Any) -> dict[str, Any]:
    """Validate what `open(url=...)` passes on to Chroma's HttpClient (plain strings only)."""
    if headers is not None:
        if not isinstance(headers, Mapping) or not all(
            type(k) is str and type(v) is str and k and "\n" not in k + v and "\r" not in k + v
            for k, v in headers.items()
        ):
            raise InvalidInputError("headers must map header names to string values (no line breaks)")
        headers = dict(headers)
    for name, value in (("tenant", tenant), ("database", database)):
        if value is not None and (type(value) is not str or not value.strip()):
            raise InvalidInputError(f"{name} must be a non-empty string")
    out: dict[str, Any] = {"headers": headers}
    if tenant is not None:
        out["tenant"] = tenant
    if database is not None:
        out["database"] = database
    return out


def make_client(
    path: str | None = None,
    url: str | None = None,
    client: Any = None,
    *,
    headers: Mapping[str, str] | None = None,
    tenant: str | None = None,
    database: str | None = None,
) -> Any:
    """A Chroma client: the given one, an HTTP client for ``url``, or an embedded persistent one.

    ``headers`` (e.g. ``{"Authorization": "Bearer ..."}`` for a server behind an auth proxy),
    ``tenant`` and ``database`` apply to ``url=`` only.
    """
    import chromadb
    from chromadb.config import Settings

    given = sum(x is not None for x in (path, url, client))
    if given > 1:
        raise InvalidInputError("pass only one of path=, url=, client=")
    if url is None and any(x is not None for x in (headers, tenant, database)):
        raise InvalidInputError("headers=, tenant= and database= apply to url= only "
                                "(configure a client you pass yourself as Chroma documents)")
    if client is not None:
        return client
    settings = Settings(anonymized_telemetry=False)
    if url is not None:
        if type(url) is not str:
            raise InvalidInputError("url must be a string such as http://127.0.0.1:8000")
        options = _server_options(headers, tenant, database)
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise InvalidInputError(f"url {url!r} is not an http(s) URL with a host")
        if parsed.path not in ("", "/") or parsed.query or parsed.fragment:
            raise InvalidInputError(f"url {url!r} has a path or query; Chroma serves at the root "
                                    "(tenants and databases are chosen with tenant= and database=)")
        if parsed.username or parsed.password:
            raise InvalidInputError(f"url {parsed.hostname!r}: put credentials in headers=, not in the URL")
        port = parsed.port or (443 if parsed.scheme == "https" else 8000)
        with chroma_errors(f"connecting to {parsed.scheme}://{parsed.hostname}:{port}"):
            http = chromadb.HttpClient(
                host=parsed.hostname, port=port, ssl=parsed.scheme == "https", settings=settings, **options
            )
            http.heartbeat()
        return http
    with chroma_errors(f"opening {path}"):
        return chromadb.PersistentClient(path=str(path), settings=settings)


def _as_rows(result: Mapping[str, Any], with_vectors: bool) -> Rows:
    vectors = None
    if with_vectors:
        raw = result.get("embeddings")
        vectors = (
            np.asarray(raw, dtype=np.float32)
            if raw is not None and len(raw)
            else np.zeros((0, 0), dtype=np.float32)
        )
    return Rows(
        ids=list(result["ids"]),
        texts=[d or "" for d in (result.get("documents") or [None] * len(result["ids"]))],
        metas=[dict(m or {}) for m in (result.get("metadatas") or [None] * len(result["ids"]))],
        vectors=vectors,
    )


def validate_prefix(prefix: Any) -> str:
    """A collection name (prefix): 3-64 characters of ``[a-zA-Z0-9._-]``, alphanumeric at both ends."""
    if type(prefix) is not str or not _NAME.fullmatch(prefix):
        raise InvalidInputError(
            f"collection prefix {prefix!r} must be 3-64 characters of [a-zA-Z0-9._-], "
            "starting and ending with a letter or digit"
        )
    return prefix


def _split_by_zone(rows: Rows) -> dict[str, Rows]:
    """Group rows read from Chroma by their zone key."""
    index: dict[str, list[int]] = {}
    for n, meta in enumerate(rows.metas):
        index.setdefault(str(meta.get("zone")), []).append(n)
    return {zone: rows.take(idx) for zone, idx in index.items()}


def _query_rows(result: Mapping[str, Any]) -> Rows:
    """The rows of a one-vector Chroma query, with cosine similarities."""
    first = {k: v[0] for k, v in result.items() if k in ("ids", "documents", "metadatas") and v}
    rows = _as_rows({"ids": [], **first}, with_vectors=False)
    dist = np.asarray(result["distances"][0] if result.get("distances") else [], dtype=np.float64)
    return Rows(rows.ids, rows.texts, rows.metas, similarities=1.0 - dist)


def _pages(col: Any, where: Mapping[str, Any] | None, batch: int) -> Iterator[Rows]:
    """Every record of ``col`` matching ``where``, ``batch`` at a time (no vectors)."""
    offset = 0
    while True:
        with chroma_errors("scan"):
            result = col.get(where=and_where(where), limit=batch, offset=offset, include=["documents", "metadatas"])
        rows = _as_rows(result, with_vectors=False)
        if not len(rows):
            return
        yield rows
        offset += len(rows)


class Backend(ABC):
    """How records are laid out in Chroma. All methods take zone keys explicitly."""

    mode: str

    def __init__(self, client: Any, embedding_function: Any, embedder_label: str, prefix: str) -> None:
        self.prefix = validate_prefix(prefix)
        self.client = client
        self.embedding_function = embedding_function
        self.embedder_label = embedder_label
        self._handles: dict[str, Any] = {}
        self._lock = threading.Lock()
        #: called with the zones an automatic zone-index rebuild found (the store bumps their
        #: versions: records written around the store make every copy of those zones stale)
        self.on_reindex: Callable[[list[str]], None] | None = None

    # -- collections ------------------------------------------------------------------
    def _collection(self, name: str, create: bool, zone: str | None = None, small: bool = False) -> Any:
        """A cached handle on collection ``name``; None if absent and not ``create``."""
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
        return _as_rows(result, with_vectors=True)

    @abstractmethod
    def move(self, from_zone: str, to_zone: str, rows: Rows) -> None:
        """Put existing records (same ids) into another zone: ``rows`` carry their new metadata."""

    @abstractmethod
    def _zone_handle(self, zone: str) -> Any:
        """The collection holding ``zone`` (None if it does not exist)."""

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

    def flush_log(self) -> None:
        """Make Chroma persist its vector index so its write-ahead log (which holds deleted
        texts) is purged. Nothing to do where deleted zones' collections were dropped."""

    def check_index(self) -> None:
        """Once per process: make sure the zone index lists every record (no index: nothing to do)."""


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
            return _split_by_zone(_as_rows(result, with_vectors=True))
        self._check_index()
        ids = [i for zone_ids in self.zone_index.ids(flt.zones).values() for i in zone_ids]
        parts = []
        for start in range(0, len(ids), MAX_BATCH):
            # By id only: the ids are the zone's own (uuid4, from the index), and adding the where
            # clause to an id read costs ~0.9 ms PER ID in local Chroma 1.5 (1.1 s for a 1,000-record
            # zone against 0.12 s without). The caller checks every row with the scope filter.
            with chroma_errors("load zones"):
                result = self._col().get(ids=ids[start:start + MAX_BATCH], include=include)
            parts.append(_as_rows(result, with_vectors=True))
        return _split_by_zone(Rows.concat(parts))

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
        return _query_rows(result)

    def get(self, flt: ScopeFilter, ids: Sequence[str] | None = None, where: Mapping[str, Any] | None = None) -> Rows:
        with chroma_errors("get"):
            result = self._col().get(ids=list(ids) if ids is not None else None,
                                     where=and_where(flt.where(), where), include=["documents", "metadatas"])
        return _as_rows(result, with_vectors=False)

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

    def flush_log(self) -> None:
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
            vectors = np.zeros((n, dim), dtype=np.float32)
            vectors[:, 0] = 1.0
            # throwaway records in a zone no filter can name ("~" is outside the id alphabet)
            for start in range(0, n, MAX_BATCH):
                col.add(ids=ids[start:start + MAX_BATCH], embeddings=vectors[start:start + MAX_BATCH],
                        metadatas=[{"zone": "~flush", "status": "revoked"}] * len(ids[start:start + MAX_BATCH]))
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
            yield from _pages(col, where, batch)


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

    def load_zones(self, flt: ScopeFilter) -> dict[str, Rows]:
        out: dict[str, Rows] = {}
        for zone in flt.zones:
            col = self._zone_col(zone)
            if col is None:
                continue
            with chroma_errors("load zone"):
                result = col.get(where=flt.for_zone(zone, flt.statuses).where(),
                                 include=["embeddings", "documents", "metadatas"])
            out.update(_split_by_zone(_as_rows(result, with_vectors=True)))
        return out

    def query(self, flt: ScopeFilter, where: Mapping[str, Any] | None, vector: NDArray[np.float32], n: int) -> Rows:
        parts = []
        for zone in flt.zones:
            col = self._zone_col(zone)
            if col is None:
                continue
            with chroma_errors("query"):
                result = col.query(query_embeddings=[vector], n_results=n,
                                   where=and_where(flt.for_zone(zone, flt.statuses).where(), where),
                                   include=["documents", "metadatas", "distances"])
            parts.append(_query_rows(result))
        merged = Rows.concat(parts)
        if len(merged) <= n:
            return merged
        return merged.take(np.argsort(-merged.similarities, kind="stable")[:n])  # type: ignore[operator]

    def get(self, flt: ScopeFilter, ids: Sequence[str] | None = None, where: Mapping[str, Any] | None = None) -> Rows:
        parts = []
        for zone in flt.zones:
            col = self._zone_col(zone)
            if col is None:
                continue
            with chroma_errors("get"):
                result = col.get(ids=list(ids) if ids is not None else None,
                                 where=and_where(flt.for_zone(zone, flt.statuses).where(), where),
                                 include=["documents", "metadatas"])
            parts.append(_as_rows(result, with_vectors=False))
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
                yield from _pages(col, where, batch)
