"""Benchmark: the Chroma server costs the server-mode design rests on, each on its own `chroma run`.

    python benchmarks/bench_chroma_calls.py keys      # ~2 min
    python benchmarks/bench_chroma_calls.py ids       # ~3 min
    python benchmarks/bench_chroma_calls.py dirformat # ~2 min

``keys``: what many DISTINCT metadata keys cost a collection (a trap for any design that names
things by metadata keys, and for user metadata keys made from data). Two one-dimensional
collections grow side by side: one whose records all use the same key (``{"k": <uuid>}``), one
whose records each use a new key (``{"k:<uuid>": True}``). At 100 / 2,000 / 10,000 records:
a ``get`` of 3 ids and an ``upsert`` of one record (median of 20, interleaved).

``ids``: a ``get`` of 3 ids in a 100,000-record collection of memories (256 dimensions, the
store's metadata, documents) against a 2,000-record one-dimensional collection, interleaved
after each of 25 writes of 100 memories (does the big collection's size or its write backlog
cost a read by id?), and a ``where`` filter matching 10 records under a key no memory has.

``dirformat``: the server zone directory's reads with each record's id list in a metadata string
(this version) or in its document (0.8), in two collections built alike (a version record and a
100-id directory record per zone) at 1,000 and 10,000 zones: the filter for one zone's
directory records and the ``get`` of 3 version records (median of 30, interleaved).
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import chromadb  # noqa: E402
import numpy as np  # noqa: E402
from chromadb.config import Settings  # noqa: E402

from tests.chroma_server import ChromaServer  # noqa: E402

SIZES = (100, 2000, 10000)
REPS = 20


def _client(server: ChromaServer):
    url = urlparse(server.url)
    return chromadb.HttpClient(host=url.hostname, port=url.port, settings=Settings(anonymized_telemetry=False))


def keys() -> None:
    results = []
    with ChromaServer(Path(tempfile.mkdtemp()) / "server") as server:
        client = _client(server)
        same = client.get_or_create_collection("same-keys", embedding_function=None)
        many = client.get_or_create_collection("many-keys", embedding_function=None)
        total = 0
        for size in SIZES:
            while total < size:
                n = min(500, size - total)
                ids = [f"r{total + i}" for i in range(n)]
                same.add(ids=ids, embeddings=[[1.0]] * n, metadatas=[{"k": uuid.uuid4().hex} for _ in ids])
                many.add(ids=ids, embeddings=[[1.0]] * n, metadatas=[{f"k:{uuid.uuid4().hex}": True} for _ in ids])
                total += n
            times: dict[str, list[float]] = {"same_get3": [], "many_get3": [], "same_upsert": [], "many_upsert": []}
            for rep in range(REPS):
                for label, col, meta in (("same", same, {"k": uuid.uuid4().hex}),
                                         ("many", many, {f"k:{uuid.uuid4().hex}": True})):
                    t0 = time.perf_counter()
                    col.get(ids=["r1", "r2", "r3"], include=["metadatas"])
                    times[f"{label}_get3"].append(time.perf_counter() - t0)
                    t0 = time.perf_counter()
                    col.upsert(ids=[f"x{rep}"], embeddings=[[1.0]], metadatas=[meta])
                    times[f"{label}_upsert"].append(time.perf_counter() - t0)
            row = {"records": size, **{k: round(1000 * statistics.median(v), 2) for k, v in times.items()}}
            results.append(row)
            print(json.dumps(row), flush=True)
        collection = client.get_collection("many-keys")
        schema = getattr(collection, "schema", None)
        print(json.dumps({"many_keys_schema_chars": len(str(schema)) if schema is not None else None}))


def _memory_meta(task: int) -> dict:
    now = time.time()
    return {"user_id": "u", "session_id": f"s{task % 10}", "task_id": f"task{task}", "memory_scope": "task",
            "zone": f"task|u|s{task % 10}|task{task}", "source": "tool_output", "confidence": 0.9,
            "status": "validated", "kind": "general", "created_at": now, "last_accessed": now, "access_count": 0}


def _add_memories(col, n: int, task: int, rng: np.random.Generator) -> None:
    col.add(ids=[uuid.uuid4().hex for _ in range(n)], embeddings=rng.random((n, 256), dtype=np.float32),
            documents=[f"Company{task} holds {i * 37 % 9999} units of steel in Berlin #{i}" for i in range(n)],
            metadatas=[_memory_meta(task + i // 100) for i in range(n)])


def ids() -> None:
    rng = np.random.default_rng(1)
    with ChromaServer(Path(tempfile.mkdtemp()) / "server") as server:
        client = _client(server)
        big = client.get_or_create_collection("memories", embedding_function=None,
                                              configuration={"hnsw": {"space": "cosine"}})
        small = client.get_or_create_collection("small", embedding_function=None)
        small.add(ids=[f"x{i}" for i in range(2000)], embeddings=[[1.0]] * 2000, metadatas=[{"v": "1"}] * 2000)
        for batch in range(100):
            _add_memories(big, 1000, batch * 10, rng)
        big.upsert(ids=["v:a", "v:b", "v:c"], embeddings=rng.random((3, 256), dtype=np.float32),
                   metadatas=[{"v": "1"}] * 3)
        big.add(ids=[f"d{i}" for i in range(10)], embeddings=rng.random((10, 256), dtype=np.float32),
                metadatas=[{"zm_dir": "task|u|s|t"}] * 10)  # 10 records under a key no memory has
        time.sleep(3)
        big_t: list[float] = []
        small_t: list[float] = []
        filter_t: list[float] = []
        for write in range(25):
            _add_memories(big, 100, 10**6 + write, rng)
            big.upsert(ids=["v:a"], embeddings=rng.random((1, 256), dtype=np.float32), metadatas=[{"v": str(write)}])
            for _ in range(15):
                t0 = time.perf_counter()
                big.get(ids=["v:a", "v:b", "v:c"], include=["metadatas"])
                big_t.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                small.get(ids=["x1", "x2", "x3"], include=["metadatas"])
                small_t.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            found = big.get(where={"zm_dir": "task|u|s|t"}, include=["metadatas"])
            filter_t.append(time.perf_counter() - t0)
            assert len(found["ids"]) == 10
        print(json.dumps({"big_records": big.count(), "big_get3_p50_ms": round(1000 * statistics.median(big_t), 2),
                          "small_get3_p50_ms": round(1000 * statistics.median(small_t), 2),
                          "big_filter_10_of_100k_p50_ms": round(1000 * statistics.median(filter_t), 2)}))


def dirformat() -> None:
    for zones in (1000, 10000):
        with ChromaServer(Path(tempfile.mkdtemp()) / "server") as server:
            client = _client(server)
            cols = {fmt: client.get_or_create_collection(f"dir-{fmt}", embedding_function=None)
                    for fmt in ("metadata", "document")}
            for start in range(0, zones, 500):
                keys = [f"task|u|s{t % 10}|task{t}" for t in range(start, start + 500)]
                lists = [json.dumps([uuid.uuid4().hex for _ in range(100)]) for _ in keys]
                for fmt, col in cols.items():
                    col.add(ids=keys, embeddings=[[1.0]] * len(keys), metadatas=[{"v": uuid.uuid4().hex} for _ in keys])
                    ids = [uuid.uuid4().hex for _ in keys]
                    if fmt == "metadata":
                        col.add(ids=ids, embeddings=[[1.0]] * len(ids),
                                metadatas=[{"zone": k, "ids": v} for k, v in zip(keys, lists)])
                    else:
                        col.add(ids=ids, embeddings=[[1.0]] * len(ids), documents=lists,
                                metadatas=[{"zone": k} for k in keys])
            time.sleep(3)
            times: dict[str, list[float]] = {f"{fmt}_{op}": [] for fmt in cols for op in ("directory", "versions")}
            for rep in range(30):
                zone = f"task|u|s{rep % 10}|task{(rep * 37) % zones}"
                for fmt, col in cols.items():
                    t0 = time.perf_counter()
                    col.get(where={"zone": zone}, include=["documents", "metadatas"])
                    times[f"{fmt}_directory"].append(time.perf_counter() - t0)
                    t0 = time.perf_counter()
                    col.get(ids=[zone, "global|u", "session|u|s1"], include=["metadatas"])
                    times[f"{fmt}_versions"].append(time.perf_counter() - t0)
            print(json.dumps({"zones": zones, **{f"{k}_p50_ms": round(1000 * statistics.median(v), 2)
                                                 for k, v in times.items()}}), flush=True)


if __name__ == "__main__":
    {"keys": keys, "ids": ids, "dirformat": dirformat}[sys.argv[1] if len(sys.argv) > 1 else "keys"]()
