"""What agent-work set 62 (`tests/data/boundaries_agent_work_62.jsonl`, written after the rules of sets 57-61) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play
from zoned_memory.boundary.reading.pointers import ON_IT

_DESKS = [("Write a product description for our new standing desk, the Lift Pro: bamboo top, dual motors, 4 presets.",
           "Meet the Lift Pro: a bamboo-topped standing desk with dual motors ..."),
          ("Now the same for the Lift Mini: laminate top, single motor, 2 presets.", "Lift Mini: a compact laminate desk ...")]
_VISA = [("我下个月要去日本玩一周，签证怎么办", "单次旅游签证，准备护照、照片、在职证明、银行流水，通过旅行社递交。"),
         ("要多久能下来", "一般5到7个工作日。")]


def test_work_for_both_of_the_tasks_things_leans_on_the_task():
    assert play(_DESKS).observe("Also write SEO meta titles for both") is None
    assert ON_IT.search("Also write SEO meta titles for both") and not ON_IT.search("Buy gifts for both kids")


def test_the_exchange_rate_now_asked_without_its_mark_opens_a_task():
    assert play(_VISA).observe("日元现在汇率多少", ("fx",)) is not None
