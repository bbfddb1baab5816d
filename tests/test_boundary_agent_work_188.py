"""What agent-work sets 188-189 (`tests/data/boundaries_agent_work_188.jsonl`, `_189.jsonl`) and carry-over file 112,
scored first on stop 68's wave-6 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_PARCELS = [("帮我查一下我的快递到哪了，单号SF1234567890", "您的顺丰快递SF1234567890已到达杭州转运中心，预计明天送达。", "express"),
            ("能改成送到公司吗", "可以，已申请改派到您的公司地址，明天送达。", "express"),
            ("再帮我寄一个快递，从公司寄到上海", "已为您下单顺丰寄件：杭州→上海，明天上午10点上门取件。", "express"),
            ("寄的是文件", "已备注为文件，预计费用23元。", "express")]
_SCHEDULE = [("Make a volunteer schedule for December.", "Mon-Fri 08:00-12:00 and 12:00-16:00 shifts; Sat 09:00-13:00..."),
             ("We have 18 volunteers", "With 18 volunteers, each covers 4 shifts in December.")]


def test_the_earlier_one_pointed_back_at_returns_to_its_task():
    back, ids = resumed(_PARCELS, "前面那个快递明天几点能到", ("express",))
    assert back == ids[0]
    back, ids = resumed(_PARCELS, "这个快递明天几点取件", ("express",))
    assert back is None  # the parcel at hand


def test_a_thing_recommended_by_name_without_an_article_stands_alone():
    assert verdict(_SCHEDULE, "Recommend rain pants for cycling. I'm 6'4\", so regular sizes are always short.") is not None
    assert verdict(_SCHEDULE, "Suggest a fix.") is None
    assert verdict(_SCHEDULE, "recommend two more volunteers for Saturdays") is None
