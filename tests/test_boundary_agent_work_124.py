"""What agent-work sets 124-126 (`tests/data/boundaries_agent_work_124.jsonl` to `_126.jsonl`, written during stop 64 after
the rules of sets 121-123) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_GAME_NIGHT = [("help me plan a board game night for 8 adults", "Pick 2-3 games that play 6-8, set up snacks and a playlist."),
               ("what snacks", "Finger foods that don't grease cards: popcorn, pretzels, veggies and dip.")]
_FITNESS = [("给我推荐几个适合新手的健身动作", "深蹲、俯卧撑、平板支撑、哑铃划船、臀桥。"),
            ("健身后吃什么比较好", "一小时内补充蛋白质和碳水，比如鸡蛋加全麦面包。")]
_PARCEL = [("帮我查一下顺丰单号SF1234567890的物流", "已到达上海转运中心，预计明天送达。", "sf_express"),
           ("能改地址吗，改到公司", "已提交改址申请：上海市浦东新区张江路88号，需另付8元。", "sf_express")]


def test_an_aside_opened_with_oh_also_then_a_question_after_what_the_user_tells_is_another_job():
    assert play(_GAME_NIGHT).observe("oh also, my friend just got promoted, what should I write in her card") is not None
    assert play(_GAME_NIGHT).observe("oh also, the Smiths are coming, what snacks do they like") is None  # the task's snacks


def test_a_craving_told_then_how_to_control_it_stands_alone():
    assert play(_FITNESS).observe("最近老是想吃甜食，怎么控制") is not None
    assert play(_FITNESS).observe("最近想去健身房，怎么办") is None  # a wish, not a trouble


def test_a_parcel_to_send_is_a_job_of_its_own_on_the_same_app():
    assert play(_PARCEL).observe("帮我寄一个文件去北京，明天上门取件", ("sf_express",)) is not None
    assert play(_PARCEL).observe("帮我寄这个到公司", ("sf_express",)) is None
