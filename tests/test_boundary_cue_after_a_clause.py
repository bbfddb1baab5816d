"""An explicit new-task or return cue after one or two short clauses ("Alright, moving on — new task: ...", "重新来吧，换个
话题") is the cue it is at the start: a new task that never resumes, or a return (issue #23, the resume fix)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play, verdict
from zoned_memory.boundary.reading.cues import says_new_task

_CONTRACT = [("Summarize the Initech contract for me.", "The Initech contract: 50k USD, 12 months, auto-renewal, invoice INV-4711.")]
_HETONG = [("帮我总结一下A公司的合同", "A公司合同：金额50万，期限12个月，自动续约。")]


@pytest.mark.parametrize("turns,message", [
    (_CONTRACT, "Alright, moving on — new task: review the Hooli contract"),
    (_CONTRACT, "ok cool, thanks, new topic: what's a good laptop for video editing?"),
    (_HETONG, "重新来吧，换个话题，帮我写首诗"),
    (_HETONG, "嗯…换个话题吧，帮我查下天气"),
])
def test_an_explicit_cue_after_a_short_clause_opens_a_new_task(turns, message):
    boundary = verdict(turns, message)
    assert boundary is not None and "explicit cue" in boundary.reasons and boundary.resume_task_id is None


def test_after_a_clause_a_new_task_cue_still_never_resumes_an_earlier_task():
    detector = play([*_CONTRACT, ("New task: summarize the Umbrella contract", "Umbrella: 80k USD, 24 months.")])
    boundary = detector.observe("Right, thanks — new task: summarize the Initech contract again")
    assert boundary is not None and boundary.resume_task_id is None


@pytest.mark.parametrize("text", ["I don't want a new task, just fix this", "Not a new task, just a follow-up: add a row",
                                  "The memo says: new task: archive the files", 'He said, "new task: ship it"'])
def test_no_cue_inside_a_clause_nor_after_a_colon_that_hands_over_text(text):
    assert not says_new_task(text)


def test_a_soft_cue_after_no_still_changes_the_booking():
    turns = [("Book me a table at Nopa for 8pm", "Nopa is full at 8pm; 7:30 or 9:15?")]
    assert verdict(turns, "No, scratch that. Try 9:15?") is None
