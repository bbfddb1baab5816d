"""Memories written through langchain_zoned are read through llamaindex_zoned, with the same scoping."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from langchain_zoned import ZonedChatMessageHistory
from langchain_zoned import ZonedRetriever as LCRetriever
from llamaindex_zoned import ZonedRetriever as LIRetriever
from zoned_memory import TaskContext
from zoned_memory.session import TaskSession


def test_langchain_archive_is_read_by_llamaindex_with_the_same_scope(make_store):
    store = make_store()
    a = TaskContext(user_id="u1", session_id="s1", task_id="A")
    session = TaskSession(store, a, detector=False)
    history = ZonedChatMessageHistory(session=session)
    history.add_messages([HumanMessage("Check the Acme Corp warehouse stock"), AIMessage("Acme Corp holds 1200 units")])
    history.clear()  # archives task A's summary through the LangChain adapter
    store.write(a, "user prefers tables", scope="global", kind="preference")

    li_a = LIRetriever(store, context=a, similarity_top_k=5).retrieve("Acme warehouse stock")
    lc_a = LCRetriever(store=store, context=a, k=5).invoke("Acme warehouse stock")
    assert [n.node.node_id for n in li_a] == [d.id for d in lc_a]
    assert any("1200" in n.node.get_content() for n in li_a)

    b = a.with_task("B")
    li_b = LIRetriever(store, context=b, similarity_top_k=5).retrieve("Acme warehouse stock")
    lc_b = LCRetriever(store=store, context=b, k=5).invoke("Acme warehouse stock")
    assert [n.node.get_content() for n in li_b] == [d.page_content for d in lc_b] == ["user prefers tables"]
    other_user = TaskContext(user_id="u2", session_id="s1", task_id="A")
    assert LIRetriever(store, context=other_user).retrieve("Acme warehouse stock") == []
