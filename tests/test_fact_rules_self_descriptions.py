"""How people describe themselves in frames no carry-over file had yet (issue #24): the kind of person they are, what they
refuse or swear by, what they cannot stand or care nothing for, their bottom line, what they are in charge of, their leanings,
what they keep away from, the ways of their organization; each beside what stays with the task."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed as _routed




@pytest.mark.parametrize("text, scope", [
    ("I'm someone who needs everything in writing.", "global"),
    ("I'm the kind of person who plans everything.", "global"),
    ("I'm someone who would like a table for two tonight.", "task"),   # tonight's wish
    ("I refuse to fly Spirit.", "global"),
    ("I refuse to pay that fee.", "task"),                             # the thing at hand
    ("I swear by my Kindle.", "global"),
    ("我是那种做事必须有计划的人。", "global"),
    ("我受不了太吵的地方。", "global"),
    ("我受不了了", "task"),                                              # the moment's exasperation
    ("我对香菜不感冒。", "global"),
    ("我对这个方案不感兴趣", "task"),                                     # the plan at hand
    ("准时是我的底线。", "global"),
    ("我最怕坐长途车。", "global"),
    ("我普通话不太标准。", "global"),
    # what the user is in charge of at work, whom they report to
    ("I'm in charge of vendor contracts at work.", "global"),
    ("I handle our vendor contracts.", "global"),
    ("My job involves a lot of travel.", "global"),
    ("I'm in charge of the booking.", "task"),                         # the job at hand
    ("我直接向CFO汇报。", "global"),
    # a leaning of taste
    ("I'm partial to dark roast.", "global"),
    ("I lean towards minimalist designs.", "global"),
    ("I'd always rather take the train.", "global"),
    ("I'd always rather take that one.", "task"),                      # a choice among what was found
    ("我比较倾向于简约的设计。", "global"),
    ("我比较倾向于这个方案", "task"),
    # what the user keeps away from
    ("I'm avoiding sugar.", "global"),
    ("My doctor says I should avoid salt.", "global"),
    # the ways of the user's organization
    ("We bill clients monthly.", "global"),
    ("Our brand color is teal.", "global"),
    ("我们品牌色是蓝色。", "global"),
    # context for this session: the hat worn for it, the device of the moment, its focus
    ("For this conversation, I'm wearing my manager hat.", "session"),
    ("I'm on mobile right now, so short answers please.", "session"),
    ("今天我们的重点是招聘。", "session"),
    ("今天的重点是什么？", "task"),                                      # asked
    ("今天帮我写个周报，重点是项目进度", "task"),                          # the focus of one job
])
def test_a_self_description_in_its_frame(text, scope):
    assert _routed(text) == scope
