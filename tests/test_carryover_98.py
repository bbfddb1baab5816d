"""What carry-over files 98-102 (`tests/data/carryover_fresh_98.jsonl` to `_102.jsonl`, written in stop 67) found, routed
with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # the user's line of work named with Latin letters (file 100); not someone else's, not a question
    ("帮我改一下简历，我是做Java后端的，五年经验。", "global"),
    ("我是做iOS开发的", "global"),
    ("他是做Java后端的", "task"),
    ("我是做Java后端的吗？", "task"),
])
def test_statements_of_files_98_100_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # a part of the user's body wearing away, a spine that is not good (file 102); not a question, not someone else's
    ("吃冷的东西牙齿酸疼，怎么回事？我牙龈有点萎缩。", "global"),
    ("我腰椎不太好", "global"),
    ("我膝盖软骨有点磨损，能跑步吗", "global"),
    ("我牙齿松动了怎么办", "task"),
    ("他牙龈有点萎缩", "task"),
    ("我牙龈有点萎缩吗？", "task"),
])
def test_body_conditions_of_file_102_are_routed_to_their_zone(text, scope):
    assert routed(text) == scope
