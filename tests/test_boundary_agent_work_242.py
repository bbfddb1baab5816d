"""What agent-work set 242 (`tests/data/boundaries_agent_work_242.jsonl`), scored first, found: the material the assistant
asked for ("Sure, send me the query", "请把邮件内容发给我") is the task's, whatever it names (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict

_CONTRACT = [("帮我看看这份租房合同有没有坑", "可以，请把有疑问的条款原文贴过来。")]
_EMAIL = [("帮我把一封邮件翻成英文", "好的，请把邮件内容发给我。")]
_REVIEW = [("Can you help me answer a bad review of our cafe?", "Of course. Paste the review here and tell me how firm to be.")]
_NOTES = [("I need my meeting notes cleaned up", "Sure, share the notes and I'll tidy them.")]


@pytest.mark.parametrize("turns,message", [
    (_CONTRACT, "承租人应在每季度首月十日前缴纳房租，逾期三天以上出租人可单方解除合同并没收押金。"),
    (_EMAIL, "内容如下：周五的团建取消了，改到下个月，请大家把火车票退掉。"),
    (_REVIEW, "Here it is: 'I waited forty minutes for a cold flat white and my croissant was stale.' Be polite but firm."),
    (_NOTES, "Q3 roadmap: ship the mobile app in October, hire two backend engineers, and move the billing service to the new cluster."),
])
def test_the_material_the_reply_asked_for_continues_the_task(turns, message):
    assert verdict(turns, message) is None


@pytest.mark.parametrize("turns,message", [
    (_EMAIL, "算了，先不翻了。帮我订一张明天去苏州的高铁票。"),
    (_REVIEW, "Actually forget it, I'll answer it tomorrow. Can you find me a dentist open on Saturday?"),
])
def test_dropping_the_job_for_another_still_opens_a_task(turns, message):
    assert verdict(turns, message) is not None
