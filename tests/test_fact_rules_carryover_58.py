"""Facts carry-over file 58 (``tests/data/carryover_fresh_58.jsonl``), written at stop 59 after file 57's rules and played
before the rules it asked for, found unread; each beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # a change of career said by where it starts
    ("I'm switching careers from teaching.", "global"),
    ("I'm changing careers after ten years in retail.", "global"),
    ("I'm switching tabs from the report.", "task"),                              # no career
    # a move told, then where the user is
    ("Actually I've moved: I'm in Lisbon now, not Denver.", "global"),
    ("I've moved the meeting to 3pm.", "task"),                                   # a thing moved
    # an operation of the user's past, with how long ago
    ("I had ACL surgery two years ago.", "global"),
    ("I had knee surgery as a teenager.", "global"),
    ("I had surgery yesterday.", "task"),                                         # the moment's
    # a chronic condition by its name's end
    ("我有牙周炎，医生让我定期复查。", "global"),
    ("我有慢性胃炎。", "global"),
    ("我有点发炎", "task"),                                                        # a passing state
    ("我有心脏病吗？", "task"),                                                     # asked
    # where the user is now, with the move that brought them
    ("我现在在上海，去年从广州搬过来的。", "global"),
    ("我现在在路上", "task"),
])
def test_file_58_facts_route(text, scope):
    assert routed(text) == scope
