"""Cue-less switches of carry-over file 59 (`tests/data/carryover_fresh_59.jsonl`, read as a boundary set) the detector
missed (issue #23). File 59's "给客户挑个新年礼品" stays missed: 客户 was said in the task's plan ("周一：客户拜访")."""

from __future__ import annotations

from tests.boundary_play import play

_PLAN = [("帮我排一下下周的工作计划。", "周一：方案撰写；周二：团队例会……"), ("周三下午要去医院", "已把周三下午空出来。")]


def test_a_thing_to_pick_for_someone_stands_alone():
    assert play(_PLAN).observe("给我妈挑个生日礼物，她喜欢丝巾。") is not None
    assert play(_PLAN).observe("给周三挑个空的时间段") is None  # the plan's day
