"""What carry-over file 68 (`tests/data/carryover_fresh_68.jsonl`, written after file 67's rules) found, routed with the
default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    ("I moved up to 5th this year.", "global"),
    ("I moved up to the next round of interviews.", "task"),
    ("我负责小程序这条线。", "global"),
    ("我负责这块吗", "task"),  # asked
    ("我们组长不吃牛肉。", "task"),  # the team lead's, a third party
    ("我每个月工资一到手就先存三成。", "global"),
    ("我每个月存多少合适", "task"),  # asked
])
def test_file_68_facts_route(text, scope):
    assert routed(text) == scope


def test_a_new_share_saved_each_month_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "有什么好用的记账App？我每个月工资一到手就先存三成。", "存下来的钱放哪里比较好？我现在每个月存四成了。")
    assert status["我每个月工资一到手就先存三成。"] == Status.OUTDATED
