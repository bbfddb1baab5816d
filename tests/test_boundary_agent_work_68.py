"""What agent-work set 68 (`tests/data/boundaries_agent_work_68.jsonl`, written at stop 59 after the rules of sets 65-67 and
carry-over file 57) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_CALL = [("Summarize this customer call transcript: [transcript] ...",
          "Customer (Tom, Brightwell Ltd) is unhappy with onboarding delays; wants a dedicated CSM; renewal is in March."),
         ("What's his renewal amount?", "$84,000 ARR.", "crm")]
_PR = [("What's the status of PR #482?", "PR #482 'Add retry to webhook sender' has 2 approvals, CI green.", "github"),
       ("Merge it", "Merged #482 into main.", "github")]
_PARCEL = [("帮我查一下快递SF1234567890到哪了", "已到达杭州转运中心，预计明天送达。", "logistics"),
           ("能改成送到公司吗", "已申请改派至公司地址，派件员会提前联系您。", "logistics")]


def test_a_follow_up_email_to_whom_the_task_found_continues():
    assert play(_CALL).observe("Draft a follow-up email to Tom offering a CSM", ("email",)) is None
    assert play(_CALL).observe("Draft a follow-up email to the landlord about the broken heater", ("email",)) is not None


def test_another_pull_request_by_its_number_alone_is_another_task():
    assert play(_PR).observe("And #479?", ("github",)) is not None
    assert play(_PR).observe("And #482's reviewers?", ("github",)) is None  # the task's own


def test_another_parcel_by_its_tracking_code_is_another_task():
    assert play(_PARCEL).observe("再查一下YT9876543210", ("logistics",)) is not None
    assert play(_PARCEL).observe("SF1234567890改派成功了吗", ("logistics",)) is None  # the task's own parcel
