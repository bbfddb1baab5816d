"""TaskSession: archive before reset, failed switches lose nothing, B never sees A."""

from __future__ import annotations

import pytest

from zoned_memory import Source, Status, StoreError, TaskContext
from zoned_memory.session import SwitchError, TaskSession
from zoned_memory.summarize import ChatMessage, extractive_summary


@pytest.fixture
def session(make_store):
    store = make_store()
    return TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="company-A"))


def fill_task_a(session):
    session.add_user_message("Analyze the Q3 sales of Acme Corp")
    session.add_tool_message("sql_query", "acme_q3_units=1200")
    session.add_assistant_message("Acme Corp sold 1200 units in Q3. Calling the export API with page=2 failed.")
    session.store.write(session.context, "Acme Corp Q3 units: 1200", source="tool_output")
    session.store.write(session.context, "Acme probably discounts in Q4", source="model_inference")


def test_switch_archives_then_resets_in_order(session):
    fill_task_a(session)
    events = []
    store = session.store
    real_write, real_review = store.write_many, store.review_task

    def write_many(ctx, items):
        events.append(("archive", ctx.task_id, len(session.messages)))
        return real_write(ctx, items)

    def review_task(ctx, **kw):
        events.append(("review", ctx.task_id, len(session.messages)))
        return real_review(ctx, **kw)

    store.write_many, store.review_task = write_many, review_task  # type: ignore[method-assign]
    result = session.switch_task("company-B", first_message="Analyze the Q3 sales of Globex Inc")
    # archive and review ran while the old messages were still there (4 = system + 3)
    assert events == [("archive", "company-A", 4), ("review", "company-A", 4)]
    assert [m.role for m in session.messages] == ["system", "user"]
    assert "company-B" in session.messages[0].content
    assert session.messages[1].content == "Analyze the Q3 sales of Globex Inc"
    (summary,) = result.archived
    assert summary.source is Source.SUMMARY and summary.task_id == "company-A"
    assert "1200" in summary.text and "failed" in summary.text  # facts and failed tool paths kept
    assert result.review is not None and len(result.review.outdated) == 1


def test_task_b_never_sees_task_a(session):
    fill_task_a(session)
    session.add_user_message("New task: analyze the Q3 sales of Globex Inc")
    assert session.context.task_id != "company-A"
    assert all("Acme" not in m.content and "1200" not in m.content for m in session.messages)
    assert session.search("Q3 units sold", k=10) == []
    session.store.write(session.context, "Globex Q3 units: 800", source="tool_output")
    assert [h.text for h in session.search("Q3 units sold", k=10)] == ["Globex Q3 units: 800"]


@pytest.mark.parametrize("failure", ["summarizer", "empty-summary", "write", "review"])
def test_failed_switch_loses_nothing(session, failure, monkeypatch):
    fill_task_a(session)
    before_messages = session.messages
    before_records = session.store.records(session.context)
    if failure == "summarizer":
        session.summarizer = lambda msgs: (_ for _ in ()).throw(RuntimeError("LLM down"))
    elif failure == "empty-summary":
        session.summarizer = lambda msgs: "   "
    elif failure == "write":
        monkeypatch.setattr(session.store.backend, "add", lambda groups: (_ for _ in ()).throw(StoreError("disk")))
    else:
        monkeypatch.setattr(session.store, "review_task", lambda ctx, **kw: (_ for _ in ()).throw(StoreError("boom")))
    with pytest.raises(SwitchError, match="nothing was reset"):
        session.switch_task("company-B")
    monkeypatch.undo()
    assert session.context.task_id == "company-A"
    assert session.messages == before_messages
    after = session.store.records(session.context)
    assert [(r.id, r.status) for r in after] == [(r.id, r.status) for r in before_records]  # no half-written archive


def test_failed_auto_switch_keeps_the_message_out_and_detector_in_place(session):
    fill_task_a(session)
    session.summarizer = lambda msgs: (_ for _ in ()).throw(RuntimeError("LLM down"))
    with pytest.raises(SwitchError):
        session.add_user_message("New task: write a poem about rain")
    assert session.context.task_id == "company-A"
    assert session.detector.current.task_id == "company-A"
    assert session.add_user_message("What about Q2?") is None


def test_retried_switch_never_adopts_a_detector_id_and_never_shares_a_zone(make_store):
    """A failed auto-switch, retried, must open a fresh task: never a detector-made id that
    another session (or process) would also get, which would make them share a zone."""
    store = make_store()
    zones = []
    for n, (company, fact) in enumerate([("Globex Inc", "Globex Inc revenue is 600 million"),
                                         ("Initech", "Initech revenue is 90 million")]):
        session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id=f"first-{n}"))
        session.add_user_message("Analyze the Q3 sales of Acme Corp")
        real = session.summarizer
        session.summarizer = lambda msgs: (_ for _ in ()).throw(RuntimeError("LLM down"))
        with pytest.raises(SwitchError):
            session.add_user_message(f"New task: analyze {company}")
        session.summarizer = real
        assert session.add_user_message(f"New task: analyze {company}") is not None  # the retry
        task_id = session.context.task_id
        assert task_id.startswith("task-") and not task_id.startswith("detected")
        store.write(session.context, fact, source="tool_output")
        zones.append(task_id)
        if n == 1:
            hits = [h.text for h in session.search("revenue million", k=10)]
            assert hits == ["Initech revenue is 90 million"]
    assert zones[0] != zones[1]


def test_reentering_a_task_restores_its_summary(session):
    fill_task_a(session)
    session.switch_task("company-B")
    session.add_user_message("Analyze Globex Inc")
    result = session.switch_task("company-A")
    assert result.resumed_summary is not None and "1200" in result.resumed_summary
    assert "1200" in session.messages[0].content


def test_detected_return_resumes_the_earlier_task(session):
    session.add_user_message("What was Tesla's revenue in 2023?")
    session.add_assistant_message("Tesla's revenue in 2023 was 96.8 billion USD.")
    b = session.add_user_message("Let's switch topics. Explain how B-tree indexes work")
    assert b is not None and session.context.task_id != "company-A"
    b = session.add_user_message("Back to Tesla, what were the Q4 deliveries?")
    assert b is not None and b.resume_task_id == "company-A"
    assert session.context.task_id == "company-A"
    assert "96.8" in session.messages[0].content  # its summary is back in the prompt


def test_generated_ids_custom_prompt_listener_and_transcript(make_store):
    store = make_store()
    seen = []
    session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="t1"),
                          system_prompt=lambda ctx, summary: f"TASK={ctx.task_id}",
                          archive_transcript=True, detector=False)
    session.on_switch(seen.append)
    session.add_user_message("remember the code word is heron")
    session.add_assistant_message("I think the code word might be heron")
    result = session.switch_task()
    assert result.new_context.task_id.startswith("task-") and seen == [result]
    assert session.messages[0].content == f"TASK={result.new_context.task_id}"
    kinds = {(r.source, r.status) for r in result.archived}
    assert (Source.USER_INPUT, Status.VALIDATED) in kinds and (Source.MODEL_INFERENCE, Status.OUTDATED) in kinds
    with pytest.raises(SwitchError):
        session.switch_task(result.new_context.task_id)
    with pytest.raises(Exception):
        session.switch_task({"$ne": ""})  # type: ignore[arg-type]


def test_switch_without_messages_archives_nothing(session):
    result = session.switch_task("company-B")
    assert result.archived == []


def test_extractive_summary_keeps_facts_and_bounds_length():
    msgs = [ChatMessage(role="user", content="换个话题前：查一下上海仓库的库存"),
            ChatMessage(role="assistant", content="上海仓库库存为1200件。今天天气不错。我们决定改用游标分页。"),
            ChatMessage(role="assistant", content="word " * 5000)]
    text = extractive_summary(msgs, max_chars=300)
    assert "1200" in text and "决定改用游标分页" in text and "天气" not in text
    assert len(text) <= 300


def test_archived_tasks_are_remembered_after_a_restart(make_store):
    store = make_store()
    first = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="tesla"))
    first.add_user_message("What was Tesla's revenue in 2023?")
    first.add_assistant_message("Tesla's revenue in 2023 was 96.8 billion USD.")
    first.switch_task("btree")
    # a new process: a fresh session on the current task knows nothing of "tesla" until told
    again = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="btree"))
    again.add_user_message("Explain B-tree indexes")
    assert again.remember_archived_tasks() == 1
    boundary = again.add_user_message("Back to Tesla: what were the Q4 deliveries?")
    assert boundary is not None and boundary.resume_task_id == "tesla"
    assert "96.8" in again.messages[0].content
    other_session = TaskSession(store, TaskContext(user_id="u", session_id="other", task_id="x"))
    assert other_session.remember_archived_tasks() == 0


def test_llm_helpers_share_one_label_rule():
    from zoned_memory.summarize import format_transcript, parse_label

    assert parse_label(" Finance. ", ["finance", "travel"]) == "finance"
    assert parse_label("booking", ["finance"]) == "other"
    assert parse_label("", None) == ""
    assert format_transcript([ChatMessage(role="tool", content="x=1", name="sql")]) == "tool (sql): x=1"


def test_returning_twice_keeps_every_visit(session):
    facts = {"company-A": ["Acme Corp sold 1200 units in Q3.", "The sales_api call failed with HTTP 500."],
             "company-B": ["Globex Inc sold 800 units in Q3."]}
    session.add_user_message("Analyze Acme Corp")
    session.add_assistant_message(facts["company-A"][0])
    for visit, task in enumerate(["company-B", "company-A", "company-B", "company-A"]):
        session.switch_task(task)
        session.add_user_message(f"Continue with {task}, visit {visit}")
        if task == "company-A" and visit == 1:
            session.add_assistant_message(facts["company-A"][1])
        if task == "company-B" and visit == 0:
            session.add_assistant_message(facts["company-B"][0])
    prompt = session.messages[0].content
    assert "1200 units" in prompt and "HTTP 500" in prompt and "800" not in prompt


def test_review_touches_only_the_tasks_own_zone_and_outdated_ranks_down(session):
    store = session.store
    pref = store.write(session.context, "prefers answers as tables", scope="global", source="model_inference")
    guess = store.write(session.context, "Acme probably restocks in May", source="model_inference")
    session.add_user_message("Analyze Acme Corp")
    session.switch_task("company-B")
    old = session.context.with_task("company-A")
    assert {r.id: r.status for r in store.get(old, [pref.id, guess.id])} == {
        pref.id: Status.UNVERIFIED, guess.id: Status.OUTDATED}
    fresh = store.write(old, "Acme probably restocks in June", source="model_inference")
    hits = {h.record.id: h for h in store.search(old, "Acme restocks", k=5)}
    assert hits[guess.id].score.confidence == pytest.approx(hits[fresh.id].score.confidence / 2)


def test_a_switch_preloads_the_new_tasks_zones(session):
    store = session.store
    b = session.context.with_task("B")
    store.write(b, "task B's supplier is Initech", source="tool_output")
    store.cache.clear()
    session.add_user_message("Analyze Acme Corp's Q3 sales")
    session.switch_task("B")
    loads = []
    original = store.backend.load_zones
    store.backend.load_zones = lambda flt: (loads.append(flt.zones), original(flt))[1]  # type: ignore[method-assign]
    hits = session.search("supplier")
    assert [h.record.text for h in hits] == ["task B's supplier is Initech"]
    assert loads == []  # the first search of task B read nothing from Chroma


def test_a_failed_preload_does_not_fail_the_switch(session, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise StoreError("chroma is away")

    monkeypatch.setattr(session.store, "preload", broken)
    session.add_user_message("Analyze Acme Corp's Q3 sales")
    session.switch_task("B")
    assert session.context.task_id == "B" and "could not preload" in caplog.text
