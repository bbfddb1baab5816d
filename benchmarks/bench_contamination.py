"""End-to-end prompt contamination: multi-task conversations played through each memory stack.

Every labelled conversation (user turns with a gold ``task``) is played turn by turn through each
system, wired the way its users wire it, with a recording chat model that captures the exact
prompt of every call. The first turn of each task plants that task's fact as a TOOL OUTPUT
(agents: a real tool call; chains: the tool result in the model's answer, and a write to the
vector store, tagged with the gold task for the peers and through the session for ours). The
facts of one conversation are near-identical ("<entity> quarterly figure is <n> (ref <code>)")
with contradicting numbers. Per system:

- contamination: share of model calls whose prompt holds a fact of ANOTHER task;
- own recall: share of turns after a task's first turn whose prompt holds that task's fact;
- prompt size: mean characters per model call.

Ours runs twice where it matters: with the boundary detector, and with gold boundaries (an
oracle: ``session.switch_task`` at every gold boundary) to separate detection errors from
isolation errors. Everything offline, every system on the bundled embedder.

    python benchmarks/bench_contamination.py                     # ~5 min, writes contamination.json/.png
    python benchmarks/bench_contamination.py --per-set 10 --systems ours_lc,lc_history_chroma
    # mem0 pins protobuf<7, which the main environment's Chroma stack does not: its own venv
    python -m venv .venv-mem0 && .venv-mem0/bin/pip install -e ".[bench-mem0]"
    .venv-mem0/bin/python benchmarks/bench_contamination.py --systems mem0 --out benchmarks/contamination_mem0.json
"""

from __future__ import annotations

import argparse
import asyncio
import warnings
import json
import logging
import os
import random
import re
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import chromadb  # noqa: E402
from chromadb.config import Settings  # noqa: E402

from zoned_memory import TaskContext, WordLlamaEmbedding, ZonedMemoryStore  # noqa: E402
from zoned_memory.session import TaskSession  # noqa: E402

from benchmarks.peer_embeddings import langchain_embeddings, llamaindex_embeddings  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "boundaries"
SETS = {
    "sgd_train (en)": DATA / "sgd_train.jsonl",
    "crosswoz_val (zh)": DATA / "crosswoz_val.jsonl",
    "boundaries (en+zh, ours)": ROOT / "tests" / "data" / "boundaries.jsonl",
    "other_domains (en+zh, unseen)": ROOT / "tests" / "data" / "boundaries_other_domains.jsonl",
}
CODE = re.compile(r"ref ([A-Z]{2}-\d{4})")
_EMB = WordLlamaEmbedding()


# -- data ----------------------------------------------------------------------------------
#: the fresh sets of agent work (stops 48-51), each written before the rules its errors asked for: `--sets agent_work`
AGENT_WORK_SETS = {f"agent_work_{n} (en+zh)": ROOT / "tests" / "data" / f"boundaries_agent_work_{n}.jsonl" for n in range(2, 33)}


def conversations(per_set: int, seed: int = 7, sets: dict[str, Path] | None = None) -> list[dict[str, Any]]:
    """Conversations with >= 2 tasks, ``per_set`` from each labelled set (default `SETS`), each turn given the
    reply the corpus's assistant gave it (the next turn's ``assistant``) and task facts."""
    rng = random.Random(seed)
    out = []
    for name, path in (sets or SETS).items():
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        rows = [r for r in rows if len({t["task"] for t in r["turns"]}) >= 2]
        for conv in rng.sample(rows, min(per_set, len(rows))):
            turns = conv["turns"]
            tasks = list(dict.fromkeys(t["task"] for t in turns))
            codes = {task: f"{chr(65 + n % 26)}{chr(65 + (n * 7 + 3) % 26)}-{rng.randint(1000, 9999)}"
                     for n, task in enumerate(tasks)}
            zh = conv.get("lang") == "zh"
            facts = {task: (f"{task}的季度指标为{rng.randint(100, 999)}万元（ref {codes[task]}）" if zh else
                            f"{task} quarterly figure is {rng.randint(100, 999)} thousand (ref {codes[task]})")
                     for task in tasks}
            replies = [turns[i + 1].get("assistant") or "OK." for i in range(len(turns) - 1)] + ["OK."]
            out.append({"set": name, "id": conv["id"], "lang": conv.get("lang", "en"), "turns": turns,
                        "replies": replies, "facts": facts, "codes": codes})
    return out


# -- shared fakes ----------------------------------------------------------------------------
class Script:
    """What the recording models answer next, and every prompt they saw."""

    def __init__(self) -> None:
        self.prompts: list[str] = []
        self.answer = "OK."
        self.tool_fact: str | None = None  # agents: the next first model call asks the tool


def lc_model(script: Script):
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage, ToolMessage
    from langchain_core.outputs import ChatGeneration, ChatResult

    class Recording(BaseChatModel):
        @property
        def _llm_type(self) -> str:
            return "recording"

        def bind_tools(self, tools: Any, **kw: Any) -> "Recording":
            return self

        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any) -> ChatResult:
            script.prompts.append("\n".join(m.text for m in messages))
            if script.tool_fact is not None and not isinstance(messages[-1], ToolMessage):
                reply = AIMessage(content="", tool_calls=[{"id": uuid.uuid4().hex[:8], "name": "lookup",
                                                           "args": {"what": "figures"}}])
            else:
                reply = AIMessage(content=script.answer)
            return ChatResult(generations=[ChatGeneration(message=reply)])

    return Recording()


def lc_lookup_tool(script: Script):
    from langchain_core.tools import tool

    @tool
    def lookup(what: str) -> str:
        """Look up the figures the user asks about."""
        fact, script.tool_fact = script.tool_fact, None
        return fact or "nothing new"

    return lookup


def li_llm(script: Script):
    from llama_index.core.llms import CompletionResponse, CustomLLM, LLMMetadata
    from llama_index.core.llms.callbacks import llm_completion_callback

    class Recording(CustomLLM):
        @property
        def metadata(self) -> LLMMetadata:
            return LLMMetadata()

        @llm_completion_callback()
        def complete(self, prompt: str, formatted: bool = False, **kw: Any) -> CompletionResponse:
            script.prompts.append(prompt)
            return CompletionResponse(text=script.answer)

        @llm_completion_callback()
        def stream_complete(self, prompt: str, formatted: bool = False, **kw: Any):
            script.prompts.append(prompt)
            yield CompletionResponse(text=script.answer, delta=script.answer)

    return Recording()


def lc_embeddings():
    return langchain_embeddings(_EMB)


def li_embeddings():
    return llamaindex_embeddings(_EMB)


def chroma_client(tmp: Path):
    return chromadb.PersistentClient(path=str(tmp / f"peer-{uuid.uuid4().hex[:6]}"),
                                     settings=Settings(anonymized_telemetry=False))


# -- systems: each returns turn(text, gold_task, fact|None) -> None ---------------------------
Turn = Callable[[str, str, "str | None"], None]


def lc_history_chroma(script: Script, tmp: Path, conv: dict) -> Turn:
    """RunnableWithMessageHistory + InMemoryChatMessageHistory + a langchain-chroma retriever
    filtered on the gold task (the best a peer user can do: the filter is right, the history is not)."""
    from langchain_chroma import Chroma
    from langchain_core.chat_history import InMemoryChatMessageHistory
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
    from langchain_core.runnables.history import RunnableWithMessageHistory

    store = Chroma(collection_name="mem", embedding_function=lc_embeddings(), client=chroma_client(tmp))
    history = InMemoryChatMessageHistory()
    prompt = ChatPromptTemplate.from_messages([("system", "Context:\n{context}"), MessagesPlaceholder("history"),
                                               ("human", "{question}")])
    chain = RunnableWithMessageHistory(prompt | lc_model(script), lambda _: history, input_messages_key="question",
                                       history_messages_key="history")

    def turn(text: str, task: str, fact: str | None) -> None:
        retriever = store.as_retriever(search_kwargs={"k": 4, "filter": {"task": task}})
        docs = retriever.invoke(text) if store._collection.count() else []
        script.answer = f"Tool result: {fact}. {script.answer}" if fact else script.answer
        chain.invoke({"question": text, "context": "\n".join(d.page_content for d in docs)},
                     config={"configurable": {"session_id": "s"}})
        if fact:
            store.add_texts([fact], metadatas=[{"task": task}])

    return turn


def _lc_agent(script: Script, middleware: list, tools: list | None = None):
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    return create_agent(lc_model(script), tools=tools or [lc_lookup_tool(script)], middleware=middleware,
                        checkpointer=InMemorySaver(), system_prompt="You are a helpful assistant.")


def lc_agent(script: Script, tmp: Path, conv: dict, summarize: bool = False) -> Turn:
    """create_agent + InMemorySaver (+ SummarizationMiddleware): one thread per conversation."""
    middleware = []
    if summarize:
        from langchain.agents.middleware import SummarizationMiddleware

        summary_script = Script()
        summary_script.answer = "Summary of the conversation so far."
        middleware.append(SummarizationMiddleware(lc_model(summary_script), trigger=("messages", 8),
                                                  keep=("messages", 4)))
    agent = _lc_agent(script, middleware)
    config = {"configurable": {"thread_id": "t"}}

    def turn(text: str, task: str, fact: str | None) -> None:
        script.tool_fact = fact
        agent.invoke({"messages": [{"role": "user", "content": text}]}, config)

    return turn


def lc_agent_summarization(script: Script, tmp: Path, conv: dict) -> Turn:
    return lc_agent(script, tmp, conv, summarize=True)


def li_simple_chat_buffer(script: Script, tmp: Path, conv: dict) -> Turn:
    """LlamaIndex SimpleChatEngine + ChatMemoryBuffer."""
    from llama_index.core.chat_engine import SimpleChatEngine
    from llama_index.core.memory import ChatMemoryBuffer

    engine = SimpleChatEngine.from_defaults(llm=li_llm(script), memory=ChatMemoryBuffer.from_defaults(token_limit=3000))

    def turn(text: str, task: str, fact: str | None) -> None:
        script.answer = f"Tool result: {fact}. {script.answer}" if fact else script.answer
        engine.chat(text)

    return turn


def li_context_chat_filtered(script: Script, tmp: Path, conv: dict) -> Turn:
    """LlamaIndex ContextChatEngine over ChromaVectorStore with MetadataFilters on the gold task,
    and a ChatMemoryBuffer."""
    from llama_index.core import Document, StorageContext, VectorStoreIndex
    from llama_index.core.base.llms.types import ChatMessage, MessageRole
    from llama_index.core.chat_engine import ContextChatEngine
    from llama_index.core.memory import ChatMemoryBuffer
    from llama_index.core.vector_stores import ExactMatchFilter, MetadataFilters
    from llama_index.vector_stores.chroma import ChromaVectorStore

    vs = ChromaVectorStore(chroma_collection=chroma_client(tmp).get_or_create_collection("mem"))
    index = VectorStoreIndex.from_documents([], storage_context=StorageContext.from_defaults(vector_store=vs),
                                            embed_model=li_embeddings())
    memory = ChatMemoryBuffer.from_defaults(token_limit=3000)

    def turn(text: str, task: str, fact: str | None) -> None:
        retriever = index.as_retriever(similarity_top_k=4,
                                       filters=MetadataFilters(filters=[ExactMatchFilter(key="task", value=task)]))
        engine = ContextChatEngine.from_defaults(retriever, llm=li_llm(script), memory=memory)
        engine.chat(text)
        if fact:  # the tool's output lands in the chat history (the engine answers "Empty Response"
            # without calling the model when nothing is retrieved) and in the index
            memory.put(ChatMessage(role=MessageRole.ASSISTANT, content=f"Tool result: {fact}"))
            index.insert(Document(text=fact, metadata={"task": task}))

    return turn


def li_memory_vector_block(script: Script, tmp: Path, conv: dict) -> Turn:
    """LlamaIndex Memory (small short-term queue) with a VectorMemoryBlock, in a SimpleChatEngine."""
    from llama_index.core.chat_engine import SimpleChatEngine
    from llama_index.core.memory import Memory, VectorMemoryBlock
    from llama_index.vector_stores.chroma import ChromaVectorStore

    vs = ChromaVectorStore(chroma_collection=chroma_client(tmp).get_or_create_collection("mem"))
    block = VectorMemoryBlock(name="vector_memory", vector_store=vs, embed_model=li_embeddings(), similarity_top_k=3)
    memory = Memory.from_defaults(session_id="s", token_limit=400, chat_history_token_ratio=0.5, token_flush_size=100,
                                  memory_blocks=[block], insert_method="system")
    engine = SimpleChatEngine.from_defaults(llm=li_llm(script), memory=memory)

    def turn(text: str, task: str, fact: str | None) -> None:
        script.answer = f"Tool result: {fact}. {script.answer}" if fact else script.answer
        engine.chat(text)

    return turn


def _mem0(tmp: Path):
    """mem0 on local Chroma with the bundled embedder (through its LangChain embedder provider);
    no LLM is ever called (infer=False), telemetry off."""
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("OPENAI_API_KEY", "offline-never-used")  # mem0 builds an LLM client it never calls here
    from mem0 import Memory

    folder = tmp / f"mem0-{uuid.uuid4().hex[:6]}"
    return Memory.from_config({
        "vector_store": {"provider": "chroma", "config": {"collection_name": "mem0", "path": str(folder / "chroma")}},
        "embedder": {"provider": "langchain", "config": {"model": lc_embeddings(), "embedding_dims": 256}},
        "history_db_path": str(folder / "history.db"),
    })


def mem0_chat(script: Script, tmp: Path, conv: dict, per_task: bool = True) -> Turn:
    """mem0's chat pattern: search memories, prompt = system(memories) + the user message, then
    add the exchange. ``per_task``: ``run_id`` = the gold task (else ``user_id`` only)."""
    memory = _mem0(tmp)
    model = lc_model(script)

    def turn(text: str, task: str, fact: str | None) -> None:
        from langchain_core.messages import HumanMessage, SystemMessage

        scope = {"user_id": "u", "run_id": task} if per_task else {"user_id": "u"}
        found = memory.search(text, filters=scope, top_k=4)["results"]
        lines = "\n".join(f"- {r['memory']}" for r in found)
        model.invoke([SystemMessage(content=f"Relevant memories:\n{lines}"), HumanMessage(content=text)])
        if fact:
            memory.add([{"role": "assistant", "content": f"Tool result: {fact}"}], infer=False, **scope)
        memory.add([{"role": "user", "content": text}], infer=False, **scope)

    return turn


def mem0_user_only(script: Script, tmp: Path, conv: dict) -> Turn:
    return mem0_chat(script, tmp, conv, per_task=False)


# -- ours ----------------------------------------------------------------------------------------
#: the stores a conversation opened, closed when it ends (a run plays thousands: their files must not stay open)
_OPENED: list[ZonedMemoryStore] = []


def _session(tmp: Path, conv: dict, oracle: bool) -> TaskSession:
    store = ZonedMemoryStore.open(path=tmp / f"zm-{uuid.uuid4().hex[:6]}", embedder=_EMB)
    _OPENED.append(store)
    first = conv["turns"][0]["task"]
    ctx = TaskContext(user_id="u", session_id="s", task_id=_task_id(first) if oracle else "start")
    return TaskSession(store, ctx, detector=not oracle)


def _task_id(task: str) -> str:
    return "t-" + re.sub(r"[^A-Za-z0-9_.:@-]", "_", task.encode("unicode_escape").decode())[:60]


def _oracle_switch(session: TaskSession, task: str) -> None:
    if session.context.task_id != _task_id(task):
        session.switch_task(_task_id(task))


def ours_lc(script: Script, tmp: Path, conv: dict, oracle: bool = False) -> Turn:
    """ZonedChatMessageHistory + ZonedRetriever + TaskBoundaryCallback in RunnableWithMessageHistory."""
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
    from langchain_core.runnables import RunnableLambda
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from langchain_zoned import TaskBoundaryCallback, ZonedChatMessageHistory, ZonedRetriever

    session = _session(tmp, conv, oracle)
    retriever = ZonedRetriever(store=session.store, session=session, k=4)
    history = ZonedChatMessageHistory(session=session, require_judge=not oracle)  # gold: the app switches itself
    prompt = ChatPromptTemplate.from_messages([("system", "Context:\n{context}"), MessagesPlaceholder("history"),
                                               ("human", "{question}")])
    fmt = RunnableLambda(lambda docs: "\n".join(d.page_content for d in docs))
    chain = ({"context": (lambda x: x["question"]) | retriever | fmt, "question": lambda x: x["question"],
              "history": lambda x: x["history"]} | prompt | lc_model(script))
    with_history = RunnableWithMessageHistory(chain, lambda _: history, input_messages_key="question",
                                              history_messages_key="history")
    callbacks = [TaskBoundaryCallback(session)] if not oracle else []

    def turn(text: str, task: str, fact: str | None) -> None:
        if oracle:
            _oracle_switch(session, task)
        script.answer = f"Tool result: {fact}. {script.answer}" if fact else script.answer
        with_history.invoke({"question": text}, config={"callbacks": callbacks,
                                                        "configurable": {"session_id": "s"}})
        if fact:
            session.store.write(session.context, fact, source="tool_output")

    return turn


def ours_lc_oracle(script: Script, tmp: Path, conv: dict) -> Turn:
    return ours_lc(script, tmp, conv, oracle=True)


def ours_li_context_chat(script: Script, tmp: Path, conv: dict) -> Turn:
    """ContextChatEngine + llamaindex_zoned.ZonedRetriever(detect=True) + ZonedMemory."""
    from llama_index.core.base.llms.types import ChatMessage, MessageRole
    from llama_index.core.chat_engine import ContextChatEngine

    from llamaindex_zoned import ZonedMemory, ZonedRetriever

    session = _session(tmp, conv, oracle=False)
    memory = ZonedMemory.from_defaults(session=session)
    engine = ContextChatEngine.from_defaults(ZonedRetriever(session.store, session=session, detect=True),
                                             llm=li_llm(script), memory=memory)

    def turn(text: str, task: str, fact: str | None) -> None:
        engine.chat(text)
        if fact:  # as for the peer: the tool output in the chat history and in long-term memory
            memory.put(ChatMessage(role=MessageRole.ASSISTANT, content=f"Tool result: {fact}"))
            session.store.write(session.context, fact, source="tool_output")

    return turn


def ours_agent(script: Script, tmp: Path, conv: dict, oracle: bool = False) -> Turn:
    """create_agent + InMemorySaver + ZonedMemoryMiddleware (tool outputs written to the task)."""
    from langchain_zoned import ZonedMemoryMiddleware

    session = _session(tmp, conv, oracle)
    agent = _lc_agent(script, [ZonedMemoryMiddleware(session)])
    config = {"configurable": {"thread_id": "t"}}

    def turn(text: str, task: str, fact: str | None) -> None:
        if oracle:
            _oracle_switch(session, task)
        script.tool_fact = fact
        agent.invoke({"messages": [{"role": "user", "content": text}]}, config)

    return turn


def ours_agent_oracle(script: Script, tmp: Path, conv: dict) -> Turn:
    return ours_agent(script, tmp, conv, oracle=True)


SYSTEMS: dict[str, Callable[..., Turn]] = {
    "lc_history_chroma (peer)": lc_history_chroma,
    "lc_create_agent (peer)": lc_agent,
    "lc_create_agent+summarization (peer)": lc_agent_summarization,
    "li_simple_chat_buffer (peer)": li_simple_chat_buffer,
    "li_context_chat_filtered (peer)": li_context_chat_filtered,
    "li_memory_vector_block (peer)": li_memory_vector_block,
    "mem0 user_id+run_id=task (peer)": mem0_chat,
    "mem0 user_id only (peer)": mem0_user_only,
    "ours_lc_history_retriever": ours_lc,
    "ours_lc_history_retriever [gold boundaries]": ours_lc_oracle,
    "ours_li_context_chat": ours_li_context_chat,
    "ours_create_agent_middleware": ours_agent,
    "ours_create_agent_middleware [gold boundaries]": ours_agent_oracle,
}


# -- the run -------------------------------------------------------------------------------------
def play(system: Callable[..., Turn], conv: dict, tmp: Path) -> dict[str, Any]:
    try:
        return _play(system, conv, tmp)
    finally:
        while _OPENED:
            _OPENED.pop().close()


def _play(system: Callable[..., Turn], conv: dict, tmp: Path) -> dict[str, Any]:
    script = Script()
    turn = system(script, tmp, conv)
    calls = contaminated = needed = recalled = chars = 0
    planted: set[str] = set()
    for n, t in enumerate(conv["turns"]):
        task = t["task"]
        fact = conv["facts"][task] if task not in planted else None
        script.answer = conv["replies"][n]
        before = len(script.prompts)
        turn(t["text"], task, fact)
        prompts = script.prompts[before:]
        others = {code for other, code in conv["codes"].items() if other != task}
        for p in prompts:
            calls += 1
            chars += len(p)
            contaminated += bool(others & set(CODE.findall(p)))
        if task in planted:  # the task's fact exists: the turn needs it
            needed += 1
            recalled += any(conv["codes"][task] in p for p in prompts)
        planted.add(task)
    return {"calls": calls, "contaminated": contaminated, "needed": needed, "recalled": recalled, "chars": chars}


def main() -> None:
    import importlib

    importlib.import_module("langchain_core.runnables.history")  # import first, then silence its warning:
    warnings.filterwarnings("ignore", message=".*RunnableWithMessageHistory is deprecated.*")  # the peer we test
    logging.getLogger("zoned_memory").setLevel(logging.ERROR)  # here, not on import: a test that imports this module
    # must not silence the library's warnings for the tests after it
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-set", type=int, default=25, help="conversations per labelled set")
    parser.add_argument("--systems", default="", help="comma-separated substrings of system names (default all)")
    parser.add_argument("--out", default=None,
                        help="default: benchmarks/contamination.json (the corpora, the peers' headline) or "
                             "benchmarks/contamination_agent_work.json (--sets agent_work); a run of some systems "
                             "replaces theirs in it and keeps the others'")
    parser.add_argument("--sets", choices=("corpora", "agent_work"), default="corpora",
                        help="the labelled sets played: the corpora and hand-written sets (the headline), or the fresh "
                             "agent-work sets of stops 48-51 (tests/data/boundaries_agent_work_*.jsonl)")
    parser.add_argument("--chart-only", action="store_true",
                        help="redraw contamination.png from every benchmarks/contamination*.json (e.g. after the mem0 run)")
    args = parser.parse_args()
    if args.chart_only:
        merged: dict = {}
        for path in sorted((ROOT / "benchmarks").glob("contamination*.json")):
            merged.update(json.loads(path.read_text(encoding="utf-8"))["results"])
        peers = {k: v for k, v in merged.items() if not k.startswith("ours")}
        chart({**peers, **{k: v for k, v in merged.items() if k.startswith("ours")}},
              ROOT / "benchmarks" / "contamination.png")
        return
    convs = conversations(args.per_set, sets=AGENT_WORK_SETS if args.sets == "agent_work" else SETS)
    chosen = {k: v for k, v in SYSTEMS.items()
              if not args.systems or any(s.strip() and s.strip() in k for s in args.systems.split(","))}
    results: dict[str, dict[str, dict[str, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="zm-contamination-") as tmpdir:
        tmp = Path(tmpdir)
        for name, system in chosen.items():
            try:
                system(Script(), tmp, convs[0])
            except ImportError as exc:
                print(f"{name:48s} skipped: {exc}", flush=True)
                continue
            started = time.perf_counter()
            per_set: dict[str, dict[str, int]] = {}
            for conv in convs:
                got = play(system, conv, tmp)
                acc = per_set.setdefault(conv["set"], {k: 0 for k in got})
                for k, v in got.items():
                    acc[k] += v
            total = {k: sum(s[k] for s in per_set.values()) for k in next(iter(per_set.values()))}
            results[name] = {s: _rates(v) for s, v in {**per_set, "all": total}.items()}
            print(f"{name:48s} contamination {results[name]['all']['contamination']:.1%}  "
                  f"own recall {results[name]['all']['own_recall']:.1%}  "
                  f"prompt {results[name]['all']['mean_prompt_chars']:.0f} chars  "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)
    out = Path(args.out or ROOT / "benchmarks" / ("contamination_agent_work.json" if args.sets == "agent_work"
                                                  else "contamination.json"))
    report = {"conversations": len(convs), "per_set": args.per_set,
              "sets": {k: str(v.relative_to(ROOT.parent)) for k, v in
                       (AGENT_WORK_SETS if args.sets == "agent_work" else SETS).items()},
              "versions": _versions(), "results": results}
    report = merged_report(json.loads(out.read_text(encoding="utf-8")) if out.exists() else None, report)
    out.write_text(json.dumps(report, indent=2, ensure_ascii=False))
    if out.name == "contamination.json":
        chart(report["results"], out.with_suffix(".png"))


def merged_report(before: dict[str, Any] | None, run: dict[str, Any]) -> dict[str, Any]:
    """The report to write: ``run``, with the results of the systems it did not run kept from ``before`` when both played
    the same sets and conversations (``--systems ours`` no longer wipes the peers' rows); else ``run`` alone."""
    if not before or before.get("sets") != run["sets"] or before.get("conversations") != run["conversations"]:
        return run
    kept = {name: rows for name, rows in before.get("results", {}).items() if name not in run["results"]}
    return {**run, "results": {**kept, **run["results"]}}


def _rates(v: dict[str, int]) -> dict[str, float]:
    return {"contamination": v["contaminated"] / max(1, v["calls"]), "own_recall": v["recalled"] / max(1, v["needed"]),
            "mean_prompt_chars": v["chars"] / max(1, v["calls"]), "model_calls": v["calls"], "turns_needing": v["needed"]}


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for pkg in ("chromadb", "langchain-core", "langchain", "langgraph", "langchain-chroma", "llama-index-core",
                "llama-index-vector-stores-chroma", "mem0ai", "wordllama"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = "not installed"
    return out


def chart(results: dict[str, dict[str, dict[str, float]]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(results)
    cont = [100 * results[n]["all"]["contamination"] for n in names]
    rec = [100 * results[n]["all"]["own_recall"] for n in names]
    fig, axes = plt.subplots(1, 2, figsize=(12, 0.45 * len(names) + 1.5), sharey=True)
    colors = ["#4a4" if n.startswith("ours") else "#c66" for n in names]
    axes[0].barh(names, cont, color=colors)
    axes[0].set_xlabel("model calls holding another task's fact (%)  - lower is better")
    axes[1].barh(names, rec, color=colors)
    axes[1].set_xlabel("turns whose prompt holds the own task's fact (%)  - higher is better")
    for ax, values in zip(axes, (cont, rec)):
        ax.set_xlim(0, 105)
        for y, v in enumerate(values):
            ax.text(v + 1, y, f"{v:.0f}%", va="center", fontsize=8)
    axes[0].invert_yaxis()  # shared y: once
    fig.suptitle("Prompt contamination, end to end (same conversations, same embedder, recording model)")
    fig.savefig(path, dpi=90, bbox_inches="tight")


if __name__ == "__main__":
    asyncio.set_event_loop(asyncio.new_event_loop())
    main()
