"""Regressions found by using the adapters as a user would (each failed before its fix)."""

from __future__ import annotations

import importlib.resources
import json

import pytest

from zoned_memory import InvalidInputError, TaskContext
from zoned_memory.session import TaskSession

CTX = TaskContext(user_id="u1", session_id="s1", task_id="acme")


@pytest.fixture
def store(make_store):
    return make_store()


async def test_plain_memory_flush_never_writes_a_task_into_another(store):
    """The issue's reproduction: Memory flushes task A's message lazily, after the switch to B."""
    from llama_index.core.base.llms.types import ChatMessage
    from llama_index.core.memory import Memory

    from llamaindex_zoned import ZonedMemoryBlock

    session = TaskSession(store, CTX)
    mem = Memory.from_defaults(session_id="s", token_limit=200, chat_history_token_ratio=0.5, token_flush_size=50,
                               memory_blocks=[ZonedMemoryBlock(session=session)])
    await mem.aput(ChatMessage(role="user", content="Acme Corp stock is 1200 units"))
    session.switch_task("globex")
    for i in range(30):
        await mem.aput(ChatMessage(role="user", content=f"Globex message {i}"))
    assert all("Acme" not in hit.text for hit in store.search(session.context, "Acme stock units", k=20))


async def test_task_memory_archives_the_old_queue_into_the_old_task(store):
    from llama_index.core.base.llms.types import ChatMessage

    from llamaindex_zoned import ZonedTaskMemory

    session = TaskSession(store, CTX)
    mem = ZonedTaskMemory.from_defaults(session=session, token_limit=200, chat_history_token_ratio=0.5,
                                        token_flush_size=50)
    await mem.aput(ChatMessage(role="user", content="Acme Corp stock is 1200 units"))
    await mem.aput(ChatMessage(role="user", content="New task: check the Globex Inc stock"))
    assert session.context.task_id != "acme"
    queue = await mem.aget()
    assert all("Acme" not in str(m.content) for m in queue)  # the short-term queue is the new task's
    for i in range(30):
        await mem.aput(ChatMessage(role="user", content=f"Globex message {i}"))
    assert all("Acme" not in hit.text for hit in store.search(session.context, "Acme stock units", k=20))
    assert any("1200" in r.text for r in store.records(CTX))  # archived where it was written


def test_the_first_message_of_a_session_can_switch_a_task_with_history(store):
    before = TaskSession(store, CTX)
    before.add_user_message("Check the Acme Corp stock")
    store.write(CTX, "Acme Corp stock is 1200 units", source="tool_output")
    after_restart = TaskSession(store, CTX)  # the app restarts on task acme
    boundary = after_restart.add_user_message("New task: check the Globex Inc stock")
    assert boundary is not None and after_restart.context.task_id != "acme"
    assert after_restart.search("stock units", k=10) == []
    fresh = TaskSession(store, TaskContext(user_id=CTX.user_id, session_id="another-session", task_id="empty-task"))  # no history
    assert fresh.add_user_message("New task: plan a trip") is None
    assert fresh.context.task_id == "empty-task"


def test_long_inputs_are_cut_for_search_and_chunked_for_archives(store):
    from langchain_zoned import ZonedRetriever

    store.write(CTX, "Acme Corp stock is 1200 units", source="tool_output")
    pasted = "lorem ipsum dolor " * 3000 + "\nWhat is the Acme stock?"
    assert len(pasted) > 40_000
    assert ZonedRetriever(store=store, context=CTX).invoke(pasted)  # no "longer than" error
    session = TaskSession(store, CTX, archive_transcript=True)
    session.add_user_message(pasted)
    session.switch_task("next")
    parts = [r for r in store.records(CTX, where={"kind": "transcript"})]
    assert "".join(r.text for r in sorted(parts, key=lambda r: r.metadata.get("part", 0))) == pasted
    with pytest.raises(InvalidInputError, match="longer than"):
        store.write(CTX, "x" * 40_000)  # a direct write of an oversized memory is refused


def test_unknown_arguments_raise_and_filters_can_be_reassigned(store):
    from llama_index.core.vector_stores.types import MetadataFilter, MetadataFilters

    from langchain_zoned import ZonedRetriever as LCRetriever
    from llamaindex_zoned import ZonedRetriever as LIRetriever

    with pytest.raises(Exception, match="filters|search_kwargs|extra"):
        LCRetriever(store=store, context=CTX, filters={"company": "acme"})
    with pytest.raises(InvalidInputError, match="unknown"):
        LIRetriever(store, context=CTX, search_kwargs={"k": 2})
    store.write(CTX, "Acme stock 1200", source="tool_output", metadata={"company": "acme"})
    store.write(CTX, "Acme Berlin stock 300", source="tool_output", metadata={"company": "acme-berlin"})
    retriever = LIRetriever(store, context=CTX)
    assert len(retriever.retrieve("stock")) == 2
    retriever.filters = MetadataFilters(filters=[MetadataFilter(key="company", value="acme")])
    assert [n.node.get_content() for n in retriever.retrieve("stock")] == ["Acme stock 1200"]


def test_packages_are_typed_and_objects_have_useful_reprs(store):
    from langchain_zoned import ZonedRetriever
    from llamaindex_zoned import ZonedMemory

    for package in ("zoned_memory", "langchain_zoned", "llamaindex_zoned"):
        assert importlib.resources.files(package).joinpath("py.typed").is_file()
    session = TaskSession(store, CTX)
    assert "acme" in repr(session) and "acme" in repr(ZonedRetriever(store=store, session=session))
    assert "partition" in repr(store)
    memory = ZonedMemory.from_defaults(session=session)
    assert json.loads(memory.to_json())["context"]["task_id"] == "acme"


def test_user_metadata_is_visible_to_the_llm_but_tags_are_not(store):
    from llama_index.core.schema import MetadataMode

    from llamaindex_zoned import ZonedRetriever

    store.write(CTX, "Acme stock 1200", source="tool_output", metadata={"company": "acme"})
    (node,) = ZonedRetriever(store, context=CTX).retrieve("stock")
    shown = node.node.get_content(metadata_mode=MetadataMode.LLM)
    assert "company: acme" in shown and "task_id" not in shown and "confidence" not in shown


def test_the_fact_routers_own_keys_are_not_shown_to_the_llm(store):
    """A fact the session routed to the global zone carries the router's bookkeeping ("slot", "routed"): the
    LLM sees the fact, not "slot: " / "routed: True" above it."""
    from llama_index.core.schema import MetadataMode

    from llamaindex_zoned import ZonedRetriever

    session = TaskSession(store, CTX)
    session.add_user_message("By the way, I'm allergic to peanuts.")
    (node,) = ZonedRetriever(store, context=CTX).retrieve("allergy")
    shown = node.node.get_content(metadata_mode=MetadataMode.LLM)
    assert "allergic to peanuts" in shown and "routed" not in shown and "slot" not in shown


def test_framework_embedders_passed_unwrapped_get_a_clear_error(tmp_path):
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from llama_index.core.embeddings import MockEmbedding

    from zoned_memory import ZonedMemoryStore

    with pytest.raises(InvalidInputError, match="LlamaIndexEmbedder"):
        ZonedMemoryStore.open(path=tmp_path / "a", embedder=MockEmbedding(embed_dim=8))
    with pytest.raises(InvalidInputError, match="LangChainEmbedder"):
        ZonedMemoryStore.open(path=tmp_path / "b", embedder=DeterministicFakeEmbedding(size=8))


def test_access_counts_survive_a_process_that_never_called_close(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    from zoned_memory import ZonedMemoryStore

    script = (
        "import sys\n"
        "from zoned_memory import TaskContext, ZonedMemoryStore\n"
        "store = ZonedMemoryStore.open(path=sys.argv[1])\n"
        "ctx = TaskContext(user_id='u1', session_id='s1', task_id='acme')\n"
        "store.write(ctx, 'Acme stock is 1200 units', source='tool_output')\n"
        "for _ in range(3): store.search(ctx, 'stock')\n"
    )
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s")], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parent.parent, timeout=120)
    assert done.returncode == 0, done.stderr
    (record,) = ZonedMemoryStore.open(path=tmp_path / "s").records(CTX)
    assert record.access_count == 3
