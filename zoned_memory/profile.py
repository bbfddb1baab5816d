"""The user's standing memories for every prompt: what the session and global zones hold.

Similarity search finds what resembles the message; a user's standing facts ("vegetarian",
"answers as tables", "our fiscal year starts in April") must reach EVERY task's prompt, whether
or not the message resembles them ("plan a dinner for Saturday" must see the allergy). So each
prompt gets the user's global memories and the session's, most confident then newest first,
outdated ones left out, deduplicated, within a character budget; similarity hits then leave out
what the profile shows (`TaskSession.prompt_memories`). Read through the zone cache, like a
warm search (versioned, so a change elsewhere is seen at once).

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> ctx = TaskContext(user_id="alice", session_id="s1", task_id="acme")
>>> _ = store.write(ctx, "prefers answers as tables", scope="global", kind="preference", source="user_input")
>>> render_profile(standing_memories(store, ctx.with_task("globex")))
'- prefers answers as tables'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

import numpy as np

from .context import TaskContext, ensure_context
from .records import MemoryRecord, Scope
from .scope import LIVE_STATUSES, build_scope_filter

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["PROFILE_SCOPES", "PROFILE_HEADER", "MAX_PROFILE_CHARS", "standing_memories", "fit_profile",
           "render_profile"]

PROFILE_SCOPES: tuple[Scope, ...] = (Scope.GLOBAL, Scope.SESSION)
PROFILE_HEADER = "What the user has told you about themselves and this session (applies to every task):"
#: the profile's budget in characters (~300 tokens)
MAX_PROFILE_CHARS = 1200
#: how many of the best rows become records (more than any budget shows)
MAX_CANDIDATES = 60


def standing_memories(store: "ZonedMemoryStore", ctx: TaskContext,
                      scopes: Iterable[Scope | str] = PROFILE_SCOPES) -> list[MemoryRecord]:
    """The live memories of the caller's session and global zones, best first (confidence, then
    the newest), each text once."""
    ctx = ensure_context(ctx)
    scopes = tuple(scopes)
    flt = build_scope_filter(ctx, scopes, statuses=LIVE_STATUSES)
    snapshots = store._zone_snapshots(flt)
    records: list[MemoryRecord] = []
    if all(zone in snapshots for zone in flt.zones):
        # rank on the snapshots' arrays; build records only for the best rows (a big global zone
        # costs a sort, not a record per row)
        rows = [(snap, n) for snap in snapshots.values() for n in range(len(snap))]
        if rows:
            weights = np.concatenate([snap.weights for snap in snapshots.values()])
            created = np.concatenate([snap.created for snap in snapshots.values()])
            live = np.concatenate([np.isin(snap.statuses, [s.value for s in LIVE_STATUSES]) for snap in snapshots.values()])
            order = np.lexsort((-created, -weights))
            for n in order[live[order]][:MAX_CANDIDATES]:
                snap, i = rows[int(n)]
                if flt.admits(snap.metas[i]):
                    records.append(MemoryRecord.from_chroma(snap.ids[i], snap.texts[i], snap.metas[i]))
    else:  # cache off or a zone too large to cache: read the zones
        records = [r for r in store.records(ctx, scopes=scopes) if r.status in LIVE_STATUSES]
    records.sort(key=lambda r: (-r.confidence, -r.created_at, r.id))
    seen: set[str] = set()
    out = []
    for record in records:
        key = " ".join(record.text.lower().split())
        if key not in seen:
            seen.add(key)
            out.append(record)
    return out


def fit_profile(records: Sequence[MemoryRecord], max_chars: int = MAX_PROFILE_CHARS) -> list[MemoryRecord]:
    """The first records (best first) whose lines fit in ``max_chars`` (at least one)."""
    kept: list[MemoryRecord] = []
    used = 0
    for record in records:
        size = len(" ".join(record.text.split())) + 3
        if used + size > max_chars and kept:
            break
        kept.append(record)
        used += size
    return kept


def render_profile(records: Sequence[MemoryRecord], max_chars: int = MAX_PROFILE_CHARS) -> str:
    """The records that fit in ``max_chars`` as bullet lines ("" if none)."""
    return "\n".join(("- " + " ".join(r.text.split()))[:max_chars] for r in fit_profile(records, max_chars))
