"""Facts the hand-written carry-over files 46 to 50 (``tests/data/carryover_fresh_46.jsonl`` to ``_50``) and probe set 50
(``tests/data/facts_probes.jsonl``), each played before the rules it asked for, found unread, each said here in other words
too, beside what must stay with the task (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.classify import classify_all
from zoned_memory.facts.statements import split_statements
from zoned_memory.facts.answers import answered_fact


@pytest.mark.parametrize("text, scope", [
    # a standing office in a named body or a group ("I'm the PTA treasurer", "I'm the office manager")
    ("Oh, and I'm the PTA treasurer, so I'll be presenting this.", "global"),
    ("I'm the HOA secretary.", "global"),
    ("I'm the office manager here.", "global"),
    ("I'm the club treasurer, so the books are mine.", "global"),
    ("I'm the designated driver tonight.", "task"),                        # a role for one evening
    ("I'm the host of this dinner.", "task"),
    # file 47: the one who does a thing every so often, and a standard under "in this session"
    ("I'm the one who hosts it every month, so I'll need discussion questions too.", "global"),
    ("I'm the person who always books the team offsite.", "global"),
    ("I'm the one who asked for this report.", "task"),                    # one request
    ("I'm the one who needs it by Friday.", "task"),
    ("Draft the Q1 roadmap summary; in this session, label every item with its owner.", "session"),
    ("For the rest of this chat, number every step.", "session"),
    ("Label the third column in this chart.", "task"),                     # one edit, no scope
    # file 48: a taste said before a question, after a role ("作为一个东北人，我口味偏重，...吗？")
    ("我吃得比较清淡，这道菜能少放盐吗？", "global"),
    ("这道菜口味偏重吗？", "task"),                                          # of the dish
    # a career change and the years of the old one, before a wish
    ("我是转行的，之前做了五年销售，现在想做产品经理。", "global"),
    ("我以前干过三年会计。", "global"),
    ("我现在想做产品经理。", "task"),                                        # a wish of now
    # where the user rents
    ("I'm renting in Austin, so can I make the landlord fix it?", "global"),
    ("We rent in Leeds.", "global"),
    ("I'm renting in the meantime.", "task"),
    # probe set 50: the user's own allergy named as theirs, a work week, "someone like me who", the floor the home is on
    ("With my peanut allergy, is Thai food risky?", "global"),
    ("My son's peanut allergy is getting worse.", "task"),                   # someone else's
    ("Draft my out-of-office message - I work four days a week, Monday to Thursday.", "global"),
    ("I work 12-hour days this week.", "task"),
    ("像我这种经常出差的人，办哪张信用卡比较好？", "global"),
    ("像我这样问会不会太啰嗦？", "task"),
    ("我们家住一楼，比较潮，衣服怎么晾？", "global"),
    ("你们家住几楼？", "task"),
    # file 49: where the user's business is, the territory they cover, a standard for today said with the scope first
    ("我们店在大学城，顾客主要是学生。", "global"),
    ("我的工作室开在老城区。", "global"),
    ("我们店在哪能查到？", "task"),
    ("Sign it as their regional rep - I cover the whole Pacific Northwest.", "global"),
    ("I cover the Tuesday shift.", "task"),
    ("Write this month's newsletter. For today, everything goes out under the support team's name.", "session"),
    ("For now, every email we send should be cc'd to Dana.", "session"),
    ("Today everything is a mess.", "task"),
    # file 50: the user's role for a client by their line of work, what the user weighs
    ("I'm their customer success lead, so sign it from me.", "global"),
    ("I'm your point of contact today.", "task"),                           # for today only
    ("我体重比较大，九十公斤。", "global"),
    ("我体重有八十公斤。", "global"),
    ("我体重多少合适？", "task"),
    # probe set 51: the user's own wheelchair, said as how they sit
    ("What's a good stretch routine? I sit in a wheelchair most of the day.", "global"),
    ("I sit in a wheelchair at the airport today.", "task"),                 # the moment's
])
def test_what_files_46_to_48_said_beside_the_task(text, scope):
    assert routed(text) == scope


@pytest.mark.parametrize("asked, reply, fact", [
    # what the user does for work, asked by the assistant and answered without a subject
    ("Sure. What's your current role?", "Head of data engineering, and I've been doing it for about eight years.",
     "My job: Head of data engineering."),
    ("What do you do for a living?", "Pediatric nurse.", "My job: Pediatric nurse."),
    ("Happy to help. What's your job title?", "Senior product designer", "My job: Senior product designer."),
    ("好的，你是做什么工作的？", "做财务的", "我的工作：做财务的。"),
    ("请问您的职业是？", "中学老师", "我的工作：中学老师。"),
])
def test_an_answer_about_the_users_work_is_their_job(asked, reply, fact):
    label = answered_fact(asked, reply)
    assert label is not None and (label.text, label.kind, label.slot, label.scope) == (fact, "profile", "job", "global")


@pytest.mark.parametrize("asked, reply", [
    ("What's your client's role?", "Head of sales."),                    # someone else's
    ("What role should the email be addressed to?", "Head of data engineering"),  # the task's
    ("What do you do for a living?", "Why do you ask?"),
    ("What's your current role?", "I'd rather not say, and please just write the bio"),
])
def test_a_work_question_about_someone_else_or_the_task_gives_no_job(asked, reply):
    assert answered_fact(asked, reply) is None


@pytest.mark.parametrize("text, fact", [
    # a role said first, then a fact and a question: the fact is a statement of its own (file 48)
    ("作为一个东北人，我口味偏重，酱油能多放点吗？", "我口味偏重"),
    ("作为一名护士，我经常上夜班，褪黑素能长期吃吗？", "我经常上夜班"),
])
def test_a_fact_between_a_role_and_a_question_is_stored_on_its_own(text, fact):
    labels = classify_all(split_statements(text))
    assert any(fact in label.text and label.scope == "global" for label in labels)
    assert not any("吗" in label.text and label.scope == "global" for label in labels)


@pytest.mark.parametrize("text, fact", [
    # the user described at the end of a request: "for someone like me who ..." (probe set 50's last miss)
    ("What's a good laptop bag for someone like me who bikes to work every day?", "someone like me who bikes to work every day"),
    ("Any tips for people like me who hate running?", "people like me who hate running"),
])
def test_the_user_described_inside_a_request_is_a_statement_of_its_own(text, fact):
    labels = classify_all(split_statements(text))
    assert [label.text for label in labels if label.scope == "global"] == [fact]


def test_a_question_about_someone_like_the_user_states_nothing():
    assert routed("Is this too spicy for someone like me?") == "task"



def test_a_taste_pointing_back_at_a_thing_turned_away_is_stored_with_it():
    # file 51: "Nothing with mushrooms, I can't stand them." - "them" is the mushrooms
    labels = classify_all(split_statements("What's a quick pasta for tonight? Nothing with mushrooms, I can't stand them."))
    assert [label.text for label in labels if label.scope == "global"] == ["Nothing with mushrooms, I can't stand them."]
    assert not any(label.scope == "global" for label in classify_all(split_statements("Nothing else, thanks. I love it.")))
