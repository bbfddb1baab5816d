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
- `ChromaZoneVersions`: control records in the same Chroma (for ``url=`` / ``client=``): in the
  memories' own collection (partitioned layout: a write bumps in the same call that adds its
  records) or in ``<prefix>.versions``; one ``get`` by ids per search. Its bump is not atomic, so
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
from typing import Any, Callable, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from .backends import Rows, chroma_errors
from .control import CONTROL_KEY, VERSION_PREFIX, ControlRecords, control_vectors

__all__ = ["ZoneVersions", "LocalZoneVersions", "ChromaZoneVersions", "NO_VERSION", "CollectionHandle", "new_token"]

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
    #: True if a write's new versions ride in the Chroma call that adds its records
    in_memories_collection: bool = False

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


class CollectionHandle:
    """A lazily opened Chroma collection for control records: ``handle(create)``."""

    def __init__(self, client: Any, name: str, embedding_function: Any) -> None:
        self.client, self.name, self.embedding_function = client, name, embedding_function
        self._col: Any = None
        self._lock = threading.Lock()

    def __call__(self, create: bool = True) -> Any:
        if self._col is None:
            with self._lock:
                if self._col is None:
                    if not create:
                        from chromadb.errors import NotFoundError

                        try:
                            self._col = self.client.get_collection(self.name, embedding_function=self.embedding_function)
                        except NotFoundError:
                            return None
                        return self._col
                    self._col = self.client.get_or_create_collection(
                        self.name, embedding_function=self.embedding_function, metadata={"zm_role": "zone versions"})
        return self._col


class ChromaZoneVersions(ZoneVersions):
    """Versions as control records (``~v:<zone>``) of a Chroma collection, for a shared server.

    In the partitioned layout they live in the memories' own collection, so a write's records,
    its zones' new versions and its directory records go to Chroma in ONE call (a Chroma server
    write costs ~15-25 ms however small: a second call cost 10-15% of write throughput). In the
    collection layout they live in ``<prefix>.versions``. ``collection(create)`` gives the
    collection (None if absent and not ``create``); ``dimension()`` its vectors' length.
    """

    atomic = False

    def __init__(self, collection: Callable[[bool], Any], dimension: Callable[[], int], *,
                 in_memories_collection: bool) -> None:
        self._get_collection = collection
        self._dimension = dimension
        #: True if a write's bump rides in the same Chroma call as its records (`control_records`)
        self.in_memories_collection = in_memories_collection

    @staticmethod
    def record_id(zone: str) -> str:
        return f"{VERSION_PREFIX}{zone}"

    def _collection(self, create: bool = True) -> Any:
        with chroma_errors("opening the zone versions"):
            return self._get_collection(create)

    def vectors(self, ids: Sequence[str]) -> NDArray[np.float32]:
        """Vectors for control records ``ids`` (of the collection's dimension)."""
        return control_vectors(ids, self._dimension())

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

    def control_records(self, zones: Sequence[str], with_records: ControlRecords | None = None,
                        version_keys: Mapping[str, Mapping[str, Any]] | None = None
                        ) -> tuple[dict[str, str], ControlRecords]:
        """New tokens for ``zones`` and the records that set them (plus ``with_records``; each
        zone's version record also gets its ``version_keys``: Chroma merges them into the
        record's metadata), for a caller that writes them in its own Chroma call."""
        new = {zone: new_token() for zone in dict.fromkeys(zones)}
        ids, docs, metas = with_records or ([], [], [])
        heads = [{CONTROL_KEY: "version", "zm_v": t, **(version_keys or {}).get(z, {})} for z, t in new.items()]
        return new, ([*(self.record_id(z) for z in new), *ids], [""] * len(new) + list(docs), [*heads, *metas])

    def bump(self, zones: Sequence[str], *, appended: Mapping[str, Rows] | None = None) -> dict[str, tuple[str, str]]:
        """New tokens, in one upsert (Chroma merges metadata: a version record keeps the keys
        naming its zone's directory records)."""
        if not zones:
            return {}
        new, (ids, docs, metas) = self.control_records(zones)
        with chroma_errors("bumping zone versions"):
            self._collection().upsert(ids=ids, embeddings=self.vectors(ids), documents=docs, metadatas=metas)
        return {zone: (NO_VERSION, token) for zone, token in new.items()}

    def forget(self, zones: Sequence[str]) -> None:
        col = self._collection(create=False)
        if zones and col is not None:
            with chroma_errors("forgetting zone versions"):
                col.delete(ids=[self.record_id(z) for z in zones])
