"""Facts carry-over file 53 (``tests/data/carryover_fresh_53.jsonl``) and probe set 53 (``tests/data/facts_probes.jsonl``),
written after the stop's first rules and played before the ones they asked for, found unread or misread; each said here in
other words too, beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.statements import split_statements


@pytest.mark.parametrize("text, scope", [
    # a standing role in the user's team
    ("We run two-week sprints and I'm the scrum master.", "global"),
    ("I'm the tech lead, so the review is on me.", "global"),
    ("I'm the team lead for now.", "task"),                                       # for now
    # a relative's taste said for this occasion, before its question, stays with the task
    ("My partner loves seafood, where should we eat?", "task"),
    ("My partner loves seafood.", "global"),                                      # told of itself
    # when the user works best, and a night owl said as a role
    ("Being a night owl, I do my best work after 10 pm - when should I schedule deep work?", "global"),
    ("What's the best work-from-home setup?", "task"),
    # the user's poor English, a reading app used all along, a standing weekend duty
    ("我英语很差，帮我把这句翻译成英文：明天的会议改到下午三点。", "global"),
    ("这个翻译的英语很差。", "task"),                                               # of the text
    ("我一直在用微信读书看书。", "global"),
    ("我周末都要加班，约会只能安排在晚上。", "global"),
    ("我这个周末要加班。", "task"),                                                 # one weekend
])
def test_file_53_and_probe_53_facts_route(text, scope):
    assert routed(text) == scope


def test_a_relatives_taste_before_a_question_is_one_statement():
    assert split_statements("My partner loves seafood, where should we eat?") == ["My partner loves seafood, where should we eat?"]
