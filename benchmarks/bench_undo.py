"""How often undoing a false switch (`TaskSession(undo_false_switches=True)`) would fire, and how often rightly.

    python benchmarks/bench_undo.py [--sample 250] [--json benchmarks/undo.json]

Each labelled set is read turn by turn by the live detector. After every automatic switch (no cue, no
return), the next message is asked `TaskBoundaryDetector.continues` for the task just left, at each
margin of `detector.UNDO_MARGIN` tried. An undo is right when the switch was a false one (its message
continues its gold task) and the next message continues that task too; wrong otherwise (it would bring
the task left back after a true switch).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory.boundary import TaskBoundaryDetector, detector as detector_module  # noqa: E402
from zoned_memory.boundary.training.evaluate import gold_labels, load_conversations  # noqa: E402
from zoned_memory.boundary.training.train import CORPORA, SHARED  # noqa: E402

DATA = ROOT / "tests" / "data"
MARGINS = (0.3, 0.2, 0.15, 0.1)
_CUES = {"explicit cue", "return cue"}


def measure(conversations: list[dict]) -> dict[str, dict[str, int]]:
    tally = {f"{m:g}": {"fired": 0, "right": 0} for m in MARGINS}
    switches = 0
    for conv in conversations:
        det = TaskBoundaryDetector()
        turns, gold = conv["turns"], gold_labels(conv["turns"])
        left: str | None = None  # the task an automatic switch just left
        for n, turn in enumerate(turns):
            if turn.get("assistant"):
                det.add_assistant_message(turn["assistant"])
            if left is not None and turn["text"].strip():
                for margin in MARGINS:
                    detector_module.UNDO_MARGIN = margin
                    if det.continues(turn["text"], left, turn.get("tools", ())):
                        row = tally[f"{margin:g}"]
                        row["fired"] += 1
                        row["right"] += int(not gold[n - 1] and not gold[n])
            before = det.current.task_id if det.current is not None else None
            boundary = det.observe(turn["text"], turn.get("tools", ()))
            automatic = boundary is not None and boundary.resume_task_id is None and not _CUES & set(boundary.reasons)
            switches += int(automatic)
            left = before if automatic else None
    detector_module.UNDO_MARGIN = MARGINS[0]
    return {"automatic_switches": switches, **tally}  # type: ignore[dict-item]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sample", type=int, default=250)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    sets = {name: load_conversations(SHARED / file) for name, file in CORPORA.items()}
    for file in ("boundaries_holdout.jsonl", "boundaries_other_domains.jsonl", "boundaries_agent_work.jsonl"):
        sets[file] = load_conversations(DATA / file)
    out = {}
    for name, convs in sets.items():
        chosen = random.Random(7).sample(convs, min(args.sample, len(convs)))
        out[name] = measure(chosen)
        print(name, json.dumps(out[name]))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
