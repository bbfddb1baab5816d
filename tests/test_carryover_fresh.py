"""The user remembered across tasks and sessions on hand-written conversations (issue #24): facts said in words the
generated benchmark never uses, played through `TaskSession` as `benchmarks/bench_carryover.py --file` plays them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.bench_carryover import ours, play
from zoned_memory import ZonedMemoryStore

CONVERSATIONS = [json.loads(line) for name in ("carryover_fresh.jsonl", "carryover_fresh_2.jsonl", "carryover_fresh_3.jsonl",
                                           "carryover_fresh_4.jsonl", "carryover_fresh_5.jsonl",
                                           "carryover_fresh_6.jsonl", "carryover_fresh_7.jsonl",
                                           "carryover_fresh_8.jsonl", "carryover_fresh_9.jsonl",
                                           "carryover_fresh_10.jsonl", "carryover_fresh_11.jsonl",
                                           "carryover_fresh_12.jsonl", "carryover_fresh_13.jsonl", "carryover_fresh_14.jsonl",
                                           "carryover_fresh_15.jsonl", "carryover_fresh_16.jsonl",
                                           "carryover_fresh_17.jsonl", "carryover_fresh_18.jsonl",
                                           "carryover_fresh_19.jsonl", "carryover_fresh_20.jsonl", "carryover_fresh_21.jsonl",
                                           "carryover_fresh_22.jsonl", "carryover_fresh_23.jsonl", "carryover_fresh_24.jsonl",
                                           "carryover_fresh_25.jsonl", "carryover_fresh_26.jsonl",
                                           "carryover_fresh_27.jsonl")
                 for line in (Path(__file__).parent / "data" / name).read_text(encoding="utf-8").splitlines() if line]


def _make(gold: bool):
    def make(tmp: Path):
        store = ZonedMemoryStore.open(path=str(tmp / "mem"))
        return ours(store, "u", gold), lambda: [r.text for r in store.scan(
            user_id="u", where={"memory_scope": {"$in": ["global", "session"]}})]
    return make


def _totals(gold: bool) -> dict[str, int]:
    total: dict[str, int] = {}
    for conversation in CONVERSATIONS:
        for key, value in play(conversation, _make(gold)).items():
            total[key] = total.get(key, 0) + value
    return total


@pytest.mark.parametrize("gold", [True, False], ids=["gold switches", "detected switches"])
def test_every_later_task_knows_what_the_user_said_about_themselves(gold):
    total = _totals(gold)
    assert total["durable_needed"] > 20 and total["session_needed"] > 5
    assert total["durable_found"] == total["durable_needed"]
    assert total["session_found"] == total["session_needed"]
    assert total["promoted"] == 0  # no task data or third party's taste in the user's global or session zones


def test_with_the_switches_known_no_prompt_holds_another_task_or_a_superseded_fact():
    assert _totals(gold=True)["contaminated"] == 0
