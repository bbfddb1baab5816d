"""What agent-work sets 48 and 49 (`tests/data/boundaries_agent_work_48.jsonl`, `_49`, each written before the rules it
asked for) found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play

_TABLE = [("Book a table for two at Nopa tonight at 8", "Booked: Nopa, tonight 8:00 PM, party of 2.")]


@pytest.mark.parametrize("task, message", [
    (_TABLE, "And a ride there at 7:30"),                                    # another job named by its thing, after "and"
    ([("Find me a flight to Denver on Friday", "United 8:05 am, $214.")], "and also a hotel for two nights"),
    ([("分析一下我们公众号上个月的阅读数据", "上月总阅读 12.3 万，打开率 3.2%。")], "那视频号呢"),   # a channel, no date
    ([("Summarize Globex's Q3 10-Q filing", "Globex Q3: revenue $1.8B, debt up after the Initrode acquisition.")],
     "Summarize Initrode's last annual report too"),                        # the same order, another owner's thing
])
def test_another_job_or_subject_opens_a_task(task, message):
    assert play(task).observe(message) is not None


@pytest.mark.parametrize("task, message", [
    (_TABLE, "and a high chair for the baby"),                              # a thing of the same job
    ([("Summarize Globex's Q3 10-Q filing", "Globex Q3: revenue $1.8B.")], "Summarize Globex's annual report too"),
    ([("分析一下我们公众号上个月的阅读数据", "上月总阅读 12.3 万。")], "那15号呢"),           # a date
])
def test_the_same_job_and_subject_continues(task, message):
    assert play(task).observe(message) is None


def test_a_change_to_an_earlier_tasks_thing_returns_to_it():
    detector = play(_TABLE)
    table = detector.current.task_id
    assert detector.observe("And a ride there at 7:30") is not None
    detector.add_assistant_message("Scheduled a ride to Nopa at 7:30 PM.")
    ride = detector.current.task_id
    back = detector.observe("Actually make the table for three")               # "the table": the booking's, by its kind
    assert back is not None and back.resume_task_id == table
    detector.add_assistant_message("Updated your Nopa reservation to 3 people.")
    again = detector.observe("and the ride should be an XL then")             # what the ride should be
    assert again is not None and again.resume_task_id == ride


def test_a_new_task_cue_never_resumes_the_task_of_the_same_subject():
    detector = play([("New task: review the Apex vendor contract for termination clauses", "Apex: 60-day termination."),
                     ("New task: review the Borealis vendor contract for termination clauses", "Borealis: for cause only.")])
    boundary = detector.observe("New task: review the Apex vendor contract for liability caps")
    assert boundary is not None and boundary.resume_task_id is None
