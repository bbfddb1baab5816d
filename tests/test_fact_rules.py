"""The statement rules: what they call a durable fact about the user, and what they leave with the task."""

from __future__ import annotations

import pytest

from zoned_memory.facts import classify
from zoned_memory.facts.rules import rule_label
from zoned_memory.facts.statements import split_statements


def _labels(text: str) -> list:
    """The label of each statement of ``text`` (the automatic path's classifier)."""
    return [classify(s) for s in split_statements(text)]


@pytest.mark.parametrize("text", [
    "我喜欢《今天你要嫁给我》。",               # a title's words are no time of the statement
    "I love the film \"Tomorrow Never Dies\".",
    "我最喜欢的电影是《明天会更好》",
])
def test_a_title_is_not_read_as_a_time_word(text):
    label = rule_label(text)
    assert label.durable and label.kind == "preference"


@pytest.mark.parametrize("text", [
    "说到梁朝伟，他是我最喜欢的男演员。",
    "当然了，她是我最喜欢的演员！",
    "周润发是我的偶像！",
    "She is my favorite singer.",
    "He's one of my all-time favourite directors.",
])
def test_someone_named_as_the_users_favourite_is_the_users_taste(text):
    label = rule_label(text)
    assert label.durable and label.kind == "preference"


@pytest.mark.parametrize("text", [
    "我妈妈在上海上班。",
    "我同事37岁了。",
    "我同事的老家在湖南长沙。",
    "我表姐她是做会计的。",
    "赵立华是我的同事。",
    "我上司个子167cm。",
    "My coworker is 37.",
    "My boss works at the Berlin office.",
    "My best friend lives in Lyon.",
    "My mom works as a nurse.",
])
def test_who_the_people_around_the_user_are_is_standing_knowledge(text):
    assert rule_label(text).durable


@pytest.mark.parametrize("text", [
    "他是我客户最喜欢的演员。",          # the client's taste, not the user's
    "Is she your favorite singer?",
    "我同事喜欢吃辣。",                 # a third party's taste stays with the task that serves it
    "My coworker prefers tables.",
    "My client is 37.",                 # a client is a party of one task
    "我客户在上海上班。",
    "我客户是素食者",
    "我同事是素食者。",
])
def test_third_party_tastes_clients_and_moments_stay_with_the_task(text):
    assert not classify(text).durable


@pytest.mark.parametrize("text", ["我今天在上海上班。", "今天我在上海上班。", "I'm working in Shanghai today."])
def test_where_the_user_works_today_is_this_sessions_context_in_either_word_order(text):
    assert classify(text).scope == "session"  # the moment, not a standing fact: never global


@pytest.mark.parametrize("text, kind", [
    ("I am finally 18.", "profile"),
    ("I'm majoring in economics.", "profile"),
    ("I have both cats and dogs.", "profile"),
    ("I only have a brother.", "profile"),
    ("I have blond short hair.", "profile"),
    ("I go to church every week.", "preference"),
    ("I swim every morning before work.", "preference"),
    ("I'm such an introvert.", "profile"),
    ("I am also an omnivore.", "profile"),
])
def test_common_phrasings_of_who_the_user_is_and_their_habits(text, kind):
    label = rule_label(text)
    assert label.durable and label.kind == kind


@pytest.mark.parametrize("text", [
    "I need the report every Monday.",       # a request with a schedule
    "I want a table for two every Friday?",
    "I am 5 minutes away.",
    "I have a question about my order.",
    "Send me the numbers every week.",
])
def test_requests_with_a_schedule_and_moments_are_not_habits(text):
    assert not classify(text).durable


@pytest.mark.parametrize("text", [
    # what the user has or lacks for this one job
    "I don't have my booking reference.",
    "I don't have the invoice number on me.",
    "I have a dentist appointment at four.",
    "I have a job interview on Thursday.",
    "I have a terrible headache.",
    "I have 4 people in my party.",
    "My car is in the shop.",
    "Hey, where's my package.",
    # the people around the user, for the moment
    "My wife is waiting downstairs.",
    "My brother is coming with me.",
    "My friend said the blue one is nicer.",
    # the moment's verbs in the simple present
    "I expect about 30 guests.",
    "I require a quiet room.",
    "I totally understand.",
    "I arrive on the 5th.",
    "I better leave now.",
    "I keep forgetting my password.",
    "I like the sound of that.",
    "I prefer if you send it by email.",
    # sight, age and names, misread
    "I can't see the download button.",
    "I'm 90% sure it was the Tuesday.",
    "Please call me a taxi.",
    "Don't call me lazy.",
])
def test_task_talk_in_the_first_person_is_not_promoted(text):
    assert not rule_label(text).durable


@pytest.mark.parametrize("text, kind", [
    ("I am a part-time piano teacher.", "profile"),
    ("I'm an office receptionist.", "profile"),
    ("I am employed at a bank.", "profile"),
    ("I'm in the navy.", "profile"),
    ("I'm still in high school.", "profile"),
    ("I'm in sales.", "profile"),
    ("I am a huge sci-fi fan.", "preference"),
    ("I'm a coffee lover.", "preference"),
    ("My main hobby is birdwatching.", "preference"),
    ("My hobbies include chess and running.", "preference"),
    ("I don't smoke.", "constraint"),
    ("We don't have any pets.", "profile"),
    ("I have two roommates.", "profile"),
    ("I am very tall.", "profile"),
    ("I have green eyes.", "profile"),
    ("I knit and I garden.", "preference"),
    ("I volunteer at the animal shelter.", "preference"),
    ("I can't walk long distances.", "constraint"),
    ("You can call me Sam.", "profile"),
])
def test_more_ways_users_say_who_they_are(text, kind):
    label = rule_label(text)
    assert label.durable and label.kind == kind, label


@pytest.mark.parametrize("text", ["I always want answers as tables.", "I usually need a window seat."])
def test_what_the_user_always_wants_is_a_preference(text):
    assert rule_label(text).kind == "preference"


@pytest.mark.parametrize("text, slot", [
    ("Hi, my name is Ana and I'm glad to meet you.", "name"),   # the pleasantry is no transient state
    ("Hello, I'm Tomas.", "name"),
    ("I'm Priya Shah, by the way.", "name"),
    ("I'm Canadian.", "nationality"),
    ("你好，我是李明远，很高兴认识你。", "name"),
])
def test_introductions_are_names(text, slot):
    label = rule_label(text)
    assert label.durable and label.slot == slot, label


@pytest.mark.parametrize("text", ["I'm Okay.", "I'm glad to meet you.", "Nice to meet you!", "我是说明天。"])
def test_pleasantries_and_states_are_no_names(text):
    assert not rule_label(text).durable


def test_liking_said_with_also_or_more_in_chinese():
    assert rule_label("我还喜欢攀岩和潜水。").kind == "preference"
    assert rule_label("比起这个我更喜欢爵士乐。").kind == "preference"


@pytest.mark.parametrize("text", [
    "For this conversation, reply in German.",
    "Throughout this chat, assume I'm on Eastern time.",
    "Until we're done today, keep every answer under 100 words.",
    "During this session, please avoid jargon.",
    "这次对话里请用简洁的语气回答。",
    "接下来的回复尽量不要超过五句话。",
])
def test_how_to_answer_in_this_conversation_is_session_context(text):
    assert rule_label(text).scope == "session"


@pytest.mark.parametrize("text", ["What did we decide earlier in this chat?", "In this chat I want to plan a trip to Rome.",
                                  "Yes, let's keep going for now.", "这个对话里你提到的酒店叫什么？"])
def test_talk_about_this_conversation_is_no_session_context(text):
    assert rule_label(text).scope != "session"


@pytest.mark.parametrize("text, kind", [
    ("I'm training for a half marathon.", "preference"),
    ("I'm learning to play the cello.", "preference"),
    ("I am learning Japanese.", "preference"),
    ("I'm trying to cut back on sugar.", "constraint"),
    ("I'm trying to quit smoking.", "constraint"),
    ("I go vegetarian during Lent.", "constraint"),
    ("My manager is called Priya.", "knowledge"),
    ("My accountant is named Doug.", "knowledge"),
    ("My pronouns are she/her.", "profile"),
    ("Keep your answers brief, please.", "preference"),
    ("我的预算一般不超过两千元。", "constraint"),
    ("我最近在学日语。", "preference"),
    ("I've been a vegetarian for ten years.", "constraint"),
    ("I'm gluten intolerant.", "constraint"),
    ("I get motion sickness on boats.", "constraint"),
    ("I'm terrified of flying.", "constraint"),
    ("My husband works at Google.", "profile"),
    ("I'm on Windows 11 at work.", "profile"),
    ("Our team works in two-week sprints.", "knowledge"),
])
def test_pursuits_under_way_rules_kept_and_who_people_are_called(text, kind):
    label = rule_label(text)
    assert label.durable and label.kind == kind, label


@pytest.mark.parametrize("text", [
    "I'm trying to book a flight to Rome.",
    "I'm trying to avoid the highway.",
    "I'm trying to cut down on costs for this project.",
    "I'm training the new hire.",
    "I'm learning a lot from this.",
    "My client is named Bob Stone.",
    "Keep the third option.",
    "我在学校门口。",
    "我的预算是两千元。",
    "I'm afraid of missing the train.",
    "My landlord is about to evict me.",
    "My husband is working late.",
    "给我叫个车，车型和车牌告诉我。",   # "call me a car", not a name
    "最后麻烦您给我叫下车。",
])
def test_the_same_words_for_one_task_stay_with_it(text):
    assert not rule_label(text).durable, rule_label(text)


@pytest.mark.parametrize("text", [
    "In this session, please answer in French.",             # the scope is no statement of its own
    "This session, I'm acting on behalf of my manager.",
    "Today I'm working from the Berlin office.",
    "I'm on my phone today, so keep answers short.",
    "For now, treat all prices as excluding VAT.",
    "All the documents today should be in English.",
    "Today we're focusing on the Q3 launch.",
    "今天我在上海办公室。",
    "今天先别用专业术语。",
    "本次会话中我代表财务部提问。",
    "这次请按美元计算。",
    "For this session, I'm the admin of the billing team.",
    "Today, please cite sources for every claim.",
    "From now on in this chat, call the product 'Nova'.",
    "这次对话中，请把金额都换算成欧元。",
    "接下来请默认使用北京时间。",
])
def test_what_holds_for_this_session_is_session_context(text):
    labels = _labels(text)
    assert any(label.scope == "session" for label in labels), labels


@pytest.mark.parametrize("text", [
    "Today I'd like to book a flight to Rome.",
    "For now, I'll take the cheaper one.",
    "Today we're flying to Paris.",
    "I'm working on the slides today.",
    "今天我想订一家餐厅。",
    "今天我在找酒店。",
    "今天别忘了提醒我开会。",
    "For now, add it to the cart.",
    "Today, call the restaurant.",
    "Not today, no.",
    "今天我在图书馆里学习的时候发现了一本好看的小说。",
])
def test_what_is_done_today_is_no_session_context(text):
    assert all(classify(s).scope != "session" for s in split_statements(text))


@pytest.mark.parametrize("scope", ["In this session", "For the rest of this chat", "Until we're done", "For now", "Today",
                                   "Throughout our conversation", "In today's session"])
def test_every_session_scope_is_kept_with_its_clause_and_makes_session_context(scope):
    from zoned_memory.facts.statements import split_statements
    statements = split_statements(f"{scope}, answer in French. Find me a hotel in Lyon.")
    assert statements[0].startswith(scope)  # the scope stays with the clause it scopes
    assert classify(statements[0]).scope == "session"
    assert classify(statements[-1]).scope == "task"


@pytest.mark.parametrize("scope", ["这次会话里", "本次对话中", "今天", "接下来"])
def test_every_chinese_session_scope_is_kept_with_its_clause(scope):
    from zoned_memory.facts.statements import split_statements
    statements = split_statements(f"{scope}，请用表格回答。帮我找一家酒店。")
    assert statements[0].startswith(scope)
    assert classify(statements[0]).scope == "session"


@pytest.mark.parametrize("text, kind", [
    ("I'm a tour guide at a museum.", "profile"),
    ("I am the executive assistant to the CEO.", "profile"),
    ("I'm the CTO of a small startup.", "profile"),
    ("As a lawyer, I need precise language.", "profile"),
    ("I'm studying computer science.", "profile"),
    ("I am in the stock market industry", "profile"),
    ("I report to the VP of Sales.", "profile"),
    ("I'm responsible for the EMEA region.", "profile"),
    ("I just moved to the USA from Romania.", "profile"),
    ("We're based in Chicago.", "profile"),
    ("I've lived in Tokyo for five years.", "profile"),
    ("My birthday is May 3rd.", "profile"),
    ("My daughter plays soccer.", "profile"),
    ("I'm unmarried.", "profile"),
    ("English is my second language.", "profile"),
    ("I'm bilingual in English and Mandarin.", "profile"),
    ("My laptop is a MacBook Pro.", "profile"),
    ("I have celiac disease.", "constraint"),
    ("I'm nearsighted.", "constraint"),
    ("I'm on blood thinners.", "constraint"),
    ("I'm in a wheelchair.", "constraint"),
    ("Spicy food doesn't agree with me.", "constraint"),
    ("I'm not a morning person.", "preference"),
    ("I go dancing on the weekends", "preference"),
    ("I take the train to work.", "preference"),
    ("Riding horses is my thing.", "preference"),
    ("I'm obsessed with Korean dramas.", "preference"),
    ("Please never use emojis with me.", "preference"),
    ("我是公司的CTO。", "profile"),
    ("我在读研究生。", "profile"),
    ("我在一家外企做财务。", "profile"),
    ("我是自由职业者。", "profile"),
    ("我负责华东区的业务。", "profile"),
    ("我的生日是五月三号。", "profile"),
    ("我是90后。", "profile"),
    ("我现在在杭州生活。", "profile"),
    ("我和老公住在成都。", "profile"),
    ("我有个三岁的女儿。", "profile"),
    ("我养了一只金毛。", "profile"),
    ("我的母语是粤语。", "profile"),
    ("我身高一米八。", "profile"),
    ("我属龙。", "profile"),
    ("我是个急性子。", "profile"),
    ("我怕高。", "constraint"),
    ("我吃不了辣。", "constraint"),
    ("我血压有点高。", "constraint"),
    ("我不抽烟。", "constraint"),
    ("我的爱好是摄影。", "preference"),
    ("我坐地铁通勤。", "preference"),
    ("回答的时候请一直用表格。", "preference"),
])
def test_self_descriptions_of_work_home_body_and_habit_are_durable(text, kind):
    label = rule_label(text)
    assert label.scope == "global" and label.kind == kind, label


@pytest.mark.parametrize("text, kind", [
    ("Just so you know, I'm lactose intolerant.", "constraint"),
    ("I should mention that I use a screen reader.", "preference"),
    ("Keep in mind that I go by Alex.", "profile"),
    ("记住，我不吃香菜。", "constraint"),
])
def test_a_lead_in_that_flags_a_fact_is_read_past(text, kind):
    label = rule_label(text)
    assert label.scope == "global" and label.kind == kind, label


@pytest.mark.parametrize("text", [
    "I should mention the client is vegetarian.",
    "Keep in mind the report is due Friday.",
    "Remember to book the table for 7.",
    "As a reminder, the deadline is Friday.",
    "As a guest, I want a late checkout.",
    "I'm the guest in room 204.",
    "I'm responsible for the booking.",
    "I'm in the business district.",
    "I read the report twice a week ago.",
    "That is my thing to decide.",
    "Book a table, my birthday is next Friday.",
    "My laptop is broken.",
    "I'm obsessed with this hotel.",
    "My client is in a wheelchair.",
    "我和同事住在如家酒店。",
    "我负责华东区的这份报告。",
    "我的身高不重要，帮我找双鞋。",
    "回复客户的时候请一直用敬语。",
    "我在杭州待了两天。",
    "我老婆在楼下等我。",
    "客户吃不了辣。",
])
def test_task_talk_in_the_same_words_stays_with_the_task(text):
    assert not rule_label(text).durable


@pytest.mark.parametrize("text, kind", [
    ("I'm type 1 diabetic.", "constraint"),
    ("I'm doing intermittent fasting.", "constraint"),
    ("I can't have caffeine after noon or I can't sleep.", "constraint"),
    ("I'm not allowed to eat salt, doctor's orders.", "constraint"),
    ("I'm sensitive to loud noise.", "constraint"),
    ("I'm currently between jobs.", "profile"),
    ("I'm an architect by training.", "profile"),
    ("My wife and I are expecting twins in March.", "profile"),
    ("Our kids are in middle school.", "profile"),
    ("We speak Portuguese at home.", "profile"),
    ("For context, I rent a one-bedroom in Brooklyn.", "profile"),
    ("I do CrossFit.", "preference"),
    ("我是药剂师，不用解释基础的药理。", "profile"),
    ("我是退休消防员", "profile"),
    ("我是一型糖尿病患者。", "profile"),
    ("我目前待业。", "profile"),
    ("我做护士十五年了。", "profile"),
    ("我上夜班。", "profile"),
    ("我在四大做审计。", "profile"),
    ("我在广州开了一家奶茶店。", "profile"),
    ("我们家里说粤语。", "profile"),
    ("我老婆三月份要生双胞胎。", "profile"),
    ("我用的是Mac。", "profile"),
    ("我下午不能喝咖啡，不然睡不着。", "constraint"),
    ("我在做轻断食", "constraint"),
    ("医生不让我吃盐。", "constraint"),
    ("我对噪音很敏感。", "constraint"),
    ("我儿子对鸡蛋过敏。", "constraint"),
    ("我周末在乐队里弹贝斯。", "preference"),
    ("我骑摩托车上下班。", "preference"),
])
def test_more_self_descriptions_are_durable(text, kind):
    label = rule_label(text)
    assert label.scope == "global" and label.kind == kind, label


@pytest.mark.parametrize("text", [
    "I'm expecting 47 people!", "We're expecting about 55 guests,", "I'm allergic to this kind of design, redo it.",
    "I'm sensitive to this issue.", "I'm not allowed to enter there.",
    "我是这次预订的联系人。", "客户是药剂师，写专业一点。", "我在这家店做了预订。", "我同事吃素，帮我选个餐厅。",
])
def test_the_same_words_about_the_moment_or_someone_else_stay_with_the_task(text):
    assert not rule_label(text).durable


def test_a_lead_in_after_a_request_is_its_own_statement():
    statements = split_statements("Book a flight to Denver, and note I always sit in the aisle.")
    assert statements == ["Book a flight to Denver,", "and note I always sit in the aisle."]
    assert [rule_label(s).durable for s in statements] == [False, True]


@pytest.mark.parametrize("text", [
    "I edit wedding videos for a living.", "I've had a bad back since my car accident.", "I'm trying to learn Korean.",
    "I'm more of a tea drinker.", "I recently became a US citizen.", "I've run three marathons.",
    "I'm working on my PhD in chemistry.", "I'm deathly afraid of snakes.", "I'm a Mac user.", "I'm terrible at public speaking.",
    "我是做婚礼摄像的。", "我月薪一万左右。", "我老公麸质过敏。", "我有五个孙子。", "我出车祸以后腰一直不好。", "我刚入了美国籍。",
    "我跑过三次马拉松。", "我在读化学博士。", "我在河南农村长大。", "我妈跟我们一起住。", "我是我女儿足球队的教练。",
    "我业余教瑜伽。", "我很怕当众讲话。", "我在成都有套房。", "我装了心脏起搏器。",
])
def test_what_users_say_of_their_work_body_home_and_history_is_durable(text):
    assert rule_label(text).scope == "global", text


@pytest.mark.parametrize("text", [
    "What do you do for a living", "I am good at 11th of March.", "The bride is gluten intolerant, so the cake must be gluten-free.",
    "My client runs three marathons a year, write her bio.", "新娘麸质过敏，蛋糕要无麸质的。", "我很怕来不及。", "我怕他不同意。",
    "客户跑过三次马拉松，写一下她的简介。", "老板在农村长大，致辞里提一下。",
])
def test_questions_and_other_peoples_histories_stay_with_the_task(text):
    assert not rule_label(text).durable


@pytest.mark.parametrize("text", [
    "Today we're only looking at the EU market.", "During this session, please don't mention competitors by name.",
    "Until I say otherwise, answer in French.", "Today I'm working on my tablet, so keep the formatting simple.",
    "This session, we're targeting Q4 numbers only.", "今天我们只看华东区的数据。", "今天我在用手机，格式简单点。",
    "今天先用测试环境的数据库。", "直到我说停之前，都用日语回答。",
])
def test_a_focus_or_instruction_under_a_session_scope_is_session_context(text):
    assert rule_label(text).scope == "session", text


@pytest.mark.parametrize("text", [
    "While we work on this, use British spelling.", "Today we're only looking for a cheap hotel.",
    "Until I say otherwise, the meeting is at 3.", "今天我们只看一下这家酒店的价格。", "今天先用这家的报价。",
])
def test_an_instruction_for_one_task_or_a_request_under_a_scope_stays_with_the_task(text):
    assert rule_label(text).scope == "task", text


@pytest.mark.parametrize("text", [
    "My partner and I are both vegan.", "My daughter just started college in Boston.", "I just bought my first house.",
    "我和我老公都吃素。", "我比较内向，不喜欢打电话。",
])
def test_compound_subjects_family_news_and_temperament_are_durable(text):
    assert any(rule_label(s).scope == "global" for s in split_statements(text)), split_statements(text)


@pytest.mark.parametrize("text", [
    "My friend and I are interested in watching a movie now.", "My partner and I are going to see Post Malone,",
    "My wife and I are getting our palms read.",
])
def test_a_plan_of_the_user_and_someone_else_stays_with_the_task(text):
    assert not any(rule_label(s).durable for s in split_statements(text))


#: session context in words no rule was written for, five sets (stop 33), each scored before the rules for it
#: (sets 3 / 4 / 5 found 6 / 8 / 4 of 20 / 20 / 16 before; `benchmarks/RESULTS.md`)
_SESSION_PROBES = [
    "By the way, I'm on call this week so keep answers short",
    "For this session, please answer in bullet points",
    "Everything we do today is for the Q3 board deck",
    "Today I'm working from the Berlin office, so use CET times",
    "We're only dealing with the APAC accounts this afternoon",
    "Keep it brief today, I'm in meetings all day",
    "This week all the numbers should be in euros",
    "Remember that for the rest of this chat I'm using Python 3.8",
    "今天的回答都尽量简短一点",
    "这周我们都用欧元来算",
    "今天下午我们只处理华南区的客户",
    "这次对话里请都用表格回复",
    "今天我在外面，回复简短点",
    "接下来的任务都是给董事会准备的材料",
    "I'm presenting to the execs this afternoon, so keep everything high-level",
    "Assume US English spelling for the rest of the day",
    "This morning we're focusing on the hiring pipeline only",
    "All the reports I ask for today go to Maria, so address them to her",
    "Just for this conversation, call me Sam",
    "Until we wrap up today, treat all prices as including VAT",
    "Today's work is all about the Henderson account",
    "While we're chatting today, don't mention competitors by name",
    "这几天的报表都按周汇总",
    "今天上午的问题都跟招聘有关",
    "本周所有的金额都用美元",
    "这次聊天你就叫我小王吧",
    "今天的任务都围绕新品发布会",
    "在今天结束之前，时间都按北京时间",
    "今天先别提竞争对手的名字",
    "这段时间我在出差，回复尽量简短",
    "Heads up, I'm on my phone today so short answers please",
    "For the rest of the week, quote all prices in GBP",
    "I'm only looking at the Nordic markets this morning",
    "Everything I send you this afternoon is confidential, don't repeat client names",
    "Today, pretend I'm a beginner and explain things simply",
    "We're reviewing the marketing budget all day today, so keep that in mind",
    "Use the 2025 figures for everything we discuss this week",
    "This session is about preparing my job interview",
    "Stick to British spelling this afternoon",
    "During today's chat, refer to the product as Project Falcon",
    "I'm working offline this week, so no links please",
    "Let's keep the tone casual for the rest of the day",
    "今天回答问题的时候别用英文缩写",
    "这周的数据都以财务部给的为准",
    "今天下午我只想聊一下季度预算",
    "这段时间所有的会议纪要都发给李经理",
    "本次会话请默认用人民币计价",
    "今天的邮件都帮我写得正式一点",
    "这几天我在国外，时间请按伦敦时间",
    "接下来我们只讨论供应链的问题",
    "I'm preparing for a client pitch today, so keep the suggestions practical",
    "This afternoon assume the audience is non-technical",
    "For today's work, all dates should be in ISO format",
    "Please be extra careful with numbers this week, the auditors are in",
    "We're drafting the annual report this week, so keep the wording formal",
    "Today I'd like every answer to end with a one-line summary",
    "For the rest of this chat, skip the pleasantries",
    "Can you keep responses under 100 words today?",
    "This week, when I say \"the client\" I mean Acme Corp",
    "I'm in a hurry this morning, just give me the key points",
    "Treat everything in this conversation as off the record",
    "今天的汇报材料都用中文写",
    "这周我只关心华北区的业绩",
    "今天下午请用简单的话解释",
    "这次会话里提到的客户都是虚构的",
    "这几天的数字都保留两位小数",
    "今天我很赶时间，只说重点就行",
    "本周我们统一用新版模板",
    "接下来的问题请都用一句话回答",
    "I'm working on the investor memo today, so please use a confident tone",
    "For this conversation, let's say the budget cap is 50k",
    "This morning, whenever I paste code, assume it's TypeScript",
    "Keep today's replies in Spanish, I'm practising",
    "We're in crunch mode this week: prioritise speed over polish",
    "Only use sources from 2024 or later for the rest of the day",
    "Today I'm wearing my product manager hat, so think like a PM",
    "Throughout this chat, please flag anything that sounds legally risky",
    "今天所有的回复都加上英文翻译",
    "这周我负责的是东南亚市场，问题都跟这个有关",
    "今天下午我们按保守的假设来算",
    "这次对话里请不要给我推荐具体股票",
    "接下来的几个问题都和装修有关",
    "今天请把我当成完全不懂技术的人",
    "这周写的文案都要控制在200字以内",
    "本次会话中，金额单位一律为万元",
]


@pytest.mark.parametrize("text", _SESSION_PROBES)
def test_how_to_work_in_this_session_in_other_words_is_session_context(text):
    labels = _labels(text)
    assert any(label.scope == "session" for label in labels), labels


@pytest.mark.parametrize("text", [
    "What's on my calendar this week?",
    "Book a meeting room for this afternoon",
    "Keep the report short",
    "Use euros in this report",
    "For this task, use the staging database",
    "Today is my last day at work, can you draft a farewell email?",
    "This week's sales were 1.2 million",
    "Can you summarize what we did today?",
    "I have a meeting this afternoon at 3",
    "Send the invoice to Maria today",
    "今天下午三点开会",
    "这周的销售额是多少",
    "帮我把这份报告写短一点",
    "今天天气怎么样",
    "这次的报销单用美元填",
    "今天先帮我看一下这份合同",
    "本周五之前把报价发给客户",
    "这几天的订单量怎么样",
    "Can you remind me what I have this afternoon?",
    "I'm meeting the Nordic team this morning",
    "Everything went well today",
    "Show me all the prices for this week",
    "The report I sent you today has a typo",
    "We're only halfway done this week",
    "今天下午的会取消了",
    "这周的会议纪要发我一下",
    "这段时间的数据有问题吗",
    "接下来帮我订一张机票",
])
def test_a_job_or_a_question_of_today_is_no_session_context(text):
    assert all(classify(s).scope == "task" for s in split_statements(text))


#: durable facts inside agent-work requests (stop 33), scored before the rules for them: 30 / 40 found
_AGENT_WORK_FACTS = [
    "Draft a reply to the landlord. For context, I rent a one-bedroom flat in Leeds.",
    "Can you find a gym near me? I do CrossFit four times a week.",
    "Suggest a weekend trip; I get motion sickness on boats, so nothing by ferry.",
    "Help me plan meals for the week, I'm gluten intolerant.",
    "Write a cover letter for me, I've been a nurse for 12 years.",
    "I'm colour-blind, so please avoid charts that rely on red and green.",
    "Summarize this paper. I'm a PhD student in neuroscience, so technical detail is fine.",
    "Recommend a laptop. I mostly edit video and I'm a Linux person.",
    "Book a table for Friday. My wife is pregnant, so no raw fish.",
    "I never drink alcohol, keep that in mind when suggesting restaurants.",
    "I'm left-handed, which matters for the desk setup you suggest.",
    "My team uses Jira and Slack, tailor the workflow to that.",
    "I have two kids under five, so plan family-friendly activities.",
    "We're a 20-person startup based in Austin.",
    "I'm hard of hearing, so I prefer written summaries over calls.",
    "I'm a night owl and do my best work after 10pm.",
    "I hate long emails, always keep mine under five sentences.",
    "I've been learning Japanese for two years.",
    "I'm saving up for a house, so budget tips are welcome.",
    "帮我写一封给房东的邮件，我在杭州租房子住。",
    "推荐几家餐厅，我不吃牛肉。",
    "我是色弱，图表别用红绿配色。",
    "帮我规划一下健身计划，我膝盖做过手术。",
    "我平时用Mac办公，帮我推荐几个效率工具。",
    "我家有两个孩子，一个三岁一个五岁。",
    "我们公司是做跨境电商的，主要卖家居用品。",
    "我一般晚上十点以后才有空。",
    "我对酒精过敏，聚餐的时候要注意。",
    "我在学德语，已经学了半年。",
    "帮我写个自我介绍，我是做产品经理的，干了八年。",
    "我开的是电动车，帮我规划路线时考虑充电。",
    "我不喜欢太长的回答，尽量精简。",
    "我爸妈住在成都，我每个月回去一次。",
    "我是左撇子。",
    "我们团队用的是飞书，不用钉钉。",
    "我有高血压，饮食建议请注意少盐。",
    "我每天早上都会跑五公里。",
    "我是基督徒，周日上午不安排工作。",
    "我正在备孕，推荐的食物要注意。",
]


#: a fresh probe set (stop 34), scored before its rules: 34 / 40 durable facts and 11 / 16 session contexts found;
#: the misses, and set 6's session misses, are these
_UNSEEN_FACTS = [
    "We close our books on the 25th of every month.",
    "I'm on a strict gluten-free diet because of celiac.",
    "My budget for any trip is 2000 euros max.",
    "我不太会英文，尽量用中文回答。",
    "我一直用微信支付。",
    "我是回族，不吃猪肉。",
]
_UNSEEN_SESSION = [
    "For the next hour I'm working from my phone, keep replies short.",
    "This morning let's keep everything in draft mode, don't send anything.",
    "在我说停之前，回答都控制在三句话以内。",
    "这一轮讨论都按保密处理。",
    "Give me answers in German for the rest of today",
    "I'm on a slow connection this morning, so no images",
    "Our working assumption for this session: revenue grows 5% a year.",
    "这周我们讨论的都是内部数据，不要外传",
    "本周报价一律含税",
    "今天我只是想随便聊聊，不用给建议",
    "今天我在高铁上，信号不好，尽量少发图片",
]


#: fresh set 8 (stop 34), written after the rules above and scored before its own: 19 / 35 durable facts and
#: 8 / 14 session contexts found; its misses, but one, are these
_UNSEEN_FACTS_8 = [
    "I'm a single dad with a seven-year-old, so nothing too late.",
    "Make the font big, my eyesight isn't great.",
    "I do all my banking with Monzo.",
    "I've got a peanut allergy, a serious one.",
    "My working hours are 7 to 3.",
    "Our kids go to a French-speaking school.",
    "I'm not a native speaker, so keep the English simple.",
    "帮我安排一下周末，我是上夜班的。",
    "我习惯用Excel做表，别推荐别的软件。",
    "我们公司周六也上班。",
    "我们家三口人，孩子刚上小学。",
    "我有驾照，但不太敢上高速。",
    "我是独居，养了一只猫。",
    "Write the bio in first person; I've worked in fintech for a decade.",
    "I support Arsenal, in case it comes up.",
]
_UNSEEN_SESSION_8 = [
    "This afternoon everything is about the Henderson account.",
    "Until the end of this chat, don't suggest any paid tools.",
    "We're doing a dry run today, so nothing is final.",
    "今天下午我们只讨论预算，不聊别的。",
    "接下来的问题都不需要给出处。",
    "这次聊天你就当我的面试官。",
    # asked to work so, as a question
    "For the rest of this chat, could you answer in French?", "In this session, can you avoid jargon?",
    "这次对话里可以用英文回答吗？", "今天能不能都用表格回复？",
]


@pytest.mark.parametrize("text", [
    "I've got a busy weekend ahead.", "I've got a ride booked to the East side.", "I've got a celebration coming up,",
    "My son teaches yoga on Tuesdays.", "I had fish on Friday.", "我今天不想吃早饭。", "这周六我要加班。",
    "今天下午帮我订个会议室。", "推荐一个做表的软件", "我朋友一个人住，帮他找个房子",
    "I've worked on this report for two days", "I support the idea",
    # questions about this session's work set nothing; a habit is no trouble of the moment
    "今天统一发货吗？", "这周统一报销了吗？", "今天的任务都要完成吗？", "这周的报销都统一交给财务了吗",
    "我一直用这个账号登录不上", "我一直吃不下饭", "Would you please check the weather for today in Chicago?",
    "It's cold today, do I need a jacket?", "I'm on a tight schedule this afternoon.", "这个问题是帮我妈问的吗？",
    "I am only interested in event dates right now.",
])
def test_plans_of_the_moment_and_other_peoples_lives_stay_with_the_task(text):
    assert all(label.scope == "task" for label in _labels(text)), _labels(text)


#: set 9 (stop 34), written after every rule above and scored before its own: 16 / 20 durable, 4 / 8 session
_UNSEEN_FACTS_9 = ["I'm a huge coffee person, always need a café nearby.", "Just so you know, I'm a wheelchair user.",
                   "I'm terrible with directions.", "我有轻微的恐高。"]
_UNSEEN_SESSION_9 = ["Quick note for this session: I'm presenting to non-experts.",
                     "For the time being, assume all amounts are in CAD.",
                     "I'm on mobile right now, so short answers for the rest of the chat please.", "今天这几个问题都是帮我妈问的。"]

#: set 10 (stop 35), written after every rule above and scored before its own: 34 / 36 durable, 10 / 12 session (one
#: of the two "misses", "While we plan this trip, treat all prices as in euros", scopes one task: the task's, rightly),
#: 0 / 16 task talk promoted; what the rules missed:
_UNSEEN_FACTS_10 = ["我的英文名叫Kevin。", "My first language is Portuguese.", "I'm colorblind, red and green look the same to me.",
                    "I'm a night owl, I do my best work after 10 pm.", "我习惯用Mac，不用Windows。", "我老家是东北的。"]
_UNSEEN_SESSION_10 = ["这次我们只聊预算的事，别的先不管。", "Today I'm working from a café with bad wifi, so keep links to a minimum.",
                      "这次聊天里，价格都按人民币算。"]
#: set 11 (stop 35), facts said inside requests, scored before its rules: 22 / 26 durable, 6 / 8 session, 0 / 12 task
#: talk promoted, and one session role promoted to the global zone ("Just for this chat, I'm a journalist ...")
_UNSEEN_FACTS_11 = ["As a mom of three, I need meal ideas that are quick. Any suggestions for tonight?",
                    "Book the usual, I'm always in seat 2A when I can get it.", "Recommend a novel. I mostly read historical fiction.",
                    "作为一个程序员，我希望你回答的时候多给代码示例。", "Since I'm diabetic, can you suggest low-sugar desserts?",
                    "我不会开车，帮我规划一下坐公交去的路线。", "My partner and I split the rent, and I handle all the bills.",
                    "I'm practicing piano every day."]
#: set 12 (stop 35, written at its end), scored before its rules: 18 / 24 durable, 7 / 8 session, 0 / 10 task talk
_UNSEEN_FACTS_12 = ["Our family keeps kosher.", "I'm a first-time home buyer in Austin.", "I'm a CPA, you can skip the basics.",
                    "We live in a small apartment, no space for big furniture.", "我在上海读研究生。", "我不太能吃辣，微辣可以。"]
_UNSEEN_SESSION_12 = ["This whole chat is for a school project, so keep it simple."]
#: sets 13 and 14 (stop 36), scored before their rules: 42 / 46 durable, 7 / 8 session, 2 / 30 task talk promoted
#: ("这家店我不喜欢，换一家。"; "I used to live in Paris, ..." kept: a durable fact of the user's past); what the rules missed,
#: and the same facts typed with a phone's apostrophe:
_UNSEEN_FACTS_13 = ["ok so fyi im lactose intolerant", "I’m vegetarian.", "I don’t eat pork.", "I'm a Python dev mostly, some Go.",
                    "My budget for anything work-related is capped at $500 unless I say otherwise."]
_UNSEEN_SESSION_13 = ["今天我们讨论的所有内容都以上海为准。"]
#: set 15 (stop 36: family, health, the user's team), scored before its rules: 20 / 24 durable, 1 / 13 task talk promoted
#: ("My son's school trip is on Friday, ..."); what the rules missed:
_UNSEEN_FACTS_15 = ["Our sprints are two weeks long and we deploy on Thursdays.", "We use Jira for tickets and Confluence for docs.",
                    "My doctor told me to avoid salt, so keep that in mind for recipes.", "我们团队每周一上午开周会。"]
#: set 16 (stop 36, written after every rule above), scored before its own: 13 / 14 durable, 3 / 4 session, 1 / 9 task
#: talk promoted ("My sister is vegan, suggest a wedding menu.": the family's diet, which the rules keep as the user's
#: world); what the rules missed:
_UNSEEN_FACTS_16 = ["以后给我推荐餐厅都别选太贵的。"]
_UNSEEN_SESSION_16 = ["这次聊天，你扮演一个面试官。"]
#: set 17 (stop 37), scored before its rules: 24 / 30 durable, 6 / 8 session, 0 / 20 task talk promoted; what the rules missed:
_UNSEEN_FACTS_17 = ["Not a big fan of spicy food, just so you know.", "Keep it short, I read these on my phone.",
                    "My budget for anything work-related is capped at $500 unless my manager signs off.",
                    "我在深圳，平时用粤语。", "我在自学日语。", "我家两个孩子，一个四岁一个九岁。"]
_UNSEEN_SESSION_17 = ["Today I'm working on the Henderson account, keep that in mind.", "这轮先别给我推荐付费的东西。"]
#: set 18 (stop 37: facts said inside requests for work), scored before its rules: 22 / 28 durable, 6 / 6 session,
#: 0 / 16 task talk promoted; what the rules missed:
_UNSEEN_FACTS_18 = ["Pull last month's sales by region. FYI our fiscal quarters start in February.",
                    "Write a SQL query for active users; we're on Postgres 15.", "帮我查一下上个月的报销记录，我们公司报销一般月底统一处理。",
                    "给供应商回个邮件，我签名一般写\"王磊 | 采购部\"。", "我是团队里唯一的前端，所有页面都是我写的。", "写个SQL，我们用的是MySQL 8。"]
#: set 19 (stop 37, written after every rule above), scored before its own: 15 / 26 durable, 4 / 5 session, 0 / 15
#: task talk promoted; what the rules missed ("My partner and I share one car" was cut after "My partner"):
_UNSEEN_FACTS_19 = ["Not really into horror movies.", "Work-wise, I'm in procurement.",
                    "I've been sober for three years, so no bar suggestions.", "My partner and I share one car.",
                    "我不太喜欢看恐怖片。", "我做采购的。", "家里有个两岁的娃，晚饭要早。", "我跟爸妈住。", "我戒酒三年了，别推荐酒吧。",
                    "我在攒钱买房，推荐便宜点的。", "我34岁。"]
_UNSEEN_SESSION_19 = ["Today, all the times I mention are Pacific time."]
#: set 20 (stop 38): 39 / 40 durable, 20 / 20 task talk kept; the miss ("这次先别管预算" is this task's, as "this time" is)
_UNSEEN_FACTS_20 = ["My budget for hotels is usually under $150 a night.", "My budget for flights is normally 400 euros at most."]
#: stop 39's probe set 22, the statements its rules were written for: a subjectless "not a morning person", 本人 for 我,
#: the habit's adverb before 我, and a later clause of "我..." without its subject
_UNSEEN_FACTS_22 = ["not a morning person at all lol", "Definitely a cat person.", "平时我都是骑电动车上班的。",
                    "本人不抽烟，也闻不了烟味。", "我是回民，不吃猪肉。", "一般我周末都在带娃。",
                    # set 23: children by their age, a condition of the eyes, a habit's adverb before "not"
                    "We have a 3 year old and a newborn.", "我有轻度近视，晚上开车不太方便。", "我平常不喝酒，聚餐别安排酒吧。"]
_UNSEEN_SESSION_23 = ["For this whole chat, keep it under 100 words per answer."]
_UNSEEN_SESSION_11 = ["We're brainstorming today, wild ideas are welcome.",
                      "I'm prepping for a board meeting today, keep everything high level.", "今天先不要给我推荐付费的东西。"]


@pytest.mark.parametrize("text", _UNSEEN_FACTS + _UNSEEN_FACTS_8 + _UNSEEN_FACTS_9 + _UNSEEN_FACTS_10 + _UNSEEN_FACTS_11 +
                         _UNSEEN_FACTS_12 + _UNSEEN_FACTS_13 + _UNSEEN_FACTS_15 + _UNSEEN_FACTS_16 + _UNSEEN_FACTS_17 +
                         _UNSEEN_FACTS_18 + _UNSEEN_FACTS_19 + _UNSEEN_FACTS_20 + _UNSEEN_FACTS_22)
def test_a_routine_diet_budget_schedule_school_or_how_one_lives_is_durable(text):
    assert any(label.scope == "global" for label in _labels(text)), _labels(text)


@pytest.mark.parametrize("text", _UNSEEN_SESSION + _UNSEEN_SESSION_8 + _UNSEEN_SESSION_9 + _UNSEEN_SESSION_10 +
                         _UNSEEN_SESSION_11 + _UNSEEN_SESSION_12 + _UNSEEN_SESSION_13 + _UNSEEN_SESSION_16 +
                         _UNSEEN_SESSION_17 + _UNSEEN_SESSION_19 + _UNSEEN_SESSION_23)
def test_a_scope_for_the_next_hours_what_the_session_is_about_or_a_role_is_session_context(text):
    assert any(label.scope == "session" for label in _labels(text)), _labels(text)


@pytest.mark.parametrize("text", [
    "我一直在等你的回复", "We need a room every night of the trip.", "My budget for this trip is 2000 euros.",
    "My budget for the hotel is usually what the company pays.", "The budget for this project is usually set in March.",
    "今天的航班都是满的", "We are meeting every Monday this month, can you book a room?",
    "We paid every month on time, why is there a late fee?", "我一直用了三年的手机坏了", "这周的报价单发给我",
    "今天我在高铁上，帮我订一份盒饭", "本周五之前一律要交报告吗？", "我是回族餐厅的常客", "I'm on a diet today.",
    "We'll meet every Friday.", "今天我只是想问一下天气",
    "I'm looking for a left-handed guitar under 300 dollars.", "I'd like a non-alcoholic drink recommendation for tonight's party.",
    "My kids want pizza tonight.", "我想买一把左手用的剪刀。", "我今天不想喝酒。", "我现在在高铁上，信号不好。", "我叫车去机场",
    "While we plan this trip, treat all prices as in euros.", "As a gift for my mom, find a scarf under 50 dollars.",
    "I'm always happy to pay more for a view, but book the cheapest one this time.", "作为参考，帮我列一下上个月的开销。",
    "I paid the rent yesterday.", "We split the bill tonight.", "I manage the finances for this project.",
    "I'm flying every Monday this month.", "I'm checking the report every day until Friday.",
    "I'm buying a home in Austin next month, what are the closing costs?", "我女儿明天要交作业。", "这顿饭预算五百块。",
    "我今天想吃点辣的。", "我今天不能吃东西，要做胃镜。",
    "这家店我不喜欢，换一家。", "我不喜欢这个颜色。", "I don't like that hotel.", "I don’t like this one, show me another.",
    "i dont like him as my driver", "Book the 5pm slot unless I say otherwise.", "I'm not a fan of this one.",
    "My son's school trip is on Friday, what should he pack?", "My son's recital is tomorrow.", "we use cash for this one",
    "以后推荐一下附近的餐厅", "推荐一家餐厅", "我同事是回民，不吃猪肉。", "我觉得这家不错，不过有点贵。",
    "Not a morning flight, please.", "平时我们都用这个模板，帮我改一下。", "We have a 3 year old booking for Saturday.",
    "我平常不看这种电影，这部讲什么的？",
    "Not a fan of that one, show me another.", "Big fan of the first option.", "I'm reading this on my phone right now.",
    "我在机场，一般要等多久？", "我家门口有个快递柜吗？",
    "We're on the 5th floor, where's the nearest printer?", "We're on Friday's agenda.", "我们用的是现金。", "我今天一般几点能到？",
    "I'm in it.", "I'm in a meeting, call me later.", "Not really into it.", "我跟爸妈住过两年酒店。", "我做好的表格发给你了。",
])
def test_the_same_words_for_one_job_or_moment_stay_with_the_task(text):
    assert all(label.scope == "task" for label in _labels(text)), _labels(text)


@pytest.mark.parametrize("text", _AGENT_WORK_FACTS)
def test_a_fact_about_the_user_inside_a_request_for_work_is_found(text):
    labels = _labels(text)
    assert any(label.scope == "global" for label in labels), labels


@pytest.mark.parametrize("text", ["我在北京租了一辆车", "我开的是会员卡", "We're a bit late today", "I'm saving the file now",
                                  "I have been a customer for years", "我家人在局气(大悦城店)定了房间吃饭"])
def test_words_like_those_facts_in_task_talk_stay_with_the_task(text):
    assert all(classify(s).scope == "task" for s in split_statements(text))


@pytest.mark.parametrize("text", ["Just for this chat, I'm a journalist researching a story, so cite sources.",
                                  "For this session, I'm a teacher.", "这次对话里我是一名律师。"])
def test_who_the_user_is_for_this_conversation_only_is_session_context_never_global(text):
    labels = _labels(text)
    assert any(label.scope == "session" for label in labels) and not any(label.scope == "global" for label in labels), labels
