"""`Rows`: records as parallel lists plus vectors, shared by the backends, the cache and the store.

>>> rows = Rows(ids=["a", "b"], texts=["x", "y"], metas=[{}, {}])
>>> rows.take([1]).ids, len(Rows.concat([rows, rows]))
(['b'], 4)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np
from numpy.typing import NDArray

__all__ = ["Rows"]


@dataclass(frozen=True)
class Rows:
    """Records read from Chroma: parallel lists, plus vectors (or similarities) when asked."""

    ids: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    metas: list[dict[str, Any]] = field(default_factory=list)
    vectors: NDArray[np.float32] | None = None
    similarities: NDArray[np.float64] | None = None

    def __len__(self) -> int:
        return len(self.ids)

    def take(self, indices: Sequence[int] | NDArray[np.intp]) -> "Rows":
        """The rows at ``indices``, in that order (vectors and similarities follow)."""
        idx = list(indices)
        return Rows(
            ids=[self.ids[n] for n in idx],
            texts=[self.texts[n] for n in idx],
            metas=[self.metas[n] for n in idx],
            vectors=self.vectors[idx] if self.vectors is not None and len(self.vectors) else self.vectors,
            similarities=self.similarities[idx] if self.similarities is not None else None,
        )

    @staticmethod
    def concat(parts: Sequence["Rows"]) -> "Rows":
        """Rows one after another; vectors / similarities are kept when every non-empty part has them."""
        parts = [p for p in parts if len(p)]
        if not parts:
            return Rows(similarities=np.zeros(0))
        vectors = [p.vectors for p in parts]
        sims = [p.similarities for p in parts]
        return Rows(
            ids=[i for p in parts for i in p.ids],
            texts=[t for p in parts for t in p.texts],
            metas=[m for p in parts for m in p.metas],
            vectors=np.concatenate(vectors) if all(v is not None for v in vectors) else None,  # type: ignore[arg-type]
            similarities=np.concatenate(sims) if all(x is not None for x in sims) else None,  # type: ignore[arg-type]
        )
