"""Regenerate the notebooks, executed, with their outputs (their source of truth):

    python notebooks/make_notebooks.py
"""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).parent

COMMON_PLOT = '''import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from zoned_memory import DecayPolicy, decay_factor
from zoned_memory.scoring import DAY

policy = DecayPolicy()
days = np.linspace(0, 30, 300)
fig, ax = plt.subplots(figsize=(7, 3.5))
for kind in ["price", "inventory", "news", "general", "summary", "preference"]:
    half = policy.half_life(kind)
    ax.plot(days, decay_factor(days * DAY, np.nan if half is None else half), label=kind)
ax.set_xlabel("age (days)"); ax.set_ylabel("decay factor"); ax.legend(); ax.set_title("decay = 0.5 ** (age / half-life)")
fig.savefig("decay_per_kind.png", dpi=80, bbox_inches="tight")
{k: policy.half_life(k) for k in ["price", "inventory", "general", "preference"]}'''

LANGCHAIN = [
    new_markdown_cell("# zoned-memory with LangChain\n\nA task-scoped retriever in an LCEL chain, a task "
                      "switch detected by a callback, and the decay rerank. Runs offline (bundled embedder, fake chat model)."),
    new_code_cell('''import tempfile
from zoned_memory import TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession

store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
session = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="company-A"))
store.write(session.context, "Acme Corp Q3 revenue was 1200k", source="tool_output", kind="general")
store.write(session.context, "Alice prefers answers as tables", scope="global", kind="preference")'''),
    new_markdown_cell("## The retriever in a chain\n\n`ZonedRetriever` follows the session: after a switch it is scoped to the new task."),
    new_code_cell('''from langchain_core.language_models import FakeListChatModel
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough
from langchain_zoned import TaskBoundaryCallback, ZonedRetriever

retriever = ZonedRetriever(store=store, session=session, k=4)
prompt = ChatPromptTemplate.from_messages([("system", "Memories:\\n{context}"), ("human", "{question}")])
seen = []
chain = ({"context": retriever | RunnableLambda(lambda docs: "\\n".join(d.page_content for d in docs)),
          "question": RunnablePassthrough()}
         | prompt | RunnableLambda(lambda p: seen.append(p.to_string()) or p)
         | FakeListChatModel(responses=["ok"] * 10))
callback = TaskBoundaryCallback(session)
chain.invoke("What was the Q3 revenue of Acme Corp?", config={"callbacks": [callback]})
print(seen[-1])
assert "1200k" in seen[-1]'''),
    new_markdown_cell("## A task switch through the callback\n\nThe callback sees the run's input first, "
                      "archives task A and re-scopes the retriever before it runs."),
    new_code_cell('''chain.invoke("New task: what was the Q3 revenue of Globex Inc?", config={"callbacks": [callback]})
print(callback.boundaries[-1].reasons, "->", session.context.task_id)
print(seen[-1])
assert "1200k" not in seen[-1]'''),
    new_markdown_cell("## The decay rerank\n\n`final = similarity x confidence x 0.5 ** (age / half-life(kind))`; "
                      "fast-changing kinds fade in hours or days, preferences never."),
    new_code_cell(COMMON_PLOT),
    new_code_cell('''from langchain_core.documents import Document
from langchain_zoned import DecayReranker

now = 10 * DAY
docs = [Document(page_content="stock 1200 (3 days old)", metadata={"similarity": 0.9, "confidence": 0.9, "created_at": now - 3 * DAY, "kind": "inventory"}),
        Document(page_content="stock 900 (fresh)", metadata={"similarity": 0.8, "confidence": 0.9, "created_at": now, "kind": "inventory"})]
[(d.page_content, round(d.metadata["score"], 3)) for d in DecayReranker(clock=lambda: now).compress_documents(docs, "stock")]'''),
]

LLAMAINDEX = [
    new_markdown_cell("# zoned-memory with LlamaIndex\n\nA query engine over a task-scoped retriever with the decay "
                      "postprocessor, and a chat engine whose memory switches task. Runs offline (MockLLM echoes its prompt)."),
    new_code_cell('''import tempfile
from zoned_memory import TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession

store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
session = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="company-A"))
store.write(session.context, "Acme Corp Q3 revenue was 1200k", source="tool_output")'''),
    new_markdown_cell("## Query engine: retriever + decay postprocessor + boundary handler"),
    new_code_cell('''from llama_index.core.callbacks import CallbackManager
from llama_index.core.llms import MockLLM
from llama_index.core.query_engine import RetrieverQueryEngine
from llamaindex_zoned import DecayPostprocessor, TaskBoundaryHandler, ZonedRetriever

handler = TaskBoundaryHandler(session)
engine = RetrieverQueryEngine.from_args(ZonedRetriever(store, session=session), llm=MockLLM(),
                                        node_postprocessors=[DecayPostprocessor()],
                                        callback_manager=CallbackManager([handler]))
answer = str(engine.query("What was the Q3 revenue of Acme Corp?"))
assert "1200k" in answer
answer = str(engine.query("New task: what was the Q3 revenue of Globex Inc?"))
print(handler.boundaries[-1].reasons, "->", session.context.task_id)
assert "1200k" not in answer'''),
    new_markdown_cell("## The decay per kind"),
    new_code_cell(COMMON_PLOT),
    new_markdown_cell("## Chat engine with `ZonedMemory`: a switch mid-conversation"),
    new_code_cell('''from llama_index.core.chat_engine import SimpleChatEngine
from llamaindex_zoned import ZonedMemory

chat_session = TaskSession(store, TaskContext(user_id="alice", session_id="s2", task_id="warehouse-A"))
engine = SimpleChatEngine.from_defaults(llm=MockLLM(), memory=ZonedMemory.from_defaults(session=chat_session))
engine.chat("查一下上海仓库的库存")
store.write(chat_session.context, "上海仓库库存为1200件", source="tool_output", kind="inventory")
reply = str(engine.chat("换个话题，帮我写一封请假邮件"))
print(chat_session.context.task_id)
assert "1200" not in reply and "上海仓库" not in reply'''),
]


AGENT = [
    new_markdown_cell("# zoned-memory in a LangChain 1.x agent\n\n`create_agent` keeps one message list per thread "
                      "in its checkpointer, so task A's tool outputs ride into task B. `ZonedMemoryMiddleware` judges each "
                      "new user message, archives the old task into its zone and resets the thread on a switch; "
                      "`ZonedStore` gives the agent a LangGraph store whose namespaces are zones. Offline: bundled "
                      "embedder, a scripted chat model that records every prompt."),
    new_code_cell('''import tempfile
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from zoned_memory import TaskContext, ZonedMemoryStore
from zoned_memory.session import TaskSession

REPORTS = {"Acme": "Acme Corp Q3 revenue: 1200 million USD", "Globex": "Globex Inc Q3 revenue: 800 million USD"}

@tool
def revenue_report(company: str) -> str:
    """The Q3 revenue report of a company."""
    return REPORTS[company]

class ScriptedModel(BaseChatModel):
    """Calls the report tool for the company the user names, then answers; records every prompt."""
    prompts: list = []
    @property
    def _llm_type(self): return "scripted"
    def bind_tools(self, tools, **kw): return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.prompts.append(list(messages))
        if isinstance(messages[-1], ToolMessage):
            reply = AIMessage(content=f"From the report: {messages[-1].text}")
        else:
            user = next(m.text for m in reversed(messages) if isinstance(m, HumanMessage))
            company = next((c for c in REPORTS if c in user), None)
            reply = (AIMessage(content="", tool_calls=[{"id": f"c{len(self.prompts)}", "name": "revenue_report",
                                                           "args": {"company": company}}])
                     if company else AIMessage(content="Which company?"))
        return ChatResult(generations=[ChatGeneration(message=reply)])

store = ZonedMemoryStore.open(path=tempfile.mkdtemp())'''),
    new_markdown_cell("## Without zoned-memory: the thread carries task A into task B"),
    new_code_cell('''from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver

def run(middleware):
    model = ScriptedModel(prompts=[])
    agent = create_agent(model, tools=[revenue_report], middleware=middleware, checkpointer=InMemorySaver(),
                         system_prompt="You are a financial analyst.")
    config = {"configurable": {"thread_id": "t1"}}
    agent.invoke({"messages": [{"role": "user", "content": "Analyze the Q3 revenue of Acme Corp"}]}, config)
    seen = len(model.prompts)
    agent.invoke({"messages": [{"role": "user", "content": "New task: analyze the Q3 revenue of Globex Inc"}]}, config)
    b_prompts = ["\\n".join(m.text for m in p) for p in model.prompts[seen:]]
    return agent, config, model, b_prompts

_, _, plain_model, plain_b = run([])
print("task B prompts holding Acme's numbers, plain agent:", sum("1200" in p for p in plain_b), "of", len(plain_b))
assert any("1200" in p for p in plain_b)'''),
    new_markdown_cell("## With `ZonedMemoryMiddleware`"),
    new_code_cell('''from langchain_zoned import ZonedMemoryMiddleware

session = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="acme-q3"))
agent, config, model, zoned_b = run([ZonedMemoryMiddleware(session)])
print("task B prompts holding Acme's numbers, zoned agent:", sum("1200" in p for p in zoned_b), "of", len(zoned_b))
print("now on task:", session.context.task_id)
print("the first prompt of task B:")
for m in model.prompts[-2]:
    print(f"  {m.type:>6}: {m.text[:110]}")
assert not any("1200" in p or "Acme" in p for p in zoned_b)'''),
    new_markdown_cell("The checkpointed thread holds only task B; task A was archived into its own zone:"),
    new_code_cell('''thread = agent.get_state(config).values["messages"]
print([f"{m.type}: {m.text[:60]}" for m in thread])
for r in store.records(TaskContext(user_id="alice", session_id="s1", task_id="acme-q3")):
    print(f"{r.source.value:>12} | {r.text[:90]}")
assert not any("Acme" in m.text for m in thread)'''),
    new_markdown_cell("## Returning to task A restores its summary (and nothing of B)"),
    new_code_cell('''seen = len(model.prompts)
agent.invoke({"messages": [{"role": "user", "content": "Let's go back to Acme Corp: what was its Q3 revenue again?"}]}, config)
print("now on task:", session.context.task_id)
back = ["\\n".join(m.text for m in p) for p in model.prompts[seen:]]
assert session.context.task_id == "acme-q3" and any("1200" in p for p in back) and not any("800" in p for p in back)
print(model.prompts[seen][0].text[:400])'''),
    new_markdown_cell("## `ZonedStore`: a LangGraph store that never returns a sibling task"),
    new_code_cell('''from langchain_zoned import ZonedStore

zs = ZonedStore(store)
zs.put(("alice", "s1", "acme-q3"), "auditor", {"content": "Acme's auditor is KPMG"})
zs.put(("alice", "s1", "globex-q3"), "auditor", {"content": "Globex's auditor is EY"})
zs.put(("alice",), "style", {"content": "Alice wants one-line answers"})
for ns in [("alice", "s1", "globex-q3"), ("alice", "s1", "acme-q3"), ("alice",)]:
    print(ns, "->", [i.value["content"] for i in zs.search(ns, query="who is the auditor")])
assert all("KPMG" not in i.value["content"] for i in zs.search(("alice", "s1", "globex-q3"), query="auditor"))'''),
    new_markdown_cell("## In one picture"),
    new_code_cell('''import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

rates = {"plain create_agent": sum("1200" in p for p in plain_b) / len(plain_b),
         "+ ZonedMemoryMiddleware": sum("1200" in p for p in zoned_b) / len(zoned_b)}
fig, ax = plt.subplots(figsize=(6, 2.5))
ax.barh(list(rates), [100 * v for v in rates.values()], color=["#c44", "#4a4"])
ax.set_xlabel("task B model calls carrying task A's numbers (%)"); ax.set_xlim(0, 100)
fig.savefig("agent_contamination.png", dpi=80, bbox_inches="tight")
rates'''),
]


if __name__ == "__main__":
    import tempfile

    from nbclient import NotebookClient

    for name, cells in (("langchain_quickstart.ipynb", LANGCHAIN), ("llamaindex_quickstart.ipynb", LLAMAINDEX),
                        ("langchain_agent.ipynb", AGENT)):
        nb = new_notebook(cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                                "language": "python"}})
        # executed before it is written: a reader on the web sees the outputs
        NotebookClient(nb, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": tempfile.mkdtemp()}}).execute()
        for cell in nb.cells:
            cell.get("metadata", {}).pop("execution", None)
        nbformat.write(nb, HERE / name)
        print("wrote", name)
