"""Features of "is this statement a durable fact about the user?", numpy only.

Two parts, both fed to one logistic model (`zoned_memory.facts.model`):

- ``dense``: `DENSE_FEATURES`, what the rules of `rules` see (which kind of fact a rule
  matched, a request or question, a third party, a hedge, a first-person subject...): the
  grammar of the statement, the same in every domain and in both languages;
- ``hashed``: bucket indices of the statement's words, word pairs and Chinese character 1-3-grams
  (the phrases the rules do not list: "I sing folk music for a living", "我平时只喝美式").

>>> dense, hashed = featurize("I'm allergic to peanuts")
>>> float(dense[DENSE_FEATURES.index("rule_constraint")]), len(hashed) > 0
(1.0, True)
"""

from __future__ import annotations

import re
import zlib

import numpy as np
from numpy.typing import NDArray

from . import rules

__all__ = ["DENSE_FEATURES", "HASH_BUCKETS", "featurize"]

#: size of the hashed n-gram space
HASH_BUCKETS = 1 << 14
_KINDS = ("profile", "preference", "constraint", "knowledge")
DENSE_FEATURES: tuple[str, ...] = (
    "rule_durable", *(f"rule_{k}" for k in _KINDS), *(f"any_rule_{k}" for k in _KINDS), "session",
    "blocked", "third_party", "hedge", "negated", "first_person", "question", "cjk", "length",
)
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


def featurize(text: str, label: "rules.FactLabel | None" = None) -> tuple[NDArray[np.float32], NDArray[np.int32]]:
    """(dense features, hashed n-gram buckets) of one statement; ``label``: its `rules.rule_label`,
    when the caller has it already."""
    stripped = text.strip()
    cjk = bool(_CJK.search(stripped))
    label = label or rules.rule_label(stripped)
    matched = rules.kinds_matched(stripped)
    dense = [label.scope == "global", *(label.kind == k for k in _KINDS), *(k in matched for k in _KINDS),
             label.scope == "session", rules.is_blocked(stripped), rules.is_third_party(stripped),
             rules.is_hedged(stripped), rules.is_negated(stripped), bool(_FIRST_PERSON.search(stripped)),
             stripped.endswith(("?", "？")), cjk, min(len(stripped), 200) / 100]
    return np.asarray(dense, dtype=np.float32), _hashed(stripped)
