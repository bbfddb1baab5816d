"""Zones and the hard filter: ONE function, `build_scope_filter`, decides what a caller may see.

A zone key names a zone unambiguously (ids cannot contain ``|``):

- task zone: ``task|<user>|<session>|<task>``
- session zone: ``session|<user>|<session>``
- global zone: ``global|<user>``

>>> ctx = TaskContext(user_id="u1", session_id="s1", task_id="t1")
>>> flt = build_scope_filter(ctx)
>>> flt.zones
('task|u1|s1|t1', 'session|u1|s1', 'global|u1')
>>> flt.where()["$and"][0]
{'zone': {'$in': ['task|u1|s1|t1', 'session|u1|s1', 'global|u1']}}
"""

from __future__ import annotations

from functools import cached_property

from typing import Any, Iterable, Mapping

from pydantic import BaseModel, ConfigDict

from .context import TaskContext, ensure_context
from .errors import InvalidInputError
from .records import Scope, Status, parse_enum

__all__ = [
    "ALL_SCOPES",
    "VISIBLE_STATUSES",
    "LIVE_STATUSES",
    "ScopeFilter",
    "zone_key",
    "build_scope_filter",
]

ALL_SCOPES: tuple[Scope, ...] = (Scope.TASK, Scope.SESSION, Scope.GLOBAL)
#: Every status a search may return. Revoked is never among them.
VISIBLE_STATUSES: tuple[Status, ...] = (Status.UNVERIFIED, Status.VALIDATED, Status.OUTDATED)
#: The statuses a prompt may show: nothing outdated (superseded, or left unverified by a review).
LIVE_STATUSES: tuple[Status, ...] = (Status.VALIDATED, Status.UNVERIFIED)


def zone_key(scope: Scope, ctx: TaskContext) -> str:
    """The key of the zone of ``scope`` that ``ctx`` belongs to."""
    if scope is Scope.TASK:
        return f"task|{ctx.user_id}|{ctx.session_id}|{ctx.task_id}"
    if scope is Scope.SESSION:
        return f"session|{ctx.user_id}|{ctx.session_id}"
    return f"global|{ctx.user_id}"


class ScopeFilter(BaseModel):
    """The hard filter of one call: a user, the zones of one context, the allowed statuses."""

    model_config = ConfigDict(frozen=True)

    user_id: str
    zones: tuple[str, ...]
    statuses: tuple[Status, ...]

    def where(self) -> dict[str, Any]:
        """The Chroma ``where`` clause: the zone keys, and the statuses.

        Only clauses that select few records are sent: a zone key already names its user
        (``task|<user>|...``), and an equality on ``user_id`` would make local Chroma scan
        every record of that user (measured 10x slower at 100k records). The status clause
        is ``$ne: revoked`` for the default statuses: every record the store writes carries
        ``status`` (Chroma's ``$ne`` would also match a record lacking it), and `admits`
        re-checks user, zone and status on every row read, raising on any mismatch.
        """
        clauses: list[dict[str, Any]] = [
            {"zone": {"$eq": self.zones[0]}} if len(self.zones) == 1 else {"zone": {"$in": list(self.zones)}}
        ]
        statuses = set(self.statuses)
        if statuses == set(VISIBLE_STATUSES):
            clauses.append({"status": {"$ne": Status.REVOKED.value}})
        elif statuses != set(Status):
            clauses.append({"status": {"$in": [s.value for s in self.statuses]}})
        return clauses[0] if len(clauses) == 1 else {"$and": clauses}

    @cached_property
    def _status_values(self) -> frozenset[str]:
        return frozenset(s.value for s in self.statuses)

    def admits(self, metadata: Mapping[str, Any]) -> bool:
        """True if a stored record's metadata lies inside this filter (the post-check)."""
        zone = metadata.get("zone")
        return (
            type(metadata.get("user_id")) is str
            and metadata["user_id"] == self.user_id
            and type(zone) is str
            and zone in self.zones
            and zone.split("|", 2)[1:2] == [self.user_id]
            and metadata.get("status") in self._status_values
        )

    def for_zone(self, zone: str, statuses: Iterable[Status] = VISIBLE_STATUSES) -> "ScopeFilter":
        """The same filter narrowed to one of its zones (used to load or query a zone alone)."""
        if zone not in self.zones:
            raise InvalidInputError(f"zone {zone!r} is not in this filter")
        return ScopeFilter(user_id=self.user_id, zones=(zone,), statuses=tuple(statuses))


def build_scope_filter(
    ctx: TaskContext | Mapping[str, str],
    scopes: Iterable[Scope | str] = ALL_SCOPES,
    statuses: Iterable[Status | str] | None = None,
) -> ScopeFilter:
    """Build the hard filter for ``ctx``: its user, its zones of ``scopes``, never revoked.

    ``statuses`` narrows the visible statuses (default: all but revoked); asking for
    revoked raises `InvalidInputError`.
    """
    ctx = ensure_context(ctx)
    if isinstance(scopes, (str, Scope)):
        scopes = (scopes,)
    if not isinstance(scopes, Iterable) or isinstance(scopes, Mapping):
        raise InvalidInputError(f"scopes must be a list of task, session, global (got {type(scopes).__name__})")
    if statuses is not None and (not isinstance(statuses, (Iterable, str)) or isinstance(statuses, Mapping)):
        raise InvalidInputError(f"statuses must be a list of statuses (got {type(statuses).__name__})")
    parsed_scopes = []
    for s in scopes:
        scope = parse_enum(Scope, s, "scope")
        if scope not in parsed_scopes:
            parsed_scopes.append(scope)
    if not parsed_scopes:
        raise InvalidInputError("scopes must name at least one of task, session, global")
    if statuses is None:
        parsed_statuses = VISIBLE_STATUSES
    else:
        if isinstance(statuses, (str, Status)):
            statuses = (statuses,)
        parsed_statuses = tuple(dict.fromkeys(parse_enum(Status, s, "status") for s in statuses))
        if not parsed_statuses:
            raise InvalidInputError("statuses must not be empty")
        if Status.REVOKED in parsed_statuses:
            raise InvalidInputError("revoked memories are never searchable")
    return ScopeFilter(
        user_id=ctx.user_id,
        zones=tuple(zone_key(s, ctx) for s in parsed_scopes),
        statuses=parsed_statuses,
    )
