"""What carry-over files 98-100 (`tests/data/carryover_fresh_98.jsonl` to `_100.jsonl`, written in stop 67) found, routed
with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # the user's line of work named with Latin letters (file 100); not someone else's, not a question
    ("帮我改一下简历，我是做Java后端的，五年经验。", "global"),
    ("我是做iOS开发的", "global"),
    ("他是做Java后端的", "task"),
    ("我是做Java后端的吗？", "task"),
])
def test_statements_of_files_98_100_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope
