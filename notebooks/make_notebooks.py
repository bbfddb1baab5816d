"""Regenerate the quickstart notebooks (their source of truth): python notebooks/make_notebooks.py"""

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

for name, cells in (("langchain_quickstart.ipynb", LANGCHAIN), ("llamaindex_quickstart.ipynb", LLAMAINDEX)):
    nb = new_notebook(cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
    nbformat.write(nb, HERE / name)
    print("wrote", name)
