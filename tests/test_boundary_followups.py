"""Issue #23: misses of fresh hand-written conversations (stop 38), each a general rule: an elliptical
follow-up that names only another organization ("那B公司呢？") after a task whose own subject had no
suffix to recognise it by."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector


def _play(turns: list[tuple[str, str]]) -> TaskBoundaryDetector:
    detector = TaskBoundaryDetector()
    for user, assistant in turns:
        detector.observe(user)
        detector.add_assistant_message(assistant)
    return detector


_TENCENT = [("我想了解一下腾讯2023年的营收情况。", "腾讯2023年营收6090亿元，同比增长10%。")]
_NORTHWIND = [("Summarize the Q2 report for Northwind Traders.", "Northwind's Q2 revenue was $4.2M, up 8%.")]


@pytest.mark.parametrize("turns, message", [
    (_TENCENT, "那B公司呢？"),
    (_TENCENT, "阿里巴巴集团的情况呢？"),
    (_NORTHWIND, "And Globex Inc?"),
    (_NORTHWIND, "What about Initech Corp?"),
])
def test_an_elliptical_follow_up_naming_another_organization_starts_a_task(turns, message):
    boundary = _play(turns).observe(message)
    assert boundary is not None and boundary.reasons == ("subject change",)


@pytest.mark.parametrize("turns, message", [
    (_TENCENT, "那2022年呢？"),
    (_TENCENT, "和工商银行比呢？"),
    (_TENCENT, "那游戏业务呢？"),
    (_NORTHWIND, "And compared with Globex Inc?"),
])
def test_a_follow_up_on_the_period_an_aspect_or_a_comparison_continues(turns, message):
    assert _play(turns).observe(message) is None
