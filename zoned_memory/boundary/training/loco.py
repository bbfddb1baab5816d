"""Leave-one-corpus-out evaluation of the boundary model (needs the ``train`` extra).

For every corpus of ``shared/data/boundaries/`` (SGD, CrossWOZ, STAR): train on the others (plus
the hand-written and generated conversations), choose the threshold on the others' TUNE splits,
and run the live detector on the corpus left out, with and without its tool calls. The choice
of features, model and thresholds is made by the WORST left-out score::

    python -m zoned_memory.boundary.training.loco                       # the matrix, as markdown
    python -m zoned_memory.boundary.training.loco --json benchmarks/boundary_loco.json --sample 600

Also reported per left-out corpus: the expected calibration error (ECE, 10 bins) of the model's
probability on its messages, and the F1 a verifier (an LLM) of stated accuracy would give when
asked on the uncertain band, with the share of messages it is asked on.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ..learned.encoder import ENCODERS
from .evaluate import evaluate, load_conversations

__all__ = ["calibration", "judge_band", "leave_one_out", "main"]


def calibration(probabilities: np.ndarray, labels: np.ndarray, bins: int = 10) -> dict[str, Any]:
    """ECE and the reliability table (mean predicted vs observed rate per probability bin)."""
    edges = np.linspace(0.0, 1.0, bins + 1)
    index = np.clip(np.digitize(probabilities, edges[1:-1]), 0, bins - 1)
    table, ece = [], 0.0
    for b in range(bins):
        chosen = index == b
        if not chosen.any():
            continue
        predicted, observed = float(probabilities[chosen].mean()), float(labels[chosen].mean())
        ece += chosen.mean() * abs(predicted - observed)
        table.append({"bin": f"{edges[b]:.1f}-{edges[b + 1]:.1f}", "n": int(chosen.sum()),
                      "predicted": round(predicted, 3), "observed": round(observed, 3)})
    return {"ece": round(float(ece), 4), "table": table}


def _sample(conversations: list[dict[str, Any]], size: int | None, seed: int = 7) -> list[dict[str, Any]]:
    if size is None or size >= len(conversations):
        return conversations
    return random.Random(seed).sample(conversations, size)


def judge_band(threshold: float, width: float) -> tuple[float, float]:
    """The probabilities within ``width`` in log-odds of ``threshold``: where a judge is asked.

    >>> low, high = judge_band(0.5, 1.0)
    >>> round(low, 3), round(high, 3)
    (0.269, 0.731)
    """
    centre = float(np.log(threshold / (1.0 - threshold)))
    return float(1.0 / (1.0 + np.exp(-(centre - width)))), float(1.0 / (1.0 + np.exp(-(centre + width))))


def leave_one_out(corpora: dict[str, list[dict[str, Any]]], fit_model: Callable[[list[str]], Any],
                  make_detector: Callable[..., Any], probabilities_of: Callable[[Any, str], tuple],
                  *, sample: int | None = None, judges: tuple[float, ...] = (1.0, 0.9),
                  curve_widths: tuple[float, ...] = ()) -> dict[str, Any]:
    """The matrix: ``fit_model(training corpus names)`` -> model, ``make_detector(model, verifier[, band])``
    -> detector factory, ``probabilities_of(model, corpus)`` -> (probabilities, labels). ``curve_widths``:
    also F1 against the share of messages a judge is asked on, for judge bands of these widths (`judge_band`)."""
    out: dict[str, Any] = {}
    for left_out, convs in corpora.items():
        started = time.perf_counter()
        model = fit_model([name for name in corpora if name != left_out])
        chosen = _sample(convs, sample)
        row: dict[str, Any] = {"trained_on": [n for n in corpora if n != left_out], "conversations": len(chosen)}
        row["with_tools"] = evaluate(chosen, make_detector(model, None))
        row["no_tools"] = evaluate(chosen, make_detector(model, None), use_tools=False)
        probs, labels = probabilities_of(model, left_out)
        row["calibration"] = calibration(probs, labels)
        for accuracy in judges:
            verifier = _GoldJudge(accuracy)
            row[f"judge_{accuracy:g}"] = evaluate(chosen, make_detector(model, verifier), oracle=verifier.tell)
        row["judge_curve"] = []
        for width in curve_widths:
            band = judge_band(model.threshold, width)
            for accuracy in judges:
                verifier = _GoldJudge(accuracy)
                r = evaluate(chosen, make_detector(model, verifier, band), oracle=verifier.tell)
                row["judge_curve"].append({"width": width, "band": [round(b, 3) for b in band], "judge": accuracy,
                                           "f1": r["f1"], "precision": r["precision"], "recall": r["recall"],
                                           "asked": r["verifier_asked"]})
        row["seconds"] = round(time.perf_counter() - started, 1)
        out[left_out] = row
        print(f"{left_out}: {_short(row['with_tools'])} / no tools {_short(row['no_tools'])} "
              f"ECE {row['calibration']['ece']} ({row['seconds']} s)", file=sys.stderr)
    return out


def _short(r: dict[str, Any]) -> str:
    return f"P {r['precision']:.3f} R {r['recall']:.3f} F1 {r['f1']:.3f}"


class _GoldJudge:
    """A simulated LLM judge: right with probability ``accuracy`` (it reads the gold label the
    evaluator sets on it before each message)."""

    def __init__(self, accuracy: float, seed: int = 11) -> None:
        self.accuracy, self.rng, self.truth = accuracy, random.Random(seed), False

    def tell(self, truth: bool) -> None:
        self.truth = truth

    def __call__(self, message: str, recent: Any) -> bool:
        return self.truth if self.rng.random() < self.accuracy else not self.truth


def markdown(matrix: dict[str, Any]) -> str:
    """The matrix as a markdown table."""
    lines = ["| left out | trained on | P | R | F1 | P (no tools) | R (no tools) | F1 (no tools) | ECE | "
             "judge 100%: F1 / asked | judge 90%: F1 |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, row in matrix.items():
        w, n = row["with_tools"], row["no_tools"]
        j1, j9 = row.get("judge_1", {}), row.get("judge_0.9", {})
        lines.append(f"| {name} | {' + '.join(row['trained_on'])} | {w['precision']:.3f} | {w['recall']:.3f} | "
                     f"{w['f1']:.3f} | {n['precision']:.3f} | {n['recall']:.3f} | {n['f1']:.3f} | "
                     f"{row['calibration']['ece']:.3f} | {j1.get('f1', 0):.3f} / {j1.get('verifier_asked', 0):.0%} | "
                     f"{j9.get('f1', 0):.3f} |")
    worst = min(min(r["with_tools"]["f1"], r["no_tools"]["f1"]) for r in matrix.values())
    lines.append(f"\nworst left-out F1: {worst:.3f}")
    curves = {name: row["judge_curve"] for name, row in matrix.items() if row.get("judge_curve")}
    if curves:
        lines += ["", "| left out | judge band width (log-odds) | judge right | asked | F1 |", "|---|---|---|---|---|"]
        lines += [f"| {name} | {c['width']:g} | {c['judge']:.0%} | {c['asked']:.0%} | {c['f1']:.3f} |"
                  for name, curve in curves.items() for c in curve]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from . import train  # the train extra

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=train.SHARED)
    parser.add_argument("--sample", type=int, default=600, help="conversations scored per left-out corpus")
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("-C", type=float, default=train.DEFAULT_C)
    parser.add_argument("--hash-scale", type=float, default=train.DEFAULT_HASH_SCALE)
    parser.add_argument("--rule", choices=("max", "median", "min"), default=train.DEFAULT_RULE,
                        help="threshold: the max / median / min of the training corpora's precision thresholds")
    parser.add_argument("--judge-curve", type=float, nargs="*", default=[],
                        help="judge band widths in log-odds around the threshold (F1 against the share asked)")
    parser.add_argument("--agent-weight", type=float, default=train.AGENT_WORK_WEIGHT,
                        help="the weight of the agent-work sets every fold also learns from (0: none)")
    parser.add_argument("--cache", type=Path, default=None, help="keep the featurized corpora in this pickle")
    parser.add_argument("--follow-definition", action="store_true",
                        help="train on CrossWOZ labels moved to the definition (relabel.py); left-out corpora keep theirs")
    parser.add_argument("--encoder", choices=ENCODERS, default=train.DEFAULT_ENCODER,
                        help="the detector's sentence vectors (`encoder`)")
    args = parser.parse_args(argv)
    corpora = {name: load_conversations(args.data_dir / file) for name, file in train.CORPORA.items()}
    data = train.TrainingData.cached(corpora, args.cache, follow=args.follow_definition, encoder=args.encoder)
    matrix = leave_one_out(
        corpora, lambda names: data.fit(names, c=args.C, hash_scale=args.hash_scale, rule=args.rule,
                                        agent_weight=args.agent_weight),
        lambda model, verifier, band=None: data.detector_factory(model, verifier, band),
        lambda model, name: data.teacher_forced(model, name), sample=args.sample,
        curve_widths=tuple(args.judge_curve))
    print(markdown(matrix))
    if args.json:
        args.json.write_text(json.dumps(matrix, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
