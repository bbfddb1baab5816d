"""What agent-work set 80 (`tests/data/boundaries_agent_work_80.jsonl`, written last at stop 60, after every other rule of
the stop) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed
from zoned_memory.boundary.reading import cues

_THANKSGIVING = [("I'm hosting Thanksgiving for 12, help me plan the timing for the turkey",
                  "A 16 lb turkey: in at 11:00 at 325°F, out at 3:00, rest 30 minutes."),
                 ("What sides can I make ahead?", "Cranberry sauce and pie two days ahead."),
                 ("My sister is bringing her new boyfriend, any tips for making him feel welcome?",
                  "Seat him near someone chatty and give him a small job like pouring drinks.")]
_PR = [("Check my PR #512 for any obvious bugs", "Line 48: off-by-one in the pagination loop; line 77: the error is swallowed.",
        "github"),
       ("Fix both and push", "Pushed fixes to PR #512: loop bound corrected, error now logged and re-raised.", "github")]
_KNEES = [("我爸最近老说膝盖疼，上下楼梯更明显", "可能是骨关节炎或半月板问题，建议去骨科拍片。"),
          ("帮我在网上给他挂个骨科的号", "已挂号：周四上午，骨科，王医生。", "hospital")]
_PARTY = [("Can you help me plan a party for Mark on Sunday?", "Sure. What venue would you like?", "party"),
          ("Can you check the weather in New York City on Sunday?", "It will rain all day on Sunday.", "weather")]


def test_a_return_cue_after_a_first_sentence_returns():
    back, ids = resumed(_THANKSGIVING, "Ha, good idea. Back to the food, how much gravy do I need?")
    assert back == ids[0]
    assert not cues.RETURN_RE.search("One more! Then back to business")  # later, not now


def test_a_return_cue_to_a_kind_of_job_no_earlier_task_did_resumes_nothing():
    back, _ = resumed(_PARTY, "Let's go back to finding a restaurant.")
    assert back is None
    back, ids = resumed(_PARTY, "Ok. Let's go back to the party planning.", ("party",))
    assert back == ids[0]


def test_another_number_said_with_a_hash_is_another_task():
    assert play(_PR).observe("Has anyone reviewed #509 yet?", ("github",)) is not None
    assert play(_PR).observe("Has anyone reviewed #512 yet?", ("github",)) is None  # the task's own PR


def test_the_users_own_question_in_a_task_about_a_relative_is_another_task():
    assert play(_KNEES).observe("我自己体检报告说尿酸偏高，要紧吗") is not None
    assert play(_KNEES).observe("我自己要陪他去吗") is None  # still his appointment
