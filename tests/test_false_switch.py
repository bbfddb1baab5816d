"""A false switch costs no context (issue #23, item 5): when the message after an automatic switch
goes on with the task just left (names its subject, nothing of the new one), the session returns
to that task WITH its messages; a true switch, an explicit cue and a return are never undone."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector, TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.archive import task_summaries
from zoned_memory.boundary import DetectorConfig
from zoned_memory.session import UNDONE


@pytest.fixture()
def store(tmp_path):
    s = ZonedMemoryStore.open(path=str(tmp_path / "mem"))
    yield s
    s.close()


def _says_new(word: str) -> TaskBoundaryDetector:
    """A detector whose judge calls every message with ``word`` a new task (a false switch on demand)."""
    return TaskBoundaryDetector(DetectorConfig(verifier_band=(0.0, 1.01)),
                                verifier=lambda message, context: True if word in message else None)


def _play(session: TaskSession, turns: list[tuple[str, str]]) -> list:
    out = []
    for user, assistant in turns:
        out.append(session.add_user_message(user))
        session.add_assistant_message(assistant)
    return out


def test_chinese_acting_on_the_found_hotel_then_naming_it_goes_back_with_the_messages(store):
    s = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="hotel"))
    switched = _play(s, [("帮我找一家北京的酒店", "推荐北京饭店，价格500元。"),
                         ("太好了！请帮我预订5个人的房间，周五入住，住四天。", "已预订北京饭店。")])[1]
    assert switched is not None and s.context.task_id != "hotel"  # the model's false switch
    assert task_summaries(store, TaskContext(user_id="u", session_id="s", task_id="hotel")) is not None
    s.add_user_message("北京饭店有停车场吗？")
    assert s.context.task_id == "hotel"
    assert [m.content for m in s.messages if m.role == "user"] == [
        "帮我找一家北京的酒店", "太好了！请帮我预订5个人的房间，周五入住，住四天。", "北京饭店有停车场吗？"]
    assert "推荐北京饭店，价格500元。" in [m.content for m in s.messages]  # its messages, not a summary
    assert s.last_switch is not None and s.last_switch.boundary.reasons == (UNDONE,)
    # the false switch's summary is no longer what a return would show; a restart resumes the task
    assert task_summaries(store, s.context) is None
    assert store.current_tasks.read("u", "s") == "hotel"
    # the next switch archives the whole task once
    s.add_user_message("New task: plan a dinner for Saturday")
    summary = task_summaries(store, TaskContext(user_id="u", session_id="s", task_id="hotel"))
    assert summary is not None and summary.count("北京") >= 1


def test_english_false_switch_is_undone_and_the_reply_is_kept(store):
    s = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="acme"), detector=_says_new("memo"))
    _play(s, [("Analyze the Q3 sales of Acme Corp", "Acme Corp sold 1200 units in Q3."),
              ("Write it up as a memo for the board", "Memo: Q3, 1200 units.")])
    assert s.context.task_id != "acme"
    s.add_user_message("Add Acme Corp's Q2 numbers too")
    assert s.context.task_id == "acme"
    texts = [m.content for m in s.messages]
    assert "Acme Corp sold 1200 units in Q3." in texts and "Memo: Q3, 1200 units." in texts


@pytest.mark.parametrize("third", ["Which of them has the cheapest rooms?", "Book a table at Chez Paul for two",
                                   "How does Globex Inc compare with its rivals?"])
def test_a_message_that_does_not_name_the_old_subject_keeps_the_switch(store, third):
    s = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="acme"), detector=_says_new("hotels"))
    _play(s, [("Analyze the Q3 sales of Acme Corp", "Acme Corp sold 1200 units in Q3."),
              ("Find me hotels in Lisbon", "Three hotels: Avenida, Lumiares, Tivoli.")])
    new_task = s.context.task_id
    assert new_task != "acme"
    s.add_user_message(third)
    assert s.context.task_id != "acme"
    assert not any("1200" in m.content for m in s.messages)


def test_an_explicit_cue_is_never_undone(store):
    s = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="acme"))
    _play(s, [("Analyze the Q3 sales of Acme Corp", "Acme Corp sold 1200 units in Q3."),
              ("New task: write a haiku about autumn", "Leaves fall...")])
    s.add_user_message("Add Acme Corp's Q2 numbers too")
    texts = [m.content for m in s.messages]
    assert "Acme Corp sold 1200 units in Q3." not in texts  # the old messages never come back
    assert s.last_switch is None or s.last_switch.boundary is None or \
        UNDONE not in s.last_switch.boundary.reasons


def test_create_agent_gets_the_task_thread_back_after_a_false_switch(store):
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedMemoryMiddleware
    from tests.agent_fakes import RecordingChatModel, prompt_text

    replies = iter(["推荐北京饭店，价格500元。", "已预订北京饭店。", "有，停车每晚30元。"])
    model = RecordingChatModel(script=lambda messages: AIMessage(content=next(replies)))
    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="hotel"))
    agent = create_agent(model, tools=[], middleware=[ZonedMemoryMiddleware(session)], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    for text in ("帮我找一家北京的酒店", "太好了！请帮我预订5个人的房间，周五入住，住四天。"):
        agent.invoke({"messages": [{"role": "user", "content": text}]}, config)
    assert session.context.task_id != "hotel"  # the false switch reset the thread
    agent.invoke({"messages": [{"role": "user", "content": "北京饭店有停车场吗？"}]}, config)
    assert session.context.task_id == "hotel"
    last = prompt_text(model.calls[-1])
    assert "帮我找一家北京的酒店" in last and "推荐北京饭店，价格500元。" in last  # the task's thread, back
    thread = [m.text for m in agent.get_state(config).values["messages"]]
    assert thread[:2] == ["帮我找一家北京的酒店", "推荐北京饭店，价格500元。"]


@pytest.mark.parametrize("failing", ["pointer", "archive"])
def test_a_store_failure_during_the_undo_leaves_a_consistent_session(store, monkeypatch, failing):
    """A full disk at the first step: the undo does not happen (nothing changed); at the last step: the
    task and its messages are back, the summary stays live (shown twice on a later return)."""
    from zoned_memory.errors import StoreError, SwitchError

    s = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="acme"), detector=_says_new("memo"))
    _play(s, [("Analyze the Q3 sales of Acme Corp", "Acme Corp sold 1200 units in Q3."),
              ("Write it up as a memo for the board", "Memo: Q3, 1200 units.")])
    new_task = s.context.task_id

    def full_disk(*a, **k):
        raise StoreError("disk full")

    if failing == "pointer":
        monkeypatch.setattr(store.current_tasks, "write", full_disk)
    else:
        monkeypatch.setattr(store, "set_status", full_disk)
    try:
        s.add_user_message("Add Acme Corp's Q2 numbers too")
    except SwitchError:  # with the pointer unwritable, a switch the message then asks for fails too
        assert failing == "pointer"
    if failing == "pointer":
        assert s.context.task_id == new_task and store.current_tasks.read("u", "s") == new_task
        assert not any("1200 units in Q3." == m.content for m in s.messages)
    else:
        assert s.context.task_id == "acme" and store.current_tasks.read("u", "s") == "acme"
        assert "Acme Corp sold 1200 units in Q3." in [m.content for m in s.messages]
        assert task_summaries(store, s.context) is not None
