"""What a long user message costs a `TaskSession` (the boundary detector, the fact router, the writes), read as it is
now (its head and tail, `sentences.bounded`) and read whole, alternated in one run.

    python benchmarks/bench_long_messages.py [--repeat 5] [--json benchmarks/long_messages.json]

Each size is a report pasted after "Here's the report, what stands out?"; the median of ``--repeat`` runs of
`TaskSession.add_user_message` on a fresh session. Compare the two columns of one run, never across runs (these
machines are noisy).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory import TaskContext, TaskSession, ZonedMemoryStore  # noqa: E402
from zoned_memory.boundary import detector as detector_module  # noqa: E402
from zoned_memory.facts import statements as statements_module  # noqa: E402
from zoned_memory.sentences import bounded  # noqa: E402

SIZES = (1_000, 5_000, 30_000, 100_000)
_SENTENCE = "In Q{q} the northern region grew {n}% while costs rose by {c:.1f}%, driven by logistics and staffing. "


def report(chars: int) -> str:
    """A pasted report of about ``chars`` characters."""
    parts: list[str] = []
    n = size = 0
    while size < chars:
        parts.append(_SENTENCE.format(q=n % 4 + 1, n=n % 40, c=n % 40 / 2))
        size += len(parts[-1])
        n += 1
    return "Here's the report, what stands out?\n" + "".join(parts)


def timed(store: ZonedMemoryStore, text: str, reader: Callable[[str], str]) -> float:
    """Milliseconds of one `add_user_message` of ``text`` on a fresh session, its readers reading with ``reader``."""
    setattr(detector_module, "bounded", reader)
    setattr(statements_module, "bounded", reader)
    try:
        session = TaskSession(store, TaskContext(user_id="u", session_id=f"s{time.monotonic_ns()}", task_id="t"))
        session.add_user_message("I need help reading a quarterly report.")
        session.add_assistant_message("Sure, paste it here.")
        start = time.perf_counter()
        session.add_user_message(text)
        return (time.perf_counter() - start) * 1000
    finally:
        setattr(detector_module, "bounded", bounded)
        setattr(statements_module, "bounded", bounded)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
    timed(store, report(1_000), bounded)  # warm: the models and the collection
    results: dict[str, Any] = {}
    for size in SIZES:
        text = report(size)
        runs: dict[str, list[float]] = {"head and tail": [], "whole": []}
        for _ in range(args.repeat):  # alternated, so drift hits both alike
            runs["head and tail"].append(timed(store, text, bounded))
            runs["whole"].append(timed(store, text, lambda whole: whole))
        medians = {name: round(statistics.median(values), 1) for name, values in runs.items()}
        results[f"{size} chars"] = {**medians, "ratio": round(medians["whole"] / medians["head and tail"], 1)}
        print(f"{size:>7} chars  head and tail {medians['head and tail']:7.1f} ms  whole {medians['whole']:7.1f} ms")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
