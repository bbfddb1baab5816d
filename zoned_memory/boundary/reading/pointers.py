"""Words that point at what came before ("it", "that one", "这个", "第二句"), and the "it" and "this" that point at nothing
("is it safe to ...", "worth it", "this weekend"): what the rules read to tell a message that leans on the task from one
that stands alone (`request_forms.stands_alone`, `leaning_forms`, `unrelated`).

>>> bool(POINTER.search("Can you translate it into Japanese?")), bool(DUMMY_IT.search("is it safe to leave a laptop plugged in?"))
(True, True)
"""

from __future__ import annotations

import re

__all__ = ["A_FEW_ZH", "COMPARATIVES", "DUMMY_IT", "IDIOM_IT", "ON_IT", "POINTER", "POINTERS_ZH", "TIME_IDIOM"]

#: a few of what was said, pointed at ("这两个", "那几家"; not "这两天", "这几个月", times)
A_FEW_ZH = r"[这那][两俩三几](?:个|家|款|种|本|条|位|件|篇|张|套|份|样)?(?![\u4e00-\u9fff]?(?:天|年|月|周|次|小时|分钟))"
#: words that point at what came before, where they come before the request's first content word:
#: the English of `cues.ANAPHORA`, Chinese pointers
POINTERS_ZH = (r"它|这个|那个|" + A_FEW_ZH + r"|这些|那些|这份|那份|这段|这家|那家|这条|那条|这句|那句|这篇|那篇|这款|那款|这张|那张|上面|前面|刚才|上述|以上|这么|那么|"
               # a part of what was said, by its place ("解释一下第二句", "第3条再改改")
               r"第[一二三四五六七八九十\d]{1,3}(?:句|段|条|点|行|章|节|页|首|步|部分)|"
               # ... or the first or last few of a list ("把前两本买了", "后三个删掉")
               r"(?:(?<![以目之提眼当此从面向日空史])前|(?<![以之然背前随过今往落午最退])后)[两二三四五几](?:个|本|家|款|条|项|篇|首|张|件|位|种|部|套)")

#: which way is better, as "is it <comparative> to ..." asks it (`ADVICE` and `DUMMY_IT`)
COMPARATIVES = r"better|cheaper|faster|safer|healthier|easier|smarter|greener"
#: an "it" that points at nothing, besides `DUMMY_IT`'s ("Is a standing desk worth it?", "..., if that matters")
IDIOM_IT = re.compile(r"\bworth it\b|\bif (?:that|it|this) (?:matters|helps)\b|"
                      # how to answer ("I'm tired today, keep it simple"): the answer, not a thing of the task
                      r"\bkeep (?:it|things) (?:simple|short|brief|light|casual|basic|high-level|concise|tight)\b", re.IGNORECASE)


#: a word pointing at what came before, wherever it stands ("that" is left to the check before the first
#: content word: "a query that lists ..." points at nothing)
POINTER = re.compile(r"\b(?:it|its|it's|this|these|those|them|they|their|theirs|there|above|previous|earlier|the results?|both|"
                      r"the output)\b|" + POINTERS_ZH, re.IGNORECASE)


#: a pointer as the object of a preposition, wherever it stands: the request is about the task's thing ("By the way I'm
#: vegetarian, can you request a vegetarian meal on it?", "Also write SEO meta titles for both"; not "for both kids")
ON_IT = re.compile(r"\b(?:on|for|to|with|in|into|about|from|at) (?:(?:it|them|all of them)\b|"
                   r"(?:both|each|either)\b(?!\s+(?!of them\b|please\b|too\b|as well\b|and\b|now\b)[a-z]))", re.IGNORECASE)


#: a time said with a pointer word, which points at no earlier message ("What's the capital of Kazakhstan these days?",
#: "Movie night ideas for my kids this Friday?", "这个季度的差旅报销政策有变化吗？")
TIME_IDIOM = re.compile(r"\b(?:these days|those days|this (?:year|month|week|weekend|season|time of (?:the )?year|morning|afternoon|"
                         r"evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at this point|"
                         r"all the time|full[- ]time|part[- ]time)\b|这个(?:季度|月|星期|周末|学期|假期|冬天|夏天|春天|秋天)|这阵子", re.IGNORECASE)
#: "it" as the placeholder of what follows ("is it safe to leave a laptop plugged in?"), pointing at nothing said before
DUMMY_IT = re.compile(r"\b(?:is|isn't|was|would|will) it (?:be )?(?:safe|ok|okay|possible|realistic|feasible|normal|bad|true|worth|"
                       r"necessary|legal|healthy|common|hard|easy|rude|weird|polite|wise|smart|dangerous|" + COMPARATIVES + r")\b|"
                       # ... and a "there" of being, no place ("Is there a way to ...?")
                       r"\b(?:is|are) there (?=(?:a|an|any|some)\b)", re.IGNORECASE)
