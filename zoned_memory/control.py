"""Control records: what a server store keeps beside its memories in the same Chroma collection.

A store opened by ``url=``/``client=`` in the partitioned layout keeps its zone versions
(`zoned_memory.versions`) and its zone directory (`zoned_memory.zone_directory`) as records of
the memories' own collection, so one Chroma call can add a write's records AND publish them.
Control records are told apart by their id, which starts with ``~`` (outside the memory-id
alphabet, so no memory id can collide), and by a ``zm_ctl`` metadata key that no memory filter
names: every scoped read (which always filters on ``zone``) skips them, and the administrative
reads (`PartitionBackend.scan`, ``count``) drop them explicitly.

>>> is_control_id("~v:task|u|s|t"), is_control_id("3f2a")
(True, False)
>>> control_vectors(["~ready"], 4).shape
(1, 4)
"""

from __future__ import annotations

import hashlib
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

__all__ = ["CONTROL_PREFIX", "CONTROL_KEY", "CONTROL_KINDS", "DIRECTORY_KEY_PREFIX", "VERSION_PREFIX", "ControlRecords", "control_vectors", "is_control_id"]

#: ids of control records start with this ("~" is outside the memory-id alphabet)
CONTROL_PREFIX = "~"
#: the id prefix of zone version records
VERSION_PREFIX = f"{CONTROL_PREFIX}v:"
#: control records carry this metadata key (their kind); memory filters never name it
CONTROL_KEY = "zm_ctl"
#: a zone's version record names each of its directory records by a metadata key with this prefix
DIRECTORY_KEY_PREFIX = "zm_d:"
#: the kinds of control records (the values of `CONTROL_KEY`)
CONTROL_KINDS = ("version", "directory", "ready")
#: ids, documents and metadatas of control records, as Chroma's upsert takes them
ControlRecords = tuple[list[str], list[str], list[dict[str, Any]]]


def is_control_id(record_id: str) -> bool:
    """True for a control record's id (never a memory's)."""
    return record_id.startswith(CONTROL_PREFIX)


def control_vectors(ids: Sequence[str], dim: int) -> NDArray[np.float32]:
    """A unit vector per control record, derived from its id: spread out, never all alike (many
    equal points degrade an HNSW graph), of the collection's dimension ``dim``."""
    out = np.empty((len(ids), dim), dtype=np.float32)
    for n, rid in enumerate(ids):
        seed = int(hashlib.sha1(rid.encode()).hexdigest()[:12], 16)
        v = np.random.default_rng(seed).standard_normal(dim)
        out[n] = v / (np.linalg.norm(v) or 1.0)
    return out
