"""The rules the detector asks around the model (`..detector`): what continues the task (`decisions`, `leaning`), what
opens another (`openers` asks `subject_change`, `retarget`, `named_work`, `measures`, `unrelated`, `another_job`), and which
earlier task a message returns to (`returns`, `earlier_work`). Each reads the message with `..reading` and the task's state
(`..learned.features.TaskState`); the boundary model card has their measurements.

>>> from zoned_memory.boundary.learned.features import TaskState
>>> from zoned_memory.boundary.rules.subject_change import subject_changed
>>> subject_changed(TaskState(task_id="t", texts=["Analyze Acme Corp's Q3 sales"], kinds={"business"}), "And Globex Inc?")
True
"""

from __future__ import annotations

__all__: list[str] = []
