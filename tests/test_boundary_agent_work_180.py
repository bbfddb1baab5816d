"""What agent-work sets 180-182 (`tests/data/boundaries_agent_work_180.jsonl` ...) and carry-over file 109, scored first
on stop 68's wave-3 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_REGEX = [("need a regex for validating us phone numbers", "^\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$ matches (555) 123-4567."),
          ("should also accept +1 in front", "^(?:\\+1[-. ]?)?\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$"),
          ("thx", "You're welcome!")]
_PARTY = [("I'm planning a surprise party for my wife's 40th, about 25 people", "Key pieces: venue, guest list, a cover story, food."),
          ("ok and what's a believable cover story to get her there",
           "Tell her you booked a dinner for two at the hotel's restaurant to celebrate.")]
_RENOVATION = [("帮我做一个装修预算表，房子九十平。我是第一次买房，什么都不懂。", "硬装：水电1.5万、瓷砖1.2万、木工1万、油漆0.8万；软装：家具3万……"),
               ("总预算二十万", "按20万调整：硬装8万、软装7万、家电4万、预留1万。")]


def test_the_rules_read_a_question_word_typed_without_its_apostrophe():
    assert verdict(_REGEX, "whats the difference between git merge and rebase") is not None
    assert verdict(_REGEX, "whats the + for") is None  # of the regex


def test_a_random_q_is_an_aside():
    assert verdict(_PARTY, "random q, is it normal for my 2 year old to not talk much yet") is not None
    assert verdict(_PARTY, "is it normal to invite her coworkers too") is None


def test_how_many_times_is_no_subject_shared_with_the_task():
    # "第一次" shared "第一" / "一次" with nothing but a count; the first dog has nothing of the renovation
    assert verdict(_RENOVATION, "第一次养狗要准备什么？我对猫毛过敏，所以只能养狗。") is not None
    assert verdict(_RENOVATION, "第一次装修，硬装要准备什么") is None  # the renovation's own
