"""What agent-work set 52 (`tests/data/boundaries_agent_work_52.jsonl`, written after every other rule of the stop) found
the detector missing or making, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play

_CALENDAR = [("Check my calendar for tomorrow", "Tomorrow: 9:00 standup, 11:00 design review, 3:00 dentist."),
             ("move the design review to 2", "Moved the design review to 2:00 PM.")]


@pytest.mark.parametrize("task, message", [
    # "invite" named as a thing asks for no more of the task's work
    ([("Rewrite this to sound more confident: 'I think our product might help.'", "'Our product saves teams hours.'")],
     "How do I politely decline a meeting invite from my skip-level?"),
    (_CALENDAR, "Play something upbeat"),                                    # music asked by its mood
])
def test_set_52_switches_open_a_task(task, message):
    assert play(task).observe(message) is not None


def test_a_job_done_with_what_the_task_made_continues():
    task = [("Summarize the attached churn report for the exec team.", "Churn rose to 4.1% in Q3."),
            ("What do we recommend?", "Grandfather existing SMB plans for 6 months.")]
    assert play(task).observe("Great, now draft the email to the exec team with that") is None


def test_a_recall_after_a_word_of_surprise_returns_to_the_task_that_said_it():
    detector = play(_CALENDAR)
    calendar = detector.current.task_id
    assert detector.observe("Play something upbeat") is not None
    detector.add_assistant_message("Playing 'Good as Hell' by Lizzo.")
    assert detector.observe("louder") is None
    detector.add_assistant_message("Volume up.")
    back = detector.observe("wait what time is the dentist again")
    assert back is not None and back.resume_task_id == calendar
