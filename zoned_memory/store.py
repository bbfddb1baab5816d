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
import logging
import os
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from .backends import Backend, CollectionBackend, EmbeddedClient, PartitionBackend, make_client, validate_prefix
from .cache import CacheConfig, ZoneCache
from .context import validate_id
from .current_tasks import ChromaCurrentTasks, CurrentTasks, LocalCurrentTasks, SqliteCurrentTasks
from .embeddings import Embedder, PrecomputedOnlyEmbedding, WordLlamaEmbedding, embed_texts, embedder_name
from .errors import InvalidInputError, StoreUnavailableError
from .filters import and_where, normalize_where
from .folder_lock import FolderHold, hold_folder
from .recovery import finish_interrupted
from .funnel import MAX_CANDIDATES, MAX_K, SearchFunnel
from .lifecycle import Lifecycle, PruneReport, ReviewReport
from .access import ChromaAccessStats, SqliteAccessStats
from .manifest import PROBE_TEXT, Manifest
from .records import MemoryRecord, ScoredMemory
from .scoring import Clock, DecayPolicy
from .sqlite_versions import SqliteZoneVersions
from .versions import ChromaZoneVersions, LocalZoneVersions, ZoneVersions
from .zone_directory import ChromaZoneIndex
from .writing import MemoryInput, Writing
from .zone_index import INDEX_FILENAME, ZoneIds, ZoneIndex

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


class ZonedMemoryStore(Writing, SearchFunnel, Lifecycle):
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
        current_tasks: CurrentTasks | None = None,
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
        #: this store's claim on its embedded folder's lock (`zoned_memory.folder_lock`)
        self._folder_hold: FolderHold | None = None
        #: the folder of an embedded store (None for a server or a given client)
        self.path: Path | None = None
        self._manifest: Manifest | None = None  # set by `open`: layout and embedder, recorded at first write
        #: access statistics: a side file (embedded) or a `<prefix>.access` collection (the default)
        self.access_stats: SqliteAccessStats | ChromaAccessStats = (
            access_stats if access_stats is not None
            else ChromaAccessStats(backend.client, f"{backend.prefix}.access", PrecomputedOnlyEmbedding()))
        #: which task each session is on (`TaskSession` resumes it in a new process)
        self.current_tasks: CurrentTasks = current_tasks if current_tasks is not None else LocalCurrentTasks()
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
        lock_timeout: float = 0.0,
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

        An embedded folder is open in one process at a time (Chroma's embedded mode is not safe
        for more): a second process gets `StoreLockedError` naming the holder, at once or after
        ``lock_timeout`` seconds (`zoned_memory.folder_lock`). Share a store through a server.
        """
        if mode not in MODES:
            raise InvalidInputError(f"mode must be one of {MODES} (got {mode!r})")
        validate_prefix(collection_prefix)
        if path is None and url is None and client is None:
            path = DEFAULT_PATH
        hold: FolderHold | None = None
        if path is not None:
            path = Path(path)
            if path.exists() and not path.is_dir():
                raise InvalidInputError(f"store path {path} exists and is not a folder")
            try:
                path.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreUnavailableError(f"cannot create the store folder {path}: {exc}") from exc
            hold = hold_folder(path, lock_timeout)  # before Chroma touches the folder
        try:
            chroma = make_client(path=str(path) if path is not None else None, url=url, client=client,
                                 headers=headers, tenant=tenant, database=database)
            if client is not None:  # an embedded client given by hand gets the same side files as path=
                path = _embedded_folder(client)
                if path is not None:
                    hold = hold_folder(path, lock_timeout)
            embedder = embedder if embedder is not None else WordLlamaEmbedding()
            _check_embedder(embedder)
            ef = embedder if isinstance(embedder, WordLlamaEmbedding) else PrecomputedOnlyEmbedding()
            label = embedder_name(embedder)
            cache = cache or CacheConfig()
            copies = cache.max_zone_vectors if cache.persist and cache.max_vectors > 0 else 0  # saved zone copies
            versions: ZoneVersions
            if path is not None:
                versions = SqliteZoneVersions(path / f"{collection_prefix}.{INDEX_FILENAME}", snapshot_rows=copies)
            else:
                versions = ChromaZoneVersions(chroma, f"{collection_prefix}.versions", PrecomputedOnlyEmbedding())
            if mode == "partition":
                index: ZoneIds = (ZoneIndex(path / f"{collection_prefix}.{INDEX_FILENAME}") if path is not None
                                  else ChromaZoneIndex(versions))  # type: ignore[arg-type]  # shares its collection
                backend: Backend = PartitionBackend(chroma, ef, label, collection_prefix, index)
                other: Backend = CollectionBackend(chroma, ef, label, collection_prefix)
            else:
                backend = CollectionBackend(chroma, ef, label, collection_prefix)
                other = PartitionBackend(chroma, ef, label, collection_prefix)
            manifest = Manifest(chroma, collection_prefix, PrecomputedOnlyEmbedding())
            if manifest.read() is not None:
                manifest.check(mode, label, embed_texts(embedder, [PROBE_TEXT])[0])
            elif not backend.exists() and other.exists():  # a store from before manifests
                raise InvalidInputError(f"this store was written with mode={other.mode!r}; open it with that mode")
            access: SqliteAccessStats | ChromaAccessStats = (
                SqliteAccessStats(path / f"{collection_prefix}.{INDEX_FILENAME}") if path is not None
                else ChromaAccessStats(chroma, f"{collection_prefix}.access", PrecomputedOnlyEmbedding()))
            current: CurrentTasks = (SqliteCurrentTasks(path / f"{collection_prefix}.{INDEX_FILENAME}") if path is not None
                                     else ChromaCurrentTasks(versions))
            store = cls(backend, embedder, decay=decay, cache=cache, clock=clock, versions=versions, access_stats=access,
                        current_tasks=current)
            store._manifest = manifest
            store.path = path
            store._folder_hold = hold
            if path is not None:
                store.backend.handle_key = str(Path(path).resolve())
            if hold is not None:  # a store dropped without close() lets go of the folder too
                weakref.finalize(store, hold.release)
                if hold.first:  # no other writer can be in flight: finish what a crash interrupted
                    finish_interrupted(store)
            return store
        except BaseException:
            if hold is not None:
                hold.release()
            raise

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
        """Flush access statistics and let go of the embedded folder: its lock (another process may
        open it then), the Chroma client the store opened and the side file, so that no file of the
        folder stays open. The store may still be used afterwards: the next use opens them again
        (a write takes the lock again)."""
        self.flush()
        self.backend.forget_handles()
        for part in (self.backend.zone_index, self.versions, self.access_stats, self.current_tasks):
            if part is not None:
                part.close()
        if isinstance(self.backend.client, EmbeddedClient):  # a client given by hand stays its owner's
            self.backend.client.close()
        if self._folder_hold is not None:
            self._folder_hold.release()

    def _hold_folder(self) -> None:
        """Before a change: this process holds the embedded folder (again, after `close`)."""
        if self._folder_hold is not None:
            self._folder_hold.ensure()

    # -- embedding ---------------------------------------------------------------------
    def _embed(self, texts: Sequence[str], *, query: bool = False) -> NDArray[np.float32]:
        vectors = embed_texts(self.embedder, texts, self._dim, query=query)
        if self._dim is None and len(vectors):
            self._dim = int(vectors.shape[1])
        return vectors

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
