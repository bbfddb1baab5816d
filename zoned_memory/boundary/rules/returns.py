"""Which earlier task a message returns to: by its subject (`best_earlier`), by the kind of job it points back
at (`earlier_of_kind`, `returns_to_earlier_kind`), by the topic it opens with (`returns_to_named_topic`); the
opening of a side task and the return from it are `side_tasks`'s, the returns by an earlier task's words, names and tools
`earlier_work`'s. The detector asks them before and after the model (`TaskBoundaryDetector._judge`); the model
card has their measurements.

>>> from zoned_memory.boundary.learned.features import TaskState
>>> hotel = TaskState(task_id="hotel", kinds={"lodging"}, names={"hotel lutetia"})
>>> best_earlier({"hotel": hotel}, frozenset({"hotel lutetia"}), "Get me a taxi from Hotel Lutetia", prefer_recent=False,
...              strict=True) is None
True
"""

from __future__ import annotations

import re

from ...sentences import last_sentence, sentences
from ..reading import cues
from ..learned.features import TaskState, asks_something, grams
from ..reading.jobs import first_kind_named, kinds_of
from .booking_returns import books_after_a_task_that_books_nothing, books_for_an_earlier_task, books_the_way_back
from .earlier_work import (asks_after_an_earlier_name, changes_an_earlier_thing, edits_an_earlier_draft, names_an_earlier_id,
                           opens_with_an_earlier_latin_name, order_of, orders_on_earlier_work, points_at_an_earlier_one,
                           returns_after_one_answer, returns_by_its_tools)
from .leaning import leans_on_task
from ..reading.request_room import DECLINES_OFFER
from ..reading.units import units_of
from ..reading.vocabulary import LATIN_WORD, capitalized, content_words, said_in_task

__all__ = ["best_earlier", "earlier_of_kind",
           "returns_to_named_topic", "returns_to_earlier_kind", "returns_by_its_subject", "recalls_what_an_earlier_task_said",
           "points_at_an_earlier_list", "returned_to"]


def best_earlier(earlier: dict[str, TaskState], names: frozenset[str], text: str, *, prefer_recent: bool,
                 strict: bool = False) -> str | None:
    """The earlier task this message continues: shared entities first, then shared words;
    ``strict``: only when it names that task's subject (an entity in common) and asks for no
    kind of job that task never did: shared words alone ("review the ... contract") never
    resume a task, whose facts would then leak, nor does a taxi from the task's hotel."""
    message_grams = grams(text)
    asked = kinds_of(text)
    units = units_of(text)
    best, best_key, best_units = None, (0, 0.0, -1.0), frozenset[tuple[str, str]]()
    for n, (task_id, state) in enumerate(earlier.items()):
        if strict and asked and state.kinds and not asked <= state.kinds:
            continue  # a cab from the hotel is another job than the hotel's: naming it is no return
        if asked and state.kinds and not asked & state.kinds:
            continue  # "Let's go back to finding a restaurant" after a party and the weather: no restaurant's task to go back to
        its_units = frozenset().union(*map(units_of, state.texts)) if units else frozenset[tuple[str, str]]()
        overlap = 2 * len(units & its_units) + len(names & state.names)  # a unit named is the surer subject
        shared = len(message_grams & state.grams) / len(message_grams) if message_grams else 0.0
        key = (overlap, shared, n if prefer_recent else 0.0)
        if key > best_key:
            best, best_key, best_units = task_id, key, its_units
    if strict and best_key[0] == 0:
        return None
    if units and not units & best_units and (best_key[0] == 0 or {k for k, _ in units} & {k for k, _ in best_units}):
        return None  # "回到客户A" to a task of 客户B, or of no unit it names: another subject's task is no place to go back to
    return best  # with ``prefer_recent``, the latest task it may go back to when nothing else tells them apart


#: a thing pointed at by "that" / "those" ("that ride", "those dentist appointments")
_THAT_THING = re.compile(r"\b(?:that|those)\s+(?!(?:the|a|an|my|your|our|his|her|their|it|is|was|i|you|we|they|he|she)\b)"
                         r"(?:[\w-]+\s+)?[\w-]+", re.IGNORECASE)


#: ... or by "this" / "那" in an order on it, where the current task has no such thing ("Skip this song." after a side
#: question beside the music, "那闹钟改到六点半吧" after the weather checked beside the alarm)
_THIS_THING = re.compile(r"\b(?:this|these)\s+(?!(?:the|a|an|my|your|our|his|her|their|it|is|was|i|you|we|they|he|she)\b)"
                         r"(?:[\w-]+\s+)?[\w-]+|^\W*(?:那|这)(?:个|首|部|家|张|条|份)?[\u4e00-\u9fff]{1,4}", re.IGNORECASE)
#: ... or by "my" in a question, a thing the user already has ("How much time is left on my timer?"); not in an order
#: ("Set my timer for 5 minutes" may set another)
_MY_THING = re.compile(r"\bmy\s+(?:[\w-]+\s+)?[\w-]+", re.IGNORECASE)
#: ... or by "the" in a question, a thing an earlier task named in the same words ("How much time is left on the pasta
#: timer?" after "Set a timer for 12 minutes for the pasta"); "the weather in Paris" after Rome's forecast names another
_THE_THING = re.compile(r"\bthe\s+([\w-]+)(?:\s+([\w-]+))?", re.IGNORECASE)


def _the_thing(found: re.Match[str], kinds: frozenset[str]) -> str:
    """The words after "the" up to the first that names one of ``kinds`` ("the pasta timer", "the bus" of "the bus
    depart"), else ""."""
    one = found.group(1)
    if kinds & kinds_of(one):
        return one
    two = f"{one} {found.group(2)}" if found.group(2) else ""
    return two if two and kinds & kinds_of(two) else ""


def _named_by_task(pointer: str, message: str, state: TaskState) -> bool:
    """True if every word of ``pointer`` (a bare kind, "the table", by that task's kind) and every name of ``message``
    were said in the task of ``state``."""
    said = said_in_task(state)
    words = content_words(pointer)
    known = words <= said if words else bool(kinds_of(pointer) & state.kinds)
    return known and capitalized(message) & content_words(message) <= said


def earlier_of_kind(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task of the job kind this message points back at: it names a
    kind of job that task did and the current one did not, and refers to something said before
    ("Book the tickets to the event you found", "back to the directions", "你推荐的景点门票多少钱", "that ride",
    "my timer" in a question, "the pasta timer" in a question when that task said it so).
    Without the reference it opens a new task (a second booking of the same kind is a new job)."""
    kinds = kinds_of(message) - current.kinds
    if not kinds:
        return None
    named: list[str] = []  # things pointed at by "the": each must be the earlier task's, in its words
    same_asked = False
    if not cues.BACK_REFERENCE.search(message):
        order = order_of(message)
        if not cues.asks(message) and order is None:
            return None  # "I hope that fraud report gets worked out soon.": a remark, no return
        question = bool(_QUESTION.search(message))
        pointers = [*_THAT_THING.finditer(message), *(_MY_THING.finditer(message) if question else ()),
                    *(_THIS_THING.finditer(order) if order is not None else ())]
        pointed = frozenset().union(*(kinds_of(m.group(0)) for m in pointers))
        if (question or order is not None) and not kinds & pointed and not cues.ASKS_USER.search(last_sentence(assistant)):
            # "the X" the current task and the reply never said: another task's X (not an answer to the reply's question)
            here = said_in_task(current, assistant)
            things = (_the_thing(m, kinds) for m in _THE_THING.finditer(message))
            named = [thing for thing in things if thing and not (content_words(thing) and content_words(thing) <= here)]
            pointed = frozenset().union(*(kinds_of(thing) for thing in named))
        same_asked = bool(_SAME_ASKED_OF.match(message))  # "what about sunday, any chance of sun?": the earlier question again
        if not same_asked:
            kinds &= pointed  # "how much is that ride going to cost me?", "how long is left on my timer?": said before
        if not kinds:
            return None
    for task_id, state in reversed(earlier.items()):
        if kinds & state.kinds:
            if named and not any(_named_by_task(thing, message, state) for thing in named):
                return None  # "the weather in Paris" after Rome's: another subject of the same kind
            if same_asked and not capitalized(message) & content_words(message) <= said_in_task(state):
                return None  # "What about Paris, any chance of sun?": a place that task never named
            return task_id
    return None


#: the question of an earlier task asked again of something else, elliptically ("what about sunday, any chance of sun?",
#: "那周日呢，会下雨吗"): with that task's kind of job named, a return to it
_SAME_ASKED_OF = re.compile(r"^\W*(?:(?:and|ok(?:ay)?|so|oh)\W+)?(?:what|how) about\b(?!(?: (?:with|a|an|the|for|my))* (?:different|another|other)\b)|^\W*那[^，,。？?]{1,8}呢[，,]", re.IGNORECASE)


#: a message that opens by naming what it is about ("For the bio, ...", "As for the hotel: ...", "And for Japan, ...",
#: "关于那封邮件，...")
_TOPIC_OPENER = re.compile(r"^\W*(?:(?:ok(?:ay)?|thanks|thank you|great|good|alright|and|now|so)\W+)*(?:for|about|regarding|as for|as to|"
                           r"back on) (?:the |(?=(?-i:[A-Z])))((?:[\w-]+ ){0,2}[\w-]+)\s*[,:—–-]|"
                           r"^\W*(?:(?:好的|好|嗯|那)\W*)*(?:关于|至于)([^，,：:]{1,12})[，,：:]|"
                           # ... or, in Chinese, by putting it before the order ("年会主持词也帮我写一下", "那个报价单再帮我改改")
                           r"^(?:(?:好的?|嗯|行|那)[，,]?\s*)*(?:那个|这个)?([\u4e00-\u9fff]{2,8}?)(?:也|再|还)?(?:帮我|麻烦你?)"
                           r"(?:写|改|做|弄|整理|准备|加|润色|修改)|"
                           # ... or before a change to a text written about it, or an order to send it ("拿铁那篇的标签改成五个" after a
                           # post on another drink, "CRM那份发给王总" after another report)
                           r"^(?:(?:好的?|嗯|行|那)[，,]?\s*)*([\u4e00-\u9fffA-Za-z]{2,8}?)(?:那篇|那首|那封|那份|那段|那条|那版)"
                           r"(?:的[\u4e00-\u9fff]{1,4}?)?(?:再|也|还)?(?:帮我)?(?:改成|改为|改|换成|加上|加|删掉|删|去掉|缩短|调整|发给|发到|转发|打印)|"
                           # ... or before a change to what was booked under it ("外婆家那个改成五个人")
                           r"^(?:(?:好的?|嗯|行|那)[，,]?\s*)*([\u4e00-\u9fffA-Za-z]{2,8}?)(?:那个|那家|那单|那边)(?:的)?(?:预订|订单|预约|位子)?"
                           r"(?:再|也|还)?(?:帮我)?(?:改成|改到|改为|换成|换到|取消|推迟|提前)|"
                           # ... or a question of it ("上海那个薪资是税前还是税后", "美团那边活动能同时叠加红包吗", "深度工作那本有电子版吗")
                           r"^(?:(?:好的?|嗯|行|那)[，,]?\s*)*([\u4e00-\u9fffA-Za-z]{2,6}?)那(?:个|边|家|份|本|款|部|首|篇|条)(?=[^，。？?]{0,12}"
                           r"(?:吗|呢|[？?]|是不是|还是|多少|怎么|能不能|有没有))", re.IGNORECASE)


def returns_to_named_topic(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task a message names as its topic before it asks ("Thanks. For the bio, can
    you add a line about my PhD?" after a unit conversion inside the bio work; "年会主持词也帮我写一下" after a
    question asked beside the annual party's plan): the topic's words are that task's and none of the current one's."""
    found = _TOPIC_OPENER.match(message)
    if found is None or not earlier:
        return None
    words = content_words(next(group for group in found.groups() if group))
    if not words or words & said_in_task(current):
        return None
    for task_id, state in reversed(earlier.items()):
        if words & said_in_task(state):  # its messages or its replies ("上海2万" of a salary search)
            return task_id
    return None


def returns_to_earlier_kind(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The earlier task a question or request points back at by its kind of job (`earlier_of_kind`: "Hey, is
    my flight still on time?" after a ride booked beside the flight), when it names no kind of the current task."""
    if not (asks_something(message) or cues.asks(message) or order_of(message) is not None) or kinds_of(message) & current.kinds:
        return None
    return earlier_of_kind(current, earlier, message, assistant)


#: what may stand before the thing a question is about: an acknowledgement, an auxiliary, a determiner
#: ("Is my ride on the way?", "Was the room booked?", "So my ride is scheduled?")
_SUBJECT_LEAD_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|also|great|thanks|alright|oh|hmm|um|well|yes|yeah|good)[\s,.!]+)*"
                              r"(?:(?:does|do|is|are|can|could|will|would|did|has|have|was|were|and) )?(?:the|that|this|my|our|your) "
                              r"(?:\w+ )?$", re.IGNORECASE)
#: ... in Chinese ("那酒店有么？", "辅导班离地铁站远吗？", "我的高铁是几号车厢来着？")
_SUBJECT_LEAD_ZH = re.compile(r"^(?:好的?|嗯|哦|对了|还有|那么?|那个|这个|这家|那家|我的|我那个)?[，,]?(?:那)?(?:个|家)?$")


def returns_by_its_subject(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task of the kind of job a question is about, when that kind is its subject and
    the current task never named it: "Is my ride on the way?" after the weather checked beside the ride,
    "辅导班离最近的地铁站远吗？" after the weather. A kind named further on is an anchor ("How far is it from
    the hotel?"), and a message that names the current task's kind is about it. On the three corpora read
    by their gold tasks it fires on 8 STAR switches and 4 CrossWOZ continuations (a question about a nearby
    place of an earlier kind, which CrossWOZ keeps in the task asked from: its rule 10), none in SGD."""
    if not earlier or not current.texts or cues.EXPLICIT_RE.search(message) or kinds_of(message) & current.kinds:
        return None
    asking = [s for s in sentences(message) if cues.asks(s)]
    if not asking:
        return None
    question = asking[-1].strip()
    named = first_kind_named(question)
    if named is None:
        return None
    kind, start = named
    lead = _SUBJECT_LEAD_ZH if cues.CJK.search(question) else _SUBJECT_LEAD_EN
    if not lead.match(question[:start]):
        return None
    for task_id, state in reversed(earlier.items()):
        if kind in state.kinds:
            return task_id
    return None


#: a question asking to be reminded ("What time was the dentist again?", "Is my ride still coming?", "我的维修师傅几点到来着？")
_RECALLS = re.compile(r"\b(?:what|when|where|which|who|how|did|is|are)\b[^?.!]*\b(?:again|still)\b|来着|刚才|之前|上次",
                      re.IGNORECASE)  # not "was": "What was the Q3 revenue?" after Globex's sales asks the current task
#: a question by its mark or its first word
_QUESTION = re.compile(r"[?？]|^\W*(?:what|when|where|which|who|how|is|are|was|were|do|does|did|will|can)\b|吗|呢|几|多少|什么|哪",
                       re.IGNORECASE)


def recalls_what_an_earlier_task_said(current: TaskState, earlier: dict[str, TaskState], message: str,
                                      assistant: str = "") -> str | None:
    """The most recent earlier task that said what a question asks about, when the current task never said any of
    its words and the question asks to be reminded ("Oh wait, what time was the dentist again?" after a pizza
    ordered beside the calendar, whose reply named the dentist) or comes after the current task's offer turned down
    ("先不换了。维修师傅大概几点到？" after a cheaper plan offered beside the repair visit). English words of four
    letters or more, Chinese character pairs (two of them: one pair names too little); "again" or "still", not "was"
    ("What was the Q3 revenue?" after Globex's sales asks the current task), and no question of the current task's kind.
    On the three corpora read by their gold tasks, both forms: 4 SGD switches and no continuation, 18 STAR / 5 (STAR
    keeps an apartment's price asked after a ride in one task), none in CrossWOZ."""
    if not earlier or not current.texts:
        return None
    text = message.strip()
    declined = DECLINES_OFFER.match(text)
    question = cues.LEAD_IN.sub("", text[declined.end():] if declined else text, count=1)  # "wait what time is the dentist again"
    if not (_RECALLS.search(question) and cues.asks(question)) and not (declined and question and _QUESTION.search(question)):
        return None
    if kinds_of(question) & current.kinds:
        return None  # the current task's kind of job: a follow-up on it
    words = {w for w in content_words(question) if len(w) >= 4 or cues.CJK.search(w)}
    if not words or words & said_in_task(current, assistant):
        return None
    enough = 2 if cues.CJK.search(question) else 1
    for task_id, state in reversed(earlier.items()):
        if len(words & said_in_task(state)) >= enough:
            return task_id
    return None


#: one of a list an earlier reply gave, pointed back at by its place ("刚才说的第二部在哪能看", "the second one you suggested")
_LISTED_ITEM = re.compile(r"(?:刚才|之前|你)(?:说|推荐|提到|列|找)的第[一二三四五六七八九十\d]+(?:个|部|本|家|首|款|条|种|篇)|"
                          r"\bthe (?:first|second|third|fourth|fifth|last) one (?:you|we) (?:mentioned|suggested|recommended|listed|found)\b",
                          re.IGNORECASE)
#: a reply that lists things: two titles, numbered items or a run of 、 ("《夏洛特烦恼》《西虹市首富》《飞驰人生》")
_A_LIST = re.compile(r"《[^》]+》[^《]*《|(?:^|\s)1[.、)][\s\S]*(?:^|\s)2[.、)]|、[^、]+、")


def points_at_an_earlier_list(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task whose reply listed things, when the message points back at one of them by its place
    and the current task's replies listed none: "刚才说的第二部在哪能看" after a hotpot booked beside the films."""
    if not earlier or not current.texts or _LISTED_ITEM.search(message) is None or _listed(current):
        return None
    return next((task_id for task_id, state in reversed(earlier.items()) if _listed(state)), None)


def _listed(state: TaskState) -> bool:
    """True if one of the task's replies lists things (`_A_LIST`)."""
    return any(_A_LIST.search(reply) for reply in state.replies)


#: the words of a thanks or a yes around a choice ("Wednesday please.", "Sure, the second one")
_POLITE = frozenset({"please", "thanks", "thank", "you", "ok", "okay", "the", "a", "an", "yes", "sure"})
#: the current task's settings said again for another of its things ("Same assignee and priority.", "同样的配置")
_SAME_AGAIN = re.compile(r"^\W*(?:the )?same\b|^\W*(?:同样|一样|也是)|"
                         # ... or the earlier task's order again for the thing at hand, said with "also" and nothing else ("也交了",
                         # "这个也买了", "do it too")
                         r"^(?:那|好|行)?[，,]?(?:这个|这笔|它)?也(?:帮我)?[\u4e00-\u9fff]{1,2}(?:了|吧|一下)?[。！!]?\s*$|"
                         r"^\W*(?:(?:ok(?:ay)?|and)\W+)?(?:do|pay|book|order|send) (?:it|that|this one) too\b", re.IGNORECASE)


def _picks_from_reply(message: str, assistant: str) -> bool:
    """Every word of ``message`` but a thanks is in the reply ("Wednesday please." after "Tuesday at 9 AM or Wednesday")."""
    said = set(LATIN_WORD.findall(message.lower())) - _POLITE
    return bool(said) and said <= set(LATIN_WORD.findall(assistant.lower()))


def _back_at_earlier_tools(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str,
                           tools: tuple[str, ...], names: frozenset[str]) -> str | None:
    """The earlier task whose tools the message's turn calls (`returns_by_its_tools`), when the current task has tools of
    its own none of which it calls, the assistant asked nothing and the message leans on nothing of the current task:
    "is the food close" with the delivery app after the lights were dimmed, "扫完了吗" with the robot vacuum after tissues
    were ordered."""
    back = returns_by_its_tools(current, earlier, message, tools, names) if current.tools else None
    if back is None or (assistant and cues.ASKS_USER.search(assistant)) or _SAME_AGAIN.match(message) or \
            _picks_from_reply(message, assistant) or leans_on_task(current, message, assistant, tuple(earlier.values())):
        return None  # "Wednesday please." after "Tuesday at 9 AM or Wednesday at 2 PM": picks from the reply
    of_the_reply = content_words(message) & content_words(assistant)
    if of_the_reply and not of_the_reply & said_in_task(earlier[back]):
        return None  # "the targus one is fine, order it to the same address": the reply's option, which that task never said
    return back


def returned_to(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "",
                tools: tuple[str, ...] = (), names: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """The first return a message makes that needs no cue, by the topic it opens with, the kind of job it points
    back at or asks about, the booking of an earlier find, what an earlier task said or worked on, or the tools its turn
    calls (``tools``; ``names``: the names the message says): (the reason, the task returned to), else None."""
    rules = (
        ("return to the topic named", lambda: returns_to_named_topic(current, earlier, message)),
        ("points at an earlier list", lambda: points_at_an_earlier_list(current, earlier, message)),
        ("return to the kind of job named", lambda: returns_to_earlier_kind(current, earlier, message, assistant)),
        ("return to the kind of job asked about", lambda: returns_by_its_subject(current, earlier, message)),
        ("books what an earlier task found", lambda: books_for_an_earlier_task(current, earlier, message, assistant)),
        ("books for the task that found it", lambda: books_after_a_task_that_books_nothing(current, earlier, message)),
        ("books the way back", lambda: books_the_way_back(current, earlier, message)),
        ("recalls what an earlier task said", lambda: recalls_what_an_earlier_task_said(current, earlier, message, assistant)),
        ("orders on an earlier task's work", lambda: orders_on_earlier_work(current, earlier, message, assistant)),
        ("names an earlier task's identifier", lambda: names_an_earlier_id(current, earlier, message, assistant)),
        ("points at an earlier task's thing by its name", lambda: points_at_an_earlier_one(current, earlier, message, assistant)),
        ("changes what an earlier task got", lambda: changes_an_earlier_thing(current, earlier, message, assistant)),
        ("edits an earlier task's text", lambda: edits_an_earlier_draft(current, earlier, message)),
        ("opens with an earlier task's name", lambda: opens_with_an_earlier_latin_name(current, earlier, message, assistant)),
        ("asks after an earlier task's name", lambda: asks_after_an_earlier_name(current, earlier, message, assistant)),
        ("back at the tools of an earlier task", lambda: _back_at_earlier_tools(current, earlier, message, assistant, tools, names)),
        ("back to the task before one question", lambda: returns_after_one_answer(current, earlier, message, assistant)),
    )
    for reason, rule in rules:
        back = rule()
        if back is not None:
            return reason, back
    return None

