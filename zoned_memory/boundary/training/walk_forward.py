"""Walk forward over the hand-written agent-work sets: train on the sets up to a cut, score the live detector on the sets
written after it (needs the ``train`` extra).

    python -m zoned_memory.boundary.training.walk_forward --cuts 99 117 126 --last 132 \\
        --json benchmarks/boundary_walk_forward.json

The sets were written one stop after another, so the sets after a cut are conversations the model never saw, as the
next set a user writes will be. The rules were made from most of them, the same for every model compared, so the
comparison is fair and the absolute scores flatter both. Each cut fits the model on all three corpora without agent work
and with it, at each weight asked for the agent-work sets (`train.AGENT_WORK_WEIGHT` by default); the model card
("Stop 65") has the table.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from .agent_work import TRAINED_UPTO, agent_work_conversations
from .evaluate import evaluate, load_conversations

__all__ = ["walk_forward"]

_KEPT = ("precision", "recall", "f1", "tp", "fp", "fn", "returns_named")


def walk_forward(data: Any, cuts: Sequence[int], last: int, weights: Sequence[float]) -> dict[str, Any]:
    """For each cut: the live detector's scores on the sets in (cut, last], trained without the agent-work sets and
    with those up to the cut, weighed by each of ``weights`` (``data``: a `train.TrainingData`)."""
    names = list(data.corpora)
    without = data.with_agent_work(0).fit(names)  # the same at every cut: it learns no set
    out: dict[str, Any] = {}
    for cut in cuts:
        later = agent_work_conversations(last, after=cut)
        row: dict[str, Any] = {"scored_conversations": len(later)}
        models = {"without": without}
        learnt = data.with_agent_work(cut)
        models |= {f"weight {weight:g}": learnt.fit(names, agent_weight=weight) for weight in weights}
        for label, model in models.items():
            scores = evaluate(later, data.detector_factory(model))
            row[label] = {key: scores[key] for key in _KEPT} | {"threshold": round(model.threshold, 3)}
            print(f"cut {cut} {label}: {row[label]}", file=sys.stderr)
        out[str(cut)] = row
    return out


def main(argv: list[str] | None = None) -> int:
    from . import train  # the train extra

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, default=train.SHARED)
    parser.add_argument("--cuts", type=int, nargs="+", required=True, help="the last set each model learns from")
    parser.add_argument("--last", type=int, default=TRAINED_UPTO, help="the last set scored")
    parser.add_argument("--weights", type=float, nargs="+", default=[train.AGENT_WORK_WEIGHT])
    parser.add_argument("--cache", type=Path, default=None, help="keep the featurized corpora in this pickle")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    corpora = {name: load_conversations(args.data_dir / file) for name, file in train.CORPORA.items()}
    data = train.TrainingData.cached(corpora, args.cache)
    result = {"last": args.last, "cuts": walk_forward(data, args.cuts, args.last, args.weights)}
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
