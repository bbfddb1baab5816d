"""What carry-over files 94 and 95 (`tests/data/carryover_fresh_94.jsonl`, `_95.jsonl`, written late in stop 66) found,
routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # someone the user looks after, or a child just born: the user's life for months; not a question, not someone else's
    ("有什么助眠的方法？我晚上要照顾刚出生的二胎，每晚醒好几次。", "global"),
    ("我刚生了二胎", "global"),
    ("我照顾宝宝的时候怎么哄睡？", "task"),
    ("她晚上要照顾刚出生的二胎", "task"),
    ("帮我照顾一下孩子", "task"),
])
def test_statements_of_files_94_95_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope
