"""Precision / recall / F1 and cost of task-boundary decisions, on every labelled set, per language.

    python benchmarks/bench_boundaries.py                       # every set below, the shipped model
    python benchmarks/bench_boundaries.py --verifier noisy      # with a fake LLM verifier (90% right)
    python benchmarks/bench_boundaries.py --data my_logs.jsonl --errors 20

Sets: the DEV split (crc32(id) % 5 == 0, never trained or tuned on) of ``shared/data/boundaries/``
SGD (en) and CrossWOZ (zh), and the project's hand-written conversations (``boundaries.jsonl`` is
in the training data; ``boundaries_holdout.jsonl``, ``boundaries_other_domains.jsonl`` and
``boundaries_agent_work.jsonl`` are not; the last, written at stop 33 before the rules of
`boundary.unrelated`, was then used to develop them; ``boundaries_probes.jsonl``, the probe sets of stop 39,
were written before that stop's rules and then used to develop them; ``boundaries_agent_work_2.jsonl``, 14
conversations of agent work written at stop 48 and scored first (F1 0.765), then used to develop its rules;
``boundaries_agent_work_3.jsonl``, 16 more written after those rules, scored first (F1 0.813), then used likewise;
``boundaries_agent_work_4.jsonl``, 13 more written after those, scored first (F1 0.846), then used likewise;
``boundaries_agent_work_5.jsonl``, 11 more, scored first (F1 0.800), then used likewise;
``boundaries_agent_work_6.jsonl``, 10 more, scored first (F1 0.900), then used likewise;
``boundaries_agent_work_7.jsonl``, 11 more, scored first (F1 0.762); no rule made from it;
``boundaries_agent_work_8.jsonl``, 8 more, scored first (F1 0.625), then used to develop three rules;
``boundaries_agent_work_9.jsonl``, 12 more written at stop 49, scored first (F1 0.833), then used to develop two rules;
``boundaries_agent_work_10.jsonl``, 10 more written after those, scored first (F1 0.737), then used to develop three rules;
``boundaries_agent_work_11.jsonl``, 8 more written at the end of stop 49, scored first (F1 0.769), used at stop 50;
``boundaries_agent_work_12.jsonl``, 13 more written at stop 50, scored first (F1 0.692), then used to develop rules;
``boundaries_agent_work_13.jsonl``, 10 more, scored first (F1 0.900), one rule made from it;
``boundaries_agent_work_14.jsonl``, 9 more, scored first (F1 0.800), then used to develop rules;
``boundaries_agent_work_15.jsonl``, 10 more (7 Chinese), scored first (F1 0.625), then used to develop rules;
``boundaries_agent_work_16.jsonl``, 8 more, scored first (F1 0.769), then used to develop rules;
``boundaries_agent_work_17.jsonl``, 8 more, scored first (F1 0.933), then used to develop rules;
``boundaries_agent_work_18.jsonl``, 6 more, scored first (F1 0.600), then used to develop rules;
``boundaries_agent_work_19.jsonl`` to ``_29``, 11 + 11 + 10 + 9 + 9 + 8 + 8 + 8 + 6 + 6 + 6 more written at stop 51,
each scored first (F1 0.833, 0.857, 0.750, 0.667, 0.714, 0.667, 0.769, 0.857, 1.0, 0.8, 0.909), then used to develop
rules; set 27 asked for none); ``_30`` to ``_41``, written at stops 52-54, each scored first (the model card has their
scores); ``boundaries_desk_zh.jsonl``, 6 Chinese tourist-desk conversations written at stop 54 (scored first: F1 0.933).
The sets are found by their names, so a new set is read without editing this list. Since stop 65 the numbered
agent-work sets up to ``boundary.training.agent_work.TRAINED_UPTO`` (132) are in the training data too (weight 2); the
sets after it are not.
Each set runs with and without the assistant's replies and with and without tools.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.boundary import TaskBoundaryDetector  # noqa: E402
from zoned_memory.boundary.training.evaluate import evaluate, gold_labels, load_conversations  # noqa: E402
from zoned_memory.boundary.training.train import CORPORA, SHARED, split_of  # noqa: E402

DATA = ROOT / "tests" / "data"


def _set_number(path: Path) -> int:
    """The number a hand-written set was written under (``boundaries_agent_work_12.jsonl``: 12; the first: 1)."""
    found = re.search(r"_(\d+)\.jsonl$", path.name)
    return int(found.group(1)) if found else 1


def _handwritten_sets() -> list[str]:
    """The hand-written sets in the order they were written: the first three, the agent-work sets by their number,
    the other sets written since (``boundaries_desk_zh.jsonl``), the probes last."""
    first = ["boundaries.jsonl", "boundaries_holdout.jsonl", "boundaries_other_domains.jsonl"]
    agent_work = sorted(DATA.glob("boundaries_agent_work*.jsonl"), key=_set_number)
    others = sorted(path.name for path in DATA.glob("boundaries_*.jsonl") if path.name not in first
                    and not path.name.startswith("boundaries_agent_work") and path.name != "boundaries_probes.jsonl")
    return [*first, *(path.name for path in agent_work), *others, "boundaries_probes.jsonl"]


def sets(data: list[Path]) -> dict[str, list[dict]]:
    if data:
        return {p.name: load_conversations(p) for p in data}
    out = {}
    for name, file in CORPORA.items():
        if (SHARED / file).exists():
            out[f"{name}_dev"] = [c for c in load_conversations(SHARED / file) if split_of(c["id"]) == "dev"]
    for file in _handwritten_sets():
        if (DATA / file).exists():
            out[f"handwritten:{file}"] = load_conversations(DATA / file)
    return out


def run(convs: list[dict], embedder, verifier: str | None, **kw) -> dict:  # type: ignore[no-untyped-def]
    queue = iter(convs)
    rng = random.Random(7)

    def make() -> TaskBoundaryDetector:
        if verifier is None:
            return TaskBoundaryDetector(embedder=embedder)
        conv = next(queue)
        truth = {t["text"]: g for t, g in zip(conv["turns"], gold_labels(conv["turns"]))}

        def fake_llm(message: str, recent: list[str]) -> bool:
            right = truth.get(message, False)
            return right if verifier == "oracle" or rng.random() < 0.9 else not right

        return TaskBoundaryDetector(embedder=embedder, verifier=fake_llm)

    return evaluate(convs, make, **kw)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", type=Path, nargs="*", default=[])
    parser.add_argument("--errors", type=int, default=0)
    parser.add_argument("--no-embedder", action="store_true")
    parser.add_argument("--verifier", choices=["oracle", "noisy"], default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args()
    embedder = None if args.no_embedder else "default"  # the sentence vectors the model was trained with
    results = {}
    for name, convs in sets(args.data).items():
        variants = {"full": {}, "user_only": {"use_assistant": False}}
        if any(t.get("tools") for c in convs for t in c["turns"]):
            variants["no_tools"] = {"use_tools": False}
        for variant, kw in variants.items():
            r = run(convs, embedder, args.verifier, errors=args.errors, **kw)
            errors = r.pop("errors", [])
            results[f"{name} [{variant}]"] = r
            print(f"{name} [{variant}]: " + json.dumps({k: r[k] for k in ("precision", "recall", "f1", "decisions",
                  "returns_named", "verifier_asked", "ms_per_message", "ms_per_turn_p50", "ms_per_turn_p95")}) + " per_lang=" + json.dumps(
                  {k: (v["precision"], v["recall"], v["f1"]) for k, v in r["per_lang"].items()}))
            for e in errors:
                print("   ", e["kind"], e["id"], e["turn"], repr(e["text"][:100]), "| asst:", repr(e["assistant"][:60]),
                      e["score"])
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
