"""Reading, changing and removing memories of `ZonedMemoryStore`: status, review, delete, prune,
forget, import, edit and move. Every change goes through `Lifecycle._change`, which keeps the
cache and the zone versions right (nothing made invisible is served, in any process).
"""

from __future__ import annotations

import contextlib
import logging
import math
import threading
from collections import defaultdict
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Mapping, Sequence, cast

import numpy as np

from .backends import Backend
from .cache import ZoneCache
from .context import TaskContext, ensure_context, validate_id
from .errors import InvalidInputError, IsolationError, MemoryNotFoundError
from .faults import crash_point
from .filters import normalize_where
from .forget import ForgetReport, forget
from .records import (
    AUDIT_KEYS,
    MemoryRecord,
    Scope,
    Status,
    parse_enum,
    validate_confidence,
    validate_kind,
    validate_text,
    validate_user_metadata,
)
from .rows import Rows
from .scope import ALL_SCOPES, ScopeFilter, build_scope_filter, zone_key
from .scoring import Clock, DecayPolicy, retention_score, status_factor
from .transfer import ImportReport, import_records
from .versions import ZoneVersions

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["Lifecycle", "ReviewReport", "PruneReport"]

logger = logging.getLogger(__name__)

ALL_STATUSES = tuple(Status)


def _validate_memory_ids(ids: Any) -> list[str]:
    if isinstance(ids, str) or not isinstance(ids, Iterable):
        raise InvalidInputError("ids must be a list of memory id strings")
    out = [validate_id(i, "memory id") for i in ids]
    if not out:
        raise InvalidInputError("ids must not be empty")
    return list(dict.fromkeys(out))


from pydantic import BaseModel, Field  # noqa: E402


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



class Lifecycle:
    """Management of `ZonedMemoryStore` (a mixin: the store provides these attributes)."""

    backend: Backend
    cache: ZoneCache
    versions: ZoneVersions
    decay: DecayPolicy
    clock: Clock
    _access_lock: threading.Lock
    _pending_access: dict[str, tuple[str, int, float]]

    def _hold_folder(self) -> None:
        raise NotImplementedError

    def flush(self) -> int:
        raise NotImplementedError

    def _with_access(self, records: list[MemoryRecord]) -> list[MemoryRecord]:
        raise NotImplementedError

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
        return self._with_access(out)

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

    @contextlib.contextmanager
    def _changing(self, zones: Sequence[str]) -> Iterator[None]:
        """Around a Chroma change of ``zones``: the cache serves none of them while it runs, and
        afterwards (even after a failure) their versions are bumped, so every other store object
        and process reloads them, and this cache drops them again."""
        zones = list(zones)
        self._hold_folder()
        journal = self.versions.begin_change(zones)  # a crash mid-change: the next open reloads the zones
        self.cache.invalidate(zones)
        try:
            yield
            crash_point("change.chroma_done")
        finally:
            try:
                self.versions.bump(zones)  # after Chroma changed
                self.versions.end_change(journal)
            finally:
                self.cache.invalidate(zones)

    def _change(self, by_zone: Mapping[str, Sequence[str]], meta: Mapping[str, Any] | None) -> None:
        """Update (``meta``) or delete (``None``) records, keeping the cache from serving stale rows."""
        try:
            with self._changing(list(by_zone)):
                for zone, ids in by_zone.items():
                    if meta is None:
                        self.backend.delete(zone, list(ids))
                    else:
                        self.backend.update(zone, list(ids), [dict(meta)] * len(ids))
        finally:
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
        return import_records(cast("ZonedMemoryStore", self), records)

    def delete_user(self, user_id: str, *, vacuum: bool = True) -> "ForgetReport":
        """Forget a user: every memory of every zone, and every copy Chroma keeps (see
        `zoned_memory.forget`). ``vacuum=False`` skips the (slow) ``chroma vacuum``."""
        return forget(cast("ZonedMemoryStore", self), user_id, vacuum_store=vacuum)

    def delete_session(self, user_id: str, session_id: str, *, vacuum: bool = True) -> "ForgetReport":
        """Forget one session of a user: its tasks' zones and its session zone (the user's global
        zone stays), and every copy Chroma keeps."""
        return forget(cast("ZonedMemoryStore", self), user_id, session_id, vacuum_store=vacuum)

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

    # -- edits ---------------------------------------------------------------------------
    def update(self, ctx: TaskContext, memory_id: str, *, text: str | None = None,
               metadata: Mapping[str, Any] | None = None, confidence: float | None = None,
               kind: str | None = None) -> MemoryRecord:
        """Edit a memory of the caller's zones in place (same id, same zone): a new ``text`` is
        re-embedded; ``metadata`` REPLACES the user metadata. Its creation time stays; what
        changed is logged."""
        (record,) = self.get(ctx, [memory_id])  # type: ignore[attr-defined]
        changes: dict[str, Any] = {}
        if text is not None:
            changes["text"] = validate_text(text)
        if metadata is not None:  # the audit trail of a move stays
            changes["metadata"] = {**validate_user_metadata(metadata),
                                   **{k: v for k, v in record.metadata.items() if k in AUDIT_KEYS}}
        if confidence is not None:
            changes["confidence"] = validate_confidence(confidence)
        if kind is not None:
            changes["kind"] = validate_kind(kind)
        if not changes:
            raise InvalidInputError("nothing to update: give text, metadata, confidence or kind")
        # `get` added the access log's counts: Chroma keeps only its own, or every edit doubles them
        logged = self.access_stats.read([record.id], {record.id: record.zone}).get(record.id)  # type: ignore[attr-defined]
        if logged is not None:
            changes["access_count"] = max(0, record.access_count - logged[0])
        new = record.model_copy(update=changes)
        meta: dict[str, Any] = new.to_chroma_metadata()
        for key in set(record.metadata) - set(new.metadata):
            meta[key] = None  # Chroma merges metadata: a removed key is set to None
        vector = self._embed([new.text])  # type: ignore[attr-defined]
        self._rewrite(record.zone, Rows(ids=[new.id], texts=[new.text], metas=[meta], vectors=vector))
        logger.info("updated memory %s in zone %s (%s)", new.id, new.zone, ", ".join(sorted(changes)))
        return new

    def move(self, ctx: TaskContext, ids: Sequence[str], to_task: str, *, reason: str) -> list[MemoryRecord]:
        """Move memories of the caller's TASK zone to another task of the same user and session:
        explicit, audited (``moved_from_task``, ``moved_at``, ``move_reason`` join their metadata,
        and a warning is logged), never implicit. All ids must be in the task zone, or nothing moves."""
        ctx = ensure_context(ctx)
        target = ctx.with_task(validate_id(to_task, "to_task"))
        if target.task_id == ctx.task_id:
            raise InvalidInputError("to_task is the task the memories are in")
        reason = validate_text(reason, "reason")
        wanted = _validate_memory_ids(ids)
        flt = self._management_filter(ctx, (Scope.TASK,))
        rows = self.backend.read_vectors(flt, wanted)
        found = {i: n for n, i in enumerate(rows.ids)}
        missing = [i for i in wanted if i not in found]
        if missing:
            raise MemoryNotFoundError(f"no memory {missing} in the task zone of {ctx.task_id!r}")
        now = float(self.clock())
        moved = []
        for memory_id in wanted:
            n = found[memory_id]
            if not flt.admits(rows.metas[n]):
                raise IsolationError(f"memory {memory_id} is outside the task zone of {ctx.task_id!r}")
            record = MemoryRecord.from_chroma(memory_id, rows.texts[n], rows.metas[n])
            audit = {**record.metadata, "moved_from_task": ctx.task_id, "moved_at": now, "move_reason": reason[:500]}
            moved.append(record.model_copy(update={
                "task_id": target.task_id, "zone": zone_key(Scope.TASK, target),
                "metadata": validate_user_metadata(audit, audit=True)}))
        (source_zone,) = flt.zones
        target_zone = moved[0].zone
        vectors = np.asarray(rows.vectors)[[found[i] for i in wanted]]
        moving = Rows(ids=[r.id for r in moved], texts=[r.text for r in moved],
                      metas=[r.to_chroma_metadata() for r in moved], vectors=vectors)
        with self._changing([source_zone, target_zone]):
            self.backend.move(source_zone, target_zone, moving)
        logger.warning("moved %d memories from task %s to task %s of user %s: %s", len(moved), ctx.task_id,
                       target.task_id, ctx.user_id, reason[:200])
        return moved

    def _rewrite(self, zone: str, rows: Rows) -> None:
        with self._changing([zone]):
            self.backend.replace(zone, rows)
