"""Facts carry-over file 55 (``tests/data/carryover_fresh_55.jsonl``), written at stop 58 after file 54's rules and
played before the rules it asked for, found unread; each said here in other words too, beside what must stay with the
task; and file 53's "Mine chews on everything", left at stop 57 (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements


@pytest.mark.parametrize("text, scope", [
    # what the user's team is
    ("We're a fully remote team spread over five time zones.", "global"),
    ("We are a distributed company, so async docs matter.", "global"),
    ("We're a remote team today because the office is closed.", "task"),      # today only
    # how old the user's home is
    ("Our house was built in 1920 and the walls are plaster.", "global"),
    ("My apartment dates from the 1960s.", "global"),
    ("The museum was built in 1920.", "task"),                                  # not the user's
    # the user's skin or constitution
    ("我是敏感肌，用不了含酒精的。", "global"),
    ("我属于过敏体质，换季容易起疹子。", "global"),
    ("这款面霜适合敏感肌吗？", "task"),                                          # asked of a product
])
def test_file_55_facts_route(text, scope):
    assert routed(text) == scope


@pytest.mark.parametrize("text, scopes", [
    # "Mine" read as the animal the question before it named (file 53's "Mine chews on everything", unread since stop 57)
    ("Which houseplants are safe with cats? Mine chews on everything.", ["task", "global"]),
    ("Is this toy safe for dogs? Mine is a puppy.", ["task", "global"]),
    ("Which laptops are fastest? Mine is slow.", ["task", "task"]),                  # no animal or child named
])
def test_mine_is_read_as_what_the_question_before_named(text, scopes):
    assert [label.scope for label in classify_all(split_statements(text))] == scopes
