"""What carry-over files 87 and 88 (`tests/data/carryover_fresh_87.jsonl`, `_88.jsonl`, written at the start of stop 65)
found, routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # the user named as 我自己 before what they do; not "my own" thing, nor doing it oneself now
    ("帮我写一个招聘启事，招一个会计。我自己开了一家装修公司，二十来个人。", "global"),
    ("我自己来吧。", "task"),
    ("我自己看看再说。", "task"),
    # a standing office in the user's firm, said with "the"; not for today
    ("Summarize the quarterly report for the partners. I'm the CFO, so keep the numbers exact.", "global"),
    ("I'm the CEO today.", "task"),
    ("Is the CFO in today?", "task"),
    # how the user speaks
    ("怎么练普通话？我说话口音很重，平翘舌分不清。", "global"),
    ("他说话口音很重。", "task"),
    # what happened to the user as a child; not to someone else
    ("成年人学游泳难吗？我小时候溺过水，一直不敢下水。", "global"),
    ("我儿子小时候溺过水。", "task"),
    # how the user's company is funded; not a question about it
    ("Rewrite the pricing page for our scheduling app. We bootstrap, no investors.", "global"),
    ("We're bootstrapped.", "global"),
    ("Are we bootstrapped?", "task"),
])
def test_statements_of_files_87_88_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope
