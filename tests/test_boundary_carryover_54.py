"""Cue-less switches of carry-over file 54 (`tests/data/carryover_fresh_54.jsonl`, read as a boundary set) the detector
missed: a request for ideas or tips by name alone, and a Chinese how asked after its situation (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_STANDUP = [("Summarize these standup notes for the team channel.", "Blockers: auth service flaky. Done: billing page."),
            ("Maya finished the billing page", "Credited Maya for the billing page.")]
_DOCS = [("Write docs for our /orders endpoint.", "GET /orders returns the organisation's orders, newest first ..."),
         ("it supports a limit parameter up to 500", "Added 'limit' (max 500).")]
_TUTORING = [("孩子上初二，数学总是考不好怎么办？", "先找出薄弱章节，每天做10道基础题，多鼓励。"), ("要不要报补习班", "可以先试一个月小班。")]


def test_ideas_asked_for_by_name_alone_open_a_task():
    assert play(_STANDUP).observe("Weekend trip ideas within 2 hours of Denver? I'm traveling with my dog.") is not None


def test_tips_asked_for_by_name_alone_open_a_task():
    assert play(_DOCS).observe("Tips to fall asleep faster? I work rotating night shifts at a hospital.") is not None


def test_a_how_asked_after_its_situation_opens_a_task():
    assert play(_TUTORING).observe("手上有十万闲钱，怎么理财？我风险承受能力比较低。") is not None


def test_a_how_about_the_task_asked_after_its_situation_continues():
    assert play(_TUTORING).observe("孩子基础太差了，怎么补？") is None


def test_a_how_sharing_only_a_generic_verb_with_the_reply_opens_a_task():
    lesson = [("帮我做一个讲分数的课件大纲。", "1. 分数的认识 2. 分数的大小比较 3. 练习 4. 小结"), ("这节课是40分钟", "已按40分钟安排。")]
    assert play(lesson).observe("想开始跑步，怎么安排？我膝盖做过半月板手术。") is not None
    assert play(lesson).observe("练习部分怎么安排？") is None
