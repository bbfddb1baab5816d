"""What agent-work sets 183-185 (`tests/data/boundaries_agent_work_183.jsonl` ...) and carry-over file 110, scored first
on stop 68's wave-4 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_DRIVE = [("What time does Costco close today", "Your nearest Costco (Mountain View) closes at 8:30 PM today.", "local_search"),
          ("is the gas station open later", "Yes, the gas station is open until 9:30 PM.", "local_search"),
          ("navigate there", "Starting navigation to Costco Gas, Mountain View: 12 minutes via Central Expressway.", "navigation")]
_ARTICLE = [("Summarize this article for me: 'The city council voted 7-2 on Tuesday to approve a $45 million expansion of the light "
             "rail line to the airport, with construction expected to begin in 2027.'",
             "The council approved (7-2) a $45M light rail extension to the airport; construction starts in 2027."),
            ("who voted against", "The article doesn't name the two council members who voted no.")]
_REFUND = [("check the status of my refund for order 88213", "Refund for order 88213 ($64.99) was issued Dec 2.", "orders"),
           ("it's been 8 days", "Still within the window; if it's not there by Dec 16 I can open a trace.", "orders")]
_STAR = [("Help me prep for a behavioral interview at Amazon", "Prepare 8-10 STAR stories that cover the Leadership Principles."),
         ("give me a STAR story template", "Situation (2 sentences), Task (your goal), Action (what YOU did), Result (numbers).")]
_CAMP = [("帮我写一份暑期编程夏令营的招生简章。", "一、营期安排 二、课程内容：Scratch、Python入门 三、招生对象：8-14岁 四、费用 五、报名方式"),
         ("每期二十个孩子", "已写入：每期限招20人，小班教学。")]


def test_a_phone_call_to_someone_is_a_job_of_its_own():
    assert verdict(_DRIVE, "call my wife", ("phone",)) is not None
    assert verdict(_DRIVE, "how long until we get there", ("navigation",)) is None


def test_another_text_to_summarize_opens_a_task():
    assert verdict(_ARTICLE, "summarize this one too: 'Local schools will shift start times 45 minutes later next fall after a "
                             "two-year study on teen sleep.'") is not None
    assert verdict(_ARTICLE, "summarize the part about 'construction' again") is None  # the same article


def test_something_else_reordered_is_another_job():
    assert verdict(_REFUND, "ok. can you also reorder the dish soap I bought last month", ("orders",)) is not None
    assert verdict(_REFUND, "ok. can you also reorder it", ("orders",)) is None  # the order at hand


def test_the_users_material_turned_into_the_tasks_thing_continues():
    assert verdict(_STAR, "can you turn my project into one: I migrated our billing system to Stripe and cut failed payments "
                          "by 40%") is None
    assert verdict(_STAR, "also, what's a good laptop bag for interviews?") is not None


def test_a_child_asked_about_for_a_symptom_shares_no_subject_with_the_tasks_children():
    assert verdict(_CAMP, "孩子吃了芒果嘴巴周围起疹子，是过敏吗？我儿子今年六岁。") is not None
    assert verdict(_CAMP, "孩子的年龄范围要不要改成7到14岁") is None
