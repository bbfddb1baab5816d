"""Durable user facts reach the global / session zone on the automatic path (issue #24)."""

from __future__ import annotations

import pytest

from zoned_memory import Scope, TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.facts import FactLabel, classify, split_statements


@pytest.fixture()
def store(tmp_path):
    s = ZonedMemoryStore.open(path=str(tmp_path / "mem"))
    yield s
    s.close()


def _session(store, **kw) -> TaskSession:
    return TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="acme"), **kw)


def _live(store, scope: str) -> list[str]:
    ctx = TaskContext(user_id="alice", session_id="s1", task_id="any")
    return sorted(r.text for r in store.records(ctx, scopes=[scope]) if r.status.value in ("validated", "unverified"))


def test_the_issue_example_reaches_the_next_task(store):
    s = _session(store)
    s.add_user_message("Analyze Acme Corp's Q3 sales. By the way, I'm vegetarian and I always want answers as "
                       "tables, my name is Alice.")
    s.add_assistant_message("Acme sold 1200 units in Q3.")
    s.add_user_message("New task: find me a restaurant in Paris for tonight")
    assert s.context.task_id != "acme"
    prompt = s.messages[0].content
    assert "I'm vegetarian" in prompt and "answers as tables" in prompt and "Alice" in prompt
    assert "1200" not in prompt and "Analyze" not in prompt  # the task's data stays in its task
    assert _live(store, "global") == ["I always want answers as tables", "I'm vegetarian", "My name is Alice."]


def test_chinese_aside_is_stored_and_does_not_switch(store):
    s = _session(store)
    s.add_user_message("帮我订周六晚上的餐厅，四个人")
    s.add_assistant_message("好的，您想吃什么菜？")
    assert s.add_user_message("顺便说一下，我对花生过敏") is None
    assert s.context.task_id == "acme"
    assert _live(store, "global") == ["我对花生过敏"]


@pytest.mark.parametrize("text", ["The client prefers answers as tables.", "我客户是素食者", "I'm hungry.",
                                  "Can you find me a vegetarian restaurant?", "I'd like a table for two tonight.",
                                  "帮我查一下A公司的库存"])
def test_task_data_and_third_parties_are_not_promoted(store, text):
    s = _session(store)
    s.add_user_message(text)
    assert _live(store, "global") == [] and _live(store, "session") == []


def test_session_context_goes_to_the_session_zone(store):
    s = _session(store)
    s.add_user_message("For everything today, use the staging database.")
    s.add_user_message("今天的材料都用英文写")
    assert _live(store, "session") == ["For everything today, use the staging database.", "今天的材料都用英文写"]
    other = TaskContext(user_id="alice", session_id="s2", task_id="t")
    assert store.records(other, scopes=[Scope.SESSION]) == []  # another session does not see it


def test_a_new_fact_outdates_the_one_it_replaces(store):
    s = _session(store)
    s.add_user_message("I live in Paris.")
    s.add_user_message("I moved to Berlin last month.")
    s.add_user_message("我喜欢吃辣。")
    s.add_user_message("我现在不吃辣了")
    live = _live(store, "global")
    assert "I moved to Berlin last month." in live and "I live in Paris." not in live
    assert "我现在不吃辣了" in live and "我喜欢吃辣。" not in live
    assert "Paris" not in s.messages[0].content
    hits = s.prompt_memories("Where do I live? Paris or Berlin?", 10)
    assert not any("Paris" in h.record.text for h in hits)  # an outdated fact reaches no prompt
    assert any("Paris" in h.record.text for h in s.search("Where do I live? Paris?", 10, statuses=["outdated"]))
    s.add_user_message("我上个月搬到了北京。")  # the same slot, in Chinese: Berlin is outdated in turn
    assert "我上个月搬到了北京。" in _live(store, "global") and "I moved to Berlin last month." not in _live(store, "global")


def test_facts_of_work_add_up_until_the_user_says_the_job_changed(store):
    """A role, an employer and a workplace are facts of one slot that hold together ("I'm a product manager", "I work at
    Google"); a job said as changed replaces them ("I'm now a teacher", "我现在是律师")."""
    s = _session(store)
    s.add_user_message("I'm a product manager.")
    s.add_user_message("I work at Google.")
    s.add_user_message("我在张江上班。")
    assert {"I'm a product manager.", "I work at Google.", "我在张江上班。"} <= set(_live(store, "global"))
    s.add_user_message("I'm now a high school teacher.")
    live = _live(store, "global")
    assert "I'm now a high school teacher." in live and "I'm a product manager." not in live and "I work at Google." not in live


@pytest.mark.parametrize("old, new", [
    ("I'm vegetarian.", "I'm no longer vegetarian."),
    ("I'm 34.", "I just turned 35."),
    ("I prefer window seats.", "I now prefer aisle seats."),
    ("我是老师。", "我现在是一名律师。"),
])
def test_a_change_said_in_other_words_outdates_the_old_fact(store, old, new):
    s = _session(store)
    s.add_user_message(old)
    s.add_user_message(new)
    assert _live(store, "global") == [new]


@pytest.mark.parametrize("old, new", [("I love Berlin's museums.", "I live in Berlin now."),
                                      ("我喜欢北京烤鸭。", "我现在住在北京。")])
def test_a_change_of_one_kind_keeps_the_facts_of_another(store, old, new):
    s = _session(store)
    s.add_user_message(old)
    s.add_user_message(new)
    assert _live(store, "global") == sorted([old, new])


def test_a_taste_said_as_an_addition_keeps_the_old_one(store):
    s = _session(store)
    s.add_user_message("I like rock music.")
    s.add_user_message("I now also like jazz.")
    assert _live(store, "global") == ["I like rock music.", "I now also like jazz."]


def test_forget_revokes_and_a_repeat_is_stored_once(store):
    s = _session(store)
    s.add_user_message("I'm allergic to cats.")
    s.add_user_message("I'm allergic to cats.")  # another turn, the same fact
    ctx = s.context
    assert [r.text for r in store.records(ctx, scopes=[Scope.GLOBAL])] == ["I'm allergic to cats."]
    s.add_user_message("Forget that I'm allergic to cats.")
    assert _live(store, "global") == []


def test_facts_off_and_an_llm_extractor(store):
    s = _session(store, facts=False)
    s.add_user_message("I'm vegetarian.")
    assert _live(store, "global") == []

    def extractor(statements):
        return [FactLabel(text=t, scope="global", kind="preference", confidence=0.7) if "emoji" in t
                else FactLabel(text=t) for t in statements]

    s2 = _session(store, facts=extractor)
    s2.add_user_message("No emoji in answers please. Summarize the report.")
    assert _live(store, "global") == ["No emoji in answers please."]


def test_statements_and_rules():
    assert split_statements("帮我订一家餐厅。顺便说一下，我对花生过敏")[-1] == "我对花生过敏"
    assert classify("Our fiscal year starts in April").kind == "knowledge"
    assert classify("我的上司名叫赵雅琳").kind == "knowledge"
    assert classify("I no longer eat meat").negated
    assert not classify("What are the GDPR fines?").durable


def test_eval_facts_cli(tmp_path):
    import json
    import subprocess
    import sys

    data = tmp_path / "facts.jsonl"
    data.write_text("\n".join(json.dumps(m, ensure_ascii=False) for m in [
        {"text": "I'm vegetarian. Book a table.", "statements": [
            {"text": "I'm vegetarian.", "durable": True, "kind": "constraint"},
            {"text": "Book a table.", "durable": False, "kind": None}]},
        {"text": "我客户是素食者", "statements": [{"text": "我客户是素食者", "durable": False, "kind": None}]},
    ]) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "zoned_memory", "eval-facts", str(data)], capture_output=True,
                          text=True, check=True)
    result = json.loads(done.stdout)
    assert result["precision"] == 1.0 and result["recall"] == 1.0 and result["false_promotions"] == "0/2"


def test_llm_extractors_are_validated_like_any_write(store):
    from langchain_core.language_models import FakeListChatModel
    from llama_index.core.llms import MockLLM

    from langchain_zoned import chat_model_extractor
    from llamaindex_zoned import llm_extractor
    from zoned_memory import InvalidInputError

    good = '[{"n": 2, "scope": "global", "kind": "preference", "confidence": 0.85}]'
    s = _session(store, facts=chat_model_extractor(FakeListChatModel(responses=[good])))
    s.add_user_message("Summarize the report. I like short answers.")
    assert _live(store, "global") == ["I like short answers."]

    bad = '[{"n": 1, "scope": "everywhere", "kind": "preference"}]'
    s2 = TaskSession(store, TaskContext(user_id="bob", session_id="s1", task_id="t"),
                     facts=chat_model_extractor(FakeListChatModel(responses=[bad])))
    with pytest.raises(InvalidInputError):
        s2.add_user_message("I like tea.")
    s3 = TaskSession(store, TaskContext(user_id="carol", session_id="s1", task_id="t"), facts=llm_extractor(MockLLM()))
    with pytest.raises(InvalidInputError):  # MockLLM echoes the request: not JSON, never a silent "no facts"
        s3.add_user_message("I like tea.")


def test_the_extractor_is_asked_once_per_message(store):
    calls = []

    def extractor(statements):
        calls.append(list(statements))
        return [FactLabel(text=t) for t in statements]

    s = _session(store, facts=extractor)
    s.add_user_message("Summarize the report. Then email it.")
    assert calls == [["Summarize the report.", "Then email it."]]


def test_a_failed_write_of_the_new_fact_leaves_the_old_one_live(store, monkeypatch):
    from zoned_memory import StoreError

    s = _session(store)
    s.add_user_message("I live in Paris.")

    def broken(*args, **kwargs):
        raise StoreError("disk full")

    monkeypatch.setattr(store, "write_many", broken)
    with pytest.raises(StoreError):
        s.add_user_message("I moved to Berlin last month.")
    monkeypatch.undo()
    assert _live(store, "global") == ["I live in Paris."]  # never neither: the old fact stays until the new is stored


def test_a_fact_said_again_after_it_was_replaced_or_revoked_is_live_again(store):
    """Paris -> Berlin -> Paris: the user lives in Paris (it was outdated by Berlin; the same id
    must not stay outdated, or no residence is left); a fact revoked and said again later is live."""
    s = _session(store)
    for text in ("I live in Paris.", "I moved to Berlin last month.", "I live in Paris."):
        s.add_user_message(text)
        s.add_assistant_message("Noted.")
    assert _live(store, "global") == ["I live in Paris."]
    s.add_user_message("Forget that I live in Paris.")
    s.add_assistant_message("Done.")
    assert _live(store, "global") == []
    s.add_user_message("我对花生过敏。")
    s.add_assistant_message("好的。")
    s.add_user_message("I live in Paris.")
    assert _live(store, "global") == ["I live in Paris.", "我对花生过敏。"]


@pytest.mark.parametrize("text, fact", [
    ("Since I'm allergic to nuts, what snacks can I eat?", "I'm allergic to nuts"),
    ("I'm vegan, so which restaurants would work?", "I'm vegan"),
    ("我对坚果过敏，有什么零食推荐吗？", "我对坚果过敏"),
    ("我是素食者，帮我推荐一家餐厅", "我是素食者"),
])
def test_a_fact_inside_a_request_is_stored_and_the_request_still_counts(store, text, fact):
    from zoned_memory import TaskBoundaryDetector

    judged: list[str] = []

    class Recording(TaskBoundaryDetector):
        def observe(self, message, tools=()):
            judged.append(message)
            return super().observe(message, tools)

    s = _session(store, detector=Recording())
    s.add_user_message("Analyze the Q3 sales of Acme Corp")
    s.add_assistant_message("Acme sold 1200 units.")
    s.add_user_message(text)
    assert _live(store, "global") == [fact]
    assert judged[-1] == text  # a request, judged for a boundary: not an aside about the user


@pytest.mark.parametrize("origin", ["I grew up in Texas.", "I'm originally from Lyon.", "I was born in Madrid.", "我老家在洛阳。",
                                    "我在河南农村长大。"])
def test_where_the_user_comes_from_does_not_replace_where_they_live(store, origin):
    s = _session(store)
    s.add_user_message("I live in Paris.")
    s.add_user_message(origin)
    assert _live(store, "global") == sorted(["I live in Paris.", origin])
    s.add_user_message("I moved to Berlin last month.")  # a move replaces the home, not the origin
    assert _live(store, "global") == sorted(["I moved to Berlin last month.", origin])


@pytest.mark.parametrize("request_text", ["Scratch what I said about my allergy to cats.", "You can forget about my cat allergy.",
                                          "把我说的猫过敏删掉。"])
def test_forgetting_said_in_other_words_revokes(store, request_text):
    s = _session(store)
    s.add_user_message("I'm allergic to cats.")
    s.add_user_message("我对猫过敏。")
    s.add_user_message(request_text)
    assert len(_live(store, "global")) < 2  # the fact the request names is revoked


@pytest.mark.parametrize("request_text", ["Forget everything you know about me.", "请删除你记住的关于我的信息。"])
def test_forget_everything_about_me_revokes_every_fact_of_the_user(store, request_text):
    s = _session(store)
    s.add_user_message("I'm vegetarian. My name is Alice.")
    s.add_user_message("For everything today, use the staging database.")
    s.add_user_message(request_text)
    assert _live(store, "global") == [] and _live(store, "session") == []


@pytest.mark.parametrize("task_text", ["Delete my account.", "Delete the draft.", "Ignore the last email.", "Scratch that, make it 7pm.",
                                       "Clear my calendar for Friday.", "把这个文件删掉。", "别忘了订票。"])
def test_task_requests_that_delete_or_drop_something_forget_nothing(store, task_text):
    s = _session(store)
    s.add_user_message("I'm vegetarian. I have an account at Chase. My calendar app is Outlook.")
    before = _live(store, "global")
    s.add_user_message(task_text)
    assert _live(store, "global") == before


@pytest.mark.parametrize("request_text, gone", [
    ("Please forget my address.", "I live at 12 Rue Cler in Paris."),
    ("Forget where I work.", "I work as a nurse at St. Mary's."),
    ("忘掉我的地址。", "I live at 12 Rue Cler in Paris."),
    ("Don't remember my birthday.", "My birthday is May 3rd."),
])
def test_a_request_to_forget_may_name_the_kind_of_fact_instead_of_its_words(store, request_text, gone):
    s = _session(store)
    kept = "I'm vegetarian."
    s.add_user_message(f"{gone} {kept}")
    assert gone in _live(store, "global")
    s.add_user_message(request_text)
    assert _live(store, "global") == [kept]


def test_a_request_to_forget_a_plan_of_the_day_leaves_the_users_job(store):
    s = _session(store)
    s.add_user_message("我是一名护士。")
    s.add_user_message("别记我今天的工作安排。")
    assert _live(store, "global") == ["我是一名护士。"]
