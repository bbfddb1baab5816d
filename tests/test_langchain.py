"""langchain_zoned: standard retriever suite, filters that only narrow, reranker, history, callback e2e."""

from __future__ import annotations


from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.embeddings import DeterministicFakeEmbedding
from langchain_core.language_models import FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough
from langchain_tests.integration_tests import RetrieversIntegrationTests

from langchain_zoned import (
    DecayReranker,
    LangChainEmbedder,
    TaskBoundaryCallback,
    ZonedChatMessageHistory,
    ZonedRetriever,
    chat_model_classifier,
    chat_model_summarizer,
)
from zoned_memory import InvalidInputError, TaskContext, ZonedMemoryStore
from zoned_memory.scoring import DAY
from zoned_memory.session import SwitchError, TaskSession
from tests.task_ids import without_task_ids

CTX = TaskContext(user_id="u1", session_id="s1", task_id="A")


def _standard_store() -> ZonedMemoryStore:
    """The standard suite runs on an in-memory Chroma client."""
    import uuid

    import chromadb
    from chromadb.config import Settings

    client = chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))
    store = ZonedMemoryStore.open(client=client, collection_prefix=f"std-{uuid.uuid4().hex[:8]}")
    store.write_many(CTX, [f"warehouse inventory report {i}: {100 * i} units" for i in range(6)])
    store.write_many(CTX.with_task("B"), [f"warehouse inventory report {i}: {999 * i} units" for i in range(6)])
    return store


class TestZonedRetrieverStandard(RetrieversIntegrationTests):
    store = None

    @property
    def retriever_constructor(self) -> type[ZonedRetriever]:
        return ZonedRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        if TestZonedRetrieverStandard.store is None:
            TestZonedRetrieverStandard.store = _standard_store()
        return {"store": TestZonedRetrieverStandard.store, "context": CTX}

    @property
    def retriever_query_example(self) -> str:
        return "warehouse inventory"


@pytest.fixture
def store(make_store):
    return make_store()


def test_documents_carry_tags_and_breakdown_and_stay_in_scope(store):
    store.write(CTX, "Acme Q3 revenue 1200", source="tool_output", metadata={"company": "acme"})
    store.write(CTX.with_task("B"), "Globex Q3 revenue 800", source="tool_output", metadata={"company": "globex"})
    docs = ZonedRetriever(store=store, context=CTX).invoke("Q3 revenue")
    assert [d.page_content for d in docs] == ["Acme Q3 revenue 1200"]
    meta = docs[0].metadata
    assert meta["task_id"] == "A" and meta["source"] == "tool_output" and meta["company"] == "acme"
    assert meta["score"] == pytest.approx(meta["similarity"] * meta["confidence"] * meta["decay"])
    assert docs[0].id == meta["id"]


def test_caller_filter_is_anded_never_replaces_the_scope(store):
    store.write(CTX, "Acme revenue", metadata={"company": "acme"})
    store.write(CTX, "Acme costs", metadata={"company": "acme-costs"})
    store.write(CTX.with_task("B"), "Acme revenue (task B copy)", metadata={"company": "acme"})
    retriever = ZonedRetriever(store=store, context=CTX, k=10, filter={"company": {"$in": ["acme", "acme-costs"]}})
    docs = retriever.invoke("revenue", filter={"company": "acme"})
    assert [d.page_content for d in docs] == ["Acme revenue"]
    # a filter naming another task cannot widen the scope (LangChain's shallow merge would)
    assert retriever.invoke("revenue", filter={"task_id": "B"}) == []
    with pytest.raises(InvalidInputError):
        retriever.invoke("revenue", filter={"company": {"$like": "ac%"}})
    with pytest.raises(InvalidInputError):
        retriever.invoke("revenue", search_type="mmr")


async def test_async_and_k(store):
    store.write_many(CTX, [f"fact {i}" for i in range(5)])
    retriever = ZonedRetriever(store=store, context=CTX, k=2)
    assert len(await retriever.ainvoke("fact")) == 2
    assert len(await retriever.ainvoke("fact", k=4)) == 4


def test_retriever_needs_exactly_one_scope_source(store):
    with pytest.raises(Exception):
        ZonedRetriever(store=store)
    session = TaskSession(store, CTX, detector=False)
    with pytest.raises(Exception):
        ZonedRetriever(store=store, context=CTX, session=session)


def test_retriever_follows_a_session(store):
    session = TaskSession(store, CTX, detector=False)
    retriever = ZonedRetriever(store=store, session=session)
    store.write(CTX, "Acme stock 1200")
    assert retriever.invoke("stock")
    session.switch_task("B")
    assert retriever.invoke("stock") == []


def test_langchain_embeddings_as_the_store_embedder(make_store):
    store = make_store(embedder=LangChainEmbedder(DeterministicFakeEmbedding(size=32)))
    store.write(CTX, "hello world")
    assert [d.page_content for d in ZonedRetriever(store=store, context=CTX).invoke("hello world")] == ["hello world"]


def doc(text, similarity=None, **meta):
    if similarity is not None:
        meta["similarity"] = similarity
    return Document(page_content=text, metadata=meta)


def test_decay_reranker_orders_by_the_core_formula_without_mutating():
    now = 10 * DAY
    docs = [
        doc("old inventory", 0.9, confidence=0.9, created_at=now - 3 * DAY, kind="inventory"),
        doc("fresh guess", 0.8, confidence=0.5, created_at=now, kind="inventory"),
        doc("preference", 0.5, confidence=0.8, created_at=0.0, kind="preference"),
        doc("irrelevant", 0.0, confidence=1.0, created_at=now),
    ]
    before = [dict(d.metadata) for d in docs]
    out = DecayReranker(clock=lambda: now).compress_documents(docs, "inventory")
    assert [d.page_content for d in out] == ["fresh guess", "preference", "old inventory", "irrelevant"]
    assert out[2].metadata["decay"] == pytest.approx(0.125)
    assert out[3].metadata["score"] == 0.0  # a real 0.0 stays 0.0
    assert [d.metadata for d in docs] == before
    assert len(DecayReranker(top_n=2, clock=lambda: now).compress_documents(docs, "q")) == 2


def test_decay_reranker_missing_tags_raise_or_are_neutral():
    now = 5 * DAY
    untagged = [doc("no tags at all"), doc("tagged", 0.6, confidence=0.9, created_at=now)]
    strict = DecayReranker(clock=lambda: now, on_missing="raise")
    with pytest.raises(InvalidInputError, match="similarity"):
        strict.compress_documents(untagged, "q")
    with pytest.raises(InvalidInputError, match="confidence"):
        strict.compress_documents([doc("x", 0.5, created_at=now)], "q")
    with pytest.raises(InvalidInputError, match="created_at"):
        strict.compress_documents([doc("x", 0.5, confidence=0.5)], "q")
    out = DecayReranker(clock=lambda: now).compress_documents(untagged, "q")  # neutral by default
    neutral = next(d for d in out if d.page_content == "no tags at all")
    # neutral: similarity 1.0, confidence 0.5, one half-life old -> 0.25; never "freshest"
    assert neutral.metadata["score"] == pytest.approx(0.25)
    assert neutral.metadata["decay"] == pytest.approx(0.5)


def test_decay_reranker_over_our_retriever_and_relevance_score_docs(store, clock):
    store.write(CTX, "stock was 1200", source="tool_output", kind="inventory")
    clock.advance(2 * DAY)
    store.write(CTX, "stock is 900", source="tool_output", kind="inventory")
    docs = ZonedRetriever(store=store, context=CTX, k=5).invoke("stock")
    reranked = DecayReranker(clock=clock).compress_documents(docs, "stock")
    assert reranked[0].page_content == "stock is 900"
    other = [Document(page_content="x", metadata={"relevance_score": 0.7, "confidence": 1.0, "created_at": "2026-01-01T00:00:00+00:00"})]
    assert DecayReranker(clock=clock).compress_documents(other, "q")[0].metadata["similarity"] == 0.7


def test_history_is_the_current_tasks_and_clear_archives(store):
    session = TaskSession(store, CTX, detector=False)
    history = ZonedChatMessageHistory(session=session)
    history.add_messages([HumanMessage("Acme stock?"), AIMessage("Acme has 1200 units")])
    # the prompt brings its own system message: the session's is not sent a second time
    assert [type(m).__name__ for m in history.messages] == ["HumanMessage", "AIMessage"]
    assert "task A" in history.system_prompt
    with_system = ZonedChatMessageHistory(session=session, include_system_prompt=True)
    assert [type(m).__name__ for m in with_system.messages] == ["SystemMessage", "HumanMessage", "AIMessage"]
    history.clear()
    assert history.messages == []
    archived = store.records(CTX, where={"source": "summary"})
    assert archived and "1200" in archived[0].text


def build_chain(session, captured):
    retriever = ZonedRetriever(store=session.store, session=session, k=4)
    prompt = ChatPromptTemplate.from_messages([
        ("system", "Memories:\n{context}"),
        ("placeholder", "{history}"),
        ("human", "{question}"),
    ])
    model = FakeListChatModel(responses=["ok"] * 50)

    class Capture(BaseCallbackHandler):
        def on_chat_model_start(self, serialized, messages, **kwargs):
            captured.append("\n".join(str(m.content) for m in messages[0]))

    history = ZonedChatMessageHistory(session=session)
    chain = (
        {
            "context": retriever | RunnableLambda(lambda docs: "\n".join(d.page_content for d in docs)),
            "history": RunnableLambda(lambda _: history.messages),
            "question": RunnablePassthrough(),
        }
        | prompt
        | model
        | StrOutputParser()
    )
    return chain, Capture(), history


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_end_to_end_switch_from_company_a_to_b(store, lang):
    script = {
        "en": ["Analyze the Q3 sales of Acme Corp", "What about the margin?",
               "New task: analyze the Q3 sales of Globex Inc", "What was the Q3 revenue?"],
        "zh": ["帮我分析一下A公司第三季度的销售数据", "那毛利率呢？", "换个话题，帮我看看B公司第三季度的销售数据", "第三季度营收是多少"],
    }[lang]
    facts_a = {"en": "Acme Corp Q3 revenue was 1200k", "zh": "A公司第三季度营收为1200万"}[lang]
    facts_b = {"en": "Globex Inc Q3 revenue was 800k", "zh": "B公司第三季度营收为800万"}[lang]
    session = TaskSession(store, CTX)
    captured: list[str] = []
    chain, capture, history = build_chain(session, captured)
    callback = TaskBoundaryCallback(session)

    def turn(text):
        answer = chain.invoke(text, config={"callbacks": [callback, capture]})
        history.add_messages([HumanMessage(text), AIMessage(answer)])

    turn(script[0])
    store.write(session.context, facts_a, source="tool_output")
    history.add_messages([AIMessage(f"Found: {facts_a}")])
    turn(script[1])
    assert facts_a in captured[-1]
    turn(script[2])  # the callback switches before the retriever runs
    assert len(callback.boundaries) == 1 and session.context.task_id != "A"
    assert "1200" not in without_task_ids(captured[-1])  # neither retrieved nor in the short-term history
    store.write(session.context, facts_b, source="tool_output")
    turn(script[3])
    assert facts_b in captured[-1] and "1200" not in without_task_ids(captured[-1])
    assert all(m.content != script[0] for m in history.messages)


def test_failed_switch_in_the_callback_stops_the_run(store):
    session = TaskSession(store, CTX, summarizer=lambda msgs: (_ for _ in ()).throw(RuntimeError("LLM down")))
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    captured: list[str] = []
    chain, capture, _ = build_chain(session, captured)
    with pytest.raises(SwitchError):
        chain.invoke("New task: analyze Globex Inc", config={"callbacks": [TaskBoundaryCallback(session), capture]})
    assert captured == []  # the model was never called with a half-switched context
    assert session.context.task_id == "A"


def test_chat_model_backs_summarizer_and_classifier(store):
    llm = FakeListChatModel(responses=["Acme sold 1200 units; export API failed with page=2.", "Finance.", "travel"])
    summarize = chat_model_summarizer(llm)
    assert "1200" in summarize(TaskSession(store, CTX, detector=False).messages)
    classify = chat_model_classifier(llm, labels=["finance", "coding"])
    assert classify("what is my balance", []) == "finance"
    assert classify("book a flight", []) == "other"


def test_decay_reranker_ranks_plain_vector_store_documents_by_their_order():
    from langchain_core.documents import Document

    plain = [Document(page_content=f"result {n}") for n in range(4)]  # what a vector store returns
    out = DecayReranker().compress_documents(plain, "q")
    assert [d.page_content for d in out] == [d.page_content for d in plain]
