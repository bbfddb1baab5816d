"""Cut a user message into statements (sentences and clauses), in English and Chinese.

A message often mixes a request with something about the user ("Analyze Acme's Q3 sales. By
the way, I'm vegetarian"): each statement is judged on its own. The cuts: after ``. ! ? ;``
(``。！？；…`` in Chinese), then before a clause that starts with a first-person word after a
comma or "and" ("..., my name is Alice", "…，我对花生过敏"), and before a request or question after a
comma ("I'm vegan, so which restaurants would work?", "我对坚果过敏，有什么零食推荐吗？").

>>> split_statements("Analyze Acme's Q3 sales. By the way, I'm vegetarian and I always want tables, my name is Alice.")
["Analyze Acme's Q3 sales.", 'By the way,', "I'm vegetarian", 'and I always want tables,', 'my name is Alice.']
>>> split_statements("帮我订一家餐厅。顺便说一下，我对花生过敏")
['帮我订一家餐厅。', '顺便说一下，', '我对花生过敏']
"""

from __future__ import annotations

import re

from ..handed_over import own_words
from ..sentences import bounded
from .patterns.chinese import OCCASION_REQUEST, RELATIVE_LIKES as RELATIVE_LIKES_ZH
from .patterns.english import RELATIVE_LIKES
from .patterns.scopes import INSTRUCTION_EN, SESSION_ZH, SPLIT_SCOPE_EN

__all__ = ["split_statements", "user_statements"]

_ABBREVIATIONS = ("mr", "mrs", "ms", "dr", "st", "vs", "etc", "e.g", "i.e", "p.m", "a.m", "no", "jr", "sr")
_ABBREVIATION = "(?:" + "|".join(map(re.escape, _ABBREVIATIONS)) + ")"
#: a piece that ends on an abbreviation or an initial, not a sentence ("Dr.", "p.m.", "'J.", "'Ms.": a single letter after
#: an apostrophe is the end of "Mary's.")
_ENDS_ON_ABBREVIATION = re.compile(rf"(?:^|\s)(?:{_ABBREVIATION}|[a-z])\.$|[\s'\"(‘“](?-i:[A-Z])\.$|(?<!\w)['\"(‘“]{_ABBREVIATION}\.$",
                                   re.IGNORECASE)
_SENTENCE_EN = re.compile(r"(?<=[.!?;])\s+")
_SENTENCE_ZH = re.compile(r"(?<=[。！？；…!?;])(?![”’\"」』])|(?<=[”’\"」』])(?<=[。！？；…!?;][”’\"」』])")
_CLAUSE_EN = re.compile(r"(?:,\s+(?=so\s+)|,\s+|\s+and\s+|\s+but\s+|\s+[-–—]\s+|\s*\()(?=(?:so\s+)?(?:i|i'm|i've|i'd|my|we|our)\b)"
                        # not inside a compound subject: "My partner and I are both vegan"
                        r"(?!i (?:are|were|both|have both|each|live together)\b)|"
                        # a lead-in that flags a fact: "Book a flight, and note I always sit in the aisle"
                        r",\s+(?=(?:and\s+)?(?:note|remember|keep in mind|fyi|btw|by the way|just so you know|for context)\b)|"
                        # a request or question after a comma: "I'm vegan, so which restaurants would work?"
                        # (not a relative clause: "..., which is dry and factual", "..., who lives in Lyon")
                        r"(?:,|\s+[-–—])\s+(?=(?:(?:so|and|but|then)\s+)?(?:what|which(?! (?:is|are|was|were|means|has|have|makes|made)\b)|where|when|"
                        r"who(?! (?:is|are|was|were|has|have|lives?|works?)\b)|how|why|can|could|would|"
                        r"will|should|shall|do|does|is|are|any|please|suggest|recommend|find|give|tell|help|show)\b)|"
                        # the user described inside a request ("What's a good bag for someone like me who bikes to work?")
                        r"\s+(?=(?:for|to) (?:someone|somebody|a person|people) like me (?:who|that)\b)", re.IGNORECASE)
#: a scope and nothing else ("In this session,", "For now,", "Today,"): it belongs to the clause it scopes
#: a left part that is only someone of the user's ("My partner", "our landlord"): "... and I" after it is a compound
#: subject (a one-word left part, "Sam", is never cut off anyway)
_RELATIVE_LIKES = re.compile(r"^\s*" + RELATIVE_LIKES + r"\b", re.IGNORECASE)
_PERSON_ONLY = re.compile(r"^\s*(?:my|our) (?:[\w'-]+ )?[\w'-]+\s*$", re.IGNORECASE)
_SCOPE_ONLY = re.compile(r"^\s*(?:(?:just|only|but|and|so|ok(?:ay)?)[,\s]+)?" + SPLIT_SCOPE_EN + r"\W*$", re.IGNORECASE)
_SCOPE_ONLY_ZH = re.compile(r"^" + SESSION_ZH + r"[，,]$")
_SCOPED_ZH = re.compile(SESSION_ZH)
_RELATIVE_LIKES_ZH = re.compile(r"^\s*" + RELATIVE_LIKES_ZH)
_OCCASION_REQUEST_ZH = re.compile(OCCASION_REQUEST)
#: a clause with this session's scope, and an instruction after its comma: the scope is the instruction's
#: ("I'm working on the investor memo today, so please use a confident tone")
_SCOPED = re.compile(r"\b" + SPLIT_SCOPE_EN + r"\b", re.IGNORECASE)
_INSTRUCTION_AFTER = re.compile(r",\s+(?:(?:so|and|then)\s+)?(?:please\s+)?(?:" + INSTRUCTION_EN + r")\b", re.IGNORECASE)
_CLAUSE_ZH = re.compile(r"(?<=[：])(?=我)|"  # the user after a colon ("帮我查一下这个药我能不能吃：我有高血压")
                        r"(?<=[，,])(?=(?:我|我们|另外|对了|顺便|不过|但是|还有|所以|那|请|帮我|给我|有什么|有没有|能不能|"
                        r"可以|怎么|哪|推荐|麻烦|"
                        # a scope of this session opens its own clause ("这次述职是给新来的VP看的，今天写的东西都多交代点背景")
                        r"今天(?!是)|这周|本周|这几天|这两天|接下来|这次(?!是)|本次|"
                        # a wish after what the user is ("我是转行的，之前做了五年销售，现在想做产品经理")
                        r"(?:现在|目前|以后|将来)(?=想|打算|准备|希望)|"
                        # a request not to do something, after a word or two of its occasion ("聚餐别给我推荐酒吧")
                        r"[\u4e00-\u9fff]{0,4}?(?:别|不要)(?:给我|帮我|替我)?(?:推荐|安排|订|选|点|放|加|用)))")


#: what a relative's taste is said for, after its comma: a request or a question ("..., so find ...", "..., where should we eat?")
_FOR_THIS_OCCASION = re.compile(r",\s+(?:so\b|(?:(?:and|then)\s+)?(?:what|which|where|when|how|can|could|would|should|any|please|suggest|"
                                r"recommend|find|book|pick)\b)", re.IGNORECASE)


def _english(text: str) -> list[str]:
    parts: list[str] = []
    for piece in _SENTENCE_EN.split(text):
        if parts and _ENDS_ON_ABBREVIATION.search(parts[-1]):
            parts[-1] += " " + piece  # "Dr. Smith", "p.m. tomorrow", "'J. Okafor'", "'Ms. Rivera'": not the end of a sentence
        else:
            parts.append(piece)
    out: list[str] = []
    for sentence in parts:
        start = 0
        for match in _CLAUSE_EN.finditer(sentence):
            if _SCOPED.search(sentence[start:match.start()]) and _INSTRUCTION_AFTER.match(sentence, match.start()):
                continue  # the instruction the scope is for
            left = sentence[start:match.start()] + (match.group(0).rstrip() if match.group(0).startswith(",") else "")
            if match.group(0).strip().lower() == "and" and _PERSON_ONLY.match(sentence[start:match.start()]):
                continue  # "My partner and I share one car": one subject
            if _RELATIVE_LIKES.match(sentence[start:match.start()]) and _FOR_THIS_OCCASION.match(sentence, match.start()):
                continue  # "My mom loves jazz, so find a jazz bar for her visit", "My partner loves seafood, where should we
                # eat?": the taste is said for this occasion
            if len(left.split()) >= 2 and not _SCOPE_ONLY.match(left):
                out.append(left.strip())
                start = match.end() if match.group(0).startswith(",") else match.start()
        out.append(sentence[start:].strip())
    return [_like_me(_unbracketed(s)) for s in out if s]


#: the user described as "someone like me who ..." after the request it ends ("... for someone like me who bikes to work?")
_LIKE_ME = re.compile(r"^(?:for|to) ((?:someone|somebody|a person|people) like me (?:who|that)\b[^?]*)\?\s*$", re.IGNORECASE)


def _like_me(statement: str) -> str:
    """The description of the user a request ends with, without its "for" and its question mark."""
    found = _LIKE_ME.match(statement)
    return found.group(1).strip() if found else statement


def _unbracketed(statement: str) -> str:
    """A statement said in brackets, without them and what follows them ("(I have a bad knee)?" -> "I have a bad knee")."""
    if not statement.startswith("(") or ")" not in statement:
        return statement
    return statement[1:statement.index(")")].strip()


#: a role that introduces the sentence ("作为一个素食者，早餐能不能换成素的？", "像我这种经常出差的人，..."): a statement of its own,
#: as "Being a vegan, ..."
_AS_A_ZH = re.compile(r"^\s*(?:作为|像我这(?:种|样))[^，,。？?]{1,12}[，,]")


#: a statement about the user, then a question about it ("我有高血压，麻醉有没有影响？"): two statements
#: (not a liking, a wish or a choice: "我喜欢王品牛排，它家地址是多少？", "我吃在绿色食品吧，..." choose the thing at hand)
_SELF_THEN_QUESTION = re.compile(r"^(\s*我(?![^，,]*(?:喜欢|爱|想|要|吧))[^，,。？?]{2,16}[，,])([^，,。？?]{2,24}(?:[，,][^，,。？?]{2,16})?"
                                 r"(?:[？?]|(?<=[吗呢]))\s*)$")  # asked by its mark or by 吗 / 呢 ("我家有钢琴，要加钱吗")


def _chinese(text: str) -> list[str]:
    out: list[str] = []
    for sentence in (s for s in _SENTENCE_ZH.split(text) if s and s.strip()):
        asked = _SELF_THEN_QUESTION.match(sentence)
        if asked is not None:
            out += [asked.group(1), asked.group(2)]
            continue
        role = _AS_A_ZH.match(sentence)
        start = role.end() if role is not None and role.end() < len(sentence.rstrip()) else 0  # a role said first, then more
        if start:
            out.append(sentence[:start])
        for match in _CLAUSE_ZH.finditer(sentence):
            if _RELATIVE_LIKES_ZH.match(sentence[start:match.start()]) and _OCCASION_REQUEST_ZH.match(sentence, match.start()):
                continue  # "我老婆喜欢吃辣的，帮我找家川菜馆": the taste is said for this occasion
            if sentence[match.start() - 1] == "：" and _SCOPED_ZH.search(sentence[start:match.start()]):
                continue  # "这次咨询的背景是：我们公司准备明年上市": the scope before the colon is the clause's
            if match.start() - start >= 4 and not _SCOPE_ONLY_ZH.match(sentence[start:match.start()]):
                out.append(sentence[start:match.start()])
                start = match.start()
        out.append(sentence[start:])
    cut: list[str] = []
    for piece in out:  # after a role said first: "作为一个东北人，我口味偏重，酱油能多放点吗？"
        asked = _SELF_THEN_QUESTION.match(piece)
        cut += [asked.group(1), asked.group(2)] if asked is not None else [piece]
    return [s.strip() for s in cut if s.strip()]


def user_statements(text: str) -> list[str]:
    """The statements the user makes in ``text``: its statements without the text it hands over to work on
    (`handed_over.own_words`: a letter to proofread speaks for whoever wrote it), of a long message its head and tail
    (`sentences.bounded`). What the router reads.

    >>> user_statements("Summarize this message from my landlord: I live abroad most of the year.")
    ['Summarize this message from my landlord:']
    """
    return [statement for part in own_words(bounded(text)) for statement in split_statements(part)]


def split_statements(text: str) -> list[str]:
    """The statements of ``text``, in order (each a substring of it; [] for blank text)."""
    if not text.strip():
        return []
    if re.search(r"[\u4e00-\u9fff]", text):
        return _chinese(text.strip())
    return _english(text.strip())
