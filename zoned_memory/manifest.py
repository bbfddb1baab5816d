"""The store's manifest: which layout and which embedder wrote it, checked on every open.

Reopening a store with the other ``mode`` would silently start a second layout beside the first
(nothing visible, new writes forked), and reopening it with another embedder of the same
dimension would mix vectors that mean different things. The manifest, one record in a small
``<prefix>.manifest`` collection, holds the layout, the embedder's label and, as the record's
vector, the embedding of a fixed probe text: a different model, even one under the same name,
embeds the probe differently. `check_manifest` refuses a mismatch with `InvalidInputError`.
"""

from __future__ import annotations

import logging
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .backends import chroma_errors
from .errors import InvalidInputError

__all__ = ["PROBE_TEXT", "Manifest"]

logger = logging.getLogger(__name__)

#: embedded once per open; any change of model moves its vector
PROBE_TEXT = "zoned-memory probe: the quick brown fox checks inventory 1200 units; 上海仓库库存为1200件"
#: cosine between the stored and the current probe vector below which the embedder differs
SAME_EMBEDDER = 0.999
_ID = "manifest"


class Manifest:
    """Reads, checks and writes the manifest of the store at ``prefix`` on ``client``."""

    def __init__(self, client: Any, prefix: str, embedding_function: Any) -> None:
        self.client = client
        self.name = f"{prefix}.manifest"
        self.embedding_function = embedding_function
        self.written = False

    def _collection(self, create: bool) -> Any:
        from chromadb.errors import NotFoundError

        with chroma_errors("opening the store manifest"):
            if create:
                return self.client.get_or_create_collection(self.name, embedding_function=self.embedding_function,
                                                            metadata={"zm_role": "manifest"})
            try:
                return self.client.get_collection(self.name, embedding_function=self.embedding_function)
            except NotFoundError:
                return None
            except ValueError as exc:  # older clients say "does not exist" with a ValueError
                if "does not exist" in str(exc):
                    return None
                raise

    def read(self) -> tuple[dict[str, Any], NDArray[np.float32]] | None:
        col = self._collection(create=False)
        if col is None:
            return None
        with chroma_errors("reading the store manifest"):
            got = col.get(ids=[_ID], include=["metadatas", "embeddings"])
        if not got["ids"]:
            return None
        return dict(got["metadatas"][0] or {}), np.asarray(got["embeddings"][0], dtype=np.float32)

    def check(self, mode: str, label: str, probe: NDArray[np.float32]) -> None:
        """Raise `InvalidInputError` if the store was written with another layout or embedder."""
        found = self.read()
        if found is None:
            return
        meta, stored = found
        if meta.get("layout") != mode:
            raise InvalidInputError(
                f"this store was written with mode={meta.get('layout')!r}; open it with that mode "
                f"(opening it with mode={mode!r} would start a second, empty layout beside it)")
        if stored.shape != probe.shape:
            raise InvalidInputError(
                f"this store was written by embedder {meta.get('embedder')!r} with {stored.shape[0]} dimensions; "
                f"the embedder given makes {probe.shape[0]}: open the store with the same embedder")
        cosine = float(stored @ probe / ((np.linalg.norm(stored) * np.linalg.norm(probe)) or 1.0))
        if cosine < SAME_EMBEDDER:
            raise InvalidInputError(
                f"this store was written by embedder {meta.get('embedder')!r}; the embedder given ({label!r}) "
                f"embeds a probe text differently (cosine {cosine:.3f}): open the store with the same embedder")
        self.written = True

    def write(self, mode: str, label: str, probe: NDArray[np.float32]) -> None:
        """Record layout and embedder (once per store object; a no-op when already there)."""
        if self.written:
            return
        col = self._collection(create=True)
        with chroma_errors("writing the store manifest"):
            if not col.get(ids=[_ID], include=[])["ids"]:
                col.add(ids=[_ID], embeddings=[probe.tolist()], metadatas=[{"layout": mode, "embedder": label}])
        self.written = True
