"""Model-based property tests: random users x sessions x tasks, writes to every scope, status
changes, revocations, deletes, reviews, task deletes, searches with and without caller filters,
on both layouts with the cache on and off. A plain-Python model of the store is the oracle.

CI runs a bounded, seeded number of examples; a longer run is one command:

    ZM_PROPERTY_EXAMPLES=500 python -m pytest tests/test_properties.py
"""

from __future__ import annotations

import collections
import itertools
import os
import tempfile

import numpy as np
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, multiple, RuleBasedStateMachine, consumes, initialize, invariant, rule

from zoned_memory import CacheConfig, Scope, TaskContext, WordLlamaEmbedding, ZonedMemoryStore
from zoned_memory.scope import zone_key
from zoned_memory.scoring import DecayPolicy, score, status_factor

EXAMPLES = int(os.environ.get("ZM_PROPERTY_EXAMPLES", "15"))
EMBEDDER = WordLlamaEmbedding()
USERS, SESSIONS, TASKS = ("u1", "u2"), ("s1", "s2"), ("t1", "t2")
WORDS = ["inventory", "warehouse", "revenue", "margin", "deploy", "server", "库存", "营收", "合同", "客户",
         "Acme", "Globex", "tables", "charts", "python", "budget"]
contexts = st.builds(TaskContext, user_id=st.sampled_from(USERS), session_id=st.sampled_from(SESSIONS),
                     task_id=st.sampled_from(TASKS))
texts = st.lists(st.sampled_from(WORDS), min_size=2, max_size=5).map(" ".join)
counter = itertools.count()
STATS: collections.Counter[str] = collections.Counter()


class Clock:
    now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def make_machine(mode: str, cached: bool) -> type[RuleBasedStateMachine]:
    class ZonedStoreMachine(RuleBasedStateMachine):
        memories = Bundle("memories")

        def __init__(self) -> None:
            super().__init__()
            self.clock = Clock()
            self.store = ZonedMemoryStore.open(
                path=tempfile.mkdtemp(prefix="zm-prop-"), mode=mode, embedder=EMBEDDER, clock=self.clock,
                cache=CacheConfig() if cached else CacheConfig(max_vectors=0))
            #: id -> [zone, text, status, scope, ctx, confidence, kind, times returned by a search]
            self.model: dict[str, list] = {}

        @initialize(target=memories, items=st.lists(st.tuples(contexts, texts), min_size=6, max_size=12))
        def seed(self, items):
            ids = [self.write(ctx, text, scope, source) for (ctx, text), scope, source in
                   zip(items, itertools.cycle(["task", "session", "global"]),
                       itertools.cycle(["tool_output", "model_inference", "user_input", "model_inference"]))]
            return multiple(*ids)

        @rule(target=memories, ctx=contexts, text=texts, scope=st.sampled_from(["task", "session", "global"]),
              source=st.sampled_from(["tool_output", "user_input", "model_inference"]))
        def write(self, ctx, text, scope, source):
            text = f"{text} #{next(counter)}"  # unique texts: no exact ties
            record = self.store.write(ctx, text, scope=scope, source=source)
            self.model[record.id] = [record.zone, text, record.status.value, scope, ctx, record.confidence, record.kind,
                                     0]
            return record.id

        @rule(memory=memories, status=st.sampled_from(["validated", "outdated", "revoked"]))
        def set_status(self, memory, status):
            if memory not in self.model:
                return
            self.store.set_status(self.model[memory][4], [memory], status)
            self.model[memory][2] = status

        @rule(memory=consumes(memories))
        def delete(self, memory):
            if memory not in self.model:
                return
            self.store.delete(self.model.pop(memory)[4], [memory])

        @rule(ctx=contexts)
        def delete_task(self, ctx):
            zone = zone_key(Scope.TASK, ctx)
            gone = [i for i, m in self.model.items() if m[0] == zone]
            assert self.store.delete_task(ctx) == len(gone)
            for i in gone:
                del self.model[i]

        @rule(ctx=contexts)
        def review(self, ctx):
            self.store.review_task(ctx)
            zone = zone_key(Scope.TASK, ctx)
            for m in self.model.values():
                if m[0] == zone and m[2] == "unverified":
                    m[2] = "outdated"

        @rule(user=st.sampled_from(USERS))
        def prune(self, user):
            """Global memories returned by fewer than 1 search (2 when outdated) go: retention is
            (1 + access count) x status factor x decay, and the clock does not move."""
            report = self.store.prune_global(user, min_retention=1.5, dry_run=False)
            gone = {i for i, m in self.model.items() if m[0] == f"global|{user}"
                    and (1 + m[7]) * status_factor(m[2]) < 1.5}
            assert {r.id for r in report.removed} == gone
            for i in gone:
                del self.model[i]

        @rule(ctx=contexts, query=texts, k=st.integers(1, 8), narrow=st.booleans())
        def search(self, ctx, query, k, narrow):
            where = {"source": {"$ne": "model_inference"}} if narrow else None
            hits = self.store.search(ctx, query, k=k, where=where)
            STATS["searches"] += 1
            STATS["hits"] += len(hits)
            zones = {zone_key(Scope.TASK, ctx), zone_key(Scope.SESSION, ctx), zone_key(Scope.GLOBAL, ctx)}
            allowed = {i: m for i, m in self.model.items() if m[0] in zones and m[2] != "revoked"}
            if narrow:
                allowed = {i: m for i, m in allowed.items()
                           if self.store.get(m[4], [i])[0].source.value != "model_inference"}
            ids = [h.record.id for h in hits]
            assert len(set(ids)) == len(ids)
            for i in ids:
                if i in self.model:
                    self.model[i][7] += 1
            assert set(ids) <= set(allowed), "a hit outside the caller's zones, revoked or deleted"
            assert len(hits) == min(k, len(allowed))
            if not allowed:
                return
            # the oracle's scores: the same formula over every allowed memory
            order = list(allowed)
            q = EMBEDDER([query])[0]
            vectors = np.asarray(EMBEDDER([allowed[i][1] for i in order]))
            policy = DecayPolicy()
            final = score(vectors @ q, [allowed[i][5] * status_factor(allowed[i][2]) for i in order],
                          age_seconds=[0.0] * len(order),
                          half_life=[np.nan if policy.half_life(allowed[i][6]) is None else policy.half_life(allowed[i][6])
                                     for i in order])
            expected = {order[n] for n in np.argsort(-final)[:k]}
            kth = np.sort(final)[::-1][min(k, len(final)) - 1]
            for i in set(ids) ^ expected:  # differences only where scores tie at the cut
                assert abs(final[order.index(i)] - kth) < 1e-5, (ids, expected)

        @invariant()
        def records_match_the_model(self):
            for ctx in {m[4] for m in self.model.values()}:
                stored = {r.id: r.status.value for r in self.store.records(ctx, scopes=("task", "session", "global"))}
                zones = {zone_key(Scope.TASK, ctx), zone_key(Scope.SESSION, ctx), zone_key(Scope.GLOBAL, ctx)}
                assert stored == {i: m[2] for i, m in self.model.items() if m[0] in zones}

        def teardown(self):
            self.store.close()

    return ZonedStoreMachine


@pytest.mark.parametrize("mode", ["partition", "collection"])
@pytest.mark.parametrize("cached", [True, False], ids=["cached", "chroma"])
def test_the_store_behaves_like_its_model(mode, cached):
    machine = make_machine(mode, cached)
    machine.TestCase.settings = settings(max_examples=EXAMPLES, stateful_step_count=20, deadline=None,
                                         derandomize=True, database=None,
                                         suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    STATS.clear()
    machine.TestCase().runTest()
    assert STATS["searches"] >= 10 and STATS["hits"] >= 10, STATS  # the machine really searched and found
