"""What agent-work sets 210-211 (`tests/data/boundaries_agent_work_210.jsonl`, `_211.jsonl`) and carry-over file 118,
scored first on stop 69's wave-5 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_MORTGAGE = [("帮我算一下，贷款100万，30年，利率3.1%，等额本息月供多少", "月供约¥4,270，总利息约¥53.7万。"),
             ("哪个更划算", "总利息等额本金少约7万，但前期压力大。")]

_REPORT = [("Write the summary section of our quarterly report. For today's work, use British spelling.",
            "Summary: Revenue rose 14% on the prior quarter, driven by our organisation's enterprise customers."),
           ("Revenue was 2.3 million", "Updated: Revenue reached £2.3 million, up 14%.")]

_LETTER = [("Help me write a resignation letter, I'm leaving after 4 years", "Dear Maria, Please accept this letter as my resignation."),
           ("make it warmer, I really liked working there", "Added: 'These four years have been the best of my career.'"),
           ("how do I tell my boss in person before sending it",
            "Ask for a short private meeting, say it directly in the first minute, thank them, and offer to help with the "
            "handover; then send the letter.")]


def test_a_place_near_the_users_home_is_a_search_of_its_own():
    assert verdict(_MORTGAGE, "我们小区附近有什么好的幼儿园") is not None
    assert verdict(_MORTGAGE, "那提前还款要注意什么") is None


def test_whether_something_is_realistic_or_normal_is_a_question_of_its_own():
    assert verdict(_REPORT, "Is it realistic to bike to work 12 miles each way? I have asthma.") is not None
    assert verdict(_REPORT, "Is it normal for revenue to dip in the second month?") is None  # the report's revenue


def test_what_becomes_of_a_thing_of_the_users_is_a_question_of_its_own():
    assert verdict(_LETTER, "what happens to my 401k when I leave") is not None
