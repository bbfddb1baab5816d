"""What agent-work set 53 (`tests/data/boundaries_agent_work_53.jsonl`, written at stop 57 before its rules) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play
from zoned_memory.boundary.reading.units import category_swapped

_ORDER = [("Look up order 55812 for me", "Order 55812: 2x wireless earbuds, shipped Nov 30, arriving Dec 8."),
          ("Can I change the delivery address?", "Yes, until it's out for delivery. What's the new address?"),
          ("12 Hill Road, Apt 4", "Updated the delivery address for 55812.")]


def test_the_same_job_on_another_order_number_opens_a_task():
    assert play(_ORDER).observe("I also want to return the charger from order 55107") is not None


def test_the_task_s_own_number_or_a_comparison_of_two_continues():
    assert play(_ORDER).observe("Is order 55812 insured?") is None
    assert play(_ORDER).observe("Compare order 55812 with order 55107") is None


def test_an_amount_or_a_count_ordered_is_no_other_order():
    assert not category_swapped("Whoa, I'm missing 2000 credits, file a fraud report", ["Check my balance on account 4471"])
    assert not category_swapped("Can I order 2000 units?", ["Look up order 55812 for me"])


def test_sorry_i_meant_another_number_corrects_the_task():
    assert play(_ORDER[:1]).observe("Sorry, I meant order 55107") is None


_WEBHOOK = [("My Python script throws KeyError: 'user_id' when parsing the webhook payload.",
             "The payload nests it: use payload['data']['user_id']."),
            ("That fixed it, thanks!", "Glad it works.")]


def test_a_job_of_its_own_after_the_fix_worked_opens_a_task_even_of_the_same_kind():
    detector = play(_WEBHOOK)
    webhook = detector.current.task_id
    assert detector.observe("Can you write a regex that matches UK postcodes?") is not None
    detector.add_assistant_message("^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$")
    assert detector.observe("does it handle lowercase?") is None
    detector.add_assistant_message("No; pass re.IGNORECASE.")
    back = detector.observe("Back to the webhook - how do I verify its signature?")
    assert back is not None and back.resume_task_id == webhook


def test_more_work_on_what_was_fixed_continues():
    assert play(_WEBHOOK).observe("Now add a unit test for it") is None
    assert play(_WEBHOOK).observe("How do I log the payload before parsing it?") is None


def test_a_change_to_what_an_earlier_task_booked_returns_to_it():
    detector = play([("Find me a flight from Boston to Lisbon on March 14.", "TAP 7:40 PM nonstop, $612; United via Newark, $540."),
                     ("Book the TAP one, aisle seat.", "Booked TAP TP218, seat 23C.")])
    flight = detector.current.task_id
    assert detector.observe("What's the best way to get from Lisbon airport to Alfama?") is not None
    detector.add_assistant_message("Take the metro red line, or a taxi for about 15 euros.")
    assert detector.observe("how long does the metro take?") is None
    detector.add_assistant_message("About 35 minutes.")
    back = detector.observe("Actually, change my seat to a window.")
    assert back is not None and back.resume_task_id == flight
