"""A short answer to the assistant's question about the user is a fact about the user.

"Do you have any food allergies?" / "Yes, shellfish." says as much as "I'm allergic to shellfish",
but without a subject no rule of `rules` can read it. When the assistant's last message asks the
user (not a guest, a client, someone else) about an allergy, a diet, their name or where they
live, and the reply is a short answer that is neither a question nor a no, the answer becomes
the statement it stands for, in the reply's language, labelled like any rule's fact. Anything
else (how many people, what time, which one) is the task's.

>>> answered_fact("Do you have any food allergies?", "Yes, shellfish.").text
"I'm allergic to shellfish."
>>> answered_fact("您有什么忌口吗？", "不吃香菜").text
'我的饮食禁忌：不吃香菜。'
>>> answered_fact("Does your guest have any allergies?", "Peanuts.") is None
True
>>> answered_fact("How many people?", "Four.") is None
True
"""

from __future__ import annotations

import re

from ..sentences import last_sentence
from .rules import FactLabel, is_blocked, is_chinese

__all__ = ["answered_fact"]

#: someone other than the user is asked about: their answers are the task's
_SOMEONE_ELSE = re.compile(r"\b(?:your|the) (?:guests?|clients?|customers?|friends?|partner|wife|husband|child|children|kids?|"
                           r"sons?|daughters?|colleagues?|boss|party|group|family|team)\b|\b(?:he|she|they|them|anyone|"
                           r"everyone|someone|anybody|everybody)\b|他|她|客户|朋友|客人|孩子|家人|同事|其他人|大家", re.IGNORECASE)
#: (kind, slot, question about the user, English statement, Chinese statement)
_QUESTIONS: tuple[tuple[str, str | None, re.Pattern[str], str, str], ...] = (
    ("constraint", None, re.compile(r"\b(?:do|are) you (?:have )?(?:any )?(?:food |severe )?allerg|\bany (?:food )?allergies\b|"
                                    r"\ballergic to anything\b|(?:你|您).{0,6}过敏|有(?:没有|什么).{0,4}过敏", re.IGNORECASE),
     "I'm allergic to {}.", "我对{}过敏。"),
    ("constraint", "diet", re.compile(r"\bdietary (?:restrictions?|requirements?|needs|preferences)\b|\bfoods? you (?:don't|do not|"
                                      r"can't|cannot) eat\b|\banything you (?:don't|do not|can't|cannot) eat\b|忌口|(?:你|您).{0,6}"
                                      r"(?:不吃|不能吃|饮食(?:习惯|要求|禁忌))", re.IGNORECASE),
     "My dietary restriction: {}.", "我的饮食禁忌：{}。"),
    ("profile", "name", re.compile(r"\bwhat(?:'s| is) your (?:first |full )?name\b|\bmay i (?:have|get|ask) your name\b|"
                                   r"\bwho am i (?:speaking|talking) (?:to|with)\b|(?:您|你)(?:贵姓|叫什么(?:名字)?|怎么称呼)|"
                                   r"怎么称呼(?:您|你)", re.IGNORECASE),
     "My name is {}.", "我叫{}。"),
    ("profile", "job", re.compile(r"\bwhat(?:'s| is) your (?:current |present |official |day )?(?:role|job(?: title)?|position|title|"
                                  r"occupation|profession|line of work)\b|\bwhat do you do (?:for (?:work|a living)|professionally)\b|"
                                  r"\bwhat (?:kind|sort|line) of work (?:are you in|do you do)\b|\bwhat field (?:are you in|do you work in)\b|"
                                  r"(?:你|您)(?:是)?(?:做|干)什么(?:工作|职业|行业)?的|(?:你|您)(?:从事|做)(?:什么|哪个)(?:工作|职业|行业)|"
                                  r"(?:你|您)的(?:职业|工作|职位)是", re.IGNORECASE),
     "My job: {}.", "我的工作：{}。"),
    ("profile", "residence", re.compile(r"\bwhere (?:do you live|are you (?:based|located|living))\b|\bwhat city (?:do you live in|"
                                        r"are you (?:in|based in))\b|(?:你|您)(?:住在|住)(?:哪|什么地方)|(?:你|您)在哪个城市(?:生活|住)",
                                        re.IGNORECASE),
     "I live in {}.", "我住在{}。"),
)
#: what opens an answer without being it ("Yes, ...", "It's ...", "I'm allergic to ...", "是的，")
_OPENING = re.compile(r"^(?:(?:yes|yeah|yep|yup|sure|i do|i am|well|oh|um|actually|it'?s|it is|my name is|i'?m|call me|"
                      r"i live in|i'?m allergic to|allergic to|in)\b[\s,.!:]*)+|^(?:(?:是的|是|有的|有|对|嗯|我是|我叫|我住在|住在|在)"
                      r"[\s,，.。!！:：]*)+", re.IGNORECASE)
#: a no ("No, none.", "Nope, thanks", "没有", "都可以"): nothing to store
_NO = re.compile(r"^(?:no|nope|none|nothing|nah|not really|n/?a|i don'?t|i do not|no,? (?:i don'?t|none|nothing|thanks?|thank you)|"
                 r"i'?d rather not (?:say|share|tell)|(?:i )?prefer not to (?:say|share)|不方便(?:说|透露)|保密|"
                 r"no (?:allergies|restrictions|dietary restrictions)|没有|没|无|没什么|都可以|都行|不用|不需要)"
                 r"[\s,.!。！，]*(?:thanks?|thank you|谢谢)?[\s.!。！]*$", re.IGNORECASE)
_TRAILER = re.compile(r"[\s,，]*(?:please|thanks?|thank you|谢谢)?[\s.!。！]*$", re.IGNORECASE)
#: what follows the answer in a clause of its own (", and I've been doing it for eight years")
_FIRST_CLAUSE = re.compile(r"(?<=\w)\s*,\s*(?:and|but|so)\s+(?:i|i'\w+|it|that|this)\b.*$", re.IGNORECASE | re.DOTALL)
_NAME_EN = re.compile(r"^[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){0,2}$")
_NAME_ZH = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
_MAX_WORDS, _MAX_CJK = 8, 16


def _last_question(assistant: str) -> str | None:
    """The assistant's last sentence, if it asks something."""
    last = last_sentence(assistant)
    return last if last.endswith(("?", "？")) else None


def answered_fact(assistant: str | None, reply: str) -> FactLabel | None:
    """The fact a short ``reply`` states by answering the ``assistant``'s question about the user, or None."""
    question = _last_question(assistant or "")
    if question is None or _SOMEONE_ELSE.search(question):
        return None
    text = _FIRST_CLAUSE.sub("", reply.strip())  # "Head of data engineering, and I've been doing it for years"
    sentences = [part for part in re.split(r"[.!。！;；\n]+", text) if part.strip()]
    if len(sentences) != 1 or "?" in text or "？" in text or _NO.match(text) or is_blocked(text):
        return None  # no answer, or more than one ("Peanuts. Also, book me a cab": judged as any message)
    cjk = is_chinese(text)
    if (len(re.sub(r"\s", "", text)) > _MAX_CJK) if cjk else (len(text.split()) > _MAX_WORDS):
        return None
    for kind, slot, pattern, english, chinese in _QUESTIONS:
        if not pattern.search(question):
            continue
        value = _TRAILER.sub("", _OPENING.sub("", text)).strip()
        if not value or _NO.match(value):
            return None
        if slot == "name" and not (_NAME_ZH if cjk else _NAME_EN).match(value):
            return None
        if kind == "constraint" and not cjk:
            value = value[:1].lower() + value[1:]  # mid-sentence: "I'm allergic to peanuts", not "to Peanuts"
        return FactLabel(text=(chinese if cjk else english).format(value), scope="global", kind=kind, confidence=0.8, slot=slot)
    return None
