"""Apostrophes as phones type them ("I’m", "don’t") and as people type without them ("im", "dont") read
like the straight ones, in the fact rules and the boundary detector (`sentences.plain`)."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector
from zoned_memory.facts import classify
from zoned_memory.sentences import plain


@pytest.mark.parametrize("typed, read", [
    ("I’m vegan", "I'm vegan"), ("don’t", "don't"), ("im tired", "i'm tired"), ("Ive been", "I've been"),
    ("i dont know", "i don't know"), ("it wont", "it won't"), ("I cant", "I can't"),
    ("‘quoted’", "‘quoted’"), ("Tim and IM and Jim", "Tim and IM and Jim"), ("我不吃辣", "我不吃辣"),
])
def test_plain_straightens_apostrophes_and_restores_bare_contractions(typed, read):
    assert plain(typed) == read


@pytest.mark.parametrize("typed", ["I’m allergic to peanuts.", "im allergic to peanuts", "I don’t eat pork."])
def test_a_fact_typed_with_a_curly_or_no_apostrophe_is_found_and_kept_as_typed(typed):
    label = classify(typed)
    assert label.scope == "global" and label.text == typed


def test_the_detector_reads_a_curly_apostrophe_like_a_straight_one():
    def boundary(message: str) -> bool:
        detector = TaskBoundaryDetector()
        detector.observe("I need a hotel in the north with free parking")
        detector.add_assistant_message("Booked. Reference: 8HJ2K1.")
        return detector.observe(message) is not None

    assert boundary("Thanks. I’d also like a taxi to the station at 5pm.")
    assert boundary("Let’s switch topics: what's a good name for a puppy?")
