"""A secret that proves who the user is, or an illness of the moment, never leaves its task (issue #24), whoever
labels the statement: the rules, the learned model, an LLM extractor, or the short answer to the assistant's question.
A profile enters every later model call; "Mother's maiden name is Cooper" (said to a bank assistant, STAR) must not."""

from __future__ import annotations

import pytest

from zoned_memory import TaskContext, TaskSession
from zoned_memory.facts import FactLabel, classify
from zoned_memory.facts.learned.model import FactModel
from zoned_memory.facts.never_promoted import holds_secret, is_acute_illness

SECRETS = ["My mother's maiden name is Cooper", "Mothers maiden name is Sanchez.", "My childhood pet's name is Charlie.",
           "My password is hunter2", "my PIN is 1234", "My account number is 351531510", "My SSN is 078-05-1120",
           "我的银行卡密码是123456", "我的身份证号是110101199003071234", "我的账号是alice_88"]
ACUTE = ["I have a cold.", "I've got the flu", "I have a headache", "I have a runny nose, sneezes, and no energy.",
         "我感冒了", "我有点发烧"]
STANDING = ["I have asthma", "I get migraines every month", "I have type 1 diabetes", "我有高血压", "我容易感冒",
            "I cold-call clients for a living"]


def _profile(store) -> list[str]:
    ctx = TaskContext(user_id="alice", session_id="s1", task_id="any")
    return [r.text for r in store.records(ctx, scopes=["global", "session"])]


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_is_never_a_fact_of_the_profile(text):
    assert holds_secret(text)
    assert classify(text).scope == "task"


@pytest.mark.parametrize("text", SECRETS + ACUTE)
def test_not_even_a_model_that_calls_everything_a_fact_promotes_them(text):
    model = FactModel.load()
    assert classify(text, model, threshold=0.0).scope == "task"


@pytest.mark.parametrize("text", ACUTE)
def test_an_illness_of_the_moment_stays_with_the_task(text):
    assert is_acute_illness(text)
    assert classify(text).scope == "task"


@pytest.mark.parametrize("text", STANDING)
def test_a_standing_condition_is_no_illness_of_the_moment(text):
    assert not is_acute_illness(text) and not holds_secret(text)


@pytest.mark.parametrize("text", ["I have asthma", "I have type 1 diabetes", "我有高血压"])
def test_a_standing_condition_is_still_a_fact(text):
    assert classify(text).scope == "global"


def test_an_llm_extractor_cannot_promote_a_secret(default_store):
    store = default_store
    def everything_global(statements):
        return [FactLabel(text=t, scope="global", kind="profile", confidence=0.9) for t in statements]

    s = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="bank"), facts=everything_global)
    s.add_user_message("My mother's maiden name is Cooper. I live in Oslo.")
    assert _profile(store) == ["I live in Oslo."]


def test_an_llm_extractor_cannot_promote_an_illness_typed_with_a_curly_apostrophe(default_store):
    def everything_global(statements):
        return [FactLabel(text=t, scope="global", kind="constraint", confidence=0.9) for t in statements]

    s = TaskSession(default_store, TaskContext(user_id="alice", session_id="s1", task_id="t"), facts=everything_global)
    s.add_user_message("I’ve got the flu. I’m vegan.")
    assert _profile(default_store) == ["I’m vegan."]


def test_the_answer_to_a_security_question_stays_with_the_task(default_store):
    store = default_store
    s = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="bank"))
    s.add_user_message("I can't find my PIN, can you still get my balance?")
    s.add_assistant_message("Sure. To verify it's you: what is your mother's maiden name?")
    s.add_user_message("Cooper.")
    s.add_assistant_message("Thanks. Any food allergies I should know about for the dinner booking?")
    s.add_user_message("Shellfish.")
    assert all("Cooper" not in t for t in _profile(store))
