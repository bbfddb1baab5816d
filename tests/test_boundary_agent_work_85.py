"""What agent-work sets 85-87 (`tests/data/boundaries_agent_work_85.jsonl` to `_87.jsonl`, written after sets 82-84's
rules) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed
from zoned_memory.boundary.reading.jobs import kinds_of

_LANDLORD = [("any emails from my landlord this week?", "One from Mark Fields, Tuesday: 'Lease renewal'.", "gmail"),
             ("reply asking if we can renew for 6 months instead", "Sent: 'Hi Mark, would a 6-month renewal be possible?'", "gmail"),
             ("what's the weather in Denver on Tuesday", "Denver Tuesday: sunny, high of 8°C.", "weather")]
_RELEASE = [("post the release notes in #eng", "Posted 'Release 3.8 notes' in #eng.", "slack"), ("pin it", "Pinned.", "slack")]
_DEPLOY_DONE = [*_RELEASE, ("DM Sarah that the deploy is done", "Sent to Sarah: 'The deploy is done.'", "slack")]
_ALERT = [("线上订单服务报警了，CPU 95%", "order-service 4个实例CPU都在90%以上，/api/orders/list的QPS是平时的3倍。", "monitor")]
_OFFSITE = [("create a Notion page for the Q3 offsite", "Created 'Q3 Offsite' in Team Space.", "notion"),
            ("add sections for agenda, travel, budget", "Added Agenda, Travel and Budget sections.", "notion")]
_FEEDER = [("find me a slow feeder bowl under $20", "Catit Senses Food Maze $14.99, Dogit Go Slow bowl $11.49.", "shop"),
           ("order the Catit one", "Ordered Catit Senses Food Maze, $14.99.", "shop")]
_CAPTION = [("write an instagram caption for my bakery's new sourdough", "Crackly crust, tangy crumb. Our new sourdough is here."),
            ("more playful", "Warning: this loaf may cause spontaneous happy dances.")]
_FILMS = [("推荐几部适合周末看的电影", "《飞驰人生》《你好，李焕英》《疯狂动物城》。"), ("要喜剧", "《夏洛特烦恼》《西虹市首富》《飞驰人生》。"),
          ("帮我订明天晚上七点两个人的火锅", "已预订海底捞（万达店）明晚19:00，两位。", "restaurant")]
_TEAS = [("帮我订明天晚上七点两个人的火锅", "已预订海底捞（万达店）明晚19:00，两位。", "restaurant"),
         ("推荐几款饮料", "1. 酸梅汤 2. 王老吉 3. 豆奶"), ("再来点别的", "1. 椰汁 2. 绿豆汤")]


def test_a_question_after_what_it_waited_for_returns_to_the_task_that_named_it():
    back, ids = resumed(_LANDLORD, "ok and did the landlord answer yet?", ("gmail",))
    assert back == ids[0]
    back, _ = resumed(_LANDLORD, "ok and did the refund go through yet?")
    assert back is None  # no task named a refund (with the mail tool called, the turn is back at that task's tools: stop 64)


def test_a_message_to_someone_the_task_never_named_is_another_task_and_tell_her_goes_on():
    assert play(_RELEASE).observe("DM Sarah that the deploy is done", ("slack",)) is not None
    assert play(_RELEASE).observe("Ping Sarah about it", ("slack",)) is None  # what the task made, to someone
    assert play(_DEPLOY_DONE).observe("also tell her the rollback plan is in the doc", ("slack",)) is None
    assert play(_DEPLOY_DONE).observe("also tell Priya the rollback plan is in the doc", ("slack",)) is not None


def test_which_of_the_tasks_things_it_is_goes_on():
    assert play(_ALERT).observe("看看是哪个接口", ("monitor",)) is None
    assert play(_ALERT).observe("帮我查一下哪家银行的定期利息高") is not None


def test_a_separate_page_for_something_else_is_another_task():
    assert play(_OFFSITE).observe("make a separate page for the hiring plan", ("notion",)) is not None
    assert play(_OFFSITE).observe("add a section for the hiring plan", ("notion",)) is None


def test_also_ordering_something_the_task_never_named_is_another_task():
    assert play(_FEEDER).observe("also order more litter, the usual brand", ("shop",)) is not None
    assert play(_FEEDER).observe("also order the slow feeder in blue", ("shop",)) is None


def test_also_needing_another_text_for_another_subject_is_another_task():
    assert "writing" in kinds_of("write an instagram caption for my bakery's new sourdough")
    assert play(_CAPTION).observe("I also need a flyer for our Saturday farmers market stall") is not None
    assert play(_CAPTION).observe("I also need a version for the sourdough") is None


def test_one_of_an_earlier_replys_list_pointed_at_by_its_place_returns_to_that_task():
    back, ids = resumed(_FILMS, "刚才说的第二部在哪能看", ("search",))
    assert back == ids[0]
    back, _ = resumed(_TEAS, "刚才说的第二款在哪能买")
    assert back is None  # the current task's own list


_VISA = [("Do I need a visa to visit Japan with a US passport?", "No, US citizens can visit visa-free for tourism."),
         ("how long can I stay", "Up to 90 days per visit.")]
_HEADACHE = [("I've had a headache for three days", "Common causes are dehydration, poor sleep, screen time or tension."),
             ("it's worse in the morning", "Morning headaches can come from poor sleep or teeth grinding.")]
_GRANT = [("Help me write the grant report for the Hewitt Foundation.", "This year the Hewitt grant funded 120 students ..."),
          ("Add the 85% completion rate", "Added: 85% of students completed the course.")]
_SPEECH = [("帮我准备家长会的发言稿。", "各位家长晚上好，我是咱们班新的班主任……"), ("提一下期中考试成绩", "已加入期中考试成绩的整体情况。")]


def test_an_amount_converted_with_its_own_numbers_is_a_job_of_its_own():
    assert play(_VISA).observe("can you convert 150,000 yen to dollars") is not None
    assert play([*_VISA, ("how much would the trip cost", "About 150,000 yen for a week.")]).observe(
        "can you convert 150,000 yen to dollars") is None  # the reply's own figure


def test_a_reminder_asked_beside_the_task_is_a_side_task_the_user_comes_back_from():
    aside = play(_HEADACHE).observe("can you remind me to drink water every 2 hours", ("reminder",))
    assert aside is not None and "side task" in aside.reasons
    back, ids = resumed([*_HEADACHE, ("can you remind me to drink water every 2 hours", "Reminder set: every 2 hours.",
                                      "reminder")], "should I see a doctor about the headache?")
    assert back == ids[0]
    assert play(_HEADACHE).observe("remind me about the headache tips tonight") is None  # the task's own
    back, _ = resumed([("I'm planning a birthday party for my son, around 15 kids.", "Fun! What date and venue?"),
                       ("Also, remind me to buy balloons on Friday.", "Reminder set for Friday: buy balloons.")],
                      "What's the capital of Australia? My son asked and I forgot.")
    assert back is None  # a question of its own, whatever word of the party it shares


def test_a_day_of_this_week_points_at_no_earlier_message():
    assert play(_GRANT).observe("Movie night ideas for my kids this Friday? I'm feeling lazy today.") is not None
    assert play(_GRANT).observe("Is this version ready to send?") is None


def test_wanting_more_of_ones_own_goal_is_no_request_again():
    assert play(_SPEECH).observe("减脂期早餐吃什么？我现在八十五公斤了，想再减五公斤。") is not None
    assert play(_SPEECH).observe("再加一段，讲讲期末的安排") is None  # more of the speech


_ISSUE = [("open an issue for the flaky login test", "Opened #231 'Flaky test: test_login_redirect fails ~1 in 10 runs'.", "github"),
          ("label it P1", "Added label P1 to #231.", "github")]


def test_another_number_than_the_one_the_task_made_is_another_subject():
    assert play(_ISSUE).observe("what's the status of PR #88?", ("github",)) is not None
    assert play(_ISSUE).observe("what's the status of #231?", ("github",)) is None  # the one the reply opened
