"""One matrix over every way a user reaches memory: the same A -> switch -> B conversation
(en and zh) is played through each entry point with a recording model, and nothing of task A
may reach task B's model call or task B's zone. A new entry point joins `ENTRY_POINTS`.

Each entry point is a function ``play(session, say) -> None`` that wires the adapters the way
a user would and returns a ``say(text) -> None`` callable, through which the conversation runs;
every prompt the model receives lands in ``prompts``.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any, Callable

import pytest

from tests.llama_fakes import recording_llm
from zoned_memory import TaskContext
from zoned_memory.session import TaskSession

CTX = TaskContext(user_id="u1", session_id="s1", task_id="A")

SCRIPTS = {
    "en": {
        "a": "Analyze the Q3 revenue of Acme Corp",
        "fact_a": "Acme Corp Q3 revenue was 1200 million dollars",
        "b": "New task: what was the Q3 revenue of Globex Inc?",
        "b2": "And how did Globex Inc do in Q2?",
        "fact_b": "Globex Inc Q3 revenue was 800 million dollars",
        "leaks": ("Acme", "1200"),
    },
    "zh": {
        "a": "帮我分析一下阿里巴巴第三季度的营收",
        "fact_a": "阿里巴巴第三季度营收为1200亿元",
        "b": "换个话题，帮我看看腾讯第三季度的营收",
        "b2": "那腾讯第二季度呢？",
        "fact_b": "腾讯第三季度营收为800亿元",
        "leaks": ("阿里巴巴", "1200"),
    },
}

Say = Callable[[str], None]

#: the ids the session makes up for tasks (`context.new_task_id`: "task-" and 12 random hex digits) are no
#: content: one that happens to hold "1200" must not read as task A's figure in task B's prompt
_GENERATED_ID = re.compile(r"\btask-[0-9a-f]{12}\b")


def _content(prompt: str) -> str:
    """A prompt without the generated task ids it names."""
    return _GENERATED_ID.sub("task-<id>", prompt)


# -- LangChain ------------------------------------------------------------------------------
def _lc_chain(session: TaskSession, prompts: list[str], with_history: bool = False):
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.language_models import FakeListChatModel
    from langchain_core.output_parsers import StrOutputParser
    from langchain_core.prompts import ChatPromptTemplate
    from langchain_core.runnables import RunnableLambda, RunnablePassthrough

    from langchain_zoned import TaskBoundaryCallback, ZonedRetriever

    class Record(BaseCallbackHandler):
        def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
            prompts.append("\n".join(str(m.content) for m in messages[0]))

    retriever = ZonedRetriever(store=session.store, session=session, k=4)
    fmt = RunnableLambda(lambda docs: "\n".join(d.page_content for d in docs))
    model = FakeListChatModel(responses=["noted"] * 100)
    callbacks = [TaskBoundaryCallback(session), Record()]
    if with_history:
        prompt = ChatPromptTemplate.from_messages(
            [("system", "Memories:\n{context}"), ("placeholder", "{history}"), ("human", "{question}")])
        chain = ({"context": (lambda x: x["question"]) | retriever | fmt, "question": lambda x: x["question"],
                  "history": lambda x: x["history"]} | prompt | model | StrOutputParser())
    else:
        prompt = ChatPromptTemplate.from_messages([("system", "Memories:\n{context}"), ("human", "{question}")])
        chain = {"context": retriever | fmt, "question": RunnablePassthrough()} | prompt | model | StrOutputParser()
    return chain, callbacks


def lc_invoke(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)
    return lambda text: chain.invoke(text, config={"callbacks": callbacks})


def lc_ainvoke(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)
    return lambda text: asyncio.run(chain.ainvoke(text, config={"callbacks": callbacks}))


def lc_batch(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)
    return lambda text: chain.batch([text], config={"callbacks": callbacks})


def lc_stream(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)
    return lambda text: list(chain.stream(text, config={"callbacks": callbacks}))


def lc_astream(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)

    async def run(text: str) -> None:
        async for _ in chain.astream(text, config={"callbacks": callbacks}):
            pass

    return lambda text: asyncio.run(run(text))


def lc_astream_events(session, prompts) -> Say:
    chain, callbacks = _lc_chain(session, prompts)

    async def run(text: str) -> None:
        async for _ in chain.astream_events(text, config={"callbacks": callbacks}, version="v2"):
            pass

    return lambda text: asyncio.run(run(text))


def lc_with_message_history(session, prompts) -> Say:
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import ZonedChatMessageHistory

    chain, callbacks = _lc_chain(session, prompts, with_history=True)
    history = ZonedChatMessageHistory(session=session)
    with_history = RunnableWithMessageHistory(chain, lambda session_id: history, input_messages_key="question",
                                              history_messages_key="history")
    config = {"callbacks": callbacks, "configurable": {"session_id": "s1"}}
    return lambda text: with_history.invoke({"question": text}, config=config)


def lc_plain_retriever_chain(session, prompts) -> Say:
    """The skimmer's chain: a retriever following the session, no callback at all."""
    chain, callbacks = _lc_chain(session, prompts)
    recorder = [c for c in callbacks if type(c).__name__ == "Record"]
    return lambda text: chain.invoke(text, config={"callbacks": recorder})


def lc_zoned_histories(session, prompts) -> Say:
    """RunnableWithMessageHistory over ZonedHistories, as the README shows it."""
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import ZonedHistories

    chain, callbacks = _lc_chain(session, prompts, with_history=True)
    histories = ZonedHistories(session.store, user_id=session.context.user_id)
    histories.adopt(session)  # the matrix's session is this conversation's
    recorder = [c for c in callbacks if type(c).__name__ == "Record"]
    with_history = RunnableWithMessageHistory(chain, histories, input_messages_key="question",
                                              history_messages_key="history")
    config = {"callbacks": [*recorder, histories.callback], "configurable": {"session_id": session.context.session_id}}
    return lambda text: with_history.invoke({"question": text}, config=config)


# -- LlamaIndex -----------------------------------------------------------------------------
def li_query_engine(session, prompts) -> Say:
    from llama_index.core.callbacks import CallbackManager
    from llama_index.core.query_engine import RetrieverQueryEngine

    from llamaindex_zoned import DecayPostprocessor, TaskBoundaryHandler, ZonedRetriever

    manager = CallbackManager([TaskBoundaryHandler(session)])
    engine = RetrieverQueryEngine.from_args(ZonedRetriever(session.store, session=session), llm=recording_llm(prompts),
                                            node_postprocessors=[DecayPostprocessor()], callback_manager=manager)
    return lambda text: engine.query(text)


def li_query_engine_async(session, prompts) -> Say:
    from llama_index.core.callbacks import CallbackManager
    from llama_index.core.query_engine import RetrieverQueryEngine

    from llamaindex_zoned import TaskBoundaryHandler, ZonedRetriever

    manager = CallbackManager([TaskBoundaryHandler(session)])
    engine = RetrieverQueryEngine.from_args(ZonedRetriever(session.store, session=session), llm=recording_llm(prompts),
                                            callback_manager=manager)
    return lambda text: asyncio.run(engine.aquery(text))


def li_query_engine_plain(session, prompts) -> Say:
    """The skimmer's query engine: no handler, a plain retriever."""
    from llama_index.core.query_engine import RetrieverQueryEngine

    from llamaindex_zoned import ZonedRetriever

    engine = RetrieverQueryEngine.from_args(ZonedRetriever(session.store, session=session), llm=recording_llm(prompts))
    return lambda text: engine.query(text)


def li_context_chat_plain(session, prompts) -> Say:
    """The skimmer's ContextChatEngine: a plain retriever (no detect=)."""
    from llama_index.core.chat_engine import ContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    engine = ContextChatEngine.from_defaults(ZonedRetriever(session.store, session=session), llm=recording_llm(prompts),
                                             memory=ZonedMemory.from_defaults(session=session, k=0))
    return lambda text: engine.chat(text)


def li_simple_chat(session, prompts) -> Say:
    from llama_index.core.chat_engine import SimpleChatEngine

    from llamaindex_zoned import ZonedMemory

    engine = SimpleChatEngine.from_defaults(llm=recording_llm(prompts), memory=ZonedMemory.from_defaults(session=session))
    return lambda text: engine.chat(text)


def li_simple_chat_async(session, prompts) -> Say:
    from llama_index.core.chat_engine import SimpleChatEngine

    from llamaindex_zoned import ZonedMemory

    engine = SimpleChatEngine.from_defaults(llm=recording_llm(prompts), memory=ZonedMemory.from_defaults(session=session))
    return lambda text: asyncio.run(engine.achat(text))


def li_context_chat(session, prompts) -> Say:
    from llama_index.core.chat_engine import ContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    engine = ContextChatEngine.from_defaults(ZonedRetriever(session.store, session=session, detect=True),
                                             llm=recording_llm(prompts), memory=ZonedMemory.from_defaults(session=session))
    return lambda text: engine.chat(text)


def li_context_chat_stream(session, prompts) -> Say:
    from llama_index.core.chat_engine import ContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    engine = ContextChatEngine.from_defaults(ZonedRetriever(session.store, session=session, detect=True),
                                             llm=recording_llm(prompts), memory=ZonedMemory.from_defaults(session=session))

    def say(text: str) -> None:
        response = engine.stream_chat(text)
        for _ in response.response_gen:
            pass

    return say


def li_condense_plus_context(session, prompts) -> Say:
    from llama_index.core.chat_engine import CondensePlusContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    engine = CondensePlusContextChatEngine.from_defaults(
        ZonedRetriever(session.store, session=session), llm=recording_llm(prompts),
        memory=ZonedMemory.from_defaults(session=session))
    return lambda text: engine.chat(text)


def li_condense_plus_context_async(session, prompts) -> Say:
    from llama_index.core.chat_engine import CondensePlusContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    engine = CondensePlusContextChatEngine.from_defaults(
        ZonedRetriever(session.store, session=session), llm=recording_llm(prompts),
        memory=ZonedMemory.from_defaults(session=session))
    return lambda text: asyncio.run(engine.achat(text))


def _agent(prompts: list[str]):
    from llama_index.core.agent.workflow import FunctionAgent
    from llama_index.core.llms.mock import MockFunctionCallingLLMWithChatMemoryOfLastCall
    from llama_index.core.tools import FunctionTool

    class RecordingAgentLLM(MockFunctionCallingLLMWithChatMemoryOfLastCall):
        async def astream_chat_with_tools(self, tools: Any, chat_history: Any = None, **kwargs: Any):  # type: ignore[override]
            prompts.append("\n".join(str(m.content) for m in chat_history or []))
            return await super().astream_chat_with_tools(tools, chat_history=chat_history, **kwargs)

    def revenue_report(company: str = "") -> str:
        """Look up a revenue report."""
        return "report queued"

    return FunctionAgent(tools=[FunctionTool.from_defaults(revenue_report)], llm=RecordingAgentLLM())


def li_function_agent(session, prompts) -> Say:
    from llamaindex_zoned import ZonedMemory

    agent, memory = _agent(prompts), ZonedMemory.from_defaults(session=session)

    async def run(text: str) -> None:
        await agent.run(user_msg=text, memory=memory)

    return lambda text: asyncio.run(run(text))


def li_function_agent_task_memory(session, prompts) -> Say:
    from llamaindex_zoned import ZonedTaskMemory

    agent, memory = _agent(prompts), ZonedTaskMemory.from_defaults(session=session, token_limit=4000)

    async def run(text: str) -> None:
        await agent.run(user_msg=text, memory=memory)

    return lambda text: asyncio.run(run(text))


def li_memory_with_block(session, prompts) -> Say:
    """LlamaIndex's Memory with a small queue (it flushes to the block often) in a chat engine."""
    from llama_index.core.chat_engine import SimpleChatEngine

    from llamaindex_zoned import ZonedTaskMemory

    memory = ZonedTaskMemory.from_defaults(session=session, token_limit=200, chat_history_token_ratio=0.5,
                                           token_flush_size=50)
    engine = SimpleChatEngine.from_defaults(llm=recording_llm(prompts), memory=memory)

    def say(text: str) -> None:
        for n in range(3):  # enough turns to make the queue flush into the block
            engine.chat(text if n == 0 else f"detail {n}, please go on")

    return say


def _create_agent(session: TaskSession, prompts: list[str]):
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_zoned import ZonedMemoryMiddleware
    from tests.agent_fakes import RecordingChatModel

    model = RecordingChatModel(on_prompt=prompts.append)
    return create_agent(model, tools=[], middleware=[ZonedMemoryMiddleware(session)], checkpointer=InMemorySaver())


def lc_create_agent(session, prompts) -> Say:
    agent = _create_agent(session, prompts)
    return lambda text: agent.invoke({"messages": [{"role": "user", "content": text}]},
                                     {"configurable": {"thread_id": "t1"}})


def lc_create_agent_async(session, prompts) -> Say:
    agent = _create_agent(session, prompts)
    return lambda text: asyncio.run(agent.ainvoke({"messages": [{"role": "user", "content": text}]},
                                                  {"configurable": {"thread_id": "t1"}}))


ENTRY_POINTS = [
    lc_invoke, lc_create_agent, lc_create_agent_async, lc_ainvoke, lc_batch, lc_stream, lc_astream, lc_astream_events, lc_with_message_history,
    lc_plain_retriever_chain, lc_zoned_histories, li_query_engine_plain, li_context_chat_plain,
    li_query_engine, li_query_engine_async, li_simple_chat, li_simple_chat_async, li_context_chat,
    li_context_chat_stream, li_condense_plus_context, li_condense_plus_context_async, li_function_agent,
    li_function_agent_task_memory, li_memory_with_block,
]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("entry", ENTRY_POINTS, ids=[f.__name__ for f in ENTRY_POINTS])
def test_nothing_of_task_a_reaches_task_b(make_store, entry, lang):
    script = SCRIPTS[lang]
    store = make_store()
    session = TaskSession(store, CTX)
    prompts: list[str] = []
    say = entry(session, prompts)

    say(script["a"])
    store.write(session.context, script["fact_a"], source="tool_output")
    say(script["a"] + "?")  # a follow-up in A: A's fact is in A's prompt (the check below can fail)
    assert any(script["fact_a"] in p or script["a"] in p for p in prompts)
    assert session.context.task_id == "A"

    seen = len(prompts)
    say(script["b"])
    assert session.context.task_id != "A", "the switch was not detected"
    store.write(session.context, script["fact_b"], source="tool_output")
    say(script["b2"])
    b_prompts = prompts[seen:]
    assert b_prompts, "the model was never called in task B"
    for prompt in map(_content, b_prompts):
        for marker in script["leaks"]:
            assert marker not in prompt, f"task A's {marker!r} reached task B's prompt:\n{prompt}"
    for record in store.records(session.context):
        for marker in script["leaks"]:
            assert marker not in record.text, f"task A's {marker!r} was written into task B's zone"
    assert any(script["fact_b"] in p for p in b_prompts) or entry in _NO_RETRIEVAL
    assert any(marker in r.text for r in store.records(CTX) for marker in script["leaks"])  # A kept its own


#: entry points whose prompt carries no retrieved memory (only the task's messages)
_NO_RETRIEVAL: set[Callable[..., Say]] = set()


TOOL_ROUND_TRIPS = ["langchain_history", "llamaindex_zoned_memory", "llamaindex_task_memory"]


@pytest.mark.parametrize("kind", TOOL_ROUND_TRIPS)
def test_tool_calls_and_parts_survive_the_round_trip(make_store, kind):
    session = TaskSession(make_store(), CTX)
    if kind == "langchain_history":
        from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

        from langchain_zoned import ZonedChatMessageHistory

        history = ZonedChatMessageHistory(session=session)
        sent = [
            HumanMessage(content=[{"type": "text", "text": "What is on this chart?"},
                                  {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]),
            AIMessage(content="", tool_calls=[{"id": "call_1", "name": "chart_reader", "args": {"page": 2}}]),
            ToolMessage(content="bars: 3", tool_call_id="call_1", name="chart_reader"),
            AIMessage(content="Three bars."),
        ]
        history.add_messages(sent)
        assert history.messages == sent
        assert history.messages[1].tool_calls[0]["id"] == "call_1"
        assert history.messages[2].tool_call_id == "call_1"
        return
    from llama_index.core.base.llms.types import ChatMessage, ImageBlock, TextBlock, ToolCallBlock

    sent = [
        ChatMessage(role="user", blocks=[TextBlock(text="What is on this chart?"), ImageBlock(url="https://x/c.png")]),
        ChatMessage(role="assistant", blocks=[ToolCallBlock(tool_call_id="call_1", tool_name="chart_reader",
                                                            tool_kwargs={"page": 2})]),
        ChatMessage(role="tool", content="bars: 3", additional_kwargs={"tool_call_id": "call_1"}),
        ChatMessage(role="assistant", content="Three bars."),
    ]
    if kind == "llamaindex_zoned_memory":
        from llamaindex_zoned import ZonedMemory

        memory = ZonedMemory.from_defaults(session=session, k=0)
        for message in sent:
            memory.put(message)
        assert memory.get()[1:] == sent
    else:
        from llamaindex_zoned import ZonedTaskMemory

        memory = ZonedTaskMemory.from_defaults(session=session, token_limit=4000)
        for message in sent:
            memory.put(message)
        got = [m for m in memory.get_all()]
        assert [type(b).__name__ for m in got for b in m.blocks] == [
            type(b).__name__ for m in sent for b in m.blocks]
        assert got[2].additional_kwargs.get("tool_call_id") == "call_1"


#: a durable fact about the user, said in task A beside its request (issue #24)
USER_FACTS = {"en": ("By the way, I'm allergic to peanuts.", "I'm allergic to peanuts."),
              "zh": ("顺便说一下，我对花生过敏。", "我对花生过敏。")}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("entry", ENTRY_POINTS, ids=[f.__name__ for f in ENTRY_POINTS])
def test_the_user_fact_of_task_a_reaches_task_b(make_store, entry, lang):
    script = SCRIPTS[lang]
    said, stored = USER_FACTS[lang]
    store = make_store()
    session = TaskSession(store, CTX)
    prompts: list[str] = []
    say = entry(session, prompts)
    say(f"{script['a']}. {said}" if lang == "en" else f"{script['a']}。{said}")
    assert session.context.task_id == "A"
    assert [r.text for r in store.records(CTX, scopes=["global"])] == [stored]  # routed once, to the global zone
    seen = len(prompts)
    say(script["b"])
    say(script["b2"])
    assert session.context.task_id != "A"
    b_prompts = prompts[seen:]
    assert b_prompts and all(stored in p for p in b_prompts), "the user's fact is missing from a prompt of task B"
    leaked = [p for p in b_prompts if any(marker in _content(p) for marker in script["leaks"])]
    assert not leaked, f"task A's data reached a prompt of task B:\n{leaked[0]}"
