"""What carry-over files 90 and 91 (`tests/data/carryover_fresh_90.jsonl`, `_91.jsonl`, written at the start of stop 66)
found, routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.statements import split_statements


@pytest.mark.parametrize("text, scope", [
    # how the user's body answers something, whenever it happens; not a question, not someone else's
    ("晚上总睡不着怎么办？我下午喝咖啡就会失眠。", "global"),
    ("我一吃海鲜就拉肚子", "global"),
    ("我喝咖啡就会失眠吗？", "task"),
    ("他喝咖啡就会失眠", "task"),
    ("我吃了药就好了", "task"),
    # a session instruction whose quoted name has an initial
    ("Write my resignation letter. For this conversation, sign everything as 'J. Okafor'.", "session"),
])
def test_statements_of_files_90_91_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope


def test_an_initial_inside_quotes_ends_no_sentence():
    assert split_statements("Sign everything as 'J. Okafor'. Then send it.") == ["Sign everything as 'J. Okafor'.", "Then send it."]
