"""Carry-over file 60 (``tests/data/carryover_fresh_60.jsonl``), written last at stop 59 and played before its rules: what it
found unread, facts and boundaries, each beside what must stay as it was (issues #23, #24)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from tests.fact_routing import routed

_CHECKLIST = [("Make an onboarding checklist for new hires.", "Day 1: badge, EHR login, unit tour ..."),
              ("Add a fire safety module", "Added fire safety training in week 1.")]
_MINUTES = [("帮我整理一下今天的会议纪要。", "会议决定：1. 下周三提测 2. 登录页改版延后……"), ("再加一条：下周一前确认UI稿", "已添加。")]


def test_ideas_named_in_three_words_stand_alone():
    assert play(_CHECKLIST).observe("Easy meal prep ideas? I'm pescatarian and I hate cooking on weekdays.") is not None
    assert play(_CHECKLIST).observe("Good idea.") is None


def test_a_recommendation_by_its_kind_before_what_the_user_tells_stands_alone():
    assert play(_MINUTES).observe("推荐一双跑鞋，我体重比较大，九十公斤，膝盖不太好。") is not None
    assert play(_MINUTES).observe("推荐一个别的说法，正式一点。") is None


@pytest.mark.parametrize("text, scope", [
    ("我已经从字节离职了。", "global"),
    ("我的驾照是中国的。", "global"),
    ("我的驾照是中国的吗？", "task"),
    ("我从公司离职了吗", "task"),
])
def test_file_60_facts_route(text, scope):
    assert routed(text) == scope
