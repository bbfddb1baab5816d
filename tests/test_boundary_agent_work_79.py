"""What agent-work set 79 (`tests/data/boundaries_agent_work_79.jsonl`, written after stop 60's rules for sets 74-78 and
carry-over file 63) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed
from zoned_memory.boundary.reading import cues

_INVITE = [("Can you write the invitation in English? It's for our Q1 kickoff on January 15 in Milan.",
            "Dear colleagues, you are warmly invited to our Q1 kickoff on January 15 in Milan ..."),
           ("Add a line about the dinner afterwards", "Added: 'The day will close with a team dinner at 7:30 pm.'")]
_AB_TEST = [("Analyze the A/B test results for the new onboarding flow",
             "Variant B: 41.2% activation vs 37.9% control, p = 0.003.", "analytics"),
            ("Is that effect size meaningful?", "A 3.3-point lift is about 9% relative.")]
_GROCERIES = [("I need to plan meals for the week, family of four", "Mon veggie chili, Tue tacos, Wed pasta primavera ..."),
              ("Order it from Instacart", "Order placed.", "instacart")]
_DAU = [("帮我查一下我们小程序上周的日活", "上周日均活跃用户3.2万，比前一周下降8%。", "bi"),
        ("把那次发版的改动列出来", "周四发版改动：首页改版、支付流程调整、修复3个bug。", "git"),
        ("好。顺便帮我约一下周五跟设计团队开个会", "已约周五下午3点与设计团队会议，会议室3-A。", "calendar")]
_TRIP = [("下周要去杭州出差，帮我订周一早上的高铁", "G7501 周一7:30上海虹桥-杭州东，二等座73元，已预订。", "train"),
         ("再订个酒店，在钱江新城附近，住两晚", "杭州钱江新城万豪，两晚1,560元，已预订。", "hotel")]
_HOMEWORK = [("我家孩子数学应用题总是读不懂题，怎么办", "让孩子读题时圈出关键词和数字，画线段图帮助理解。"),
             ("推荐几本适合的练习册", "《小学数学应用题专项训练》三年级版。")]


def test_the_whole_output_translated_continues():
    assert play(_INVITE).observe("now translate the whole thing to Italian") is None
    assert play(_INVITE).observe("now translate this sentence to Italian: 'The office is closed on Monday.'") is not None


def test_now_the_next_one_of_the_tasks_kind_is_another_task():
    assert play(_AB_TEST).observe("Now the pricing page test", ("analytics",)) is not None
    assert play(_AB_TEST).observe("Now the onboarding flow results", ("analytics",)) is None  # the task's own test


def test_the_users_own_trouble_asked_what_it_is_stands_alone():
    assert play(_GROCERIES).observe("My car is making a grinding noise when I brake, what could it be?") is not None
    assert play(_GROCERIES).observe("Our order is making the total go over $100, what could it be?") is None  # the task's order


def test_a_chinese_question_closed_by_its_question_word_asks():
    assert cues.asks("首页改版是谁负责的") and cues.asks("出差补贴标准是多少")
    assert not cues.asks("我不知道负责人是谁")  # told


def test_a_question_of_the_set_aside_tasks_thing_returns_to_it():
    back, ids = resumed(_DAU, "首页改版是谁负责的", ("git",))
    assert back == ids[0]


def test_a_change_ordered_of_an_earlier_tasks_thing_pointed_at_returns_to_it():
    turns = [*_TRIP, ("周三回来的票也帮我订了", "G7520 周三18:00杭州东-上海虹桥，已预订。", "train"),
             ("出差补贴标准是多少", "杭州属于二类城市，住宿上限每晚600元。", "hr")]
    back, ids = resumed(turns, "那酒店超标了，换一家", ("hotel",))
    assert back == ids[1]  # the hotel's task


def test_the_way_back_of_a_trip_returns_to_the_task_that_booked_the_way_there():
    back, ids = resumed(_TRIP, "周三回来的票也帮我订了", ("train",))
    assert back == ids[0]
    back, ids = resumed(_TRIP, "周三的早餐也帮我订了", ("hotel",))
    assert back != ids[0]  # no way back asked


def test_the_users_own_plan_then_a_question_stands_alone():
    assert play(_HOMEWORK).observe("我自己最近想考个PMP，好考吗") is not None
    assert play(_HOMEWORK).observe("孩子最近想学奥数，难吗") is None  # the task's child, its math
