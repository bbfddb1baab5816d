"""The subjects a message works on: organizations, named by their legal or business suffix.

"Same job, other subject" is a new task (company A's figures must not reach company B's
answer), and the corpora the model learns from rarely show it, so the detector also tracks
subjects itself: a message that names only organizations the current task never named, and
does not compare them with it, starts a task (`detector.TaskBoundaryDetector`).

>>> sorted(subjects_of("How many units did Globex Inc sell in Q3?"))
['globex']
>>> sorted(subjects_of("B公司上海仓库的库存是多少？"))
['b']
>>> subjects_of("Book a table at Pizza Hut")
frozenset()
"""

from __future__ import annotations

import re

__all__ = ["subjects_of"]

_LATIN = re.compile(r"\b([A-Z][\w&'-]*)\s+(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|PLC|AG|"
                    r"Co|Company|Group|Holdings|Industries|Enterprises|Technologies|Systems|Labs)\b\.?")
_CHINESE = re.compile(r"([A-Za-z0-9]{1,6}|[\u4e00-\u9fff]{2,6}?)(?:公司|集团|银行|控股|科技|股份)")
_LEAD = re.compile(r"^(?:帮我|请|给我|看看|分析|一下|查一下|查查|查|那|和|跟|与|把|对|关于|现在|再|换成|换个话题，?)+")


def subjects_of(text: str) -> frozenset[str]:
    """Lowercased organization names of ``text`` (without their suffix)."""
    found = {m.group(1).strip().lower() for m in _LATIN.finditer(text)}
    for match in _CHINESE.finditer(text):
        name = _LEAD.sub("", match.group(1))
        if name:
            found.add(name.lower())
    return frozenset(found)
