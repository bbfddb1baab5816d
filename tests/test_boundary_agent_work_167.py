"""What agent-work sets 167-168 (`tests/data/boundaries_agent_work_167.jsonl`, `_168.jsonl`) and carry-over file 104,
scored first on stop 67's wave-6 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_ONBOARDING = [("Write an onboarding doc for new support agents. I manage a support team of twelve.",
                "Week 1: tools and shadowing; week 2: first tickets with a buddy; week 3: solo with review."),
               ("The doc should be under 5 pages", "Trimmed to 4 pages.")]
_PROMOTION = [("帮我做一个母亲节促销活动方案。今天做的方案预算都按一万以内算。", "活动主题：把爱洗干净——母亲节礼盒8折，赠送定制贺卡，预算9,500元。"),
              ("合伙人想搞满减", "加了满199减30。")]


def test_a_symptom_asked_about_opens_a_task_after_an_edit_was_confirmed():
    assert verdict(_ONBOARDING, "I get a headache every afternoon, what could it be? I drink about five coffees a day.") is not None
    assert verdict(_ONBOARDING, "Is week 3 too early to go solo, what could go wrong?") is None  # of the doc


def test_work_ordered_after_what_the_user_tells_first_opens_a_task():
    assert verdict(_PROMOTION, "下个月搬家，帮我列个搬家清单。我家养了两只猫。") is not None
    assert verdict(_PROMOTION, "预算再压一点，帮我把赠品去掉") is None  # the plan at hand
