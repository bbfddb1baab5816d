"""The six agent-work sets no rule has ever come from (222, 223, 230, 238, 240, 241), read with a simulated LLM judge on
the detector's uncertain band, right 100% / 90% of the time, with and without the assistant's replies (stop 71; the
boundary card, "Stop 71")::

    python benchmarks/judge6.py
"""

from __future__ import annotations

import random
from pathlib import Path

from zoned_memory.boundary.detector import TaskBoundaryDetector
from zoned_memory.boundary.training.evaluate import evaluate, load_conversations

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
SETS = (222, 223, 230, 238, 240, 241)


class SimulatedJudge:
    """Says the gold label (told before each message) with probability ``accuracy``, the other one otherwise."""

    def __init__(self, accuracy: float, seed: int = 11) -> None:
        self.accuracy, self.rng, self.truth = accuracy, random.Random(seed), False

    def tell(self, truth: bool) -> None:
        self.truth = truth

    def __call__(self, message: str, recent: object) -> bool:
        return self.truth if self.rng.random() < self.accuracy else not self.truth


def main() -> None:
    conversations = [c for n in SETS for c in load_conversations(DATA / f"boundaries_agent_work_{n}.jsonl")]
    for replies in (True, False):
        view = "with the replies" if replies else "user only"
        r = evaluate(conversations, lambda: TaskBoundaryDetector(embedder="default"), use_assistant=replies)
        print(f"{view:16} no judge    P {r['precision']:.3f} R {r['recall']:.3f} F1 {r['f1']:.3f}")
        for accuracy in (1.0, 0.9):
            judge = SimulatedJudge(accuracy)
            r = evaluate(conversations, lambda: TaskBoundaryDetector(embedder="default", verifier=judge),
                         use_assistant=replies, oracle=judge.tell)
            print(f"{view:16} judge {accuracy:.0%} P {r['precision']:.3f} R {r['recall']:.3f} F1 {r['f1']:.3f} "
                  f"asked {r['verifier_asked']:.0%}")


if __name__ == "__main__":
    main()
