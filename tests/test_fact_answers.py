"""A short answer to the assistant's question about the user is stored as the fact it states (issue #24)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from zoned_memory import TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.facts.answers import answered_fact

CTX = TaskContext(user_id="alice", session_id="s1", task_id="dinner")


@pytest.fixture()
def store(tmp_path):
    s = ZonedMemoryStore.open(path=str(tmp_path / "mem"))
    yield s
    s.close()


def _global(store) -> list[str]:
    return sorted(r.text for r in store.records(CTX, scopes=["global"]))


@pytest.mark.parametrize("asked, reply, fact, kind", [
    ("Do you have any food allergies?", "Yes, shellfish.", "I'm allergic to shellfish.", "constraint"),
    ("Great choice. Any allergies I should tell the kitchen about?", "Peanuts and sesame", "I'm allergic to peanuts and sesame.",
     "constraint"),
    ("Do you have any dietary restrictions?", "Vegetarian, no eggs.", "My dietary restriction: vegetarian, no eggs.", "constraint"),
    ("May I have your name, please?", "It's Alice Chen.", "My name is Alice Chen.", "profile"),
    ("And where do you live?", "In Lyon", "I live in Lyon.", "profile"),
    ("您有什么忌口吗？", "不吃香菜", "我的饮食禁忌：不吃香菜。", "constraint"),
    ("请问您对什么过敏吗？", "海鲜", "我对海鲜过敏。", "constraint"),
    ("请问您怎么称呼？", "李雷", "我叫李雷。", "profile"),
])
def test_an_answer_about_the_user_is_the_fact_it_states(asked, reply, fact, kind):
    label = answered_fact(asked, reply)
    assert label is not None and (label.text, label.kind, label.scope) == (fact, kind, "global")


@pytest.mark.parametrize("asked, reply", [
    ("Do you have any food allergies?", "No, none."),
    ("Do you have any food allergies?", "Nope, thanks!"),
    ("Any dietary restrictions?", "No"),
    ("您有什么忌口吗？", "没有"),
    ("Does your guest have any allergies?", "Peanuts."),            # someone else's
    ("Does anyone in your party have allergies?", "Shellfish."),
    ("客人有什么忌口吗？", "不吃辣"),
    ("How many people will be dining?", "Four."),                     # the task's
    ("What time would you like?", "7 pm"),
    ("The kitchen is nut-free.", "Great."),                           # no question
    ("Do you have any food allergies?", "Why do you ask?"),
    ("Do you have any food allergies?", "I'm not sure what you mean by that, can you explain a bit more first"),
    ("What's your name?", "why does that matter"),                    # no name
    ("Do you have any food allergies?", "Peanuts. Also, book me a cab"),  # a request of its own: judged as one
    ("您有什么忌口吗？", "帮我订一张明天的机票"),
])
def test_a_no_someone_elses_answer_or_the_tasks_is_no_fact(asked, reply):
    assert answered_fact(asked, reply) is None


def test_the_session_stores_the_answer_and_it_reaches_the_next_task(store):
    s = TaskSession(store, CTX)
    s.add_user_message("Book a table for two at Luigi's on Friday")
    s.add_assistant_message("Sure. Do you have any food allergies?")
    s.add_user_message("Yes, shellfish.")
    assert s.context.task_id == "dinner"  # an answer, not a new job
    assert _global(store) == ["I'm allergic to shellfish."]
    s.add_user_message("New task: plan a picnic for Sunday")
    assert "I'm allergic to shellfish." in s.messages[0].content


def test_an_answer_to_a_question_about_the_task_stays_with_it(store):
    s = TaskSession(store, CTX)
    s.add_user_message("Book a table at Luigi's")
    s.add_assistant_message("How many people?")
    s.add_user_message("Four.")
    s.add_assistant_message("Booked. Does anyone in your party have allergies?")
    s.add_user_message("Peanuts.")
    assert _global(store) == []


def test_the_answer_reaches_the_global_zone_through_create_agent(store):
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedMemoryMiddleware
    from tests.agent_fakes import RecordingChatModel

    session = TaskSession(store, CTX)
    model = RecordingChatModel(script=lambda messages: AIMessage(content="Sure. Do you have any food allergies?"))
    agent = create_agent(model, tools=[], middleware=[ZonedMemoryMiddleware(session)], checkpointer=InMemorySaver())
    config: Any = {"configurable": {"thread_id": "t1"}}
    agent.invoke({"messages": [{"role": "user", "content": "Book a table for two at Luigi's on Friday"}]}, config)
    agent.invoke({"messages": [{"role": "user", "content": "Yes, shellfish."}]}, config)
    assert _global(store) == ["I'm allergic to shellfish."]


def test_the_answer_reaches_the_global_zone_through_a_llamaindex_chat_engine(store):
    from llama_index.core.chat_engine import SimpleChatEngine

    from llamaindex_zoned import ZonedMemory
    from tests.llama_fakes import recording_llm

    session = TaskSession(store, CTX)
    engine = SimpleChatEngine.from_defaults(llm=recording_llm([], reply="您有什么忌口吗？"), memory=ZonedMemory.from_defaults(session=session))
    engine.chat("帮我订周五晚上两个人的位子")
    engine.chat("不吃香菜")
    assert _global(store) == ["我的饮食禁忌：不吃香菜。"]


def test_a_reply_with_a_request_of_its_own_is_still_judged_for_a_switch(store):
    s = TaskSession(store, CTX)
    s.add_user_message("Book a table for two at Luigi's on Friday")
    s.add_assistant_message("Sure. Do you have any food allergies?")
    s.add_user_message("New task: write a cover letter for a nursing job")
    assert s.context.task_id != "dinner" and _global(store) == []
