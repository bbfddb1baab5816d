"""What a message points at of the task's work, read by its form alone (the task told as one lowercase text): a pointer
said last ("what's a fair raise for that"), a measure asked of the work ("what's a realistic pace"), the one before the
thing at hand ("上一篇的阅读量多少"); and a "how to" of something the task never did ("how do I freeze my credit").
`rules.unrelated` asks them.

>>> points_at_the_work("上一篇的阅读量多少", "帮我写一篇公众号文章 已发布")
True
>>> points_at_the_work("怎么用git撤销上一次提交", "帮我写一个python函数")
False
>>> how_to_anew("how do I freeze my credit", "dispute the charge of $40")
True
"""

from __future__ import annotations

import re

__all__ = ["how_to_anew", "points_at_the_work"]


def points_at_the_work(text: str, told: str) -> bool:
    """``text`` points at the task's work (``told``: its messages and replies, lowercased): a pointer said last, a measure
    with nothing of its own to measure, or the one before / one listed of the task's things."""
    last = _POINTS_LAST.search(text)
    if last is not None and not (last.group("who") and _HOW_TO.match(text.strip())):
        return True  # not a procedure of its own for the task's person ("how do I get a proclamation ... for him")
    return _points_at_one_of_task(text, told) or bool(_MEASURE_OF_THE_WORK.match(text))


#: how to do a thing, and the doing ("how do I freeze my credit": "freeze"; "Mac怎么截长图": "截长")
_HOW_TO = re.compile(r"^(?:how (?:do|can|should|would) (?:i|we|you) |how to )(?P<verb>[a-z]{3,})\b|"
                     r"^[^，,。？?]{0,8}?(?:怎么|如何)(?P<verb_zh>(?![做办弄样么回])[\u4e00-\u9fff]{2})", re.IGNORECASE)


def how_to_anew(text: str, told: str) -> bool:
    """``text`` (said after an aside) asks how to do something the task never did: its verb is nowhere in ``told``
    (the task's messages and replies, lowercased)."""
    found = _HOW_TO.match(text.strip())
    if found is None:
        return False
    verb = (found.group("verb") or found.group("verb_zh")).lower()
    return verb.rstrip("e") not in told  # its stem ("freez", said in "freezing" too) is in the verb: absent, so is the verb


#: a pointer said last, at what the task made or found or whom it is for ("what's a fair raise for that", "any tips on that?",
#: "what's a good card message for him")
_POINTS_LAST = re.compile(r"\b(?:for|about|with|on|of|to|from|in|after|like) (?:that|this|it|them|those|these|(?P<who>him|her))\s*[?？.!]*\s*$",
                          re.IGNORECASE)
#: a measure asked with nothing of its own to measure ("what's a good goal for 3 months", "what's a realistic pace"): the task's
#: (not "what's a good budget for a wedding")
_MEASURE_OF_THE_WORK = re.compile(r"^\W*(?:(?:and|so|ok(?:ay)?)\W+)?what(?:'s| is| are|'re| would be) (?:a |an |some )?(?:good|realistic|reasonable|"
                                  r"fair|healthy|normal|typical|sensible|decent) (?:goal|target|pace|budget|timeline|schedule|routine|"
                                  r"frequency|length|distance|milestone)s?\b(?! (?:for|of) (?:a|an|my|our|the)\b)", re.IGNORECASE)
#: the one before the thing at hand ("上一篇", "上一期", "上一版"), or one listed by its place: a pointer at the task's things
_ONE_POINTED_AT_ZH = re.compile(r"上一(?:篇|期|版|条|个|次(?P<what>[\u4e00-\u9fff]{2})?|封|单|集|章)|"
                            # ... or one of those listed, by its place ("第一篇里说要带什么")
                            r"第[一二三四五六七八九十\d]{1,2}(?:篇|条|个|家|款|首|本|部|张)(?:里|中|上|的)")


def _points_at_one_of_task(message: str, told: str) -> bool:
    """"上一篇的阅读量多少" after an article published: the one before points at the task's things, unless it is the last
    time of a thing the task never spoke of ("怎么用git撤销上一次提交" after a function written: git's last commit)."""
    found = _ONE_POINTED_AT_ZH.search(message)
    if found is None:
        return False
    what = found.group("what")
    return not what or what in told or not _NOUN_AFTER_ZH.match(what)


#: a noun-like pair of characters after a pointer (not a particle or a verb's ending: "上一次说的", "上一次的")
_NOUN_AFTER_ZH = re.compile(r"^(?![里中上的说讲写做发给要是有在吗呢呀吧了])[\u4e00-\u9fff]{2}$")
