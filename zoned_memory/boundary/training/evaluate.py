"""Measure a boundary detector on labelled conversations (JSON Lines), as it runs live.

Each line: ``{"id": ..., "lang": "en"|"zh", "turns": [{"text": ..., "assistant": ..., "tools": [...],
"new_task": bool, "task": ...}]}``; ``assistant`` (the reply before this message), ``tools`` and
``new_task`` are optional (``new_task`` defaults to "the task differs from the previous turn's").
The detector reads the conversation turn by turn with its own decisions (no gold state); the
first turn of each conversation is not scored. Used by ``zoned-memory eval-boundaries`` and
the benchmarks.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Callable, Iterable

import numpy as np

from ...errors import InvalidInputError
from ..detector import TaskBoundaryDetector

__all__ = ["load_conversations", "evaluate", "gold_labels"]


def load_conversations(path: str | Path) -> list[dict[str, Any]]:
    """The conversations of a JSON Lines file (clear errors for malformed lines)."""
    out = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                conv = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InvalidInputError(f"{path}:{n}: not JSON: {exc}") from None
            if not isinstance(conv, dict) or not isinstance(conv.get("turns"), list) or not all(
                    isinstance(t, dict) and isinstance(t.get("text"), str) for t in conv["turns"]):
                raise InvalidInputError(f"{path}:{n}: expected {{'turns': [{{'text': ...}}, ...]}}")
            conv.setdefault("id", f"line-{n}")
            conv.setdefault("lang", "zh" if any("\u4e00" <= c <= "\u9fff" for t in conv["turns"] for c in t["text"]) else "en")
            out.append(conv)
    return out


def gold_labels(turns: list[dict[str, Any]]) -> list[bool]:
    """``new_task`` of each turn (from the labels, or from task changes)."""
    labels, previous = [], None
    for n, turn in enumerate(turns):
        if "new_task" in turn:
            labels.append(bool(turn["new_task"]))
        else:
            labels.append(n == 0 or turn.get("task") != previous)
        previous = turn.get("task")
    return labels


def evaluate(conversations: Iterable[dict[str, Any]], make_detector: Callable[[], TaskBoundaryDetector], *,
             use_assistant: bool = True, use_tools: bool = True, errors: int = 0,
             oracle: Callable[[bool], None] | None = None) -> dict[str, Any]:
    """Precision, recall, F1 (overall and per language), returns named, cost per message.

    ``oracle``: told each message's gold label before the detector reads it (a simulated
    judge of known accuracy uses it; see `zoned_memory.boundary.training.loco`)."""
    tp = fp = fn = tn = 0
    per_lang: dict[str, dict[str, int]] = {}
    wrong: list[dict[str, Any]] = []
    returns_right = returns_total = verifier_calls = 0
    seconds = 0.0
    turn_seconds: list[float] = []  #: each turn whole: the reply read and the message judged
    for conv in conversations:
        det = make_detector()
        gold = gold_labels(conv["turns"])
        detected_for: dict[Any, str] = {}
        seen_tasks: set[Any] = set()
        for n, turn in enumerate(conv["turns"]):
            turn_started = time.perf_counter()
            if use_assistant and turn.get("assistant"):
                det.add_assistant_message(turn["assistant"])
            if oracle is not None:
                oracle(gold[n])
            started = time.perf_counter()
            boundary = det.observe(turn["text"], turn.get("tools", ()) if use_tools else ())
            ended = time.perf_counter()
            seconds += ended - started
            turn_seconds.append(ended - turn_started)
            task = turn.get("task")
            if n > 0:
                said, truth = boundary is not None, gold[n]
                lang = per_lang.setdefault(conv.get("lang", "?"), {"tp": 0, "fp": 0, "fn": 0})
                if said and truth:
                    tp += 1
                    lang["tp"] += 1
                elif said:
                    fp += 1
                    lang["fp"] += 1
                elif truth:
                    fn += 1
                    lang["fn"] += 1
                else:
                    tn += 1
                if said != truth and len(wrong) < errors:
                    wrong.append({"kind": "FP" if said else "FN", "id": conv["id"], "turn": n, "text": turn["text"],
                                  "assistant": turn.get("assistant", ""), "score": boundary.score if boundary else None,
                                  "reasons": list(boundary.reasons) if boundary else []})
                if truth and task in seen_tasks:
                    returns_total += 1
                    returns_right += bool(boundary is not None and boundary.resume_task_id == detected_for.get(task))
            if det.current is not None and task is not None:
                detected_for.setdefault(task, det.current.task_id)
                seen_tasks.add(task)
        verifier_calls += det.verifier_calls
    decisions = tp + fp + fn + tn
    result = _scores(tp, fp, fn)
    result.update(decisions=decisions,
                  boundaries=tp + fn, returns_named=f"{returns_right}/{returns_total}",
                  verifier_asked=round(verifier_calls / decisions, 3) if decisions else 0.0,
                  ms_per_message=round(1000 * seconds / max(1, decisions), 3),
                  ms_per_turn_p50=round(1000 * float(np.percentile(turn_seconds, 50)), 3) if turn_seconds else 0.0,
                  ms_per_turn_p95=round(1000 * float(np.percentile(turn_seconds, 95)), 3) if turn_seconds else 0.0,
                  per_lang={k: _scores(v["tp"], v["fp"], v["fn"]) for k, v in sorted(per_lang.items())})
    if errors:
        result["errors"] = wrong
    return result


def _scores(tp: int, fp: int, fn: int) -> dict[str, Any]:
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3), "tp": tp, "fp": fp,
            "fn": fn}
