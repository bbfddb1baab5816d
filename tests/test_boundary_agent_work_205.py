"""What agent-work sets 205-207 (`tests/data/boundaries_agent_work_205.jsonl` to `_207.jsonl`), scored first on stop 69's
wave-3 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_GUITAR = [("最近想学吉他，零基础应该怎么开始",
            "先买一把入门民谣吉他（40寸，600-1000元），学C、G、Am、F四个和弦，每天练20分钟，两周后能弹简单的歌。")]

_ROTH = [("Explain the difference between a Roth IRA and a traditional IRA",
          "Traditional: contributions may be tax-deductible now. Roth: you pay tax now, qualified withdrawals are tax-free."),
         ("Open a Roth IRA for me with Fidelity",
          "I can't open accounts for you, but here's how: fidelity.com > Open an account > Roth IRA; takes about 10 minutes.")]


def test_the_chord_the_reply_named_is_a_word_of_the_task():
    assert verdict(_GUITAR, "F和弦总是按不响怎么办") is None
    assert verdict(_GUITAR, "对了，家里WiFi老是掉线怎么办") is not None


def test_an_order_put_as_can_you_move_is_a_request_not_a_question_about_the_assistant():
    assert verdict(_ROTH, "can you move $500 from checking to savings", ("banking",)) is not None
    assert verdict(_ROTH, "can you explain the income limits for it") is None
