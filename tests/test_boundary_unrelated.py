"""Issue #23: a request with nothing of the task in it, where an aside, a closing offer or a job
reported done makes room for it, starts a task (`boundary.unrelated`); another unit or another
subject of the task's own request in Chinese is a subject change (`boundary.subjects`)."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector
from zoned_memory.boundary import DetectorConfig
from zoned_memory.boundary.reading.vocabulary import content_words


def _after(turns: list[tuple[str, str]], message: str, **config: bool) -> bool:
    """Play ``turns`` (user, assistant) and say whether ``message`` starts a task."""
    detector = TaskBoundaryDetector(DetectorConfig(**config)) if config else TaskBoundaryDetector()
    for user, assistant in turns:
        detector.observe(user)
        detector.add_assistant_message(assistant)
    return detector.observe(message) is not None


_REPORT = [("Summarize the incident report from last night's outage", "The outage lasted 40 minutes; a bad config push."),
           ("Who approved the push?", "It was approved by the release manager.")]
_INVOICE = [("帮我核对一下这张发票的金额", "发票金额为3,200元，与合同一致。"),
            ("税率是多少", "税率是6%。")]


@pytest.mark.parametrize("turns, message", [
    (_REPORT, "Thanks. Also, what's the best way to learn Spanish verbs quickly?"),
    (_REPORT, "Quick question: which vaccines does a puppy need in its first year?"),
    (_REPORT, "By the way, can you suggest a birthday gift for a ten-year-old who loves dinosaurs?"),
    (_INVOICE, "好的。另外，帮我写一段给新同事的欢迎词"),
    (_INVOICE, "明白了。顺便问一下，办理护照需要带什么证件？"),
])
def test_an_aside_asking_for_something_unrelated_starts_a_task(turns, message):
    assert _after(turns, message)


def test_the_model_alone_reads_such_an_aside_as_another_job_since_it_learnt_agent_work():
    # until stop 65 the model alone read it as a follow-up and only the rule opened a task; trained on the agent-work sets,
    # the model opens it too
    message = "Thanks. Also, what's the best way to learn Spanish verbs quickly?"
    assert _after(_REPORT, message, unrelated_requests=False)
    assert _after(_REPORT, message)


@pytest.mark.parametrize("turns, message", [
    ([("Convert this recipe to metric units", "Done: 450 g flour, 250 ml milk. Anything else I can help with?")],
     "Explain how compound interest works on a savings account"),
    ([("帮我把这段话翻译成英文", "已翻译好。还有其他需要吗？")], "有，帮我查一下下周上海的天气"),
    ([("Rename the columns of the churn table to snake_case", "Done, all 14 columns are renamed.")],
     "Great. Write a haiku about autumn leaves"),
])
def test_after_the_task_is_closed_an_unrelated_request_starts_a_task(turns, message):
    assert _after(turns, message)


_EMAIL = [("Draft a short email to facilities asking them to fix the projector in room 4B", "Hi team, could you look at..."),
          ("Sign it from Maria.", "Done, signed from Maria.")]
_STARTER = [("How do I make a sourdough starter?", "Mix equal parts flour and water and feed it daily."),
            ("Which flour is best?", "Whole wheat or rye gets it going faster.")]
_SALES = [("帮我看一下上海仓库这个月的出库量", "上海仓库本月出库12,430件，环比增长8%。")]


@pytest.mark.parametrize("turns, message", [
    (_EMAIL, "What's the difference between a Roth IRA and a traditional IRA?"),     # a question of knowledge
    (_EMAIL, "Write a SQL query that lists customers who ordered more than 5 times in 2024."),  # an order for a job
    (_STARTER, 'Translate "thank you for your patience" into Japanese.'),            # the quote is not said to us
    (_STARTER, "Can you explain how a heat pump works?"),
    (_SALES, "什么是量化宽松？"),
    ([("What's the weather tomorrow in Chicago?", "Rainy, 12 degrees.")], "I need room service please towels"),  # a wish for a job
])
def test_after_a_reply_that_delivers_a_request_standing_alone_starts_a_task(turns, message):
    assert _after(turns, message)
    # the model alone keeps it in the task (a quoted text is another subject too: `subjects.hands_over_another_text`)
    assert not _after(turns, message, unrelated_requests=False, entity_shift=False)


@pytest.mark.parametrize("turns, message", [
    (_EMAIL, "Write a shorter version of it."),                              # points at the email
    (_EMAIL, "What about the projector in room 5C?"),                         # elliptical
    (_STARTER, "How do I keep the starter alive while I'm away?"),           # the task's subject
    ([("Find me a bus to Fresno on Friday", "There's one at 7 am with 0 transfers for $49.")],
     "What are the origin and destination stations?"),                      # a detail of what was found: no form of its own
    ([("Find me a bus to Fresno on Friday", "There's one at 7 am with 0 transfers for $49.")],
     "Tell me the address of the station."),
    ([("Find me a bus to Fresno on Friday", "Which day would you like to leave?")],
     "How do I get a refund on a ticket?"),                                   # the reply asked something: an answer may follow
    ([("Find me a cheap restaurant in Oakland", "Homestead is cheap. They do serve alcohol!")],
     "Could you suggest anymore affordable restaurants?"),                  # more of the same
])
def test_after_a_reply_that_delivers_a_request_that_leans_on_the_task_is_no_unrelated_request(turns, message):
    from zoned_memory.boundary.rules.unrelated import starts_unrelated_job
    from zoned_memory.boundary.learned.features import TaskState, absorb

    task = TaskState(task_id="t")
    for user, _ in turns:
        absorb(task, user, (), None)
    assert not starts_unrelated_job(task, message, turns[-1][1])


@pytest.mark.parametrize("turns, message", [
    (_REPORT, "Also, how long did the rollback take?"),                       # the task's subject again
    (_REPORT, "By the way, make it shorter"),                                # leans on the report
    (_REPORT, "Also add the timeline to it"),                                # adds to what the task made
    (_REPORT, "Also, move it to the top of the page"),                       # the order's verb is no subject
    ([("Find me an Italian restaurant in Lyon", "Trattoria Bella is open tonight. Anything else?")],
     "What's the address and phone number?"),                              # a detail of what it found
    ([("Find me an Italian restaurant in Lyon", "Trattoria Bella is open tonight. Anything else?")],
     "No, that's all I need, thanks!"),
    ([("Book a table for two at 8", "Your table is booked. Is there anything else I can do for you?")],
     "How is your day going so far?"),                                     # small talk with the assistant
    ([("Book a table for two at 8", "Sorry, 8 pm is full. Anything else?")], "Try Friday at 9 then"),
    ([("Search flights to Oslo for Monday", "What time would you like to leave? Or anything else?")],
     "Morning, and also show me hotels near the airport"),                 # answers the question first
    (_INVOICE, "另外，发票的开票日期是哪天？"),                                   # the invoice again
    (_INVOICE, "对了，再帮我核对一下另一张"),                                      # another of the same
])
def test_what_leans_on_the_task_or_closes_it_is_no_unrelated_request(turns, message):
    from zoned_memory.boundary.rules.unrelated import starts_unrelated_job
    from zoned_memory.boundary.learned.features import TaskState, absorb

    task = TaskState(task_id="t")
    for user, _ in turns:
        absorb(task, user, (), None)
    assert not starts_unrelated_job(task, message, turns[-1][1])


def test_content_words_leave_out_function_words_in_both_languages():
    assert content_words("What are the GDPR fines for a data breach?") == {"gdpr", "fines", "data", "breach"}
    assert "多少" not in content_words("预算还剩多少？") and "帮我" not in content_words("帮我查一下")


@pytest.mark.parametrize("opening, reply, message", [
    ("查一下腾讯2024年的营业收入", "腾讯2024年营业收入约6603亿元。", "那阿里巴巴2024年的营业收入呢？"),
    ("帮我统计一下上海仓库本月的出库量", "上海仓库本月出库1.2万件。", "广州仓库的情况呢？"),
    ("分析一下华北区第三季度的回款情况", "华北区回款率为87%。", "西南区呢？"),
    ("What's the headcount of the Berlin office?", "The Berlin office has 85 people.", "What about the Madrid office?"),
    ("Check the inventory of SKU 4471 in the Dallas warehouse.", "SKU 4471 in Dallas: 320 units.",
     "What's the stock of SKU 9902 in Phoenix?"),                                   # another thing by its number
    ("Where is order #55821?", "It shipped yesterday via UPS.", "And order #55310?"),
    ("帮我查一下订单号20231187的物流", "已到达上海转运中心。", "订单号20231190呢？"),
    ("Review the NDA with Initech and flag anything unusual.", "Clause 7 has a 5-year non-solicit.",
     "Review the Hooli MSA the same way."),                                         # the job done "the same way" to another
])
def test_another_subject_of_the_same_request_is_a_new_task(opening, reply, message):
    assert _after([(opening, reply)], message)


@pytest.mark.parametrize("opening, reply, message", [
    ("查一下腾讯2024年的营业收入", "腾讯2024年营业收入约6603亿元。", "那2023年的呢？"),         # another period
    ("帮我统计一下上海仓库本月的出库量", "上海仓库本月出库1.2万件。", "上海仓库和广州仓库比呢？"),  # a comparison
    ("统计一下每个地区的销售额", "华东地区最高。", "华东地区为什么这么高"),                    # 地区 names no unit
    ("Check the inventory of SKU 4471.", "SKU 4471: 320 units.", "Is SKU 9902 compatible with SKU 4471?"),  # both named
    ("Check the inventory of SKU 4471.", "SKU 4471: 320 units.", "Order 300 units of it."),  # a quantity, no number of a thing
    ("Make a table of Q3 sales by region.", "Here is the table.", "Format the second table the same way."),  # no name
])
def test_another_period_a_comparison_or_a_word_for_area_is_no_new_subject(opening, reply, message):
    assert not _after([(opening, reply)], message)


def test_an_aside_about_a_price_of_something_else_is_a_task_and_the_user_comes_back():
    """对了 is an aside, not 对 (yes) + 了; a price of another subject is no detail of what the task made."""
    det = TaskBoundaryDetector()
    det.observe("帮我写一份下周团建活动的通知。")
    det.add_assistant_message("各位同事：下周五下午将组织团建活动，地点在奥森公园……")
    det.observe("语气再轻松一点。")
    det.add_assistant_message("已调整为更轻松的语气。")
    notice = det.current.task_id
    aside = det.observe("对了，最近比特币价格怎么样？")
    assert aside is not None and aside.reasons == ("unrelated request",)
    det.add_assistant_message("截至今天，比特币约为6.8万美元。")
    back = det.observe("好，回到通知，再加一句提醒大家穿运动鞋。")
    assert back is not None and back.resume_task_id == notice


def test_a_detail_of_what_was_found_in_english_names_it_with_the():
    from zoned_memory.boundary.rules.unrelated import starts_unrelated_job
    from zoned_memory.boundary.learned.features import TaskState, absorb

    task = TaskState(task_id="t")
    absorb(task, "Get me two tickets for Blue Jays vs Rangers in Toronto", (), None)
    assert not starts_unrelated_job(task, "Yes. What is the contact address of the venue?",
                                    "Your tickets have been booked for Blue Jays Vs Rangers at Toronto.")


_BOOKED = [("I need a hotel in the north with free parking", "Acorn Guest House is moderate, 4 stars, with free parking."),
           ("Book it for 3 nights from Tuesday for 2 people", "Booked. Reference: 8HJ2K1.")]
_TRAIN = [("帮我查一下明天从杭州到南京的高铁", "G7362次，08:15发车，二等座117元。"),
          ("就这个吧，帮我订一张", "已订好，座位06车12F。")]


@pytest.mark.parametrize("turns, message", [
    (_BOOKED, "And I'll need a taxi from the guest house to the station at 5pm."),
    (_BOOKED, "Thanks. I would also like to find a restaurant in the centre."),
    (_BOOKED, "I'd also like to visit a college while I'm in town."),
    (_TRAIN, "好的，我还想看场电影，南京周六有什么好看的？"),
    (_BOOKED, "Can you find me some places to visit there, too?"),
    (_BOOKED, "And could you book a table at an Indian place as well for 2 people tomorrow?"),
])
def test_a_job_of_another_kind_wished_for_also_starts_a_task(turns, message):
    """"I also need a taxi" after the hotel is booked: another kind of job, even where it names the task's
    places (the taxi goes to the guest house)."""
    assert _after(turns, message)


@pytest.mark.parametrize("turns, message", [
    (_BOOKED, "I also need the phone number of the guest house."),       # no other kind of job: a detail
    (_BOOKED, "I'd also like a room with a view, if there is one."),     # the task's own kind
    (_BOOKED, "Could you book it for my sister as well?"),               # no other kind of job
    ([("I need a hotel in the north with free parking", "How many nights will you stay?")],
     "3 nights. I also need a taxi from the station."),                  # answers the question first
])
def test_also_wishing_for_the_tasks_own_job_or_answering_first_is_no_new_task(turns, message):
    assert not _after(turns, message, entity_shift=False)


_FLIGHT = [("我想订一张下周五从广州到成都的机票，上午出发", "川航3U8736，09:30起飞，经济舱890元。"),
           ("好，订这个", "已出票。")]
_CAR = [("I'd like to rent a car in Shanghai for 3 days", "Options: VW Lavida at 220 yuan/day."),
        ("The Lavida, pickup at Hongqiao airport", "Reserved, pickup Friday 10:00 at Hongqiao T2.")]


@pytest.mark.parametrize("turns, message", [
    (_FLIGHT, "成都有没有评分高的火锅店，离春熙路近一点的？"),
    (_TRAIN, "南京有什么值得去的景点？"),
    (_CAR, "Which hospital near Hongqiao has an English-speaking doctor?"),
    (_CAR, "Is there a pharmacy open late near the airport?"),
])
def test_after_a_job_reported_done_a_search_for_another_kind_of_job_starts_a_task(turns, message):
    """Even in the task's city or by its place: the job searched for is another."""
    assert _after(turns, message)


@pytest.mark.parametrize("turns, message", [
    (_FLIGHT, "这个航班有餐食吗？"),                             # a detail of what was booked
    (_CAR, "Which car did you reserve?"),                         # the task's kind
    (_CAR, "Is the rental office at the airport open late?"),  # the task's thing
    ([("I'd like to rent a car in Shanghai for 3 days", "Which dates do you need it?")],
     "Is there a hospital near the pickup?"),                   # the reply asked: an answer may follow
])
def test_a_search_for_the_tasks_own_things_or_after_a_question_is_no_new_task(turns, message):
    assert not _after(turns, message, entity_shift=False)


@pytest.mark.parametrize("turns, message", [
    (_REPORT, "Thanks. My daughter needs help with her algebra homework: solve 3x + 7 = 22"),
    (_TRAIN, "我还想给孩子报一个英语辅导班，周末上课的。"),
])
def test_homework_and_classes_are_a_kind_of_job(turns, message):
    assert _after(turns, message)


_VISIT = [("Find me a 2-bedroom apartment in Fremont", "Found Alder Apartments, $2,900/month. Would you like to schedule a visit?")]


@pytest.mark.parametrize("turns, message", [
    (_VISIT, "Maybe at a later time. Can you check the weather in Fremont for Saturday?"),
    (_VISIT, "Not yet. I'd like to book three concert tickets for Friday."),
    ([("帮我找一家朝阳区的川菜馆", "推荐蜀香园，人均120元。需要我帮您预订吗？")], "先不用了，帮我查一下明天北京的天气。"),
])
def test_an_offer_turned_down_makes_room_for_another_job(turns, message):
    """The assistant offered to act, the user declined it and asked for something with nothing of the task."""
    assert _after(turns, message)


@pytest.mark.parametrize("turns, message", [
    (_VISIT, "Not now, that's everything I need."),                                   # declined, and done
    (_VISIT, "Not yet. Does it allow pets?"),                                          # a detail of what was found
    ([("Find me a bus to Fresno", "There's a bus at 8 am for $45. Would you like to book?")],
     "Not yet. What are the stations I will depart from and arrive at?"),
])
def test_an_offer_turned_down_then_a_detail_or_nothing_is_no_new_task(turns, message):
    assert not _after(turns, message)


_TRANSLATION = [('Translate into French: "Our office will be closed on Monday."', '"Notre bureau sera fermé lundi."')]


def test_an_aside_said_at_the_end_of_an_unrelated_question_makes_room_for_it():
    assert _after(_TRANSLATION, "What's the capital of Australia, by the way?")


@pytest.mark.parametrize("message", ["Make it more formal, by the way.", "It's for our Paris office, by the way.",
                                     "Can you use the formal vous, btw?"])
def test_an_aside_at_the_end_of_a_follow_up_or_a_statement_is_no_new_task(message):
    assert not _after(_TRANSLATION, message)


def test_our_office_names_no_office():
    """"Our office" then "our Paris office" is one office: a determiner is no name of a unit."""
    assert not _after(_TRANSLATION, "It's for our Paris office.")


def test_a_viewing_of_the_flat_found_continues_the_flat_search():
    """"一居室" names the housing job, so booking a viewing acts on what the task found (no other kind of job)."""
    turns = [("我想在上海租一套一居室，预算6000以内，离2号线近。", "推荐张江附近的一套一居室，5800元/月。"),
             ("能养猫吗？", "房东同意养宠物。")]
    assert not _after(turns, "帮我约周六下午看房。")


def test_too_of_degree_wishes_for_nothing_more():
    from zoned_memory.boundary.rules.another_job import adds_another_job
    from zoned_memory.boundary.learned.features import TaskState, absorb

    task = TaskState(task_id="t")
    absorb(task, "I need a hotel in the north with free parking", (), None)
    assert adds_another_job(task, "Could you find me a restaurant too?", "Booked. Reference: 8HJ2K1.")
    assert not adds_another_job(task, "Could you find a restaurant that is not too far?", "Booked. Reference: 8HJ2K1.")


@pytest.mark.parametrize("message, opens", [
    ("这些酒店中有评分在4.5分以上的舒适型酒店吗？", True),         # hotels, listed by the restaurant's reply
    ("请在故宫周边的酒店里给我推荐一家豪华型酒店。", True),
    ("这些餐馆中哪家人均最便宜？", False),                          # the task's own kind
    ("这些里面哪个最好？", False),                                  # no kind named
])
def test_a_search_among_things_of_another_kind_just_listed_opens_that_job(message, opens):
    from zoned_memory.boundary.learned.features import TaskState, absorb
    from zoned_memory.boundary.rules.openers import searches_among_listed

    task = TaskState(task_id="t")
    absorb(task, "帮我推荐一家王府井附近的烤鸭餐馆", (), None)
    assert searches_among_listed(task, message) is opens


@pytest.mark.parametrize("reply, message, opens", [
    ("Would you like to schedule a visit?", "Maybe at a later time. When would I be free that day?", True),
    ("Do you want to buy tickets?", "No, not yet. Can you check my bank account balance first?", True),
    ("Would you like to schedule a visit?", "Maybe at a later time. What's the rent?", False),       # the task's own job
    ("The apartment has 2 bedrooms.", "No. When would I be free that day?", False),                 # no offer turned down
    ("Would you like to schedule a visit?", "No, I would like a different apartment.", False),      # a correction
])
def test_an_offer_turned_down_then_another_job_asked_for_opens_it(reply, message, opens):
    from zoned_memory.boundary.learned.features import TaskState, absorb
    from zoned_memory.boundary.rules.openers import declines_offer_for_another_job

    task = TaskState(task_id="t")
    absorb(task, "I want to find a two bedroom apartment in San Ramon.", (), None)
    assert declines_offer_for_another_job(task, message, reply) is opens
