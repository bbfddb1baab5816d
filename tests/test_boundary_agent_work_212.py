"""What agent-work sets 212-213 (`tests/data/boundaries_agent_work_212.jsonl`, `_213.jsonl`) and carry-over file 119,
scored first on stop 69's wave-6 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23), and what the
file's user facts found (issue #24)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.facts.classify import classify

_TITLES = [("帮我把这篇公众号文章的标题改得吸引人一点：《关于睡眠的几个建议》",
            "备选：《睡不好？这5个习惯你可能都做错了》《每天多睡1小时的秘密》《医生不会告诉你的睡眠真相》")]

_SUMMARY = [("帮我写一份年终总结。我是一名小学语文老师，今年带的是三年级。", "一、教学工作：本学期担任三年级语文教学……"),
            ("今年班上有两个孩子获得了作文比赛一等奖", "已加入：指导学生参加作文比赛，两人获市级一等奖。")]


def test_picking_a_listed_option_by_its_place_continues():
    assert verdict(_TITLES, "用第一个，再帮我写一段开头") is None


def test_a_choice_between_two_kinds_of_a_thing_of_its_own_is_a_question_of_its_own():
    assert verdict(_SUMMARY, "电动牙刷选声波的还是旋转的？我牙龈比较敏感，容易出血。") is not None
    assert verdict(_SUMMARY, "总结用第一人称还是第三人称？") is None  # the summary's own choice


def test_a_sensitive_part_of_the_body_is_a_fact_of_the_user():
    assert classify("我牙龈比较敏感，容易出血。").scope == "global"
    assert classify("我肠胃一直很敏感").scope == "global"
    assert classify("我牙齿敏感吗").scope == "task"


def test_a_plant_dropping_its_leaves_is_the_task_at_hand_not_a_fact():
    assert classify("My fiddle leaf fig is dropping leaves,").scope == "task"
    assert classify("My tomato plants are turning yellow.").scope == "task"
