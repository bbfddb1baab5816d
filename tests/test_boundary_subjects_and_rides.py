"""Issue #23: misses of fresh hand-written conversations (stop 39), each a general rule: "What about Tesla?" /
"那蔚来呢？" after a company's figures (another subject, no suffix to know it by); another order by its number; a
ride between the task's places; a joke or a fact of the world after a job done; "that ride" pointing back at
the task set aside; an item added to what the task wrote ("再加一条：..."), which names no job of its own."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


_APPLE = [("Analyze Apple's revenue for 2023.", "Apple's 2023 revenue was $383B, down 3%.")]
_BYD = [("帮我分析一下比亚迪2023年的营收。", "比亚迪2023年营收6023亿元，同比增长42%。")]
_ORDER = [("What's the status of my order number 55123?", "Order 55123 shipped yesterday and arrives Thursday."),
          ("Can you change the delivery address to my office?", "Delivery address updated.")]


@pytest.mark.parametrize("turns, message", [
    (_APPLE, "What about Tesla?"),
    (_APPLE, "And Microsoft?"),
    (_BYD, "那蔚来呢？"),
    (_BYD, "蔚来的情况怎么样？"),
    (_ORDER, "And order 55190?"),
])
def test_an_elliptical_follow_up_about_another_named_subject_starts_a_task(turns, message):
    boundary = play(turns).observe(message)
    assert boundary is not None and boundary.reasons == ("subject change",)


@pytest.mark.parametrize("turns, message", [
    (_APPLE, "What about Q4?"),
    (_APPLE, "And in 2022?"),
    (_BYD, "净利润呢？"),
    (_BYD, "那海外市场呢？"),
    (_BYD, "那2022年呢？"),
    ([("What's the population of Canada?", "About 40 million.")], "And of Australia?"),
    ([("Find me a hotel in Chicago downtown.", "The Drake is 4 stars, $210 a night.")], "What about San Jose?"),
    ([*_BYD, ("跟特斯拉比怎么样？", "特斯拉2023年营收967亿美元。")], "那理想汽车呢？"),
    ([("Analyze Apple's revenue for 2023.", "Apple's revenue was $383B; Microsoft's was $212B.")], "And Microsoft?"),
    (_ORDER, "Can I order 2000 more units?"),
])
def test_a_follow_up_on_a_period_a_figure_an_option_or_a_comparison_is_no_subject_change(turns, message):
    assert play(turns).observe(message) is None


def test_a_ride_between_the_tasks_places_is_another_job():
    detector = play([("北京有没有评分4.5分以上的川菜馆？", "眉州东坡酒楼，评分4.6，人均120元。"),
                     ("好的。我还想找一家附近的酒店，价格500以内。", "附近有北京如家酒店，每晚380元。"),
                     ("有wifi吗？", "有免费wifi。")])
    boundary = detector.observe("那从酒店到眉州东坡打车多少钱？")
    assert boundary is not None and boundary.resume_task_id is None


def test_a_ride_asked_inside_a_ride_task_continues_it():
    detector = play([("I need a ride to the airport tomorrow.", "Which terminal, and where from?")])
    assert detector.observe("A taxi from my home to terminal 2 at 6am, please.") is None


@pytest.mark.parametrize("message", ["What's the capital of Australia? My son asked and I forgot.",
                                     "Who wrote Pride and Prejudice?",
                                     "Can you tell me a joke while I pack?"])
def test_a_joke_or_a_fact_of_the_world_after_a_job_done_is_a_task_of_its_own(message):
    detector = play([("I'm planning a birthday party for my son, around 15 kids.", "What date and venue?"),
                     ("Next Saturday, at the community center.", "Order placed: pizza and a cake for Saturday at noon.")])
    assert detector.observe(message) is not None


def test_that_ride_points_back_at_the_task_a_joke_interrupted():
    detector = play([("I need a ride to the airport.", "Which terminal, and when?"),
                     ("Terminal 2, pick me up at 6am from my home.", "Your ride is booked for 6am.")])
    ride = detector.current.task_id
    aside = detector.observe("Can you tell me a joke while I pack?")
    assert aside is not None
    detector.add_assistant_message("Why don't skeletons fight each other? They don't have the guts.")
    boundary = detector.observe("Lol. Hey how much is that ride going to cost me?")
    assert boundary is not None and boundary.resume_task_id == ride


def test_a_remark_about_that_thing_is_no_return():
    detector = play([("I need to report a fraudulent charge of $500.", "Your fraud report is filed."),
                     ("Thanks. Can you tell me a joke?", "What do you call fake spaghetti? An impasta.")])
    assert detector.observe("Ha. I hope that fraud report gets worked out soon, it's a lot of money.") is None


@pytest.mark.parametrize("turns, message", [
    ([("帮我写一个周报，这周主要做了数据清洗和报表自动化。", "本周工作：1. 完成数据清洗脚本；2. 报表自动化上线。")],
     "再加一条：修复了导入脚本的KeyError问题。"),
    ([("Draft a status update for the team about the launch.", "Launch update: beta opens Monday; docs are ready.")],
     "Add a bullet about the flight booking tool being delayed to May."),
])
def test_an_item_added_to_what_the_task_wrote_continues_it_whatever_job_it_names(turns, message):
    assert play(turns).observe(message) is None
