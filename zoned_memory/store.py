"""`ZonedMemoryStore`: task-zoned long-term memory over Chroma.

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> a = TaskContext(user_id="u1", session_id="s1", task_id="A")
>>> b = a.with_task("B")
>>> _ = store.write(a, "上海仓库库存为1200件", source="tool_output", kind="inventory")
>>> _ = store.write(b, "上海仓库库存为800件", source="tool_output", kind="inventory")
>>> [hit.text for hit in store.search(b, "当前库存是多少")]
['上海仓库库存为800件']
>>> store.close()
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import logging
import os
import threading
import time
import uuid
import weakref
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict

from .backends import Backend, CollectionBackend, PartitionBackend, Rows, make_client, validate_prefix
from .cache import CacheConfig, ZoneCache
from .context import TaskContext, ensure_context, validate_id
from .embeddings import Embedder, PrecomputedOnlyEmbedding, WordLlamaEmbedding, embed_texts, embedder_name
from .errors import InvalidInputError, ZonedMemoryError
from .filters import and_where, normalize_where
from .funnel import MAX_CANDIDATES, MAX_K, SearchFunnel
from .lifecycle import Lifecycle, PruneReport, ReviewReport
from .access import ChromaAccessStats, SqliteAccessStats
from .manifest import PROBE_TEXT, Manifest
from .records import (
    SOURCE_DEFAULTS,
    MemoryRecord,
    Scope,
    ScoredMemory,
    Source,
    Status,
    parse_enum,
    validate_confidence,
    validate_kind,
    validate_text,
    validate_user_metadata,
)
from .scope import ScopeFilter, build_scope_filter, zone_key
from .scoring import Clock, DecayPolicy
from .sqlite_versions import SqliteZoneVersions
from .versions import ChromaZoneVersions, CollectionHandle, LocalZoneVersions, ZoneVersions
from .zone_directory import ChromaZoneIndex
from .zone_index import INDEX_FILENAME, ZoneIndex

__all__ = [
    "DEFAULT_PATH",
    "MODES",
    "MemoryInput",
    "ReviewReport",
    "PruneReport",
    "ZonedMemoryStore",
    "MAX_K",
    "MAX_CANDIDATES",
]

logger = logging.getLogger(__name__)

#: Where an embedded store lives when no path is given (override with ZONED_MEMORY_PATH).
DEFAULT_PATH = Path(os.environ.get("ZONED_MEMORY_PATH", Path.home() / ".zoned-memory" / "chroma"))
MODES = ("partition", "collection")
#: the background access writer's batch size (a Chroma call can hold the interpreter lock while
#: it runs, and a search thread waits for it: smaller calls, shorter waits)
ALL_STATUSES = tuple(Status)


class MemoryInput(BaseModel):
    """One memory to write (for `ZonedMemoryStore.write_many`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    text: Any
    #: the caller's id for this memory (idempotent retries); generated when None
    id: Any = None
    scope: Any = Scope.TASK
    source: Any = Source.MODEL_INFERENCE
    confidence: Any = None
    kind: Any = None
    status: Any = None
    metadata: Any = None


def _caller_id(item: Any) -> Any:
    if isinstance(item, MemoryInput):
        return item.id
    return item.get("id") if isinstance(item, Mapping) else None


def _check_embedder(embedder: Any) -> None:
    """A clear error for the framework objects people pass as an embedder by mistake."""
    if hasattr(embedder, "get_text_embedding_batch"):
        raise InvalidInputError("embedder is a LlamaIndex embed model: wrap it, "
                                "embedder=llamaindex_zoned.LlamaIndexEmbedder(embed_model)")
    if hasattr(embedder, "embed_documents"):
        raise InvalidInputError("embedder is a LangChain Embeddings: wrap it, "
                                "embedder=langchain_zoned.LangChainEmbedder(embeddings)")
    if not callable(embedder):
        raise InvalidInputError("embedder must be callable: texts -> vectors")


def _dimension_of(embedder: Embedder) -> Callable[[], int]:
    """The length of ``embedder``'s vectors, measured once on first use."""
    return functools.cache(lambda: int(len(embed_texts(embedder, [PROBE_TEXT])[0])))


def _embedded_folder(client: Any) -> Path | None:
    """The folder of a persistent embedded Chroma client (None for a server or an in-memory one)."""
    try:
        settings = client.get_settings()
    except Exception:  # noqa: BLE001 - not a Chroma client we know: no side files
        return None
    if getattr(settings, "is_persistent", False) and getattr(settings, "persist_directory", None) \
            and type(client).__name__ != "HttpClient" and getattr(settings, "chroma_server_host", None) in (None, ""):
        folder = Path(settings.persist_directory)
        return folder if folder.is_dir() else None
    return None


def _access_worker(ref: "weakref.ReferenceType[ZonedMemoryStore]") -> None:
    """Write a store's access statistics in the background until the store is gone."""
    while True:
        store = ref()
        if store is None:
            return
        wake, interval = store._access_wake, store._access_flush_seconds
        del store  # never keep the store alive while waiting
        wake.wait(interval)
        wake.clear()
        store = ref()
        if store is None:
            return
        try:
            store.flush()
        except Exception:  # noqa: BLE001 - kept for the next round; a search never sees it
            logger.warning("access statistics could not be written; will retry", exc_info=True)
        del store


def _flush_at_exit(ref: "weakref.ReferenceType[ZonedMemoryStore]") -> None:
    store = ref()
    if store is not None:
        try:
            store.flush()
        except Exception:  # noqa: BLE001 - the interpreter is exiting; say so, never raise
            logger.warning("access statistics could not be written at exit", exc_info=True)


class ZonedMemoryStore(SearchFunnel, Lifecycle):
    """Long-term memory in zones: a task's own, its session's, its user's global zone.

    Open it with `ZonedMemoryStore.open`; it is thread-safe and a context manager (on
    exit it flushes access statistics).
    """

    def __init__(
        self,
        backend: Backend,
        embedder: Embedder,
        *,
        decay: DecayPolicy | None = None,
        cache: CacheConfig | None = None,
        clock: Clock = time.time,
        oversample: int = 3,
        access_flush_every: int = 4096,
        access_flush_seconds: float = 10.0,
        versions: ZoneVersions | None = None,
        access_stats: SqliteAccessStats | ChromaAccessStats | None = None,
    ) -> None:
        self.backend = backend
        self.embedder = embedder
        self.decay = decay or DecayPolicy()
        self.clock = clock
        self.oversample = max(1, int(oversample))
        self.cache = ZoneCache(cache or CacheConfig())
        #: zone version tokens shared by every store object and process on the same Chroma
        self.versions: ZoneVersions = versions if versions is not None else LocalZoneVersions()
        self._dim: int | None = None
        self._access_flush_every = access_flush_every
        self._pending_access: dict[str, tuple[str, int, float]] = {}
        self._access_lock = threading.Lock()
        self._access_flush_seconds = float(access_flush_seconds)
        self._access_wake = threading.Event()
        self._access_worker: threading.Thread | None = None
        self._closed = False
        #: the folder of an embedded store (None for a server or a given client)
        self.path: Path | None = None
        self._manifest: Manifest | None = None  # set by `open`: layout and embedder, recorded at first write
        #: access statistics: a side file (embedded) or a `<prefix>.access` collection (the default)
        self.access_stats: SqliteAccessStats | ChromaAccessStats = (
            access_stats if access_stats is not None
            else ChromaAccessStats(backend.client, f"{backend.prefix}.access", PrecomputedOnlyEmbedding()))
        atexit.register(_flush_at_exit, weakref.ref(self))  # counts survive a process that forgot close()
        backend.on_reindex = self._zones_reindexed

    def _zones_reindexed(self, zones: list[str]) -> None:
        """After an automatic zone-index rebuild: every process and copy reloads these zones."""
        if zones:
            self.versions.bump(zones)
        self.cache.invalidate(zones)

    # -- construction ----------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        url: str | None = None,
        client: Any = None,
        headers: Mapping[str, str] | None = None,
        tenant: str | None = None,
        database: str | None = None,
        embedder: Embedder | None = None,
        mode: str = "partition",
        collection_prefix: str = "zoned_memory",
        decay: DecayPolicy | None = None,
        cache: CacheConfig | None = None,
        clock: Clock = time.time,
    ) -> "ZonedMemoryStore":
        """Open a store: embedded Chroma at ``path`` (default `DEFAULT_PATH`), a server at ``url``, or ``client``.

        ``mode`` is ``"partition"`` (one collection, zone key in metadata; the default) or
        ``"collection"`` (one collection per zone). ``embedder`` defaults to the bundled
        offline `WordLlamaEmbedding`. Every store object and process opened on the same
        folder or server sees another's changes at its next search (zone versions, see
        `zoned_memory.versions`).

        With ``url=``: ``headers`` go with every request (a token for a server behind an auth
        proxy: ``headers={"Authorization": "Bearer ..."}``); ``tenant``/``database`` choose a
        Chroma tenant and database that already exist (create them with ``chromadb.AdminClient``),
        e.g. one database per customer.
        """
        if mode not in MODES:
            raise InvalidInputError(f"mode must be one of {MODES} (got {mode!r})")
        validate_prefix(collection_prefix)
        if path is None and url is None and client is None:
            path = DEFAULT_PATH
        if path is not None:
            path = Path(path)
            if path.exists() and not path.is_dir():
                raise InvalidInputError(f"store path {path} exists and is not a folder")
        chroma = make_client(path=str(path) if path is not None else None, url=url, client=client,
                             headers=headers, tenant=tenant, database=database)
        if client is not None:  # an embedded client given by hand gets the same side files as path=
            path = _embedded_folder(client)
        embedder = embedder if embedder is not None else WordLlamaEmbedding()
        _check_embedder(embedder)
        ef = embedder if isinstance(embedder, WordLlamaEmbedding) else PrecomputedOnlyEmbedding()
        label = embedder_name(embedder)
        versions: ZoneVersions
        backend: Backend
        cache = cache or CacheConfig()
        copies = cache.max_zone_vectors if cache.persist and cache.max_vectors > 0 else 0
        if mode == "partition":
            partition = PartitionBackend(chroma, ef, label, collection_prefix)
            if path is not None:
                versions = SqliteZoneVersions(path / f"{collection_prefix}.{INDEX_FILENAME}", snapshot_rows=copies)
                partition.zone_index = ZoneIndex(path / f"{collection_prefix}.{INDEX_FILENAME}")
            else:  # versions and zone directory: control records in the memories' collection
                chroma_versions = ChromaZoneVersions(partition.handle, _dimension_of(embedder),
                                                     in_memories_collection=True)
                versions, partition.zone_index = chroma_versions, ChromaZoneIndex(chroma_versions)
            backend, other = partition, CollectionBackend(chroma, ef, label, collection_prefix)
        else:
            backend = CollectionBackend(chroma, ef, label, collection_prefix)
            other = PartitionBackend(chroma, ef, label, collection_prefix)
            versions = (SqliteZoneVersions(path / f"{collection_prefix}.{INDEX_FILENAME}", snapshot_rows=copies)
                        if path is not None
                        else ChromaZoneVersions(CollectionHandle(chroma, f"{collection_prefix}.versions",
                                                                 PrecomputedOnlyEmbedding()),
                                                lambda: 1, in_memories_collection=False))
        manifest = Manifest(chroma, collection_prefix, PrecomputedOnlyEmbedding())
        if manifest.read() is not None:
            manifest.check(mode, label, embed_texts(embedder, [PROBE_TEXT])[0])
        elif not backend.exists() and other.exists():  # a store from before manifests
            raise InvalidInputError(f"this store was written with mode={other.mode!r}; open it with that mode")
        access: SqliteAccessStats | ChromaAccessStats = (
            SqliteAccessStats(path / f"{collection_prefix}.{INDEX_FILENAME}") if path is not None
            else ChromaAccessStats(chroma, f"{collection_prefix}.access", PrecomputedOnlyEmbedding()))
        store = cls(backend, embedder, decay=decay, cache=cache, clock=clock, versions=versions, access_stats=access)
        store._manifest = manifest
        store.path = path
        return store

    @property
    def mode(self) -> str:
        return self.backend.mode

    def __repr__(self) -> str:
        return (f"ZonedMemoryStore(mode={self.mode!r}, prefix={self.backend.prefix!r}, "
                f"embedder={embedder_name(self.embedder)!r}, cache={self.cache.stats()})")

    def __enter__(self) -> "ZonedMemoryStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Flush access statistics. The store may still be used afterwards."""
        self.flush()

    # -- embedding ---------------------------------------------------------------------
    def _embed(self, texts: Sequence[str], *, query: bool = False) -> NDArray[np.float32]:
        vectors = embed_texts(self.embedder, texts, self._dim, query=query)
        if self._dim is None and len(vectors):
            self._dim = int(vectors.shape[1])
        return vectors

    # -- writing -------------------------------------------------------------------------
    def write(
        self,
        ctx: TaskContext,
        text: str,
        *,
        scope: Scope | str = Scope.TASK,
        source: Source | str = Source.MODEL_INFERENCE,
        confidence: float | None = None,
        kind: str | None = None,
        status: Status | str | None = None,
        metadata: Mapping[str, Any] | None = None,
        id: str | None = None,
    ) -> MemoryRecord:
        """Write one memory into the zone of ``scope`` (task, session or global) of ``ctx``.

        Confidence and status default by source (see `zoned_memory.records.SOURCE_DEFAULTS`).
        The default source is ``model_inference``: untagged memories are treated as the least
        trusted kind.
        """
        item = MemoryInput(text=text, id=id, scope=scope, source=source, confidence=confidence,
                           kind=kind, status=status, metadata=metadata)
        return self.write_many(ctx, [item])[0]

    def write_many(
        self, ctx: TaskContext, items: Sequence[MemoryInput | Mapping[str, Any] | str]
    ) -> list[MemoryRecord]:
        """Write many memories at once: all are validated and embedded first, then written in
        one go; if anything fails, nothing stays written.

        An item may carry the caller's ``id``: writing an id that is already stored in the same
        zone with the same text is a no-op that returns the stored record, so retrying a batch
        after a failure leaves each memory exactly once; the same id with other content, or in
        another zone, is an `InvalidInputError` (use `update`; ids never move across zones)."""
        ctx = ensure_context(ctx)
        if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
            raise InvalidInputError("items must be a list of texts, dicts or MemoryInput")
        now = float(self.clock())
        records = [self._new_record(ctx, item, now, n) for n, item in enumerate(items)]
        if not records:
            return []
        if len({r.id for r in records}) != len(records):
            raise InvalidInputError("the items repeat an id")
        existing = self._existing(ctx, [r for r, item in zip(records, items) if _caller_id(item) is not None])
        result = [existing.get(r.id, r) for r in records]
        records = [r for r in records if r.id not in existing]
        if not records:
            return result
        texts = [r.text for r in records]
        if self._manifest is not None and not self._manifest.written:  # the probe rides along: one call
            vectors = self._embed([*texts, PROBE_TEXT])
            vectors, probe = vectors[:-1], vectors[-1]
            self._manifest.write(self.mode, embedder_name(self.embedder), probe)
        else:
            vectors = self._embed(texts)
        groups: dict[str, list[int]] = defaultdict(list)
        for n, record in enumerate(records):
            groups[record.zone].append(n)
        rows = {
            zone: Rows(
                ids=[records[n].id for n in idx],
                texts=[records[n].text for n in idx],
                metas=[records[n].to_chroma_metadata() for n in idx],
                vectors=vectors[idx],
            )
            for zone, idx in groups.items()
        }
        self._add_rows(rows)
        logger.debug("wrote %d memories for %s", len(records), ctx.task_id)
        return result

    def _existing(self, ctx: TaskContext, records: Sequence[MemoryRecord]) -> dict[str, MemoryRecord]:
        """Caller-id records that are already stored, identical, in their zone (a retry: skipped).
        The same id with other content, or in another zone, is an `InvalidInputError`. "Another
        zone" is any zone of the store in the partition layout; in the collection layout (one
        collection per zone) the zones the caller can see."""
        if not records:
            return {}
        wanted = {r.id: r for r in records}
        zones = tuple(dict.fromkeys([*(r.zone for r in records), *build_scope_filter(ctx).zones]))
        flt = ScopeFilter(user_id=ctx.user_id, zones=zones, statuses=ALL_STATUSES)
        rows = self.backend.get(flt, list(wanted))
        found = {i: MemoryRecord.from_chroma(i, t, m) for i, t, m in zip(rows.ids, rows.texts, rows.metas)}
        if self.mode == "partition":  # ids are unique in the collection: one held by another zone
            for memory_id, zone in self.backend.zones_of([i for i in wanted if i not in found]).items():
                raise InvalidInputError(f"memory id {memory_id!r} exists in another zone: ids never move across zones")
        out = {}
        for memory_id, old in found.items():
            new = wanted[memory_id]
            if old.zone != new.zone:
                raise InvalidInputError(f"memory id {memory_id!r} exists in another zone: ids never move across zones")
            if old.text != new.text or old.memory_scope != new.memory_scope:
                raise InvalidInputError(f"memory id {memory_id!r} exists with other content: use update() to change it")
            out[memory_id] = old
        return out

    def _add_rows(self, rows: Mapping[str, Rows]) -> None:
        """Add rows per zone (all or nothing), then bump their zones' versions and extend the cache."""
        if isinstance(self.versions, ChromaZoneVersions) and self.versions.in_memories_collection:
            self._add_rows_with_versions(rows, self.versions)
            return
        self.backend.add(rows)
        try:
            bumped = self.versions.bump(list(rows), appended=rows)
        except Exception:
            logger.error("zone versions could not be updated after a write; removing the write again")
            for zone, r in rows.items():
                try:
                    self.backend.delete(zone, r.ids)
                except ZonedMemoryError:
                    logger.exception("could not remove the write")
            self.cache.invalidate(list(rows))
            raise
        for zone, r in rows.items():
            self.cache.append(zone, r.ids, r.texts, r.metas, r.vectors,  # type: ignore[arg-type]
                              bumped[zone] if self.versions.atomic else None)

    def _add_rows_with_versions(self, rows: Mapping[str, Rows], versions: ChromaZoneVersions) -> None:
        """A server's partitioned layout: the records, their zones' new versions and their
        directory records go to Chroma in ONE call, the versions in its last batch."""
        zones = list(rows)
        index = getattr(self.backend, "zone_index", None)
        listing = (index.directory_records({zone: r.ids for zone, r in rows.items()})
                   if getattr(index, "listed_by_bump", False) else None)
        _, control = versions.control_records(zones, listing)
        self.cache.invalidate(zones)  # a store drops its own snapshot: the bump is not atomic
        try:
            self.backend.add(rows, control=control)  # type: ignore[call-arg]
        except Exception:
            # the backend removed what it added; a reader that saw a half-applied call reloads
            with contextlib.suppress(Exception):
                versions.bump(zones)
            self.cache.invalidate(zones)
            raise

    def _new_record(self, ctx: TaskContext, item: Any, now: float, n: int) -> MemoryRecord:
        if isinstance(item, str):
            item = MemoryInput(text=item)
        elif isinstance(item, Mapping):
            try:
                item = MemoryInput(**item)
            except Exception as exc:
                raise InvalidInputError(f"item {n}: {exc}") from None
        elif not isinstance(item, MemoryInput):
            raise InvalidInputError(f"item {n} must be a text, a dict or a MemoryInput")
        try:
            if item.id is not None:
                validate_id(item.id, "memory id")
            text = validate_text(item.text)
            scope = parse_enum(Scope, item.scope, "scope")
            source = parse_enum(Source, item.source, "source")
            default_conf, default_status = SOURCE_DEFAULTS[source]
            confidence = default_conf if item.confidence is None else validate_confidence(item.confidence)
            status = default_status if item.status is None else parse_enum(Status, item.status, "status")
            if status is Status.REVOKED:
                raise InvalidInputError("a memory cannot be written as revoked")
            kind = validate_kind(item.kind)
            metadata = validate_user_metadata(item.metadata)
        except InvalidInputError as exc:
            raise InvalidInputError(f"item {n}: {exc}") from None
        return MemoryRecord(
            id=uuid.uuid4().hex if item.id is None else item.id,
            text=text,
            user_id=ctx.user_id,
            session_id=ctx.session_id,
            task_id=ctx.task_id,
            memory_scope=scope,
            zone=zone_key(scope, ctx),
            source=source,
            confidence=confidence,
            status=status,
            kind=kind,
            created_at=now,
            last_accessed=now,
            access_count=0,
            metadata=metadata,
        )

    # -- access statistics -----------------------------------------------------------
    def _record_access(self, hits: Sequence[ScoredMemory]) -> None:
        """Count the hits in memory; a background worker writes them (a search never waits on a
        Chroma write). Written every ``access_flush_seconds``, sooner once ``access_flush_every``
        memories are pending, and on `close`, the context manager's exit and interpreter exit:
        a crash loses at most the last interval."""
        if not hits:
            return
        now = float(self.clock())
        with self._access_lock:
            for hit in hits:
                zone, count, _ = self._pending_access.get(hit.record.id, (hit.record.zone, 0, now))
                self._pending_access[hit.record.id] = (zone, count + 1, now)
            due = len(self._pending_access) >= self._access_flush_every
            if self._access_worker is None or not self._access_worker.is_alive():
                self._access_worker = threading.Thread(target=_access_worker, args=(weakref.ref(self),),
                                                       name="zoned-memory-access", daemon=True)
                self._access_worker.start()
        if due:
            self._access_wake.set()

    def _merge_pending(self, pending: Mapping[str, tuple[str, int, float]]) -> None:
        """Put counts that could not be written back, adding to what arrived meanwhile."""
        with self._access_lock:
            for memory_id, (zone, count, last) in pending.items():
                _, newer, newest = self._pending_access.get(memory_id, (zone, 0, last))
                self._pending_access[memory_id] = (zone, count + newer, max(last, newest))

    def flush(self) -> int:
        """Write buffered access counts and last-access times to the access log (`access_stats`);
        returns how many memories. A failed write keeps them for the next flush."""
        with self._access_lock:
            pending, self._pending_access = self._pending_access, {}
        if not pending:
            return 0
        try:
            self.access_stats.add(pending)
        except Exception:
            self._merge_pending(pending)  # the next flush retries
            raise
        return len(pending)

    # -- administration (not scoped to a caller: for operators and the CLI) ---------------------
    def exists(self) -> bool:
        """True if the store holds a zoned-memory collection (opening never creates one until a write)."""
        return self.backend.exists()

    def scan(self, *, user_id: str | None = None, where: Mapping[str, Any] | None = None) -> Iterator[MemoryRecord]:
        """Every memory (of one user, with ``user_id``), in storage order. Administrative: it is not
        scoped to a task; agents should use `search`."""
        clauses: list[Mapping[str, Any] | None] = [normalize_where(where)]
        if user_id is not None:
            clauses.append({"user_id": {"$eq": validate_id(user_id, "user_id")}})
        for rows in self.backend.scan(and_where(*clauses)):
            yield from self._with_access([MemoryRecord.from_chroma(i, t, m)
                                          for i, t, m in zip(rows.ids, rows.texts, rows.metas)])

    def _with_access(self, records: list[MemoryRecord]) -> list[MemoryRecord]:
        """Records with the access counts kept in the side file added (see `zoned_memory.access`)."""
        if not records:
            return records
        extra = self.access_stats.read([r.id for r in records], {r.id: r.zone for r in records})
        return [r.model_copy(update={"access_count": r.access_count + extra[r.id][0],
                                     "last_accessed": max(r.last_accessed, extra[r.id][1])}) if r.id in extra else r
                for r in records]

    def count(self) -> int:
        return self.backend.count()

    def reindex(self) -> int:
        """Rebuild the partitioned layout's zone index from a scan of the collection (operators:
        after records were written around zoned-memory, or the race documented in
        `zoned_memory.zone_directory`). Every store object sees it at its next load."""
        reindex = getattr(self.backend, "reindex", None)
        zone_ids: dict[str, list[str]] = reindex() if reindex is not None else {}
        if zone_ids:
            self.versions.bump(list(zone_ids))  # every process reloads these zones
        self.cache.clear()
        return sum(len(ids) for ids in zone_ids.values())
