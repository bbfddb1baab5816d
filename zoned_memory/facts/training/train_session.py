"""Train the session reader and choose its threshold leave one probe set out (needs the ``train`` extra).

    pip install -e ".[train]"
    python -m zoned_memory.facts.training.train_session --report benchmarks/session_reader.json   # measure, write weights
    python -m zoned_memory.facts.training.train_session --hold-out 37 38                           # sets kept out of it

Data: the fact probe sets (``tests/data/facts_probes.jsonl``: messages of many phrasings, each
labelled with its zone) give the positives (the scoped statement of each ``session`` message) and
negatives (every statement of the other messages); half of every statement of ``shared/data/``
(the user-fact corpora and the boundary corpora: tasks, chit-chat, self-descriptions) are negatives
too, the other half measures false session routes. For every probe set left out: train on the
others, and count its session messages found (by the reader alone, and by the rules with it) and its
other messages sent to the session zone. The threshold is the lowest whose false session routes stay
within `MAX_FALSE_SESSION` of the left-out sets' other messages and of the held-out corpus half.
Deterministic: same data, same weights.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

from ...boundary.learned.encoder import StaticEncoder
from ..classify import classify, classify_all
from ..learned.session_reader import SESSION_WEIGHTS_PATH, SessionReader, has_session_scope, open_to_session_reader, session_features
from ..statements import split_statements

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared" / "data"
PROBES = ROOT / "tests" / "data" / "facts_probes.jsonl"
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95)
#: the most of a left-out set's other messages, and of the held-out corpus statements open to the reader, it may
#: send to the session zone
MAX_FALSE_SESSION = 0.01
#: a probe statement weighs this many corpus statements (a few hundred probes against ~60,000 corpus statements)
PROBE_WEIGHT = 5.0
#: inverse L2 strength of the logistic regression
C = 1.0


def statements(text: str) -> list[str]:
    return [s for s in split_statements(text) if s.strip()] or [text]


#: the shared files whose sources ship no licence (the model card): left out by ``--known-licences-only``
UNKNOWN_LICENCE = frozenset({"convai2_en", "memsim_zh"})


def corpus_statements(known_licences_only: bool = False) -> list[str]:
    """Every user statement of the shared corpora, shuffled (seeded); ``known_licences_only``: not `UNKNOWN_LICENCE`'s."""
    out: list[str] = []
    for path in sorted(SHARED.glob("*/*.jsonl")):
        if known_licences_only and path.stem in UNKNOWN_LICENCE:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            texts = [t["text"] for t in record["turns"]] if "turns" in record else [record["text"]]
            out += [s for t in texts for s in statements(t)]
    random.Random(0).shuffle(out)
    return out


def probe_rows(path: Path = PROBES) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def examples(rows: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """(positives, negatives): the scoped statement of each session message, every statement of the others."""
    positives, negatives = [], []
    for row in rows:
        parts = statements(row["text"])
        if row["scope"] == "session":
            scoped = [s for s in parts if has_session_scope(s)]
            positives.append(scoped[0] if scoped else row["text"])
        else:
            negatives += parts
    return positives, negatives


def fit(rows: list[dict[str, Any]], corpus_x: np.ndarray, encoder: StaticEncoder) -> SessionReader:
    from sklearn.linear_model import LogisticRegression

    positives, negatives = examples(rows)
    x = np.concatenate([np.stack([session_features(t, encoder) for t in positives + negatives]), corpus_x])
    y = np.concatenate([np.ones(len(positives)), np.zeros(len(negatives) + len(corpus_x))])
    w = np.concatenate([np.full(len(positives) + len(negatives), PROBE_WEIGHT), np.ones(len(corpus_x))])
    clf = LogisticRegression(C=C, max_iter=5000).fit(x, y, sample_weight=w)
    return SessionReader(weights=clf.coef_[0].astype(np.float64), bias=float(clf.intercept_[0]), threshold=0.5,
                         info={"probe_sets": sorted({r["set"] for r in rows}), "positives": len(positives),
                               "negatives": len(negatives), "corpus_statements": len(corpus_x), "C": C,
                               "probe_weight": PROBE_WEIGHT})


def score(reader: SessionReader, rows: list[dict[str, Any]], threshold: float,
          wrong: list[str] | None = None) -> dict[str, int]:
    """Session messages found (by the reader alone, by the rules alone, by the router's labels: the rules, then
    the reader, `classify_all`) and other messages those labels send to the session zone where the rules did not
    (kept in ``wrong``)."""
    at = SessionReader(weights=reader.weights, bias=reader.bias, threshold=threshold, info=reader.info)
    tally: dict[str, int] = defaultdict(int)
    for row in rows:
        parts = statements(row["text"])
        rules = {label.scope for label in classify_all(parts, session_reader=False)}
        labels = {label.scope for label in classify_all(parts, session_reader=at)}
        reader_alone = any(open_to_session_reader(s) and reader.probability(s) >= threshold for s in parts)
        if row["scope"] == "session":
            tally["session"] += 1
            tally["found_by_reader_alone"] += reader_alone
            tally["found_by_rules"] += "session" in rules
            tally["found"] += "session" in labels
        else:
            tally["other"] += 1
            sent = "session" in labels and "session" not in rules and "global" not in labels
            tally["sent_to_session"] += sent
            if sent and wrong is not None:
                wrong.append(row["text"])
    return dict(tally)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", type=Path, default=None, help="write the measurements here (JSON)")
    parser.add_argument("--hold-out", type=int, nargs="*", default=[],
                        help="probe sets kept out of training and threshold choice, scored at the end")
    parser.add_argument("--out", type=Path, default=SESSION_WEIGHTS_PATH)
    parser.add_argument("--known-licences-only", action="store_true",
                        help="leave out the shared files whose sources ship no licence (ConvAI2, MemSim)")
    args = parser.parse_args(argv)
    encoder = StaticEncoder.load()
    rows = probe_rows()
    held = [r for r in rows if r["set"] in args.hold_out]
    rows = [r for r in rows if r["set"] not in args.hold_out]
    corpus = corpus_statements(args.known_licences_only)
    train_half, test_half = corpus[: len(corpus) // 2], corpus[len(corpus) // 2:]
    corpus_x = np.stack([session_features(t, encoder) for t in train_half])
    opened = [t for t in test_half if open_to_session_reader(t) and classify(t, session_reader=False).scope == "task"]
    report: dict[str, Any] = {"corpus_statements_held_out": len(test_half), "open_to_reader": len(opened),
                              "leave_one_set_out": {}}
    sets = sorted({r["set"] for r in rows})
    totals: dict[float, dict[str, int]] = {t: defaultdict(int) for t in THRESHOLDS}
    wrong: dict[float, list[str]] = {t: [] for t in THRESHOLDS}
    for left in sets:
        reader = fit([r for r in rows if r["set"] != left], corpus_x, encoder)
        for t in THRESHOLDS:
            for key, value in score(reader, [r for r in rows if r["set"] == left], t, wrong[t]).items():
                totals[t][key] += value
    reader = fit(rows, corpus_x, encoder)
    opened_p = np.array([reader.probability(t) for t in opened])
    chosen = None
    for t in THRESHOLDS:
        corpus_sent = [s for s, p in zip(opened, opened_p) if p >= t]
        row: dict[str, Any] = dict(totals[t]) | {"corpus_sent_to_session": len(corpus_sent), "sent": wrong[t],
                                                 "corpus_sent": corpus_sent[:20]}
        report["leave_one_set_out"][str(t)] = row
        ok = totals[t]["sent_to_session"] <= MAX_FALSE_SESSION * totals[t]["other"] and \
            len(corpus_sent) <= MAX_FALSE_SESSION * len(opened)
        print(f"threshold {t}: {json.dumps(row)}{'  ok' if ok else ''}", file=sys.stderr)
        if ok and chosen is None:
            chosen = t
    if chosen is None:
        raise SystemExit("no threshold keeps false session routes within the bound")
    reader.threshold = chosen
    reader.info |= {"threshold_rule": f"lowest with false session routes <= {MAX_FALSE_SESSION:.0%} left out",
                    "held_out_sets": args.hold_out, "known_licences_only": args.known_licences_only}
    report["threshold"] = chosen
    if held:
        report["held_out"] = {str(n): {str(t): score(reader, [r for r in held if r["set"] == n], t) for t in THRESHOLDS}
                              for n in args.hold_out}
        print(f"held out: {json.dumps(report['held_out'])}", file=sys.stderr)
    reader.save(args.out)
    print(f"wrote {args.out} (threshold {chosen})", file=sys.stderr)
    if args.report:
        args.report.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
