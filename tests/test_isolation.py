"""Isolation is a security property: no hit from outside the caller's zones, in any layout."""

from __future__ import annotations

import random

import numpy as np
import pytest

from zoned_memory import IsolationError, Scope, StoreError, TaskContext
from zoned_memory.rows import Rows


def assert_inside(ctx: TaskContext, hits) -> None:
    for hit in hits:
        r = hit.record
        assert r.user_id == ctx.user_id, r
        if r.memory_scope is Scope.TASK:
            assert (r.session_id, r.task_id) == (ctx.session_id, ctx.task_id), r
        elif r.memory_scope is Scope.SESSION:
            assert r.session_id == ctx.session_id, r


def test_article_adversarial_case(store):
    """Task A stores 上海仓库库存为1200件; task B asks 当前库存是多少 and must not see it."""
    a = TaskContext(user_id="u1", session_id="s1", task_id="A")
    b = a.with_task("B")
    store.write(a, "上海仓库库存为1200件", source="tool_output", kind="inventory")
    store.write(a, "The Shanghai warehouse holds 1200 units", source="tool_output", kind="inventory")
    assert store.search(b, "当前库存是多少") == []
    assert store.search(b, "What is the current stock?") == []
    store.write(b, "上海仓库库存为800件", source="tool_output", kind="inventory")
    store.write(b, "The Shanghai warehouse holds 800 units", source="tool_output", kind="inventory")
    zh = store.search(b, "当前库存是多少", k=5)
    en = store.search(b, "What is the current stock?", k=5)
    assert {h.text for h in zh} | {h.text for h in en} == {"上海仓库库存为800件", "The Shanghai warehouse holds 800 units"}
    assert "上海仓库库存为1200件" in [h.text for h in store.search(a, "当前库存是多少", k=5)]


ZH = [
    "{c}的上海仓库库存为{n}件",
    "{c}的月均消费额为{m}万元",
    "{c}的客户经理是{p}",
    "调用{c}的导出接口时分页参数失败，改用游标",
    "{c}上季度利润率为{r}%",
    "{c}的主要竞争对手是{o}",
]
EN = [
    "{c} keeps {n} units in the Shanghai warehouse",
    "{c} spends {m}k per month on average",
    "The account manager of {c} is {p}",
    "Calling the export API of {c} with page= failed; use the cursor instead",
    "{c} had a profit margin of {r}% last quarter",
    "The main competitor of {c} is {o}",
]
QUERIES_ZH = ["当前库存是多少", "月均消费额是多少", "客户经理是谁", "导出接口怎么调用", "利润率是多少"]
QUERIES_EN = ["What is the current stock?", "How much do they spend per month?", "Who is the account manager?",
              "How do I call the export API?", "What was the profit margin?"]
PEOPLE = ["Zhang", "Li", "Wang", "Smith", "Jones", "Garcia", "Chen", "Liu"]


def build_contamination(store, n_tasks: int = 60, seed: int = 7):
    """n_tasks near-identical tasks (same templates, contradictory facts), zh and en, 3 users x 2 sessions."""
    rng = random.Random(seed)
    contexts = []
    for t in range(n_tasks):
        ctx = TaskContext(user_id=f"user{t % 3}", session_id=f"s{(t // 3) % 2}", task_id=f"task{t}")
        templates = ZH if t % 2 == 0 else EN
        facts = dict(c=f"Company{t}", n=rng.randint(100, 5000), m=rng.randint(1, 99),
                     p=rng.choice(PEOPLE), r=rng.randint(1, 40), o=f"Company{rng.randint(0, n_tasks)}")
        store.write_many(ctx, [{"text": tpl.format(**facts), "source": "tool_output", "kind": "inventory"}
                               for tpl in templates])
        contexts.append(ctx)
    for ctx in contexts[:6]:
        store.write(ctx, f"{ctx.session_id}会话约定：金额单位为万元 / amounts in 10k", scope="session")
        store.write(ctx, f"{ctx.user_id} prefers answers as tables / 偏好表格", scope="global", kind="preference")
    return contexts


def test_generated_contamination_zero_foreign_hits(store):
    contexts = build_contamination(store)
    checked = 0
    for ctx in contexts:
        queries = QUERIES_ZH if int(ctx.task_id[4:]) % 2 == 0 else QUERIES_EN
        for q in queries:
            hits = store.search(ctx, q, k=5)
            assert hits, (ctx, q)
            assert_inside(ctx, hits)
            assert any(h.record.task_id == ctx.task_id and h.record.memory_scope is Scope.TASK for h in hits)
            checked += 1
    assert checked == 300


def test_zones_shared_exactly_where_they_should_be(store):
    a = TaskContext(user_id="u1", session_id="s1", task_id="t1")
    same_session = TaskContext(user_id="u1", session_id="s1", task_id="t2")
    other_session = TaskContext(user_id="u1", session_id="s2", task_id="t1")
    other_user = TaskContext(user_id="u2", session_id="s1", task_id="t1")  # same session/task names!
    everyone = [a, same_session, other_session, other_user]
    written = {}
    for n, ctx in enumerate(everyone):
        for scope in ("task", "session", "global"):
            written[(n, scope)] = store.write(ctx, f"shared token memory {scope} from writer {n}", scope=scope).id

    def visible(ctx):
        return {h.record.id for h in store.search(ctx, "shared token memory", k=50)}

    w = written
    assert visible(a) == {w[0, "task"], w[0, "session"], w[1, "session"], w[0, "global"], w[1, "global"], w[2, "global"]}
    assert visible(same_session) == {w[1, "task"], w[0, "session"], w[1, "session"], w[0, "global"], w[1, "global"], w[2, "global"]}
    assert visible(other_session) == {w[2, "task"], w[2, "session"], w[0, "global"], w[1, "global"], w[2, "global"]}
    assert visible(other_user) == {w[3, "task"], w[3, "session"], w[3, "global"]}
    assert {h.record.id for h in store.search(a, "shared token memory", k=50, scopes=["task"])} == {w[0, "task"]}


def test_a_foreign_record_reaching_results_raises(store, ctx, monkeypatch):
    store.write(ctx, "my own memory")
    foreign_meta = store.write(ctx.with_task("other"), "foreign memory").to_chroma_metadata()
    vec = store._embed(["foreign memory"])

    def forged_load(flt):
        return {zone: Rows(ids=["forged"], texts=["foreign memory"], metas=[foreign_meta], vectors=vec)
                for zone in flt.zones}

    def forged_query(flt, where, vector, n):
        return Rows(ids=["forged"], texts=["foreign memory"], metas=[foreign_meta], similarities=np.array([0.99]))

    store.cache.clear()
    monkeypatch.setattr(store.backend, "load_zones", forged_load)
    monkeypatch.setattr(store.backend, "query", forged_query)
    with pytest.raises(IsolationError, match="refusing|outside"):
        store.search(ctx, "memory")


def test_revoked_then_deleted_never_served_from_cache(make_store, ctx):
    store = make_store()
    mem = store.write(ctx, "secret number is 42")
    assert store.search(ctx, "secret number")
    store.set_status(ctx, [mem.id], "revoked")
    assert store.search(ctx, "secret number") == []
    store.set_status(ctx, [mem.id], "validated")
    assert store.search(ctx, "secret number")
    store.delete_task(ctx)
    assert store.search(ctx, "secret number") == []


def test_write_during_zone_load_is_not_lost(make_store, ctx, monkeypatch):
    """A load that started before a write must not install a snapshot missing that write."""
    store = make_store()
    store.write(ctx, "first memory")
    real_load = store.backend.load_zones
    injected = {}

    def slow_load(flt):
        rows = real_load(flt)
        if not injected:  # another thread writes while this load is in flight
            injected["rec"] = store.write(ctx, "second memory written meanwhile")
        return rows

    monkeypatch.setattr(store.backend, "load_zones", slow_load)
    store.search(ctx, "memory", k=10)
    monkeypatch.undo()
    assert {h.text for h in store.search(ctx, "memory", k=10)} >= {"first memory", "second memory written meanwhile"}


@pytest.mark.parametrize("cached", [True, False])
@pytest.mark.parametrize("plant", ["no-status", "forged-owner"])
def test_a_record_planted_around_the_store_is_never_returned(make_store, ctx, cached, plant, tmp_path):
    """Chroma's $ne matches records lacking the key: a record planted in the caller's zone
    without `status`, or with another user's id, must raise when read, never be returned."""
    path = tmp_path / "planted"
    store = make_store(path=path, cached=cached)
    store.write(ctx, "genuine memory about revenue")
    genuine = store.records(ctx)[0].to_chroma_metadata()
    meta = ({"zone": "task|alice|s1|task-a", "user_id": "alice", "task_id": "task-a"} if plant == "no-status"
            else {**genuine, "user_id": "mallory"})
    store.backend._col().add(ids=["planted"], embeddings=store._embed(["planted memory about revenue"]),
                             documents=["planted memory about revenue"], metadatas=[meta])
    reopened = make_store(path=path, cached=cached)  # a fresh process: the zone index catches up
    with pytest.raises((IsolationError, StoreError)):
        reopened.search(ctx, "revenue", k=5)


def test_zone_index_is_rebuilt_when_missing(make_store, ctx, tmp_path):
    from zoned_memory.zone_index import INDEX_FILENAME

    path = tmp_path / "rebuild"
    store = make_store(path=path)
    store.write_many(ctx, ["alpha memory", "beta memory"])
    store.write(ctx, "gamma memory", scope="global")
    store.backend.zone_index.close()
    (path / f"zoned_memory.{INDEX_FILENAME}").unlink()
    reopened = make_store(path=path)
    assert {h.text for h in reopened.search(ctx, "memory", k=10)} == {"alpha memory", "beta memory", "gamma memory"}
    assert reopened.backend.zone_index.count() == 3


def test_concurrent_writers_and_searchers_stay_isolated(make_store):
    """Threads writing and searching their own tasks at once never see each other's memories."""
    import threading

    store = make_store()
    errors: list[BaseException] = []

    def worker(n: int) -> None:
        ctx = TaskContext(user_id=f"user{n % 2}", session_id="s", task_id=f"task{n}")
        try:
            for i in range(15):
                store.write(ctx, f"task{n} inventory figure {i}: {n * 1000 + i} units", source="tool_output")
                hits = store.search(ctx, "inventory figure units", k=5)
                assert hits and all(h.record.task_id == f"task{n}" for h in hits if h.record.memory_scope is Scope.TASK)
                assert all(h.record.user_id == ctx.user_id for h in hits)
                if i % 5 == 4:
                    store.set_status(ctx, [hits[-1].record.id], "revoked")
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    for n in range(6):
        ctx = TaskContext(user_id=f"user{n % 2}", session_id="s", task_id=f"task{n}")
        assert len(store.records(ctx)) == 15
        assert all(h.record.status.value != "revoked" for h in store.search(ctx, "inventory", k=20))
