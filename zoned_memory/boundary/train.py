"""Regenerate the boundary model's weights (needs the ``train`` extra: scikit-learn).

    pip install -e ".[train]"
    python -m zoned_memory.boundary.train                      # writes zoned_memory/boundary/weights.npz
    python -m zoned_memory.boundary.train --report benchmarks/boundary_model.json

Data: the developer sets of ``shared/data/boundaries/`` (SGD train sample, CrossWOZ validation;
their README keeps the held-out splits out), the project's hand-written
``tests/data/boundaries.jsonl`` and generated agent-work conversations (`synthetic`). Each corpus is split by conversation id (crc32 mod 5): 0 is
the DEV split (reported, never trained or tuned on), 1 the TUNE split (threshold and verifier
band), 2-4 TRAIN. Features are computed with the gold task state (teacher forcing); the
reported numbers run the live detector on whole conversations. Deterministic: same data, same
weights.
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from pathlib import Path
from typing import Any

import numpy as np

from ..embeddings import WordLlamaEmbedding
from ..entities import extract_entities
from . import synthetic
from .cues import EXPLICIT_CUES, RETURN_CUES, WEAK_CUES, compile_cues
from .detector import TaskBoundaryDetector, embed_message
from .evaluate import evaluate, gold_labels, load_conversations
from .features import DENSE_FEATURES, HASH_BUCKETS, TaskState, absorb, featurize
from .model import WEIGHTS_PATH, BoundaryModel

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "data" / "boundaries"
CORPORA = {"sgd": "sgd_train.jsonl", "crosswoz": "crosswoz_val.jsonl"}
HANDWRITTEN = ROOT / "tests" / "data" / "boundaries.jsonl"
HOLDOUT = ROOT / "tests" / "data" / "boundaries_holdout.jsonl"
#: the precision the default threshold is tuned for, on each corpus's TUNE split
TARGET_PRECISION = 0.92


def split_of(conv_id: str) -> str:
    bucket = zlib.crc32(conv_id.encode()) % 5
    return "dev" if bucket == 0 else "tune" if bucket == 1 else "train"


def featurize_conversations(conversations: list[dict[str, Any]], embedder: Any, use_assistant: bool = True,
                            use_tools: bool = True) -> tuple[np.ndarray, list, np.ndarray]:
    """(dense rows, hashed rows, labels) of every scored turn, with the gold task state
    (``use_assistant=False``: as a detector that only sees the user's messages)."""
    explicit, returning, weak = (compile_cues(EXPLICIT_CUES, True), compile_cues(RETURN_CUES, True),
                                 compile_cues(WEAK_CUES, True))
    dense, hashed, labels = [], [], []
    for conv in conversations:
        gold = gold_labels(conv["turns"])
        tools_known = use_tools and conv.get("source") == "sgd"  # the corpus that logs tool calls
        states: dict[Any, TaskState] = {}
        current: TaskState | None = None
        for n, turn in enumerate(conv["turns"]):
            text = turn["text"]
            vector = embed_message(embedder, text)
            assistant = (turn.get("assistant", "") or "") if use_assistant else ""
            if n > 0 and current is not None and text.strip():
                stripped = text.strip()
                d, h = featurize(text, tuple(turn.get("tools", ())) if tools_known else (), current, assistant, vector,
                                 embed_message(embedder, assistant) if assistant else None,
                                 explicit=bool(explicit.search(stripped)),
                                 returning=bool(len(states) > 1 and returning.search(stripped)),
                                 weak=bool(weak.search(stripped)), names=extract_entities(text).names,
                                 earlier=[st for st in states.values() if st is not current],
                                 tools_known=tools_known)
                dense.append(d)
                hashed.append(h)
                labels.append(gold[n])
            task = turn.get("task", n if gold[n] else None)
            if n == 0 or gold[n]:
                current = states.setdefault(task, TaskState(task_id=str(task)))
            assert current is not None
            absorb(current, text, tuple(turn.get("tools", ())) if tools_known else (), vector)
    return np.asarray(dense, dtype=np.float32), hashed, np.asarray(labels, dtype=bool)


def design(dense: np.ndarray, hashed: list, mean: np.ndarray, std: np.ndarray):  # type: ignore[no-untyped-def]
    from scipy import sparse

    rows, cols, vals = [], [], []
    for i, h in enumerate(hashed):
        if len(h):
            rows += [i] * len(h)
            cols += list(h)
            vals += [1.0 / np.sqrt(len(h))] * len(h)
    hashed_matrix = sparse.csr_matrix((vals, (rows, cols)), shape=(len(hashed), HASH_BUCKETS))
    return sparse.hstack([sparse.csr_matrix((dense - mean) / std), hashed_matrix]).tocsr()


def fit(dense: np.ndarray, hashed: list, labels: np.ndarray, c: float) -> BoundaryModel:
    from sklearn.linear_model import LogisticRegression

    mean = dense.mean(axis=0).astype(np.float64)
    std = dense.std(axis=0).astype(np.float64)
    std[std == 0] = 1.0
    clf = LogisticRegression(C=c, max_iter=2000, solver="liblinear")
    clf.fit(design(dense, hashed, mean, std), labels)
    w = clf.coef_[0]
    return BoundaryModel(mean=mean, std=std, dense=w[:len(DENSE_FEATURES)], hashed=w[len(DENSE_FEATURES):],
                         bias=float(clf.intercept_[0]), threshold=0.5, band=(0.3, 0.7))


def threshold_for(probabilities: np.ndarray, labels: np.ndarray, precision: float) -> float:
    """The lowest threshold at which the messages scored above it reach ``precision`` (most recall)."""
    order = np.argsort(-probabilities)
    p, y = probabilities[order], labels[order]
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    ok = np.flatnonzero(prec >= precision)
    return float(p[ok[-1]]) if len(ok) else float(p[0]) + 1e-6


def probabilities(model: BoundaryModel, dense: np.ndarray, hashed: list) -> np.ndarray:
    return np.asarray([model.probability(d, h) for d, h in zip(dense, hashed)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=SHARED)
    parser.add_argument("--out", type=Path, default=WEIGHTS_PATH)
    parser.add_argument("--report", type=Path, default=None, help="write the metrics as JSON here")
    parser.add_argument("-C", type=float, default=0.5, help="inverse L2 strength")
    args = parser.parse_args(argv)
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print("training needs scikit-learn: pip install -e '.[train]'", file=sys.stderr)
        return 2
    embedder = WordLlamaEmbedding()
    corpora = {name: load_conversations(args.data_dir / file) for name, file in CORPORA.items()}
    handwritten = load_conversations(HANDWRITTEN)
    parts: dict[str, dict[str, tuple]] = {}
    for name, convs in corpora.items():
        for split in ("train", "tune", "dev"):
            chosen = [c for c in convs if split_of(c["id"]) == split]
            parts.setdefault(name, {})[split] = (chosen, *featurize_conversations(chosen, embedder))
            parts[name][split + "_user_only"] = (chosen, *featurize_conversations(chosen, embedder, False, False))
            if name == "sgd":
                parts[name][split + "_no_tools"] = (chosen, *featurize_conversations(chosen, embedder, True, False))
            print(f"{name}/{split}: {len(chosen)} conversations, {len(chosen and parts[name][split][3])} turns",
                  file=sys.stderr)
    hw = featurize_conversations(handwritten, embedder)
    generated = synthetic.generate()
    gen = featurize_conversations(generated, embedder)
    gen_user_only = featurize_conversations(generated, embedder, False)

    def stack(blocks: list[tuple]) -> tuple[np.ndarray, list, np.ndarray]:
        return (np.concatenate([b[0] for b in blocks]), [h for b in blocks for h in b[1]],
                np.concatenate([b[2] for b in blocks]))

    # every training conversation twice: with the assistant's replies, and with the user's messages only
    # every training conversation with and without the assistant's replies (and SGD's without its tools)
    train = stack([parts["sgd"]["train"][1:], parts["crosswoz"]["train"][1:], hw, gen, gen_user_only,
                   parts["sgd"]["train_user_only"][1:], parts["crosswoz"]["train_user_only"][1:],
                   parts["sgd"]["train_no_tools"][1:]])
    model = fit(*train, c=args.C)
    # threshold: the precision target on EACH corpus's tune split; band: where a verifier helps
    thresholds, user_only, lows = [], [], []
    for name in corpora:
        _, d, h, y = parts[name]["tune"]
        probs = probabilities(model, d, h)
        thresholds.append(threshold_for(probs, y, TARGET_PRECISION))
        lows.append(threshold_for(probs, y, 0.6))
        _, d, h, y = parts[name]["tune_user_only"]
        user_only.append(threshold_for(probabilities(model, d, h), y, TARGET_PRECISION + 0.02))
        if name == "sgd":
            _, d, h, y = parts[name]["tune_no_tools"]
            thresholds.append(threshold_for(probabilities(model, d, h), y, TARGET_PRECISION))
    model.threshold = max(thresholds)
    model.info["threshold_user_only"] = max(user_only)
    model.band = (min(lows), min(0.99, model.threshold + 0.15))
    model.info |= {"trained_on": {name: len(parts[name]["train"][0]) for name in corpora} | {"handwritten": len(handwritten), "synthetic": len(generated)},
                  "target_precision": TARGET_PRECISION, "C": args.C, "hash_buckets": HASH_BUCKETS,
                  "features": list(DENSE_FEATURES)}
    model.save(args.out)
    print(f"wrote {args.out} (threshold {model.threshold:.3f}, band {model.band})", file=sys.stderr)

    report: dict[str, Any] = {"threshold": model.threshold, "band": model.band}
    loaded = BoundaryModel.load(args.out)

    def live(convs: list[dict], m: BoundaryModel, **kw: Any) -> dict:
        return {k: v for k, v in evaluate(convs, lambda: TaskBoundaryDetector(embedder=embedder, model=m), **kw).items()}

    for name in corpora:
        report[f"{name}_dev"] = live(parts[name]["dev"][0], loaded)
        report[f"{name}_dev_user_only"] = live(parts[name]["dev"][0], loaded, use_assistant=False, use_tools=False)
        if name == "sgd":
            report[f"{name}_dev_no_tools"] = live(parts[name]["dev"][0], loaded, use_tools=False)
    report["handwritten_holdout"] = live(load_conversations(HOLDOUT), loaded)
    # cross-corpus: train on one corpus (+ its tune split for the threshold), test on the other's dev
    for source, target in (("sgd", "crosswoz"), ("crosswoz", "sgd")):
        m = fit(*parts[source]["train"][1:], c=args.C)
        _, d, h, y = parts[source]["tune"]
        m.threshold = threshold_for(probabilities(m, d, h), y, TARGET_PRECISION)
        report[f"cross_{source}_to_{target}"] = live(parts[target]["dev"][0], m)
    if args.report:
        args.report.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps({k: (v if not isinstance(v, dict) else {x: v[x] for x in ("precision", "recall", "f1") if x in v})
                      for k, v in report.items()}, indent=1))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
