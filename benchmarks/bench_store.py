"""Benchmark: scoped search and writes at 10k and 100k memories, zoned store vs raw Chroma.

Layout: 1 user, 10 sessions, N tasks x 100 memories, plus a 1,000-memory global zone.
Each phase runs in its own process, so "search" starts from a freshly reopened store and
its peak RSS is its own.

    python benchmarks/bench_store.py --out benchmarks/results.json     # everything (~10 min)
    python benchmarks/bench_store.py --scales 10000 --modes partition  # a quick look
    python benchmarks/bench_store.py --server --scales 11000,101000     # over a real `chroma run`

With ``--server`` every (mode, scale) gets its own ``chroma run`` on loopback; the zoned store
opens it by ``url=`` and the raw-Chroma baseline talks to the same server.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory import CacheConfig, TaskContext, WordLlamaEmbedding, ZonedMemoryStore  # noqa: E402
from zoned_memory.embeddings import embed_texts  # noqa: E402
from zoned_memory.scope import build_scope_filter  # noqa: E402
from tests.chroma_server import ChromaServer  # noqa: E402

PER_TASK = 100
GLOBAL = 1000
SESSIONS = 10
K = 5
TEMPLATES = [
    "{c} warehouse {w} holds {n} units of {p}",
    "{c}的{w}仓库库存为{n}件{p}",
    "{c} monthly spend is {n} thousand on {p}",
    "{c}上季度{p}利润率为{r}%",
    "Calling the {p} API of {c} with page={r} failed; use a cursor",
    "{c} account manager for {p} is {m}",
    "{c}的客户经理是{m}，负责{p}",
    "{c} reported {r}% growth in {w} for {p}",
]
PRODUCTS = ["steel", "copper", "chips", "shoes", "tea", "coffee", "laptops", "phones", "toys", "paper"]
CITIES = ["Shanghai", "Shenzhen", "Berlin", "Austin", "Lagos", "Lima", "Osaka", "Pune"]
PEOPLE = ["Zhang", "Li", "Wang", "Smith", "Jones", "Garcia", "Chen", "Liu", "Kim", "Ng"]
QUERIES = ["what is the current stock", "当前库存是多少", "who is the account manager", "利润率是多少",
           "how do I call the export API", "monthly spend", "growth this quarter", "客户经理是谁"]
SOURCES = ["tool_output", "user_input", "model_inference", "summary"]


def context(t: int) -> TaskContext:
    return TaskContext(user_id="bench-user", session_id=f"s{t % SESSIONS}", task_id=f"task{t}")


def task_items(t: int, rng: random.Random) -> list[dict]:
    items = []
    for i in range(PER_TASK):
        text = rng.choice(TEMPLATES).format(c=f"Company{t}", w=rng.choice(CITIES), n=rng.randint(1, 9999),
                                            p=rng.choice(PRODUCTS), r=rng.randint(1, 60), m=rng.choice(PEOPLE))
        items.append({"text": f"{text} #{i}", "source": rng.choice(SOURCES), "kind": "general"})
    return items


def global_items(rng: random.Random) -> list[dict]:
    return [{"text": f"user preference {i}: {rng.choice(PRODUCTS)} reports in {rng.choice(CITIES)} style",
             "scope": "global", "source": "user_input", "kind": "preference"} for i in range(GLOBAL)]


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def progress(items: list, label: str):
    """A progress bar on stderr while data is built (tqdm, from the `bench` extra, if installed)."""
    try:
        from tqdm import tqdm
    except ImportError:
        return items
    return tqdm(items, desc=label, unit="batch", file=sys.stderr, mininterval=5)


def open_store(args: argparse.Namespace, **kw) -> ZonedMemoryStore:
    where = {"url": args.url} if args.url else {"path": args.path}
    return ZonedMemoryStore.open(**where, mode=args.mode, **kw)


def raw_client(args: argparse.Namespace):
    """The baseline's client: the same server, or an embedded store beside ours."""
    import chromadb
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False)
    if args.url:
        from urllib.parse import urlparse

        u = urlparse(args.url)
        return chromadb.HttpClient(host=u.hostname, port=u.port, settings=settings)
    return chromadb.PersistentClient(path=args.path + "-raw", settings=settings)


def cmd_build(args: argparse.Namespace) -> dict:
    """Write the data set through write_many, and the same records through raw Chroma add."""
    rng = random.Random(1)
    n_tasks = (args.scale - GLOBAL) // PER_TASK
    batches = [(context(t), task_items(t, rng)) for t in range(n_tasks)]
    batches.insert(0, (context(0), global_items(rng)))
    store = open_store(args, embedder=WordLlamaEmbedding())
    store.write_many(context(0), ["warm-up"])  # load the model and create the collection
    store.delete_task(context(0))
    t0 = time.perf_counter()
    written = []
    for ctx, items in progress(batches, f"writing {args.scale:,} memories"):
        written.append((ctx, store.write_many(ctx, items)))
    store_seconds = time.perf_counter() - t0
    n = sum(len(items) for _, items in batches)

    if not args.raw:
        return {"records": n, "write_many_per_s": n / store_seconds, "peak_rss_mb": peak_rss_mb()}
    # raw Chroma: same records, same batches, same layout; embeddings computed in the timed part too
    raw = raw_client(args)
    from zoned_memory.embeddings import PrecomputedOnlyEmbedding

    emb = WordLlamaEmbedding()
    cols: dict[str, object] = {}

    def raw_col(zone: str):
        name = "raw" if args.mode == "partition" else f"raw-{abs(hash(zone)) % 10**12}"
        if name not in cols:
            cols[name] = raw.get_or_create_collection(
                name, embedding_function=PrecomputedOnlyEmbedding(), configuration={"hnsw": {"space": "cosine"}})
        return cols[name]

    t0 = time.perf_counter()
    for _, records in written:
        by_zone: dict[str, list] = {}
        for r in records:
            by_zone.setdefault(r.zone, []).append(r)
        for zone, recs in by_zone.items():
            vectors = embed_texts(emb, [r.text for r in recs])
            raw_col(zone).add(ids=[r.id for r in recs], embeddings=vectors, documents=[r.text for r in recs],
                              metadatas=[r.to_chroma_metadata() for r in recs])
    raw_seconds = time.perf_counter() - t0
    return {"records": n, "write_many_per_s": n / store_seconds, "raw_add_per_s": n / raw_seconds,
            "write_ratio": raw_seconds / store_seconds, "peak_rss_mb": peak_rss_mb()}


def cmd_search(args: argparse.Namespace) -> dict:
    """Fresh process, reopened store: first touch and warm searches, recall, raw filtered query."""
    rng = random.Random(2)
    n_tasks = (args.scale - GLOBAL) // PER_TASK
    tasks = rng.sample(range(n_tasks), min(args.sample, n_tasks))
    emb = WordLlamaEmbedding()
    emb(["warm the model"])
    t0 = time.perf_counter()
    store = open_store(args, embedder=emb, cache=None if args.cache else CacheConfig(max_vectors=0))
    open_ms = (time.perf_counter() - t0) * 1000

    # a first search loads the global zone (shared by every task of the user): timed apart
    t0 = time.perf_counter()
    store.search(context(tasks[0]), QUERIES[0], k=K)
    very_first_ms = (time.perf_counter() - t0) * 1000

    first, warm, recalls = [], [], []
    for t in tasks[1:]:
        ctx = context(t)
        t0 = time.perf_counter()
        store.search(ctx, QUERIES[t % len(QUERIES)], k=K)
        first.append((time.perf_counter() - t0) * 1000)
    for rep in range(args.warm_reps):
        for t in tasks[1:]:
            ctx = context(t)
            q = QUERIES[(t + rep + 1) % len(QUERIES)]
            t0 = time.perf_counter()
            hits = store.search(ctx, q, k=K)
            warm.append((time.perf_counter() - t0) * 1000)
            if rep == 0 and len(recalls) < 100:
                recalls.append(recall_at_k(store, ctx, q, hits))
    store.close()

    # raw Chroma: the same scoped filter as one filtered query on the same data
    raw = None
    if args.mode == "partition" and args.raw:
        from zoned_memory.embeddings import PrecomputedOnlyEmbedding

        col = raw_client(args).get_collection("raw", embedding_function=PrecomputedOnlyEmbedding())
        raw_first, raw_warm = [], []
        for rep, bucket in ((0, raw_first), (1, raw_warm)):
            for t in tasks[1:]:
                ctx = context(t)
                vec = embed_texts(emb, [QUERIES[(t + rep) % len(QUERIES)]])[0]
                t0 = time.perf_counter()
                col.query(query_embeddings=[vec], n_results=K, where=build_scope_filter(ctx).where(),
                          include=["documents", "metadatas", "distances"])
                bucket.append((time.perf_counter() - t0) * 1000)
        raw = {"first_p50_ms": statistics.median(raw_first), "warm_p50_ms": statistics.median(raw_warm)}
        raw["peers"] = peer_searches(args, col, tasks[1:], emb)
    return {
        "open_ms": open_ms,
        "very_first_search_ms": very_first_ms,
        "first_touch_p50_ms": statistics.median(first),
        "first_touch_p95_ms": float(np.percentile(first, 95)),
        "warm_p50_ms": statistics.median(warm),
        "warm_p95_ms": float(np.percentile(warm, 95)),
        "warm_p99_ms": float(np.percentile(warm, 99)),
        "first_touch_p99_ms": float(np.percentile(first, 99)),
        "recall_at_k": float(np.mean(recalls)) if recalls else None,
        "raw_chroma": raw,
        "peak_rss_mb": peak_rss_mb(),
        "cache": store.cache.stats(),
    }


def peer_searches(args: argparse.Namespace, col, tasks: list[int], emb) -> dict:
    """The same scoped query through the peers a user would otherwise use, over the same raw
    collection: langchain-chroma's retriever with the equivalent filter, LlamaIndex's
    ChromaVectorStore with MetadataFilters (each skipped when not installed: the `bench` extra)."""
    out: dict = {}
    queries = [(context(t), QUERIES[t % len(QUERIES)]) for t in tasks]
    try:
        from langchain_chroma import Chroma

        from benchmarks.peer_embeddings import langchain_embeddings

        lc = Chroma(client=raw_client(args), collection_name="raw", embedding_function=langchain_embeddings(emb))
        times = []
        for ctx, q in queries:
            t0 = time.perf_counter()
            lc.as_retriever(search_kwargs={"k": K, "filter": build_scope_filter(ctx).where()}).invoke(q)
            times.append((time.perf_counter() - t0) * 1000)
        out["langchain_chroma_p50_ms"] = statistics.median(times)
        out["langchain_chroma_p95_ms"] = float(np.percentile(times, 95))
    except ImportError as exc:
        out["langchain_chroma"] = f"skipped: {exc}"
    try:
        from llama_index.core.vector_stores import (FilterCondition, FilterOperator, MetadataFilter,
                                                    MetadataFilters, VectorStoreQuery)
        from llama_index.vector_stores.chroma import ChromaVectorStore

        vs = ChromaVectorStore(chroma_collection=col)
        times = []
        for ctx, q in queries:
            flt = build_scope_filter(ctx)
            filters = MetadataFilters(filters=[
                MetadataFilter(key="zone", value=list(flt.zones), operator=FilterOperator.IN),
                MetadataFilter(key="status", value="revoked", operator=FilterOperator.NE)],
                condition=FilterCondition.AND)
            t0 = time.perf_counter()
            vec = embed_texts(emb, [q])[0].tolist()
            vs.query(VectorStoreQuery(query_embedding=vec, similarity_top_k=K, filters=filters))
            times.append((time.perf_counter() - t0) * 1000)
        out["llamaindex_chroma_p50_ms"] = statistics.median(times)
        out["llamaindex_chroma_p95_ms"] = float(np.percentile(times, 95))
    except ImportError as exc:
        out["llamaindex_chroma"] = f"skipped: {exc}"
    return out


def recall_at_k(store: ZonedMemoryStore, ctx: TaskContext, query: str, hits) -> float:
    """Exact funnel over every allowed record (no candidate cut-off) vs what search returned."""
    flt = build_scope_filter(ctx)
    rows = store.backend.get(flt)
    if not rows.ids:
        return 1.0
    texts = rows.texts
    vectors = embed_texts(store.embedder, texts)
    sims = vectors @ embed_texts(store.embedder, [query])[0]
    from zoned_memory.records import MemoryRecord
    from zoned_memory.scoring import score

    records = [MemoryRecord.from_chroma(i, t, m) for i, t, m in zip(rows.ids, rows.texts, rows.metas)]
    now = store.clock()
    final = score(sims, [r.confidence for r in records], age_seconds=[now - r.created_at for r in records],
                  half_life=[np.nan if store.decay.half_life(r.kind) is None else store.decay.half_life(r.kind)
                             for r in records])
    exact = {records[i].id for i in np.argsort(-final)[:K]}
    return len(exact & {h.record.id for h in hits}) / max(1, min(K, len(exact)))


def run_phase(phase: str, **kw) -> dict:
    argv = [sys.executable, __file__, phase] + [f"--{k.replace('_', '-')}={v}" for k, v in kw.items()]
    out = subprocess.run(argv, stdout=subprocess.PIPE, text=True, check=False)  # stderr: progress, errors
    if out.returncode != 0:
        raise SystemExit(f"{phase} failed (its error is above)")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("phase", nargs="?", default="all", choices=["all", "build", "search"])
    parser.add_argument("--scales", default="11000,101000")
    parser.add_argument("--modes", default="partition,collection")
    parser.add_argument("--scale", type=int, default=11000)
    parser.add_argument("--mode", default="partition")
    parser.add_argument("--path", default="")
    parser.add_argument("--cache", type=int, default=1)
    parser.add_argument("--sample", type=int, default=201)
    parser.add_argument("--warm-reps", type=int, default=5)
    parser.add_argument("--out", default="")
    parser.add_argument("--raw", type=int, default=1, help="0: skip the raw-Chroma baseline (e.g. at 1M)")
    parser.add_argument("--url", default="", help="(phases) a running Chroma server")
    parser.add_argument("--server", action="store_true", help="run every phase against its own `chroma run`")
    args = parser.parse_args()
    if args.phase == "build":
        print(json.dumps(cmd_build(args)))
        return
    if args.phase == "search":
        print(json.dumps(cmd_search(args)))
        return
    results = []
    workdir = Path(tempfile.mkdtemp(prefix="zm-bench-"))
    try:
        for mode in args.modes.split(","):
            for scale in (int(s) for s in args.scales.split(",")):
                path = str(workdir / f"{mode}-{scale}")
                with contextlib.ExitStack() as stack:
                    where = {"path": path}
                    if args.server:
                        server = stack.enter_context(ChromaServer(Path(path + "-server")))
                        where = {"url": server.url}
                    build = run_phase("build", scale=scale, mode=mode, raw=args.raw, **where)
                    search = run_phase("search", scale=scale, mode=mode, sample=args.sample,
                                       warm_reps=args.warm_reps, raw=args.raw, **where)
                    nocache = run_phase("search", scale=scale, mode=mode, sample=min(args.sample, 101),
                                        warm_reps=1, cache=0, raw=args.raw, **where)
                row = {"mode": mode, "scale": scale, "server": args.server, "build": build, "search": search,
                       "search_no_cache": nocache}
                results.append(row)
                print(json.dumps(row), flush=True)
                shutil.rmtree(path + "-server", ignore_errors=True)
                shutil.rmtree(path, ignore_errors=True)
                shutil.rmtree(path + "-raw", ignore_errors=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"cpu_count": os.cpu_count(), "results": results}, indent=2))


if __name__ == "__main__":
    main()
