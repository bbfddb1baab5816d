"""What the agent-work sets of stop 52 (`tests/data/boundaries_agent_work_30.jsonl` to `_36`, each written before the
rules it asked for) and carry-over file 23 found the detector missing, read turn by turn with `TaskBoundaryDetector` alone
(issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import SWITCHES_SINCE_AGENT_WORK, play, verdict


_GIFT = [("我想给我妈买个生日礼物，她六十岁，喜欢养花", "可以考虑智能花盆、精美园艺工具套装、或者一盆名贵兰花……"),
         ("兰花大概多少钱", "普通蝴蝶兰一两百元，名贵品种上千元。")]
_PHONES = [("小米14和vivo X100哪个拍照好", "vivo X100的长焦和夜景更强，小米14人像色彩更讨喜……"), ("续航呢", "vivo X100电池5000mAh，续航更长。")]


@pytest.mark.parametrize("turns, message, tools", [
    (_GIFT, "那就买一盆蝴蝶兰吧。再帮我查下明天北京到成都的机票", ("flights",)),
    ([("帮我把这句话翻译成日语：我们下周二开会讨论新产品", "私たちは来週の火曜日に新製品について話し合う会議を開きます。"),
      ("好。韩语呢", "다음 주 화요일에 신제품에 대해 회의해요.")], "好的。帮我查一下明天上海的空气质量", ("weather",)),
])
def test_a_first_sentence_that_settles_the_task_then_another_job_opens_a_task(turns, message, tools):
    assert verdict(turns, message, tools) is not None  # the agent's first tool call of the conversation: the model reads it as
    # a search of the task (as SGD's first call after its questions is)


@pytest.mark.parametrize("message", [
    pytest.param("那就买一盆蝴蝶兰吧。再帮我查查哪里买便宜", marks=SWITCHES_SINCE_AGENT_WORK),  # the task's own next step
    "那就买一盆蝴蝶兰吧。帮我看看怎么养",  # about what was chosen
])
def test_a_first_sentence_that_settles_the_task_then_its_own_next_step_continues(message):
    assert verdict(_GIFT, message) is None


def test_a_chinese_how_question_without_its_question_mark_after_an_aside_opens_a_task():
    assert verdict(_PHONES, "那我买vivo。对了，旧手机怎么把微信聊天记录迁移过去") is not None


def test_an_aside_telling_a_problem_that_took_hours_opens_a_task():
    turns = [("Our nginx returns 502 after deploying the new Node service on port 3001. Config: proxy_pass http://localhost:3000;",
              "The proxy still points at 3000 while the service listens on 3001. Change proxy_pass and reload."),
             ("That fixed it, thanks!", "Glad it works.")]
    assert verdict(turns, "While I have you: our Postgres backups are taking 3 hours, the DB is 400GB. Ideas?") is not None


_DINNER = [("帮我订周六晚上七点海底捞望京店，四个人", "已为您预订海底捞望京店，周六19:00，4人。", "restaurants")]


def test_a_fact_to_keep_in_mind_continues_the_task():
    assert verdict(_DINNER, "好的。我们家老二对虾过敏，你记一下") is None


def test_one_more_place_booked_besides_the_tasks_opens_a_task():
    assert verdict(_DINNER, "周日中午再订一家适合带孩子的西餐厅", ("restaurants",)) is not None
    assert verdict(_DINNER, "换一家吧，这家排队太久") is None  # one instead of it: the same booking


def test_a_hotel_booked_after_planning_the_trip_opens_a_task():
    turns = [("帮我规划一个三天的杭州行程，喜欢自然风光", "第一天：西湖、苏堤；第二天：灵隐寺、龙井村；第三天：西溪湿地。"),
             ("第二天下午加一个九溪十八涧", "已在第二天下午加入九溪十八涧徒步。")]
    assert verdict(turns, "不错。酒店帮我订在西湖边，两晚，预算800一晚", ("hotels",)) is not None


def test_another_companys_figures_after_its_name_and_ne_open_a_task():
    turns = [("分析一下宁德时代2023年的财报，营收4009亿，净利润441亿", "宁德时代2023年营收4009亿元，同比增长22%，净利润441亿元……")]
    assert verdict(turns, "比亚迪呢？营收6023亿，净利润300亿") is not None
    assert verdict(turns, "净利润呢？同比增长多少") is None  # the same company's other figure


_CONTRACT = [("Review the Initech MSA: what's the liability cap and the termination notice?",
              "The Initech MSA caps liability at 12 months of fees; termination needs 60 days' written notice."),
             ("Is there an auto-renewal clause?", "Yes, it renews yearly unless cancelled 30 days before the term ends.")]


def test_same_questions_of_another_named_thing_open_a_task():
    assert verdict(_CONTRACT, "What about the Umbrella one? Same questions.") is not None


@SWITCHES_SINCE_AGENT_WORK
def test_another_question_of_the_same_contract_continues():
    assert verdict(_CONTRACT, "What about the notice period? Same thing for both parties?") is None


def test_a_need_then_any_recommendation_after_a_done_report_opens_a_task():
    turns = [("帮我写一份期中家长会的发言稿", "各位家长晚上好，感谢大家百忙之中来参加家长会……"),
             ("加一段关于手机管理的内容", "已加入：建议家长在家统一保管孩子手机……")]
    assert verdict(turns, "想买辆十万左右的代步车，有什么推荐") is not None  # carry-over file 23
    assert verdict(turns, "再加一段关于作业的，有什么建议") is None  # more of the speech


_GAME = [("Let's play 20 questions. I'm thinking of an animal.", "Is it a mammal?", "games"), ("Yes", "Does it live in water?")]


def test_a_pause_after_an_answer_opens_a_task_and_where_were_we_returns_to_the_game():
    detector = play(_GAME)
    game = detector.current.task_id
    assert detector.observe("No. Actually hold on, can you check if my package from Amazon arrived?", ("orders",)) is not None
    detector.add_assistant_message("Your Amazon package was delivered at 2:14 PM to the front door.")
    back = detector.observe("Great. Ok where were we, you had 18 questions left", ("games",))
    assert back is not None and back.resume_task_id == game


def test_an_answer_without_a_pause_continues_the_game():
    assert verdict(_GAME, "No, it lives on land. Is that a good hint?") is None


def test_a_search_for_a_repair_shop_after_settling_the_copy_opens_a_task():
    turns = [("帮我把这段产品介绍改得更有吸引力：我们的保温杯可以保温12小时。", "一杯热饮，温暖一整天——12小时长效保温。"),
             ("再来两个版本", "版本二：早上泡的茶，晚上还烫嘴。版本三：12小时，温度不打折。")]
    assert verdict(turns, "第二个不错。帮我查查公司楼下有没有能修手机屏幕的店", ("maps",)) is not None


def test_an_aside_about_the_airport_after_booking_a_ride_there_opens_a_task():
    turns = [("帮我订明天早上八点去首都机场的车", "已为您预约明早8:00的专车，从家到首都机场T3，预估¥120。", "rides"),
             ("司机到了会打电话吗", "会的，司机到达前5分钟会电话联系您。")]
    assert verdict(turns, "好的。对了，T3航站楼的贵宾厅在哪") is not None
    assert verdict(turns, "好的。对了，司机会帮忙搬行李吗") is None  # the ride's own detail


_SERIES_A = [("Draft a LinkedIn post announcing our Series A.", "We're thrilled to announce our $12M Series A led by Northstar Ventures..."),
             ("Make it sound less corporate", "Big news: we raised $12M! Huge thanks to Northstar and everyone who believed in us...")]


@pytest.mark.parametrize("message", ["Good. Now a tweet version", "Then an email to our customers about it"])
def test_the_output_again_in_another_form_continues(message):
    assert verdict(_SERIES_A, message) is None  # set 33


def test_a_question_of_the_world_now_after_a_filler_opens_a_task():
    assert verdict(_SERIES_A, "Hmm, what time is it in Singapore right now? I need to call an investor") is not None


_MEETING = [("下周三下午帮我约一下市场部的李娜开会", "已为您和李娜预约下周三14:00-15:00，会议室B。", "calendar"),
            ("改成四点", "已改为下周三16:00-17:00。", "calendar")]


def test_a_meeting_with_someone_else_opens_a_task():
    assert verdict(_MEETING, "另外帮我约一下财务的王强，周四上午", ("calendar",)) is not None


@SWITCHES_SINCE_AGENT_WORK
def test_the_minutes_sent_to_the_same_meetings_person_continue():
    assert verdict(_MEETING, "顺便把上周的会议纪要发给她", ("email",)) is None


_TCP = [("Explain the difference between TCP and UDP.", "TCP is connection-oriented and reliable; UDP is connectionless."),
        ("When would I use UDP?", "Video calls, online games, DNS lookups: where speed matters more than a lost packet.")]


def test_a_problem_of_ones_own_then_how_do_i_fix_that_opens_a_task():
    assert verdict(_TCP, "Got it. My Docker container can't reach the host's localhost, how do I fix that?") is not None


def test_a_bare_nearby_after_a_task_about_no_place_opens_a_task():
    turns = [("推荐几本适合五岁孩子的绘本", "《猜猜我有多爱你》《好饿的毛毛虫》《大卫，不可以》。"),
             ("有没有讲情绪管理的", "《我的情绪小怪兽》《菲菲生气了》都不错。")]
    assert verdict(turns, "好的。附近有没有儿童游泳馆", ("maps",)) is not None


def test_near_a_place_the_task_named_continues():
    turns = [("Plan a 3-day offsite for 12 people in Lisbon in May", "Day 1 arrival and dinner in Alfama, day 2 workshops, day 3 Sintra."),
             ("Swap Sintra for a sailing trip", "Updated: day 3 is a sailing trip on the Tagus.")]
    assert verdict(turns, "Find hotels near the venue that fit 12") is None


_PR = [("Review this PR diff: adds retry logic to the payment client with exponential backoff.",
        "Looks good overall; cap the max delay and add jitter to avoid thundering herds."),
       ("What max delay would you use?", "30 seconds is a common cap for payment APIs.")]


def test_a_soft_cue_after_a_first_sentence_opens_a_task_and_back_to_returns():
    detector = play(_PR)
    review = detector.current.task_id
    assert detector.observe("Makes sense. Separate thing: our Jenkins build fails with 'No space left on device'") is not None
    detector.add_assistant_message("Clean old workspaces and Docker images on the agent: docker system prune -af.")
    assert detector.observe("That freed 40GB, build passes now") is None
    detector.add_assistant_message("Great.")
    back = detector.observe("Back to the PR: should the retry be idempotent?")
    assert back is not None and back.resume_task_id == review  # set 34


def test_another_banks_card_opens_a_task():
    turns = [("帮我查一下我的招商银行信用卡还款日", "您的招行信用卡还款日是每月25日，本期应还¥6,218。", "banking"),
             ("帮我设置自动还款", "已设置到期自动全额还款，从尾号8832的储蓄卡扣款。", "banking")]
    assert verdict(turns, "那建行那张呢", ("banking",)) is not None
    assert verdict(turns, "那招行那张的额度呢", ("banking",)) is None  # the same card


def test_one_about_another_subject_after_a_poem_opens_a_task():
    turns = [("Write a haiku about autumn rain", "Soft rain on red leaves / the maple lets go slowly / puddles hold the sky")]
    assert verdict(turns, "Love it. One about winter?") is not None
    assert verdict(turns, "Love it. One more about autumn rain?") is None  # the same subject again


def test_advice_of_another_kind_after_a_delivery_opens_a_task():
    turns = [("Help me write a toast for my brother's wedding.", "Good evening everyone! For those who don't know me, I'm the groom's brother..."),
             ("Add a funny story about our camping trip", "...and that's the night Mike spent two hours 'finding a shortcut' to the lake...")]
    assert verdict(turns, "Perfect. What should I wear to the wedding, it's a beach ceremony?") is not None  # set 35
    assert verdict(turns, "Perfect. How should I end the toast?") is None  # the toast's own next step


def test_a_bare_order_of_another_kind_after_a_delivery_opens_a_task():
    lease = [("Help me negotiate the Tern Street lease renewal, they want +8%", "Ask for 3-4% citing your on-time payments."),
             ("Write the email", "Hi Dana, I'd love to renew...")]
    assert verdict(lease, "Suggest a dog-friendly hike near Portland") is not None  # carry-over file 26
    thesis = [("帮我列一个开题报告的框架", "一、研究背景；二、国内外研究现状；三、研究内容与方法；四、技术路线；五、进度安排。"),
              ("技术路线画成流程图的描述", "数据获取→预处理→地表温度反演→时空分析→结论。")]
    assert verdict(thesis, "推荐几个宿舍里能做的运动") is not None
    assert verdict(thesis, "推荐一下这个框架里最难写的部分怎么写") is None  # the task's own framework


def test_rain_gear_is_no_weather():
    trip = [("Switching gears - I need a packing list for a 3-day hiking trip", "Backpack, tent, sleeping bag, water filter...")]
    assert verdict(trip, "Add rain gear") is None


def test_a_question_of_another_kind_on_the_tasks_subject_after_a_done_report_opens_a_task():
    turns = [("帮我写个请假条，下周一到周三，孩子做手术要陪护", "王经理您好：因孩子下周一需进行手术，本人需请假陪护……"),
             ("落款加上日期", "已加上落款日期。")]
    assert verdict(turns, "谢谢。孩子扁桃体手术后饮食要注意什么") is not None  # set 36
    assert verdict(turns, "谢谢。落款要写全名吗") is None  # the note's own detail


def test_the_nearest_place_of_another_kind_after_a_delivery_opens_a_task():
    turns = [("I want to cancel my gym membership at Planet Fitness.", "Planet Fitness requires canceling by certified letter."),
             ("Can you draft the letter?", "Dear Planet Fitness, I am writing to cancel my membership ..."),
             ("My member number is 4471902", "Updated with member number 4471902.")]
    assert verdict(turns, "Thanks. Where's the nearest post office that's open on Saturday?", ("maps",)) is not None


def test_a_place_to_visit_after_settling_the_weather_opens_a_task():
    turns = [("杭州明天下雨吗", "杭州明天多云转小雨，15-20度。", "weather")]
    assert verdict(turns, "那带把伞。西湖边有什么适合拍照的地方") is not None


def test_a_side_note_and_a_bare_order_for_a_phone_open_tasks():
    proposal = [("Outline a proposal for the Larkspur Library digitization project", "1. Scope 2. Timeline 3. Budget 4. Team 5. Risks"),
                ("Expand the risks section", "Risks: fragile materials, metadata backlog, staffing.")]
    assert verdict(proposal, "Side note: is a 45-minute bike commute realistic?") is not None  # carry-over file 27
    notice = [("帮我写一个社区停水的通知", "各位居民：因管道检修，本小区将于周三9:00-17:00停水……"), ("加上物业电话", "已加上物业电话：8866-1234。")]
    assert verdict(notice, "推荐一款适合老人用的智能手机") is not None
    laptop = [("我想买一台笔记本电脑，主要用来编程，预算8000左右。", "推荐联想ThinkPad X1，价格7999元。")]
    assert verdict(laptop, "那就它吧。另外我还想给我妈买个手机，两千块以内的。") is not None  # a phone is another job than a laptop
