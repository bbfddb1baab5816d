"""Play a conversation through a `TaskBoundaryDetector` (shared by the boundary tests)."""

from __future__ import annotations

from zoned_memory import TaskBoundaryDetector

__all__ = ["play"]


def play(turns: list[tuple[str, ...]]) -> TaskBoundaryDetector:
    """A detector that has read each (user, assistant[, the tools the turn called]) turn in order."""
    detector = TaskBoundaryDetector()
    for user, assistant, *tools in turns:
        detector.observe(user, tuple(tools))
        detector.add_assistant_message(assistant)
    return detector
