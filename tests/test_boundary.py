"""The task boundary detector: each signal, each hard negative, returns, and the labelled set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from zoned_memory.boundary import DetectorConfig, TaskBoundaryDetector, is_provisional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from zoned_memory.boundary.training.evaluate import evaluate, load_conversations  # noqa: E402

DATA = Path(__file__).parent / "data"


def run(messages, **kwargs):
    """Feed messages (text or (text, tools)); return the boundary (or None) of each after the first."""
    det = TaskBoundaryDetector(**kwargs)
    out = []
    for m in messages:
        text, tools = (m, ()) if isinstance(m, str) else m
        out.append(det.observe(text, tools))
    assert out[0] is None  # the first message opens the first task
    return det, out[1:]


@pytest.mark.parametrize("cue", [
    "换个话题，帮我看看B公司的销售数据", "New task: write a poem",
    "好的，新任务：写一封邮件", "不说这个了，帮我订机票",
    "Switching gears: explain recursion", "Unrelated question: how tall is Everest?", "忘掉刚才的，帮我写诗",
    "Let's move on to the budget review", "On another note, how do I cook rice?", "我有个新问题，怎么学英语",
    "Cool. Let's talk about something else: name my puppy",
    "I have another question: how does compound interest work?",
    "Task 2: review the Hooli contract", "Second task: review the Hooli contract",
    "Different question: what's the capital of Peru?", "下一个任务：审查一下C公司的合同", "下个任务，帮我写一封邮件给王经理",
    "接下来的任务是帮我写周报", "新需求：帮我写周报",
])
def test_explicit_cues_switch(cue):
    _, (b,) = run(["Analyze the sales of Acme Corp for Q3", cue])
    assert b is not None and "explicit cue" in b.reasons


@pytest.mark.parametrize("weak", [
    "Another thing: book a flight to Rome", "forget that, now summarize this article",
    "Forget the phones. Plan a dinner for eight", "One more thing: write a poem about autumn",
    "You know what, put a hold on that for now, what's Monday's weather look like?",   # the task set aside
    "Let's pause this, can you draft an email to the landlord?", "这个先放一放，帮我查一下明天北京的天气",
    "Different thing: my Docker container can't reach the host's Postgres.",
    "Ok. Separately, I want to return the blender from order #55310.",
    "Something unrelated: what's a good name for a golden retriever?",
])
def test_a_soft_cue_followed_by_a_request_is_an_explicit_switch(weak):
    _, (b,) = run(["Analyze the sales of Acme Corp for Q3", weak])
    assert b is not None and "explicit cue" in b.reasons


@pytest.mark.parametrize("aside", [
    "Next question", "One more thing", "Ok then, forget it. Thanks anyway", "Alright, forget it then.",
    "Something else please.", "行，忘了问，天安门广场的评分是多少？", "下一个问题",
    "No. Put that on hold.", "Can you put the order on hold?", "Separately, please.", "We pay separately, thanks.",
])
def test_a_soft_cue_alone_does_not_decide(aside):
    """In a quiz "Next question" goes on with it; "forget it, thanks" closes the task; "忘了问" is
    "I forgot to ask". The model weighs them (a weak cue); they do not switch outright."""
    det = TaskBoundaryDetector()
    assert not det.has_explicit_cue(aside)


@pytest.mark.parametrize("negative", [
    "What about last month?", "那它的利润率呢", "那上个月的呢？",                     # pronoun follow-ups
    "sorry, 1300 not 1200", "不对，是1300不是1200",                               # corrections
    "ok", "好的，继续", "thanks!", "got it",                                      # acknowledgements
    "How does that compare to Globex Inc?", "和B公司比一下", "Compare it with Initech",  # comparisons
    "The new task scheduler is failing too, is it related?", "新的任务调度器也报错了",   # cue words in passing
    "Make it shorter", "Plot that as a bar chart", "And in Q4?", "What about the Berlin office's numbers?",
])
def test_hard_negatives_do_not_switch(negative):
    _, (b,) = run(["Analyze the Q3 sales of Acme Corp from the sales table", negative])
    assert b is None, b


def test_the_same_analysis_for_another_company_named_alone_switches():
    """The task definition (boundary MODEL_CARD): company A -> company B is a new task, named with a suffix
    or without ("And Globex?" was a hard negative here before the definition was written, stop 39)."""
    _, (b,) = run(["Analyze the Q3 sales of Acme Corp from the sales table", "And Globex?"])
    assert b is not None and b.reasons == ("subject change",)


def test_tool_change_within_a_task_does_not_switch():
    _, out = run([("Fetch the sales of Acme Corp", ["sql_query"]), ("Plot them by month", ["plot_chart"]),
                  ("Use a log scale", ["plot_chart"])])
    assert out == [None, None]


def test_a_new_entity_for_the_same_job_switches():
    _, (b,) = run(["Analyze the Q3 sales of Acme Corp", "Now do the same analysis for Globex Inc"])
    assert b is not None and b.reasons == ("model",) and b.score >= 0.5
    _, (b,) = run(["帮我分析一下腾讯公司的营收", "再帮我分析一下华为公司的营收"])
    assert b is not None


def test_entity_shift_is_suppressed_by_anaphora_additions_and_outputs():
    _, out = run(["Organize my notes from the Zurich workshop", "Export it as report.docx",
                  "Also invite Chen", "Include a day trip to Nara"])
    assert out == [None, None, None]


def test_tool_shift_raises_the_probability_without_deciding_alone():
    # a follow-up called with another tool stays in the task (not "Restart the payments pod", another service's pod,
    # which the definition may call another subject: the retrained weights of stop 49 put it at the threshold)
    det, (b,) = run([("Check the server logs of api-gateway", ["log_search"]),
                     ("Show me the errors from the last hour", ["kubectl"])])
    assert b is None
    det, _ = run([("Check the server logs of api-gateway", ["log_search"]), "ok"])
    assert det.probability("Show me the errors", ["kubectl"]) > det.probability("Show me the errors", ["log_search"])


def test_signals_can_be_switched_off():
    _, (b,) = run(["Analyze Acme Corp", "New task: write a poem"], config=DetectorConfig(explicit_cues=False))
    assert b is None or "explicit cue" not in b.reasons
    on, _ = run(["Analyze the Q3 sales of Acme Corp", "ok"])
    off, _ = run(["Analyze the Q3 sales of Acme Corp", "ok"], config=DetectorConfig(entity_shift=False, topic_drift=False))
    message = "Book me a table at Luigi's for Friday"
    assert on.probability(message) != off.probability(message)


def test_the_assistants_reply_is_context_for_the_next_decision():
    """An answer to the assistant's question continues the task; after "anything else?", a
    request without a cue word is a new task."""
    det = TaskBoundaryDetector()
    det.observe("Find me a hotel in Paris for next weekend")
    det.add_assistant_message("Sure, which part of the city do you prefer?")
    assert det.observe("Somewhere near the Louvre.") is None
    det.add_assistant_message("Your room at Hotel Lumiere is booked. Is there anything else I can help you with?")
    assert det.observe("Yes, get me a cab to the airport on Sunday.") is not None


def test_a_verifier_settles_uncertain_cases_only():
    asked = []

    def verifier(message, recent):
        asked.append(message)
        return True

    det = TaskBoundaryDetector(verifier=verifier)
    low, high = det.band
    det.observe("Analyze the Q3 sales of Acme Corp")
    det.observe("ok")
    det.observe("New task: write a poem")  # an explicit cue never asks
    assert asked == []
    message = "What is the weather like in Lisbon?"
    p = det.probability(message)
    b = det.observe(message)
    assert (message in asked) == (low <= p < high)
    assert det.verifier_calls == len(asked) and det.decisions == 3
    if asked:
        assert b is not None and "verifier" in b.reasons


def test_inference_is_cheap(benchmark_free=None):
    """Not a timing assertion: the model is numpy weights of a fixed, small size."""
    from zoned_memory.boundary import BoundaryModel
    from zoned_memory.boundary.learned.features import DENSE_FEATURES, HASH_BUCKETS

    model = BoundaryModel.load()
    assert model.dense.shape == (len(DENSE_FEATURES),) and model.hashed.shape == (HASH_BUCKETS,)
    assert 0.0 < model.threshold < 1.0 and 0.0 <= model.band[0] < model.band[1] <= 1.0


def test_extra_cues_are_configurable():
    _, (b,) = run(["Analyze Acme Corp", "TICKET-42: reset my password"],
                  config=DetectorConfig(extra_cues=(r"ticket-\d+:",)))
    assert b is not None and b.reasons == ("explicit cue",)


def test_intent_classifier_is_optional_and_pluggable():
    def classify(message, recent):
        return "travel" if "flight" in message.lower() or "hotel" in message.lower() else "finance"

    _, (b,) = run(["Find a flight to Rome", "What is my account balance"], classifier=classify, embedder=None)
    assert b is not None and "intent change" in b.reasons
    _, (b,) = run(["Find a flight to Rome", "a hotel near the center"], classifier=classify, embedder=None)
    assert b is None


def test_return_to_an_earlier_task_is_named():
    det, out = run(["What was Tesla's revenue in 2023?", "Let's switch topics. Explain B-tree indexes",
                    "Give me an example", "Back to Tesla, what about Q4 deliveries?"])
    first_task = det.current.task_id  # the first task, returned to
    assert is_provisional(first_task) and first_task not in det.earlier and len(det.earlier) == 1
    assert out[0] is not None and out[0].resume_task_id is None
    assert out[2] is not None and out[2].reasons == ("return cue",) and out[2].resume_task_id == first_task
    assert det.current.task_id == first_task


def test_an_explicit_new_task_cue_never_resumes_even_naming_an_earlier_subject():
    det = TaskBoundaryDetector(embedder=None)
    det.begin_task("write-up")
    det.remember_task("acme-analysis", "Request: analyze Acme Corp sales. - Acme Corp sold 1200 units")
    det.observe("Draft the newsletter intro")
    b = det.observe("New task: what were Acme Corp's sales again?")
    assert b is not None and b.resume_task_id is None
    back = det.observe("Back to the Acme Corp sales analysis")  # pointing back does resume
    assert back is not None and back.resume_task_id == "acme-analysis"


@pytest.mark.parametrize("messages", [
    ["New task: review the Initech contract", "New task: review the Umbrella contract",
     "New task: review the Hooli contract"],
    ["帮我分析A公司的库存", "换个话题，帮我写一封给B公司的合作邮件", "换个话题，帮我写一封给C公司的合作邮件"],
])
def test_explicit_new_task_cues_open_new_tasks_every_time(store, messages):
    from zoned_memory import TaskContext, TaskSession

    session = TaskSession(store, TaskContext(user_id="u", session_id="resume-bug", task_id="first"))
    seen = [session.context.task_id]
    for n, text in enumerate(messages):
        session.add_user_message(text)
        session.add_assistant_message(f"Noted the facts of step {n}: invoice INV-{4711 + n}.")
        seen.append(session.context.task_id)
    explicit = [seen[n + 1] for n, text in enumerate(messages) if n > 0 or text.startswith("New task")]
    assert len(set(explicit)) == len(explicit)  # no new-task message went back into an earlier task


def test_labelled_set_meets_the_goal_without_a_classifier():
    data = load_conversations(DATA / "boundaries.jsonl")
    assert len(data) >= 40
    assert sum(c["lang"] == "zh" for c in data) * 2 == len(data)
    result = evaluate(data, lambda: TaskBoundaryDetector())
    assert result["precision"] >= 0.9, result
    assert result["f1"] >= 0.85, result
    offline = evaluate(data, lambda: TaskBoundaryDetector(embedder=None))
    assert offline["precision"] >= 0.9 and offline["f1"] >= 0.85, offline


def test_second_labelled_set_meets_the_goal():
    data = load_conversations(DATA / "boundaries_holdout.jsonl")
    result = evaluate(data, lambda: TaskBoundaryDetector())
    assert result["precision"] >= 0.9 and result["f1"] >= 0.85, result
    # the cost of a whole turn (the reply read, the message judged) is reported as a distribution
    assert 0 < result["ms_per_turn_p50"] <= result["ms_per_turn_p95"]


@pytest.mark.parametrize("message", ["I use an Android phone", "My laptop is a ThinkPad", "我用的是华为手机",
                                     "Keep the product names in English"])
def test_details_about_the_user_or_the_output_do_not_switch(message):
    _, (b,) = run(["How do I set up two-factor auth on GitHub?", message])
    assert b is None, b


def test_observe_rejects_non_strings():
    with pytest.raises(TypeError):
        TaskBoundaryDetector(embedder=None).observe({"text": "x"})  # type: ignore[arg-type]


def test_eval_boundaries_command_reads_the_corpus_format(tmp_path, capsys):
    import json

    from zoned_memory.cli import main

    conv = {"id": "c1", "lang": "en", "turns": [
        {"assistant": "", "text": "Find me a hotel in Paris", "tools": [], "new_task": True, "task": "hotel"},
        {"assistant": "Which area?", "text": "Near the Louvre.", "tools": [], "new_task": False, "task": "hotel"},
        {"assistant": "Booked. Anything else?", "text": "New task: get me a cab to the airport", "tools": [],
         "new_task": True, "task": "cab"}]}
    path = tmp_path / "logs.jsonl"
    path.write_text(json.dumps(conv) + "\n", encoding="utf-8")
    assert main(["eval-boundaries", str(path), "--errors", "5"]) == 0
    report = json.loads(capsys.readouterr().out.split("\n}\n")[0] + "\n}")
    assert report["decisions"] == 2 and report["boundaries"] == 1 and report["tp"] == 1
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    assert main(["eval-boundaries", str(bad)]) == 2


def test_llm_verifiers_parse_new_and_same():
    from langchain_core.language_models import FakeListChatModel
    from llama_index.core.llms import MockLLM

    from langchain_zoned import chat_model_verifier
    from llamaindex_zoned import llm_verifier
    from zoned_memory.summarize import parse_verdict

    verify = chat_model_verifier(FakeListChatModel(responses=["NEW", "same.", "maybe"]))
    assert [verify("book a cab", ["find a hotel"]) for _ in range(3)] == [True, False, None]
    assert llm_verifier(MockLLM())("book a cab", ["find a hotel"]) is None  # MockLLM echoes: neither word
    assert parse_verdict("**New**") is True


def test_a_return_without_a_cue_names_the_earlier_task():
    det = TaskBoundaryDetector()
    det.begin_task("acme")
    det.observe("Analyze the Q3 revenue of Acme Corp")
    det.add_assistant_message("Acme Corp made 1200 million in Q3.")
    b = det.observe("Now write a birthday poem for my colleague Maria")
    assert b is not None and b.resume_task_id is None
    det.add_assistant_message("Here is a poem for Maria. Anything else?")
    b = det.observe("What was the Q3 margin of Acme Corp?")
    assert b is not None and b.resume_task_id == "acme"


def test_eval_boundaries_lists_a_wrong_decision_with_why_it_was_taken(tmp_path, capsys):
    import json

    from zoned_memory.boundary.training.evaluate import evaluate
    from zoned_memory.cli import main

    conv = {"id": "c1", "lang": "en", "turns": [
        {"assistant": "", "text": "Find me a hotel in Paris", "tools": [], "new_task": True, "task": "hotel"},
        {"assistant": "Which area?", "text": "New task: get me a cab to the airport", "tools": [],
         "new_task": False, "task": "hotel"}]}  # labelled a continuation: the detector's switch is a false one
    result = evaluate([conv], lambda: TaskBoundaryDetector(embedder=None), errors=5)
    assert [(e["kind"], e["reasons"]) for e in result["errors"]] == [("FP", ["explicit cue"])]
    path = tmp_path / "logs.jsonl"
    path.write_text(json.dumps(conv) + "\n", encoding="utf-8")
    assert main(["eval-boundaries", str(path), "--errors", "5"]) == 0
    assert "why: explicit cue" in capsys.readouterr().out
