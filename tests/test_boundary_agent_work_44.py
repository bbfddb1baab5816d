"""Returns that agent-work set 44 (`tests/data/boundaries_agent_work_44.jsonl`, an assistant's errands) and another text handed
over that set 45 found the detector missing, each set written before the rules it asked for, read turn by turn with
`TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


def _back_after(first: list[tuple[str, ...]], side: list[tuple[str, ...]], message: str):
    """The verdict on ``message`` after a task (``first``) and another (``side``), with the first task's id."""
    detector = play(first)
    task = detector.current.task_id
    for user, assistant, *tools in side:
        detector.observe(user, tuple(tools))
        detector.add_assistant_message(assistant)
    assert detector.current.task_id != task  # the side exchange opened a task of its own
    return detector.observe(message), task


_MUSIC = [("Play some relaxing jazz.", "Playing 'Jazz for a Rainy Day'."), ("Turn it down a bit.", "Volume lowered.")]
_ALARM = [("帮我设个明早七点的闹钟", "已设置明天早上7:00的闹钟。")]


@pytest.mark.parametrize("first, side, message", [
    (_MUSIC, [("What's the capital of Mongolia?", "Ulaanbaatar.")], "Cool. Skip this song."),
    (_ALARM, [("明天会下雨吗", "明天多云转小雨，降雨概率60%。")], "那闹钟改到六点半吧，早点出门"),
])
def test_an_order_on_this_thing_of_an_earlier_kind_returns_to_that_task(first, side, message):
    boundary, task = _back_after(first, side, message)
    assert boundary is not None and boundary.resume_task_id == task


def test_an_order_on_this_thing_of_the_current_task_is_no_return():
    detector = play(_MUSIC + [("What's the capital of Mongolia?", "Ulaanbaatar."),
                              ("Play me a podcast about Mongolia", "Playing 'Steppe Stories', episode 1.")])
    assert detector.observe("Skip this episode.") is None  # the podcast's, not the jazz's


def test_a_question_of_how_my_thing_is_coming_returns_from_the_side_task():
    boundary, task = _back_after([("Order me a large pepperoni from Tony's.", "Ordered: large pepperoni from Tony's, 35 minutes.")],
                                 [("Let's play trivia while I wait.", "Question 1: What planet has the most moons?"),
                                  ("Saturn?", "Correct!")],
                                 "Where's my pizza now?")
    assert boundary is not None and boundary.resume_task_id == task


_COVER_LETTER = [("Proofread this cover letter for typos: 'I am writting to apply for the the analyst role...'",
                  "Fixed: 'writing', removed the doubled 'the'."),
                 ("Make the closing less stiff", "Changed to: 'I'd love to talk more about how I can help.'")]


def test_the_job_on_another_text_handed_over_opens_a_task():  # set 45
    from tests.boundary_play import verdict
    assert verdict(_COVER_LETTER, "Can you also proofread my LinkedIn summary? 'Data analyst with 5 years experiance "
                                  "in retail analytics and forecasting'") is not None


@pytest.mark.parametrize("message", [
    "Fix this line too: 'I am writting to apply for the analyst role'",  # the task's own text
    "Check my account: 68318931, PIN 5380",                               # an id, no text
])
def test_the_tasks_own_text_or_an_id_handed_over_opens_nothing_by_that(message):
    from zoned_memory.boundary.reading.subjects import hands_over_another_text
    assert not hands_over_another_text(message, [text for turn in _COVER_LETTER for text in turn])
