"""What carry-over file 66 (`tests/data/carryover_fresh_66.jsonl`, written at the start of stop 61) found, routed with
the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    ("我是这家公司的技术总监，公司做跨境电商。", "global"),
    ("这家公司的技术总监是谁", "task"),  # asked, not told
    ("我现在管十二家门店了，公司又给我加了四家。", "global"),
    ("我目前管理三十个人", "global"),
    ("我现在管着这事呢", "task"),  # the moment's, no count of what the user manages
    ("I now run twelve locations.", "global"),
    ("I ran twelve miles this morning.", "task"),
])
def test_file_66_facts_route(text, scope):
    assert routed(text) == scope


def test_a_new_count_of_what_the_user_manages_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "帮我写个季度复盘的模板。我管八家门店，是一家连锁咖啡店的区域经理。",
                            "帮我策划一个新店开业活动。我现在管十二家门店了，公司又给我加了四家。")
    assert status["我管八家门店，是一家连锁咖啡店的区域经理。"] == Status.OUTDATED
    assert status["我现在管十二家门店了，公司又给我加了四家。"] == Status.VALIDATED
