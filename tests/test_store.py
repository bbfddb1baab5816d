"""ZonedMemoryStore behaviour, in every layout (partition / collection) and with and without the cache."""

from __future__ import annotations

import threading
import time

import pytest

from zoned_memory import (
    EmbeddingError,
    InvalidContextError,
    InvalidInputError,
    MemoryInput,
    MemoryNotFoundError,
    Scope,
    Source,
    Status,
    StoreError,
    TaskContext,
    ZonedMemoryStore,
)
from zoned_memory.rows import Rows
from zoned_memory.scoring import DAY


def texts(hits):
    return [h.text for h in hits]


def test_write_defaults_by_source(store, ctx):
    tool = store.write(ctx, "warehouse stock is 1200 units", source="tool_output")
    guess = store.write(ctx, "the API probably supports paging")
    assert (tool.confidence, tool.status) == (0.9, Status.VALIDATED)
    assert (guess.source, guess.confidence, guess.status) == (Source.MODEL_INFERENCE, 0.5, Status.UNVERIFIED)
    assert guess.zone == "task|alice|s1|task-a" and guess.memory_scope is Scope.TASK
    assert guess.created_at == guess.last_accessed and guess.access_count == 0


def test_scopes_route_to_zones(store, ctx):
    s = store.write(ctx, "session note", scope="session")
    g = store.write(ctx, "prefers tables", scope=Scope.GLOBAL, kind="preference")
    assert s.zone == "session|alice|s1"
    assert g.zone == "global|alice"
    assert g.task_id == "task-a"  # provenance is kept


@pytest.mark.parametrize(
    "kwargs, match",
    [
        ({"text": ""}, "empty"),
        ({"text": "   \n"}, "empty"),
        ({"text": None}, "string"),
        ({"text": 42}, "string"),
        ({"text": "x" * 32_001}, "longer"),
        ({"text": "ok", "confidence": 1.5}, "confidence"),
        ({"text": "ok", "confidence": -0.1}, "confidence"),
        ({"text": "ok", "confidence": float("nan")}, "confidence"),
        ({"text": "ok", "confidence": True}, "confidence"),
        ({"text": "ok", "confidence": "high"}, "confidence"),
        ({"text": "ok", "scope": "everywhere"}, "scope"),
        ({"text": "ok", "source": "rumour"}, "source"),
        ({"text": "ok", "status": "deleted"}, "status"),
        ({"text": "ok", "status": "revoked"}, "revoked"),
        ({"text": "ok", "kind": "Has Spaces"}, "kind"),
        ({"text": "ok", "metadata": {"task_id": "other"}}, "reserved"),
        ({"text": "ok", "metadata": {"zone": "global|bob"}}, "reserved"),
        ({"text": "ok", "metadata": {"$ne": 1}}, "metadata key"),
        ({"text": "ok", "metadata": {"x": None}}, "metadata value"),
        ({"text": "ok", "metadata": {"x": [1, 2]}}, "metadata value"),
        ({"text": "ok", "metadata": {"x": {"nested": 1}}}, "metadata value"),
        ({"text": "ok", "metadata": {f"k{i}": i for i in range(21)}}, "more than"),
        ({"text": "ok", "metadata": "not a dict"}, "mapping"),
        ({"text": "ok", "metadata": {"big": 2**64}}, "64 bits"),
    ],
)
def test_bad_input_raises_and_writes_nothing(store, ctx, kwargs, match):
    kwargs = dict(kwargs)
    text = kwargs.pop("text")
    with pytest.raises(InvalidInputError, match=match):
        store.write(ctx, text, **kwargs)
    assert store.records(ctx, scopes=("task", "session", "global")) == []


def test_bad_context_never_reaches_chroma(store):
    for bad in ({"$ne": ""}, None, "$gt", ""):
        with pytest.raises(InvalidContextError):
            store.search({"user_id": bad, "session_id": "s", "task_id": "t"}, "q")
        with pytest.raises(InvalidContextError):
            store.write({"user_id": "u", "session_id": "s", "task_id": bad}, "text")
    with pytest.raises(InvalidContextError):
        store.search("alice", "q")  # type: ignore[arg-type]


def test_write_many_is_all_or_nothing_on_bad_item(store, ctx):
    with pytest.raises(InvalidInputError, match="item 2"):
        store.write_many(ctx, ["one", {"text": "two", "source": "tool_output"}, {"text": ""}])
    assert store.records(ctx) == []
    written = store.write_many(ctx, ["one", {"text": "two", "source": "tool_output"},
                                     MemoryInput(text="three", scope="session")])
    assert [r.text for r in written] == ["one", "two", "three"]
    assert len(store.records(ctx, scopes=("task", "session"))) == 3


def test_failing_embedder_writes_nothing(make_store, ctx, embedder):
    calls = {"n": 0}

    def flaky(batch):
        calls["n"] += 1
        if calls["n"] > 1:
            raise RuntimeError("embedding service down")
        return embedder(batch)

    store = make_store(embedder=flaky)
    store.write(ctx, "first")
    with pytest.raises(EmbeddingError, match="service down"):
        store.write_many(ctx, ["second", "third"])
    assert [r.text for r in store.records(ctx)] == ["first"]


@pytest.mark.parametrize("bad_output", [[[0.1] * 256, [0.2] * 256, [0.3] * 256], [], [[0.1, "x"]], None, [[float("nan")] * 256], [[0.0] * 256]])
def test_malformed_embeddings_are_rejected(make_store, ctx, bad_output):
    store = make_store(embedder=lambda batch: bad_output)
    with pytest.raises(EmbeddingError):
        store.write(ctx, "text")


def test_chroma_failure_mid_write_rolls_back(store, ctx, monkeypatch):
    store.write(ctx, "kept")
    original = store.backend.add

    def exploding_add(groups):
        # the first zone goes in, then Chroma fails: the store must remove what went in
        original({z: r for z, r in list(groups.items())[:1]})
        raise StoreError("disk full")

    monkeypatch.setattr(store.backend, "add", exploding_add)
    with pytest.raises(StoreError):
        store.write_many(ctx, [{"text": "task one"}, {"text": "session one", "scope": "session"}])
    monkeypatch.undo()
    # what the failed call wrote through `original` is not in the cache either
    hits = store.search(ctx, "one", k=10)
    assert "session one" not in texts(hits)


def test_backend_add_removes_partial_batches_on_failure(make_store, ctx):
    store = make_store(mode="collection")
    backend = store.backend
    real = backend._zone_col

    calls = {"n": 0}

    def second_zone_fails(zone, create=False):
        calls["n"] += 1
        if calls["n"] == 2:
            from chromadb.errors import InternalError

            from zoned_memory.backends import chroma_errors

            with chroma_errors("add"):
                raise InternalError("boom")
        return real(zone, create)

    backend._zone_col = second_zone_fails  # type: ignore[method-assign]
    with pytest.raises(StoreError, match="boom"):
        store.write_many(ctx, [{"text": "task"}, {"text": "session", "scope": "session"}])
    backend._zone_col = real  # type: ignore[method-assign]
    assert store.records(ctx, scopes=("task", "session")) == []


def test_search_returns_breakdown_and_validates_arguments(store, ctx, clock):
    store.write(ctx, "Shanghai warehouse stock is 1200 units", source="tool_output", kind="inventory")
    hits = store.search(ctx, "warehouse stock")
    assert len(hits) == 1
    b = hits[0].score
    assert b.final == pytest.approx(b.similarity * b.confidence * b.decay)
    assert b.confidence == 0.9 and b.decay == pytest.approx(1.0)
    import numpy as np

    assert len(store.search(ctx, "warehouse", k=np.int64(2))) == 1
    for bad_k in (0, -1, 1001, 2.5, True, "3", None):
        with pytest.raises(InvalidInputError, match="k must"):
            store.search(ctx, "q", k=bad_k)
    for bad_q in ("", None, 7):
        with pytest.raises(InvalidInputError):
            store.search(ctx, bad_q)
    for bad_scopes in (None, 3, {"task": 1}, ["task", "nowhere"]):
        with pytest.raises(InvalidInputError):
            store.search(ctx, "q", scopes=bad_scopes)


def test_decay_ranks_old_fast_changing_memories_down(store, ctx, clock):
    store.write(ctx, "warehouse stock is 1200 units", source="tool_output", kind="inventory")
    clock.advance(3 * DAY)
    store.write(ctx, "warehouse stock is 900 units", source="tool_output", kind="inventory")
    hits = store.search(ctx, "warehouse stock is 1200 units", k=2)
    assert texts(hits)[0] == "warehouse stock is 900 units"
    assert hits[1].score.decay == pytest.approx(0.125)


def test_low_confidence_ranked_down_not_dropped(store, ctx):
    store.write(ctx, "the export API supports paging", source="model_inference", confidence=0.1)
    store.write(ctx, "the export API supports paging via cursor", source="tool_output")
    hits = store.search(ctx, "does the export API support paging", k=5)
    assert len(hits) == 2
    assert hits[-1].record.confidence == 0.1


def test_fewer_than_k_is_fine_and_never_relaxed(store, ctx):
    store.write(ctx, "only memory")
    other = ctx.with_task("task-b")
    for i in range(10):
        store.write(other, f"other task memory {i}")
    hits = store.search(ctx, "memory", k=5)
    assert texts(hits) == ["only memory"]
    assert store.search(ctx.with_task("empty-task"), "memory", scopes=["task"]) == []


def test_revoked_is_never_returned_and_status_changes_apply_at_once(store, ctx):
    keep = store.write(ctx, "inventory is 1200", source="tool_output")
    bad = store.write(ctx, "inventory is 1300", source="tool_output")
    assert len(store.search(ctx, "inventory", k=5)) == 2  # loads the cache
    changed = store.set_status(ctx, [bad.id], "revoked")
    assert changed[0].status is Status.REVOKED
    assert texts(store.search(ctx, "inventory", k=5)) == [keep.text]
    assert store.get(ctx, [bad.id])[0].status is Status.REVOKED  # still auditable
    store.set_status(ctx, [bad.id], Status.VALIDATED)
    assert len(store.search(ctx, "inventory", k=5)) == 2
    only_validated = store.search(ctx, "inventory", statuses=["unverified"])
    assert only_validated == []


def test_set_status_cannot_touch_other_zones(store, ctx):
    mine = store.write(ctx, "mine")
    theirs = store.write(TaskContext(user_id="bob", session_id="s1", task_id="task-a"), "theirs")
    other_task = store.write(ctx.with_task("task-b"), "other task")
    for foreign in (theirs, other_task):
        with pytest.raises(MemoryNotFoundError):
            store.set_status(ctx, [mine.id, foreign.id], "revoked")
    # all or nothing: mine was not revoked either
    assert store.get(ctx, [mine.id])[0].status is Status.UNVERIFIED
    with pytest.raises(InvalidInputError):
        store.set_status(ctx, [mine.id], "gone")
    with pytest.raises(InvalidInputError):
        store.set_status(ctx, "not-a-list", "validated")
    with pytest.raises(InvalidContextError):
        store.set_status(ctx, [{"$ne": ""}], "revoked")


def test_review_task_outdates_unverified_inferences(store, ctx):
    fact = store.write(ctx, "tool said 1200", source="tool_output")
    checked = store.write(ctx, "inferred: stock is falling")
    guess = store.write(ctx, "inferred: API supports paging")
    shared_guess = store.write(ctx, "inferred: user works in retail", scope="session")
    other_task_guess = store.write(ctx.with_task("task-b"), "inferred: other")
    report = store.review_task(ctx, verified_ids=[checked.id])
    assert report.validated == [checked.id]
    assert report.outdated == [guess.id]  # the task's own zone only: the session's memory outlives it
    got = {r.id: r.status for r in store.get(ctx, [fact.id, checked.id, guess.id, shared_guess.id])}
    assert got == {fact.id: Status.VALIDATED, checked.id: Status.VALIDATED,
                   guess.id: Status.OUTDATED, shared_guess.id: Status.UNVERIFIED}
    assert store.get(ctx.with_task("task-b"), [other_task_guess.id])[0].status is Status.UNVERIFIED
    report = store.review_task(ctx.with_task("task-b"), delete=True)
    assert report.deleted == [other_task_guess.id]
    with pytest.raises(MemoryNotFoundError):
        store.get(ctx.with_task("task-b"), [other_task_guess.id])


def test_delete_task_removes_only_that_task(store, ctx):
    store.write_many(ctx, ["a1", "a2"])
    kept = store.write(ctx, "session memory", scope="session")
    other = store.write(ctx.with_task("task-b"), "b1")
    store.search(ctx, "a1")  # warm the cache
    assert store.delete_task(ctx) == 2
    assert texts(store.search(ctx, "a1", k=5)) == [kept.text]
    assert store.get(ctx.with_task("task-b"), [other.id])


def test_access_statistics_are_written_to_chroma(make_store, ctx, clock, tmp_path):
    path = tmp_path / "stats"
    store = make_store(path=path)
    rec = store.write(ctx, "frequently used fact")
    clock.advance(60)
    for _ in range(3):
        store.search(ctx, "frequently used fact")
    assert store.flush() == 1
    reopened = make_store(path=path)
    got = reopened.get(ctx, [rec.id])[0]
    assert got.access_count == 3
    assert got.last_accessed == pytest.approx(rec.created_at + 60)


def test_access_statistics_never_make_a_search_wait(make_store, ctx):
    """Counts are buffered, written by the background worker (a search never calls Chroma to
    write them), into the side file of an embedded store; every read adds them."""
    store = make_store()
    store._access_flush_every = 2
    store.write_many(ctx, ["alpha fact", "beta fact"])
    updates = []
    original = store.backend.update
    store.backend.update = lambda *a, **kw: (updates.append(threading.current_thread().name),  # type: ignore[method-assign]
                                             original(*a, **kw))[1]
    store.search(ctx, "alpha", k=1)
    store.search(ctx, "beta fact", k=2)  # now due: the worker writes
    deadline = time.monotonic() + 10
    while store._pending_access and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not store._pending_access and updates == []  # written, and not as Chroma updates
    store.search(ctx, "alpha", k=1)
    store.close()  # close writes what is pending
    assert {r.text: r.access_count for r in store.records(ctx)} == {"alpha fact": 3, "beta fact": 1}
    reopened = make_store(path=store.path)
    assert {r.text: r.access_count for r in reopened.scan()} == {"alpha fact": 3, "beta fact": 1}


def test_stores_on_a_shared_client_keep_access_counts_in_chroma_and_add_them_up(ctx, embedder):
    """No folder: counts go to a `<prefix>.access` collection, one record per zone and writer,
    without rewriting the memories; two store objects (two processes) add up, not overwrite."""
    import uuid

    import chromadb
    from chromadb.config import Settings

    from zoned_memory.access import ChromaAccessStats

    client = chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))
    prefix = f"acc-{uuid.uuid4().hex[:8]}"
    one = ZonedMemoryStore.open(client=client, embedder=embedder, collection_prefix=prefix)
    two = ZonedMemoryStore.open(client=client, embedder=embedder, collection_prefix=prefix)
    assert isinstance(one.access_stats, ChromaAccessStats)
    gamma = one.write(ctx, "gamma fact", source="tool_output")
    one.write(ctx, "delta fact", scope="global", source="user_input")
    updates = []
    original = one.backend.update
    one.backend.update = lambda *a, **kw: (updates.append(a), original(*a, **kw))[1]  # type: ignore[method-assign]
    for _ in range(3):
        one.search(ctx, "gamma", k=1)
    two.search(ctx, "gamma", k=1)
    one.close()
    two.close()
    assert updates == []  # the memories' collection is never rewritten for a count
    one.search(ctx, "gamma", k=1)
    one.close()  # a second flush of the same writer: cumulative, not added twice
    counts = {r.text: r.access_count for r in two.records(ctx, scopes=("task", "global"))}
    assert counts == {"gamma fact": 5, "delta fact": 0}
    assert two.get(ctx, [gamma.id])[0].last_accessed >= gamma.created_at
    one.delete_user(ctx.user_id)
    assert client.get_collection(f"{prefix}.access").count() == 0


def test_prune_global_by_access_and_decay(store, ctx, clock):
    used = store.write(ctx, "user likes charts", scope="global", kind="general")
    idle = store.write(ctx, "user once mentioned Paris", scope="global", kind="general")
    pref = store.write(ctx, "user prefers Chinese answers", scope="global", kind="preference")
    task_mem = store.write(ctx, "task-only fact", kind="general")
    for _ in range(4):
        store.search(ctx, "user likes charts", k=1, scopes=["global"])
    clock.advance(90 * DAY)
    report = store.prune_global("alice", min_retention=0.25)
    assert report.dry_run and report.examined == 3
    assert [r.id for r in report.removed] == [idle.id]
    assert report.retention[used.id] > report.retention[idle.id]
    assert report.retention[pref.id] == 1.0  # preferences never decay
    assert len(store.get(ctx, [idle.id])) == 1  # dry run removed nothing
    done = store.prune_global("alice", min_retention=0.25, dry_run=False)
    assert [r.id for r in done.removed] == [idle.id]
    with pytest.raises(MemoryNotFoundError):
        store.get(ctx, [idle.id])
    assert store.get(ctx, [task_mem.id])  # never touches other zones
    capped = store.prune_global("alice", min_retention=0.0, max_records=1)
    # used: (1 + 4 reads) x 0.5 ** (90 d / 30 d) = 0.625 < pref: 1 x no decay = 1.0
    assert report.retention[used.id] == pytest.approx(0.625)
    assert [r.id for r in capped.removed] == [used.id]
    with pytest.raises(InvalidContextError):
        store.prune_global({"$ne": ""})  # type: ignore[arg-type]


def test_persistence_across_reopen(make_store, ctx, tmp_path, clock):
    path = tmp_path / "persist"
    for mode in ("partition", "collection"):
        first = make_store(mode=mode, path=path / mode)
        written = first.write(ctx, "Shanghai stock 1200", source="tool_output", kind="inventory",
                              metadata={"company": "A", "year": 2026})
        first.write(ctx, "prefers tables", scope="global", kind="preference")
        first.close()
        again = make_store(mode=mode, path=path / mode)
        hits = again.search(ctx, "Shanghai stock", k=5)
        assert hits[0].record == written
        assert hits[0].record.metadata == {"company": "A", "year": 2026}
        assert {h.record.memory_scope for h in hits} == {Scope.TASK, Scope.GLOBAL}


def test_caller_filter_only_narrows(store, ctx):
    store.write(ctx, "company A revenue 10M", metadata={"company": "A"})
    store.write(ctx, "company B revenue 20M", metadata={"company": "B"})
    store.write(ctx.with_task("other"), "company A revenue 99M", metadata={"company": "A"})
    hits = store.search(ctx, "revenue", k=10, where={"company": "A"})
    assert texts(hits) == ["company A revenue 10M"]
    # a filter that tries to widen the scope cannot: it is ANDed
    widened = store.search(ctx, "revenue", k=10, where={"$or": [{"task_id": "other"}, {"company": "A"}]})
    assert texts(widened) == ["company A revenue 10M"]
    assert store.search(ctx, "revenue", where={"zone": "task|alice|s1|other"}) == []
    with pytest.raises(InvalidInputError):
        store.search(ctx, "revenue", where={"company": {"$neq": "A"}})


def test_reopen_with_other_embedder_is_refused(make_store, tmp_path, ctx):
    path = tmp_path / "emb"
    make_store(path=path).write(ctx, "x")

    def other(batch):
        return [[1.0] + [0.0] * 255 for _ in batch]

    with pytest.raises(InvalidInputError, match="embedder"):
        make_store(path=path, embedder=other).write(ctx, "y")


def test_open_argument_errors(tmp_path):
    with pytest.raises(InvalidInputError, match="mode"):
        ZonedMemoryStore.open(path=tmp_path, mode="sharded")
    with pytest.raises(InvalidInputError, match="only one"):
        ZonedMemoryStore.open(path=tmp_path, url="http://127.0.0.1:1")
    (tmp_path / "file").write_text("x")
    with pytest.raises(InvalidInputError, match="not a folder"):
        ZonedMemoryStore.open(path=tmp_path / "file")
    with pytest.raises(InvalidInputError, match="url"):
        ZonedMemoryStore.open(url="ftp://host")
    with pytest.raises(InvalidInputError, match="prefix"):
        ZonedMemoryStore.open(path=tmp_path / "p", collection_prefix="$bad")
    with pytest.raises(InvalidInputError, match="callable"):
        ZonedMemoryStore.open(path=tmp_path / "q", embedder="wordllama")  # type: ignore[arg-type]


def test_does_not_mutate_inputs(store, ctx):
    meta = {"company": "A"}
    where = {"company": "A"}
    items = [{"text": "a", "metadata": meta}]
    store.write_many(ctx, items)
    store.search(ctx, "a", where=where)
    assert meta == {"company": "A"} and where == {"company": "A"} and items == [{"text": "a", "metadata": meta}]


def test_rerank_is_exact_even_when_the_best_memory_is_far_down_by_similarity(store, ctx):
    """A trusted memory ranked 30th by similarity still wins if its final score is highest."""
    for i in range(40):
        store.write(ctx, f"warehouse stock report number {i} guess", source="model_inference", confidence=0.01)
    trusted = store.write(ctx, "stock in the warehouse was counted by the tool", source="tool_output", confidence=1.0)
    hits = store.search(ctx, "warehouse stock report number", k=1)
    sims_of_guesses = [h.score.similarity for h in store.search(ctx, "warehouse stock report number", k=41)]
    assert hits[0].record.id == trusted.id
    assert sum(s > hits[0].score.similarity for s in sims_of_guesses) >= 3  # it was not a top-3 candidate


def test_update_reembeds_and_move_is_explicit_and_audited(store, ctx, caplog):
    mem = store.write(ctx, "the deploy runs on Fridays", source="user_input", metadata={"team": "ops", "old": 1})
    updated = store.update(ctx, mem.id, text="the release train leaves on Mondays", metadata={"team": "ops"})
    assert updated.id == mem.id and updated.created_at == mem.created_at
    (hit,) = store.search(ctx, "release train Mondays", k=1)
    assert hit.record.id == mem.id and hit.record.text == "the release train leaves on Mondays"
    assert hit.record.metadata == {"team": "ops"}  # metadata replaced, the removed key is gone
    assert hit.score.similarity > 0.5  # re-embedded: the new text is what matches
    other = ctx.with_task("task-b")
    with pytest.raises(MemoryNotFoundError):
        store.move(other, [mem.id], "task-c", reason="not in task-b")
    with caplog.at_level("WARNING", logger="zoned_memory.lifecycle"):
        (moved,) = store.move(ctx, [mem.id], "task-b", reason="filed under the wrong task")
    assert "moved 1 memories" in caplog.text
    assert moved.id == mem.id and moved.metadata["moved_from_task"] == ctx.task_id
    assert store.search(ctx, "release train", k=5) == []
    (hit,) = store.search(other, "release train", k=5)
    assert hit.record.id == mem.id and hit.record.metadata["move_reason"] == "filed under the wrong task"
    with pytest.raises(InvalidInputError):
        store.update(other, mem.id)


def test_caller_ids_make_writes_idempotent(store, ctx, monkeypatch):
    items = [{"id": f"m{n}", "text": f"fact number {n}", "source": "tool_output"} for n in range(6)]
    real_add = store.backend.add
    calls = {"n": 0}

    def flaky_add(groups):  # the first attempt fails after writing part of the batch
        calls["n"] += 1
        if calls["n"] == 1:
            zone, rows = next(iter(groups.items()))
            real_add({zone: Rows(ids=rows.ids[:3], texts=rows.texts[:3], metas=rows.metas[:3],
                                 vectors=rows.vectors[:3])})
            raise StoreError("connection reset")
        return real_add(groups)

    monkeypatch.setattr(store.backend, "add", flaky_add)
    with pytest.raises(StoreError):
        store.write_many(ctx, items)
    monkeypatch.undo()
    first = store.write_many(ctx, items)  # the retry
    again = store.write_many(ctx, items)  # and once more: nothing changes
    assert [r.id for r in first] == [r.id for r in again] == [f"m{n}" for n in range(6)]
    assert sorted(r.id for r in store.records(ctx)) == [f"m{n}" for n in range(6)]  # each exactly once
    with pytest.raises(InvalidInputError, match="other content"):
        store.write(ctx, "changed text", id="m0")
    with pytest.raises(InvalidInputError, match="another zone"):  # the caller's other visible zones, any layout
        store.write(ctx, "fact number 0", id="m0", scope="session", source="tool_output")
    if store.mode == "partition":  # one collection: an id anywhere in the store is found
        with pytest.raises(InvalidInputError, match="another zone"):
            store.write(ctx.with_task("task-b"), "fact number 0", id="m0", source="tool_output")
    with pytest.raises(InvalidInputError, match="repeat"):
        store.write_many(ctx, [{"id": "x1", "text": "a"}, {"id": "x1", "text": "a"}])
    with pytest.raises(InvalidInputError):
        store.write(ctx, "bad id", id={"$ne": ""})  # type: ignore[arg-type]
