"""How much task talk does the fact classifier promote to the user's global zone? (issue #24)

    python benchmarks/bench_fact_promotions.py --json benchmarks/fact_promotions.json --sample 40

The labelled fact corpora hold few task conversations (SGD's 2,000 drawn messages, CrossWOZ's
1,000). This reads EVERY user statement of the task-boundary corpora (STAR: an assistant with
API calls; SGD train: bookings; CrossWOZ validation: Chinese bookings), which are nearly all task
talk, and counts the statements promoted by the rules alone and by rules + the shipped model. The
statements are not labelled: some promoted ones are real facts ("My name is John", "I hate
flying"), so the count is an upper bound of false promotions; ``--sample`` prints promoted
statements drawn at random (seeded) to read.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.facts.classify import classify  # noqa: E402
from zoned_memory.facts.rules import rule_label  # noqa: E402
from zoned_memory.facts.statements import user_statements  # noqa: E402

CORPORA = {"star (en)": "star_train_en.jsonl", "sgd_train (en)": "sgd_train.jsonl", "crosswoz_val (zh)": "crosswoz_val.jsonl"}


def distinct_statements(path: Path) -> list[str]:
    """Every distinct user statement of a conversation file, in order."""
    seen: dict[str, None] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            for turn in json.loads(line)["turns"]:
                for statement in user_statements(turn["text"]):
                    seen.setdefault(statement, None)
    return list(seen)


def promotions(statements: list[str]) -> dict[str, list[str]]:
    """The statements promoted by the rules alone and by rules + model."""
    return {"rules": [s for s in statements if rule_label(s).durable],
            "rules + model": [s for s in statements if classify(s).durable]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "boundaries"))
    parser.add_argument("--json", help="write the counts here")
    parser.add_argument("--sample", type=int, default=0, help="print this many promoted statements per corpus")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {}
    rng = random.Random(20261201)
    for name, stem in CORPORA.items():
        statements = distinct_statements(Path(args.data) / stem)
        promoted = promotions(statements)
        results[name] = {"statements": len(statements),
                         **{k: {"promoted": len(v), "share": round(len(v) / max(1, len(statements)), 4)}
                            for k, v in promoted.items()}}
        print(name, json.dumps(results[name]))
        for s in rng.sample(promoted["rules + model"], min(args.sample, len(promoted["rules + model"]))):
            print("   ", s)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
