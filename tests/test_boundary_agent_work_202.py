"""What agent-work sets 202-204 (`tests/data/boundaries_agent_work_202.jsonl` to `_204.jsonl`), scored first on stop 69's
wave-2 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.learned.features import TaskState

_CAT = [("我家猫最近不爱吃饭，怎么回事", "可能原因：换了猫粮、天气热、口腔问题或肠胃不适。"),
        ("它还吐了两次", "呕吐加上不吃饭，建议尽快带去宠物医院检查，可能是毛球或者肠胃炎。")]

_OUTING = [("帮我写一份部门团建的方案，20个人，预算一万", "方案：周六一天，上午密室逃脱，中午农家乐午餐，下午真人CS。"),
           ("换成两天一夜的", "两天一夜：第一天下午到郊区民宿，烧烤+篝火晚会；第二天上午徒步，中午返程。")]

_RUNNING = [("I want to start running, I'm 45 and haven't exercised in years",
             "Start with walk-run intervals: 1 minute running, 2 minutes walking, 8 rounds, 3 times a week."),
            ("what shoes should I get", "Go to a running store for a gait check; neutral cushioned shoes suit most beginners."),
            ("My knees sometimes ache after stairs, should I worry",
             "Run on soft surfaces and strengthen your quads and glutes. If it hurts during runs, see a physio."),
            ("Can you find a physio near me that takes Aetna",
             "Three in-network near you: Peak Physical Therapy (0.8 mi), Motion PT (1.5 mi), Ivy Rehab (2.1 mi).", "provider_search")]

_DENVER = [("What's the forecast for Denver this weekend", "Saturday: snow, high 28°F; Sunday: sunny.", "weather"),
           ("and Monday", "Monday: partly cloudy, high 47°F.", "weather"),
           ("I need to get from Denver airport to Breckenridge Saturday, what are my options",
            "Epic Mountain Express shuttle ($75 each way, 2.5 hrs), a rental car, or a private car ($300+).")]


def test_finding_the_kind_of_place_the_reply_advised_continues():
    assert verdict(_CAT, "帮我找一家附近的宠物医院") is None
    assert verdict(_OUTING, "帮我看看怀柔有没有能住20个人的民宿") is None
    assert verdict(_CAT, "帮我订一张明天去上海的机票") is not None  # a kind the reply never advised


def test_a_kind_named_only_in_an_address_was_not_advised():
    found = [("想吃蜗牛，给我找一个评分4分以上的餐馆", "推荐您去北京亮China Grill。"),
             ("北京亮China Grill的地址在哪", "北京亮China Grill的地址在北京市朝阳区建国门外大街2号柏悦酒店66层。")]
    assert verdict(found, "帮我找一个经济型的酒店，评分4分以上的。") is not None


def test_the_way_to_a_place_just_found_is_asked_of_it():
    from zoned_memory.boundary.rules.found_detail import asks_way_to_found

    found = TaskState(task_id="t", texts=["我家猫最近不爱吃饭", "帮我找一家附近的宠物医院"], kinds={"pets"})
    listed = "附近：瑞鹏宠物医院（1.2公里，24小时）、芭比堂动物医院（2.5公里）。"
    assert asks_way_to_found(found, "瑞鹏怎么去", listed)
    assert asks_way_to_found(found, "how do I get to Babi Animal Hospital?", "Nearby: Babi Animal Hospital (2.5 km).")
    assert not asks_way_to_found(found, "故宫怎么去", listed)  # a place the reply never named


def test_booking_a_place_the_reply_listed_by_its_name_continues():
    assert verdict(_RUNNING, "book Peak for next Tuesday morning", ("booking",)) is None
    assert verdict(_DENVER, "book the shuttle for 2, landing at 11am", ("shuttle_booking",)) is None
