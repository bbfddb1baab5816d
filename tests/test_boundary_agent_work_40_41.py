"""What the agent-work sets of stop 54 (`tests/data/boundaries_agent_work_40.jsonl`, `_41`, written before the rules they asked
for) found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play, verdict

_SLOW_QUERY = [("Our Postgres query on the orders table takes 12 seconds. Here's the EXPLAIN output: Seq Scan on orders",
                "The planner is doing a sequential scan; add an index on (customer_id, created_at)."),
               ("Added it, now 40ms. Amazing.", "Nice improvement! Anything else?")]
_BUILD = [("帮我看看订单表的查询为什么这么慢，要12秒", "是全表扫描，建议在customer_id和created_at上建联合索引。"),
          ("加了索引，现在40毫秒了", "很好！还有别的问题吗？")]


@pytest.mark.parametrize("turns, message", [
    (_SLOW_QUERY, "Yeah, the same thing is happening on the invoices table, 9 seconds."),
    (_SLOW_QUERY, "Same problem on the staging server now."),
    (_SLOW_QUERY, "The reporting database has the same issue."),
    (_BUILD, "库存表也出现了同样的问题，要9秒"),
])
def test_the_tasks_problem_reported_of_another_thing_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


def test_the_same_problem_of_the_tasks_own_subject_continues():
    assert verdict(_SLOW_QUERY, "Same issue with the orders table after a restart though.") is None


@pytest.mark.parametrize("message, reported_elsewhere", [
    ("订单表也出现了同样的问题，重启以后又变慢了", False),  # the task's own table
    ("库存表也出现了同样的问题", True),
    ("I had the same thing happen to me once", False),  # no thing named
])
def test_a_problem_is_reported_elsewhere_only_of_a_thing_the_task_never_named(message, reported_elsewhere):
    from zoned_memory.boundary.reading.subjects import problem_reported_elsewhere
    from zoned_memory.boundary.reading.vocabulary import content_words
    said = content_words(" ".join(text for turn in _BUILD for text in turn))
    assert problem_reported_elsewhere(message, said) is reported_elsewhere


def _timer_then_sauce():
    detector = play([])
    detector.observe("Set a timer for 12 minutes for the pasta", ("timer",))
    timer_task = detector.current.task_id
    detector.add_assistant_message("Timer set for 12 minutes.")
    assert detector.observe("What's a good sauce with cherry tomatoes and basil?") is not None
    detector.add_assistant_message("A quick pomodoro: garlic, olive oil, halved cherry tomatoes, basil at the end.")
    detector.observe("How long do I cook the tomatoes?")
    detector.add_assistant_message("About 8-10 minutes until they burst.")
    return detector, timer_task


def test_a_question_about_the_thing_an_earlier_task_named_returns_to_it():
    detector, timer_task = _timer_then_sauce()
    boundary = detector.observe("How much time is left on the pasta timer?", ("timer",))
    assert boundary is not None and boundary.resume_task_id == timer_task


def test_the_same_kind_for_another_subject_is_no_return():
    detector = play([])
    detector.observe("What's the weather in Rome tomorrow?", ("weather",))
    rome = detector.current.task_id
    detector.add_assistant_message("Sunny in Rome tomorrow, 24C.")
    detector.observe("Find me a recipe for cacio e pepe")
    detector.add_assistant_message("Toss pasta with pecorino, black pepper and pasta water.")
    boundary = detector.observe("And what's the weather in Paris tomorrow?", ("weather",))
    assert boundary is None or boundary.resume_task_id != rome


_COMPLAINT = [("帮我给物业写个投诉，楼下天天晚上十一点以后还在装修", "物业您好：我是3栋1201业主，近一周楼下每晚23点后仍在施工……"),
              ("加上已经持续一周了", "已加：该情况已持续一周。")]


@pytest.mark.parametrize("message", [
    "行。我还想问一下，家里的燃气热水器打不着火是什么原因",   # set 41: "我还想问一下" is an aside, "是什么原因" asks
    "好的。问个题外话，冰箱冷藏室结冰是怎么回事",
])
def test_an_aside_in_other_words_before_a_question_without_its_mark_opens_a_task(message):
    assert verdict(_COMPLAINT, message) is not None


def test_a_question_of_the_tasks_own_thing_after_the_aside_continues():
    assert verdict(_COMPLAINT, "我还想问一下，投诉信里要不要写上装修的时间") is None
