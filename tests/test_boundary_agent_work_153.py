"""What agent-work sets 153-155 (`tests/data/boundaries_agent_work_153.jsonl` to `_155.jsonl`, scored first on stop 67's
wave-1 code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_CURRY = [("Give me a recipe for chicken tikka masala",
           "Marinate chicken in yogurt and spices, grill, then simmer in a tomato-cream sauce with garam masala."),
          ("what wine goes with it", "An off-dry Riesling or a Gewürztraminer balances the spice.")]


def test_totally_unrelated_is_an_explicit_cue_whatever_the_message_shares_with_the_task():
    found = verdict(_CURRY, "Thanks! Totally unrelated, but how do I get red wine out of a carpet?")
    assert found is not None and "explicit cue" in found.reasons  # "wine" the task named: the cue decides
    assert verdict(_CURRY, "Thanks! Totally worth it, can I make the sauce a day ahead?") is None


_RIDE = [("Hello, can you tell me the status of my ride?", "May I have your name, please?"),
         ("Alexis", "Could you provide your booking ID, please?"),
         ("350", "Your driver is 8 minutes away", "ride_status")]


def test_changing_what_the_task_booked_continues_it():
    assert verdict(_RIDE, "Hm, I think that's going to take too long. Can you update my ride so the driver will be driving a BMW?",
                   ("ride_change",)) is None  # STAR's wording
    assert verdict(_RIDE, "Real quick- can you change it from a taxi to an Uber? Those taxis all smell like smoke!",
                   ("ride_change",)) is None


_REFUND = [("My order #88231 hasn't arrived, it's been 10 days", "The tracking shows it stuck at the Memphis hub since Nov 28.", "orders"),
           ("can you just refund it", "Refund of $64.99 requested for order #88231; it takes 3-5 business days.", "orders")]


def test_changing_a_thing_the_task_never_spoke_of_is_another_job():
    assert verdict(_REFUND, "ok. Also I want to change my shipping address for future orders", ("account",)) is not None
