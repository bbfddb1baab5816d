"""Cue-less switches of carry-over file 57 (`tests/data/carryover_fresh_57.jsonl`, read as a boundary set) the detector
missed, and the constraint rule that first vetoed one of them (issue #23). Each has a case it must leave alone."""

from __future__ import annotations

from tests.boundary_play import play

_LOAN = [("What documents do I need for a home loan pre-approval? I'm self-employed, so no W-2s.",
          "Two years of tax returns, 1099s, bank statements, a P&L."),
         ("How far back do bank statements go?", "Usually the last two to three months.")]
_TOAST = [("Write a short toast for my brother's wedding. Keep it under a minute.", "To my brother Sam and his bride Lena ..."),
          ("Mention that they met hiking", "Added: the trail where they met.")]
_SUMMARY = [("帮我写一份年度工作总结。", "今年主要完成了预算编制、成本控制和年度审计配合……"), ("加上我们今年通过了IPO审计", "已加入IPO审计相关内容。")]
_EXPENSES = [("帮我整理出差报销单。", "已按杭州标准整理：交通612元，住宿1,350元，补贴300元。"), ("住宿超标了吗", "没有，杭州标准每晚480元，您是450元。")]
_MAIL = [("帮我把这封邮件翻成英文。", "Dear Mr. Smith, Thank you for your prompt reply ..."),
         ("最后一句再客气一点", "已改为：We truly appreciate your understanding.")]


def test_an_order_of_another_kind_with_a_constraint_is_no_constraint_on_the_task():
    message = "Write a React component for a date range picker. We use TypeScript everywhere and no class components."
    assert play(_LOAN).observe(message) is not None
    assert play(_LOAN).observe("I'm self-employed, so no W-2 forms please") is None  # a condition on the task


def test_what_to_cook_with_what_is_at_hand_stands_alone():
    assert play(_TOAST).observe("Quick, what can I cook tonight with chicken and rice? I'm starving right now.") is not None
    assert play(_TOAST).observe("What can I say with it?") is None


def test_a_recommendation_asked_by_its_kind_stands_alone():
    assert play(_SUMMARY).observe("推荐一款空气净化器。我有过敏性鼻炎，对花粉特别敏感。") is not None
    assert play(_SUMMARY).observe("推荐一个别的说法。") is None


def test_a_childs_wish_then_a_question_stands_alone():
    assert play(_EXPENSES).observe("我女儿想学钢琴，六岁开始会不会太早？") is not None
    piano = [("我女儿想学钢琴，六岁开始会不会太早？", "六岁正合适，手指力量和注意力都够了。")]
    assert play(piano).observe("我女儿想学钢琴，一周上几节课合适？") is None  # the task's own wish


def test_a_change_in_life_told_then_an_order_stands_alone():
    assert play(_MAIL).observe("我下个月从北京搬到成都了，帮我列个搬家清单") is not None
    assert play(_MAIL).observe("我改好了，帮我整理一下这个") is None


def test_an_ailment_told_then_what_to_take_stands_alone():
    report = [("帮我写这周的周报。", "本周工作：1. 完成A模块上线……"), ("加一条风险：测试环境不稳定", "已添加风险项。")]
    assert play(report).observe("我现在头有点疼，能吃布洛芬吗") is not None
    assert play(report).observe("我嗓子疼，可以写这个吗") is None  # pointed at: the report
