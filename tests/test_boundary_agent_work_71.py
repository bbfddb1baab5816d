"""What agent-work set 71 (`tests/data/boundaries_agent_work_71.jsonl`, written at stop 59 after every other rule of the stop)
found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_RIVAL = [("帮我分析一下竞品A的定价策略", "竞品A采用三档定价：基础版99、专业版299、企业版定制。", "docs"),
          ("和我们比呢", "我们专业版399，比A贵100，但包含API调用。", "docs")]


def test_another_lettered_competitor_is_another_task():
    assert play(_RIVAL).observe("竞品B呢", ("docs",)) is not None
    assert play(_RIVAL).observe("竞品A的企业版大概多少钱", ("docs",)) is None  # the task's own
