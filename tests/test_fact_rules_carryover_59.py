"""Facts carry-over file 59 (``tests/data/carryover_fresh_59.jsonl``), written at stop 59 after file 58's rules and played
before the rules it asked for, found unread; each beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements
from zoned_memory.records import Status


@pytest.mark.parametrize("text, scope", [
    # the plan the user's organization is on
    ("We're on the GitHub Enterprise plan.", "global"),
    ("We're on Slack's Pro tier.", "global"),
    ("We're on the free plan for now.", "task"),                                  # for now
    # a way of the user's changed, said with the old one it leaves
    ("Update: I've switched to daily rates, no longer hourly.", "global"),
    ("I switched to the other tab, not the first.", "task"),                      # a thing at hand
])
def test_file_59_facts_route(text, scope):
    assert routed(text) == scope


def test_a_chinese_clause_that_goes_on_without_its_subject_is_the_users():
    labels = classify_all(split_statements("我平时不怎么喝酒，但是爱吃海鲜。"))
    assert [(label.text, label.scope) for label in labels] == [("我平时不怎么喝酒，", "global"), ("我爱吃海鲜。", "global")]
    labels = classify_all(split_statements("我喜欢跑步，但是今天不想跑。"))
    assert [label.scope for label in labels] == ["global", "task"]  # today's


def test_a_way_changed_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "Write a Google Sheets formula to sum hours by project. I'm a freelance designer and bill "
                                      "hourly.",
                            "Make an invoice template for my clients. Update: I've switched to daily rates, no longer hourly.")
    assert status["I'm a freelance designer and bill hourly."] == Status.OUTDATED
    assert status["Update: I've switched to daily rates, no longer hourly."] != Status.OUTDATED
