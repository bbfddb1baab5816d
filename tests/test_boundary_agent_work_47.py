"""What agent-work set 47 (`tests/data/boundaries_agent_work_47.jsonl`, written before the rules it asked for) found the
detector missing or making, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


@pytest.mark.parametrize("task, message", [
    ([("How do I get my toddler to sleep past 5am?", "Try blackout curtains and a later bedtime."),
      ("We already have blackout curtains", "Then check the room temperature and consider a white-noise machine.")],
     "What temperature is ideal?"),                                          # the reply's word: a detail of it, no weather
    ([("Plan my week of workouts.", "Mon: run, Wed: weights, Fri: swim. Skip outdoor runs if it rains.")],
     "What if it rains on Monday?"),
])
def test_a_word_of_a_self_contained_job_the_reply_said_continues(task, message):
    assert play(task).observe(message) is None


@pytest.mark.parametrize("task, message", [
    ([("Set a timer for 25 minutes", "Timer set for 25 minutes.")], "What's 15% of 240?"),
    ([("Write a haiku about autumn.", "Crimson leaves drifting, the cold wind hums, the year exhales.")], "what is 37 times 12"),
])
def test_a_sum_with_numbers_of_its_own_opens_a_task(task, message):
    assert play(task).observe(message) is not None


def test_a_sum_on_the_replys_number_continues():
    assert play([("What's our dinner bill?", "The bill comes to $240.")]).observe("What's 15% of 240?") is None


def test_an_order_to_pass_on_an_earlier_tasks_work_returns_to_it():
    detector = play([("Draft an agenda for Monday's sprint planning.", "1. Sprint goal 2. Capacity 3. Backlog review"),
                     ("Add a retro follow-up item", "Added '4. Retro follow-ups'.")])
    agenda = detector.current.task_id
    assert detector.observe("What's a good gift for a coworker who's retiring?") is not None
    detector.add_assistant_message("A personalized photo book, or a class in a hobby they love.")
    assert detector.observe("She loves gardening") is None
    detector.add_assistant_message("Then a quality pruning set.")
    boundary = detector.observe("Nice. Send the agenda to the team channel")
    assert boundary is not None and boundary.resume_task_id == agenda


def test_an_order_on_the_current_tasks_work_or_pointing_at_it_is_no_return():
    detector = play([("Draft an agenda for Monday's sprint planning.", "1. Sprint goal 2. Capacity"),
                     ("What's a good gift for a coworker who's retiring?", "A photo book or a gardening set."),
                     ("Write the card for the gift too", "Happy retirement! ...")])
    assert detector.observe("Send the card to her manager first") is None     # the current task's card
