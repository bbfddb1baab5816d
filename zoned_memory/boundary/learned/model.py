"""The boundary model: a logistic regression over `features`, shipped as numpy weights.

``P(new task) = sigmoid(w . standardize(dense) + sum(w_hash[buckets]) / sqrt(len(buckets)) + b)``

The weights file (``weights.npz`` beside this module, ~70 KB) is written by
``python -m zoned_memory.boundary.training.train`` (the ``train`` extra, scikit-learn) and loaded with
numpy alone. Without an embedder the embedding features count as their training mean.

>>> model = BoundaryModel.load()
>>> 0.0 < model.threshold < 1.0
True
"""

from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from ...errors import InvalidInputError
from ...weights_file import read_weights
from .features import DENSE_FEATURES, EMBEDDING_FEATURES, HASH_BUCKETS

__all__ = ["BoundaryModel", "WEIGHTS_PATH"]

logger = logging.getLogger(__name__)

WEIGHTS_PATH = Path(__file__).with_name("weights.npz")


class BoundaryModel:
    """P(new task) from features; ``threshold`` is the default decision point (tuned for precision)."""

    def __init__(self, mean: NDArray[np.float64], std: NDArray[np.float64], dense: NDArray[np.float64],
                 hashed: NDArray[np.float64], bias: float, threshold: float, band: tuple[float, float],
                 info: dict | None = None) -> None:
        if mean.shape != (len(DENSE_FEATURES),) or dense.shape != mean.shape or std.shape != mean.shape:
            raise InvalidInputError(f"boundary weights have {mean.shape} dense features; this code has "
                                    f"{len(DENSE_FEATURES)}: retrain (python -m zoned_memory.boundary.training.train)")
        if hashed.shape != (HASH_BUCKETS,):
            raise InvalidInputError("boundary weights have another hash size: retrain")
        self.mean, self.std, self.dense, self.hashed = mean, np.where(std > 0, std, 1.0), dense, hashed
        self.bias, self.threshold, self.band = float(bias), float(threshold), band
        self.info = info or {}
        self._embedding = np.asarray([name in EMBEDDING_FEATURES for name in DENSE_FEATURES])

    @property
    def threshold_user_only(self) -> float:
        """The decision point when the assistant's replies are not known (tuned separately)."""
        return float(self.info.get("threshold_user_only", self.threshold))

    @property
    def encoder(self) -> str:
        """The sentence vectors the similarity features were trained with (`encoder.ENCODERS`)."""
        return str(self.info.get("encoder", "wordllama"))

    @classmethod
    def load(cls, path: str | Path | None = None) -> "BoundaryModel":
        """The shipped model (cached), or the one at ``path``."""
        return _load(str(path or WEIGHTS_PATH))

    def save(self, path: str | Path) -> None:
        np.savez_compressed(path, mean=self.mean, std=self.std, dense=self.dense, hashed=self.hashed.astype(np.float32),
                            bias=self.bias, threshold=self.threshold, band=np.asarray(self.band),
                            info=json.dumps(self.info))

    def logit(self, dense: NDArray[np.float32], hashed: NDArray[np.int32], *, with_embeddings: bool = True,
              neutral: NDArray[np.bool_] | None = None) -> float:
        """The model's log-odds; ``neutral`` features (and, ``with_embeddings=False``, the embedding
        ones) count as their training mean."""
        x = (dense - self.mean) / self.std
        mask = neutral if with_embeddings else (self._embedding if neutral is None else neutral | self._embedding)
        if mask is not None:
            x = np.where(mask, 0.0, x)
        z = float(x @ self.dense) + self.bias
        if len(hashed):
            z += float(self.hashed[hashed].sum()) / np.sqrt(len(hashed))
        return z

    def probability(self, dense: NDArray[np.float32], hashed: NDArray[np.int32], *,
                    with_embeddings: bool = True, neutral: NDArray[np.bool_] | None = None) -> float:
        """P(new task) of one message."""
        z = self.logit(dense, hashed, with_embeddings=with_embeddings, neutral=neutral)
        return float(1.0 / (1.0 + np.exp(-np.clip(z, -40, 40))))


@lru_cache(maxsize=4)
def _load(path: str) -> BoundaryModel:
    data = read_weights(path, "boundary model")
    return BoundaryModel(mean=data["mean"].astype(np.float64), std=data["std"].astype(np.float64),
                         dense=data["dense"].astype(np.float64), hashed=data["hashed"].astype(np.float64),
                         bias=float(data["bias"]), threshold=float(data["threshold"]),
                         band=(float(data["band"][0]), float(data["band"][1])), info=json.loads(str(data["info"])))
