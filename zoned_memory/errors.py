"""The exception hierarchy: one root, a shallow tree.

>>> from zoned_memory import ZonedMemoryError, InvalidContextError
>>> issubclass(InvalidContextError, ZonedMemoryError)
True
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

__all__ = [
    "ZonedMemoryError",
    "SwitchError",
    "InvalidInputError",
    "InvalidContextError",
    "MemoryNotFoundError",
    "IsolationError",
    "StoreError",
    "StoreUnavailableError",
    "StoreLockedError",
    "UnjudgedMessageError",
    "EmbeddingError",
    "Settings",
]


class ZonedMemoryError(Exception):
    """Root of every error this package raises."""


class SwitchError(ZonedMemoryError):
    """A task switch failed before the reset; the old task's messages are intact."""


class InvalidInputError(ZonedMemoryError, ValueError):
    """An argument is malformed; nothing was read or written."""


class InvalidContextError(InvalidInputError):
    """A user, session or task id is not a plain id of the safe alphabet."""


class MemoryNotFoundError(InvalidInputError, KeyError):
    """An id does not name a memory visible from the caller's zones."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0]) if self.args else ""


class IsolationError(ZonedMemoryError):
    """A record from outside the caller's zones reached the result path.

    Raised instead of returning it: isolation fails closed.
    """


class StoreError(ZonedMemoryError):
    """The vector store rejected an operation or returned something unexpected."""


class StoreUnavailableError(StoreError):
    """The vector store cannot be reached (server down, folder unusable)."""


class StoreLockedError(StoreUnavailableError):
    """Another process has this embedded folder open (one process per folder; share through a server)."""


class UnjudgedMessageError(ZonedMemoryError):
    """Memory bound to a session was read for a message that no boundary judge saw first:
    reading would serve the old task's memories to what may be a new task."""


class EmbeddingError(ZonedMemoryError):
    """The embedder failed or returned vectors of the wrong shape."""


class Settings(BaseModel):
    """Base of the configuration models: a bad value is an `InvalidInputError` (a `ValueError`,
    like pydantic's), naming the field, never a bare pydantic error."""

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'value'}: {e['msg']}" for e in exc.errors())
            raise InvalidInputError(f"{type(self).__name__}: {problems}") from None
