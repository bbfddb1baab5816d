"""What carry-over files 94 and 95 (`tests/data/carryover_fresh_94.jsonl`, `_95.jsonl`, written late in stop 66) found,
routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    # someone the user looks after, or a child just born: the user's life for months; not a question, not someone else's
    ("有什么助眠的方法？我晚上要照顾刚出生的二胎，每晚醒好几次。", "global"),
    ("我刚生了二胎", "global"),
    ("我照顾宝宝的时候怎么哄睡？", "task"),
    ("她晚上要照顾刚出生的二胎", "task"),
    ("帮我照顾一下孩子", "task"),
])
def test_statements_of_files_94_95_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # what the user's business takes or sells, and nothing else (file 89's food truck); not for today, not someone else's
    ("Write a fall menu for my food truck. We only take cards, no cash, and we park downtown on weekdays.", "global"),
    ("We only take cards today.", "task"),
    ("They only take cash.", "task"),
    ("We only need two rooms.", "task"),
    # a school or shop the user runs (file 89's 培训班); not one they want to open, not a friend's
    ("帮我设计一门少儿编程的课程大纲。我在县城开了一个培训班，学生都是小学生。", "global"),
    ("我想开一个培训班", "task"),
    ("我朋友开了一个培训班", "task"),
    # how often the user is somewhere; not a question
    ("I fly to London every month for work.", "global"),
    ("I'm in Berlin every week?", "task"),
])
def test_leftovers_of_files_88_89_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope


def test_how_often_the_user_is_somewhere_said_as_changed_outdates_the_old_frequency(tmp_path):
    statuses = statuses_after(tmp_path, "Find me a hotel. I fly to London every month for work.",
                              "Where should I stay in the West End? Update: my company moved my monthly trips to Manchester, "
                              "so I'm only in London twice a year now.")
    assert statuses["I fly to London every month for work."] is Status.OUTDATED
    assert statuses["I'm only in London twice a year now."] is Status.VALIDATED


@pytest.mark.parametrize("text, scope", [
    # a habit under a condition (file 96): the condition is no state of the moment
    ("Help me write a toast for my best friend's 40th. I stutter a bit when I'm nervous, so short sentences please.", "global"),
    ("I'm nervous about the interview.", "task"),
])
def test_a_habit_said_with_its_condition_is_the_users(text, scope):
    assert routed(text) == scope
