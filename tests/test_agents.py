"""LangChain 1.x agents: `ZonedMemoryMiddleware` in a real `create_agent`, and `ZonedStore` as
its LangGraph store. Every assertion is on the exact messages the model received or on the
checkpointed thread."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

pytest.importorskip("langchain.agents")

from langchain.agents import create_agent  # noqa: E402
from langchain.agents.middleware import SummarizationMiddleware  # noqa: E402
from langchain.tools import ToolRuntime  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.tools import tool  # noqa: E402
from langgraph.checkpoint.memory import InMemorySaver  # noqa: E402

from langchain_zoned import ZonedMemoryMiddleware, ZonedRetriever, ZonedStore  # noqa: E402
from tests.agent_fakes import RecordingChatModel, prompt_text  # noqa: E402
from zoned_memory import InvalidInputError, TaskContext  # noqa: E402
from zoned_memory.session import SwitchError, TaskSession  # noqa: E402

CTX = TaskContext(user_id="u1", session_id="s1", task_id="A")
SCRIPTS = {
    "en": {"a": "Analyze the Q3 revenue of Acme Corp", "company_a": "Acme Corp",
           "b": "New task: analyze the Q3 revenue of Globex Inc", "company_b": "Globex Inc",
           "back": "Let's go back to Acme Corp: what was its Q3 revenue again?"},
    "zh": {"a": "帮我分析一下阿里巴巴第三季度的营收", "company_a": "阿里巴巴",
           "b": "换个话题，帮我看看腾讯第三季度的营收", "company_b": "腾讯",
           "back": "回到阿里巴巴，它第三季度的营收是多少来着？"},
}
REPORTS = {"Acme Corp": "Acme Corp Q3 revenue: 1200 million USD (ref ACME-7731)",
           "Globex Inc": "Globex Inc Q3 revenue: 800 million USD (ref GLBX-2202)",
           "阿里巴巴": "阿里巴巴第三季度营收1200亿元（编号ACME-7731）", "腾讯": "腾讯第三季度营收800亿元（编号GLBX-2202）"}


@tool
def revenue_report(company: str) -> str:
    """The quarterly revenue report of a company."""
    return REPORTS.get(company, f"no report for {company}")


def tool_script(messages: list[BaseMessage]) -> AIMessage:
    """Call the report tool for the company the last user message names, then answer with it."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(content=f"Summary: {last.text}")
    user = next(m.text for m in reversed(messages) if isinstance(m, HumanMessage))
    company = next((c for c in REPORTS if c in user), None)
    if company is None:
        return AIMessage(content="Which company?")
    return AIMessage(content="", tool_calls=[{"id": f"call-{len(messages)}", "name": "revenue_report",
                                              "args": {"company": company}}])


def make_agent(session, **kw):
    model = RecordingChatModel(script=tool_script)
    middleware = [*kw.pop("before", []), ZonedMemoryMiddleware(session, **kw.pop("options", {}))]
    agent = create_agent(model, tools=[revenue_report], middleware=middleware, checkpointer=InMemorySaver(),
                         system_prompt="You are a financial analyst.", **kw)
    return agent, model


CONFIG = {"configurable": {"thread_id": "thread-1"}}


def say(agent, text, config=CONFIG):
    return agent.invoke({"messages": [{"role": "user", "content": text}]}, config)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_switch_replaces_the_checkpointed_thread(make_store, lang):
    s = SCRIPTS[lang]
    store = make_store()
    session = TaskSession(store, CTX)
    agent, model = make_agent(session)
    say(agent, s["a"])
    assert session.context.task_id == "A"
    assert any("ACME-7731" in prompt_text(call) for call in model.calls)  # the tool's output reached A

    seen = len(model.calls)
    say(agent, s["b"])
    assert session.context.task_id != "A"
    b_calls = model.calls[seen:]
    assert b_calls
    first = b_calls[0]
    assert [m.type for m in first] == ["system", "human"]  # the new task's clean context
    assert first[0].text.startswith("You are a financial analyst.")  # the agent's own prompt is kept
    for call in b_calls:
        text = prompt_text(call)
        assert "ACME-7731" not in text and s["company_a"] not in text and s["a"] not in text
    assert any("GLBX-2202" in prompt_text(call) for call in b_calls)
    thread = agent.get_state(CONFIG).values["messages"]
    assert thread[0].type == "human" and thread[0].text == s["b"]
    assert not any("ACME-7731" in m.text or s["company_a"] in m.text for m in thread)
    # task A kept its own: the tool output and the archived summary, in A's zone only
    a_texts = [r.text for r in store.records(CTX)]
    assert any("ACME-7731" in t for t in a_texts)
    assert any(r.source.value == "summary" for r in store.records(CTX))
    assert not any("ACME-7731" in r.text for r in store.records(session.context))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_returning_to_a_task_restores_it_without_the_other(make_store, lang):
    s = SCRIPTS[lang]
    session = TaskSession(make_store(), CTX)
    agent, model = make_agent(session)
    say(agent, s["a"])
    say(agent, s["b"])
    b_task = session.context.task_id
    seen = len(model.calls)
    say(agent, s["back"])
    assert session.context.task_id == "A", "the return to task A was not recognised"
    texts = [prompt_text(call) for call in model.calls[seen:]]
    assert any("ACME-7731" in t for t in texts)  # A's summary / memories are back
    assert not any("GLBX-2202" in t or s["company_b"] in t for t in texts)
    assert b_task != "A"


def test_a_failed_switch_raises_and_changes_nothing(make_store):
    store = make_store()
    broken = {"on": True}

    def summarizer(messages):
        if broken["on"]:
            raise RuntimeError("summarizer down")
        from zoned_memory.summarize import extractive_summary
        return extractive_summary(messages)

    session = TaskSession(store, CTX, summarizer=summarizer)
    agent, model = make_agent(session)
    say(agent, SCRIPTS["en"]["a"])
    before_records = {r.id for r in store.records(CTX)}
    calls = len(model.calls)
    with pytest.raises(SwitchError):
        say(agent, SCRIPTS["en"]["b"])
    assert session.context.task_id == "A"
    assert len(model.calls) == calls  # the model never saw task B's message
    assert {r.id for r in store.records(CTX)} == before_records  # nothing half-written
    thread = agent.get_state(CONFIG).values["messages"]
    assert any("ACME-7731" in m.text for m in thread)  # the thread was not reset
    broken["on"] = False  # a retry of the same message switches cleanly
    say(agent, SCRIPTS["en"]["b"])
    assert session.context.task_id != "A"
    assert not any("ACME-7731" in prompt_text(call) for call in model.calls[calls:])


def test_async_agent_switches_and_writes_tool_outputs(make_store):
    session = TaskSession(make_store(), CTX)
    agent, model = make_agent(session)

    async def run():
        for text in (SCRIPTS["en"]["a"], SCRIPTS["en"]["b"]):
            await agent.ainvoke({"messages": [{"role": "user", "content": text}]}, CONFIG)

    asyncio.run(run())
    assert session.context.task_id != "A"
    assert [r for r in session.store.records(session.context) if "GLBX-2202" in r.text]
    state = asyncio.run(agent.aget_state(CONFIG)).values["messages"]
    assert not any("ACME-7731" in m.text for m in state)


def test_works_with_summarization_middleware_in_the_same_agent(make_store):
    session = TaskSession(make_store(), CTX)
    summary_model = RecordingChatModel(script=lambda m: AIMessage(content="Earlier: revenue questions."))
    agent, model = make_agent(session, before=[SummarizationMiddleware(summary_model, trigger=("messages", 6),
                                                                       keep=("messages", 2))])
    for _ in range(3):
        say(agent, SCRIPTS["en"]["a"] + "?")
    seen = len(model.calls)
    say(agent, SCRIPTS["en"]["b"])
    assert session.context.task_id != "A"
    for call in model.calls[seen:]:
        assert "ACME-7731" not in prompt_text(call) and "Acme" not in prompt_text(call)


def test_memories_are_injected_into_the_system_prompt_not_the_thread(make_store):
    store = make_store()
    session = TaskSession(store, CTX)
    store.write(CTX.with_task("other"), "Other task's secret: the budget is 999", source="tool_output")
    store.write(CTX, "Acme Corp's fiscal year ends in March", source="user_input")
    store.write(CTX, "The user prefers answers in bullet points", scope="global", source="user_input")
    agent, model = make_agent(session, options={"write_tool_outputs": False})
    say(agent, "When does Acme Corp's fiscal year end? Answer in my preferred format")
    system = model.calls[0][0]
    assert system.type == "system"
    assert "fiscal year ends in March" in system.text and "bullet points" in system.text
    assert "999" not in prompt_text(model.calls[0])
    thread = agent.get_state(CONFIG).values["messages"]
    assert not any("fiscal year ends in March" in m.text for m in thread)
    assert not [r for r in store.records(CTX) if r.source.value == "tool_output"]  # writes were off


def test_middleware_refuses_bad_arguments(make_store):
    with pytest.raises(InvalidInputError):
        ZonedMemoryMiddleware("not a session")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        ZonedMemoryMiddleware(TaskSession(make_store(), CTX), k=-1)


# -- ZonedStore -----------------------------------------------------------------------------
A_NS, B_NS, SESSION_NS, USER_NS = ("u1", "s1", "A"), ("u1", "s1", "B"), ("u1", "s1"), ("u1",)


def test_store_put_get_overwrite_delete(make_store):
    zs = ZonedStore(make_store())
    zs.put(A_NS, "price", {"content": "Acme's unit price is 12 USD", "currency": "USD"})
    item = zs.get(A_NS, "price")
    assert item.value == {"content": "Acme's unit price is 12 USD", "currency": "USD"}
    assert item.namespace == A_NS and item.key == "price"
    zs.put(A_NS, "price", {"content": "Acme's unit price is 12 USD", "currency": "USD"})  # idempotent
    zs.put(A_NS, "price", {"content": "Acme's unit price is 14 USD", "currency": "USD"})  # overwrite
    assert zs.get(A_NS, "price").value["content"].endswith("14 USD")
    assert len(zs.search(A_NS)) == 1
    assert zs.get(B_NS, "price") is None  # the same key in a sibling task is another item
    zs.delete(A_NS, "price")
    assert zs.get(A_NS, "price") is None
    zs.delete(A_NS, "price")  # deleting what is gone is a no-op, as in LangGraph


def test_store_search_never_returns_a_sibling_task(make_store):
    zs = ZonedStore(make_store())
    zs.put(A_NS, "rev", {"content": "Acme Corp Q3 revenue is 1200 million"})
    zs.put(B_NS, "rev", {"content": "Globex Inc Q3 revenue is 800 million"})
    zs.put(SESSION_NS, "unit", {"content": "All revenue figures are in USD"})
    zs.put(USER_NS, "style", {"content": "The user likes short revenue summaries"})
    b = {tuple(i.namespace): i for i in zs.search(B_NS, query="Q3 revenue", limit=10)}
    assert set(b) == {B_NS, SESSION_NS, USER_NS}
    assert all(i.score is not None for i in b.values())
    assert {tuple(i.namespace) for i in zs.search(SESSION_NS, query="revenue")} == {SESSION_NS, USER_NS}
    assert {tuple(i.namespace) for i in zs.search(USER_NS, query="revenue")} == {USER_NS}
    assert {tuple(i.namespace) for i in zs.search(B_NS)} == {B_NS, SESSION_NS, USER_NS}  # listing too
    assert zs.search(("u2", "s1", "B"), query="revenue") == []  # another user: nothing


def test_store_sub_namespaces_filters_and_paging(make_store):
    zs = ZonedStore(make_store())
    for n in range(5):
        zs.put(A_NS + ("notes",), f"n{n}", {"content": f"note {n} on pricing", "rank": n, "tag": {"kind": "note"}})
    zs.put(A_NS + ("prefs",), "p", {"content": "pricing preference", "rank": 9})
    notes = zs.search(A_NS + ("notes",), query="pricing", limit=10)
    assert {i.key for i in notes} == {f"n{n}" for n in range(5)}
    assert {i.key for i in zs.search(A_NS, filter={"rank": {"$gte": 3}})} == {"n3", "n4", "p"}
    assert {i.key for i in zs.search(A_NS, filter={"tag": {"kind": "note"}, "rank": {"$lt": 2}})} == {"n0", "n1"}
    page1, page2 = zs.search(A_NS, limit=3), zs.search(A_NS, limit=3, offset=3)
    assert len(page1) == 3 and len(page2) == 3 and not {i.key for i in page1} & {i.key for i in page2}
    with pytest.raises(InvalidInputError):
        zs.search(A_NS, filter={"rank": {"$regex": "x"}})


def test_store_lists_one_users_namespaces(make_store):
    zs = ZonedStore(make_store())
    zs.put(A_NS + ("notes",), "n", {"content": "x"})
    zs.put(B_NS, "k", {"content": "y"})
    zs.put(("u2", "s9", "Z"), "k", {"content": "z"})
    assert zs.list_namespaces(prefix=("u1",)) == [B_NS, A_NS + ("notes",)] or \
        sorted(zs.list_namespaces(prefix=("u1",))) == sorted([A_NS + ("notes",), B_NS])
    assert zs.list_namespaces(prefix=("u1",), max_depth=3) == sorted([A_NS, B_NS])
    with pytest.raises(InvalidInputError):
        zs.list_namespaces()  # every user's namespaces: refused


@pytest.mark.parametrize("bad", [(), ("u1", {"$ne": ""}), ("u 1",), ("u1", None), ("u1", 5), ("*",)])
def test_store_refuses_bad_namespaces(make_store, bad):
    zs = ZonedStore(make_store())
    with pytest.raises((InvalidInputError, ValueError)):
        zs.search(bad, query="x")
    with pytest.raises((InvalidInputError, ValueError)):
        zs.put(bad, "k", {"content": "x"})


def test_store_refuses_ttl_and_bad_values(make_store):
    zs = ZonedStore(make_store())
    with pytest.raises((InvalidInputError, NotImplementedError)):
        zs.put(A_NS, "k", {"content": "x"}, ttl=60)
    with pytest.raises(InvalidInputError):
        zs.put(A_NS, "k", {"content": object()})
    assert zs.get(A_NS, "k") is None  # nothing half-written


def test_store_async_api(make_store):
    zs = ZonedStore(make_store())

    async def run():
        await zs.aput(A_NS, "k", {"content": "async fact about invoices"})
        item = await zs.aget(A_NS, "k")
        found = await zs.asearch(A_NS, query="invoices")
        await zs.adelete(A_NS, "k")
        return item, found, await zs.aget(A_NS, "k")

    item, found, gone = asyncio.run(run())
    assert item.value["content"] == "async fact about invoices" and [i.key for i in found] == ["k"] and gone is None


@dataclass
class AgentContext:
    namespace: tuple[str, ...]


@pytest.mark.filterwarnings("ignore:Pydantic serializer warnings")
def test_agent_tools_read_the_store_through_the_runtime(make_store):
    store = make_store()
    zs = ZonedStore(store)
    zs.put(A_NS, "pref", {"content": "Acme reports are due on Fridays"})
    zs.put(B_NS, "pref", {"content": "Globex reports are due on Mondays"})

    @tool
    def recall(query: str, runtime: ToolRuntime) -> str:
        """Recall long-term memories of the current task."""
        ns = runtime.context.namespace
        return "\n".join(i.value["content"] for i in runtime.store.search(ns, query=query))

    def script(messages):
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content=messages[-1].text)
        return AIMessage(content="", tool_calls=[{"id": "c1", "name": "recall", "args": {"query": "reports due"}}])

    model = RecordingChatModel(script=script)
    agent = create_agent(model, tools=[recall], store=zs, context_schema=AgentContext)
    out = agent.invoke({"messages": [{"role": "user", "content": "When are reports due?"}]},
                       context=AgentContext(namespace=B_NS))
    assert out["messages"][-1].text == "Globex reports are due on Mondays"


def test_a_store_item_is_found_by_both_retrievers_with_the_same_scoping(make_store, embedder):
    from llamaindex_zoned import ZonedRetriever as LIRetriever

    store = make_store()
    ZonedStore(store).put(A_NS, "k", {"content": "Acme's auditor is KPMG"})
    a, b = TaskContext(user_id="u1", session_id="s1", task_id="A"), TaskContext(user_id="u1", session_id="s1",
                                                                                    task_id="B")
    assert "KPMG" in ZonedRetriever(store=store, context=a).invoke("auditor")[0].page_content
    assert ZonedRetriever(store=store, context=b).invoke("auditor") == []
    assert "KPMG" in LIRetriever(store=store, context=a).retrieve("auditor")[0].node.get_content()
    assert LIRetriever(store=store, context=b).retrieve("auditor") == []


def test_a_repeated_tool_output_is_stored_once(make_store):
    session = TaskSession(make_store(), CTX)
    agent, _ = make_agent(session)
    say(agent, SCRIPTS["en"]["a"])
    say(agent, SCRIPTS["en"]["a"] + " once more")
    outputs = [r for r in session.store.records(CTX) if r.source.value == "tool_output"]
    assert len(outputs) == 1 and "ACME-7731" in outputs[0].text


def test_answers_are_written_when_asked(make_store):
    session = TaskSession(make_store(), CTX)
    agent, _ = make_agent(session, options={"write_answers": True})
    say(agent, SCRIPTS["en"]["a"])
    answers = [r for r in session.store.records(CTX) if r.source.value == "model_inference"]
    assert [r.text for r in answers] == [f"Summary: {REPORTS['Acme Corp']}"]


def test_one_agent_serves_many_threads_with_a_session_each(make_store):
    store = make_store()
    made: list[str] = []

    def sessions(thread_id: str) -> TaskSession:
        made.append(thread_id)
        return TaskSession(store, TaskContext(user_id="u1", session_id=thread_id, task_id="first"))

    model = RecordingChatModel(script=tool_script)
    agent = create_agent(model, tools=[revenue_report], middleware=[ZonedMemoryMiddleware(sessions=sessions)],
                         checkpointer=InMemorySaver())
    alice, bob = {"configurable": {"thread_id": "alice"}}, {"configurable": {"thread_id": "bob"}}
    say(agent, SCRIPTS["en"]["a"], alice)
    seen = len(model.calls)
    say(agent, SCRIPTS["en"]["b"].replace("New task: ", ""), bob)  # bob's first message: no switch needed
    assert made == ["alice", "bob"]
    for call in model.calls[seen:]:
        assert "ACME-7731" not in prompt_text(call)  # alice's tool output never reaches bob
    say(agent, SCRIPTS["en"]["a"] + "?", alice)
    assert made == ["alice", "bob"]  # one session per thread, kept


def test_one_session_on_two_threads_fails_closed(make_store):
    session = TaskSession(make_store(), CTX)
    agent, model = make_agent(session)
    say(agent, SCRIPTS["en"]["a"])
    calls = len(model.calls)
    with pytest.raises(InvalidInputError, match="sessions="):
        say(agent, "What about Globex Inc?", {"configurable": {"thread_id": "another"}})
    assert len(model.calls) == calls


def test_a_switch_made_by_the_app_resets_the_thread_too(make_store):
    store = make_store()
    session = TaskSession(store, CTX, detector=False)  # the app knows its task boundaries
    agent, model = make_agent(session)
    say(agent, SCRIPTS["en"]["a"])
    session.switch_task("B")  # archives A (from the thread the middleware mirrored)
    seen = len(model.calls)
    say(agent, "Analyze the Q3 revenue of Globex Inc")
    assert [m.type for m in model.calls[seen]] == ["system", "human"]
    assert not any("ACME-7731" in prompt_text(call) for call in model.calls[seen:])
    assert not any("ACME-7731" in m.text for m in agent.get_state(CONFIG).values["messages"])
    assert any("ACME-7731" in r.text for r in store.records(CTX) if r.source.value == "summary")
    session.switch_task("A")
    say(agent, "What was Acme Corp's revenue again?")
    assert any("ACME-7731" in prompt_text(call) for call in model.calls[-2:])  # A's summary is back


def test_store_put_after_a_revocation_writes_a_fresh_value(make_store):
    store = make_store()
    zs = ZonedStore(store)
    zs.put(A_NS, "token", {"content": "the API token is abc123"})
    (record,) = [r for r in store.records(CTX) if "abc123" in r.text]
    store.set_status(CTX, [record.id], "revoked")  # a leaked secret
    assert zs.get(A_NS, "token") is None and zs.search(A_NS, query="API token") == []
    zs.put(A_NS, "token", {"content": "the API token was rotated"})
    assert zs.get(A_NS, "token").value["content"] == "the API token was rotated"
    assert not [r for r in store.records(CTX) if "abc123" in r.text]


def test_a_reset_keeps_the_system_messages_the_thread_starts_with(make_store):
    from langchain_core.messages import SystemMessage

    session = TaskSession(make_store(), CTX)
    agent, model = make_agent(session)
    agent.invoke({"messages": [SystemMessage(content="House rules: answer in English."),
                               {"role": "user", "content": SCRIPTS["en"]["a"]}]}, CONFIG)
    say(agent, SCRIPTS["en"]["b"])
    thread = agent.get_state(CONFIG).values["messages"]
    assert thread[0].type == "system" and thread[0].text == "House rules: answer in English."
    assert not any("ACME-7731" in m.text for m in thread)
