"""Fact probe sets: messages written after every earlier rule, scored by where the router sends them (issue #24)

    python benchmarks/bench_fact_probes.py [--json benchmarks/fact_probes.json]

``tests/data/facts_probes.jsonl`` holds one user message per line with the zone it belongs in
(``global``: a durable fact about the user; ``session``: context for this session's work; ``task``:
task talk, a third party's taste, a state of the moment). Each set was written, and scored, BEFORE
the rules its misses asked for (the score before is in the facts model card); it is not trained on.
A message goes where its most lasting statement goes (global > session > task), through the
statements and labels the router uses (`user_statements`, `classify_all`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.facts.classify import classify_all  # noqa: E402
from zoned_memory.facts.statements import user_statements  # noqa: E402

PROBES = ROOT / "tests" / "data" / "facts_probes.jsonl"
_RANK = {"task": 0, "session": 1, "global": 2}


def routed(text: str) -> str:
    """The zone a message's most lasting statement goes to."""
    return max((label.scope for label in classify_all(user_statements(text))), key=_RANK.__getitem__, default="task")


def score(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per labelled zone: messages routed there / messages; and the task talk promoted anywhere."""
    found: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for row in rows:
        got = routed(row["text"])
        tally = found[row["scope"]]
        tally[1] += 1
        tally[0] += got == row["scope"]
        if got != row["scope"]:
            misses.append({"id": row["id"], "want": row["scope"], "got": got, "text": row["text"]})
    return {"durable": "{}/{}".format(*found["global"]), "session": "{}/{}".format(*found["session"]),
            "task_kept": "{}/{}".format(*found["task"]), "misses": misses}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    rows = [json.loads(line) for line in PROBES.read_text(encoding="utf-8").splitlines() if line.strip()]
    results = {f"set {n}": score([r for r in rows if r["set"] == n]) for n in sorted({r["set"] for r in rows})}
    results["all"] = score(rows)
    for name, r in results.items():
        print(name, {k: v for k, v in r.items() if k != "misses"})
        for miss in r["misses"] if name == "all" else ():
            print("   ", miss)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
