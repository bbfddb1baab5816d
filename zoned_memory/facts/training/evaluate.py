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

from ...errors import InvalidInputError
from ..classify import classify
from ..rules import FactLabel

__all__ = ["evaluate_facts", "StatementTally"]


class StatementTally:
    """Counts of one classifier's labels against the truth, statement by statement."""

    def __init__(self) -> None:
        self.tp = self.fp = self.fn = self.tn = self.kinds_right = 0

    def add(self, label: FactLabel, truth: bool, kind: str | None) -> None:
        if label.durable and truth:
            self.tp += 1
            self.kinds_right += label.kind == kind
        elif label.durable:
            self.fp += 1
        elif truth:
            self.fn += 1
        else:
            self.tn += 1

    def summary(self) -> dict[str, Any]:
        """Precision, recall and F1 (None where the data has no fact), kind accuracy, the share of
        task statements promoted."""
        precision = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        recall = self.tp / (self.tp + self.fn) if self.tp + self.fn else None
        f1 = None if recall is None else (2 * precision * recall / (precision + recall) if precision + recall else 0.0)
        return {"statements": self.tp + self.fp + self.fn + self.tn, "precision": round(precision, 3),
                "recall": None if recall is None else round(recall, 3), "f1": None if f1 is None else round(f1, 3),
                "kind_accuracy": round(self.kinds_right / self.tp, 3) if self.tp else None,
                "false_promotions": round(self.fp / max(1, self.fp + self.tn), 4)}


def evaluate_facts(path: str | Path, errors: int = 0) -> dict[str, Any]:
    """Statement-level precision / recall / F1, kind accuracy, false promotions, ms per statement."""
    tally = StatementTally()
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
                tally.add(label, truth, statement.get("kind"))
                if label.durable != truth and len(wrong) < errors:
                    wrong.append({"kind": "FP" if label.durable else "FN", "text": statement["text"]})
    result = tally.summary()
    result["false_promotions"] = f"{tally.fp}/{tally.fp + tally.tn}"
    result["ms_per_statement"] = round(1000 * seconds / max(1, result["statements"]), 4)
    if errors:
        result["errors"] = wrong
    return result
