"""Measure the fact classifier on labelled messages (the format of ``shared/data/user_facts/``).

Each line: ``{"text": ..., "statements": [{"text": ..., "durable": bool, "kind": ...}]}``. Every
labelled statement is classified alone (statements with ``durable: null`` are skipped). Used by
``zoned-memory eval-facts FILE``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from ..errors import InvalidInputError
from .classify import classify

__all__ = ["evaluate_facts"]


def evaluate_facts(path: str | Path, errors: int = 0) -> dict[str, Any]:
    """Statement-level precision / recall / F1, kind accuracy, false promotions, ms per statement."""
    tp = fp = fn = tn = kinds_right = 0
    wrong: list[dict[str, Any]] = []
    seconds = 0.0
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                message = json.loads(line)
                statements = message["statements"]
            except (json.JSONDecodeError, KeyError, TypeError):
                raise InvalidInputError(f"{path}:{n}: expected {{'statements': [{{'text', 'durable'}}]}}") from None
            for statement in statements:
                if statement.get("durable") is None:
                    continue
                started = time.perf_counter()
                label = classify(statement["text"])
                seconds += time.perf_counter() - started
                truth = bool(statement["durable"])
                if label.durable and truth:
                    tp += 1
                    kinds_right += label.kind == statement.get("kind")
                elif label.durable:
                    fp += 1
                elif truth:
                    fn += 1
                else:
                    tn += 1
                if label.durable != truth and len(wrong) < errors:
                    wrong.append({"kind": "FP" if label.durable else "FN", "text": statement["text"]})
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    total = tp + fp + fn + tn
    result: dict[str, Any] = {
        "statements": total, "precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3),
        "kind_accuracy": round(kinds_right / tp, 3) if tp else None,
        "false_promotions": f"{fp}/{fp + tn}", "ms_per_statement": round(1000 * seconds / max(1, total), 4)}
    if errors:
        result["errors"] = wrong
    return result
