"""Rules asked for by fact probe sets written after every earlier rule (``tests/data/facts_probes.jsonl``)."""

from __future__ import annotations

import pytest

from zoned_memory.facts import classify
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements
from tests.fact_routing import routed as _routed


def _scopes(text: str) -> list[tuple[str, str]]:
    return [(s, classify(s).scope) for s in split_statements(text)]


def test_a_fact_then_so_and_a_request_is_cut_before_so():
    assert _scopes("I'm type 1 diabetic, so I need to know the carbs in these recipes.") == [
        ("I'm type 1 diabetic,", "global"), ("so I need to know the carbs in these recipes.", "task")]
    assert split_statements("Book it, so I can relax.") == ["Book it,", "so I can relax."]


@pytest.mark.parametrize("text", ["so I have a place to sleep.", "so I can get there early.", "so we don't have to wait."])
def test_a_purpose_clause_is_no_fact(text):
    assert classify(text).scope == "task"


@pytest.mark.parametrize("text", ["本人坐飞机只坐靠窗的位置。", "我只喝绿茶", "我平时只用Mac"])
def test_only_ever_one_way_is_a_habit(text):
    assert classify(text).scope == "global"


@pytest.mark.parametrize("text", ["我只住一晚", "我只吃了一点", "我只要这个", "我只看这一集"])
def test_only_once_or_this_one_stays_with_the_task(text):
    assert classify(text).scope == "task"


def test_working_off_a_draft_today_is_session_context():
    assert classify("We're working off the March draft of the budget today, not the final one.").scope == "session"


@pytest.mark.parametrize("text, scope", [
    ("Never book me on red-eye flights.", "global"),          # a standing order of how to book for the user
    ("I can't sleep on planes.", "global"),                    # what the body does not allow
    ("I can't walk far.", "global"),
    ("I can't sleep, what should I do", "task"),               # a state of the moment, asked about
    ("我们部门的报销都走钉钉审批。", "global"),                   # how the user's team works
    ("我们公司走了三个人", "task"),                               # news, not how they work
    ("接下来的问题都假设预算是十万以内。", "session"),             # the ground rule of the questions to come
])
def test_standing_orders_bodies_team_processes_and_assumptions_to_come(text, scope):
    assert classify(text).scope == scope


@pytest.mark.parametrize("text, scope", [
    ("以后跟我说话用英文就行。", "global"),                   # how to talk to the user from now on
    ("以后跟我说一声", "task"),                                # a request for one time
    ("今天的讨论都基于最新版的需求文档。", "session"),          # the ground of today's work
    ("这次聊天你就当我是完全不懂技术的人。", "session"),        # who the user is for this chat only
    ("这次你就当我没说", "task"),
])
def test_how_to_talk_to_the_user_what_today_rests_on_and_a_role_for_this_chat(text, scope):
    assert classify(text).scope == scope


@pytest.mark.parametrize("text, scope", [
    ("In this conversation, 'the board' means our advisory board, not the directors.", "session"),  # a word's meaning here
    ("今天你就扮演面试官，问我产品经理的面试题。", "session"),      # a role for the session's work
    ("今天你当我的助手", "session"),
    ("今天你就当没看见", "task"),                                 # pretending for a moment, no role
    ("今天先不考虑成本，只看效果。", "session"),                   # a ground rule of today's work
    ("这次不算了", "task"),                                       # "this time" is the task's
])
def test_a_words_meaning_a_role_and_a_ground_rule_for_the_session(text, scope):
    assert classify(text).scope == scope




@pytest.mark.parametrize("text, scope", [
    ("I'm travelling in Portugal this week, so suggest things near Lisbon.", "session"),  # where the user is, for now
    ("This week we're travelling around Scotland.", "session"),
    ("I'm travelling in Portugal next year.", "task"),                                      # no scope of this session
    ("I only have 30 minutes, so prioritise the quick fixes this session.", "session"),    # how to work this session
    ("We're onboarding a client, so flag anything that looks risky today.", "session"),    # a standing "flag anything"
    ("Flag the invoice today.", "task"),                                                    # one job of the day
    ("今天先只看华北区的数据。", "session"),                                                  # what today's work is limited to
    ("今天只看一下天气", "task"),
    ("我不抽烟，订房别给我安排吸烟房。", "global"),                                           # a habit, then a request
    ("聚餐别给我推荐酒吧", "task"),
])
def test_where_the_user_is_how_to_work_today_and_a_habit_before_a_request(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    ("My sister likes Italian food, so book something Italian for her birthday.", "task"),  # for this task's occasion
    ("My mom loves jazz, so find a jazz bar for her visit.", "task"),
    ("My kids are allergic to nuts, so the party snacks must be nut-free.", "global"),    # a constraint: every meal needs it
    ("My sister likes Italian food.", "global"),                                            # standing knowledge of the user's world
    ("I live with my brothers, so anywhere quiet is good.", "global"),                      # the user's own life
])
def test_a_family_members_taste_for_this_tasks_occasion_is_task_data(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    ("Right now I'm drafting a grant proposal, so keep everything formal.", "session"),  # busy with, then how to work
    ("Right now I'm hungry.", "task"),                                                  # a state of the moment
    ("For this chat, you're my Spanish tutor.", "session"),                              # a role for now
    ("For the next hour I'm your editor.", "session"),
    ("这几天我在准备面试，问的都是算法题。", "session"),                                   # what is asked these days
    ("今天我们用的都是演示数据，不要真的发邮件。", "session"),                              # what all today's work uses
    ("本次对话里，你就是我们店的客服。", "session"),                                      # the assistant's role here
    ("今天先假设利率是3%。", "session"),                                                  # a ground rule of today
    ("今天我是替我同事问的。", "session"),                                                # on whose behalf
    ("我是替我同事问的", "task"),                                                         # no scope of the session
])
def test_what_the_user_is_busy_with_roles_ground_rules_and_on_whose_behalf(text, scope):
    assert _routed(text) == scope


# sets 30-32 (stops 44-45): each written and scored before these rules
@pytest.mark.parametrize("text", [
    "I'm on my phone right now, so keep replies short.",                 # a situation of the moment, then how to answer
    "Right now I only have access to the read-only replica.",           # what the user can reach for now
    "This afternoon we're reviewing only the EMEA pipeline, ignore other regions.",
    "We're drafting the annual report this week, so formal British English please.",
    "Today I'm prepping for a Python interview, so quiz me whenever it fits.",
    "We're working against the v2 API throughout this session.",
    "We're in planning mode today, so no code yet, just the design.",
])
def test_english_session_context_said_as_a_situation_a_focus_or_a_style(text):
    assert _routed(text) == "session"


@pytest.mark.parametrize("text", [
    "I'm starving right now, so find me a place to eat.",                # a state of the moment and a job
    "Right now I only have ten minutes, can you summarize it?",        # a question of the moment
    "Today I'm buying only the milk.",                                 # an errand, not a way of working
    "I'm in a bad mood today.",
])
def test_english_moments_and_errands_stay_with_the_task(text):
    assert _routed(text) == "task"


@pytest.mark.parametrize("text", [
    "今天我用的是公司电脑，装不了新软件。",                                  # what the user works on today
    "在我们聊完之前，默认时区用东京时间。",                                   # until this chat ends
    "今晚我在准备考试，每个回答后面都出一道练习题。",                           # tonight's situation, then how to answer
    "我现在在高铁上，网络不太好，回复简短点。",                                # where the user is now, then how to answer
])
def test_chinese_session_context_tonight_until_we_finish_and_the_situation_now(text):
    assert _routed(text) == "session"


@pytest.mark.parametrize("text", [
    "今晚我想吃火锅。",                     # a wish of the moment
    "我现在在北京工作。",                    # where the user works: who they are
    "我现在在高铁上。",                      # where they are, with nothing asked of the session's work
])
def test_chinese_tonight_and_now_alone_are_no_session_context(text):
    assert _routed(text) in {"task", "global"} and _routed(text) != "session"


@pytest.mark.parametrize("text", [
    "My partner and I don't own a car; we get around by bike and train.",  # the household's standing means
    "I don't own a car.",
    "回答尽量简短，别啰嗦。",                                                # how the user wants every answer
    "我晚上十点以后不看消息。",                                              # a habit of the user's day
    "我没有车。",
])
def test_durable_facts_of_means_habits_and_answer_style(text):
    assert _routed(text) == "global"


@pytest.mark.parametrize("text", [
    "我老婆喜欢吃辣的，帮我找家川菜馆。",      # a family member's taste said for this occasion
    "我儿子爱吃甜的，给他订个蛋糕。",
])
def test_a_family_members_taste_for_this_occasion_is_task_data_in_chinese(text):
    assert _routed(text) == "task"


def test_a_family_members_taste_said_alone_stays_standing_knowledge_in_chinese():
    assert _routed("我老婆喜欢吃辣的。") == "global"


@pytest.mark.parametrize("text, scope", [
    ("My sister is allergic to nuts, so the birthday cake can't have any.", "task"),  # a relative's, for this occasion
    ("My brother is allergic to nuts, so check the menu for him.", "task"),
    ("我妈对花生过敏，帮我看看菜单。", "task"),
    ("My sister is allergic to nuts.", "global"),                                      # said alone: the user's world
    ("My kids are allergic to nuts, so the party snacks must be nut-free.", "global"),  # the household's: every meal
    ("我妈对花生过敏。", "global"),
])
def test_a_relatives_constraint_for_this_occasion_is_task_data_the_households_is_not(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    ("我喜欢这首歌，再放一遍。", "task"),      # the thing at hand, acted on now
    ("我很喜欢这部电影。", "global"),          # a taste
])
def test_liking_the_thing_at_hand_then_acting_on_it_is_no_taste(text, scope):
    assert _routed(text) == scope


# set 33 (stop 45), written and scored before these rules
@pytest.mark.parametrize("text, scope", [
    ("Don't ever recommend Ryanair to me.", "global"),                # a standing order
    ("Don't recommend that one.", "task"),                             # about the thing at hand
    ("我在一家外企做HR。", "global"),                                    # where the user works
    ("给我写东西的时候别用太多成语。", "global"),                          # how to write for the user, every time
    ("我们家周末一般不做饭，都在外面吃。", "global"),                      # the household's habit
    ("We're only talking about the mobile app today, not the website.", "session"),
    ("For the rest of the afternoon, assume the launch date is June 1.", "session"),
    ("I'm helping my daughter with homework tonight, so explain things like you would to a ten-year-old.", "session"),
    ("Until I say otherwise, the client means Globex.", "session"),
    ("今天先用测试数据跑，别动正式库。", "session"),
    ("I'm hungry tonight, so find me a pizza place.", "task"),         # a state and a job of the moment
    ("今天先用微信付一下。", "task"),                                    # one payment, no way of working
])
def test_standing_orders_workplaces_household_habits_and_scopes_of_the_afternoon_and_tonight(text, scope):
    assert _routed(text) == scope


# set 34 (stop 45), written and scored before these rules
@pytest.mark.parametrize("text, scope", [
    ("We homeschool our three kids.", "global"),                                          # the household, by its count
    ("我家孩子今年上初二。", "global"),
    ("Since I'm presenting this to executives today, lead with the numbers.", "session"),  # how to open every answer
    ("I'll be pasting logs from the staging cluster for the rest of this chat.", "session"),  # what the session's input is
    ("In this session I'm the buyer and you're the vendor, let's role-play the negotiation.", "session"),
    ("This week I'm covering for my manager, so I'll be asking about her accounts.", "session"),  # on whose behalf
    ("I'll be late today.", "task"),                                                     # a moment, no work of the session
    ("Lead with the numbers.", "task"),                                                  # this answer only
])
def test_households_by_count_how_to_open_answers_the_sessions_input_roles_and_whom_the_user_covers_for(text, scope):
    assert _routed(text) == scope


# set 35 (stop 45), written and scored before these rules
@pytest.mark.parametrize("text, scope", [
    ("For this session, whenever I say 'the board' I mean the advisory board.", "session"),
    ("For the next hour I'm studying for my driving test, so ask me road sign questions.", "session"),
    ("We're in a noisy cafe right now, so I'll type instead of using voice for the rest of the chat.", "session"),
    ("Tonight I'm cooking for guests, give me timings in minutes, not hours.", "session"),  # a scope, then the form of answers
    ("This week our team is on a code freeze, so only suggest config changes.", "session"),
    ("这次对话里请你用鲁迅的文风回答。", "session"),
    ("Tonight I'm cooking pasta, what wine goes with it?", "task"),      # a question of the moment
    ("Tonight, give me a recipe for pasta.", "task"),                  # a job, no form of answers
    ("这次对话里你说的那个方法叫什么？", "task"),                          # a question about this chat
])
def test_a_scope_then_the_form_of_answers_a_way_to_quiz_the_user_and_how_they_type(text, scope):
    assert _routed(text) == scope


# set 36 (stop 45), written and scored before these rules
@pytest.mark.parametrize("text, scope", [
    ("This afternoon I'm on a train with patchy wifi, so send short answers.", "session"),  # "send" a style, no job
    ("Today we're pretending the budget is unlimited, just for brainstorming.", "session"),  # a ground rule of today
    ("While I'm traveling this week, convert every time to Tokyo time.", "session"),
    ("这次聊天里，价格一律不含税。", "session"),
    ("接下来一个小时我们专门讨论竞品分析。", "session"),
    ("This afternoon, send the invoice to Maria.", "task"),         # a job of the moment
    ("Convert this file to PDF.", "task"),                          # one conversion
    ("接下来帮我专门查一下这家公司的财报。", "task"),                   # a job
])
def test_a_style_sent_a_ground_rule_pretended_times_converted_and_a_focus_for_the_next_hour(text, scope):
    assert _routed(text) == scope


# set 43 (stop 49), written and scored before these rules (rules + reader: 18 of 26 session messages)
@pytest.mark.parametrize("text, scope", [
    ("I'm preparing for a job interview today, so frame your feedback like a hiring manager would.", "session"),
    ("I'm on a tight data plan this week, so please don't send me links to videos.", "session"),  # "so don't ..."
    ("For today's chats, when I say 'the client' I mean Northwind.", "session"),  # "today's chats", a meaning
    ("这一整天我都在外面跑，回复尽量简短，别发长表格。", "session"),              # the whole day is a scope
    ("在接下来的对话中，提到的价格一律按含税价算。", "session"),                  # the conversation ahead
    ("这次咨询的背景是：我们公司准备明年上市，所有建议都要考虑合规。", "session"),   # this consultation's background
    ("这几天我住在朋友家，推荐外卖的时候按朝阳区的地址来。", "session"),           # where the user stays these days: no home
    ("我不喝酒，聚餐推荐的时候注意一下。", "global"),                            # "when you recommend": no request
    ("I'm busy today, so don't worry about it.", "task"),                     # no way of working
    ("这次帮我查一下快递到哪了。", "task"),                                     # "这次" alone: the task's
    ("我住在朋友家。", "global"),                                              # without a scope, a residence
    ("帮我推荐一家不辣的餐馆。", "task"),                                       # a request to recommend
])
def test_the_whole_day_the_conversation_ahead_a_consultations_background_and_a_stay_of_these_days(text, scope):
    assert _routed(text) == scope


# set 44 (stop 49), written after every rule above and scored before these (session 20 of 25, durable 10/10, task 15/15)
@pytest.mark.parametrize("text, scope", [
    ("While I'm on this train, assume I can't open attachments.", "session"),       # where the user is for now
    ("Let's keep this chat PG, my nephew is reading along.", "session"),           # how to keep this conversation
    ("this session is just for practicing interview answers - grade each one out of 10", "session"),
    ("I'm in a meeting-heavy day, so bullet points only until tonight.", "session"),  # the form of answers, until tonight
    ("这次对话中我是甲方，你站在乙方的角度帮我挑毛病。", "session"),                   # roles in this conversation
    ("While I'm on this train, can you find me a hotel in Lyon?", "task"),         # a job of the moment
    ("Keep this paragraph short.", "task"),                                        # this answer only
    ("今天你站在我这边帮我查一下航班。", "task"),                                    # no stance: a job
])
def test_while_the_user_is_somewhere_how_to_keep_this_chat_answers_in_one_form_and_roles_in_it(text, scope):
    assert _routed(text) == scope


# set 45 (stop 49), written after set 44's rules and scored before these (session 17 of 24, durable 9/10, task 15/15)
@pytest.mark.parametrize("text, scope", [
    ("We're prepping a grant application this week; every draft should cite the funder's priorities.", "session"),
    ("Today's constraint: nothing that costs more than $50.", "session"),
    ("Tonight I only want vegetarian suggestions, my guests don't eat meat.", "session"),
    ("While we chat today, remember I'm writing for a teenage audience.", "session"),
    ("Today I can only use free tools, keep that in mind.", "session"),
    ("这几天我在减脂，推荐吃的都要低卡。", "session"),
    ("今天咱们就按最坏的情况来做预算。", "session"),
    ("We always fly economy for work trips.", "global"),        # a habit of the user's team
    ("We never got the package.", "task"),                     # an event, no habit
    ("Tonight I only want to sleep.", "task"),                 # a wish of the moment
])
def test_a_draft_rule_after_the_scope_todays_constraint_only_some_suggestions_and_the_teams_habits(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # fact set 46 (stop 50), scored first at session 21/24: scopes it did not know
    ("For this week's reports, use the new logo.", "session"),      # "for this week's X," scopes what follows
    ("这个上午我们只看华北区的数据。", "session"),                      # "这个上午" as "今天上午" (it went global)
    ("在今天的聊天里，叫我小李。", "session"),                          # "今天的聊天里" as "这次聊天里"
    ("What's for today's lunch?", "task"),                           # a question, no instruction
    ("For today's game, who is starting?", "task"),
])
def test_scopes_of_this_session_said_other_ways(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the hand-written carry-over conversations (stop 50, tests/data/carryover_fresh.jsonl), first played at 67.9% durable
    ("Heads up, I get really nervous on small planes, so big airlines only.", "global"),   # how the user reacts, as a rule
    ("I get carsick on winding roads.", "global"),
    ("This always happens to me when I get nervous.", "task"),                               # a when-clause, no trait said
    ("I get nervous right now, honestly.", "task"),                                         # the moment's state
    ("Just so you know, I only ever fly direct.", "global"),                                # a habit said as "only ever"
    ("Update: I moved to Austin last month.", "global"),                                    # "Update:" is a lead-in
    ("我还挺能吃辣的。", "global"),                                                            # a taste of spice
    ("My brother loves sci-fi, add a Star Wars joke", "task"),                              # a relative's taste for this occasion
    ("My brother loves sci-fi.", "global"),                                                 # said alone: the user's world
])
def test_durable_facts_said_in_the_fresh_carry_over_conversations(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the second hand-written carry-over file (tests/data/carryover_fresh_2.jsonl), first played at durable 66.7%, session 50%
    ("今天回的邮件都别太冲。", "session"),                       # "都别 ..." is how to work today
    ("这周写的文案都别太夸张。", "session"),
    ("我家的狗对牛肉过敏。", "global"),                          # the household's pet
    ("我高血压，推荐菜少放盐。", "global"),                      # a condition said without "有"
    ("Our family never flies overnight.", "global"),           # the household's habit
    ("Our team always reviews PRs before lunch.", "global"),
    ("Our team always ships late this time.", "task"),         # this time only
])
def test_facts_said_in_the_second_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the third hand-written carry-over file (tests/data/carryover_fresh_3.jsonl), first played at durable 62.5%
    ("I think I'm slightly gluten intolerant.", "global"),   # a hedged fact is kept (at a lower confidence)
    ("I think I'm ready to order.", "task"),                 # an opinion of the moment
    ("我这个人比较慢热。", "global"),                            # "我这个人" is the user
    ("我今天有点头疼。", "task"),                                # the moment's state
])
def test_facts_said_in_the_third_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


def test_a_fact_said_with_i_think_is_kept_less_confident():
    (label,) = classify_all(split_statements("I think I'm slightly gluten intolerant."))
    assert label.scope == "global" and label.confidence < 0.9


@pytest.mark.parametrize("text, scope", [
    ("We keep a kosher kitchen.", "global"),           # the household's diet (set 40 missed "We keep a halal kitchen at home.")
    ("We eat vegan tonight.", "task"),                 # tonight only
    ("我们家每周日都去看爷爷奶奶。", "global"),             # a custom of the household (set 41 missed "我们家每年春节都回老家过。")
    ("我们家一般几点吃晚饭？", "task"),                     # a question
])
def test_the_households_diet_and_customs(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the fourth hand-written carry-over file (tests/data/carryover_fresh_4.jsonl), first played at durable 50%
    ("I switched from Excel to Google Sheets last year.", "global"),   # a tool the user changed to
    ("I switched to the 7am train today.", "task"),
    ("作为一名素食者，这家店有什么推荐？", "global"),                       # the role said first is a statement of its own
    ("我本身是做设计的，配色可以大胆一点。", "global"),
    ("我现在上下班都坐地铁。", "global"),                                 # how the user gets to work
    ("我现在每天都很累。", "task"),
])
def test_facts_said_in_the_fourth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, slot", [
    ("Being a vegetarian, I'd like a veggie option.", "diet"),   # not a job, which it replaced
    ("As a nurse, I work night shifts.", "job"),
    ("我是四川人。", "origin"),
    ("我是一个内向的人。", None),                                     # a temperament, no origin to replace
    ("我是做人事的。", None),
])
def test_what_a_fact_is_about(text, slot):
    labels = [label for label in classify_all(split_statements(text)) if label.scope == "global"]
    assert labels and labels[0].slot == slot


@pytest.mark.parametrize("text, scope", [
    # the fifth hand-written carry-over file (tests/data/carryover_fresh_5.jsonl), first played at durable 58.3%
    ("I don't do dairy, it wrecks my stomach.", "global"),   # a diet said as "don't do"
    ("I don't do mornings.", "task"),                        # no diet
    ("I get paid on the 15th and the 30th.", "global"),      # how the user is paid
    ("我家孩子对芒果过敏。", "global"),                        # the household's child
])
def test_facts_said_in_the_fifth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the sixth hand-written carry-over file (tests/data/carryover_fresh_6.jsonl), first played at durable 57.1%
    ("I'm not a fan of spicy food, so mild options please.", "global"),   # a taste in the negative
    ("I'm not a fan of this one.", "task"),                               # the thing at hand
    ("因为我家没有微波炉，所以别推荐需要加热的。", "global"),                  # what the household lacks
    ("我家有电梯吗？", "task"),
    ("我以前天天喝奶茶，现在基本不喝了。", "global"),                        # a habit changed
])
def test_facts_said_in_the_sixth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the seventh hand-written carry-over file (tests/data/carryover_fresh_7.jsonl), first played at durable 70%, and
    # phrasings tried before it was written
    ("Context: I run a small design studio in Lisbon.", "global"),      # "Context:" is a lead-in; the team the user leads
    ("I lead the growth team at a startup.", "global"),
    ("Please always bcc my manager on client emails.", "global"),      # a standing instruction
    ("Please always use this one today.", "task"),
    ("跟你说一声，我在备孕。", "global"),                                  # "跟你说一声" is a lead-in
    ("我们家三个孩子，最小的两岁。", "global"),                              # the household's children
])
def test_facts_said_in_the_seventh_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the eighth hand-written carry-over file (tests/data/carryover_fresh_8.jsonl), first played at durable 33.3%
    ("My car's a 2019 Toyota RAV4.", "global"),                     # what the user drives
    ("Sign it from me, I'm the clinic's office manager.", "global"),  # the role, said with the place first
    ("I'm now a data engineer.", "global"),                          # a job said as changed
    ("帮我整理一下今天周会的纪要：讨论了上线时间。", "task"),               # a request for one thing, "今天" or not
])
def test_facts_said_in_the_eighth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the ninth hand-written carry-over file (tests/data/carryover_fresh_9.jsonl), first played at durable 91.7%
    ("We live in a small two-bedroom flat.", "global"),    # the kind of home
    ("We're in a hotel tonight.", "task"),
    ("我们是东北人，口味偏重。", "global"),                    # the household's origin
    ("我们是新人。", "task"),
])
def test_facts_said_in_the_ninth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the tenth hand-written carry-over file (tests/data/carryover_fresh_10.jsonl), first played at durable 54.5%
    ("And we're HIPAA compliant, by the way.", "global"),                 # a standing fact of the user's organization
    ("我手下管着八个人。", "global"),                                        # the team the user leads
    ("Now write this week's release notes: dark mode, faster sync", "task"),  # an order for one thing, not a way of working
    ("Today, write everything in French.", "session"),
])
def test_facts_said_in_the_tenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the eleventh hand-written carry-over file (tests/data/carryover_fresh_11.jsonl), first played at durable 42.9%
    ("We bought our own place last year.", "global"),    # a home bought
    ("我爸腿脚不太好。", "global"),                         # a parent's condition, said alone
])
def test_facts_said_in_the_eleventh_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope
