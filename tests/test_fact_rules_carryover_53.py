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


@pytest.mark.parametrize("text, scope", [
    # files 28-32's durable facts still unread at stop 57, said again in other words, beside what stays with the task
    ("My portfolio lives on GitHub under the handle mtorres-data.", "global"),
    ("My website is hosted on Squarespace.", "global"),
    ("The portfolio you linked is on GitHub.", "task"),
    ("Our support team is fully remote, spread across Lisbon, Manila and Austin.", "global"),
    ("Our company is based in Leeds.", "global"),
    ("We deploy only from the main branch and everything goes through Argo CD.", "global"),
    ("We deploy tonight at 9.", "task"),                                            # one deploy
    ("I've had this same finger injury three times, always the left ring finger.", "global"),
    ("我们部门考核主要看满意度和一次解决率。", "global"),
    ("我们家是开放式厨房，油烟一直是个问题。", "global"),
    ("我带的是毕业班，家长都比较焦虑。", "global"),
    ("我们组每周五下午四点交周报，格式是完成、风险、下周计划三块。", "global"),
    ("这份周报下午四点前交。", "task"),
])
def test_files_28_to_32_facts_route(text, scope):
    assert routed(text) == scope
