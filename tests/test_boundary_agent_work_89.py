"""What agent-work sets 89-90 (`tests/data/boundaries_agent_work_89.jsonl`, `_90.jsonl`, written after every other rule
of stop 61) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed
from zoned_memory.boundary.reading.jobs import kinds_of

_CALENDAR = [("whats on tmrw", "9:00 standup, 11:00 design review, 3:00 vendor sync with Blue Ridge.", "calendar"),
             ("cancel the 3pm", "Cancelled the 3:00 vendor sync.", "calendar")]
_WORKOUT = [("Give me a 20 minute bodyweight workout", "3 rounds: 15 squats, 10 push-ups, 20 lunges, 30s plank, 15 glute bridges."),
            ("no jumping, I live upstairs", "Swap lunges for reverse lunges to keep it quiet.")]
_TIMER = [*_WORKOUT, ("set a timer for 20 minutes", "Timer set for 20 minutes.", "timer")]


def test_a_thing_named_by_the_time_the_task_named_it_by_is_the_tasks():
    assert play(_CALENDAR).observe("email the 3pm people that I'm sick", ("gmail",)) is None
    assert play(_CALENDAR).observe("email the 5pm people that I'm sick", ("gmail",)) is not None  # no 5pm in the task


def test_an_urgent_care_is_a_kind_of_health_job():
    assert "health" in kinds_of("find me an urgent care open now")


def test_after_a_timer_set_beside_the_task_a_question_of_nothing_of_it_goes_back():
    back, ids = resumed(_TIMER, "ok go, first exercise?")
    assert back == ids[0]
    back, _ = resumed(_TIMER, "what's the capital of Australia?")
    assert back is None  # a question of knowledge, its own
