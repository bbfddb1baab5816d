"""What agent-work sets 118-120 (`tests/data/boundaries_agent_work_118.jsonl` to `_120.jsonl`, written at the start of stop
64) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_INTERVIEW = [("help me prepare for a job interview at a hospital as a nurse", "Expect behavioural questions and clinical scenarios."),
              ("I'd answer check airway, call the rapid response team", "Good start: also assess vitals, lay them flat, and document.")]
_RUNNING = [("I want to start running, I'm 45 and haven't exercised in years", "Try a run/walk plan: 1 min run, 2 min walk."),
            ("my knees hurt a bit after", "Go slower, run on softer ground, and add squats twice a week.")]
_ECONOMICS = [("给我讲讲什么是量化宽松", "央行通过大量购买国债等资产，向市场注入流动性。"),
              ("日本做了那么多年为什么没通胀", "人口老龄化、需求不足，钱没有转化为消费。")]
_TRIP = [("帮我在携程上查一下下周三上海到深圳的航班", "南航CZ3588 10:30-12:55 ¥790。", "ctrip"), ("订南航那班", "已预订南航CZ3588。", "ctrip"),
         ("帮我在深圳订个酒店，离南山科技园近一点", "亚朵酒店¥520/晚。", "ctrip"), ("亚朵，住两晚", "已预订亚朵酒店两晚。", "ctrip")]
_READING = [("what's in my Notion reading list", "12 items: 'The Mom Test', 3 articles on LLM evals ...", "notion"),
            ("summarize the three LLM eval articles", "All three argue for task-specific evals.", "notion")]
_NOTICE = [("帮我用钉钉给技术部发个通知，周六系统升级停机两小时", "已在技术部群发布通知。", "dingtalk"),
           ("@一下运维的同事", "已补充@运维组全体成员。", "dingtalk")]


def test_the_best_thing_of_a_kind_for_a_purpose_asked_after_a_delivery_is_another_job():
    assert play(_INTERVIEW).observe("what are the best shoes for 12 hour shifts") is not None
    assert play(_INTERVIEW).observe("what's the best way to answer it") is None


def test_a_measure_asked_with_nothing_of_its_own_to_measure_is_the_tasks():
    assert play(_RUNNING).observe("what's a good goal for 3 months") is None
    assert play(_RUNNING).observe("what's a good budget for a wedding in Ohio") is not None


def test_a_wish_to_learn_something_then_asking_what_to_read_stands_alone():
    assert play(_ECONOMICS).observe("我想学点理财，有什么入门书") is not None


def test_a_question_closing_its_clause_before_a_wish_returns_to_the_job_it_names():
    detector = play(_TRIP)
    flight = next(iter(detector.earlier))
    boundary = detector.observe("航班能选座吗，要靠窗", ("ctrip",))
    assert boundary is not None and boundary.resume_task_id == flight


def test_the_app_a_new_job_is_done_in_is_not_what_it_is_about():
    assert play(_READING).observe("create a new Notion page for Q1 OKRs", ("notion",)) is not None
    assert play(_NOTICE).observe("帮我在钉钉上给张伟请两天年假，下周一二", ("dingtalk",)) is not None
    assert play(_NOTICE).observe("帮我在钉钉上把通知再发一遍", ("dingtalk",)) is None
