"""Play a conversation through a `TaskBoundaryDetector` (shared by the boundary tests)."""

from __future__ import annotations

from zoned_memory import TaskBoundaryDetector

__all__ = ["play", "resumed", "verdict"]


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


def resumed(turns: list[tuple[str, ...]], message: str, tools: tuple[str, ...] = ()) -> tuple[str | None, list[str]]:
    """The task ``message`` goes back to after ``turns`` (None when it continues or opens a new one), and the task each
    turn was in, in order: ``back, ids = resumed(...); assert back == ids[0]``."""
    detector = TaskBoundaryDetector()
    ids = []
    for user, assistant, *turn_tools in turns:
        detector.observe(user, tuple(turn_tools))
        detector.add_assistant_message(assistant)
        assert detector.current is not None
        ids.append(detector.current.task_id)
    back = detector.observe(message, tools)
    return (back.resume_task_id if back is not None else None), ids
