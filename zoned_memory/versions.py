"""Zone versions: how every store object and process learns, in one small read, that a zone changed.

Each zone has a version token. Every change that alters what a search may return (a write, a
status change, a delete) sets a NEW random token for the zone AFTER Chroma applied it; a search
reads the tokens of its zones first and uses a cached snapshot only if the snapshot was loaded
under the same token. Read the token before loading and the rule holds across processes:
a change either completed before the token was read (then the load sees it) or it sets a token
the snapshot does not carry (then the next search reloads).

Two implementations, chosen by `ZonedMemoryStore.open`:

- `zoned_memory.sqlite_versions.SqliteZoneVersions`: a table in the SQLite file beside an
  embedded store (~0.03 ms a read); its bump is atomic, so a store's own write can extend its
  cached snapshot in place, and it keeps a copy of each zone saved at its token
  (`zoned_memory.zone_snapshots`).
- `ChromaZoneVersions`: a small collection in the same Chroma (for ``url=`` / ``client=``),
  one ``get`` by ids per search; its bump is not atomic, so a store drops its own snapshot of a
  zone it wrote and reloads it on the next search.

>>> versions = LocalZoneVersions()
>>> versions.read(["z"])
{'z': ''}
>>> old, new = versions.bump(["z"])["z"]
>>> (old, versions.read(["z"])["z"] == new)
('', True)
"""

from __future__ import annotations

import logging
import threading
import uuid
from abc import ABC, abstractmethod
from typing import Any, Mapping, Sequence

from .backends import chroma_errors
from .rows import Rows

__all__ = ["ZoneVersions", "LocalZoneVersions", "ChromaZoneVersions", "NO_VERSION", "new_token"]

logger = logging.getLogger(__name__)

#: The version of a zone nothing was ever written to.
NO_VERSION = ""


def new_token() -> str:
    """A fresh random version token."""
    return uuid.uuid4().hex


class ZoneVersions(ABC):
    """zone key -> version token, shared by every process that opens the same store."""

    #: True if `bump` reports the exact previous token (no other change can slip in between).
    atomic: bool
    #: True if it keeps copies of zones saved at their tokens (`read_snapshots`, `save_snapshot`)
    persists_snapshots: bool = False

    @abstractmethod
    def read(self, zones: Sequence[str]) -> dict[str, str]:
        """The current token of each zone (`NO_VERSION` for a zone never changed)."""

    @abstractmethod
    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None) -> dict[str, tuple[str, str]]:
        """Give each zone a new token; returns ``zone -> (previous token, new token)``.
        ``appended``: the rows a write added per zone (a saved copy of the zone follows them)."""

    def read_snapshots(self, versions: Mapping[str, str]) -> dict[str, tuple[Rows, int]]:
        """Saved copies of zones at exactly these tokens: zone -> (rows, chunks). None here."""
        return {}

    def save_snapshot(self, zone: str, version: str, rows: Rows) -> bool:
        """Save ``rows`` as the zone's copy at ``version`` if still current. Not kept here."""
        return False

    def begin_change(self, zones: Sequence[str], added: Mapping[str, Sequence[str]] | None = None) -> str | None:
        """Journal a change of ``zones`` BEFORE Chroma is touched (``added``: the ids a write adds
        per zone); returns its token for `end_change`, or None where no journal is kept. A
        crash leaves the entry, and the next open finishes it (`pending_changes`)."""
        return None

    def end_change(self, token: str | None) -> None:
        """The journaled change is complete (its zones' versions moved): drop its entry."""

    def known_zones(self) -> list[str]:
        """Every zone with a version row where that can be listed cheaply (a forget looks here
        for zones no record names any more); [] where it cannot."""
        return []

    def pending_changes(self) -> list[tuple[str, list[str], dict[str, list[str]]]]:
        """Journaled changes a crash interrupted: (token, zones, ids added per zone)."""
        return []

    def close(self) -> None:
        """Release what the versions hold open."""


class LocalZoneVersions(ZoneVersions):
    """Versions in this process only (a store built by hand around a backend)."""

    atomic = True

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._versions: dict[str, str] = {}

    def read(self, zones: Sequence[str]) -> dict[str, str]:
        with self._lock:
            return {zone: self._versions.get(zone, NO_VERSION) for zone in zones}

    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None) -> dict[str, tuple[str, str]]:
        out = {}
        with self._lock:
            for zone in dict.fromkeys(zones):
                out[zone] = (self._versions.get(zone, NO_VERSION), new_token())
                self._versions[zone] = out[zone][1]
        return out


class ChromaZoneVersions(ZoneVersions):
    """Versions as records of a one-dimensional Chroma collection (for a shared server)."""

    atomic = False

    def __init__(self, client: Any, name: str, embedding_function: Any) -> None:
        self.client = client
        self.name = name
        self.embedding_function = embedding_function
        self._col: Any = None
        self._lock = threading.Lock()

    def _collection(self) -> Any:
        if self._col is None:
            with self._lock, chroma_errors("opening the zone versions"):
                if self._col is None:
                    self._col = self.client.get_or_create_collection(
                        self.name, embedding_function=self.embedding_function,
                        metadata={"zm_role": "zone versions"})
        return self._col

    def read(self, zones: Sequence[str]) -> dict[str, str]:
        zones = list(dict.fromkeys(zones))
        if not zones:
            return {}
        with chroma_errors("reading zone versions"):
            result = self._collection().get(ids=zones, include=["metadatas"])
        found = {i: str((m or {}).get("v", NO_VERSION)) for i, m in zip(result["ids"], result["metadatas"] or [])}
        return {zone: found.get(zone, NO_VERSION) for zone in zones}

    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None,
             with_records: Any = None) -> dict[str, tuple[str, str]]:
        """New tokens; ``with_records`` (ids, metadatas) are written in the same call (the zone
        directory's records of a write: `zoned_memory.zone_directory`)."""
        zones = list(dict.fromkeys(zones))
        if not zones:
            return {}
        new = {zone: new_token() for zone in zones}
        ids, metas = with_records or ([], [])
        with chroma_errors("bumping zone versions"):  # no documents: Chroma full-text indexes them
            self._collection().upsert(ids=[*zones, *ids], embeddings=[[1.0]] * (len(zones) + len(ids)),
                                      metadatas=[*({"v": new[z]} for z in zones), *metas])
        return {zone: (NO_VERSION, new[zone]) for zone in zones}

    def forget(self, zones: Sequence[str]) -> None:
        if zones:
            with chroma_errors("forgetting zone versions"):
                self._collection().delete(ids=list(zones))
