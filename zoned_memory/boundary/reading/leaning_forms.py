"""The forms by which a request leans on the task at hand, whatever it names: a pointer before its first content word
("Make it shorter", "这家的地址"), one more of the same ("again", "too", "也", "再"), another instead ("a different one",
"换一家"), whether what was told changes the answer, an order on "it". The rules that open a task on a request with
nothing of the task in it (`rules.unrelated`, `rules.side_tasks`, `rules.another_job`) need none of them.

>>> says_again("Try again in Hayward"), says_again("How do I start running again after a long break?")
(True, False)
>>> leans_before_content("Make it shorter", {"shorter"}), leans_before_content("which vaccines does a puppy need in its first year", {"vaccines", "puppy", "first", "year"})
(True, False)
"""

from __future__ import annotations

import re

from . import cues
from .pointers import ON_IT, POINTERS_ZH
from .told_then_asked import ORDERED_TOO_ZH
from .vocabulary import CJK_RUN, LATIN_WORD

__all__ = ["ANOTHER", "LEANS", "asks_more_of_the_same", "leans_before_content", "leans_by_form", "says_again"]


#: ... and a person named before ("怎么给他讲比较好懂？" after the son's homework, "Is he nice?"; not "him": "Also pay him back" orders
#: another job for the person)
LEANS = re.compile(cues.ANAPHORA_EN + r"|" + POINTERS_ZH + r"|这里|那里|结果|同样|他|她|\b(?:he|she|his)\b|"
                   # ... or "which" with no noun of its own: one of the things listed ("which are safe for cats")
                   r"^\W*(?:(?:ok(?:ay)?|and|so)\W+)*which (?:ones?|are|is|of)\b", re.IGNORECASE)


#: words that make a request one more of the same, wherever they stand ("Try again in Hayward",
#: "把车牌号也告诉我"; not 还, which also means "remaining": "团建预算还剩多少")
_AGAIN = re.compile(r"\b(?:again|too|as well|instead)\b|也(?![不没很挺太])|再", re.IGNORECASE)


#: "again" of a pursuit taken up once more, not of a request ("How do I start running again after a long break?"); 也 of
#: a state ("颈椎也不太好") is no "too" either, nor 再 of a goal ("想再减五公斤")
_TAKEN_UP_AGAIN = re.compile(r"\b(?:start(?:s|ed|ing)?|get(?:ting)? back (?:in)?to|begin(?:ning)?|tak(?:e|ing) up) (?:[\w-]+ ){0,2}?again\b|"
                             # ... nor 也 of a work item named first, then ordered ("下个月的排班表也做一下": one more job, its own)
                             r"(?<=[\u4e00-\u9fffA-Za-z0-9]{2})也(?=" + ORDERED_TOO_ZH + r")|"
                             # ... nor 再 of the user's own goal ("我现在八十五公斤了，想再减五公斤": more of what they do, no request again)
                             r"(?:想|打算|准备|希望|争取)再(?=[减瘦胖长涨存攒跑练学])",
                             re.IGNORECASE)


def says_again(text: str) -> bool:
    """The request asks for one more of the same (`_AGAIN`)."""
    return bool(_AGAIN.search(_TAKEN_UP_AGAIN.sub(" ", text)))


def leans_by_form(text: str) -> bool:
    """The request leans on the task by its form, whatever it names: one more of the same, whether what was told changes the
    answer, an order ending on a count ("买一支"), an order on "it". Both an unrelated request and a side task need none."""
    return says_again(text) or cues.asks_if_it_changes(text) or bool(cues.COUNT_ONLY_ZH.search(text) or ON_IT.search(text))


#: another of the same, or a different one: the task's job again ("a different day", "换一家")
ANOTHER = re.compile(r"\b(?:another|different|other|else|anymore|any more)\b|另一|别的|其他|其它|换一|换个", re.IGNORECASE)


def asks_more_of_the_same(text: str) -> bool:
    """One more of the same, another instead, or the same again ("again", "too", "another", "a different one", "也", "换一家")."""
    return says_again(text) or bool(ANOTHER.search(text))


#: an order asked of the assistant ("can you ...", "could you please ..."): its verb is an order's verb
_ASKED_OF_YOU = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|now|hey|great|thanks)\W+)*(?:please\s+)?(?:can|could|would|will) you\s+(?:please\s+)?",
                           re.IGNORECASE)


def _before_content(text: str, words: set[str]) -> str:
    """``text`` up to its first content word (of ``words``, its `content_words`): a pointer there leans
    on the context ("Make it shorter", "Move it to the top"); one after it may point at that word
    ("which vaccines does a puppy need in its first year")."""
    opening = cues.IMPERATIVE.match(_ASKED_OF_YOU.sub("", text.strip().lower()))  # the verb of an order is no subject:
    # "Move it to the top", "can you explain that in Spanish?"
    skip = opening.group(0).strip().split()[-1] if opening and opening.group(0).strip() else None
    positions = [m.start() for m in LATIN_WORD.finditer(text.lower()) if m.group() in words and m.group() != skip]
    for run in CJK_RUN.finditer(text):
        hits = [run.start() + run.group().find(w) for w in words if w in run.group()]
        positions += hits
    return text[:min(positions)] if positions else text


#: the user's own thing, "this X of mine" in Chinese ("我这个套餐", "我们那个项目"): no pointer at the conversation
_OWN_THING = re.compile(r"我们?的?(?:这个|那个)")


def leans_before_content(text: str, words: set[str]) -> bool:
    """A pointer before the first content word (`_before_content`): the request leans on the context."""
    return bool(LEANS.search(_OWN_THING.sub("", _before_content(text, words))))
