"""What agent-work set 237 (`tests/data/boundaries_agent_work_237.jsonl`), scored first on the code after the rules of set
236, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.reading.request_forms import KNOWLEDGE

_SCRIPTS = [("Write a python script that renames all .jpeg files in a folder to .jpg",
             "import os\nfor name in os.listdir(folder):\n    if name.lower().endswith('.jpeg'):\n        os.rename(...)"),
            ("now write one that deletes empty folders",
             "import os\nfor root, dirs, files in os.walk(folder, topdown=False):\n    if not os.listdir(root):\n        os.rmdir(root)")]

_REPORT = [("帮我写一个周报，本周完成了用户登录模块重构，修复了12个bug，下周计划做支付对接",
            "本周工作：1. 完成用户登录模块重构；2. 修复线上bug 12个。下周计划：启动支付对接开发。"),
           ("支付宝和微信的手续费分别多少", "标准费率都是0.6%，部分行业有0.38%的优惠费率。")]

_RIDE = [("帮我订明天早上八点去首都机场的车", "已预约明早8:00专车，从家到首都机场T3，预计约120元。", "ride_booking")]


def test_the_means_to_do_a_thing_asked_is_a_question_of_knowledge():
    for said in ("what's the keyboard shortcut to open terminal on mac", "what's the command to list hidden files",
                 "what is the formula for compound interest"):
        assert KNOWLEDGE.search(said), said
    assert verdict(_SCRIPTS, "whats the keyboard shortcut to open terminal on mac") is not None
    assert verdict(_SCRIPTS[:1], "whats the keyboard shortcut to open terminal on mac") is not None
    assert verdict(_SCRIPTS[:1], "what's the command to run the rename script") is None  # the task's own script


def test_the_traffic_on_a_way_between_two_places_is_a_way_asked():
    assert "directions" in kinds_of("帮我查一下明天早上从望京到国贸堵不堵")
    assert not kinds_of("机场那边现在堵不堵")  # the booked ride's way, no job of its own
    assert verdict(_REPORT, "帮我查一下明天早上从望京到国贸堵不堵") is not None
    assert verdict(_RIDE, "机场那边现在堵不堵") is None
