"""What the agent-work sets of stop 51 (`tests/data/boundaries_agent_work_19.jsonl` to `_27`, each written before the
rules it asked for), probe set 95 and the carry-over files found the detector missing, read turn by turn with
`TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict


_REPLICA = [("Our Postgres replica is lagging about 40 seconds behind the primary. What should I check first?",
             "Check replay lag in pg_stat_replication, disk I/O on the replica, and long-running queries."),
            ("There's a 2-hour analytics query running on it.",
             "That's likely it: max_standby_streaming_delay will make replay wait for it.")]


def test_an_explicit_cue_after_a_longer_first_sentence_opens_a_task():
    message = "Got it, I'll move that job to a separate replica. Unrelated, but how do I politely decline a wedding invitation?"
    assert verdict(_REPLICA, message) is not None


def test_a_first_sentence_without_a_cue_still_continues():
    assert verdict(_REPLICA, "Got it, I'll move that job to a separate replica. How do I check it's not lagging anymore?") is None


def test_a_report_that_the_fix_works_continues_in_chinese():
    turns = [("帮我看看这段Python为什么报KeyError：data['user']['name']", "可能是某些记录里没有'user'或'name'字段，建议用.get()。")]
    assert verdict(turns, "改成get之后确实不报错了") is None
    assert verdict(turns, "嗯。另外我想问一下，个人所得税专项附加扣除怎么填？") is not None  # a question of its own still opens one


@pytest.mark.parametrize("turns, message", [
    ([("Write a cold outreach email to a bakery chain pitching our inventory software.", "Subject: Cut waste on day-old bread ..."),
      ("Shorter, and lead with the waste stat.", "Subject: 18% less waste ...")],
     "Now one for a coffee roaster, same product."),
    ([("Review this Terraform: it creates an S3 bucket with public-read ACL for our logs.",
       "Public-read on a log bucket exposes your logs; use a private ACL with a bucket policy."),
      ("Right, fix it for me.", "Here's the corrected block with acl = \"private\" and a bucket policy ...")],
     "What does the same thing look like for the backups bucket? It's in eu-west-1."),
])
def test_the_tasks_job_again_for_another_subject_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


def test_one_more_for_the_tasks_own_subject_continues():
    turns = [("Write a cold outreach email to a bakery chain pitching our inventory software.", "Subject: Cut waste on day-old bread ...")]
    assert verdict(turns, "Now one for the bakery chain again, but shorter.") is None


def test_a_recommendation_asked_after_thanks_and_hua_shuo_opens_a_task():
    turns = [("帮我写一份请假条，明天家里有事请一天假", "尊敬的王经理：因家中有事，本人需于明日请假一天……"), ("落款写张敏", "已改为落款：张敏。")]
    assert verdict(turns, "谢啦。话说最近有什么好看的纪录片推荐吗") is not None


def test_a_need_of_its_own_told_with_also_after_thanks_opens_a_task():
    turns = [("My sourdough starter smells like nail polish remover. Is it dead?",
              "No, that acetone smell means it's hungry. Feed it more often."),
             ("How long until it's back to normal?", "Usually 2-3 days of regular feeding.")]
    message = "Cool thanks. I also have to prep for a product manager interview on Thursday, what do they usually ask?"
    assert verdict(turns, message) is not None
    assert verdict(turns, "Cool thanks. I also need to feed it twice a day then?") is None  # the task's own subject


# set 21 (`tests/data/boundaries_agent_work_21.jsonl`, written after the rules above, first scored P 1.0 R 0.6 F1 0.75)

def test_an_order_looked_up_after_a_cooking_question_opens_a_task():
    turns = [("What's the best way to store fresh basil?", "Trim the stems and keep it in a glass of water."),
             ("How long does it last that way?", "About a week.")]
    assert verdict(turns, "Got it. Could you look up my order status for the standing desk I bought last week?") is not None


def test_the_orders_own_follow_up_continues():
    turns = [("Could you look up my order status for the standing desk?", "It shipped yesterday and arrives Thursday.")]
    assert verdict(turns, "Can I change the delivery address?") is None


def test_another_warehouse_said_short_opens_a_task_and_the_same_one_continues():
    turns = [("帮我查一下张江那个仓库今天的入库单", "张江仓今天入库单3张：RK0912、RK0913、RK0914。"), ("RK0913是什么货", "RK0913为电子元器件，共120箱。")]
    assert verdict(turns, "外高桥那个仓呢，今天有入库吗") is not None
    assert verdict(turns, "张江仓今天出库呢") is None


def test_and_for_another_named_thing_in_a_code_task_opens_a_task():
    turns = [("Write a regex that matches US ZIP codes, including ZIP+4.", "^\\d{5}(-\\d{4})?$"),
             ("Test it against 12345-678", "That fails, as it should: the +4 part needs exactly 4 digits.")]
    assert verdict(turns, "Right. And for Canadian postal codes?") is not None


def test_and_for_something_of_a_dinner_continues():
    turns = [("Suggest a three-course menu for a dinner party of six", "Starter: burrata; main: roast chicken; dessert: tiramisu."),
             ("Swap the starter for something lighter", "A fennel and orange salad.")]
    assert verdict(turns, "And for Dessert?") is None


# set 22 (`tests/data/boundaries_agent_work_22.jsonl`, written after set 21's rules, first scored P 0.833 R 0.556 F1 0.667)

_CHURN = [("Analyze the churn numbers for Northwind: 4.2% in Q1, 5.1% in Q2.",
           "Churn rose 0.9 points quarter over quarter, a 21% relative increase."),
          ("What might be driving it?", "Price changes, onboarding friction, or a competitor launch are common drivers.")]


def test_the_tasks_measure_of_a_company_it_never_named_opens_a_task():
    assert verdict(_CHURN, "OK. Contoso's churn was 3.8% in Q1 and 3.5% in Q2, what's their trend?") is not None


@pytest.mark.parametrize("message", [
    "How does Northwind's churn compare with Contoso's?",   # both named: a comparison
    "Did Northwind's churn go up in Q3 too?",               # the task's own subject
])
def test_the_tasks_measure_of_its_own_subject_continues(message):
    assert verdict(_CHURN, message) is None


def test_the_receipt_of_what_was_just_done_continues():
    turns = [("帮我查一下我这个月的话费账单", "本月话费89元，其中套餐费68元，流量超出21元。", "telecom"),
             ("行。顺带帮我把宽带也续一下费", "宽带续费一年960元，已为您续费至明年12月。", "telecom")]
    assert verdict(turns, "发票开给公司", ("telecom",)) is None


def test_flowers_ordered_after_a_phone_comparison_open_a_task():
    turns = [("Compare the iPhone 16 and Pixel 9 cameras.", "The Pixel edges it in low light; the iPhone has better video."),
             ("And battery life?", "Similar: both last a full day; the Pixel slightly longer in tests.")]
    message = "Ok. I need to send flowers to my mom in Ohio for Sunday, can you order some?"
    assert verdict(turns, message, ("shopping",)) is not None  # with the tool its turn called, as the set has it


def test_separate_question_with_a_comma_is_an_explicit_cue():
    """Carry-over file 15: "Separate question, ..." after a moving checklist that mentioned the user's dog."""
    turns = [("Make me a moving checklist, we move on the 28th", "8 weeks out: declutter; 4 weeks: book movers."),
             ("We have a 90-pound Great Dane, so factor in the dog.", "Added: book a pet-friendly mover and a crate.")]
    assert verdict(turns, "Separate question, how much should a big dog eat per day?") is not None


# set 23 (`tests/data/boundaries_agent_work_23.jsonl`, written after set 22's rules, first scored P 1.0 R 0.556 F1 0.714)

def test_another_company_asked_elliptically_with_the_question_said_again_opens_a_task():
    turns = [("帮我分析一下小米上季度的毛利率", "小米上季度毛利率约21.4%，同比提升2.1个百分点。"),
             ("汽车业务贡献了多少", "汽车业务毛利率约15.4%，对整体拉动有限但在提升。")]
    assert verdict(turns, "OPPO呢，它上季度毛利率怎么样") is not None
    assert verdict(turns, "净利润呢，同比多少") is None  # the same company's other figure


def test_another_document_of_the_kind_the_task_made_opens_a_task():
    turns = [("Rewrite our refund policy to sound less legalistic: 'Refunds are issued solely at the discretion of the Company.'",
              "'We review each refund request and decide case by case.'")]
    assert verdict(turns, "Great. Do the shipping policy next: 'Shipping times are estimates and not guaranteed.'") is not None
    assert verdict(turns, "Great. Do the intro next.") is None  # a part of the same text


def test_a_request_after_i_will_try_that_opens_a_task():
    turns = [("我最近总是半夜醒，怎么回事", "可能与压力、睡前饮用咖啡因、作息不规律有关。"), ("睡前喝牛奶有用吗", "有一定助眠作用，但效果因人而异。")]
    assert verdict(turns, "好的我试试。帮我查下我的社保缴了几年了", ("social_security",)) is not None


# set 24 (`tests/data/boundaries_agent_work_24.jsonl`, written after set 23's rules, first scored P 0.714 R 0.625 F1 0.667)

_SIGNUPS = [("Pull last week's signups by channel", "Organic 1,240; Paid search 860; Referral 310; Social 190.", "analytics"),
            ("What's the conversion to paid for each?", "Organic 4.1%, Paid search 2.8%, Referral 6.3%, Social 1.9%.", "analytics")]


def test_the_same_again_for_another_period_continues():
    assert verdict(_SIGNUPS, "Ok, now pull the same for the week before", ("analytics",)) is None


def test_a_call_booked_to_go_over_the_tasks_results_opens_a_task():
    turns = [*_SIGNUPS, ("Ok, now pull the same for the week before", "Organic 1,180; Paid search 910; Referral 290.", "analytics")]
    message = "Cool. Book me a 30 min call with the growth team tomorrow to go over this"
    assert verdict(turns, message, ("calendar",)) is not None


def test_quick_unrelated_thing_after_a_first_sentence_is_an_explicit_cue():
    turns = [("Draft a LinkedIn post announcing that I joined Ramp as a senior PM.", "Excited to share that I've joined Ramp!")]
    assert verdict(turns, "Love it. Quick unrelated thing, how do I convert a HEIC photo to JPG on Windows?") is not None


def test_where_to_put_it_asked_after_another_job_opens_a_task():
    """Carry-over file 17: "另外，五万块存款放哪比较好" after a resignation letter."""
    turns = [("帮我写一封辞职信", "尊敬的领导：因个人发展原因，我决定辞去目前的职务……"),
             ("最后一天写月底", "已写明最后工作日为本月底。")]
    assert verdict(turns, "另外，五万块存款放哪比较好") is not None


def test_a_college_to_visit_is_sightseeing_so_a_place_to_eat_after_it_opens_a_task():
    """Probe set 95 (MultiWOZ style): "I'm also looking for a place to eat ..." after a college to visit."""
    turns = [("I want to find a college to visit in the centre of town.", "Christ's College is in the centre and free."),
             ("Yes, and the phone number please.", "Saint Andrew's Street, 01223334900.")]
    assert verdict(turns, "I'm also looking for a place to eat, something serving Indian food in the same area.") is not None


# set 25 (`tests/data/boundaries_agent_work_25.jsonl`): its misses asked for jobs the lexicon had no kind for

@pytest.mark.parametrize("turns, message", [
    ([("Calculate the monthly payment on a $350k mortgage at 6.5% over 30 years.", "About $2,212 a month."),
      ("And over 15 years?", "About $3,049 a month.")], "Ok thanks. What should I wear to a job interview at a startup?"),
    ([("帮我做个PPT大纲，主题是新员工安全培训", "一、公司安全制度；二、消防安全；三、用电安全……"),
      ("第三部分展开一下", "用电安全：不私拉电线、下班关闭电源、发现漏电立即报告……")], "好。另外我家阳台想种点菜，种什么好活"),
    ([("Translate 'The meeting has been moved to next Tuesday' into Spanish.", "'La reunión se ha trasladado al próximo martes.'"),
      ("And into Portuguese?", "'A reunião foi remarcada para a próxima terça-feira.'")],
     "Perfect. My Wi-Fi keeps dropping every few minutes, any idea why?"),
])
def test_requests_of_common_kinds_after_thanks_open_a_task(turns, message):
    assert verdict(turns, message) is not None


@pytest.mark.parametrize("text, kinds", [
    ("Does the hotel have wifi?", {"lodging"}),                            # a hotel's amenity, no device to fix
    ("Tell me about the Cambridge University Botanic Gardens", set()),     # a garden to visit is no gardening
    ("A table for 2 adults and a 3 year old, please", {"dining"}),         # a child's age, no parenting
    ("My tomato plants have yellow leaves", {"gardening"}),
    ("How do I get my toddler to sleep through the night?", {"parenting"}),
])
def test_the_lexicons_common_kinds_read_what_they_name(text, kinds):
    from zoned_memory.boundary.reading.jobs import kinds_of
    assert kinds_of(text) == kinds


# set 26 (`tests/data/boundaries_agent_work_26.jsonl`, written after the common kinds, first scored P 1.0 R 0.75 F1 0.857)

@pytest.mark.parametrize("turns, message", [
    ([("帮我把这份周报压缩到200字以内", "本周完成用户模块重构，修复12个缺陷……"), ("再精简一点", "本周：用户模块重构完成，修复缺陷12个；下周：支付联调。")],
     "可以。我下周去面试一家外企，自我介绍怎么说比较好"),
    ([("帮我查一下我们部门这个月的差旅报销总额", "本月差旅报销合计38,420元，共21笔。"), ("最大的一笔是谁的", "最大一笔为王磊，上海出差，6,850元。")],
     "明白。我想开始健身，一周练几次比较合适"),
])
def test_advice_asked_in_chinese_after_thanks_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


def test_a_hotels_gym_asked_about_continues():
    turns = [("帮我找一家评分4.5以上的酒店", "北京国际饭店评分4.6，在东城区。")]
    assert verdict(turns, "酒店有健身房吗？") is None


# set 28 (`tests/data/boundaries_agent_work_28.jsonl`, first scored P 1.0 R 0.667 F1 0.8) and carry-over file 19

def test_a_question_of_its_own_after_the_fix_worked_in_chinese_opens_a_task():
    turns = [("帮我写一个Python爬虫，抓取豆瓣电影Top250的片名和评分", "import requests; from bs4 import BeautifulSoup; ……"),
             ("加上异常处理和重试", "已加上：请求失败时重试3次，间隔2秒。")]
    assert verdict(turns, "可以了，跑通了。顺便问下，最近去日本旅游要办什么签证") is not None


def test_which_one_to_sign_up_for_asked_after_another_job_opens_a_task():
    turns = [("帮我写年终述职的开头", "过去一年，我带领团队完成了……"), ("第二段写团队成果", "已写：团队全年交付12个版本……")]
    assert verdict(turns, "另外，健身房年卡办哪种划算") is not None


def test_the_same_again_for_another_numbered_thing_opens_a_task():
    """Set 29: "Same reminder for INV-2240" after a reminder about INV-2231."""
    turns = [("Draft a polite reminder to a client whose invoice INV-2231 is 30 days overdue.",
              "Hi Jordan, a friendly reminder that invoice INV-2231 is now 30 days past due..."),
             ("Mention a 2% late fee after 45 days", "Added: 'Invoices unpaid after 45 days incur a 2% late fee.'")]
    assert verdict(turns, "Good. Same reminder for INV-2240, it's 15 days overdue.") is not None
    assert verdict(turns, "Good. Same reminder for INV-2231, but firmer.") is None  # the task's own invoice
