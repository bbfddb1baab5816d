"""Safe by default, tried as a user would (issue 21): the settings a user who skims the README
picks, two users through one history factory, a restart, ``batch`` on one thread, a repeated
message. Every assertion is on what the model received or what the store holds."""

from __future__ import annotations


import asyncio
from typing import Any

import pytest

from zoned_memory import (
    InvalidInputError,
    IsolationError,
    TaskContext,
    UnjudgedMessageError,
)
from zoned_memory.session import TaskSession
from tests.task_ids import without_task_ids

CTX = TaskContext(user_id="alice", session_id="s1", task_id="acme-audit")
ACME_FACT = "Acme Corp sold 1200 units in Q3"


def _recording_chain(retriever, prompts: list[str], with_history: bool = False):
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.language_models import FakeListChatModel
    from langchain_core.output_parsers import StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_core.runnables import RunnableLambda, RunnablePassthrough

    class Record(BaseCallbackHandler):
        def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
            prompts.append("\n".join(str(m.content) for m in messages[0]))

    fmt = RunnableLambda(lambda docs: "\n".join(d.page_content for d in docs))
    model = FakeListChatModel(responses=["noted"] * 100, callbacks=[Record()])
    if with_history:
        prompt = ChatPromptTemplate.from_messages(
            [("system", "Memories:\n{context}"), ("placeholder", "{history}"), ("human", "{question}")])
        return ({"context": (lambda x: x["question"]) | retriever | fmt, "question": lambda x: x["question"],
                 "history": lambda x: x["history"]} | prompt | model | StrOutputParser())
    prompt = ChatPromptTemplate.from_messages([("system", "Memories:\n{context}"), ("human", "{question}")])
    return {"context": retriever | fmt, "question": RunnablePassthrough()} | prompt | model | StrOutputParser()


# -- 1. one history factory, two users ------------------------------------------------------
def test_one_history_served_to_a_second_conversation_fails_closed(make_store):
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import TaskBoundaryCallback, ZonedChatMessageHistory, ZonedRetriever

    store = make_store()
    session = TaskSession(store, CTX)
    history = ZonedChatMessageHistory(session=session)
    prompts: list[str] = []
    chain = _recording_chain(ZonedRetriever(store=store, session=session), prompts, with_history=True)
    shared = RunnableWithMessageHistory(chain, lambda session_id: history, input_messages_key="question",
                                        history_messages_key="history")
    callbacks = [TaskBoundaryCallback(session)]
    shared.invoke({"question": "My SSN is 123-45-6789, file my taxes"},
                  config={"configurable": {"session_id": "alice-1"}, "callbacks": callbacks})
    with pytest.raises(IsolationError):
        shared.invoke({"question": "What can you do for me?"},
                      config={"configurable": {"session_id": "bob-1"}, "callbacks": callbacks})
    assert not any("123-45-6789" in p for p in prompts[1:])


def test_zoned_histories_keep_each_conversation_apart(make_store):
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import ZonedHistories

    store = make_store()
    prompts: list[str] = []
    histories = ZonedHistories(store, user_id="alice")
    from langchain_core.language_models import FakeListChatModel
    from langchain_core.prompts import ChatPromptTemplate

    model = FakeListChatModel(responses=["noted"] * 10)
    prompt = ChatPromptTemplate.from_messages([("placeholder", "{history}"), ("human", "{question}")])

    def record(value):
        prompts.append(value.to_string())
        return value

    chain = prompt | record | model
    with_history = RunnableWithMessageHistory(chain, histories, input_messages_key="question",
                                              history_messages_key="history")
    config = {"callbacks": [histories.callback]}
    with_history.invoke({"question": "My SSN is 123-45-6789, file my taxes"},
                        config={**config, "configurable": {"session_id": "c-1"}})
    with_history.invoke({"question": "What do you know about me?"},
                        config={**config, "configurable": {"session_id": "c-2"}})
    assert "123-45-6789" in prompts[0] and "123-45-6789" not in prompts[1]
    assert histories.session("c-1") is not histories.session("c-2")
    with pytest.raises(IsolationError):
        histories("c-1", user_id="bob")


# -- 2. a restart resumes the task the session was on ---------------------------------------
def test_a_restarted_session_resumes_its_current_task(make_store, tmp_path):
    path = tmp_path / "restart"
    store = make_store(path=path)
    session = TaskSession(store, CTX)
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    store.write(session.context, ACME_FACT, source="tool_output")
    session.add_user_message("New task: analyze the Q3 sales of Globex Inc")
    globex = session.context.task_id
    assert globex != CTX.task_id
    store.close()

    reopened = make_store(path=path)
    after = TaskSession(reopened, CTX)  # built exactly as before the restart
    assert after.context.task_id == globex
    assert not any("1200" in hit.text for hit in after.search("units sold in Q3", k=10))
    fresh = TaskSession(reopened, CTX.model_copy(update={"session_id": "s2"}))
    assert fresh.context.task_id == CTX.task_id  # a new session starts on the task it was given


def test_a_restarted_agent_keeps_the_thread_on_its_task(make_store, tmp_path):
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedMemoryMiddleware
    from tests.agent_fakes import RecordingChatModel, prompt_text

    path = tmp_path / "agent-restart"
    checkpointer = InMemorySaver()
    config = {"configurable": {"thread_id": "t1"}}

    def build(store):
        model = RecordingChatModel()
        agent = create_agent(model, tools=[], checkpointer=checkpointer,
                             middleware=[ZonedMemoryMiddleware(TaskSession(store, CTX))])
        return agent, model

    store = make_store(path=path)
    agent, _ = build(store)
    agent.invoke({"messages": [{"role": "user", "content": "Analyze Acme Corp's Q3 sales"}]}, config)
    store.write(CTX, "lookup: " + ACME_FACT, source="tool_output")
    agent.invoke({"messages": [{"role": "user", "content": "New task: analyze Globex Inc's Q3 sales"}]}, config)
    store.close()

    agent, model = build(make_store(path=path))  # a new process: same checkpointer, thread, store
    agent.invoke({"messages": [{"role": "user", "content": "What were Globex Inc's Q3 units?"}]}, config)
    assert "1200" not in without_task_ids(prompt_text(model.calls[-1]))


# -- 3. the skimmer's settings ---------------------------------------------------------------
def _acme_then_new_task(store):
    session = TaskSession(store, CTX)
    store.write(CTX, ACME_FACT, source="tool_output")
    return session


def test_a_plain_retriever_in_a_chain_judges_the_message_before_it_reads(make_store):
    from langchain_zoned import ZonedRetriever

    store = make_store()
    session = _acme_then_new_task(store)
    prompts: list[str] = []
    chain = _recording_chain(ZonedRetriever(store=store, session=session), prompts)
    chain.invoke("How many units did Acme Corp sell in Q3?")
    assert "1200" in prompts[-1]  # the check below can fail
    chain.invoke("New task: plan the team offsite in Lisbon")
    assert session.context.task_id != CTX.task_id
    assert "1200" not in without_task_ids(prompts[-1])
    for text in asyncio.run(chain.abatch(["New task: summarize the Initech contract"])):
        assert text == "noted"
    assert "1200" not in without_task_ids(prompts[-1])


def test_message_history_without_a_judge_refuses_to_read(make_store):
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import ZonedChatMessageHistory, ZonedRetriever

    store = make_store()
    session = _acme_then_new_task(store)
    prompts: list[str] = []
    chain = _recording_chain(ZonedRetriever(store=store, session=session), prompts, with_history=True)
    history = ZonedChatMessageHistory(session=session)
    with_history = RunnableWithMessageHistory(chain, lambda session_id: history, input_messages_key="question",
                                              history_messages_key="history")
    with pytest.raises(UnjudgedMessageError):
        with_history.invoke({"question": "New task: plan the offsite"}, config={"configurable": {"session_id": "s1"}})
    assert prompts == []  # nothing reached the model
    assert history.messages == []  # outside a run the application reads it freely


@pytest.mark.parametrize("engine_kind", ["context_chat", "query_engine"])
def test_llamaindex_engines_with_plain_settings_do_not_leak(make_store, engine_kind):
    from llama_index.core.chat_engine import ContextChatEngine
    from llama_index.core.query_engine import RetrieverQueryEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever
    from tests.llama_fakes import recording_llm

    store = make_store()
    session = _acme_then_new_task(store)
    prompts: list[str] = []
    retriever = ZonedRetriever(store, session=session)  # no detect=, no handler: the README's skimmer
    if engine_kind == "context_chat":
        engine = ContextChatEngine.from_defaults(retriever, llm=recording_llm(prompts),
                                                 memory=ZonedMemory.from_defaults(session=session))
        ask = engine.chat
    else:
        engine = RetrieverQueryEngine.from_args(retriever, llm=recording_llm(prompts))
        ask = engine.query
    ask("How many units did Acme Corp sell in Q3?")
    assert "1200" in prompts[-1]
    before = len(prompts)
    ask("New task: plan the team offsite in Lisbon")
    assert len(prompts) > before, "the model was not called for the new task's first message"
    assert session.context.task_id != CTX.task_id
    assert not any("1200" in p for p in prompts[before:])


# -- 4. batch on one thread ------------------------------------------------------------------
def test_lcel_batch_reads_each_run_in_the_task_it_was_judged_in(make_store):
    from langchain_zoned import TaskBoundaryCallback, ZonedRetriever

    store = make_store()
    session = _acme_then_new_task(store)
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    prompts: list[str] = []
    chain = _recording_chain(ZonedRetriever(store=store, session=session), prompts)
    callback = TaskBoundaryCallback(session)
    chain.batch(["What about the Acme Corp units sold in Q3?", "New task: plan the offsite"],
                config={"callbacks": [callback], "max_concurrency": 2})
    follow_up = next(p for p in prompts if "What about the Acme" in p)
    offsite = next(p for p in prompts if "plan the offsite" in p)
    assert "1200" in follow_up and "1200" not in without_task_ids(offsite)


def test_agent_runs_file_tool_results_under_the_task_they_started_in(make_store):
    """Another run of the thread switches the session while this run's tool works (what a
    concurrent ``batch`` does): the result is still filed under this run's task."""
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langchain_core.messages import AIMessage, ToolMessage
    from langchain_core.tools import tool
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedMemoryMiddleware
    from tests.agent_fakes import RecordingChatModel

    store = make_store()
    session = TaskSession(store, CTX)

    @tool
    def lookup(company: str) -> str:
        """Look up a company's Q3 figures."""
        session.switch_task("globex")  # the racing run's switch lands now
        return f"{company} Q3 figures: 1200 units"

    def script(messages):
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content=f"Done: {messages[-1].text}")
        return AIMessage(content="", tool_calls=[{"id": "c-acme", "name": "lookup", "args": {"company": "Acme"}}])

    model = RecordingChatModel(script=script)
    agent = create_agent(model, tools=[lookup], checkpointer=InMemorySaver(),
                         middleware=[ZonedMemoryMiddleware(session)])
    agent.invoke({"messages": [{"role": "user", "content": "Analyze Acme Corp's Q3 figures"}]},
                 {"configurable": {"thread_id": "t1"}})
    assert session.context.task_id == "globex"
    assert any("1200" in r.text for r in store.records(CTX))  # filed under the run's task
    assert not any("1200" in r.text for r in store.records(CTX.with_task("globex")))


# -- 5. a repeated message is judged again ---------------------------------------------------
def test_a_repeated_new_task_message_opens_a_new_task_again(make_store):
    from langchain_zoned import TaskBoundaryCallback, ZonedRetriever

    store = make_store()
    session = TaskSession(store, CTX)
    prompts: list[str] = []
    chain = _recording_chain(ZonedRetriever(store=store, session=session), prompts)
    callback = TaskBoundaryCallback(session)
    chain.invoke("New task: summarize the contract", config={"callbacks": [callback]})
    first = session.context.task_id
    store.write(session.context, "The contract is worth 50k USD", source="tool_output")
    chain.invoke("New task: summarize the contract", config={"callbacks": [callback]})
    assert session.context.task_id not in (first, CTX.task_id)
    assert "50k" not in prompts[-1]
    plain = _recording_chain(ZonedRetriever(store=store, session=session), prompts)  # no callback at all
    store.write(session.context, "The second contract is worth 70k USD", source="tool_output")
    plain.invoke("New task: summarize the contract")
    assert "70k" not in prompts[-1]


# -- 8. smaller -------------------------------------------------------------------------------
def test_bad_arguments_fail_at_once(make_store):
    from langchain_zoned import DecayReranker
    from llamaindex_zoned import DecayPostprocessor

    store = make_store()
    with pytest.raises(InvalidInputError):
        TaskSession(None, CTX)  # type: ignore[arg-type]
    session = TaskSession(store, CTX)
    with pytest.raises(InvalidInputError):
        session.add_user_message("")
    with pytest.raises((InvalidInputError, TypeError, ValueError)):
        DecayReranker(unknown=1)
    with pytest.raises((InvalidInputError, TypeError, ValueError)):
        DecayPostprocessor(unknown=1)



# -- 6. LangGraph's own namespace convention -------------------------------------------------
def test_langgraph_namespaces_with_a_label_are_mapped_or_refused(make_store):
    pytest.importorskip("langgraph")
    from langchain_zoned import ZonedStore

    store = make_store()
    plain = ZonedStore(store)
    with pytest.raises(InvalidInputError, match="prefix"):
        plain.put(("memories", "alice"), "diet", {"content": "alice is vegetarian"})
    labelled = ZonedStore(store, prefix=("memories",))
    labelled.put(("memories", "alice"), "diet", {"content": "alice is vegetarian"})
    labelled.put(("memories", "bob"), "diet", {"content": "bob eats everything"})
    assert [i.value["content"] for i in labelled.search(("memories", "alice"), query="diet")] == ["alice is vegetarian"]
    assert labelled.get(("memories", "alice"), "diet").namespace == ("memories", "alice")
    assert {r.user_id for r in store.scan()} == {"alice", "bob"}
    store.delete_user("alice", vacuum=False)
    assert labelled.get(("memories", "alice"), "diet") is None
    assert labelled.get(("memories", "bob"), "diet") is not None
    assert labelled.list_namespaces(prefix=("memories", "bob")) == [("memories", "bob")]


def test_a_lone_surrogate_is_bad_input_not_an_embedding_error(make_store):
    store = make_store()
    with pytest.raises(InvalidInputError, match="surrogate"):
        store.write(CTX, "broken \ud800 text")


def test_content_ids_make_a_repeated_write_store_once(make_store):
    from zoned_memory import zone_key
    from zoned_memory.records import Scope, content_id

    store = make_store()
    for _ in range(2):  # a second run of the same program
        store.write(CTX, ACME_FACT, id=content_id(zone_key(Scope.TASK, CTX), ACME_FACT))
    assert [r.text for r in store.records(CTX)] == [ACME_FACT]


def test_a_returned_task_shows_its_summary_once_and_no_archive_tags(make_store):
    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    store = make_store()
    session = TaskSession(store, CTX)
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    session.add_assistant_message("Acme Corp sold 1200 units in Q3.")
    session.switch_task("globex")
    session.add_user_message("Analyze the Q3 sales of Globex Inc")
    session.switch_task(CTX.task_id)  # back to Acme: its system prompt carries its summary
    memory = ZonedMemory.from_defaults(session=session)
    text = "\n".join(str(m.content) for m in memory.get(input="How many units did Acme Corp sell in Q3?"))
    assert text.count("1200 units") == 1, text
    nodes = ZonedRetriever(store, session=session, detect=False).retrieve("Acme Corp Q3 sales units")
    from llama_index.core.schema import MetadataMode

    for node in nodes:
        shown = node.node.get_content(metadata_mode=MetadataMode.LLM)
        assert "archived" not in shown and "messages:" not in shown, shown


def test_llamaindex_memories_round_trip_and_show_the_current_task_only(make_store):
    from llama_index.core.llms import ChatMessage as LIChatMessage

    from llamaindex_zoned import ZonedMemory, ZonedTaskMemory

    store = make_store()
    session = TaskSession(store, CTX)
    memory = ZonedMemory.from_defaults(session=session, k=2)
    again = ZonedMemory.from_dict(memory.to_dict(), store=store)
    assert again.session.context == session.context and again.k == 2
    task_memory = ZonedTaskMemory.from_defaults(session=TaskSession(store, CTX.model_copy(update={"session_id": "s9"})))
    task_memory.put(LIChatMessage(role="user", content="Analyze the Q3 sales of Acme Corp"))
    task_memory.put(LIChatMessage(role="assistant", content="Acme Corp sold 1200 units in Q3."))
    task_memory.put(LIChatMessage(role="user", content="New task: plan the team offsite in Lisbon"))
    assert not any("1200" in str(m.content) for m in task_memory.get_all())


def test_the_history_of_a_returned_task_opens_with_its_summary(make_store):
    from langchain_core.messages import SystemMessage

    from langchain_zoned import ZonedChatMessageHistory

    store = make_store()
    session = TaskSession(store, CTX)
    history = ZonedChatMessageHistory(session)
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    session.add_assistant_message("Acme Corp sold 1200 units in Q3.")
    session.switch_task("globex")
    assert history.messages == []
    session.switch_task(CTX.task_id)
    first = history.messages[0]
    assert isinstance(first, SystemMessage) and "1200 units" in first.text
    assert ZonedChatMessageHistory(session, include_summary=False).messages == []


# -- issue 24.4: the profile reaches every task ------------------------------------------------
def test_the_users_standing_facts_reach_every_task_on_every_path(make_store):
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedChatMessageHistory, ZonedMemoryMiddleware
    from llamaindex_zoned import ZonedMemory
    from tests.agent_fakes import RecordingChatModel, prompt_text

    store = make_store()
    store.write(CTX, "I am allergic to peanuts", scope="global", kind="constraint", source="user_input")
    store.write(CTX, "for everything today use the staging database", scope="session", source="user_input")
    session = TaskSession(store, CTX)
    session.add_user_message("New task: plan a dinner for Saturday")  # not similar to either fact
    for text in (session.messages[0].content, ZonedChatMessageHistory(session).system_prompt,
                 ZonedMemory.from_defaults(session=session).get(input="plan a dinner for Saturday")[0].content):
        assert "peanuts" in text and "staging database" in text
        assert text.count("peanuts") == 1
    model = RecordingChatModel()
    agent = create_agent(model, tools=[], checkpointer=InMemorySaver(), middleware=[ZonedMemoryMiddleware(session)])
    agent.invoke({"messages": [{"role": "user", "content": "Which wine goes with lasagna?"}]},
                 {"configurable": {"thread_id": "t1"}})
    assert prompt_text(model.calls[-1]).count("peanuts") == 1
    other_session = TaskSession(store, CTX.model_copy(update={"session_id": "s2"}))
    shown = other_session.messages[0].content
    assert "peanuts" in shown and "staging database" not in shown  # the session's context stays in it


def test_a_custom_system_prompt_without_the_profile_still_gets_the_users_facts_by_similarity(make_store):
    from llamaindex_zoned import ZonedMemory

    store = make_store()
    store.write(CTX, "I am allergic to peanuts", scope="global", kind="constraint", source="user_input")
    session = TaskSession(store, CTX, system_prompt="You help with task {task_id}.")
    text = "\n".join(str(m.content) for m in ZonedMemory.from_defaults(session=session).get(input="peanuts allergy"))
    assert text.count("peanuts") == 1
