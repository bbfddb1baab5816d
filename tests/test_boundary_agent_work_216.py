"""What agent-work sets 216-221 (`tests/data/boundaries_agent_work_216.jsonl` ... `_221.jsonl`), scored first on stop 69's
final code (216-218) and on stop 70's wave-1 code (219-221), found, read turn by turn with `TaskBoundaryDetector`
(issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.reading.request_forms import KNOWLEDGE
from zoned_memory.facts.classify import classify

_TICKETS = [("Draft a reply to the customer who says our app keeps logging them out",
             "Hi Dana, sorry about the logouts. Could you tell us your app version and phone model?"),
            ("send it", "Sent to dana.k@example.com in ticket #44812.", "helpdesk"),
            ("how many tickets about logouts did we get this week",
             "37 tickets tagged 'logout' this week, up from 9 last week; 31 are Android 14.", "helpdesk"),
            ("break that down by app version", "5.1.9: 22, 5.2.0: 12, 5.2.1: 3.", "helpdesk")]

_MINUTES = [("帮我整理一下昨天产品评审会的纪要", "会议纪要：1. 新版首页改版通过，12月20日上线；2. 会员积分规则待财务确认。"),
            ("把待办事项单独列出来，标上负责人", "待办：首页改版上线（李明，12/20）；积分规则确认（财务王姐，12/11）。"),
            ("发到产品群里", "已发送到'产品部'群。", "im")]

_ADS = [("帮我看一下这个月的广告投放数据，ROI怎么样", "本月投放¥86,000，ROI 3.5；抖音ROI 4.2最高，百度ROI 1.8最低。", "ads"),
        ("那把百度的关键词暂停", "已暂停百度关键词'办公软件'。", "ads")]

_GREETING = [("How do I say 'happy holidays' in Japanese?",
              "ハッピーホリデー (happī horidē) is used casually; 良いお年を (yoi otoshi o) means 'have a good new year'.")]

_NAPS = [("孩子三岁了，晚上总是不肯睡觉，怎么办", "固定作息，睡前一小时不看屏幕，午睡别超过2小时。"),
         ("推荐几本适合三岁孩子的睡前绘本", "《晚安，月亮》《猜猜我有多爱你》《小熊宝宝》系列。"),
         ("帮我在当当把前两本买了", "已下单：《晚安，月亮》¥29.8、《猜猜我有多爱你》¥32，后天送达。", "dangdang")]



def test_a_request_made_of_the_findings_pointed_at_continues():
    assert verdict(_TICKETS, "Create a Jira bug for the engineers with those numbers") is None
    assert verdict(_TICKETS, "Create a Jira bug for the login crash on the checkout page") is not None


def test_a_talk_set_up_with_someone_the_task_named_about_its_finding_continues():
    assert verdict(_MINUTES, "帮我约一下王姐，明天下午聊积分规则") is None
    assert verdict(_MINUTES, "帮我约一下财务的小刘，明天下午对一下这个月的销售数据") is not None  # never named


def test_what_words_mean_asked_aside_is_a_question_of_its_own():
    assert verdict(_ADS, "顺便问一下，ROI和ROAS有什么区别") is not None
    assert verdict(_ADS, "顺便问一下，抖音和百度的ROI有什么区别") is None  # the task's own figures compared


def test_the_time_in_a_city_the_task_never_named_is_a_question_of_its_own():
    assert verdict(_GREETING, "What time is it in Tokyo right now") is not None
    assert verdict(_GREETING, "How do I say 'thank you' in Japanese?") is not None  # the same job, another text
    assert verdict(_GREETING, "is that polite enough for my boss") is None


def test_picking_the_first_few_of_a_list_continues():
    assert verdict(_NAPS[:2], "帮我在当当把前两本买了") is None


def test_a_general_question_after_the_task_is_done_is_its_own():
    assert verdict(_NAPS, "幼儿园一般几岁上比较好") is not None
    assert KNOWLEDGE.search("推荐几本适合三岁孩子的睡前绘本") and not KNOWLEDGE.search("推荐几本适合的练习册")  # the task's child


def test_entry_papers_and_movers_are_kinds_of_job():
    assert kinds_of("do I need a visa for Portugal as a US citizen") == {"visa"}
    assert kinds_of("日本签证现在怎么办") == {"visa"}
    assert "services" in kinds_of("also I need movers from Dallas to Austin around Jan 15")
    assert not kinds_of("I'm moving to Austin in January")


def test_this_pair_points_at_what_the_task_named():
    assert verdict(_ADS, "顺便问一下，这两个有什么区别") is None  # 抖音 and 百度, the reply's
    assert verdict(_ADS, "顺便问一下，这两天北京会下雨吗") is not None  # "these two days" points at nothing


_HAIKU = [("write a haiku about the first snow", "First snow on the roofs / the street forgets its footsteps / silence, white and deep"),
          ("another one, more playful", "Snowflakes on my tongue / the dog barks at the sky's crumbs / school is canceled, yes!")]

_BLACK_HOLES = [("给我讲讲黑洞是怎么形成的", "大质量恒星燃料耗尽后，核心在自身引力下坍缩，就形成了黑洞。"),
                ("那白矮星呢", "中小质量恒星燃料耗尽后，剩下的核心就是白矮星。")]


def test_what_words_mean_after_a_kind_of_job_done_is_a_question_of_its_own():
    assert verdict(_HAIKU, "what's the difference between a haiku and a senryu") is not None
    # in a task of explanations it is one more explanation
    assert verdict(_BLACK_HOLES, "中子星和白矮星有什么区别") is None


def test_kinds_read_in_their_words():
    assert "rail_bus" not in kinds_of("最近想买辆电动车，二十万左右") and "rail_bus" in kinds_of("坐动车去上海")
    assert kinds_of("周末想去周边自驾玩一天") == {"trip"}
    assert kinds_of("帮我查查字节跳动北京有哪些产品经理的岗位在招") == {"career"}


_BILL = [("帮我看看这个月电费怎么这么高，账单是612块", "本月用电1,020度，主要在晚上，可能是电暖器整夜开着。", "power_company"),
         ("电暖器一晚上大概多少电", "2000W的电暖器开10小时约20度电，一个月约600度，电费约300元。"),
         ("有没有省电一点的取暖方式", "可以用空调制热（能效比高，比电暖器省一半以上）、电热毯，或者给门窗贴密封条减少散热。")]

_CHILI = [("I'm making chili tonight for 6, what do I need", "2 lb ground beef, 2 cans kidney beans, crushed tomatoes, onions, spices."),
          ("can I make it in a slow cooker", "Yes: brown the beef and onions first, then everything on low for 6-8 hours or high for 3-4.")]


def test_buying_what_the_reply_advised_continues():
    assert verdict(_BILL, "帮我在京东买个门窗密封条", ("jd_shopping",)) is None
    assert verdict(_BILL, "帮我在京东买个电饭煲", ("jd_shopping",)) is not None


def test_a_timer_beside_the_work_is_a_side_task_though_the_reply_said_hours():
    assert verdict(_CHILI, "set a timer for 4 hours", ("timer",)) is not None


_LAPTOP = [("whats the best laptop for a CS student under $1200", "MacBook Air M3 ($1,099), Lenovo ThinkPad T14 ($1,150)."),
           ("buy it from best buy, ship to my son's dorm", "Ordered: Lenovo ThinkPad T14, $1,149.99 from Best Buy, to Tyler Hall.", "bestbuy"),
           ("what's a good linux distro for a beginner", "Ubuntu or Linux Mint: easy installs, big communities."),
           ("also can you find a backpack that fits a 14 inch laptop, waterproof",
            "Osprey Arcane Large Day ($110), Peak Design Everyday 20L ($280), Targus 15.6-inch ($39).", "shopping")]


def test_an_option_of_the_reply_ordered_with_an_earlier_tasks_tool_is_no_return():
    assert verdict(_LAPTOP, "the targus one is fine, order it to the same address", ("bestbuy",)) is None
    back = verdict(_LAPTOP, "is the thinkpad shipped yet", ("bestbuy",))
    assert back is not None and back.resume_task_id is not None  # the laptop's own order, asked after


_TRAIN = [("帮我订一张下周三去深圳的高铁，从广州南出发，上午的", "G6011 广州南08:00→深圳北08:29，二等座¥74.5；G6013 09:00→09:29。", "12306"),
          ("订8点那趟", "已订：G6011 下周三08:00广州南→深圳北，二等座¥74.5。", "12306")]

_FLIGHT = [("帮我查下明天北京到上海最早的航班", "国航CA1501 06:30首都→08:45虹桥，¥1,280；东航MU5101 07:00首都→09:10虹桥，¥1,150。", "flights"),
           ("订东航那个", "已订：MU5101 明天07:00首都T2→09:10虹桥T2，经济舱¥1,150。", "flights")]


def test_the_way_on_from_where_the_booked_ride_arrives_continues():
    assert verdict(_TRAIN, "深圳北到南山科技园怎么走") is None  # 已订 is a booking; 科技园 is a place, no company
    assert verdict(_FLIGHT, "虹桥机场到陆家嘴打车大概多久") is None
    assert verdict(_TRAIN, "北京南到国贸怎么走") is not None  # from a place the task never named


_BOOK_REPORT = [("帮我写一篇《人类简史》的读书笔记。今天写的都用第一人称。", "读完《人类简史》，我最大的感受是：想象力让人类合作……"),
                ("我老师要求不少于八百字", "已扩写到八百五十字，加了我对农业革命的看法。")]


def test_a_few_of_a_kind_named_in_full_is_asked_for_its_own():
    assert verdict(_BOOK_REPORT, "推荐几道家常川菜？不过我现在不吃辣了，胃不好。") is not None
    assert KNOWLEDGE.search("推荐几道家常川菜") and not KNOWLEDGE.search("推荐几个牌子")  # the task's thing, its brands


def test_what_a_teacher_or_boss_requires_of_the_work_is_the_tasks():
    assert classify("我老师要求不少于八百字").scope == "task"
    assert classify("我老板要求十页以内").scope == "task"
    assert classify("我是老师").scope == "global"
