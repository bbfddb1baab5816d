"""Messages with nothing of their own continue the task (`boundary.leaning`), and the job kinds added with them."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector
from zoned_memory.boundary import DetectorConfig
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.rules.leaning import agrees_to_proposal, names_only_the_task
from zoned_memory.boundary.learned.features import TaskState, absorb


def _played(turns, message, **config):
    det = TaskBoundaryDetector(DetectorConfig(threshold=0.0, **config))  # the model calls everything a switch
    for user, reply in turns:
        det.observe_in_current(user)  # one task, whatever the model would say of its messages
        det.add_assistant_message(reply)
    return det.observe(message)


FIX = [("帮我看一下这个Python脚本为什么报KeyError。", "第42行访问了config['timeout']，但配置文件里没有这个键。"),
       ("那怎么改比较好？", "可以用config.get('timeout', 30)给个默认值。")]
FIX_EN = [("Why does this script raise a KeyError?", "Line 42 reads config['timeout'], which the file does not set."),
          ("How should I fix it?", "Use config.get('timeout', 30) to fall back to a default.")]


@pytest.mark.parametrize("turns, message", [(FIX, "好，帮我改了吧。"), (FIX, "行，就这么改吧"), (FIX_EN, "Yes, make that change.")])
def test_a_go_ahead_on_what_was_proposed_continues_the_task(turns, message):
    assert _played(turns, message) is None
    assert _played(turns, message, leaning_continues=False, kindless_continue=False) is not None  # the model alone would switch


@pytest.mark.parametrize("message", ["OK, go ahead and do it.", "Apply the fix please.", "好的，就按你说的做吧。"])
def test_go_aheads_in_other_words(message):
    assert agrees_to_proposal(message)


@pytest.mark.parametrize("message", ["帮我订一家酒店吧", "帮我改一下简历", "Go ahead and book me a cab.", "Do it for Globex."])
def test_an_order_with_an_object_of_its_own_is_no_go_ahead(message):
    assert not agrees_to_proposal(message)


SURVEY = [("Summarize the customer complaints from last week's support tickets.",
           "The main themes: slow shipping (41 tickets), wrong item (17), billing errors (9)."),
          ("Draft an email to the carrier about the slow shipping.", "Draft ready: 'Dear FastFreight team, ...'")]


def test_a_follow_up_naming_only_what_the_tasks_replies_named_continues_it():
    assert _played(SURVEY, "Good. Now let's look at the billing errors.") is None
    assert _played(SURVEY, "Good. Now let's look at the billing errors.", leaning_continues=False) is not None


@pytest.mark.parametrize("message", [
    "Now let's look at the billing errors of Globex.",       # a subject the task never named
    "Now summarize the complaints from November.",          # another month of the same job
    "Now book a cab to the warehouse for the errors.",      # another kind of job
    "New task: look at the billing errors.",                # a cue
])
def test_a_follow_up_with_something_new_is_left_to_the_model(message):
    task = TaskState(task_id="t")
    for user, reply in SURVEY:
        absorb(task, user, (), None)
        task.replies.append(reply)
    assert names_only_the_task(task, "Now let's look at the billing errors.")
    assert not names_only_the_task(task, message)


def test_what_an_earlier_task_said_as_well_is_left_to_the_model():
    det = TaskBoundaryDetector(DetectorConfig(threshold=0.0))
    det.observe("Summarize the billing errors of last week.")
    det.add_assistant_message("Nine billing errors, seven double charges.")
    det.observe("New task: find me a hotel in Rome.")
    det.add_assistant_message("Hotel Artemide has rooms. It had billing errors in reviews.")
    assert det.observe("Tell me about the billing errors.") is not None  # may return to the first task


@pytest.mark.parametrize("text, kinds", [
    ("Thanks. Can you also tell me about any colleges I could visit in the centre?", {"sightseeing"}),
    ("I go to a college in Ohio", set()),                          # the user's own college
    ("I'm also going to need a dog groomer next week, Bella is a mess.", {"pets"}),
    ("Benny Adem Grooming Parlor is a good salon.", {"services"}),  # a salon for people
    ("附近有宠物医院吗？", {"pets"}),                                  # no hospital for people
    ("How much time is left on my timer?", {"calendar"}),           # a timer is a clock's job, like an alarm
    ("What would you recommend for first timers?", set()),
])
def test_kinds_of_job_named_by_their_own_words(text, kinds):
    assert kinds_of(text) == kinds


def _earlier_tasks(*texts_by_task):
    from zoned_memory.boundary.learned.features import TaskState, absorb

    tasks = {}
    for n, texts in enumerate(texts_by_task):
        task = TaskState(task_id=f"t{n}")
        for text in texts:
            absorb(task, text, (), None)
        tasks[task.task_id] = task
    return tasks


@pytest.mark.parametrize("earlier, current, message", [
    (["Book me an Uber to the airport."], ["What's the weather in Chicago?"], "Ok great. So my ride is scheduled?"),
    (["我想报一个少儿英语辅导班"], ["帮我查一下周六北京会不会下雨"], "那我得带伞了。辅导班离最近的地铁站远吗？"),
    (["帮我订明天去杭州的高铁"], ["杭州西湖附近有什么民宿？"], "我的高铁是几号车厢来着？"),
])
def test_a_question_about_an_earlier_kind_of_job_returns_to_it(earlier, current, message):
    from zoned_memory.boundary.rules.returns import returns_by_its_subject

    tasks = _earlier_tasks(earlier, current)
    now = tasks.pop("t1")
    assert returns_by_its_subject(now, tasks, message) == "t0"


@pytest.mark.parametrize("message", [
    "How far is it from the hotel?",              # the hotel is an anchor, not what is asked about
    "Is the restaurant near my hotel?",           # names the current task's kind
    "I need a hotel for Friday.",                 # no question: left to the model
    "New task: is my hotel booked?",              # a cue opens a new task
])
def test_an_earlier_kind_named_as_an_anchor_or_beside_the_current_one_is_no_return(message):
    from zoned_memory.boundary.rules.returns import returns_by_its_subject

    tasks = _earlier_tasks(["Find me a hotel in the centre."], ["I also need a restaurant nearby."])
    now = tasks.pop("t1")
    assert returns_by_its_subject(now, tasks, message) is None


def test_a_separate_thing_after_an_acknowledgement_opens_a_task():
    from zoned_memory.boundary.reading import cues

    assert cues.says_new_task("Cool. Separate thing: what's the difference between a mutex and a semaphore?")
    assert not cues.says_new_task("A different thing.")  # nothing asked after it


@pytest.mark.parametrize("text, kinds", [
    ("Thanks. I was robbed and I also need somewhere cheap to stay tonight.", {"lodging"}),
    ("Tell me a fun fact about octopuses.", {"games"}),
])
def test_kinds_said_in_looser_words(text, kinds):
    assert kinds_of(text) == kinds


@pytest.mark.parametrize("turns, message", [
    ([("帮我查一下客户远洋贸易的欠款情况。", "远洋贸易目前欠款23.6万元，其中8万元已逾期30天。"),
      ("逾期的是哪几张发票？", "INV-2031和INV-2044，分别是5万和3万。")], "给他们发一封催款邮件。"),
    ([("Summarize the complaints from last week's tickets.", "Slow shipping (41), mostly with FastFreight.")],
     "Draft an email to FastFreight about it."),
])
def test_a_message_about_the_finding_to_someone_the_task_named_continues_it(turns, message):
    assert _played(turns, message) is None                               # neither the model nor a rule opens a task
    assert _played(turns, message, leaning_continues=False) is not None


@pytest.mark.parametrize("message", ["Draft an email to Globex about it.",            # a name the task never said
                                     "Email them about the hotel booking tomorrow.",  # about something else
                                     "给他们订一张机票。"])                            # another kind of job
def test_writing_about_something_else_or_to_someone_new_is_left_to_the_model(message):
    from zoned_memory.boundary.rules.writing_to import writes_about_the_task

    task = TaskState(task_id="t")
    absorb(task, "Summarize the complaints from last week's tickets.", (), None)
    assert not writes_about_the_task(task, message, "Slow shipping (41), mostly with FastFreight.")


def test_another_ticket_for_something_new_is_the_same_job_on_another_subject():
    from zoned_memory.boundary.rules.subject_change import subject_changed

    task = TaskState(task_id="t")
    absorb(task, "Create a Jira ticket for the login page bug where the password field accepts spaces.", (), None)
    assert subject_changed(task, "Also create one for the signup page crash on Safari.")
    assert not subject_changed(task, "Also create one for the login page bug.")   # the task's own subject


@pytest.mark.parametrize("text, kinds", [
    ("And what's the score of the Lakers game?", {"sports"}),
    ("What's my credit score?", set()),
    ("Actually, change that reminder to 6:30.", {"calendar"}),
    ("Thanks for the reminder.", set()),
])
def test_scores_of_games_and_the_users_reminders(text, kinds):
    assert kinds_of(text) == kinds


@pytest.mark.parametrize("message, back", [
    ("Thank you a lot. I want to go ahead and book tickets for the game.", "t0"),   # the game the first task found
    ("Okay, I would like to book it now.", None),                                   # "it": what the current task found
    ("I want to book a table for two.", None),                                      # nothing an earlier task said
])
def test_an_order_to_book_what_an_earlier_task_found_returns_to_it(message, back):
    from zoned_memory.boundary.rules.booking_returns import books_for_an_earlier_task

    tasks = _earlier_tasks(["I want to know what I can do for fun in Chicago.", "Where is the game taking place?"],
                           ["I need a bus reservation for two people.", "I want to leave at 15:45."])
    now = tasks.pop("t1")
    assert books_for_an_earlier_task(now, tasks, message, "Your bus is reserved.") == back


@pytest.mark.parametrize("text", ["Thank you a lot. I want to go ahead and book tickets for the game.",
                                  "Okay, I would like to purchase tickets now."])
def test_orders_to_book_after_thanks_or_to_purchase(text):
    from zoned_memory.boundary.rules.decisions import orders_booking

    assert orders_booking(text)


def test_a_japanese_restaurant_asked_about_after_a_play_returns_to_its_task():
    from zoned_memory.boundary.rules.returns import returns_by_its_subject

    assert kinds_of("日料店周六晚上需要预约吗？") == {"dining"}
    tasks = _earlier_tasks(["我想找一家评分高的日料店，人均300左右。"], ["吃完想去看场话剧，最近有什么好看的？"])
    now = tasks.pop("t1")
    assert returns_by_its_subject(now, tasks, "日料店周六晚上需要预约吗？") == "t0"


# A question about a detail of what the task found continues it (stop 49): the model trained without CrossWOZ
# switched on 78 of them in CrossWOZ ("北京贵都大酒店的电话是多少，价格是多少？" after it was recommended, p 0.94)
HOTEL_ZH = [("我想找一家评分高的舒适型酒店。", "推荐您去北京贵都大酒店，评分4.7分。")]
SIGHT_ZH = [("有没有适合带孩子玩的景点？", "推荐您去北京动物园，游玩时间3小时。")]
GUESTHOUSE = [("I need a cheap guesthouse in the north of town.", "Acorn Guest House is a cheap guesthouse in the north.")]


@pytest.mark.parametrize("turns, message", [
    (HOTEL_ZH, "北京贵都大酒店的电话是多少，价格是多少？"),
    (HOTEL_ZH, "好的，这家酒店的地址是什么？"),
    (SIGHT_ZH, "好的，门票多少钱？"),
    (GUESTHOUSE, "Great, what's the phone number and postcode of Acorn Guest House?"),
    (GUESTHOUSE, "What is their address?"),
])
def test_a_question_about_a_detail_of_what_was_found_continues_the_task(turns, message):
    assert _played(turns, message) is None


@pytest.mark.parametrize("turns, message", [
    (HOTEL_ZH, "这家酒店周边有什么景点？"),                              # a place nearby: another kind of job
    (HOTEL_ZH, "再帮我找一个评分4.5分以上的餐馆，人均多少钱都行？"),           # another search, its detail a criterion
    (SIGHT_ZH, "我朋友推荐了一家名叫全聚德的餐馆，它的电话是多少？"),          # a place named anew
    (GUESTHOUSE, "What time is it in Sydney right now?"),             # the world now
    (GUESTHOUSE, "How much does a Tesla Model 3 cost?"),              # a name the task never said
])
def test_a_detail_of_something_else_is_left_to_the_model(turns, message):
    assert _played(turns, message) is not None


# The next step of a stepwise job continues it (stop 49): the model trained without STAR switched on "Okay, next
# direction." (p 0.90) and "Got it now. You can go to the next one" (0.87) while the user was being guided
DIRECTIONS = [("Can you give me walking directions to the Grand Hotel?", "Walk for 5 blocks, then turn right onto Castro St.")]
RECIPE_ZH = [("教我做一道宫保鸡丁。", "第一步：鸡胸肉切丁，用料酒和淀粉腌十分钟。")]


@pytest.mark.parametrize("turns, message", [
    (DIRECTIONS, "Okay, next direction."),
    (DIRECTIONS, "Got it now. You can go to the next one"),
    (DIRECTIONS, "Ok I see the barbershop! I am ready for the next direction now."),
    (RECIPE_ZH, "好的，下一步呢？"),
])
def test_asking_for_the_next_step_continues_the_task(turns, message):
    assert _played(turns, message) is None


@pytest.mark.parametrize("turns, message", [
    (DIRECTIONS, "Next question: what is the capital of Peru?"),     # a soft cue with its request
    (DIRECTIONS, "Next, book me a table at an Italian restaurant."),  # another kind of job
])
def test_next_with_a_job_of_its_own_is_left_to_the_model(turns, message):
    assert _played(turns, message) is not None


# Another try after the job could not be done as asked continues it (stop 49): the model trained without STAR switched
# on "Maybe we could try 9 pm, ..." (p 0.98) and "How about the Hyatt?" (0.92) after a booking that failed
TABLE_FAILED = [("Book me a table for two at The Porch tonight at 8.",
                 "I am sorry, but it looks like the restaurant is not able to accommodate you.")]
HOTEL_FAILED = [("Book the Hilton Hotel from June 21st to 24th.",
                 "I'm very sorry, but there is no room available at the Hilton Hotel for your requested dates.")]
ROOM_FAILED_ZH = [("帮我订周六晚上的如家酒店，一间大床房。", "抱歉，周六的大床房已经订满了。")]


@pytest.mark.parametrize("turns, message", [
    (TABLE_FAILED, "Maybe we could try 9 pm, I really want to take my wife out for dinner tonight."),
    (HOTEL_FAILED, "How about the Hyatt? It should be nice enough."),
    (HOTEL_FAILED, "Uh, how about the 22nd-25th? We could wait a little."),
    (ROOM_FAILED_ZH, "那换成周日吧。"),
])
def test_another_try_after_a_failed_booking_continues_the_task(turns, message):
    assert _played(turns, message) is None


@pytest.mark.parametrize("turns, message", [
    (TABLE_FAILED, "Oh well. How about checking my bank balance instead?"),   # another kind of job
    (HOTEL_FAILED, "New task: try to find me a flight to Rome."),             # a cue
])
def test_another_job_after_a_failure_is_left_to_the_model(turns, message):
    assert _played(turns, message) is not None


@pytest.mark.parametrize("text", ["Which decline code shows up the most?", "Can you reset my access code?",
                                  "What's the zip code of the venue?"])
def test_the_code_of_a_thing_names_no_job_of_code(text):
    assert "code" not in kinds_of(text)
    assert "code" in kinds_of("Fix the bug in this code")
