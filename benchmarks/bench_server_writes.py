"""Benchmark: where a server write's time goes, our write_many against a raw Chroma add, interleaved.

    python benchmarks/bench_server_writes.py 101000     # on its own `chroma run`, ~5 min

Builds bench_store's data set (100 memories per task, one task per batch) through
`ZonedMemoryStore.write_many` over ``url=``; after each batch, the same records (embedded again,
as bench_store's baseline does) go to a raw collection on the same server with one ``add``, so
both grow side by side. Per 200 batches it prints the median milliseconds of: our records' add
(`PartitionBackend.add`), our version bump with the directory records (`ChromaZoneVersions.bump`),
our whole write_many, and the raw add; and the throughput ratio raw / ours over those batches.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import chromadb  # noqa: E402
from chromadb.config import Settings  # noqa: E402

import bench_store  # noqa: E402
from tests.chroma_server import ChromaServer  # noqa: E402
from zoned_memory import WordLlamaEmbedding, ZonedMemoryStore  # noqa: E402
from zoned_memory.backends import PartitionBackend  # noqa: E402
from zoned_memory.embeddings import PrecomputedOnlyEmbedding, embed_texts  # noqa: E402
from zoned_memory.versions import ChromaZoneVersions  # noqa: E402

WINDOW = 200


def timed(times: list[float], func):
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            times.append(time.perf_counter() - t0)
    return wrapper


def main() -> None:
    scale = int(sys.argv[1]) if len(sys.argv) > 1 else 101000
    times: dict[str, list[float]] = {"add": [], "bump": [], "write_many": [], "raw_add": []}
    PartitionBackend.add = timed(times["add"], PartitionBackend.add)  # type: ignore[method-assign]
    ChromaZoneVersions.bump = timed(times["bump"], ChromaZoneVersions.bump)  # type: ignore[method-assign]
    with ChromaServer(Path(tempfile.mkdtemp()) / "server") as server:
        store = ZonedMemoryStore.open(url=server.url, embedder=WordLlamaEmbedding())
        url = urlparse(server.url)
        client = chromadb.HttpClient(host=url.hostname, port=url.port, settings=Settings(anonymized_telemetry=False))
        raw = client.get_or_create_collection("raw", embedding_function=PrecomputedOnlyEmbedding(),
                                              configuration={"hnsw": {"space": "cosine"}})
        embedder = WordLlamaEmbedding()
        rng = random.Random(1)
        store.write_many(bench_store.context(0), ["warm-up"])
        for series in times.values():
            series.clear()
        for task in range((scale - bench_store.GLOBAL) // bench_store.PER_TASK):
            ctx, items = bench_store.context(task), bench_store.task_items(task, rng)
            records = timed(times["write_many"], store.write_many)(ctx, items)
            t0 = time.perf_counter()
            vectors = embed_texts(embedder, [r.text for r in records])
            raw.add(ids=[f"raw-{r.id}" for r in records], embeddings=vectors, documents=[r.text for r in records],
                    metadatas=[r.to_chroma_metadata() for r in records])
            times["raw_add"].append(time.perf_counter() - t0)
            if (task + 1) % WINDOW == 0:
                window = {k: v[-WINDOW:] for k, v in times.items()}
                row = {"batches": task + 1, **{f"{k}_p50_ms": round(1000 * statistics.median(v), 1)
                                              for k, v in window.items()},
                       "ratio": round(sum(window["raw_add"]) / sum(window["write_many"]), 3)}
                print(json.dumps(row), flush=True)
        print(json.dumps({"ratio_all": round(sum(times["raw_add"]) / sum(times["write_many"]), 3)}))


if __name__ == "__main__":
    main()
