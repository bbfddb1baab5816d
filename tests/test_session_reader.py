"""The session reader: session context the rules' patterns do not list reaches the session zone (issue #24)."""

from __future__ import annotations

import numpy as np
import pytest

from zoned_memory import Scope, TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.facts import classify, split_statements
from zoned_memory.facts.learned.session_reader import SessionReader, has_session_scope, open_to_session_reader

#: session context from probe sets 37-41, written after every rule; the rules alone keep each with the task
READ_BY_THE_READER = [
    "Note that for the remainder of this conversation, prices should include VAT.",
    "Every question I ask this morning relates to the Python 2 to 3 migration.",
    "Everything I paste in this session comes from customer support tickets.",
    "今天用的是手机，表格太宽的话我看不了。",  # "我今天用的是手机" the rules read since stop 49 (scope first)
    "本周我在出差，所有会议都改成线上的来安排。",
    "这轮聊天我想练习商务英语，你尽量用英文回答我。",
]


class _Always(SessionReader):
    """A reader that calls everything session context: what its gate lets through is what it would route."""

    def __init__(self) -> None:
        shipped = SessionReader.load()
        super().__init__(weights=np.zeros_like(shipped.weights), bias=40.0, threshold=0.5)


@pytest.fixture()
def store(tmp_path):
    s = ZonedMemoryStore.open(path=str(tmp_path / "mem"))
    yield s
    s.close()


@pytest.mark.parametrize("text", READ_BY_THE_READER)
def test_the_reader_finds_session_context_the_rules_miss(text):
    assert all(classify(s, session_reader=False).scope == "task" for s in split_statements(text))
    labels = [classify(s) for s in split_statements(text)]
    session = [label for label in labels if label.scope == "session"]
    assert session and all(label.kind == "session_context" for label in session)
    assert all(label.confidence <= 0.75 for label in session)  # below the rules' 0.8: listed after them


@pytest.mark.parametrize("text", [
    "Can you keep it short today?",                         # a question
    "今天能不能都用表格？",
    "Today, write me a cover letter for the Acme job.",      # a request for one thing
    "今天帮我写一封请假邮件。",
    "接下来你再帮我找个评分4.5分以上的酒店吧",
    "For now, I'll take the cheaper one.",                   # a choice of the thing at hand
    "My manager says the report should use tables today.",   # someone else's wish: the task's
    "这次预算是三万，都用在广告上。",                         # "this time" alone: the task at hand
    "I'm working on the slides today.",                      # what the user does, no way of working
    "今天我只是想问一下天气",
    "Forget what I said today about tables.",                # a revocation
])
def test_the_gate_keeps_what_is_no_way_of_working_from_the_reader(text):
    always = _Always()
    for statement in split_statements(text):
        assert not open_to_session_reader(statement)
        assert classify(statement, session_reader=always).scope != "session" or \
            classify(statement, session_reader=False).scope == "session"  # what the rules say stands


def test_a_reader_that_says_session_routes_what_its_gate_opens():
    always = _Always()
    text = "Today's theme is cost cutting; keep that lens on everything."
    assert open_to_session_reader(text)
    assert classify(text, session_reader=always).scope == "session"
    assert classify(text, session_reader=False).scope == "task"  # the rules alone do not


def test_this_time_alone_is_no_session_scope():
    assert has_session_scope("这次对话里都用英文") and has_session_scope("for the rest of today, be brief")
    assert not has_session_scope("这次预算是三万") and not has_session_scope("本次报价含税")


def test_a_reader_scoped_statement_reaches_the_session_zone_and_only_it(store):
    s = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="trip"))
    text = "本周我在出差，所有会议都改成线上的来安排。"
    s.add_user_message(text)
    ctx = TaskContext(user_id="alice", session_id="s1", task_id="another")
    assert [r.text for r in store.records(ctx, scopes=[Scope.SESSION])] == [text]
    assert store.records(ctx, scopes=[Scope.GLOBAL]) == []
    assert store.records(TaskContext(user_id="alice", session_id="s2", task_id="t"), scopes=[Scope.SESSION]) == []
    s.add_user_message("New task: draft the agenda for Monday's meeting")
    assert text in s.messages[0].content  # the next task of the session starts knowing it


def test_the_shipped_weights_say_how_they_were_chosen():
    reader = SessionReader.load()
    assert 0.5 <= reader.threshold < 1.0
    assert reader.info["threshold_rule"].startswith("lowest with false session routes")
    assert 39 in reader.info["probe_sets"] and reader.info["held_out_sets"] == []


@pytest.mark.parametrize("text, stored", [
    ("Today's theme is cost cutting; keep that lens on everything.",
     "Today's theme is cost cutting; keep that lens on everything."),
    ("这几天我在赶论文，帮我看东西的时候重点挑逻辑问题。", "这几天我在赶论文，帮我看东西的时候重点挑逻辑问题。"),
])
def test_a_way_of_working_in_the_clause_after_the_scope_is_read_with_it(store, text, stored):
    parts = split_statements(text)
    assert len(parts) == 2 and not any(classify(p).scope == "session" for p in parts)  # neither half alone
    s = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="t"))
    s.add_user_message(text)
    ctx = TaskContext(user_id="alice", session_id="s1", task_id="other")
    assert [r.text for r in store.records(ctx, scopes=[Scope.SESSION])] == [stored]


@pytest.mark.parametrize("text", [
    "今天是星期一，工作又开始了。我感觉自己有些乏力。",        # the clause after the scope tells the assistant nothing
    "你好，朋友，今天想和你聊聊。我最近一直在思考人生的意义，特别是对我个人而言。",
    "Today we got three new leads. They want a demo next week.",
])
def test_a_clause_after_a_scope_that_is_no_instruction_stays_with_the_task(text):
    from zoned_memory.facts.classify import classify_all

    assert all(label.scope != "session" for label in classify_all(split_statements(text)))


def test_these_two_days_and_this_stretch_of_conversation_are_session_scopes():
    assert has_session_scope("这两天我们都在准备路演") and has_session_scope("这段对话的目标读者是小学生")
