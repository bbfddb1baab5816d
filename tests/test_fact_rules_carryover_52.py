"""Facts carry-over file 52 (``tests/data/carryover_fresh_52.jsonl``) and probe set 52 (``tests/data/facts_probes.jsonl``),
played before the rules they asked for, found unread; each said here in other words too, beside what must stay with the
task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.statements import split_statements


@pytest.mark.parametrize("text, scope", [
    # operations in the user's history, said after the question they explain
    ("What stretches help with knee pain after running? I've had two ACL surgeries on my left knee.", "global"),
    ("I've had three back operations, so nothing with heavy lifting.", "global"),
    ("I had surgery yesterday, can I fly?", "task"),                             # a recent event
    ("I've just had knee surgery, what should I eat?", "task"),
    # years in a line of work, before a question about them
    ("I have 8 years in consulting before this, should I mention it?", "global"),
    ("I've got 10 years of experience as a nurse.", "global"),
    ("I have 8 years left on my mortgage, should I overpay?", "task"),          # no line of work: what is left
    ("I have 3 files left to upload, should I zip them?", "task"),
    # since the user retired
    ("I'm on a fixed income since I retired, so cheap options only.", "global"),
    # what the household has, before a question asked by 吗
    ("我家有钢琴，要加钱吗", "global"),
    ("这台钢琴要加钱吗", "task"),
    # what the user is used to
    ("推荐一款手机，我用惯了苹果，不想换安卓。", "global"),
    ("我吃惯了米饭，面条总觉得吃不饱。", "global"),
    ("这个软件我用了一下，不太习惯。", "task"),
])
def test_file_52_and_probe_52_facts_route(text, scope):
    assert routed(text) == scope


def test_a_fact_then_a_question_by_its_particle_are_two_statements():
    assert split_statements("我家有钢琴，要加钱吗") == ["我家有钢琴，", "要加钱吗"]
    assert split_statements("I have 8 years in consulting before this, should I mention it?") == [
        "I have 8 years in consulting before this,", "should I mention it?"]
