"""Facts carry-over file 54 (``tests/data/carryover_fresh_54.jsonl``), written at stop 58 and played before the rules it
asked for, found unread; each said here in other words too, beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # a change of career under way
    ("I'm switching from teaching to UX design.", "global"),
    ("I'm transitioning into data science after ten years in retail.", "global"),
    ("I'm switching to a new phone plan.", "task"),                               # a plan, not a career
    # the user's team (我们组) and its standing practice
    ("我们组的周报统一周五下午交。", "global"),
    ("我们组的代码评审一般在周四。", "global"),
    ("我们组长今天请假了。", "task"),                                                # the team lead, today
])
def test_file_54_facts_route(text, scope):
    assert routed(text) == scope
