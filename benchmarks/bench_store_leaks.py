"""Store-level leaks: every task's memories in one store, each task queried, per configuration.

The near-identical-tasks scenario: 40 tasks of one user (half en, half zh), each holding 12
memories written from the same templates with its own entity and contradicting numbers; every
task asks 6 questions (k = 5). For each retrieval configuration:

- leak rate: share of queries whose results hold a memory of another task;
- foreign share: share of all returned memories that belong to another task;
- own recall: share of queries whose top k holds only the asking task's memories when it has
  at least k (the complement of "something foreign pushed an own memory out").

Peers in their default, correct and one-wrong-turn configurations; ours in every configuration
and both layouts. Offline, one embedder for all.

    python benchmarks/bench_store_leaks.py          # ~1 min, writes store_leaks.json
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import chromadb  # noqa: E402
from chromadb.config import Settings  # noqa: E402

from zoned_memory import TaskContext, WordLlamaEmbedding, ZonedMemoryStore  # noqa: E402

from benchmarks.peer_embeddings import langchain_embeddings, llamaindex_embeddings  # noqa: E402

K = 5
EN = ["{e} Q3 revenue was {n} million dollars", "{e} warehouse in {c} holds {n} units",
      "The account manager of {e} is {p}", "{e} paid invoice {n} late", "{e} margin fell to {m}%",
      "Calling the {e} export API with page={m} failed; use a cursor", "{e} headcount is {n}",
      "{e} signed a {m}-month contract", "{e} ships from {c}", "{e} churn is {m}%",
      "{e} pays in {cur}", "{e} audit is due in {mon}"]
ZH = ["{e}第三季度营收为{n}万元", "{e}在{c}的仓库库存为{n}件", "{e}的客户经理是{p}", "{e}的发票{n}逾期支付",
      "{e}毛利率降到{m}%", "调用{e}导出接口page={m}失败，改用游标", "{e}员工人数为{n}", "{e}签了{m}个月的合同",
      "{e}从{c}发货", "{e}流失率为{m}%", "{e}用{cur}结算", "{e}的审计在{mon}到期"]
QUERIES_EN = ["what was the Q3 revenue", "how many units are in the warehouse", "who is the account manager",
              "which API call failed", "what is the margin", "when is the audit due"]
QUERIES_ZH = ["第三季度营收是多少", "仓库库存多少件", "客户经理是谁", "哪个接口调用失败了", "毛利率是多少", "审计什么时候到期"]
CITIES, PEOPLE = ["Shanghai", "Berlin", "Austin", "Lagos"], ["Zhang", "Smith", "Garcia", "Chen"]
_EMB = WordLlamaEmbedding()


def tasks(n: int = 40, seed: int = 3) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out = []
    for t in range(n):
        zh = t % 2 == 1
        entity = f"{'华信' if zh else 'Acme'}{t // 2 + 1}号" if zh else f"Acme Unit {t // 2 + 1}"
        texts = [tpl.format(e=entity, n=rng.randint(100, 9999), m=rng.randint(2, 60), c=rng.choice(CITIES),
                            p=rng.choice(PEOPLE), cur=rng.choice(["USD", "EUR", "CNY"]),
                            mon=rng.choice(["March", "June", "September"]))
                 for tpl in (ZH if zh else EN)]
        out.append({"task": f"task{t}", "texts": texts, "queries": [f"{entity} {q}" if not zh else f"{entity}{q}"
                                                                     for q in (QUERIES_ZH if zh else QUERIES_EN)]})
    return out


def lc_embeddings():
    return langchain_embeddings(_EMB)


# -- configurations: build(data, tmp) -> search(task, query) -> list of task labels ----------------
Search = Callable[[str, str], list[str]]


def _langchain_chroma(data: list[dict], tmp: Path):
    from langchain_chroma import Chroma

    client = chromadb.PersistentClient(path=str(tmp / f"lc-{uuid.uuid4().hex[:6]}"),
                                       settings=Settings(anonymized_telemetry=False))
    store = Chroma(collection_name="mem", embedding_function=lc_embeddings(), client=client)
    for t in data:
        store.add_texts(t["texts"], metadatas=[{"task": t["task"], "source": "tool_output"}] * len(t["texts"]))
    return store


def lc_no_filter(data: list[dict], tmp: Path) -> Search:
    store = _langchain_chroma(data, tmp)
    return lambda task, q: [d.metadata["task"] for d in store.as_retriever(search_kwargs={"k": K}).invoke(q)]


def lc_task_filter(data: list[dict], tmp: Path) -> Search:
    store = _langchain_chroma(data, tmp)
    return lambda task, q: [d.metadata["task"] for d in store.as_retriever(
        search_kwargs={"k": K, "filter": {"task": task}}).invoke(q)]


def lc_task_filter_plus_caller_filter(data: list[dict], tmp: Path) -> Search:
    """The task filter in search_kwargs, and a caller narrowing by source at invoke: LangChain's
    VectorStoreRetriever merges the two dicts shallowly, so the caller's filter REPLACES the task's."""
    store = _langchain_chroma(data, tmp)

    def search(task: str, q: str) -> list[str]:
        retriever = store.as_retriever(search_kwargs={"k": K, "filter": {"task": task}})
        return [d.metadata["task"] for d in retriever.invoke(q, filter={"source": "tool_output"})]

    return search


def _time_weighted(data: list[dict], tmp: Path, task_filter: bool) -> Search:
    """LangChain's TimeWeightedVectorStoreRetriever (langchain-classic), the memories added in task
    order; ``task_filter``: the task's filter in its ``search_kwargs``. Besides the filtered
    similarity search it always considers the k most recently added memories (its
    ``memory_stream``), whatever the filter. Over langchain-chroma it cannot even add: it writes
    ``datetime`` metadata, which Chroma refuses; so it runs over LangChain's InMemoryVectorStore
    (with its cosine similarity as the relevance score, which that store does not define)."""
    from langchain_classic.retrievers import TimeWeightedVectorStoreRetriever
    from langchain_core.documents import Document
    from langchain_core.vectorstores import InMemoryVectorStore

    class Cosine(InMemoryVectorStore):  # its scores are cosine similarities already
        def _select_relevance_score_fn(self):  # type: ignore[no-untyped-def]
            return lambda score: score

    retriever = TimeWeightedVectorStoreRetriever(vectorstore=Cosine(lc_embeddings()), k=K, decay_rate=0.01)
    for t in data:
        retriever.add_documents([Document(page_content=text, metadata={"task": t["task"], "source": "tool_output"})
                                 for text in t["texts"]])

    def search(task: str, q: str) -> list[str]:
        retriever.search_kwargs = {"k": 100, **({"filter": lambda d: d.metadata.get("task") == task}
                                                if task_filter else {})}
        return [d.metadata["task"] for d in retriever.invoke(q)]

    return search


def _llamaindex(data: list[dict], tmp: Path):
    from llama_index.core import Document, StorageContext, VectorStoreIndex
    from llama_index.vector_stores.chroma import ChromaVectorStore

    client = chromadb.PersistentClient(path=str(tmp / f"li-{uuid.uuid4().hex[:6]}"),
                                       settings=Settings(anonymized_telemetry=False))
    vs = ChromaVectorStore(chroma_collection=client.get_or_create_collection("mem"))
    docs = [Document(text=text, metadata={"task": t["task"]}) for t in data for text in t["texts"]]
    return VectorStoreIndex.from_documents(docs, storage_context=StorageContext.from_defaults(vector_store=vs),
                                           embed_model=llamaindex_embeddings(_EMB))


def li_no_filter(data: list[dict], tmp: Path) -> Search:
    index = _llamaindex(data, tmp)
    retriever = index.as_retriever(similarity_top_k=K)
    return lambda task, q: [n.node.metadata["task"] for n in retriever.retrieve(q)]


def li_metadata_filters(data: list[dict], tmp: Path) -> Search:
    from llama_index.core.vector_stores import ExactMatchFilter, MetadataFilters

    index = _llamaindex(data, tmp)

    def search(task: str, q: str) -> list[str]:
        retriever = index.as_retriever(similarity_top_k=K, filters=MetadataFilters(
            filters=[ExactMatchFilter(key="task", value=task)]))
        return [n.node.metadata["task"] for n in retriever.retrieve(q)]

    return search


def _ours(data: list[dict], tmp: Path, mode: str) -> ZonedMemoryStore:
    store = ZonedMemoryStore.open(path=tmp / f"zm-{mode}-{uuid.uuid4().hex[:6]}", mode=mode, embedder=_EMB)
    for t in data:
        store.write_many(TaskContext(user_id="u", session_id="s", task_id=t["task"]),
                         [{"text": x, "source": "tool_output"} for x in t["texts"]])
    return store


def ours_lc_retriever(data: list[dict], tmp: Path, mode: str = "partition", caller_filter: bool = False) -> Search:
    from langchain_zoned import ZonedRetriever

    store = _ours(data, tmp, mode)

    def search(task: str, q: str) -> list[str]:
        retriever = ZonedRetriever(store=store, context=TaskContext(user_id="u", session_id="s", task_id=task), k=K)
        docs = retriever.invoke(q, filter={"source": "tool_output"}) if caller_filter else retriever.invoke(q)
        return [d.metadata["task_id"] for d in docs]

    return search


def ours_li_retriever(data: list[dict], tmp: Path, mode: str = "partition") -> Search:
    from llamaindex_zoned import ZonedRetriever

    store = _ours(data, tmp, mode)

    def search(task: str, q: str) -> list[str]:
        retriever = ZonedRetriever(store, context=TaskContext(user_id="u", session_id="s", task_id=task),
                                   similarity_top_k=K)
        return [n.node.metadata["task_id"] for n in retriever.retrieve(q)]

    return search


CONFIGS: dict[str, Callable[[list[dict], Path], Search]] = {
    "langchain-chroma, no filter (default)": lc_no_filter,
    "langchain-chroma, task filter in search_kwargs (correct)": lc_task_filter,
    "langchain-chroma, task filter + caller filter at invoke (one wrong turn)": lc_task_filter_plus_caller_filter,
    "LangChain TimeWeightedVectorStoreRetriever, no filter (default)": lambda d, t: _time_weighted(d, t, False),
    "LangChain TimeWeightedVectorStoreRetriever, task filter in search_kwargs (correct)":
        lambda d, t: _time_weighted(d, t, True),
    "LlamaIndex ChromaVectorStore, no filter (default)": li_no_filter,
    "LlamaIndex ChromaVectorStore + MetadataFilters (correct)": li_metadata_filters,
    "ours: ZonedRetriever (LangChain), partition": ours_lc_retriever,
    "ours: ZonedRetriever + caller filter at invoke, partition": lambda d, t: ours_lc_retriever(d, t, caller_filter=True),
    "ours: ZonedRetriever (LangChain), collection": lambda d, t: ours_lc_retriever(d, t, mode="collection"),
    "ours: ZonedRetriever (LlamaIndex), partition": ours_li_retriever,
    "ours: ZonedRetriever (LlamaIndex), collection": lambda d, t: ours_li_retriever(d, t, mode="collection"),
}


def measure(search: Search, data: list[dict]) -> dict[str, float]:
    queries = leaked = returned = foreign = pure = 0
    for t in data:
        for q in t["queries"]:
            got = search(t["task"], q)
            queries += 1
            returned += len(got)
            bad = sum(label != t["task"] for label in got)
            foreign += bad
            leaked += bad > 0
            pure += len(got) == K and bad == 0
    return {"leak_rate": leaked / queries, "foreign_share": foreign / max(1, returned), "own_recall": pure / queries,
            "queries": queries}


def main() -> None:
    out = ROOT / "benchmarks" / "store_leaks.json"
    data = tasks()
    results = {}
    with tempfile.TemporaryDirectory(prefix="zm-leaks-") as tmp:
        for name, build in CONFIGS.items():
            try:
                search = build(data, Path(tmp))
            except ImportError as exc:
                print(f"{name:75s} skipped: {exc}")
                continue
            results[name] = measure(search, data)
            r = results[name]
            print(f"{name:75s} leak rate {r['leak_rate']:6.1%}  foreign share {r['foreign_share']:6.1%}  "
                  f"own recall {r['own_recall']:6.1%}", flush=True)
    out.write_text(json.dumps({"tasks": len(data), "k": K, "results": results}, indent=2, ensure_ascii=False))
    chart(results, out.with_suffix(".png"))


def chart(results: dict[str, dict[str, float]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(results)
    fig, ax = plt.subplots(figsize=(10, 0.42 * len(names) + 1.2))
    values = [100 * results[n]["foreign_share"] for n in names]
    ax.barh(names, values, color=["#4a4" if n.startswith("ours") else "#c66" for n in names])
    for y, v in enumerate(values):
        ax.text(v + 1, y, f"{v:.0f}%", va="center", fontsize=8)
    ax.set_xlim(0, 105)
    ax.invert_yaxis()
    ax.set_xlabel("returned memories that belong to another task (%)")
    ax.set_title("Store-level leaks: 40 near-identical tasks in one store, k = 5")
    fig.savefig(path, dpi=90, bbox_inches="tight")


if __name__ == "__main__":
    main()
