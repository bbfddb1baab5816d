"""Carry-over files 61 to 63 (``tests/data/carryover_fresh_61.jsonl`` to ``_63.jsonl``; 61 and 62 written at stop 60's start,
63 after their rules), each played before the rules it asked for: what they found, facts and boundaries, each beside what must stay as it was (issues #23, #24)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from tests.fact_routing import routed, statuses_after
from zoned_memory import Status

_WINE = [("What wine goes with mushroom risotto? My husband doesn't drink red.", "A dry Chardonnay or a Pinot Grigio."),
         ("Something under $20", "Kendall-Jackson Chardonnay, about $15.")]
_LISTING = [("帮我写几段亚马逊上的产品描述，今天写的都用美式英语。", "Keep your coffee hot for 12 hours ...")]
_POEM = [("写一首关于秋天的诗", "秋风起，落叶黄……")]
_LEAVE = [("帮我写个请假条，请三天假。我是高三的班主任。", "尊敬的领导：因……需请假三天，班级事务已安排……")]
_DASHBOARD = [("Sketch a dashboard layout for our sales team.", "Top row KPIs, then pipeline by stage, then rep leaderboard ...")]
_APP = [("我想提高英语口语，有什么方法？", "多跟读，找外教练习。"), ("推荐个App", "可以试试Speak或者多邻国。")]


def test_what_the_user_tells_of_working_full_time_is_no_detail_asked():
    assert play(_WINE).observe("Recommend a monitor for coding. I work from home full time and I'm on a Mac.") is not None
    assert play(_WINE).observe("What time does the store close?") is None  # a detail of what was found


def test_one_more_of_several_texts_asked_continues():
    assert play(_LISTING).observe("再写一个关于保修的") is None
    assert play(_POEM).observe("再写一首关于冬天的") is not None  # one text asked: another subject


def test_what_to_put_in_the_text_continues():
    assert play(_LEAVE).observe("写上课程已经找李老师代了") is None
    assert play(_LEAVE).observe("帮我写个周末的购物清单") is not None


def test_a_part_added_to_the_work_is_no_weather_forecast():
    assert play(_DASHBOARD).observe("Add a forecast panel") is None
    assert play(_DASHBOARD).observe("What's the forecast for tomorrow in Denver?", ("weather",)) is not None


def test_teach_me_asks():
    assert play(_APP).observe("教我做个红烧肉，我老婆不吃太甜的。") is not None
    assert play(_APP).observe("我老婆也在学英语。") is None  # told, nothing asked


@pytest.mark.parametrize("text, scope", [
    ("Today I want everything in a formal tone.", "session"),
    ("Today I want the report by 5pm.", "task"),
    ("My apartment gets almost no sunlight.", "global"),
    ("The apartment we saw gets almost no sunlight.", "task"),
    ("我在这家银行做了八年柜员，现在转岗做理财经理了。", "global"),
    ("我现在转岗了吗", "task"),
])
def test_files_61_62_facts_route(text, scope):
    assert routed(text) == scope


def test_what_the_user_says_they_left_outdates_the_facts_naming_it(tmp_path):
    status = statuses_after(tmp_path, "Write a SQL query for monthly active users. We use BigQuery at my company. I live in Paris.",
                            "Sketch a dashboard layout. Correction to something I said before: we moved off BigQuery, "
                            "we're on Snowflake now.")
    assert status["We use BigQuery at my company."] == Status.OUTDATED
    assert status["I live in Paris."] != Status.OUTDATED  # names nothing left
    assert status["We're on Snowflake now."] != Status.OUTDATED


_PRESS = [("Draft a press release for our app launch.", "FOR IMMEDIATE RELEASE: ... launches today ..."),
          ("Launch date is March 3", "Updated: launches March 3.")]
_CLIENT_MAIL = [("帮我给客户写封邮件，介绍一款理财产品。", "尊敬的张老师：您好！近期我行推出一款稳健型理财产品……"),
                ("加上收益率3.2%", "已补充：业绩比较基准3.2%。")]


def test_a_question_asked_first_then_told_after_an_edit_stands_alone():
    assert play(_PRESS).observe("Lunch spots near Union Square? I'm celiac, so it has to be truly gluten-free.") is not None
    assert play(_PRESS).observe("Quotes near the top? I'd like the CEO's first.") is None  # of the release


def test_a_holiday_plan_then_an_order_to_plan_it_stands_alone():
    assert play(_CLIENT_MAIL).observe("五一想去云南玩，帮我规划一下。我晕车很厉害。") is not None
    yunnan = [("云南有哪些好玩的地方", "大理、丽江、西双版纳、香格里拉。")]
    assert play(yunnan).observe("五一想去云南玩，帮我规划一下。我晕车很厉害。") is None  # the task's own trip
