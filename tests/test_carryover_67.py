"""What carry-over file 67 (`tests/data/carryover_fresh_67.jsonl`, written after file 66's rules) found, routed with the
default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    ("I cut down to one cup of coffee a day, by the way.", "global"),
    ("I've cut back to two coffees a day.", "global"),
    ("Cut down to one page, please.", "task"),  # an order on the work
    ("我现在八十五公斤了，想再减五公斤。", "global"),
    ("我现在八十五公斤的货要发", "task"),  # goods to ship, not the user's weight
])
def test_file_67_facts_route(text, scope):
    assert routed(text) == scope


def test_a_habit_cut_down_outdates_the_old_amount(tmp_path):
    status = statuses_after(tmp_path, "What's a good coffee grinder for pour-over? I drink three cups a day.",
                            "Help me write the grant report. I cut down to one cup of coffee a day, by the way.")
    assert status["I drink three cups a day."] == Status.OUTDATED


def test_a_weight_said_now_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "刚开始跑步，一周跑几次合适？我体重九十公斤。", "减脂期早餐吃什么？我现在八十五公斤了，想再减五公斤。")
    assert status["我体重九十公斤。"] == Status.OUTDATED
