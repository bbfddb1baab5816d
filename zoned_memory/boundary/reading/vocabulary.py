"""The words a message is about, beside those any message says: what the boundary rules compare between a message and
its task ("shares no content word with the task").

>>> sorted(content_words("Can you write a SQL query for monthly revenue?"))
['monthly', 'query', 'revenue', 'sql', 'write']
"""

from __future__ import annotations

import re

from ...entities import CN_STOP
from ..learned.features import TaskState
from .pointers import A_FEW_ZH

__all__ = ["ON_APP_RE", "ON_APP_ZH", "as_a_word", "capitalized", "only_in_compounds", "platform_words", "LATIN_WORD", "CJK_RUN", "content_words", "whole_content_words", "task_words", "said_in_task",
           "names_only_unsaid", "told_in_task"]

_FUNCTION_WORDS = frozenset(
    """the and for you can could would will what how are was were with that this from have has any about please need want
    like get tell give show find help make let let's lets does did just also now then here some one more your our
    what's how's when where which who why should shall may might must into onto over under than them they their
    his her she him well yes yeah okay really very much many few several couple thanks thank great good fine perfect cool sure alright
    quick question hmm ahead but not usually typically normally generally often always never sometimes probably actually maybe last before after
    book booking booked reservation reserve reserved order note try add change cancel confirm check update
    morning afternoon evening night tonight today tomorrow yesterday week weekend month year day days time
    hour hours minute minutes seconds
    monday tuesday wednesday thursday friday saturday sunday january february march april june july august
    september october november december
    appointment appointments ticket tickets event events date dates table purchase buy play playing round list
    another different other again too instead it its these those there ones above previous earlier way ways""".split())
LATIN_WORD = re.compile(r"[a-z0-9']+")
CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
#: question words and measure words of Chinese, beside `entities.CN_STOP`
_CN_FUNCTION = re.compile(r"多少|什么|怎么|怎样|哪些|哪个|哪里|为什么|如何|是否|能否|能不能|可以|有没有|是不是|一个|一份|一封|一些|一家|一下|"
                          r"几个|问一下|问下|有|"
                          # "generally", "usually", as the English list has them ("幼儿园一般几岁上"): no subject
                          r"一般来说|一般|通常|"
                          # "time" and "when", as the English list has them ("长时间看电脑", "什么时候"): no subject
                          r"时间|时候|"
                          # how many times ("第一次养狗", "一次"), as English "once" / "first time" count, no subject
                          r"第[一二三四五六七八九十]次|[一两三四五六七八九十]次|"
                          # times, as the English list has them: a date or an hour is no subject
                          r"今天|明天|后天|昨天|今晚|明晚|上午|下午|晚上|早上|中午|周[一二三四五六日末]|星期[一二三四五六日天]|下周|这周|本周|下个月|这个月")

#: a few of what was said, pointed at ("这两个", "那几家"): a pointer, no subject (cut before `entities.CN_STOP` cuts its 这 and
#: 个 and leaves 两)
_A_FEW_POINTED = re.compile(A_FEW_ZH)
#: nouns a character of `entities.CN_STOP` is part of ("吉他", "和弦", "订单", "费用"): read whole
_CN_WORDS_WITH_A_STOP = re.compile(r"吉他|和弦|订单|费用|新闻|信用|更新|调查|检查")


def content_words(text: str) -> set[str]:
    """The words of ``text`` that say what it is about: Latin words of 3+ letters but function words,
    and the character pairs of Chinese with its function words cut out (`entities.CN_STOP`, question
    and measure words)."""
    out = {w for w in LATIN_WORD.findall(text.lower()) if len(w) > 2 and w not in _FUNCTION_WORDS and not any(c.isdigit() for c in w)}
    out.update(_CN_WORDS_WITH_A_STOP.findall(text))  # "吉他" whole, not "吉" with its "他" cut as a pronoun
    for run in CJK_RUN.findall(_CN_FUNCTION.sub(" ", CN_STOP.sub(" ", _A_FEW_POINTED.sub(" ", _CN_WORDS_WITH_A_STOP.sub(" ", text))))):
        out.update([run] if len(run) == 1 else (run[i:i + 2] for i in range(len(run) - 1)))
    return out


def whole_content_words(text: str) -> set[str]:
    """`content_words` but a lone character the function words left ("能" of "现在有能用的...")."""
    return {word for word in content_words(text) if len(word) > 1}


def task_words(state: TaskState, assistant: str = "") -> set[str]:
    """The `content_words` of a task's user messages, and of the assistant's reply when given."""
    return set().union(*(content_words(t) for t in state.texts)) | (content_words(assistant) if assistant else set())


def said_in_task(state: TaskState, assistant: str = "") -> set[str]:
    """`task_words` and the `content_words` of the task's replies kept (`TaskState.replies`): all the task said."""
    return task_words(state, assistant).union(*(content_words(reply) for reply in state.replies))


def names_only_unsaid(state: TaskState, text: str, assistant: str = "") -> bool:
    """``text`` names something (`whole_content_words`) and nothing the task said (`said_in_task`): a subject of its own."""
    words = whole_content_words(text)
    return bool(words) and not words & said_in_task(state, assistant)


def told_in_task(state: TaskState, assistant: str = "") -> str:
    """The task's messages, its replies and the reply just given, as one lowercase text: where a name or a number the rules
    look for was said."""
    return " ".join([*state.texts, *state.replies, assistant]).lower()


#: the app a job is done in, said in Chinese ("在钉钉上", "在携程里"), the app its group (`request_forms` reads it in an order)
ON_APP_ZH = r"在([\u4e00-\u9fffA-Za-z]{2,6}?)[上里]"
#: ... compiled: `platform_words` and `rules.unrelated` read the app named
ON_APP_RE = re.compile(ON_APP_ZH)
#: ... or the shop looked in, named before what it may have ("看看京东上有没有降噪耳塞", "淘宝上能买到吗")
_LOOKED_IN_ZH = re.compile(r"(?:看看|看下|看一下|查查|查一下|搜搜|搜一下)([\u4e00-\u9fffA-Za-z]{2,6}?)[上里](?=有没有|有没|能不能|能买|买得到|有卖)")


def platform_words(current: TaskState, text: str) -> set[str]:
    """The words of ``text`` that name where its job is done, not what it is about: the task's tools ("create a new
    Notion page" in a Notion task) and the app named in Chinese ("在钉钉上"), with its character pairs."""
    named = {tool.lower() for tool in current.tools} | set(ON_APP_RE.findall(text)) | set(_LOOKED_IN_ZH.findall(text))
    return named | {app[i:i + 2] for app in named if CJK_RUN.fullmatch(app) for i in range(len(app) - 1)}


def as_a_word(word: str) -> re.Pattern[str]:
    """``word`` (lowercase) with no letter on either side, in a lowercase text ("eat" is not in "weather").

    >>> bool(as_a_word("eat").search("that was the weather")), bool(as_a_word("eat").search("go out to eat"))
    (False, True)
    """
    return re.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])")


def only_in_compounds(word: str, text: str) -> bool:
    """``word`` is in ``text`` only as a part of words joined by a hyphen ("home" of "take-home", "end" of "front-end"):
    a word of another meaning."""
    found = [m for m in re.finditer(r"(?<![a-z0-9'])" + re.escape(word) + r"(?![a-z0-9'])", text)]
    return bool(found) and all(text[max(0, m.start() - 1):m.start()] == "-" or text[m.end():m.end() + 1] == "-" for m in found)


#: a word written with a capital inside a sentence: a name ("Rome", "Local Natives")
_NAMED_IN_SENTENCE = re.compile(r"(?<!^)(?<![.!?]\s)\b[A-Z][a-z]+")


def capitalized(text: str) -> set[str]:
    """The lowercased names of ``text`` (`_NAMED_IN_SENTENCE`)."""
    return {m.group(0).lower() for m in _NAMED_IN_SENTENCE.finditer(text.strip())}
