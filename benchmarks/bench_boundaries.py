"""Precision / recall / F1 of task-boundary decisions on the labelled conversations.

    python benchmarks/bench_boundaries.py                 # all signals, no classifier
    python benchmarks/bench_boundaries.py --no-embedder   # without topic drift
    python benchmarks/bench_boundaries.py --errors        # list every wrong decision
    python benchmarks/bench_boundaries.py --data tests/data/boundaries_holdout.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.boundary import DetectorConfig, TaskBoundaryDetector  # noqa: E402

DATA = ROOT / "tests" / "data" / "boundaries.jsonl"


def load(path: Path = DATA) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def evaluate(conversations: list[dict], make_detector) -> dict:
    tp = fp = fn = tn = 0
    resumes_right = resumes_total = 0
    errors = []
    per_lang: dict[str, list[int]] = {}
    for conv in conversations:
        det = make_detector()
        gold_to_detected: dict[str, str] = {}
        prev_task = None
        for n, turn in enumerate(conv["turns"]):
            boundary = det.observe(turn["text"], turn.get("tools", ()))
            gold = prev_task is not None and turn["task"] != prev_task
            said = boundary is not None
            stats = per_lang.setdefault(conv["lang"], [0, 0, 0])
            if gold and said:
                tp += 1
                stats[0] += 1
            elif said:
                fp += 1
                stats[1] += 1
                errors.append(("FP", conv["id"], n, turn["text"], boundary.reasons))
            elif gold:
                fn += 1
                stats[2] += 1
                errors.append(("FN", conv["id"], n, turn["text"], ()))
            else:
                tn += 1
            if gold and said and turn["task"] in gold_to_detected:
                resumes_total += 1
                resumes_right += boundary.resume_task_id == gold_to_detected[turn["task"]]
            gold_to_detected.setdefault(turn["task"], det.current.task_id)
            prev_task = turn["task"]
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"conversations": len(conversations), "decisions": tp + fp + fn + tn, "boundaries": tp + fn,
            "tp": tp, "fp": fp, "fn": fn, "precision": round(precision, 3), "recall": round(recall, 3),
            "f1": round(f1, 3), "returns_identified": f"{resumes_right}/{resumes_total}",
            "per_lang_tp_fp_fn": per_lang, "errors": errors}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-embedder", action="store_true")
    parser.add_argument("--errors", action="store_true")
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args()
    config = DetectorConfig()
    make = (lambda: TaskBoundaryDetector(config, embedder=None)) if args.no_embedder else (lambda: TaskBoundaryDetector(config))
    result = evaluate(load(args.data), make)
    errors = result.pop("errors")
    print(json.dumps(result, ensure_ascii=False))
    if args.errors:
        for e in errors:
            print(*e, sep=" | ")


if __name__ == "__main__":
    main()
