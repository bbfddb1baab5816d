"""Facts carry-over file 57 (``tests/data/carryover_fresh_57.jsonl``), written at stop 59 and played before the rules it
asked for, found unread; each said here in other words too, beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements


@pytest.mark.parametrize("text, scope", [
    # the rule the user's team keeps
    ("Our on-call rule is no deploys on Fridays, ever.", "global"),
    ("Our house style is British spelling.", "global"),
    ("Our plan is to leave at 8.", "task"),                                      # a plan, not a rule
    # a standing trouble of an organ, the user's or their animal's
    ("I have back problems.", "global"),
    ("My cat has kidney issues.", "global"),
    ("I have problems with the router.", "task"),                                # a thing misbehaving
    ("I'm having stomach issues today.", "task"),                                # today only
    # a diet said without its subject, as a whole statement (Chinese drops 我)
    ("不吃牛肉", "global"),
    ("不喝酒。", "global"),
    ("不吃了", "task"),                                                           # a meal turned down now
    ("不吃能减肥吗", "task"),                                                      # asked
    # all of today's work for one project, with what the user sends
    ("Today, everything I send you is for the Harbor project, so tag it that way.", "session"),
])
def test_file_57_facts_route(text, scope):
    assert routed(text) == scope


def test_mine_is_read_as_the_one_animal_the_question_named():
    labels = classify_all(split_statements("What's a good wet food for an older cat? Mine has kidney issues."))
    assert [label.scope for label in labels] == ["task", "global"]
