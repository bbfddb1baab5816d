"""Issue #23: misses of fresh hand-written conversations (stop 39), each a general rule: "What about Tesla?" /
"那蔚来呢？" after a company's figures (another subject, no suffix to know it by); another order by its number; a
ride between the task's places; a joke or a fact of the world after a job done; "that ride" pointing back at
the task set aside; an item added to what the task wrote ("再加一条：..."), which names no job of its own."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from zoned_memory.boundary.rules.subject_change import subject_changed


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
    detector = play(turns)
    assert subject_changed(detector.current, message, detector.assistant)  # the rule reads it, whatever the model says
    boundary = detector.observe(message)
    assert boundary is not None and boundary.reasons in (("subject change",), ("model",))


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


_NVIDIA = [("What was Nvidia's gross margin last fiscal year?", "Nvidia's gross margin for FY2024 was 72.7%.")]
_JD = [("帮我看一下京东上个季度的财报。", "京东Q3营收2600亿元，同比增长5%，净利润118亿元。")]
_DEBT = [("查一下客户张伟的欠款情况。", "张伟目前欠款3.2万元，逾期45天。"), ("给他发一条催款短信。", "已发送。")]


@pytest.mark.parametrize("turns, message", [
    (_NVIDIA, "Let's look at AMD now."),
    (_NVIDIA, "Got it. Next, Intel."),
    (_JD, "换成拼多多看看。"),
    (_DEBT, "李娜呢？"),
])
def test_moving_the_same_work_to_another_name_starts_a_task(turns, message):
    detector = play(turns)
    assert subject_changed(detector.current, message, detector.assistant)  # the rule reads it, whatever the model says
    boundary = detector.observe(message)
    assert boundary is not None and boundary.reasons in (("subject change",), ("model",))


@pytest.mark.parametrize("turns, message", [
    (_NVIDIA, "Let's look at the operating margin now."),
    (_JD, "物流业务的表现怎么样？"),
    (_JD, "换成季度数据看看。"),
    ([("帮我看一下订单服务昨晚为什么大量超时", "数据库连接池在23点耗尽了。")], "连接池现在配置的是多少？"),
])
def test_another_figure_or_part_of_the_same_subject_is_no_subject_change(turns, message):
    assert play(turns).observe(message) is None


def test_a_side_task_while_the_music_plays_and_the_order_that_comes_back_to_it():
    detector = play([("Play some relaxing music.", "Playing 'Chill Lo-fi Beats'."), ("Can you make it quieter?", "Volume lowered.")])
    music = detector.current.task_id
    side = detector.observe("While that plays, what's on my calendar tomorrow?")
    assert side is not None and "side task" in side.reasons
    detector.add_assistant_message("Tomorrow: 9am standup, 1pm dentist, 4pm call with Priya.")
    assert detector.observe("Move the call with Priya to Thursday.") is None
    detector.add_assistant_message("Moved to Thursday at 4pm.")
    back = detector.observe("Skip this song.")
    assert back is not None and back.resume_task_id == music


def test_a_roast_duck_place_is_a_restaurant():
    detector = play([("你好，帮我找一个北京的景点，门票免费。", "推荐北海公园，游玩时间约2小时。"),
                     ("北海公园的地址在哪？", "北京市西城区文津街1号。")])
    assert detector.observe("好的，我还想在附近找一家评分4分以上的烤鸭店。") is not None


def test_another_project_named_after_its_kind_is_another_subject():
    detector = play([("帮我查一下项目A的进度。", "项目A目前完成70%，预计12月20日上线。"), ("有哪些风险？", "主要风险是测试资源不足。")])
    boundary = detector.observe("项目B呢？")
    assert boundary is not None and boundary.reasons == ("subject change",)


def test_another_employees_pay_is_another_subject():
    detector = play([("帮我算一下员工刘洋这个月的加班费。", "刘洋本月加班22小时，加班费共1980元。"),
                     ("是按1.5倍算的吗？", "工作日按1.5倍，周末按2倍。")])
    assert detector.observe("那陈静的呢？") is not None


@pytest.mark.parametrize("turns, aside, back", [
    ([("我想去云南旅游，帮我规划一个5天的行程。", "第1-2天昆明，第3天大理，第4-5天丽江。")],
     ("好的。顺便帮我查一下下周北京到昆明的机票。", "已出票。"), "那行程里丽江住哪里比较好？"),
])
def test_the_message_about_the_task_set_aside_returns_to_it_whatever_lone_character_it_shares(turns, aside, back):
    """"好" of "比较好" and of "好的" is no word the side task and the return share."""
    detector = play(turns)
    task = detector.current.task_id
    assert detector.observe(aside[0]) is not None
    detector.add_assistant_message(aside[1])
    boundary = detector.observe(back)
    assert boundary is not None and boundary.resume_task_id == task


def test_a_why_question_about_so_much_leans_on_the_reply():
    detector = play([("帮我查一下宁德时代今年的股价走势。", "宁德时代年初至今上涨18%。"), ("隆基绿能呢？", "隆基绿能年初至今下跌25%，目前股价18元。")])
    assert detector.observe("为什么跌这么多？") is None


def test_a_side_task_while_waiting_for_the_delivery_and_the_question_that_comes_back_to_it():
    detector = play([("帮我点一份外卖，要麻辣烫，微辣。", "杨国福麻辣烫，预计35分钟送达。"), ("下单吧。", "已下单。")])
    order = detector.current.task_id
    side = detector.observe("等外卖的时候给我讲个笑话吧。")
    assert side is not None
    detector.add_assistant_message("有一天，小明去面试……")
    back = detector.observe("哈哈哈。外卖现在到哪了？")
    assert back is not None and back.resume_task_id == order

