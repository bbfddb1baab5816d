"""What agent-work set 64 (`tests/data/boundaries_agent_work_64.jsonl`, written at stop 58's end, after every other rule)
found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_BROKER = [("I want to start investing $500 a month. Index funds or ETFs?", "Either works; a total-market fund is a common start."),
           ("Which brokerage has no fees?", "Fidelity, Schwab and Vanguard all have $0 commissions on ETFs.")]
_TICKET = [("Create a Jira ticket: checkout button misaligned on iPhone SE, priority medium.",
            "Created WEB-2231 'Checkout button misaligned on iPhone SE' (Medium).", "jira"),
           ("Assign it to Dana", "Assigned WEB-2231 to Dana Okafor.", "jira")]
_FEEDBACK = [("帮我整理一下这周的客户反馈，分成产品问题和服务问题两类", "产品问题12条（主要是卡顿和闪退），服务问题5条（主要是响应慢）。", "crm"),
             ("卡顿的问题集中在哪个版本", "集中在3.2.1版本，安卓端为主。", "crm")]
_STRETCH = [("What's a good stretching routine after running?", "Hamstring, quad, calf and hip flexor stretches."),
            ("How long should I hold each?", "30 to 60 seconds, no bouncing.")]


def test_a_thoughtful_gift_asked_for_opens_a_task():
    assert play(_BROKER).observe("My sister just had a baby. What's a thoughtful gift under $100?") is not None


def test_one_more_ticket_for_a_thing_described_is_another_task():
    assert play(_TICKET).observe("And one for the promo code field not accepting lowercase codes, high priority.", ("jira",)) \
        is not None
    assert play(_TICKET).observe("And one for Dana too", ("jira",)) is None


def test_sending_the_finding_to_a_colleague_continues():
    assert play(_FEEDBACK).observe("帮我发给研发的李工，让他看看3.2.1的卡顿", ("im",)) is None


def test_a_trouble_of_the_users_own_told_in_an_aside_opens_a_task():
    assert play(_STRETCH).observe("Cool. Also, my Garmin watch won't sync with my phone anymore.") is not None
    assert play(_STRETCH).observe("Cool. Also, my knee doesn't bend that far.") is None  # the stretches' trouble
