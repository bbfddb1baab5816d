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
import math
import operator
import os
import threading
import time
import uuid
import weakref
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field

from .backends import Backend, CollectionBackend, PartitionBackend, Rows, make_client, validate_prefix
from .cache import CacheConfig, ZoneCache, ZoneSnapshot
from .zone_index import INDEX_FILENAME, ZoneIndex
from .manifest import PROBE_TEXT, Manifest
from .forget import ForgetReport, forget
from .transfer import ImportReport, import_records
from .versions import ChromaZoneVersions, LocalZoneVersions, SqliteZoneVersions, ZoneVersions
from .context import TaskContext, ensure_context, validate_id
from .embeddings import Embedder, PrecomputedOnlyEmbedding, WordLlamaEmbedding, embed_texts, embedder_name
from .errors import EmbeddingError, InvalidInputError, IsolationError, MemoryNotFoundError, ZonedMemoryError
from .filters import and_where, matches, normalize_where
from .records import (
    SOURCE_DEFAULTS,
    MemoryRecord,
    Scope,
    ScoredMemory,
    Source,
    Status,
    clip_query,
    parse_enum,
    validate_confidence,
    validate_kind,
    validate_text,
    validate_user_metadata,
)
from .scope import ALL_SCOPES, VISIBLE_STATUSES, ScopeFilter, build_scope_filter, zone_key
from .rerank import rerank_tagged
from .scoring import OUTDATED_FACTOR, Clock, DecayPolicy, retention_score, status_factor

__all__ = [
    "DEFAULT_PATH",
    "MODES",
    "MemoryInput",
    "ReviewReport",
    "PruneReport",
    "ZonedMemoryStore",
]

logger = logging.getLogger(__name__)

#: Where an embedded store lives when no path is given (override with ZONED_MEMORY_PATH).
DEFAULT_PATH = Path(os.environ.get("ZONED_MEMORY_PATH", Path.home() / ".zoned-memory" / "chroma"))
MODES = ("partition", "collection")
MAX_K = 1000
#: The candidate pool per zone never grows beyond this (a warning is logged when it would).
MAX_CANDIDATES = 20_000
ALL_STATUSES = tuple(Status)


class MemoryInput(BaseModel):
    """One memory to write (for `ZonedMemoryStore.write_many`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    text: Any
    scope: Any = Scope.TASK
    source: Any = Source.MODEL_INFERENCE
    confidence: Any = None
    kind: Any = None
    status: Any = None
    metadata: Any = None


class ReviewReport(BaseModel):
    """What `ZonedMemoryStore.review_task` did."""

    task_id: str
    validated: list[str] = Field(default_factory=list)
    outdated: list[str] = Field(default_factory=list)
    deleted: list[str] = Field(default_factory=list)


class PruneReport(BaseModel):
    """What `ZonedMemoryStore.prune_global` removed (or would remove, on a dry run)."""

    user_id: str
    dry_run: bool
    examined: int
    removed: list[MemoryRecord] = Field(default_factory=list)
    retention: dict[str, float] = Field(default_factory=dict)


def _only_statuses(rows: Rows, flt: ScopeFilter) -> Rows:
    """The rows whose status ``flt`` allows (revoked ones never reach the cache)."""
    allowed = {s.value for s in flt.statuses}
    keep = [n for n, meta in enumerate(rows.metas) if meta.get("status") in allowed]
    return rows if len(keep) == len(rows) else rows.take(keep)


def _validate_k(k: Any) -> int:
    """``k`` as an int from 1 to `MAX_K` (numpy integers welcome; bools, floats and strings not)."""
    if isinstance(k, bool) or isinstance(k, str):
        raise InvalidInputError(f"k must be an integer from 1 to {MAX_K} (got {k!r})")
    try:
        value = operator.index(k)
    except TypeError:
        raise InvalidInputError(f"k must be an integer from 1 to {MAX_K} (got {k!r})") from None
    if not 1 <= value <= MAX_K:
        raise InvalidInputError(f"k must be an integer from 1 to {MAX_K} (got {k!r})")
    return value


def _validate_memory_ids(ids: Any) -> list[str]:
    if isinstance(ids, str) or not isinstance(ids, Iterable):
        raise InvalidInputError("ids must be a list of memory id strings")
    out = [validate_id(i, "memory id") for i in ids]
    if not out:
        raise InvalidInputError("ids must not be empty")
    return list(dict.fromkeys(out))


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


def _flush_at_exit(ref: "weakref.ReferenceType[ZonedMemoryStore]") -> None:
    store = ref()
    if store is not None:
        try:
            store.flush()
        except Exception:  # noqa: BLE001 - the interpreter is exiting; say so, never raise
            logger.warning("access statistics could not be written at exit", exc_info=True)


class ZonedMemoryStore:
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
        access_flush_every: int = 256,
        versions: ZoneVersions | None = None,
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
        self._closed = False
        #: the folder of an embedded store (None for a server or a given client)
        self.path: Path | None = None
        self._manifest: Manifest | None = None  # set by `open`: layout and embedder, recorded at first write
        atexit.register(_flush_at_exit, weakref.ref(self))  # counts survive a process that forgot close()

    # -- construction ----------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        url: str | None = None,
        client: Any = None,
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
        chroma = make_client(path=str(path) if path is not None else None, url=url, client=client)
        if client is not None:  # an embedded client given by hand gets the same side files as path=
            path = _embedded_folder(client)
        embedder = embedder if embedder is not None else WordLlamaEmbedding()
        _check_embedder(embedder)
        ef = embedder if isinstance(embedder, WordLlamaEmbedding) else PrecomputedOnlyEmbedding()
        label = embedder_name(embedder)
        if mode == "partition":
            index = ZoneIndex(path / f"{collection_prefix}.{INDEX_FILENAME}") if path is not None else None
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
        versions: ZoneVersions
        if path is not None:
            versions = SqliteZoneVersions(path / f"{collection_prefix}.{INDEX_FILENAME}")
        else:
            versions = ChromaZoneVersions(chroma, f"{collection_prefix}.versions", PrecomputedOnlyEmbedding())
        store = cls(backend, embedder, decay=decay, cache=cache, clock=clock, versions=versions)
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
    ) -> MemoryRecord:
        """Write one memory into the zone of ``scope`` (task, session or global) of ``ctx``.

        Confidence and status default by source (see `zoned_memory.records.SOURCE_DEFAULTS`).
        The default source is ``model_inference``: untagged memories are treated as the least
        trusted kind.
        """
        item = MemoryInput(text=text, scope=scope, source=source, confidence=confidence,
                           kind=kind, status=status, metadata=metadata)
        return self.write_many(ctx, [item])[0]

    def write_many(
        self, ctx: TaskContext, items: Sequence[MemoryInput | Mapping[str, Any] | str]
    ) -> list[MemoryRecord]:
        """Write many memories at once: all are validated and embedded first, then written in
        one go; if anything fails, nothing stays written."""
        ctx = ensure_context(ctx)
        if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
            raise InvalidInputError("items must be a list of texts, dicts or MemoryInput")
        now = float(self.clock())
        records = [self._new_record(ctx, item, now, n) for n, item in enumerate(items)]
        if not records:
            return []
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
        return records

    def _add_rows(self, rows: Mapping[str, Rows]) -> None:
        """Add rows per zone (all or nothing), then bump their zones' versions and extend the cache."""
        self.backend.add(rows)
        try:
            bumped = self.versions.bump(list(rows))
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
            id=uuid.uuid4().hex,
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

    # -- searching -----------------------------------------------------------------------
    def search(
        self,
        ctx: TaskContext,
        query: str,
        k: int = 5,
        *,
        scopes: Iterable[Scope | str] = ALL_SCOPES,
        statuses: Iterable[Status | str] | None = None,
        where: Mapping[str, Any] | None = None,
    ) -> list[ScoredMemory]:
        """The funnel: hard filter (zones of ``ctx``, never revoked), similarity, then the rerank
        ``similarity x confidence x decay``. ``where`` (a Chroma-style metadata filter) can only
        narrow the result. Fewer than ``k`` hits come back when fewer qualify. A query longer
        than `MAX_QUERY_CHARS` is cut (`clip_query`).
        """
        ctx = ensure_context(ctx)
        query = clip_query(query)  # a long query is cut to what the embedder reads, never refused
        k = _validate_k(k)
        flt = build_scope_filter(ctx, scopes, statuses)
        caller = normalize_where(where)
        vector = self._embed([query], query=True)[0]
        hits = self._funnel(flt, caller, vector, k)
        self._record_access(hits)
        return hits

    def _funnel(self, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                vector: NDArray[np.float32], k: int) -> list[ScoredMemory]:
        """Similarity candidates (``oversample x k`` per zone), then the rerank.

        The rerank can only lower a score (``final <= similarity``), so once the k-th final
        score is at least the similarity of every memory left out, the top k is exact; until
        then the candidate pool grows (x4 each round).
        """
        n = k * self.oversample
        while True:
            candidates, floor = self._candidates(flt, caller, vector, n)
            # every candidate (so every hit) is checked as soon as Chroma or the cache answers
            for memory_id, meta in zip(candidates.ids, candidates.metas):
                if not flt.admits(meta) or not matches(caller, meta):
                    logger.error("isolation check failed for memory %s (zone %r)", memory_id, meta.get("zone"))
                    raise IsolationError(f"memory {memory_id} from zone {meta.get('zone')!r} reached a search of "
                                         f"{flt.zones}: refusing to return it")
            hits = self._rerank(candidates, k)
            if floor is None or (len(hits) == k and hits[-1].score.final >= floor):
                return hits
            if n >= MAX_CANDIDATES:
                logger.warning("search stopped widening at %d candidates per zone", n)
                return hits
            n = min(n * 4, MAX_CANDIDATES)

    def _candidates(self, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                    vector: NDArray[np.float32], n: int) -> tuple[Rows, float | None]:
        """Up to ``n`` nearest memories per zone, and the highest similarity any memory left
        out can have (``None`` when nothing was left out)."""
        snapshots = self._zone_snapshots(flt)
        parts = [self._search_snapshot(snapshots[zone], flt, caller, vector, n)
                 for zone in flt.zones if zone in snapshots]
        uncached = tuple(z for z in flt.zones if z not in snapshots)
        if uncached:
            narrowed = ScopeFilter(user_id=flt.user_id, zones=uncached, statuses=flt.statuses)
            parts.append(self.backend.query(narrowed, caller, vector, n))
        floor: float | None = None
        for rows in parts:
            if len(rows) >= n and rows.similarities is not None:  # this part may hold more
                left_out = float(max(0.0, rows.similarities.min()))
                floor = left_out if floor is None else max(floor, left_out)
        return Rows.concat(parts), floor

    def _zone_snapshots(self, flt: ScopeFilter) -> dict[str, ZoneSnapshot]:
        """Snapshots of the filter's zones, loading the missing ones in one Chroma read.

        Zones absent from the result (cache disabled, zone too large) are queried in Chroma.
        """
        if not self.cache.enabled:
            return {}
        wanted = [zone for zone in flt.zones if zone not in self.cache.oversized]
        if not wanted:
            return {}
        versions = self.versions.read(wanted)  # BEFORE any load: see zoned_memory.versions
        found: dict[str, ZoneSnapshot] = {}
        missing: list[str] = []
        for zone in wanted:
            snap = self.cache.get(zone, versions[zone])
            if snap is None:
                missing.append(zone)
            else:
                found[zone] = snap
        if missing:
            generations = {zone: self.cache.generation(zone) for zone in missing}
            load_filter = ScopeFilter(user_id=flt.user_id, zones=tuple(missing), statuses=VISIBLE_STATUSES)
            loaded = self.backend.load_zones(load_filter)
            in_zones = ScopeFilter(user_id=flt.user_id, zones=tuple(missing), statuses=ALL_STATUSES)
            for rows in loaded.values():
                for memory_id, meta in zip(rows.ids, rows.metas):
                    if not in_zones.admits(meta):  # fail closed before anything is cached
                        raise IsolationError(f"memory {memory_id} read for zones {missing} lies outside them")
            now = self.cache.now()
            for zone in missing:
                rows = _only_statuses(loaded.get(zone, Rows()), load_filter)
                vectors = rows.vectors if rows.vectors is not None and len(rows) else np.zeros((0, 0), np.float32)
                snap = ZoneSnapshot.build(rows.ids, rows.texts, rows.metas, vectors, now, versions[zone])
                self.cache.put(zone, snap, generations[zone])
                found[zone] = snap
        return found

    @staticmethod
    def _search_snapshot(snap: ZoneSnapshot, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                         vector: NDArray[np.float32], n: int) -> Rows:
        if not len(snap):
            return Rows(similarities=np.zeros(0))
        if snap.vectors.shape[1] != vector.shape[0]:
            raise EmbeddingError(
                f"query vector has {vector.shape[0]} dimensions; the store holds {snap.vectors.shape[1]}"
            )
        mask = np.ones(len(snap), dtype=bool)
        if flt.statuses != VISIBLE_STATUSES:
            mask &= np.isin(snap.statuses, [s.value for s in flt.statuses])
        if caller is not None:
            mask &= np.fromiter((matches(caller, m) for m in snap.metas), dtype=bool, count=len(snap))
        rows_idx = np.flatnonzero(mask)
        if not len(rows_idx):
            return Rows(similarities=np.zeros(0))
        if len(rows_idx) == len(snap):
            sims = snap.vectors @ vector
        else:
            sims = snap.vectors[rows_idx] @ vector
        if len(sims) > n:
            top = np.argpartition(-sims, n - 1)[:n]
        else:
            top = np.arange(len(sims))
        picked = rows_idx[top]
        return Rows([snap.ids[i] for i in picked], [snap.texts[i] for i in picked],
                    [snap.metas[i] for i in picked], similarities=sims[top].astype(np.float64))

    def _rerank(self, rows: Rows, k: int) -> list[ScoredMemory]:
        """The soft rerank of the core, `rerank_tagged` (which calls `score`); ties: similarity, id."""
        if not len(rows):
            return []
        sims = np.asarray(rows.similarities, dtype=np.float64)
        order = sorted(range(len(rows)), key=lambda i: (-sims[i], rows.ids[i]))
        ranked = rerank_tagged([(float(sims[i]), rows.metas[i]) for i in order], policy=self.decay,
                               now=float(self.clock()))
        return [
            ScoredMemory(record=MemoryRecord.from_chroma(rows.ids[order[i]], rows.texts[order[i]], rows.metas[order[i]]),
                         score=breakdown)
            for i, breakdown in ranked[:k]
        ]

    # -- access statistics -----------------------------------------------------------
    def _record_access(self, hits: Sequence[ScoredMemory]) -> None:
        if not hits:
            return
        now = float(self.clock())
        with self._access_lock:
            for hit in hits:
                zone, count, _ = self._pending_access.get(hit.record.id, (hit.record.zone, 0, now))
                self._pending_access[hit.record.id] = (zone, count + 1, now)
            due = len(self._pending_access) >= self._access_flush_every
        if due:
            self.flush()

    def flush(self) -> int:
        """Write buffered access counts and last-access times to Chroma; returns how many records."""
        with self._access_lock:
            pending, self._pending_access = self._pending_access, {}
        if not pending:
            return 0
        by_zone: dict[str, list[str]] = defaultdict(list)
        for memory_id, (zone, _, _) in pending.items():
            by_zone[zone].append(memory_id)
        written = 0
        try:
            for zone, ids in by_zone.items():
                user = zone.split("|", 2)[1]
                flt = ScopeFilter(user_id=user, zones=(zone,), statuses=ALL_STATUSES)
                current = self.backend.get(flt, ids)
                changes = {}
                for memory_id, meta in zip(current.ids, current.metas):
                    _, count, last = pending[memory_id]
                    changes[memory_id] = {
                        "access_count": int(meta.get("access_count", 0)) + count,
                        "last_accessed": max(float(meta.get("last_accessed", 0.0)), last),
                    }
                if changes:
                    self.backend.update(zone, list(changes), list(changes.values()))
                    self.cache.patch(zone, changes)
                    written += len(changes)
        except Exception:
            with self._access_lock:  # keep what was not written for the next flush
                for memory_id, value in pending.items():
                    self._pending_access.setdefault(memory_id, value)
            raise
        return written

    # -- reading and managing ----------------------------------------------------------
    def _management_filter(self, ctx: TaskContext, scopes: Iterable[Scope | str] = ALL_SCOPES) -> ScopeFilter:
        """The caller's zones with every status, revoked included (for status changes, never for search)."""
        flt = build_scope_filter(ctx, scopes)
        return ScopeFilter(user_id=flt.user_id, zones=flt.zones, statuses=ALL_STATUSES)

    def _records(self, rows: Rows, flt: ScopeFilter) -> list[MemoryRecord]:
        out = []
        for i, t, m in zip(rows.ids, rows.texts, rows.metas):
            if not flt.admits(m):
                raise IsolationError(f"memory {i} from zone {m.get('zone')!r} is outside {flt.zones}")
            out.append(MemoryRecord.from_chroma(i, t, m))
        return out

    def get(self, ctx: TaskContext, ids: Sequence[str], *, scopes: Iterable[Scope | str] = ALL_SCOPES) -> list[MemoryRecord]:
        """Memories by id, from the caller's zones only (revoked ones included, for auditing).

        An id outside the caller's zones is reported as not found, like one that does not exist.
        """
        ctx = ensure_context(ctx)
        wanted = _validate_memory_ids(ids)
        flt = self._management_filter(ctx, scopes)
        records = {r.id: r for r in self._records(self.backend.get(flt, wanted), flt)}
        missing = [i for i in wanted if i not in records]
        if missing:
            raise MemoryNotFoundError(f"no memory {missing} in the zones of task {ctx.task_id!r}")
        return [records[i] for i in wanted]

    def records(
        self,
        ctx: TaskContext,
        *,
        scopes: Iterable[Scope | str] = (Scope.TASK,),
        where: Mapping[str, Any] | None = None,
    ) -> list[MemoryRecord]:
        """Every memory of the caller's zones (default: its task zone), oldest first, any status."""
        ctx = ensure_context(ctx)
        flt = self._management_filter(ctx, scopes)
        records = self._records(self.backend.get(flt, None, normalize_where(where)), flt)
        return sorted(records, key=lambda r: (r.created_at, r.id))

    def set_status(self, ctx: TaskContext, ids: Sequence[str], status: Status | str) -> list[MemoryRecord]:
        """Change the status of memories in the caller's zones. All ids must exist there, or
        nothing changes. Revoked memories disappear from every search at once."""
        new_status = parse_enum(Status, status, "status")
        records = self.get(ctx, ids)
        by_zone: dict[str, list[str]] = defaultdict(list)
        for record in records:
            by_zone[record.zone].append(record.id)
        self._change(by_zone, {"status": new_status.value})
        return [r.model_copy(update={"status": new_status}) for r in records]

    def _change(self, by_zone: Mapping[str, Sequence[str]], meta: Mapping[str, Any] | None) -> None:
        """Update (``meta``) or delete (``None``) records, keeping the cache from serving stale rows."""
        zones = list(by_zone)
        self.cache.invalidate(zones)
        try:
            for zone, ids in by_zone.items():
                if meta is None:
                    self.backend.delete(zone, list(ids))
                else:
                    self.backend.update(zone, list(ids), [dict(meta)] * len(ids))
        finally:
            try:
                self.versions.bump(zones)  # after Chroma changed: every other store reloads these zones
            finally:
                self.cache.invalidate(zones)
            with self._access_lock:
                if meta is None:
                    for ids in by_zone.values():
                        for i in ids:
                            self._pending_access.pop(i, None)

    def review_task(
        self, ctx: TaskContext, *, verified_ids: Sequence[str] = (), delete: bool = False
    ) -> ReviewReport:
        """Post-task review of the task's OWN zone: ``verified_ids`` become validated; every
        other memory of the task zone that is still unverified becomes outdated (or is deleted,
        with ``delete=True``). What the task wrote into its session or the user's global zone
        is meant to outlive it and is left alone. An outdated memory still answers searches,
        ranked down (its confidence counts `OUTDATED_FACTOR` times), and is pruned first."""
        ctx = ensure_context(ctx)
        verified = _validate_memory_ids(verified_ids) if verified_ids else []
        if verified:
            self.set_status(ctx, verified, Status.VALIDATED)
        flt = self._management_filter(ctx, (Scope.TASK,))
        written_here = self._records(
            self.backend.get(flt, None, {"status": {"$eq": Status.UNVERIFIED.value}}), flt)
        stale: dict[str, list[str]] = defaultdict(list)
        for record in written_here:
            if record.id not in verified:
                stale[record.zone].append(record.id)
        self._change(stale, None if delete else {"status": Status.OUTDATED.value})
        ids = [i for group in stale.values() for i in group]
        report = ReviewReport(task_id=ctx.task_id, validated=verified)
        if delete:
            report.deleted = ids
        else:
            report.outdated = ids
        logger.info("reviewed task %s: %d validated, %d %s", ctx.task_id, len(verified), len(ids),
                    "deleted" if delete else "outdated")
        return report

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
            for i, t, m in zip(rows.ids, rows.texts, rows.metas):
                yield MemoryRecord.from_chroma(i, t, m)

    def count(self) -> int:
        return self.backend.count()

    def delete(self, ctx: TaskContext, ids: Sequence[str]) -> int:
        """Delete memories by id from the caller's zones; all must exist there, or nothing is deleted."""
        records = self.get(ctx, ids)
        by_zone: dict[str, list[str]] = defaultdict(list)
        for record in records:
            by_zone[record.zone].append(record.id)
        self._change(by_zone, None)
        return len(records)

    def delete_task(self, ctx: TaskContext) -> int:
        """Delete every memory of the task's own zone; returns how many were deleted."""
        ctx = ensure_context(ctx)
        flt = self._management_filter(ctx, (Scope.TASK,))
        ids = self._records(self.backend.get(flt), flt)
        (zone,) = flt.zones
        self._change({zone: [r.id for r in ids]}, None)
        return len(ids)

    def import_records(self, records: Iterable[MemoryRecord | Mapping[str, Any]]) -> ImportReport:
        """Write exported records back with their ids, timestamps, statuses and access stats;
        idempotent (see `zoned_memory.transfer`)."""
        return import_records(self, records)

    def delete_user(self, user_id: str, *, vacuum: bool = True) -> "ForgetReport":
        """Forget a user: every memory of every zone, and every copy Chroma keeps (see
        `zoned_memory.forget`). ``vacuum=False`` skips the (slow) ``chroma vacuum``."""
        return forget(self, user_id, vacuum_store=vacuum)

    def delete_session(self, user_id: str, session_id: str, *, vacuum: bool = True) -> "ForgetReport":
        """Forget one session of a user: its tasks' zones and its session zone (the user's global
        zone stays), and every copy Chroma keeps."""
        return forget(self, user_id, session_id, vacuum_store=vacuum)

    def prune_global(
        self,
        user_id: str,
        *,
        min_retention: float = 0.25,
        max_records: int | None = None,
        dry_run: bool = True,
    ) -> PruneReport:
        """Prune a user's global zone by access frequency x decay.

        ``retention = (1 + access_count) x 0.5 ** (idle time / half-life of the kind)``. Memories
        under ``min_retention`` go, and, with ``max_records``, the lowest beyond that many.
        A dry run (the default) only reports.
        """
        user_id = validate_id(user_id, "user_id")
        if isinstance(min_retention, bool) or not isinstance(min_retention, (int, float)) \
                or not math.isfinite(min_retention) or min_retention < 0:
            raise InvalidInputError("min_retention must be a number >= 0")
        if max_records is not None and (isinstance(max_records, bool) or not isinstance(max_records, int) or max_records < 0):
            raise InvalidInputError("max_records must be an integer >= 0 or None")
        self.flush()
        ctx = TaskContext(user_id=user_id, session_id="ops", task_id="ops")
        flt = self._management_filter(ctx, (Scope.GLOBAL,))
        records = self._records(self.backend.get(flt), flt)
        now = float(self.clock())
        half = [self.decay.half_life(r.kind) for r in records]
        retention = retention_score(
            [r.access_count for r in records],
            idle_seconds=[now - max(r.last_accessed, r.created_at) for r in records],
            half_life=[np.nan if h is None else h for h in half],
        ) if records else np.zeros(0)
        retention = retention * np.asarray([status_factor(r.status.value) for r in records])  # outdated: first
        order = sorted(range(len(records)), key=lambda i: (-retention[i], -records[i].created_at))
        doomed = {i for i in order if retention[i] < min_retention}
        if max_records is not None:
            doomed.update(order[max_records:])
        removed = [records[i] for i in sorted(doomed, key=lambda i: retention[i])]
        if removed and not dry_run:
            (zone,) = flt.zones
            self._change({zone: [r.id for r in removed]}, None)
        return PruneReport(
            user_id=user_id, dry_run=dry_run, examined=len(records), removed=removed,
            retention={r.id: float(retention[i]) for i, r in enumerate(records)},
        )
