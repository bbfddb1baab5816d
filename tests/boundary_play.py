"""Play a conversation through a `TaskBoundaryDetector` (shared by the boundary tests)."""

from __future__ import annotations

from zoned_memory import TaskBoundaryDetector

__all__ = ["play", "verdict"]


def play(turns: list[tuple[str, ...]]) -> TaskBoundaryDetector:
    """A detector that has read each (user, assistant[, the tools the turn called]) turn in order."""
    detector = TaskBoundaryDetector()
    for user, assistant, *tools in turns:
        detector.observe(user, tuple(tools))
        detector.add_assistant_message(assistant)
    return detector


def verdict(turns: list[tuple[str, ...]], message: str, tools: tuple[str, ...] = ()):
    """The detector's verdict on ``message`` (its turn calling ``tools``) after ``turns`` (`play`): a Boundary or None."""
    return play(turns).observe(message, tools)
