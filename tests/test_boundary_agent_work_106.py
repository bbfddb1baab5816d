"""What agent-work sets 106-108 (`tests/data/boundaries_agent_work_106.jsonl` to `_108.jsonl`, written during stop 63 after
the rules of sets 103-105) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_REVIEW = [("帮我写一篇读后感，书是《活着》", "读完《活着》，我久久不能平静……"), ("八百字左右", "已调整到八百字左右。")]
_COMMENTS = [("分析一下这款手机的用户评论：电池不耐用、拍照很好、发热严重", "主要负面是续航和发热，正面是拍照。"),
             ("负面评论占比多少", "按提供的样本，负面约占60%。")]
_FATHER = [("我父亲刚确诊糖尿病，饮食上要注意什么", "控制主食量，少吃甜食，多吃蔬菜。"),
           ("血糖仪买哪个牌子", "罗氏、三诺、鱼跃都可以。")]
_HEATER = [("help me write a complaint to my landlord about the broken heater", "Dear Mr. Alvarez, I'm writing about the heater ..."),
           ("mention it's been 10 days", "Added: 'It has now been ten days without heat.'")]
_PLUMBER = [("find a plumber near me who can come today", "Reliable Rooter (4.8, available 2-4 PM).", "local_services"),
            ("book Reliable for 2", "Booked Reliable Rooter, today 2:00-4:00 PM.", "booking")]


def test_one_more_text_on_a_work_named_by_its_title_is_another_task():
    assert play(_REVIEW).observe("再写一篇《平凡的世界》的") is not None
    assert play(_REVIEW).observe("再写一篇《活着》的，短一点") is None  # the task's own book


def test_another_of_the_tasks_things_handed_over_after_a_colon_is_another_task():
    assert play(_COMMENTS).observe("另一款平板的评论是：屏幕好、太重、价格贵") is not None


def test_a_relatives_pain_told_in_two_clauses_is_the_same_job_for_another():
    assert play(_FATHER).observe("我妈最近膝盖疼，上下楼梯特别疼") is not None


def test_a_separate_note_to_someone_else_is_another_text():
    assert play(_HEATER).observe("write a separate note to my neighbor asking if their heat works") is not None


def test_meanwhile_said_last_opens_an_aside():
    assert play(_PLUMBER).observe("what's the best drain cleaner for a slow bathroom sink meanwhile") is not None


