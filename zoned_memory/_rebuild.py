"""Rebuild collections of an embedded store from scratch, in a process of its own (private).

Chroma's HNSW index files are dumps of the index's memory, and hnswlib leaves parts of each
element's slot uninitialized: they can hold whatever that process's heap held before, such
as the text of a memory that was just deleted. A forget therefore rebuilds the store's
collections in a FRESH process that reads only the records that remain, so no index file is
ever written by a process that held the forgotten text.

    python -m zoned_memory._rebuild PATH NAME [NAME ...]

Each collection is copied into ``NAME.rebuild``, then ``NAME`` is deleted and the copy renamed.
A crash between the two leaves only the copy: `finish_rebuilds` (run before every rebuild and
when a process first opens the store) renames a copy whose original is gone, and deletes a copy
whose original is still there (the rebuild had not swapped yet), so nothing is ever lost.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["rebuild", "finish_rebuilds", "SUFFIX"]

_PAGE = 2000
SUFFIX = ".rebuild"


def finish_rebuilds(client: Any) -> list[str]:
    """Finish or undo rebuilds a crash interrupted; returns the collections it restored."""
    names = {c if isinstance(c, str) else c.name for c in client.list_collections()}
    restored = []
    for temp in sorted(n for n in names if n.endswith(SUFFIX)):
        base = temp[: -len(SUFFIX)]
        if base in names:
            client.delete_collection(temp)  # the swap never started: the original is whole
        else:
            client.get_collection(temp).modify(name=base)  # the original was deleted: the copy is whole
            restored.append(base)
    return restored


def rebuild(path: str, names: list[str]) -> None:
    import chromadb
    from chromadb.config import Settings

    from . import embeddings

    from .faults import crash_point

    client = chromadb.PersistentClient(path=path, settings=Settings(anonymized_telemetry=False))
    finish_rebuilds(client)
    for name in names:
        try:
            old = client.get_collection(name)
        except Exception:  # noqa: BLE001 - gone already: nothing to rebuild
            continue
        hnsw = dict((old.configuration_json or {}).get("hnsw") or {})
        keep = {k: hnsw[k] for k in ("space", "sync_threshold", "batch_size", "ef_construction", "max_neighbors")
                if k in hnsw}
        temp = f"{name}{SUFFIX}"
        ef_config: dict[str, Any] = (old.configuration_json or {}).get("embedding_function") or {}
        ef_class = {cls.name(): cls for cls in (embeddings.WordLlamaEmbedding, embeddings.PrecomputedOnlyEmbedding)}.get(
            str(ef_config.get("name")), embeddings.PrecomputedOnlyEmbedding)
        ef: Any = ef_class.build_from_config(ef_config.get("config") or {})  # Chroma's generic type is no help here
        old = client.get_collection(name, embedding_function=ef)
        configuration: Any = {"hnsw": keep}
        new = client.create_collection(temp, configuration=configuration, metadata=dict(old.metadata or {}),
                                       embedding_function=ef)
        offset = 0
        while True:
            page = old.get(limit=_PAGE, offset=offset, include=["embeddings", "documents", "metadatas"])
            if not page["ids"]:
                break
            new.add(ids=page["ids"], embeddings=page["embeddings"], documents=page["documents"],
                    metadatas=page["metadatas"])
            offset += len(page["ids"])
        client.delete_collection(name)
        crash_point("forget.rebuild_swapping")
        new.modify(name=name)


if __name__ == "__main__":  # pragma: no cover - run by zoned_memory.forget
    rebuild(sys.argv[1], sys.argv[2:])
