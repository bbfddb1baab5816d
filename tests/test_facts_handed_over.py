"""Text the user hands over for a job (a letter to proofread, a line to translate, a message to reply to) speaks for
whoever wrote it: it is the task's data, never the user's global facts (fact probe set 56, ``tests/data/facts_probes.jsonl``,
scored before: 12 of its 14 such messages promoted)."""

from __future__ import annotations

import pytest

from zoned_memory import Status, TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.handed_over import handed_over, own_words
from zoned_memory.facts.router import FactRouter
from tests.fact_routing import routed

COVER_LETTER = ("Can you proofread this cover letter for my cousin?\n\nDear Ms. Patel, I am a certified nurse with six years "
                "of experience in pediatric care. I live in Leeds and I am available to start in March.")


@pytest.mark.parametrize("text", [
    COVER_LETTER,
    "Translate into Spanish: \"My name is Tom, I'm 34 and I don't eat pork.\"",
    "Reply to this email from a client for me: 'Hi, I'm a vet in Leeds and I'm vegan, so the leather case is no use to me.'",
    "Tighten up this paragraph:\nI grew up in Porto. I have three sons and I work weekends as a firefighter.",
    "Summarize this note from my neighbour: I travel most of the year and I prefer texts to calls.",
    "Hi all,\nI'm relocating to the Dublin office in May and I'll be off on Mondays from then on.\nThanks, Ravi\n\n"
    "Could you make this sound friendlier?",
    "帮我润色这段话：大家好，我叫陈静，今年29岁，是一名护士，我不吃香菜。",
    "把这句翻译成日语：“我对芒果过敏，我住在西安。”",
    "帮我回一下这条消息：我下周调去广州分公司了，以后周末都要值班。",
])
def test_text_handed_over_for_a_job_stays_with_the_task(text):
    assert routed(text) == "task"


@pytest.mark.parametrize("text,scope", [
    ("Quick context: I'm vegetarian and I live in Denver. What's a good Thanksgiving main?", "global"),
    ("One thing before you plan anything: I use a wheelchair.", "global"),
    ("Translate the menu for me, I'm allergic to shellfish so flag anything with shrimp.", "global"),
    ("Write my bio for the gym website: I'm a certified personal trainer and I've lived in Austin for ten years.", "global"),
    ("先说明一下：我是素食者，帮我推荐几家杭州的餐厅。", "global"),
    ("For this session: write everything in British English.", "session"),
])
def test_the_users_own_words_beside_a_text_job_or_after_a_colon_still_count(text, scope):
    assert routed(text) == scope


def test_a_quote_that_does_not_speak_in_the_first_person_stays_inside_the_fact():
    text = "We're a nonprofit that teaches kids to code, and we always sign off as 'The CodeSprouts team'."
    assert own_words(text) == [text]
    assert handed_over("Meet me at 10:30: I live near the park.") == []  # a time's colon opens nothing


def test_a_letter_handed_over_neither_enters_the_profile_nor_outdates_where_the_user_lives(tmp_path):
    store = ZonedMemoryStore.open(path=tmp_path / "mem")
    session = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="t1"))
    session.add_user_message("By the way, I live in Paris.")
    session.add_assistant_message("Noted.")
    session.add_user_message(COVER_LETTER)
    facts = {r.text: r.status for r in store.records(session.context, scopes=["global"])}
    assert facts == {"I live in Paris.": Status.VALIDATED}
    assert COVER_LETTER in [m.content for m in session.messages]  # the task keeps the letter


def test_forget_inside_a_text_handed_over_revokes_nothing(tmp_path):
    store = ZonedMemoryStore.open(path=tmp_path / "mem")
    ctx = TaskContext(user_id="alice", session_id="s1", task_id="t1")
    router = FactRouter(store)
    router.route(ctx, "I'm vegetarian.")
    router.route(ctx, "Translate into French: \"Please forget that I'm vegetarian, I eat fish now.\"")
    assert [(r.text, r.status) for r in store.records(ctx, scopes=["global"])] == [("I'm vegetarian.", Status.VALIDATED)]


@pytest.mark.parametrize("text", [
    "My brother wrote this for his profile on the climbing club site, can you make it funnier?\n\n"
    "I'm 27, I'm a nurse in Bristol and I only eat fish on Fridays.",
    "Turn this into a polite email:\nhey its me, i live in Oslo now and i'm allergic to cats so no visits",
    "Fix the typos please: i am a vegan and i cant eat the cake at the party",
])
def test_a_text_to_turn_into_another_or_whose_typos_to_fix_is_handed_over(text):
    # probe set 57, scored after the rule above: 'a profile', 'turn this into', 'the typos' were words it lacked
    assert routed(text) == "task"


@pytest.mark.parametrize("text", ["帮我查一下这个药我能不能吃：我有高血压。", "帮我改一下简历吧，先说一句：我是左撇子，这个跟工作没关系哈。"])
def test_the_user_after_a_chinese_colon_is_a_statement_of_its_own(text):
    assert routed(text) == "global"


@pytest.mark.parametrize("text", [
    "Write a poem in the first person: I'm a lighthouse keeper in Maine and I hate the winter.",
    "Make up a test user profile for the signup flow: I'm Jonas, 41, I live in Graz and I'm diabetic.",
    "Role-play: you're a pharmacist and I'm a customer who is allergic to penicillin.",
    "My manager wrote: I'm out until the 20th and I don't check email on holiday. Can you draft a reply?",
    "帮我写段剧本台词，第一人称：我是一名退休的船长，住在青岛，我不吃海鲜。",
    "我朋友在群里说：我下周搬去苏州了，我对猫过敏。帮我回一句。",
])
def test_fiction_a_persona_or_someone_elses_words_after_a_colon_are_no_one_real(text):
    # probe set 58 (``tests/data/facts_probes.jsonl``), scored before: all 13 such messages promoted
    assert routed(text) == "task"


@pytest.mark.parametrize("text", [
    "If I were a vegan, what protein sources would I use?",
    "Suppose we earn 90k together, how much can we spend on rent?",
    "Imagine I'm moving to Japan next year, what should I learn first?",
    "Let's say I'm a teacher with summers off, what side jobs fit?",
    "Hypothetically, if I was lactose intolerant, could I still eat this cheese?",
    "I'm playing a wizard character who is blind; give me some good lines.",
])
def test_the_user_in_a_hypothetical_or_as_a_character_is_no_fact(text):
    assert routed(text) == "task"


@pytest.mark.parametrize("text", [
    "If I eat dairy I get a stomach ache, so skip the cheese.",
    "Imagine a weekend plan for me; I'm a night owl and I hate crowds.",
    "ok so for this whole session pretend I'm a first-year law student",
])
def test_a_real_condition_a_fact_beside_imagine_and_a_role_for_the_session_still_count(text):
    assert routed(text) in ("global", "session")
