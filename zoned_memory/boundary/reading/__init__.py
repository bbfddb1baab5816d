"""What a message says, read by its form: the words and cues of moving on or back (`cues`), the kinds of job it names
(`jobs`), its content words (`vocabulary`), the units and subjects it names (`units`, `subjects`), the forms of a request
(`request_forms`), of a reply's turn (`turn_forms`), of the room a reply leaves for a request (`request_room`) and what a
message points at of the task's work (`pointing`). The rules
(`..rules`) decide on what these read; nothing here decides a boundary.

>>> from zoned_memory.boundary.reading.jobs import kinds_of
>>> sorted(kinds_of("Book me a table for two tonight"))
['dining']
"""

from __future__ import annotations

__all__: list[str] = []
