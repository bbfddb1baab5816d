"""Writing memories into `ZonedMemoryStore`: validation, caller ids, one all-or-nothing write per call.

`Writing` is mixed into the store. A write is validated and embedded first, then added per zone
in one go; the zones' versions move after (embedded: one SQLite transaction that also extends the
zones' saved copies) or with it (a server's partitioned layout: the same Chroma call).

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> ctx = TaskContext(user_id="u", session_id="s", task_id="t")
>>> [r.source.value for r in store.write_many(ctx, ["a guess", {"text": "a tool said so", "source": "tool_output"}])]
['model_inference', 'tool_output']
"""

from __future__ import annotations

import logging
import uuid
from collections import defaultdict
from typing import Any, Iterable, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict

from .backends import Backend
from .cache import ZoneCache
from .context import TaskContext, ensure_context, validate_id
from .embeddings import Embedder, embedder_name
from .errors import InvalidInputError, ZonedMemoryError
from .faults import crash_point
from .manifest import PROBE_TEXT, Manifest
from .records import (
    SOURCE_DEFAULTS,
    MemoryRecord,
    Scope,
    Source,
    Status,
    parse_enum,
    validate_confidence,
    validate_kind,
    validate_text,
    validate_user_metadata,
)
from .rows import Rows
from .scope import ScopeFilter, build_scope_filter, zone_key
from .scoring import Clock
from .versions import ZoneVersions

__all__ = ["MemoryInput", "Writing"]

logger = logging.getLogger(__name__)

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


class Writing:
    """Writes for `ZonedMemoryStore` (a mixin: the store provides these attributes)."""

    backend: Backend
    cache: ZoneCache
    versions: ZoneVersions
    clock: Clock
    embedder: Embedder
    _manifest: Manifest | None

    @property
    def mode(self) -> str:
        raise NotImplementedError

    def _embed(self, texts: Sequence[str], *, query: bool = False) -> NDArray[np.float32]:
        raise NotImplementedError

    def _hold_folder(self) -> None:
        raise NotImplementedError

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
        if existing:  # a retry: what an interrupted attempt left is made visible too, never hidden
            self._relist(existing.values())
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

    def _relist(self, records: Iterable[MemoryRecord]) -> None:
        """Make records already in Chroma listed and visible: their zones' index (or server
        directory) lists their ids and their zones' versions move, so every copy reloads."""
        by_zone: dict[str, list[str]] = defaultdict(list)
        for record in records:
            by_zone[record.zone].append(record.id)
        self._hold_folder()
        index = self.backend.zone_index
        if index is not None and not index.listed_by_bump:
            index.add(by_zone)
        self._bump_listing(by_zone)
        self.cache.invalidate(list(by_zone))

    def _bump_listing(self, ids_by_zone: Mapping[str, Sequence[str]],
                      appended: Mapping[str, Rows] | None = None) -> dict[str, tuple[str, str]]:
        """New versions for the zones; where the zone index lives in Chroma (a server's
        directory), the ids are listed in the same call. ``appended``: the rows a write added."""
        index = self.backend.zone_index
        if index is not None and index.listed_by_bump:
            listing = index.directory_records(dict(ids_by_zone))  # type: ignore[attr-defined]
            return self.versions.bump(list(ids_by_zone), with_records=listing)  # type: ignore[call-arg]
        return self.versions.bump(list(ids_by_zone), appended=appended)

    def _add_rows(self, rows: Mapping[str, Rows]) -> None:
        """Add rows per zone (all or nothing), then bump their zones' versions (listing the ids
        in the same call where the zone index lives in Chroma) and extend the cache."""
        self._hold_folder()
        zones = list(rows)
        # journaled first: a crash from here on is finished at the next open (the partial write
        # is removed, the zones reload), so a batch is never present in Chroma but hidden
        journal = self.versions.begin_change(zones, {zone: r.ids for zone, r in rows.items()})
        crash_point("write.journaled")
        self.backend.add(rows)
        crash_point("write.chroma_done")
        try:
            bumped = self._bump_listing({zone: r.ids for zone, r in rows.items()}, appended=rows)
        except Exception:
            logger.error("zone versions could not be updated after a write; removing the write again")
            for zone, r in rows.items():
                try:
                    self.backend.delete(zone, r.ids)
                except ZonedMemoryError:
                    logger.exception("could not remove the write")
            self.cache.invalidate(zones)
            raise
        self.versions.end_change(journal)
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
