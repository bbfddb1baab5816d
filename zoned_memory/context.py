"""Who is asking: the (user, session, task) triple every call is scoped to.

>>> ctx = TaskContext(user_id="alice", session_id="s1", task_id="report-A")
>>> ctx.with_task("report-B").task_id
'report-B'
>>> TaskContext(user_id={"$ne": ""}, session_id="s1", task_id="t")
Traceback (most recent call last):
...
zoned_memory.errors.InvalidContextError: user_id must be a plain string (got dict)
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import InvalidContextError

__all__ = ["ID_PATTERN", "MAX_ID_LENGTH", "TaskContext", "validate_id", "new_task_id"]

MAX_ID_LENGTH = 128
#: The safe alphabet of ids: ASCII letters, digits and ``_ . : @ -``; the first
#: character a letter, digit or underscore (so never ``$``, never a separator).
ID_PATTERN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:@-]*")


def validate_id(value: Any, field: str = "id") -> str:
    """Return ``value`` if it is a plain id string; raise `InvalidContextError` naming ``field``.

    Rejects anything that is not exactly ``str`` (dicts such as ``{"$ne": ""}``, None,
    numbers, str subclasses), empty or over-long strings and characters outside the
    safe alphabet.
    """
    if type(value) is not str:
        raise InvalidContextError(f"{field} must be a plain string (got {type(value).__name__})")
    if not value:
        raise InvalidContextError(f"{field} must not be empty")
    if len(value) > MAX_ID_LENGTH:
        raise InvalidContextError(f"{field} is longer than {MAX_ID_LENGTH} characters")
    if not ID_PATTERN.fullmatch(value):
        raise InvalidContextError(
            f"{field} {value!r} has characters outside [A-Za-z0-9_.:@-] "
            "or does not start with a letter, digit or underscore"
        )
    return value


def new_task_id() -> str:
    """A fresh random task id (``task-`` and 12 hex digits)."""
    return f"task-{uuid.uuid4().hex[:12]}"


class TaskContext(BaseModel):
    """The zone coordinates of a caller. Immutable; each id is validated by `validate_id`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: str
    session_id: str
    task_id: str

    def __init__(self, **data: Any) -> None:
        for field in ("user_id", "session_id", "task_id"):
            if field not in data:
                raise InvalidContextError(f"{field} is required")
            validate_id(data[field], field)
        try:
            super().__init__(**data)
        except ValidationError as exc:  # extra keys and the like
            raise InvalidContextError(str(exc)) from None

    def with_task(self, task_id: str) -> "TaskContext":
        """The same user and session, another task."""
        return TaskContext(user_id=self.user_id, session_id=self.session_id, task_id=task_id)


def ensure_context(ctx: Any) -> TaskContext:
    """Accept a `TaskContext` (re-validated) or a mapping with the three ids."""
    if isinstance(ctx, TaskContext):
        # re-check: model_construct() could have bypassed validation
        for field in ("user_id", "session_id", "task_id"):
            validate_id(getattr(ctx, field), field)
        return ctx
    if isinstance(ctx, dict):
        return TaskContext(**ctx)
    raise InvalidContextError(f"context must be a TaskContext (got {type(ctx).__name__})")
