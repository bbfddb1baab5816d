"""Tried at stop 47 and not shipped: a learned reading of session context (issue #24), judged leave one probe set out.

    pip install -e ".[train]"
    python benchmarks/bench_session_model.py [--json benchmarks/session_model.json]

A logistic regression over a statement's vector from the distilled bilingual table
(`zoned_memory.boundary.encoder`) and two flags (a session scope word of `facts.scopes`, a question
mark). Positives: the statement with a scope word of each message of ``tests/data/facts_probes.jsonl``
labelled ``session`` (the whole message when none has one); negatives: the other probe messages'
statements and half the statements of every labelled set of ``shared/data/`` (the other half scores
the false session routes). For each probe set left out: how many of its session messages the model
finds, and how many of its task messages it would send to the session zone where the rules keep them
in the task; then the same with the rules' blocks (requests, questions, plans) as a gate.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.boundary.encoder import StaticEncoder  # noqa: E402
from zoned_memory.facts.classify import classify  # noqa: E402
from zoned_memory.facts.rules import is_blocked, is_third_party  # noqa: E402
from zoned_memory.facts.scopes import SESSION_EN, SESSION_ZH  # noqa: E402
from zoned_memory.facts.statements import split_statements  # noqa: E402

PROBES = ROOT / "tests" / "data" / "facts_probes.jsonl"
SHARED = ROOT.parent / "shared" / "data"
_SCOPE = re.compile(f"{SESSION_EN}|{SESSION_ZH}", re.IGNORECASE)


def statements(text: str) -> list[str]:
    return [s for s in split_statements(text) if s.strip()] or [text]


def corpus_statements() -> list[str]:
    out = []
    for path in sorted(SHARED.glob("*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            texts = [t["text"] for t in record["turns"]] if "turns" in record else [record["text"]]
            out += [s for t in texts for s in statements(t)]
    random.Random(0).shuffle(out)
    return out


def main() -> None:
    from sklearn.linear_model import LogisticRegression

    parser = argparse.ArgumentParser()
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--probe-weight", type=float, default=5.0)
    args = parser.parse_args()
    encoder = StaticEncoder.load()

    def features(text: str) -> np.ndarray:
        vector = encoder.encode(text)
        return np.concatenate([np.zeros(encoder.dim) if vector is None else 3 * vector,
                               [bool(_SCOPE.search(text)), text.strip().endswith(("?", "？"))]])

    rows = [json.loads(line) for line in PROBES.read_text(encoding="utf-8").splitlines() if line.strip()]
    positives: dict[int, list[str]] = defaultdict(list)
    negatives: dict[int, list[str]] = defaultdict(list)
    for row in rows:
        parts = statements(row["text"])
        if row["scope"] == "session":
            scoped = [s for s in parts if _SCOPE.search(s)]
            positives[row["set"]].append(scoped[0] if scoped else row["text"])
        else:
            negatives[row["set"]] += parts
    corpus = corpus_statements()
    train_corpus, test_corpus = corpus[: len(corpus) // 2], corpus[len(corpus) // 2:]
    corpus_x = np.stack([features(t) for t in train_corpus])
    result: dict[str, dict[str, int | float]] = {}
    for gated in (False, True):
        found = total = promoted = tasks = 0
        for left in sorted(positives):
            pos = [t for s in positives if s != left for t in positives[s]]
            neg = [t for s in negatives if s != left for t in negatives[s]]
            x = np.concatenate([np.stack([features(t) for t in pos + neg]), corpus_x])
            y = np.concatenate([np.ones(len(pos)), np.zeros(len(neg) + len(corpus_x))])
            w = np.concatenate([np.full(len(pos) + len(neg), args.probe_weight), np.ones(len(corpus_x))])
            model = LogisticRegression(C=1.0, max_iter=3000).fit(x, y, sample_weight=w)

            def session(text: str) -> bool:
                p = model.predict_proba(features(text)[None, :])[0, 1]
                return bool(p >= args.threshold) and (not gated or not (is_blocked(text) or is_third_party(text)))

            for row in (r for r in rows if r["set"] == left):
                if row["scope"] == "session":
                    total += 1
                    found += any(session(s) for s in statements(row["text"]))
                elif row["scope"] == "task":
                    tasks += 1
                    promoted += any(session(s) and classify(s).scope == "task" for s in statements(row["text"]))
        name = "gated by the rules' blocks" if gated else "model alone"
        result[name] = {"session_found": found, "session_messages": total, "task_sent_to_session": promoted,
                        "task_messages": tasks}
        print(name, json.dumps(result[name]))
    # false session routes on the corpora's other half, by a model trained on every probe
    pos = [t for s in positives for t in positives[s]]
    neg = [t for s in negatives for t in negatives[s]]
    x = np.concatenate([np.stack([features(t) for t in pos + neg]), corpus_x])
    y = np.concatenate([np.ones(len(pos)), np.zeros(len(neg) + len(corpus_x))])
    w = np.concatenate([np.full(len(pos) + len(neg), args.probe_weight), np.ones(len(corpus_x))])
    model = LogisticRegression(C=1.0, max_iter=3000).fit(x, y, sample_weight=w)
    routed = model.predict_proba(np.stack([features(t) for t in test_corpus]))[:, 1] >= args.threshold
    result["corpus"] = {"statements": len(test_corpus), "sent_to_session": int(routed.sum())}
    print("corpus", json.dumps(result["corpus"]))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
