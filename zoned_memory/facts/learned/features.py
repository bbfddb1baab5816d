"""Features of "is this statement a durable fact about the user?", numpy only.

Two parts, both fed to one logistic model (`zoned_memory.facts.learned.model`):

- ``dense``: `DENSE_FEATURES`, the statement's meaning and a little grammar: its vector in the
  bundled bilingual table (`boundary.encoder.StaticEncoder`, distilled from multilingual-e5-small:
  "I have acid reflux" lies near "我有高血压", a malfunction near another malfunction), and a hedge,
  a negation, a first-person subject, a question mark, Chinese script, the length;
- ``hashed``: bucket indices of the statement's words, word pairs and Chinese character 1-3-grams.

None of it is what the fact rules (`rules`) matched: the model is asked only where the rules found
nothing, so a feature that says "a rule matched" is constant where the model acts, and a model trained
on it learns the rules back instead of the statements they miss (stop 53, the model card).

>>> dense, hashed = featurize("I'm allergic to peanuts")
>>> dense.shape == (len(DENSE_FEATURES),), len(hashed) > 0
(True, True)
"""

from __future__ import annotations

import re
import zlib

import numpy as np
from numpy.typing import NDArray

from ...boundary.learned.encoder import StaticEncoder
from ...errors import InvalidInputError
from .. import rules

__all__ = ["DENSE_FEATURES", "HASH_BUCKETS", "VECTOR_DIM", "featurize"]

#: size of the hashed n-gram space
HASH_BUCKETS = 1 << 14
#: the width of the bundled table's vectors (`boundary/encoder.npz`)
VECTOR_DIM = 128
_GRAMMAR = ("hedge", "negated", "first_person", "question", "cjk", "length")
DENSE_FEATURES: tuple[str, ...] = (*_GRAMMAR, *(f"vector_{i}" for i in range(VECTOR_DIM)))
_WORD = re.compile(r"[a-z0-9']+")
_CJK = re.compile(r"[\u4e00-\u9fff]+")
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|mine|myself|we|our|us)\b|我", re.IGNORECASE)


def _hashed(text: str) -> NDArray[np.int32]:
    lowered = text.lower()
    words = _WORD.findall(lowered)
    tokens = [f"w:{w}" for w in words] + [f"b:{a} {b}" for a, b in zip(words, words[1:])]
    for run in _CJK.findall(lowered):
        tokens += [f"c:{run[i:i + n]}" for n in (1, 2, 3) for i in range(len(run) - n + 1)]
    return np.unique(np.fromiter((zlib.crc32(t.encode()) % HASH_BUCKETS for t in tokens), dtype=np.int32,
                                 count=len(tokens)))


def _vector(text: str) -> NDArray[np.float32]:
    encoder = StaticEncoder.load()
    if encoder.dim != VECTOR_DIM:
        raise InvalidInputError(f"the bundled table has {encoder.dim} dimensions; the fact model reads {VECTOR_DIM}")
    vector = encoder.encode(text)
    return np.zeros(VECTOR_DIM, dtype=np.float32) if vector is None else vector.astype(np.float32)


def featurize(text: str) -> tuple[NDArray[np.float32], NDArray[np.int32]]:
    """(dense features, hashed n-gram buckets) of one statement."""
    stripped = text.strip()
    grammar = [rules.is_hedged(stripped), rules.is_negated(stripped), bool(_FIRST_PERSON.search(stripped)),
               stripped.endswith(("?", "？")), bool(_CJK.search(stripped)), min(len(stripped), 200) / 100]
    return np.concatenate([np.asarray(grammar, dtype=np.float32), _vector(stripped)]), _hashed(stripped)
