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
- `ChromaZoneVersions`: control records in a small ``<prefix>.versions`` collection of the same
  Chroma (for ``url=`` / ``client=``); one ``get`` by ids per search. Its bump is not atomic, so
  a store drops its own snapshot of a zone it wrote and reloads it on the next search.

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

from .backends import Rows, chroma_errors
from .control import CONTROL_KEY, VERSION_PREFIX, ControlRecords

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

    @abstractmethod
    def read(self, zones: Sequence[str]) -> dict[str, str]:
        """The current token of each zone (`NO_VERSION` for a zone never changed)."""

    #: True if it keeps copies of zones saved at their tokens (`read_snapshots`, `save_snapshot`)
    persists_snapshots: bool = False

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
    """Versions as control records (``~v:<zone>``) of a small collection, ``<prefix>.versions``,
    for a shared server: one ``get`` by ids per search.

    They stay out of the memories' collection by measurement: a ``get`` of 3 ids there cost
    7-8 ms at 186k memories against 2.7 ms in the small collection on the same server (warm p50
    at 101k went from 2.85 to 5.0 ms), which outweighed folding the bump into the records' write
    call. A write is therefore two calls: the records, then ONE upsert that moves its zones'
    versions and lists its ids (`zoned_memory.zone_directory`).
    """

    atomic = False

    def __init__(self, client: Any, name: str, embedding_function: Any) -> None:
        self.client, self.name, self.embedding_function = client, name, embedding_function
        self._col: Any = None
        self._lock = threading.Lock()

    @staticmethod
    def record_id(zone: str) -> str:
        return f"{VERSION_PREFIX}{zone}"

    def _collection(self, create: bool = True) -> Any:
        """The collection (None if it does not exist and not ``create``)."""
        if self._col is None:
            with self._lock, chroma_errors("opening the zone versions"):
                if self._col is None:
                    from chromadb.errors import NotFoundError

                    try:
                        self._col = (self.client.get_or_create_collection(
                            self.name, embedding_function=self.embedding_function,
                            metadata={"zm_role": "zone versions"}) if create
                            else self.client.get_collection(self.name, embedding_function=self.embedding_function))
                    except NotFoundError:
                        return None
        return self._col

    @staticmethod
    def vectors(ids: Sequence[str]) -> list[list[float]]:
        """The (one-dimensional) vectors of control records."""
        return [[1.0]] * len(ids)

    def read(self, zones: Sequence[str]) -> dict[str, str]:
        zones = list(dict.fromkeys(zones))
        if not zones:
            return {}
        col = self._collection(create=False)
        if col is None:  # nothing was ever written
            return {zone: NO_VERSION for zone in zones}
        with chroma_errors("reading zone versions"):
            result = col.get(ids=[self.record_id(z) for z in zones], include=["metadatas"])
        found = {i: str((m or {}).get("zm_v", NO_VERSION)) for i, m in zip(result["ids"], result["metadatas"] or [])}
        return {zone: found.get(self.record_id(zone), NO_VERSION) for zone in zones}

    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None,
             with_records: ControlRecords | None = None,
             version_keys: Mapping[str, Mapping[str, Any]] | None = None) -> dict[str, tuple[str, str]]:
        """New tokens, in ONE upsert that also writes ``with_records`` (a write's directory
        records) and merges ``version_keys`` into each zone's version record (Chroma merges
        metadata: a version record keeps the keys naming its zone's directory records)."""
        new = {zone: new_token() for zone in dict.fromkeys(zones)}
        if not new:
            return {}
        ids, docs, metas = with_records or ([], [], [])
        heads = [{CONTROL_KEY: "version", "zm_v": t, **(version_keys or {}).get(z, {})} for z, t in new.items()]
        ids = [*(self.record_id(z) for z in new), *ids]
        with chroma_errors("bumping zone versions"):
            self._collection().upsert(ids=ids, embeddings=self.vectors(ids), documents=[""] * len(new) + list(docs),
                                      metadatas=[*heads, *metas])
        return {zone: (NO_VERSION, token) for zone, token in new.items()}

    def forget(self, zones: Sequence[str]) -> None:
        col = self._collection(create=False)
        if zones and col is not None:  # (and the ids of stores before 0.9: the bare zone key)
            with chroma_errors("forgetting zone versions"):
                col.delete(ids=[*(self.record_id(z) for z in zones), *zones])
