"""Warm-search tail: the same 5,000-memory store searched in a loop, with and without the
background access-statistics writer (which is what makes the tail).

    python benchmarks/bench_warm_tail.py flush 300      # default store
    python benchmarks/bench_warm_tail.py noflush 300    # access statistics never written
"""
import random
import tempfile
import time
import numpy as np
from zoned_memory import ZonedMemoryStore, TaskContext
import sys
store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
if len(sys.argv) > 1 and sys.argv[1] == "noflush": store._access_flush_seconds = 1e9; store._access_flush_every = 10**9
rng = random.Random(1)
ctxs = [TaskContext(user_id="u", session_id=f"s{t%10}", task_id=f"t{t}") for t in range(50)]
for c in ctxs:
    store.write_many(c, [f"{rng.choice(['Acme','Globex','Initech'])} warehouse {n} holds {rng.randint(1,999)} units" for n in range(100)])
store.write_many(ctxs[0], [{"text": f"global pref {n}", "scope": "global"} for n in range(1000)])
qs = ["what is the current stock", "当前库存是多少", "who is the account manager", "monthly spend"]
for c in ctxs: store.search(c, "warm up")
times = []

for rep in range(int(sys.argv[2]) if len(sys.argv) > 2 else 40):
    for c in ctxs:
        t = time.perf_counter(); store.search(c, qs[rep % 4], k=5); times.append(time.perf_counter() - t)
print("p50 %.3f p95 %.3f p99 %.3f ms" % tuple(1000*np.percentile(times, p) for p in (50, 95, 99)))

