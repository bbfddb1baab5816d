"""What agent-work sets 94-99 (`tests/data/boundaries_agent_work_94.jsonl` to `_99.jsonl`, written during stop 62 after the
rules of sets 91-93) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed

_CARDS = [("帮我看看招行信用卡这个月的账单", "招行信用卡本月账单5832元，最后还款日12月20日。", "bank"),
          ("帮我设置自动还款", "已为招行信用卡设置储蓄卡全额自动还款。", "bank")]
_IMAGES = [("帮我写一段Python代码，批量把文件夹里的图片转成jpg", "from PIL import Image ...")]
_SQL_REVIEW = [("review this SQL for performance: SELECT * FROM orders WHERE DATE(created_at) = '2026-11-30'",
                "DATE() on the column prevents index use; use a range on created_at."),
               ("rewrite it", "SELECT id, customer_id, total FROM orders WHERE created_at >= '2026-11-30' AND created_at < '2026-12-01';")]
_COMPOST = [("I want to start composting in my apartment, where do I begin", "A worm bin works well indoors: a 10-gallon bin and red wigglers."),
            ("will it smell", "Not if you keep it moist but not wet and bury food scraps under the bedding.")]
_HANGZHOU = [("帮我查一下杭州下周的天气", "杭州下周：周一晴，周三小雨10-15度。", "weather"), ("周三会下很大吗", "周三小雨，不算大。", "weather"),
             ("帮我订周三去杭州的高铁，上午的", "G7311 上海虹桥8:05-9:03，二等座73元。", "train"), ("二等座就行", "已预订G7311。", "train")]


def test_a_fresh_piece_of_work_of_the_tasks_kind_sharing_nothing_with_it_is_another_task():
    assert play(_SQL_REVIEW).observe("write a python function that validates an IBAN") is not None
    assert play(_SQL_REVIEW).observe("write a python function that runs this query") is None  # the task's query


def test_a_question_of_knowledge_of_the_tasks_kind_sharing_nothing_with_it_is_another_task():
    assert play(_COMPOST).observe("what houseplants are safe for cats") is not None
    assert play(_COMPOST).observe("what scraps are bad for the worms") is None


def test_a_switch_made_with_an_earlier_tasks_tools_goes_back_to_it():
    back, ids = resumed(_HANGZHOU, "那天最高气温多少度", ("weather",))
    assert back == ids[0]
    back, _ = resumed(_HANGZHOU, "北京那天最高气温多少度", ("weather",))
    assert back is None  # another city's forecast


_TOMATOES = [("my tomato leaves are turning yellow from the bottom up", "Usually nitrogen deficiency or overwatering."),
             ("should I use fertilizer", "Yes, a balanced 10-10-10 every two weeks, or fish emulsion.")]
_RENT = [("my landlord wants to raise rent 15% in Oregon, is that allowed", "Oregon caps increases at 7% plus CPI."),
         ("my building is from 1990", "Then the cap applies; 15% exceeds it unless an exemption applies.")]
_DESK = [("check the status of my Amazon order for the standing desk", "Order 113-4480 (FlexiSpot E7): out for delivery.", "amazon")]


def test_a_question_of_knowledge_of_things_the_task_never_said_is_no_detail_of_it():
    assert play(_TOMATOES).observe("what's the best time to plant garlic in zone 6") is not None
    assert play(_TOMATOES).observe("what's the best time to use the fertilizer") is None


def test_writing_to_the_person_the_task_is_about_continues_it():
    assert play(_RENT).observe("write him a letter pointing that out") is None


def test_a_reorder_of_a_thing_the_task_never_named_is_another_job():
    assert play(_DESK).observe("reorder the dish soap I got last month", ("amazon",)) is not None
    assert play(_DESK).observe("reorder the standing desk in white", ("amazon",)) is None


def test_the_next_track_is_music():
    from zoned_memory.boundary.reading.jobs import kinds_of
    assert kinds_of("下一首") == kinds_of("skip this track") == {"media"}
    assert not kinds_of("we're on the fast track")


def test_a_line_of_credit_after_a_card_is_another_card():
    assert play(_CARDS).observe("我的花呗这个月要还多少", ("alipay",)) is not None
    assert play(_CARDS).observe("招行的这个月要还多少", ("bank",)) is None


def test_顺便_with_a_change_to_the_work_adds_to_it():
    assert play(_IMAGES).observe("顺便把尺寸缩小到宽度800") is None
    assert play(_IMAGES).observe("顺便问一下，周末去哪里爬山比较好") is not None
