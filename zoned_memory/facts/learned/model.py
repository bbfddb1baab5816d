"""The fact model: logistic regressions over `features`, shipped as numpy weights.

``P(durable) = sigmoid(w . standardize(dense) + sum(w_hash[buckets]) / sqrt(len(buckets)) + b)``,
and the same form with one weight row per kind for "which kind of fact" (profile, preference,
constraint, knowledge). The weights file (``weights.npz`` beside this module) is written by
``python -m zoned_memory.facts.training.train`` (the ``train`` extra, scikit-learn) and loaded with numpy
alone.

>>> model = FactModel.load()
>>> model.probability("I sing folk music for a living") > model.probability("I'm leaving from Boston on Friday")
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
from .features import DENSE_FEATURES, HASH_BUCKETS, featurize
from ..rules import is_chinese

__all__ = ["FactModel", "WEIGHTS_PATH", "MODEL_KINDS"]

logger = logging.getLogger(__name__)

WEIGHTS_PATH = Path(__file__).with_name("weights.npz")
#: the kinds the kind model tells apart, in the order of its weight rows
MODEL_KINDS = ("profile", "preference", "constraint", "knowledge")


class FactModel:
    """P(durable) of a statement and its likeliest kind; ``threshold`` is the decision point for English,
    ``threshold_zh`` for Chinese (default: the same; each is chosen on its language's corpora, `train`)."""

    def __init__(self, mean: NDArray[np.float64], std: NDArray[np.float64], dense: NDArray[np.float64],
                 hashed: NDArray[np.float64], bias: float, kind_dense: NDArray[np.float64],
                 kind_hashed: NDArray[np.float64], kind_bias: NDArray[np.float64], threshold: float,
                 info: dict | None = None, threshold_zh: float | None = None) -> None:
        width = (len(DENSE_FEATURES),)
        if mean.shape != width or std.shape != width or dense.shape != width:
            raise InvalidInputError(f"fact weights have {mean.shape} dense features; this code has "
                                    f"{len(DENSE_FEATURES)}: retrain (python -m zoned_memory.facts.training.train)")
        if hashed.shape != (HASH_BUCKETS,) or kind_hashed.shape != (len(MODEL_KINDS), HASH_BUCKETS):
            raise InvalidInputError("fact weights have another hash size: retrain")
        self.mean, self.std = mean, np.where(std > 0, std, 1.0)
        self.dense, self.hashed, self.bias = dense, hashed, float(bias)
        self.kind_dense, self.kind_hashed, self.kind_bias = kind_dense, kind_hashed, kind_bias
        self.threshold = float(threshold)
        self.threshold_zh = self.threshold if threshold_zh is None else float(threshold_zh)
        self.info = info or {}

    @classmethod
    def load(cls, path: str | Path | None = None) -> "FactModel":
        """The shipped model (cached), or the one at ``path``."""
        return _load(str(path or WEIGHTS_PATH))

    def save(self, path: str | Path) -> None:
        np.savez_compressed(path, mean=self.mean, std=self.std, dense=self.dense,
                            hashed=self.hashed.astype(np.float16), bias=self.bias,
                            kind_dense=self.kind_dense, kind_hashed=self.kind_hashed.astype(np.float16),
                            kind_bias=self.kind_bias, threshold=self.threshold, threshold_zh=self.threshold_zh,
                            info=json.dumps(self.info))

    def _x(self, dense: NDArray[np.float32]) -> NDArray[np.float64]:
        return (dense - self.mean) / self.std

    def threshold_for(self, text: str) -> float:
        """The decision point for ``text``'s language."""
        return self.threshold_zh if is_chinese(text) else self.threshold

    def probability(self, text: str) -> float:
        """P(``text`` states a durable fact about the user)."""
        return self.predict(text)[0]

    def predict(self, text: str) -> tuple[float, str]:
        """(P(durable), the likeliest kind of fact if it is one) of one statement."""
        dense, hashed = featurize(text)
        x = self._x(dense)
        z = float(x @ self.dense) + self.bias
        kinds = self.kind_dense @ x + self.kind_bias
        if len(hashed):
            root = np.sqrt(len(hashed))
            z += float(self.hashed[hashed].sum()) / root
            kinds = kinds + self.kind_hashed[:, hashed].sum(axis=1) / root
        return float(1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))), MODEL_KINDS[int(np.argmax(kinds))]


@lru_cache(maxsize=4)
def _load(path: str) -> FactModel:
    data = read_weights(path, "fact model")
    return FactModel(mean=data["mean"].astype(np.float64), std=data["std"].astype(np.float64),
                     dense=data["dense"].astype(np.float64), hashed=data["hashed"].astype(np.float64),
                     bias=float(data["bias"]), kind_dense=data["kind_dense"].astype(np.float64),
                     kind_hashed=data["kind_hashed"].astype(np.float64), kind_bias=data["kind_bias"].astype(np.float64),
                     threshold=float(data["threshold"]), info=json.loads(str(data["info"])),
                     threshold_zh=float(data["threshold_zh"]) if "threshold_zh" in data else None)
