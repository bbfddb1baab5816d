"""Regenerate the boundary model's weights (needs the ``train`` extra: scikit-learn).

    pip install -e ".[train]"
    python -m zoned_memory.boundary.training.train                      # writes zoned_memory/boundary/learned/weights.npz
    python -m zoned_memory.boundary.training.train --report benchmarks/boundary_model.json

Data: the developer sets of ``shared/data/boundaries/`` (SGD train sample, CrossWOZ validation;
their README keeps the held-out splits out), the project's hand-written
``tests/data/boundaries.jsonl``, generated agent-work conversations (`synthetic`) and, since stop 65, the hand-written
sets of agent work up to `agent_work.TRAINED_UPTO` (`agent_work`). Each corpus is split by conversation id (crc32 mod 5): 0 is
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
from typing import Any, Callable

import numpy as np

from ...entities import extract_entities
from . import synthetic
from .agent_work import TRAINED_UPTO, agent_work_conversations
from ..config import DetectorConfig
from ..reading.cues import RETURN_RE, WEAK_RE, says_new_task
from ..detector import TaskBoundaryDetector
from ..learned.encoder import embed_message
from ..learned.encoder import ENCODERS, encoder_named
from .evaluate import evaluate, gold_labels, load_conversations
from ..learned.features import DENSE_FEATURES, HASH_BUCKETS, TaskState, absorb, featurize
from ..learned.model import WEIGHTS_PATH, BoundaryModel
from .relabel import follow_definition

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared" / "data" / "boundaries"
CORPORA = {"sgd": "sgd_train.jsonl", "crosswoz": "crosswoz_val.jsonl", "star": "star_train_en.jsonl"}
HANDWRITTEN = ROOT / "tests" / "data" / "boundaries.jsonl"
HOLDOUT = ROOT / "tests" / "data" / "boundaries_holdout.jsonl"
#: the precision the default threshold is tuned for, on each corpus's TUNE split
TARGET_PRECISION = 0.92
#: inverse L2 strength of the logistic regression
DEFAULT_C = 0.5
#: the hashed n-grams' share of the regularization budget (chosen by the worst left-out corpus)
DEFAULT_HASH_SCALE = 0.3
#: each training block is weighted to this share of boundaries (the corpora's own rates, 4-30%,
#: would otherwise become part of the model; None: as they come)
DEFAULT_PRIOR: float | None = 0.2
#: how the training corpora's thresholds for the precision target become one
DEFAULT_RULE = "min"
#: the weight of the hand-written and generated agent-work conversations (the public corpora are
#: all bookings and travel; 6: F1 0.60 -> 0.73 on the agent-work set never trained on, the worst
#: left-out corpus 0.540 -> 0.529 with gold state)
DEFAULT_EXTRA_WEIGHT = 6.0
#: the weight of the hand-written agent-work sets (`agent_work`), chosen by walking forward over them and by the worst
#: left-out corpus (the model card, "Stop 65")
AGENT_WORK_WEIGHT = 2.0
#: the sentence vectors of the similarity features (`encoder.ENCODERS`)
DEFAULT_ENCODER = "wordllama+static-e5"


def split_of(conv_id: str) -> str:
    bucket = zlib.crc32(conv_id.encode()) % 5
    return "dev" if bucket == 0 else "tune" if bucket == 1 else "train"


def featurize_conversations(conversations: list[dict[str, Any]], embedder: Any, use_assistant: bool = True,
                            use_tools: bool = True) -> tuple[np.ndarray, list, np.ndarray]:
    """(dense rows, hashed rows, labels) of every scored turn, with the gold task state
    (``use_assistant=False``: as a detector that only sees the user's messages; ``use_tools``:
    with the tool calls the conversation logs, known from the first one seen, as live)."""
    dense, hashed, labels = [], [], []
    for conv in conversations:
        gold = gold_labels(conv["turns"])
        tools_known = False
        states: dict[Any, TaskState] = {}
        current: TaskState | None = None
        for n, turn in enumerate(conv["turns"]):
            text = turn["text"]
            tools = tuple(turn.get("tools", ())) if use_tools else ()
            tools_known = tools_known or bool(tools)
            vector = embed_message(embedder, text)
            assistant = (turn.get("assistant", "") or "") if use_assistant else ""
            if n > 0 and current is not None and text.strip():
                stripped = text.strip()
                d, h = featurize(text, tools, current, assistant, vector,
                                 embed_message(embedder, assistant) if assistant else None,
                                 explicit=says_new_task(stripped),
                                 returning=bool(len(states) > 1 and RETURN_RE.search(stripped)),
                                 weak=bool(WEAK_RE.search(stripped)), names=extract_entities(text).names,
                                 earlier=[st for st in states.values() if st is not current],
                                 tools_known=tools_known)
                dense.append(d)
                hashed.append(h)
                labels.append(gold[n])
            task = turn.get("task", n if gold[n] else None)
            if n == 0 or gold[n]:
                current = states.setdefault(task, TaskState(task_id=str(task)))
            assert current is not None
            absorb(current, text, tools, vector)
    return np.asarray(dense, dtype=np.float32), hashed, np.asarray(labels, dtype=bool)


Rows = tuple[np.ndarray, list, np.ndarray]
#: how each conversation is seen: with the assistant's replies and tools, replies only, user messages only
VARIANTS = {"full": (True, True), "no_tools": (True, False), "user_only": (False, False)}


def stack(blocks: list[Rows]) -> Rows:
    return (np.concatenate([b[0] for b in blocks]), [h for b in blocks for h in b[1]],
            np.concatenate([b[2] for b in blocks]))


def balanced_weights(blocks: list[Rows], prior: float) -> np.ndarray:
    """Sample weights giving every block the same share ``prior`` of boundaries, its size unchanged."""
    out = []
    for _, _, labels in blocks:
        n, positives = len(labels), int(labels.sum())
        out.append(np.where(labels, prior * n / max(positives, 1), (1 - prior) * n / max(n - positives, 1)))
    return np.concatenate(out) if out else np.zeros(0)


class TrainingData:
    """Every corpus featurized once per split and variant; fits models on any choice of corpora.

    >>> data = TrainingData.build(corpora)          # doctest: +SKIP
    >>> model = data.fit(["sgd", "star"])           # doctest: +SKIP
    """

    def __init__(self, corpora: dict[str, list[dict[str, Any]]], encoder: str,
                 parts: dict[str, dict[str, dict[str, Rows]]], extra: list[Rows], extra_count: dict[str, int],
                 scored: dict[str, Rows] | None = None, embedder: Any = None,
                 agent_work: tuple[list[Rows], int, int] = ([], 0, 0)) -> None:
        self.corpora, self.parts, self.extra, self.extra_count = corpora, parts, extra, extra_count
        #: the agent-work sets' rows (`with_agent_work`), how many conversations they hold, the last set's number
        self.agent_work, self.agent_work_count, self.agent_work_upto = agent_work
        #: the embedder the rows were featurized with, kept (`TeacherEncoder` remembers every text it embedded)
        self.encoder, self.embedder = encoder, embedder or encoder_named(encoder)
        #: every message of a corpus whose training labels were moved to the definition, with its OWN labels
        #: (gold state, full view): what a left-out corpus is scored on
        self.scored = scored or {}

    @classmethod
    def build(cls, corpora: dict[str, list[dict[str, Any]]], encoder: str = DEFAULT_ENCODER, *,
              follow: bool = False) -> "TrainingData":
        """Featurize every corpus once per split and view; ``follow``: train and tune on labels moved to
        the definition where a corpus's rule differs (`relabel.follow_definition`; measured, not the default)."""
        embedder = encoder_named(encoder)
        parts: dict[str, dict[str, dict[str, Rows]]] = {}
        scored: dict[str, Rows] = {}
        for name, own in corpora.items():
            convs = [follow_definition(c) for c in own] if follow else own
            if follow and any(gold_labels(a["turns"]) != gold_labels(b["turns"]) for a, b in zip(own, convs)):
                scored[name] = featurize_conversations(own, embedder)
            logs_tools = any(t.get("tools") for c in convs for t in c["turns"])
            for split in ("train", "tune", "dev"):
                chosen = [c for c in convs if split_of(c["id"]) == split]
                for variant, (assistant, tools) in VARIANTS.items():
                    if variant == "no_tools" and not logs_tools:
                        continue
                    parts.setdefault(name, {}).setdefault(split, {})[variant] = featurize_conversations(
                        chosen, embedder, assistant, tools)
            print(f"{name}: featurized {len(convs)} conversations", file=sys.stderr)
        handwritten = load_conversations(HANDWRITTEN)
        generated = synthetic.generate()
        extra = [featurize_conversations(handwritten, embedder), featurize_conversations(generated, embedder),
                 featurize_conversations(generated, embedder, False)]
        return cls(corpora, encoder, parts, extra, {"handwritten": len(handwritten), "synthetic": len(generated)}, scored,
                   embedder).with_agent_work(TRAINED_UPTO)

    def with_agent_work(self, upto: int) -> "TrainingData":
        """The same corpora, learning from the agent-work sets numbered up to ``upto`` (as the detector sees them:
        with the assistant's replies, and with the user's messages only) instead of the ones it had."""
        conversations = agent_work_conversations(upto)
        rows = [featurize_conversations(conversations, self.embedder),
                featurize_conversations(conversations, self.embedder, False)] if conversations else []
        return TrainingData(self.corpora, self.encoder, self.parts, self.extra, self.extra_count, self.scored,
                            self.embedder, (rows, len(conversations), upto))

    @classmethod
    def cached(cls, corpora: dict[str, list[dict[str, Any]]], path: Path | None, *, follow: bool = False,
               encoder: str = DEFAULT_ENCODER) -> "TrainingData":
        """`build`, kept in a pickle at ``path`` (for experiments: delete it when features change)."""
        import pickle

        if path is not None and path.exists():
            parts, extra, count, scored = pickle.loads(path.read_bytes())
            return cls(corpora, encoder, parts, extra, count, scored).with_agent_work(TRAINED_UPTO)
        data = cls.build(corpora, encoder, follow=follow)
        if path is not None:
            path.write_bytes(pickle.dumps((data.parts, data.extra, data.extra_count, data.scored)))
        return data

    def rows(self, names: list[str], split: str, variant: str | None = None) -> Rows:
        blocks = [rows for name in names for v, rows in self.parts[name][split].items() if variant in (None, v)]
        return stack(blocks)

    def fit(self, names: list[str], c: float = DEFAULT_C, hash_scale: float = DEFAULT_HASH_SCALE,
            rule: str = DEFAULT_RULE, prior: float | None = DEFAULT_PRIOR,
            extra_weight: float = DEFAULT_EXTRA_WEIGHT, agent_weight: float = AGENT_WORK_WEIGHT) -> BoundaryModel:
        """Trained on ``names``'s TRAIN splits (every variant), the extra conversations (weighed ``extra_weight``) and
        the agent-work sets (``agent_weight``); thresholds for the precision target on EACH named corpus's TUNE split."""
        corpus_blocks = [rows for name in names for rows in self.parts[name]["train"].values()]
        blocks = corpus_blocks + list(self.extra) + list(self.agent_work)
        weights = balanced_weights(blocks, prior) if prior else np.ones(sum(len(b[2]) for b in blocks))
        corpus_rows, extra_rows = sum(len(b[2]) for b in corpus_blocks), sum(len(b[2]) for b in self.extra)
        weights[corpus_rows:corpus_rows + extra_rows] *= extra_weight
        weights[corpus_rows + extra_rows:] *= agent_weight
        model = fit(*stack(blocks), c=c, hash_scale=hash_scale, weights=weights)
        thresholds, user_only, lows = [], [], []
        for name in names:
            for variant, (d, h, y) in self.parts[name]["tune"].items():
                probs = probabilities(model, d, h)
                if variant == "user_only":
                    user_only.append(threshold_for(probs, y, TARGET_PRECISION + 0.02))
                else:
                    thresholds.append(threshold_for(probs, y, TARGET_PRECISION))
                    lows.append(threshold_for(probs, y, 0.6))
        picks: dict[str, Callable[[list[float]], float]] = {"max": max, "min": min,
                                                             "median": lambda v: float(np.median(v))}
        pick = picks[rule]
        model.threshold = pick(thresholds)
        model.info["threshold_user_only"] = pick(user_only)
        model.band = (min(lows), min(0.99, model.threshold + 0.15))
        model.info |= {"trained_on": {name: sum(split_of(c["id"]) == "train" for c in self.corpora[name])
                                      for name in names} | self.extra_count
                                     | {"agent_work": self.agent_work_count, "agent_work_upto": self.agent_work_upto},
                       "target_precision": TARGET_PRECISION, "C": c, "hash_scale": hash_scale,
                       "threshold_rule": rule, "training_prior": prior, "extra_weight": extra_weight,
                       "agent_weight": agent_weight,
                       "hash_buckets": HASH_BUCKETS, "encoder": self.encoder,
                       "features": list(DENSE_FEATURES)}
        return model

    def detector_factory(self, model: BoundaryModel, verifier: Any = None,
                         band: tuple[float, float] | None = None) -> Any:
        """Detectors on ``model`` (``band``: where the ``verifier`` is asked; default the model's)."""
        config = DetectorConfig(verifier_band=band)
        return lambda: TaskBoundaryDetector(config, embedder=self.embedder, model=model, verifier=verifier)

    def teacher_forced(self, model: BoundaryModel, name: str) -> tuple[np.ndarray, np.ndarray]:
        """The model's probabilities and the labels of every message of ``name`` (its own labels, gold state,
        full view)."""
        d, h, y = self.scored.get(name) or stack([self.parts[name][split]["full"] for split in ("train", "tune", "dev")])
        return probabilities(model, d, h), y


def design(dense: np.ndarray, hashed: list, mean: np.ndarray, std: np.ndarray,  # type: ignore[no-untyped-def]
           hash_scale: float = 1.0):
    from scipy import sparse

    rows, cols, vals = [], [], []
    for i, h in enumerate(hashed):
        if len(h):
            rows += [i] * len(h)
            cols += list(h)
            vals += [hash_scale / np.sqrt(len(h))] * len(h)
    hashed_matrix = sparse.csr_matrix((vals, (rows, cols)), shape=(len(hashed), HASH_BUCKETS))
    return sparse.hstack([sparse.csr_matrix((dense - mean) / std), hashed_matrix]).tocsr()


def fit(dense: np.ndarray, hashed: list, labels: np.ndarray, c: float, hash_scale: float = 1.0,
        weights: np.ndarray | None = None) -> BoundaryModel:
    """``hash_scale`` < 1 regularizes the hashed n-grams more than the dense features (the n-grams
    are a corpus's wording; the dense features carry across corpora)."""
    from sklearn.linear_model import LogisticRegression

    mean = dense.mean(axis=0).astype(np.float64)
    std = dense.std(axis=0).astype(np.float64)
    std[std == 0] = 1.0
    clf = LogisticRegression(C=c, max_iter=2000, solver="liblinear")
    clf.fit(design(dense, hashed, mean, std, hash_scale), labels, sample_weight=weights)
    w = clf.coef_[0].copy()
    w[len(DENSE_FEATURES):] *= hash_scale
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
    parser.add_argument("-C", type=float, default=DEFAULT_C, help="inverse L2 strength")
    parser.add_argument("--follow-definition", action="store_true",
                        help="train on CrossWOZ labels moved to the definition (relabel.py; tried, not shipped)")
    parser.add_argument("--encoder", choices=ENCODERS, default=DEFAULT_ENCODER, help="the similarity features' vectors")
    args = parser.parse_args(argv)
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print("training needs scikit-learn: pip install -e '.[train]'", file=sys.stderr)
        return 2
    corpora = {name: load_conversations(args.data_dir / file) for name, file in CORPORA.items()}
    data = TrainingData.build(corpora, args.encoder, follow=args.follow_definition)
    model = data.fit(list(corpora), c=args.C)
    model.save(args.out)
    print(f"wrote {args.out} (threshold {model.threshold:.3f}, band {model.band})", file=sys.stderr)
    loaded = BoundaryModel.load(args.out)
    report: dict[str, Any] = {"threshold": loaded.threshold, "band": loaded.band}
    for name in corpora:
        dev = [c for c in corpora[name] if split_of(c["id"]) == "dev"]
        report[f"{name}_dev"] = evaluate(dev, data.detector_factory(loaded))
        report[f"{name}_dev_user_only"] = evaluate(dev, data.detector_factory(loaded), use_assistant=False,
                                                   use_tools=False)
        if "no_tools" in data.parts[name]["dev"]:
            report[f"{name}_dev_no_tools"] = evaluate(dev, data.detector_factory(loaded), use_tools=False)
    report["handwritten_holdout"] = evaluate(load_conversations(HOLDOUT), data.detector_factory(loaded))
    if args.report:
        args.report.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps({k: (v if not isinstance(v, dict) else {x: v[x] for x in ("precision", "recall", "f1") if x in v})
                      for k, v in report.items()}, indent=1))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
