"""What carry-over file 109 (`tests/data/carryover_fresh_109.jsonl`, written in stop 68) found, routed with the default
extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # a first-time home buyer or renter, as "I'm a first-time home buyer" is in English; not a first visit, not someone else
    ("帮我做一个装修预算表，房子九十平。我是第一次买房，什么都不懂。", "global"),
    ("我是第一次在外面租房", "global"),
    ("我是第一次来北京", "task"),
    ("他是第一次买房", "task"),
])
def test_a_first_home_is_the_users_state(text, scope):
    assert routed(text) == scope
