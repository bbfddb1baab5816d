"""The systems `bench_carryover` plays, run through the real libraries (no simulation).

Each factory takes a scratch folder and returns ``(turn, user_level_texts)``: ``turn(session id,
task id, user text, assistant reply) -> the prompt the model was sent`` (a recording chat model
answers the scripted reply), and a function listing what the system keeps at the USER level (the
global zone, a user-namespaced store, mem0's user memories), or None where nothing is kept per
user. Every system embeds with the same bundled model.

- ``lc_create_agent``: LangChain 1.x ``create_agent`` + ``InMemorySaver``, a thread per session.
- ``lg_store_per_user``: the same agent with a LangGraph ``InMemoryStore`` namespaced per user:
  each user message is put in ``(user, "memories")`` and the 5 most similar are searched into the
  system prompt before every model call (the LangGraph long-term-memory pattern; without an LLM
  to extract memories, the messages themselves are stored).
- ``li_memory``: LlamaIndex ``Memory`` scoped to the user (``session_id=user``) with a
  ``VectorMemoryBlock`` (flushed messages, 3 most similar) in a ``SimpleChatEngine``;
  ``FactExtractionMemoryBlock`` needs an LLM to extract facts and does not run offline.
- ``mem0_user``: mem0 ``Memory`` on local Chroma, ``user_id`` only, ``infer=False`` (no LLM):
  search 5 into the system prompt, then add the message (its own venv, see `bench_contamination`).
- ``ours_agent``: ``create_agent`` + ``InMemorySaver`` + ``ZonedMemoryMiddleware(sessions=...)``,
  a ``TaskSession`` per thread, the defaults (the detector finds the switches, facts routed).
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any, Callable

from benchmarks import bench_contamination as bc
from benchmarks.peer_embeddings import langchain_embeddings, llamaindex_embeddings
from zoned_memory import TaskContext, TaskSession, ZonedMemoryStore

__all__ = ["PEERS"]

Turn = Callable[[str, str, str, str], str]
Made = tuple[Turn, Callable[[], list[str]] | None]
USER = "u"


def _invoke(agent: Any, script: Any, session_id: str, text: str, reply: str) -> str:
    script.answer = reply
    before = len(script.prompts)
    agent.invoke({"messages": [{"role": "user", "content": text}]}, {"configurable": {"thread_id": session_id}})
    return "\n".join(script.prompts[before:])


def lc_create_agent(tmp: Path) -> Made:
    script = bc.Script()
    agent = bc._lc_agent(script, [])
    return (lambda session_id, task_id, text, reply: _invoke(agent, script, session_id, text, reply)), None


def lg_store_per_user(tmp: Path) -> Made:
    from langchain.agents import create_agent
    from langchain.agents.middleware import ModelRequest, dynamic_prompt
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore(index={"embed": langchain_embeddings(), "dims": 256})
    namespace = (USER, "memories")

    @dynamic_prompt
    def with_memories(request: ModelRequest) -> str:
        hits = store.search(namespace, query=request.messages[-1].text, limit=5)
        return "You are a helpful assistant.\nWhat you know about the user:\n" + "\n".join(h.value["text"] for h in hits)

    script = bc.Script()
    agent = create_agent(bc.lc_model(script), tools=[bc.lc_lookup_tool(script)], middleware=[with_memories],
                         checkpointer=InMemorySaver(), store=store)

    def turn(session_id: str, task_id: str, text: str, reply: str) -> str:
        prompt = _invoke(agent, script, session_id, text, reply)
        store.put(namespace, uuid.uuid4().hex, {"text": text})
        return prompt

    return turn, lambda: [item.value["text"] for item in store.search(namespace, limit=100_000)]


def li_memory(tmp: Path) -> Made:
    from llama_index.core.chat_engine import SimpleChatEngine
    from llama_index.core.memory import Memory, VectorMemoryBlock
    from llama_index.vector_stores.chroma import ChromaVectorStore

    script = bc.Script()
    collection = bc.chroma_client(tmp).get_or_create_collection("mem")
    block = VectorMemoryBlock(name="vector_memory", vector_store=ChromaVectorStore(chroma_collection=collection),
                              embed_model=llamaindex_embeddings(), similarity_top_k=3)
    memory = Memory.from_defaults(session_id=USER, token_limit=400, chat_history_token_ratio=0.5, token_flush_size=100,
                                  memory_blocks=[block], insert_method="system")
    engine = SimpleChatEngine.from_defaults(llm=bc.li_llm(script), memory=memory)

    def turn(session_id: str, task_id: str, text: str, reply: str) -> str:
        script.answer = reply
        before = len(script.prompts)
        engine.chat(text)
        return "\n".join(script.prompts[before:])

    return turn, lambda: [d for d in (collection.get(include=["documents"])["documents"] or []) if d]


def mem0_user(tmp: Path) -> Made:
    memory = bc._mem0(tmp)

    def turn(session_id: str, task_id: str, text: str, reply: str) -> str:
        found = [h["memory"] for h in memory.search(text, filters={"user_id": USER}, top_k=5)["results"]]
        prompt = "What you know about the user:\n" + "\n".join(found) + "\n" + text
        memory.add([{"role": "user", "content": text}], user_id=USER, infer=False)
        return prompt

    def user_level() -> list[str]:
        return [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=100_000)["results"]]

    return turn, user_level


def ours_agent(tmp: Path) -> Made:
    from langchain_zoned import ZonedMemoryMiddleware

    store = ZonedMemoryStore.open(path=str(tmp / "zm"))
    sessions: dict[str, TaskSession] = {}

    def session_for(thread_id: str) -> TaskSession:
        if thread_id not in sessions:
            sessions[thread_id] = TaskSession(store, TaskContext(user_id=USER, session_id=thread_id,
                                                                 task_id=f"{thread_id}-first"))
        return sessions[thread_id]

    script = bc.Script()
    agent = bc._lc_agent(script, [ZonedMemoryMiddleware(sessions=session_for)])
    ctx = TaskContext(user_id=USER, session_id="any", task_id="any")
    return ((lambda session_id, task_id, text, reply: _invoke(agent, script, session_id, text, reply)),
            lambda: [r.text for r in store.records(ctx, scopes=["global"])])


PEERS: dict[str, Callable[[Path], Made]] = {
    "ours: create_agent + ZonedMemoryMiddleware (defaults)": ours_agent,
    "create_agent + InMemorySaver (peer)": lc_create_agent,
    "create_agent + InMemoryStore per user (peer)": lg_store_per_user,
    "LlamaIndex Memory + VectorMemoryBlock per user (peer)": li_memory,
    "mem0 user_id (peer)": mem0_user,
}
