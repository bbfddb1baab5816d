"""llamaindex_zoned: retriever with MetadataFilters, decay postprocessor, memory, handler, end to end."""

from __future__ import annotations


import pytest
from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.callbacks import CallbackManager
from llama_index.core.chat_engine import SimpleChatEngine
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms import MockLLM
from llama_index.core.query_engine import RetrieverQueryEngine
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from llama_index.core.vector_stores.types import FilterCondition, MetadataFilter, MetadataFilters

from llamaindex_zoned import (
    DecayPostprocessor,
    LlamaIndexEmbedder,
    TaskBoundaryHandler,
    ZonedMemory,
    ZonedRetriever,
    llm_classifier,
    llm_summarizer,
    to_where,
)
from zoned_memory import InvalidInputError, TaskContext
from zoned_memory.scoring import DAY
from zoned_memory.session import SwitchError, TaskSession
from tests.task_ids import without_task_ids

CTX = TaskContext(user_id="u1", session_id="s1", task_id="A")


@pytest.fixture
def store(make_store):
    return make_store()


def test_retriever_returns_tagged_nodes_in_scope(store):
    store.write(CTX, "Acme Q3 revenue 1200", source="tool_output", metadata={"company": "acme"})
    store.write(CTX.with_task("B"), "Globex Q3 revenue 800", metadata={"company": "globex"})
    nodes = ZonedRetriever(store, context=CTX).retrieve("Q3 revenue")
    assert [n.node.get_content() for n in nodes] == ["Acme Q3 revenue 1200"]
    meta = nodes[0].node.metadata
    assert meta["task_id"] == "A" and meta["company"] == "acme"
    assert nodes[0].score == pytest.approx(meta["similarity"] * meta["confidence"] * meta["decay"])


async def test_aretrieve_and_top_k(store):
    store.write_many(CTX, [f"fact {i}" for i in range(5)])
    assert len(await ZonedRetriever(store, context=CTX, similarity_top_k=3).aretrieve("fact")) == 3


def test_metadata_filters_translate_and_only_narrow(store):
    store.write(CTX, "Acme 2023 revenue", metadata={"company": "acme", "year": 2023})
    store.write(CTX, "Acme 2025 revenue", metadata={"company": "acme", "year": 2025})
    store.write(CTX.with_task("B"), "Acme 2025 revenue (other task)", metadata={"company": "acme", "year": 2025})
    filters = MetadataFilters(filters=[MetadataFilter(key="company", value="acme"),
                                       MetadataFilter(key="year", value=2024, operator=">")])
    nodes = ZonedRetriever(store, context=CTX, filters=filters, similarity_top_k=10).retrieve("revenue")
    assert [n.node.get_content() for n in nodes] == ["Acme 2025 revenue"]
    widen = MetadataFilters(filters=[MetadataFilter(key="task_id", value="B"),
                                     MetadataFilter(key="company", value="acme")], condition=FilterCondition.OR)
    nodes = ZonedRetriever(store, context=CTX, filters=widen, similarity_top_k=10).retrieve("revenue")
    assert {n.node.metadata["task_id"] for n in nodes} == {"A"}


@pytest.mark.parametrize("operator", ["any", "all", "text_match", "contains", "is_empty"])
def test_untranslatable_operators_raise(operator):
    with pytest.raises(InvalidInputError, match="cannot be expressed"):
        to_where(MetadataFilters(filters=[MetadataFilter(key="tags", value=["x"] if operator in ("any", "all") else "x",
                                                         operator=operator)]))


def test_not_condition_and_nesting():
    with pytest.raises(InvalidInputError, match="not"):
        to_where(MetadataFilters(filters=[MetadataFilter(key="a", value=1)], condition=FilterCondition.NOT))
    nested = MetadataFilters(filters=[
        MetadataFilter(key="a", value=1),
        MetadataFilters(filters=[MetadataFilter(key="b", value="x"), MetadataFilter(key="c", value=[1, 2], operator="in")],
                        condition=FilterCondition.OR),
    ])
    assert to_where(nested) == {"$and": [{"a": {"$eq": 1}}, {"$or": [{"b": {"$eq": "x"}}, {"c": {"$in": [1, 2]}}]}]}
    assert to_where(None) is None


def node(text, score, **meta):
    return NodeWithScore(node=TextNode(text=text, metadata=meta), score=score)


def test_decay_postprocessor_formula_zero_and_no_mutation():
    now = 10 * DAY
    nodes = [node("old inventory", 0.9, confidence=0.9, created_at=now - 3 * DAY, kind="inventory"),
             node("fresh guess", 0.8, confidence=0.5, created_at=now, kind="inventory"),
             node("zero", 0.0, confidence=1.0, created_at=now)]
    before = [(n.score, dict(n.node.metadata)) for n in nodes]
    out = DecayPostprocessor(now=lambda: now).postprocess_nodes(nodes, QueryBundle("inventory"))
    assert [n.node.get_content() for n in out] == ["fresh guess", "old inventory", "zero"]
    assert out[1].score == pytest.approx(0.9 * 0.9 * 0.125)
    assert out[2].score == 0.0  # TimeWeightedPostprocessor would turn 0.0 into 1.0
    assert [(n.score, n.node.metadata) for n in nodes] == before
    assert "score" not in out[0].node.get_content(metadata_mode="llm")


def test_decay_postprocessor_missing_tags():
    now = 5 * DAY
    with pytest.raises(InvalidInputError, match="similarity"):
        DecayPostprocessor(now=lambda: now).postprocess_nodes([node("x", None, confidence=1.0, created_at=now)])
    with pytest.raises(InvalidInputError, match="created_at"):
        DecayPostprocessor(now=lambda: now).postprocess_nodes([node("x", 0.5, confidence=1.0)])
    out = DecayPostprocessor(now=lambda: now, on_missing="neutral").postprocess_nodes([node("x", 0.8)])
    assert out[0].score == pytest.approx(0.8 * 0.5 * 0.5)  # neutral: confidence 0.5, one half-life old


def test_decay_postprocessor_on_llamaindex_chroma_vector_store(tmp_path, embedder, clock):
    """Nodes from LlamaIndex's own ChromaVectorStore, over a collection zoned-memory wrote."""
    import chromadb
    from chromadb.config import Settings
    from llama_index.core import VectorStoreIndex
    from llama_index.vector_stores.chroma import ChromaVectorStore

    from zoned_memory import ZonedMemoryStore

    store = ZonedMemoryStore.open(path=tmp_path, embedder=embedder, clock=clock)
    store.write(CTX, "stock was 1200 units", source="tool_output", kind="inventory")
    clock.advance(2 * DAY)
    store.write(CTX, "stock is 900 units", source="tool_output", kind="inventory")
    client = chromadb.PersistentClient(path=str(tmp_path), settings=Settings(anonymized_telemetry=False))
    vector_store = ChromaVectorStore(chroma_collection=client.get_collection("zoned_memory"))
    index = VectorStoreIndex.from_vector_store(vector_store, embed_model=LlamaIndexEmbedAdapter(embedder))
    nodes = index.as_retriever(similarity_top_k=2).retrieve("stock units")
    out = DecayPostprocessor(now=clock).postprocess_nodes(nodes)
    assert out[0].node.get_content() == "stock is 900 units"
    assert out[1].node.metadata["decay"] == pytest.approx(0.25)


class LlamaIndexEmbedAdapter(MockEmbedding):
    """A LlamaIndex embed model over the bundled wordllama vectors (for the interop test)."""

    def __init__(self, embedder):
        super().__init__(embed_dim=256)
        object.__setattr__(self, "_zm", embedder)

    def _get_text_embedding(self, text):
        return [float(x) for x in self._zm([text])[0]]

    def _get_query_embedding(self, query):
        return self._get_text_embedding(query)


def test_llamaindex_embedding_as_store_embedder(make_store):
    store = make_store(embedder=LlamaIndexEmbedder(MockEmbedding(embed_dim=16)))
    store.write(CTX, "hello")
    assert [n.node.get_content() for n in ZonedRetriever(store, context=CTX).retrieve("hello")] == ["hello"]


def test_memory_implements_the_interface_and_reset_archives(store):
    session = TaskSession(store, CTX, detector=False)
    store.write(CTX, "the user prefers tables", scope="global", kind="preference")
    memory = ZonedMemory.from_defaults(session=session, k=2)
    memory.put(LIChatMessage(role="user", content="How should I format the table of results?"))
    memory.put(LIChatMessage(role="assistant", content="As a markdown table with 1200 rows"))
    got = memory.get()  # the global preference is in the system prompt's profile, and only there
    assert [m.role.value for m in got] == ["system", "user", "assistant"]
    assert "prefers tables" in got[0].content
    assert len(memory.get_all()) == 3
    memory.set([LIChatMessage(role="user", content="replaced")])
    assert [m.content for m in memory.get_all()][1:] == ["replaced"]
    memory.reset()
    assert [m.role.value for m in memory.get_all()] == ["system"]
    assert store.records(CTX, where={"source": "summary"})
    with pytest.raises(InvalidInputError):
        ZonedMemory.from_defaults()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_chat_engine_switch_from_company_a_to_b(store, lang):
    script = {
        "en": ["Analyze the Q3 sales of Acme Corp", "New task: analyze the Q3 sales of Globex Inc", "What was the Q3 revenue?"],
        "zh": ["帮我分析一下A公司第三季度的销售数据", "换个话题，帮我看看B公司第三季度的销售数据", "第三季度营收是多少"],
    }[lang]
    fact_a = {"en": "Acme Corp Q3 revenue was 1200k", "zh": "A公司第三季度营收为1200万"}[lang]
    fact_b = {"en": "Globex Inc Q3 revenue was 800k", "zh": "B公司第三季度营收为800万"}[lang]
    session = TaskSession(store, CTX)
    engine = SimpleChatEngine.from_defaults(llm=MockLLM(), memory=ZonedMemory.from_defaults(session=session))
    first = engine.chat(script[0])
    store.write(session.context, fact_a, source="tool_output")
    assert script[0] in str(first)  # MockLLM echoes what reached it
    second = engine.chat(script[1])
    assert session.context.task_id != "A"
    assert script[0] not in str(second) and "1200" not in without_task_ids(str(second))
    store.write(session.context, fact_b, source="tool_output")
    third = str(engine.chat(script[2]))
    assert fact_b in third and "1200" not in without_task_ids(third) and script[0] not in third


def test_query_engine_with_handler_switches_before_retrieval(store):
    session = TaskSession(store, CTX)
    handler = TaskBoundaryHandler(session)
    retriever = ZonedRetriever(store, session=session)
    engine = RetrieverQueryEngine.from_args(retriever, llm=MockLLM(), node_postprocessors=[DecayPostprocessor()],
                                            callback_manager=CallbackManager([handler]))
    store.write(CTX, "Acme Corp Q3 revenue was 1200k", source="tool_output")
    assert "1200k" in str(engine.query("What was the Q3 revenue of Acme Corp?"))
    answer = str(engine.query("New task: what was the Q3 revenue of Globex Inc?"))
    assert len(handler.boundaries) == 1 and session.context.task_id != "A"
    assert "1200k" not in answer


def test_failed_switch_in_handler_stops_the_query(store):
    session = TaskSession(store, CTX, summarizer=lambda msgs: (_ for _ in ()).throw(RuntimeError("LLM down")))
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    store.write(CTX, "Acme Corp Q3 revenue was 1200k", source="tool_output")
    engine = RetrieverQueryEngine.from_args(ZonedRetriever(store, session=session), llm=MockLLM(),
                                            callback_manager=CallbackManager([TaskBoundaryHandler(session)]))
    with pytest.raises(SwitchError):
        engine.query("New task: what was the Q3 revenue of Globex Inc?")
    assert session.context.task_id == "A"


def test_llm_backs_summarizer_and_classifier():
    from zoned_memory.summarize import ChatMessage

    llm = MockLLM()  # echoes its prompt

    text = llm_summarizer(llm)([ChatMessage(role="user", content="Acme sold 1200 units")])
    assert "1200" in text  # the transcript reached the LLM
    assert llm_classifier(llm, labels=["finance"])("book a flight", []) == "other"


async def test_function_calling_agent_with_zoned_memory(store):
    from llama_index.core.agent.workflow import FunctionAgent
    from llama_index.core.llms.mock import MockFunctionCallingLLMWithChatMemoryOfLastCall
    from llama_index.core.tools import FunctionTool

    def lookup_stock(warehouse: str) -> str:
        """Look up the stock of a warehouse."""
        return f"{warehouse}: 42 units"

    session = TaskSession(store, CTX)
    memory = ZonedMemory.from_defaults(session=session)
    llm = MockFunctionCallingLLMWithChatMemoryOfLastCall()
    agent = FunctionAgent(tools=[FunctionTool.from_defaults(lookup_stock)], llm=llm)
    await agent.run(user_msg="Check the stock of the Acme Corp Shanghai warehouse", memory=memory)
    store.write(session.context, "Acme Corp Shanghai warehouse stock is 1200 units", source="tool_output")
    sent = "\n".join(str(m.content) for m in llm.last_chat_messages)
    assert "Acme Corp Shanghai warehouse" in sent
    await agent.run(user_msg="New task: check the stock of the Globex Inc Berlin warehouse", memory=memory)
    assert session.context.task_id != "A"
    sent = "\n".join(str(m.content) for m in llm.last_chat_messages)
    assert "Globex" in sent and "Acme" not in sent and "1200" not in without_task_ids(sent)


async def test_memory_block_reads_the_current_task_at_call_time(store):
    from llama_index.core.memory import Memory

    from llamaindex_zoned import ZonedMemoryBlock

    session = TaskSession(store, CTX, detector=False)
    block = ZonedMemoryBlock(session=session)
    store.write(CTX, "Acme Corp stock is 1200 units", source="tool_output")
    memory = Memory.from_defaults(session_id="s1", memory_blocks=[block], token_limit=4000)
    question = [LIChatMessage(role="user", content="What is the stock?")]
    assert "1200" in await block.aget(question)
    session.switch_task("B")
    assert await block.aget(question) == ""  # the block follows the session: no stale filter
    flushed = [LIChatMessage(role="user", content="Globex stock is 800 units"),
               LIChatMessage(role="assistant", content="Noted: 800")]
    # a plain Memory flushes lazily: after a switch, whose messages these are is unknown -> nothing written
    await block.aput(flushed)
    assert store.records(session.context) == [] and [r.text for r in store.records(CTX)] == [
        "Acme Corp stock is 1200 units"]
    await block.archive(flushed, session.context)  # told whose they are: written there
    assert "800" in await block.aget(question)
    assert {r.source.value for r in store.records(session.context)} == {"user_input", "model_inference"}
    await block.aput([LIChatMessage(role="user", content="Globex ships on Monday")])  # the queue is B's now
    assert len(store.records(session.context)) == 3
    assert memory.memory_blocks == [block]
