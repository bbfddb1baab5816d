"""Named crash points, for fault-injection tests: the process dies at a chosen step.

Set ``ZONED_MEMORY_CRASH_AT`` to a point's name (several, comma-separated) and the process
exits at once with status 137 when it reaches that step, as if SIGKILLed there: no cleanup,
no ``finally``, no flush. Unset (always, outside tests), a point costs one dict lookup.

Points: ``write.journaled`` (a write's journal entry committed, Chroma not touched),
``write.chroma_partial`` (the first of several Chroma add calls done), ``write.chroma_done``
(Chroma holds the write, the zones' versions not moved), ``change.chroma_done`` (a status
change, delete, update or move applied in Chroma, versions not moved), ``forget.deleted``,
``forget.flushed``, ``forget.side_file`` (after each step of a forget), ``import.batch``
(after the first imported batch).

>>> crash_point("write.journaled")   # not armed: nothing happens
"""

from __future__ import annotations

import os

__all__ = ["CRASH_ENV", "crash_point"]

CRASH_ENV = "ZONED_MEMORY_CRASH_AT"


def crash_point(name: str) -> None:
    """Die here if ``name`` is armed in `CRASH_ENV`."""
    armed = os.environ.get(CRASH_ENV)
    if armed and name in armed.split(","):
        os._exit(137)
