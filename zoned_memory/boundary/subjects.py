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

A request that repeats one of the task's requests with only its subject swapped ("Analyze the
Q3 sales of Vandelay Imports." after "... of Hooli.", "分析一下小米第三季度的销售数据。" after
腾讯's) is the same job on another subject, even when the subject has no suffix:

>>> swapped_subject("Analyze the Q3 sales of Vandelay Imports.", "Analyze the Q3 sales of Hooli.")
True
>>> swapped_subject("分析一下小米第三季度的销售数据。", "分析一下腾讯第三季度的销售数据。")
True
>>> swapped_subject("Analyze the Q3 sales of Vandelay Imports.", "New task: analyze the Q3 sales of Hooli.")
True
>>> swapped_subject("帮我安排周六和王家的晚餐。", "新任务：帮我安排周六和张家的晚餐。")
True
>>> swapped_subject("Analyze the Q2 sales of Hooli.", "Analyze the Q3 sales of Hooli.")
False
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from .cues import EXPLICIT_RE

__all__ = ["subjects_of", "swapped_subject"]

_LATIN = re.compile(r"\b([A-Z][\w&'-]*)\s+(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|PLC|AG|"
                    r"Co|Company|Group|Holdings|Industries|Enterprises|Technologies|Systems|Labs)\b\.?")
_CHINESE = re.compile(r"([A-Za-z0-9]{1,6}|[\u4e00-\u9fff]{2,6}?)(?:公司|集团|银行|控股|科技|股份)")
_LEAD = re.compile(r"^(?:帮我|请|给我|看看|分析|一下|查一下|查查|查|那|和|跟|与|把|对|关于|现在|再|换成|换个话题，?)+")


@lru_cache(maxsize=2048)  # the detector reads the subjects of a task's recent messages at every message
def subjects_of(text: str) -> frozenset[str]:
    """Lowercased organization names of ``text`` (without their suffix)."""
    found = {m.group(1).strip().lower() for m in _LATIN.finditer(text)}
    for match in _CHINESE.finditer(text):
        name = _LEAD.sub("", match.group(1))
        if name:
            found.add(name.lower())
    return frozenset(found)


_TOKEN = re.compile(r"[\u4e00-\u9fff]|[A-Za-z0-9][\w'&.-]*")
#: spans that change a request's period, amount or order, not its subject ("Q3" -> "Q2", "第三" -> "第二")
_NOT_A_SUBJECT = re.compile(r"^(?:(?:q[1-4]|h[12]|fy\d*|\d+\w*|the|a|an|this|last|next|first|second|third|fourth|"
                            r"month|year|week|quarter|today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|"
                            r"friday|saturday|sunday|[第一二三四五六七八九十零两上下本今明昨去前后季度年月周日天号半个])\s*)+$",
                            re.IGNORECASE)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


#: what follows a one-character Chinese name (a surname: 王家, 张总, 李老师)
_AFTER_SURNAME = ("家", "总", "先生", "女士", "老师", "经理", "公司", "集团", "氏")


def _names_something(span: list[str], cjk: bool, after: list[str]) -> bool:
    joined = ("" if cjk else " ").join(span)
    if not joined or _NOT_A_SUBJECT.match(joined):
        return False
    if cjk:
        return len(joined) >= 2 or "".join(after[:2]).startswith(_AFTER_SURNAME)
    return any(t[:1].isupper() for t in span)


def swapped_subject(message: str, request: str) -> bool:
    """True if ``message`` is ``request`` with one span after its opening word, a name, replaced by
    another (at least 60% of both unchanged): the same job on another subject."""
    a, b = _tokens(EXPLICIT_RE.sub("", request)), _tokens(EXPLICIT_RE.sub("", message))
    if min(len(a), len(b)) < 4:
        return False
    opcodes = [op for op in SequenceMatcher(None, [t.lower() for t in a], [t.lower() for t in b],
                                            autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(opcodes) != 1 or opcodes[0][0] != "replace":
        return False
    _, i1, i2, j1, j2 = opcodes[0]
    if i1 == 0 or j1 == 0:  # a new opening ("Nope, thanks ...", "What about ..."): not a subject
        return False
    if (len(a) - (i2 - i1)) < 0.6 * len(a) or (len(b) - (j2 - j1)) < 0.6 * len(b):
        return False
    cjk = bool(re.search(r"[\u4e00-\u9fff]", message))
    return _names_something(a[i1:i2], cjk, a[i2:]) and _names_something(b[j1:j2], cjk, b[j2:])
