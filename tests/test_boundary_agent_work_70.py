"""What agent-work set 70 (`tests/data/boundaries_agent_work_70.jsonl`, written at stop 59 after the rules of sets 65-69)
found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_LTV = [("Give me a SQL query for the top 10 customers by lifetime value", "SELECT customer_id, SUM(amount) ..."),
        ("Run it", "Top customer: Halloway Inc ($412k); #10: Brix Co ($96k).", "warehouse")]
_PROPOSAL = [("Proofread my grant proposal abstract: 'This project aim to reduce food waste in school cafeterias...'",
              "'This project aims to reduce ...' — 3 fixes."),
             ("What's the deadline for the USDA community food grant this year?", "Applications for the 2027 cycle close March 14.")]
_CARD = [("我想办一张信用卡，哪家银行的好", "招行的年轻化、浦发的里程卡都不错。"),
         ("帮我申请招行经典白", "已提交申请，预计3个工作日出审核结果。", "bank")]
_POWER = [("帮我查一下去年12月的电费", "去年12月电费412元，用电825度。", "utility"), ("怎么这么多", "冬季取暖用电较多。")]


def test_a_sellers_account_is_no_bank_account():
    assert play(_LTV).observe("Who's the account owner for Halloway?", ("crm",)) is None
    assert play(_LTV).observe("What's my checking account balance?", ("bank",)) is not None


def test_is_there_a_way_to_stands_alone():
    ltv = [_LTV[0], ("Exclude refunded orders", "Added WHERE status <> 'refunded'."), _LTV[1],
           ("Who's the account owner for Halloway?", "Dana Kim.", "crm")]
    assert play(ltv).observe("Thanks. Is there a way to make my Mac stop asking for my password after sleep?") is not None
    assert play(ltv).observe("Is there a way to make it faster?") is None  # the query


def test_and_before_a_question_said_in_full_stands_alone():
    assert play(_PROPOSAL).observe("And what's a good podcast for learning about personal finance?") is not None
    assert play(_PROPOSAL).observe("And what about the USDA rural grant?") is None  # elliptical: the grant's deadline again


def test_one_more_lookup_of_something_else_is_another_task():
    assert play(_CARD).observe("再帮我查一下我的房贷还剩多少", ("bank",)) is not None
    assert play(_CARD).observe("再帮我查一下招行经典白的年费", ("bank",)) is None  # the task's card


def test_another_household_bill_is_another_task():
    assert play(_POWER).observe("帮我把燃气费也交了", ("utility",)) is not None
    assert play(_POWER).observe("电费能分期交吗", ("utility",)) is None
