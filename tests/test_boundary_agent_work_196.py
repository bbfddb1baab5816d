"""What agent-work sets 196-198 (`tests/data/boundaries_agent_work_196.jsonl` to `_198.jsonl`) and carry-over file 116,
scored first on stop 68's final code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading.jobs import kinds_of

_HOTEL = [("我下周二要去杭州出差，帮我订个酒店", "杭州西湖附近：全季酒店（¥420/晚），亚朵酒店（¥530/晚）。", "hotel_booking"),
          ("订亚朵，住两晚", "已预订亚朵酒店，下周二入住，两晚，共¥1060。", "hotel_booking")]

_SLEEP = [("最近总是失眠，有什么办法", "固定起床时间，睡前1小时不看手机，下午后不喝咖啡。"),
          ("褪黑素有用吗", "对倒时差和入睡困难有一定帮助，短期小剂量使用，长期失眠要看医生。"),
          ("帮我在京东买一瓶褪黑素", "已加入购物车：汤臣倍健褪黑素 60片，¥89。", "jd_shopping")]


def test_the_food_of_a_city_asked_is_a_dining_job():
    assert kinds_of("杭州有什么好吃的本帮菜") == {"dining"}
    assert kinds_of("当地有什么特色菜") == {"dining"}
    assert kinds_of("附近有什么好吃的") == frozenset()  # food near the place at hand: a step of the visit
    assert verdict(_HOTEL, "杭州有什么好吃的本帮菜") is not None
    assert verdict(_HOTEL, "酒店有早餐吗") is None


def test_the_shop_looked_in_is_where_the_job_is_done_not_its_subject():
    assert verdict(_SLEEP, "顺便看看京东上有没有降噪耳塞", ("jd_shopping",)) is not None
    assert verdict(_SLEEP, "京东上的褪黑素有没有便宜点的", ("jd_shopping",)) is None
