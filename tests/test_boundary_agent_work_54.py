"""What agent-work set 54 (`tests/data/boundaries_agent_work_54.jsonl`, written after set 53's rules) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from zoned_memory.boundary.reading.request_forms import FIGURE

_PAPER = [("Summarize the key findings of the attached paper on sleep and memory consolidation.",
           "Sleep spindles during NREM correlate with next-day recall; the effect was strongest in adults over 60."),
          ("What sample size did they use?", "112 participants across two labs.")]
_SHOES = [("I need running shoes for flat feet, under $150.", "Brooks Adrenaline ($140) or ASICS GT-2000 ($130)."),
          ("ok add the ASICS to my cart, size 10", "Added ASICS GT-2000, size 10, to your cart.")]
_INBOX = [("Go through my inbox and list anything urgent.", "Urgent: Legal needs the NDA signed by 5pm."),
          ("What's the NDA about?", "It's a mutual NDA with Fabrikam for the data-sharing pilot.")]
_NORWAY = [("What's the population of Norway?", "About 5.5 million."), ("and its GDP per capita?", "Around $87,000.")]
_DEPLOY = [("The staging deploy failed with 'ImagePullBackOff' on the api pod.",
            "The image tag v2.3.1 doesn't exist in the registry; the last pushed tag is v2.3.0.", "kubectl"),
           ("Roll it back to v2.3.0 then", "Rolled back api to v2.3.0; pods are Running.", "kubectl")]


@pytest.mark.parametrize("task, message", [
    (_PAPER, "Write a short bio for my conference badge: PhD student in neuroscience at UCL."),   # a bio is writing
    (_SHOES, "Also, what's a good stretching routine before a 10k?"),            # "10k" is no figure the reply said
    (_INBOX, "Thanks. How many vacation days do I have left this year?"),        # thanks, then a question of its own
    (_NORWAY, "What about Sweden?"),                                              # a place's facts asked of another
])
def test_set_54_switches_open_a_task(task, message):
    assert play(task).observe(message) is not None


def test_the_same_check_on_another_pod_opens_a_task():
    assert play(_DEPLOY).observe("Now check why the worker pod in prod keeps restarting", ("kubectl",)) is not None
    assert play(_DEPLOY).observe("Is the api pod healthy now?", ("kubectl",)) is None


@pytest.mark.parametrize("task, message", [
    (_PAPER, "Thanks. How large was the effect?"),                 # thanks, then a question of what the reply said
    (_INBOX, "Thanks. Is it binding?"),                            # ... or of the thing it points at
    (_NORWAY, "What about its capital?"),                         # the same place
    (_SHOES, "What about a size 10.5?"),
])
def test_set_54_continuations_stay(task, message):
    assert play(task).observe(message) is None


def test_a_figure_is_a_whole_number_not_the_start_of_a_distance():
    assert FIGURE.findall("a 10k or a 100k run") == []
    assert FIGURE.findall("set it to 80% of 240") == ["80%", "240"]


def test_after_a_timer_set_beside_the_work_a_question_of_the_work_returns_to_it():
    detector = play([("I'm making risotto for 4. How much arborio do I need?", "About 320 g of arborio and 1.2 L of stock.")])
    risotto = detector.current.task_id
    assert detector.observe("Set a timer for 18 minutes") is not None
    detector.add_assistant_message("Timer set for 18 minutes.")
    back = detector.observe("should I add the wine before the stock?")
    assert back is not None and back.resume_task_id == risotto


@pytest.mark.parametrize("task, message", [
    # carry-over file 53 read as a set: a pairing asked, a best time asked
    ([("Build me a 3-day gym plan. I'm 58 and I have high blood pressure.", "Day A: full body machines; Day B: cardio."),
      ("how long per session?", "45 minutes.")], "What wine goes with lamb? I'm in a rush, just one pick."),
    ([("Plan my week of meals.", "Mon: pasta; Tue: stir-fry; Wed: soup.")], "What's the best time to visit Kyoto?"),
])
def test_carryover_53_switches_open_a_task(task, message):
    assert play(task).observe(message) is not None
