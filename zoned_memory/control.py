"""Control records: what a server store keeps beside its memories, in ``<prefix>.versions``.

A store opened by ``url=``/``client=`` keeps its zone versions (`zoned_memory.versions`) and, in
the partitioned layout, its zone directory (`zoned_memory.zone_directory`) as records of a small
collection. Their ids start with ``~`` (outside the memory-id alphabet: no memory id can ever
collide with one) and their metadata carries a ``zm_ctl`` key naming their kind.

>>> is_control_id("~v:task|u|s|t"), is_control_id("3f2a")
(True, False)
"""

from __future__ import annotations

from typing import Any

__all__ = ["CONTROL_PREFIX", "CONTROL_KEY", "CONTROL_KINDS", "DIRECTORY_KEY_PREFIX", "VERSION_PREFIX",
           "ControlRecords", "is_control_id"]

#: ids of control records start with this ("~" is outside the memory-id alphabet)
CONTROL_PREFIX = "~"
#: the id prefix of zone version records
VERSION_PREFIX = f"{CONTROL_PREFIX}v:"
#: control records carry this metadata key (their kind)
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
