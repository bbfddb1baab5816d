"""Cue-less switches of carry-over files 55 and 56 (`tests/data/carryover_fresh_55.jsonl`, `_56`, read as boundary sets) the detector
missed: a question followed by what the user tells about themselves, read by its question; a phone plan taken for a phone
number (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_OUTLINE = [("帮我准备述职报告的提纲。", "1. 工作概述 2. 主要成果 3. 不足与改进 4. 明年计划"), ("主要成果是上线了会员系统", "已写入会员系统上线。")]
_COPY = [("帮我写一段新品咖啡的推广文案。", "开学季，来一杯燕麦拿铁……"), ("新品叫桂花拿铁", "已改为桂花拿铁。")]
_CAKE = [("Recipe for a birthday cake my nephew can eat? He's allergic to eggs.", "A chocolate wacky cake: flour, cocoa, sugar, oil."),
         ("for 12 people", "Double the recipe in a 9x13 pan.")]
_TRIP = [("春节带爸妈去哪里玩好？", "可以去三亚或者西双版纳，节奏慢一点。"), ("住五天", "五天可以安排三亚加蜈支洲岛。")]


def test_rather_damp_compares_nothing():
    assert play(_OUTLINE).observe("卫生间防水怎么做？我家是一楼，比较潮。") is not None


def test_a_question_is_read_without_what_the_user_tells_after_it():
    assert play(_COPY).observe("晚上总是睡不着怎么办？我每天要喝四五杯咖啡。") is not None  # the coffee is the user's, not the ad's
    assert play(_COPY).observe("文案里要不要提价格？我们店的客人大多是学生。") is None


def test_which_thing_for_a_purpose_stands_alone():
    message = "Which laptop for video editing under $2000? I'm left-handed and I use a trackball, if that matters."
    assert play(_CAKE).observe(message) is not None


def test_a_how_with_who_asks_it_stands_alone():
    assert play(_TRIP).observe("成年人怎么学英语口语？我英语基础还行，就是不敢开口。") is not None
    assert play(_TRIP).observe("三亚怎么去比较方便？") is None


def test_a_phone_plan_is_no_detail_of_what_was_found():
    speech = [("Help me write a retirement speech for my coworker Linda.", "Linda, thirty years ago you walked into our lab ..."),
              ("the party is Friday at 5", "Noted: Friday at 5.")]
    message = "Which phone plan should I get? I live in a rural area with bad coverage, and I barely use data."
    assert play(speech).observe(message) is not None
    hotel = [("Find me a hotel near the Louvre.", "Hotel Regina is two minutes away.")]
    assert play(hotel).observe("What's their phone number?") is None
