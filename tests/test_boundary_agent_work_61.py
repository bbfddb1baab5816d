"""What agent-work set 61 (`tests/data/boundaries_agent_work_61.jsonl`, written after the rules of sets 57-60) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_INTERVIEW = [("I have a job interview at Stripe on Tuesday for a backend role. What should I prepare?",
               "System design, one coding round, and stories about incidents you handled."),
              ("How would you answer it?", "Idempotency keys stored with the response ...")]
_THERMOSTAT = [("Set my thermostat to 68 at night starting tonight.", "Night setpoint is 68F from 10 PM to 6 AM.", "thermostat"),
               ("and 72 during the day", "Day setpoint is 72F from 6 AM to 10 PM.", "thermostat")]
_GALA = [("我们公司打算搞一次年会，帮我出个流程", "1. 领导致辞 2. 年度颁奖 3. 节目表演 4. 抽奖 5. 聚餐"), ("抽奖放到最后", "已调整：抽奖放在聚餐之后。")]


def test_the_world_now_asked_with_a_remark_after_it_opens_a_task():
    assert play(_INTERVIEW).observe("What time is it in Dublin right now? The recruiter is there.", ("clock",)) is not None


def test_what_to_wear_for_an_occasion_left_unsaid_continues():
    assert play(_INTERVIEW).observe("Also what should I wear, it's a video call") is None
    assert play(_INTERVIEW).observe("What should I wear to a winter wedding in Vermont?") is not None


def test_which_way_is_cheaper_opens_a_task_and_the_thermostat_is_returned_to():
    detector = play(_THERMOSTAT)
    thermostat = detector.current.task_id
    assert detector.observe("Is it cheaper to heat with a heat pump or a gas furnace?") is not None
    detector.add_assistant_message("Usually a heat pump, unless gas is cheap and winters are very cold.")
    back = detector.observe("ok, put the thermostat in away mode from Friday to Sunday", ("thermostat",))
    assert back is not None and back.resume_task_id == thermostat


def test_an_earlier_tasks_work_named_before_the_order_returns_to_it():
    detector = play(_GALA)
    gala = detector.current.task_id
    assert detector.observe("对了，我下周要去医院体检，空腹要空多久") is not None
    detector.add_assistant_message("一般要空腹8到12小时，前一晚10点后别吃东西。")
    back = detector.observe("年会主持词也帮我写一下")
    assert back is not None and back.resume_task_id == gala
