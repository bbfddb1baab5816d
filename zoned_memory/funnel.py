"""The search funnel of `ZonedMemoryStore`: hard filter, similarity, rerank, post-check.

`SearchFunnel` is mixed into the store; it reads the store's backend, cache, versions,
embedder and decay policy. The steps are described on `SearchFunnel.search` and in
``docs/architecture.md``.
"""

from __future__ import annotations

import logging
import operator
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from .backends import Backend
from .cache import ZoneCache, ZoneSnapshot
from .context import TaskContext, ensure_context
from .errors import EmbeddingError, InvalidInputError, IsolationError
from .filters import matches, normalize_where
from .records import MemoryRecord, Scope, ScoreBreakdown, ScoredMemory, Status, clip_query
from .rerank import rerank_tagged
from .rows import Rows
from .scope import ALL_SCOPES, VISIBLE_STATUSES, ScopeFilter, build_scope_filter
from .scoring import Clock, DecayPolicy, decay_factor, score
from .versions import ZoneVersions
from .zone_snapshots import COMPACT_CHUNKS

__all__ = ["SearchFunnel", "MAX_K", "MAX_CANDIDATES"]

logger = logging.getLogger(__name__)

MAX_K = 1000
#: The candidate pool per zone never grows beyond this (a warning is logged when it would).
MAX_CANDIDATES = 20_000
ALL_STATUSES = tuple(Status)


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




def _row_mask(snap: ZoneSnapshot, flt: ScopeFilter, caller: Mapping[str, Any] | None) -> NDArray[np.bool_] | None:
    """The rows of a cached zone that the statuses asked for and the caller filter admit;
    None when every row qualifies (the snapshot holds no revoked row)."""
    mask = None
    if flt.statuses != VISIBLE_STATUSES:
        mask = np.isin(snap.statuses, [s.value for s in flt.statuses])
    if caller is not None:
        hit = np.fromiter((matches(caller, m) for m in snap.metas), dtype=bool, count=len(snap))
        mask = hit if mask is None else mask & hit
    return mask


class SearchFunnel:
    """Search for `ZonedMemoryStore` (a mixin: the store provides these attributes)."""

    backend: Backend
    cache: ZoneCache
    versions: ZoneVersions
    decay: DecayPolicy
    clock: Clock
    oversample: int

    def _embed(self, texts: Sequence[str], *, query: bool = False) -> NDArray[np.float32]:
        raise NotImplementedError

    def _record_access(self, hits: Sequence[ScoredMemory]) -> None:
        raise NotImplementedError

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

    def preload(self, ctx: TaskContext, *, scopes: Iterable[Scope | str] = ALL_SCOPES) -> int:
        """Load the zones of ``ctx`` into the cache now (e.g. when a task starts), so its first
        search is warm. Returns how many memories the cache holds for them (0: cache off)."""
        snapshots = self._zone_snapshots(build_scope_filter(ensure_context(ctx), scopes))
        return sum(len(snap) for snap in snapshots.values())

    def _funnel(self, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                vector: NDArray[np.float32], k: int) -> list[ScoredMemory]:
        """Similarity candidates (``oversample x k`` per zone), then the rerank.

        The rerank can only lower a score (``final <= similarity``), so once the k-th final
        score is at least the similarity of every memory left out, the top k is exact; until
        then the candidate pool grows (x4 each round).
        """
        snapshots = self._zone_snapshots(flt)
        if all(zone in snapshots for zone in flt.zones):
            return self._exact_over_snapshots([snapshots[z] for z in flt.zones], flt, caller, vector, k)
        n = k * self.oversample
        while True:
            candidates, floor = self._candidates(flt, caller, vector, n, snapshots)
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

    def _exact_over_snapshots(self, snapshots: Sequence[ZoneSnapshot], flt: ScopeFilter,
                              caller: Mapping[str, Any] | None, vector: NDArray[np.float32],
                              k: int) -> list[ScoredMemory]:
        """Every zone is cached: score ALL its rows in one vectorized pass (the one formula,
        `score`), take the exact top k, and build objects for those k only. Each zone was checked
        row by row when it entered the cache; the hits are checked again here."""
        sims, weights, created, halves, where = [], [], [], [], []
        now = float(self.clock())
        for s_no, snap in enumerate(snapshots):
            if not len(snap):
                continue
            if snap.vectors.shape[1] != vector.shape[0]:
                raise EmbeddingError(
                    f"query vector has {vector.shape[0]} dimensions; the store holds {snap.vectors.shape[1]}")
            mask = _row_mask(snap, flt, caller)
            rows = np.arange(len(snap)) if mask is None else np.flatnonzero(mask)
            if not len(rows):
                continue
            table = np.asarray([np.nan if (h := self.decay.half_life(k)) is None else h for k in snap.kind_names],
                               dtype=np.float64)
            sims.append((snap.vectors if mask is None else snap.vectors[rows]) @ vector)
            weights.append(snap.weights if mask is None else snap.weights[rows])
            created.append(snap.created if mask is None else snap.created[rows])
            halves.append(table[snap.kind_codes if mask is None else snap.kind_codes[rows]])
            where.append(np.stack([np.full(len(rows), s_no), rows], axis=1))
        if not sims:
            return []
        sim = np.concatenate(sims).astype(np.float64)
        conf = np.concatenate(weights)  # confidence x status factor (outdated counts half)
        half = np.concatenate(halves)
        age = now - np.concatenate(created)
        final = score(sim, conf, age_seconds=age, half_life=half)
        located = np.concatenate(where)
        top = np.argpartition(-final, k - 1)[:k] if len(final) > k else np.arange(len(final))
        ids = [snapshots[located[i, 0]].ids[located[i, 1]] for i in top]
        order = sorted(range(len(top)), key=lambda j: (-final[top[j]], -sim[top[j]], ids[j]))
        decay = decay_factor(age[top], half[top])
        hits = []
        for j in order:
            i = top[j]
            snap, row = snapshots[located[i, 0]], located[i, 1]
            meta = snap.metas[row]
            if not flt.admits(meta) or not matches(caller, meta):
                logger.error("isolation check failed for memory %s (zone %r)", snap.ids[row], meta.get("zone"))
                raise IsolationError(f"memory {snap.ids[row]} from zone {meta.get('zone')!r} reached a search of "
                                     f"{flt.zones}: refusing to return it")
            hits.append(ScoredMemory(
                record=MemoryRecord.from_chroma(snap.ids[row], snap.texts[row], meta),
                score=ScoreBreakdown(similarity=float(sim[i]), confidence=float(conf[i]), decay=float(decay[j]),
                                     final=float(final[i]))))
        return hits

    def _candidates(self, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                    vector: NDArray[np.float32], n: int,
                    snapshots: Mapping[str, ZoneSnapshot]) -> tuple[Rows, float | None]:
        """Up to ``n`` nearest memories per zone, and the highest similarity any memory left
        out can have (``None`` when nothing was left out)."""
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
            found.update(self._load_snapshots(flt.user_id, missing, versions))
        return found

    def _load_snapshots(self, user_id: str, missing: list[str], versions: Mapping[str, str]) -> dict[str, ZoneSnapshot]:
        """Load zones from their saved copies (`zoned_memory.zone_snapshots`) or Chroma, check
        every row, cache them; zones read from Chroma are saved for the next process."""
        generations = {zone: self.cache.generation(zone) for zone in missing}
        self.backend.check_index()  # records written around the store void the saved copies first
        saved = self.versions.read_snapshots({zone: versions[zone] for zone in missing})
        load_filter = ScopeFilter(user_id=user_id, zones=tuple(z for z in missing if z not in saved),
                                  statuses=VISIBLE_STATUSES)
        loaded = dict(self.backend.load_zones(load_filter)) if load_filter.zones else {}
        loaded.update({zone: rows for zone, (rows, _) in saved.items()})
        in_zones = ScopeFilter(user_id=user_id, zones=tuple(missing), statuses=ALL_STATUSES)
        for zone, rows in loaded.items():
            for memory_id, meta in zip(rows.ids, rows.metas):
                if not in_zones.admits(meta) or meta.get("zone") != zone:  # fail closed before caching
                    raise IsolationError(f"memory {memory_id} read for zones {missing} lies outside them")
        now = self.cache.now()
        out = {}
        for zone in missing:
            rows = _only_statuses(loaded.get(zone, Rows()), load_filter)
            vectors = rows.vectors if rows.vectors is not None and len(rows) else np.zeros((0, 0), np.float32)
            out[zone] = ZoneSnapshot.build(rows.ids, rows.texts, rows.metas, vectors, now, versions[zone])
            self.cache.put(zone, out[zone], generations[zone])
            if self.versions.persists_snapshots and (zone not in saved or saved[zone][1] > COMPACT_CHUNKS):
                try:  # read from Chroma (or from many chunks): save one copy at the token read before
                    self.versions.save_snapshot(zone, versions[zone], rows)
                except Exception:  # noqa: BLE001 - a copy is an optimisation; the search stands
                    logger.warning("could not save a copy of zone %s", zone, exc_info=True)
        return out

    @staticmethod
    def _search_snapshot(snap: ZoneSnapshot, flt: ScopeFilter, caller: Mapping[str, Any] | None,
                         vector: NDArray[np.float32], n: int) -> Rows:
        if not len(snap):
            return Rows(similarities=np.zeros(0))
        if snap.vectors.shape[1] != vector.shape[0]:
            raise EmbeddingError(
                f"query vector has {vector.shape[0]} dimensions; the store holds {snap.vectors.shape[1]}"
            )
        mask = _row_mask(snap, flt, caller)
        rows_idx = np.arange(len(snap)) if mask is None else np.flatnonzero(mask)
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
