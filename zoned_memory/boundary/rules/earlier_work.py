"""Returns by what an earlier task worked on, with no cue (`returns.returned_to` asks them): an order on that task's work
by its name ("Send the agenda to the team channel", "好，通知里提醒大家带防晒"), an identifier only it said ("rerun CI on
482"), a thing of it pointed at by its name ("the sales one"); the task whose tools a switch calls (`returns_by_its_tools`,
asked once a switch is decided); and `order_of`, the order a message gives, which `returns` reads too.

>>> order_of("Cool. Skip this song."), order_of("Actually make the table for three"), order_of("What's the weather?")
('Skip this song.', 'make the table for three', None)
"""

from __future__ import annotations

import re

from ...sentences import last_sentence
from ..reading import cues
from ..learned.features import TaskState
from ..reading.jobs import kinds_of
from ..reading.pointers import POINTER
from ..reading.request_room import opens_with_aside
from ..reading.units import units_of
from ..reading.vocabulary import as_a_word, content_words, said_in_task, told_in_task, whole_content_words
from .decisions import edits_output, is_closing, is_remark
from .retarget import retargeted

__all__ = ["asks_after_an_earlier_name", "changes_an_earlier_thing", "edits_an_earlier_draft", "names_an_earlier_id",
           "opens_with_an_earlier_latin_name", "order_of", "orders_on_earlier_work", "points_at_an_earlier_one",
           "returns_after_one_answer", "returns_by_its_tools"]

#: an order, said as one: an imperative after any acknowledgement ("Cool. Skip this song."), a Chinese "...吧", what a thing
#: should be ("and the ride should be an XL then")
_ORDERED = re.compile(r"吧\s*[，,。.!！]|吧\s*$|\b(?:should|needs? to|has to|must) be\b(?![^.!?]*\?)|"
                      # a change ordered in Chinese, said last ("那酒店超标了，换一家")
                      r"(?:换|改|退|取消)(?:一家|一个|一下|掉|成[\u4e00-\u9fff]{1,6})\s*[。!！]?\s*$")


def order_of(message: str) -> str | None:
    """The order the message gives, past any acknowledgement ("Cool. Skip this song." -> "Skip this song.",
    "那闹钟改到六点半吧"); None if it orders nothing."""
    rest = _past_lead(message)
    return rest if cues.IMPERATIVE.match(rest.lower()) or _ORDERED.search(rest) else None


def _past_lead(message: str) -> str:
    """``message`` past any acknowledgement and a lead-in ("Cool. Actually make the table for three" -> "make the table
    for three"): where an order would start."""
    rest = cues.without_acknowledgement(message.strip()) or message.strip()
    return cues.LEAD_IN.sub("", rest, count=1) or rest


#: what an order to pass on or finish a piece of work works on, named by "the" ("Send the agenda to the team channel" -> agenda)
_ORDERED_THING = re.compile(r"^\W*(?:(?:please|now|ok(?:ay)?|and|then)\W+)*(?:send|share|post|forward|email|print|publish|upload|submit|"
                            r"finish|finali[sz]e|proofread|shorten|revise|translate|export|attach|circulate|distribute|wrap up|add|insert|put|paste) "
                            r"(?:out |off |over )?(?:the|my|our) ([a-z][\w-]*)(?: ([a-z][\w-]*))?", re.IGNORECASE)


#: ... in Chinese, an edit said where it goes in the work ("好，通知里提醒大家带防晒", "在周报最后加一句")
_ORDERED_THING_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|对了)[，,]?\s*)*(?:在|把|给)?([\u4e00-\u9fff]{2,4}?)(?:里面|里|上|中|最后|开头|结尾|末尾)"
                               r"(?:再|也)?(?:加上|加|写上|写|提醒|补充|改成|改|删掉|删|注明|说明|标注|备注)")


#: an order to change a thing the user has, named by "my" or "the" ("Actually, change my seat to a window", "Move the
#: dentist to 4"): it works on whichever task got that thing
_CHANGED_THING = re.compile(r"^\W*(?:(?:please|now|ok(?:ay)?|and|then|(?:can|could|would) you(?: please)?)\W+)*(?:change|move|switch|"
                            r"upgrade|downgrade|cancel|reschedule|push|update|swap) (?:the|my|our) (?P<thing>[a-z][\w-]*)", re.IGNORECASE)
#: ... or to add something to it ("Can I add a checked bag to the flight?", "Add my loyalty number to the booking")
_ADDED_TO_THING = re.compile(r"^\W*(?:(?:please|now|ok(?:ay)?|and|then|(?:can|could|would) (?:you|i|we)(?: please)?)\W+)*(?:add|include|"
                             r"attach|put) (?P<what>(?:[\w'-]+ ){1,4})(?:to|on|onto|in) (?:the|my|our) (?P<thing>[a-z][\w-]*)", re.IGNORECASE)
#: what is added said by a pronoun: the current task's thing put somewhere ("add it to my calendar" after a table booked)
_PRONOUN = re.compile(r"^(?:it|this|that|them|these|those|this one|that one)\s*$", re.IGNORECASE)
#: ... in Chinese, the thing first ("会议室改到三点吧", "把航班换成早上的", "闹钟推迟到七点")
_CHANGED_THING_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|对了|还有|另外)[，,]?\s*)*(?:(?:帮我|麻烦)?把)?(?:那个|这个)?"
                               r"([\u4e00-\u9fff]{2,4}?)(?:的时间)?(?:改到|改成|换成|换到|推迟到|推到|提前到|挪到|调到|延到)")
#: ... and what any booking or order has there
_SLOTS_ZH = frozenset({"时间", "日期", "地点", "名字", "人数", "地址", "数量", "颜色", "尺码", "金额", "价格", "计划"})
#: what any booking or order has, no thing of one task's ("Change the time to 12pm please" answers the task at hand)
_SLOTS = frozenset({"time", "date", "day", "hour", "place", "location", "name", "number", "address", "size", "color", "colour",
                    "amount", "price", "details", "plan"})
#: an English word's ending of tense, aspect or number ("booking", "booked" and "book" are one thing)
_ENDING = re.compile(r"(?:ing|ed|s)$")


def orders_on_earlier_work(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task whose messages named what an order works on, when neither the current
    task nor the reply said it: "Nice. Send the agenda to the team channel" after a gift question asked beside
    "Draft an agenda for Monday's sprint planning", "好，通知里提醒大家带防晒" after the weather asked beside a notice."""
    if not earlier or not current.texts or kinds_of(message) & current.kinds:
        return None
    if cues.CJK.search(message):
        found = _ORDERED_THING_ZH.match(message.strip())
        thing = content_words(found.group(1)) if found is not None else set()
    else:
        order = order_of(message)
        found = _ORDERED_THING.match(order) if order is not None and not POINTER.search(order) else None
        thing = {w for w in content_words(" ".join(g for g in found.groups() if g)) if len(w) >= 4} if found else set()
    if not thing or thing & said_in_task(current, assistant):
        return None
    for task_id, state in reversed(earlier.items()):
        if thing & set().union(*(content_words(text) for text in state.texts)):
            return task_id
    return None


def changes_an_earlier_thing(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task that said the thing an order changes or adds to ("Actually, change my seat to a window"
    after a flight booked with "aisle seat", then a side question; "Can I add a checked bag to the flight?"), when neither
    the current task nor the reply said it."""
    if not earlier or not current.texts or kinds_of(message) & current.kinds:
        return None
    if cues.CJK.search(message):
        return _changes_an_earlier_thing_zh(current, earlier, message, assistant)
    order = _past_lead(message)
    changed = _CHANGED_THING.match(order) or _ADDED_TO_THING.match(order)
    if changed is not None and "what" in changed.re.groupindex and _PRONOUN.match(changed.group("what")):
        return None  # "add it to my calendar": the current task's thing (the table just booked) added to the calendar
    thing = _stem(changed.group("thing").lower()) if changed is not None and len(changed.group("thing")) >= 4 else ""
    if not thing or thing in _SLOTS or thing in _stems_said(current, assistant):
        return None
    for task_id, state in reversed(earlier.items()):
        if thing in _stems_said(state):
            return task_id
    return None


def _changes_an_earlier_thing_zh(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str) -> str | None:
    """`changes_an_earlier_thing` of a Chinese order: the thing as the earlier task's messages or replies said it."""
    changed = _CHANGED_THING_ZH.match(message.strip())
    thing = changed.group(1) if changed is not None else ""
    if not thing or thing in _SLOTS_ZH or thing in told_in_task(current, assistant):
        return None
    for task_id, state in reversed(earlier.items()):
        if thing in " ".join([*state.texts, *state.replies]):
            return task_id
    return None


def _stem(word: str) -> str:
    return _ENDING.sub("", word) if len(word) > 4 else word


def _stems_said(state: TaskState, assistant: str = "") -> set[str]:
    """Every English word a task's messages and replies said, as its stem (the words of booking too: "the booking" was
    "Book a table")."""
    return {_stem(word) for text in [*state.texts, *state.replies, assistant] for word in re.findall(r"[a-z]+", text.lower())}


#: an identifier: a ticket, an order or a pull request by its number ("482", "#4711", "INV-4711"); not a time or an amount
_IDENTIFIER = re.compile(r"(?<![\w$€£¥:.,~–-])(?:[A-Z]{2,}-?\d{2,}|#?\d{3,})(?![\w:.,%~–到至-]|\s?(?:am|pm|dollars|euros|usd|eur|people|km|miles|per|a month|元|块|人)\b)")


def names_an_earlier_id(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task that said an identifier the message names (its messages or its replies: "Created
    WEB-2291"), when neither the current task nor the reply said it: "thanks. rerun CI on 482" after a reminder set
    beside PR 482's checks, "What's the status of WEB-2291 now?" after WEB-2292 was filed."""
    if not earlier or not current.texts or cues.ASKS_USER.search(last_sentence(assistant)):
        return None  # an answer to the reply's question ("What's the ride ID?" / "393") names what it is asked for
    if not content_words(_IDENTIFIER.sub(" ", message)):
        return None  # a number alone ("963") or nearly: no request of its own
    ids = _ids(message) - _ids(" ".join([*current.texts, *current.replies, assistant]))
    if not ids:
        return None
    for task_id, state in reversed(earlier.items()):
        found = {i for i in _ids(" ".join(state.replies)) if not i.isdigit()}  # a key the reply made ("Created WEB-2291"), not a number
        if ids & (_ids(" ".join(state.texts)) | found):
            return task_id
    return None


def _ids(text: str) -> set[str]:
    """The identifiers of ``text``, without their "#" ("#4711" and "4711" are one)."""
    return {found.lstrip("#") for found in _IDENTIFIER.findall(text)}


#: a Chinese question or order opening with a name in Latin letters, past an acknowledgement ("PPT最后一页写什么比较好",
#: "好的，Excel那个表再加一列")
_LATIN_TOPIC_ZH = re.compile(r"^(?:(?:好的?|嗯|行|那|对了)[，,]?\s*)*(?:那个|这个)?([A-Za-z][A-Za-z0-9+#.-]*)(?=[\u4e00-\u9fff])")


def opens_with_an_earlier_latin_name(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task whose messages named the thing a Chinese question or order opens with, in Latin letters,
    when neither the current task nor its reply named it: "PPT最后一页写什么比较好" after a welcome email written beside the
    year-end PPT, "那A供应商那两张发票怎么处理" after B's statement checked beside A's. Only a Latin name: read by any word in
    common, or by a Chinese thing opening the question, an earlier task's words are everywhere (the boundary card, "Stop
    61")."""
    found = _LATIN_TOPIC_ZH.match(message.strip())
    if found is None or not earlier or not current.texts or not (cues.asks(message) or order_of(message) is not None):
        return None
    name = found.group(1).lower()
    return None if name in told_in_task(current, assistant) else _latest_naming(earlier, name)


def _latest_naming(earlier: dict[str, TaskState], name: str) -> str | None:
    """The most recent earlier task whose messages say ``name`` (lowercase) as a word of its own."""
    named = as_a_word(name)
    return next((task_id for task_id, state in reversed(earlier.items()) if named.search(" ".join(state.texts).lower())), None)


def edits_an_earlier_draft(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task that wrote a text, when an order adds to or takes from a text ("can you add a line
    about his workshop?", "再加一句：...") and the current task writes none (a question asked beside the eulogy): the
    edit is of that text. Not one that points at the thing at hand ("Drop the late fee line for this one")."""
    if not earlier or not current.texts or "writing" in current.kinds or not edits_output(message) or POINTER.search(message):
        return None
    wrote = next(((task_id, state) for task_id, state in reversed(earlier.items()) if "writing" in state.kinds), None)
    if wrote is None or retargeted(wrote[1], current.texts[0]):
        return None  # the current task is that text's job for another thing ("now do one for the refillable floss"): it wrote too
    return wrote[0]


#: a thing pointed at by a word of its name ("the sales one", "the Brightline one")
_THE_ONE = re.compile(r"\bthe ([A-Za-z][\w-]*) one\b", re.IGNORECASE)


def points_at_an_earlier_one(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task that said the word a message points at a thing by ("and the sales one, did the whole run
    finish" after the marketing_attribution dag paused beside the sales_etl run), when neither the current task nor the reply
    said it, and the earlier task said it as a name: a word of an identifier ("sales" of "sales_etl") or one with its capital
    inside a sentence ("Brightline"); "the perfect one" names nothing.

    >>> from zoned_memory.boundary.learned.features import TaskState
    >>> etl = TaskState(task_id="etl", texts=["the nightly ETL failed"], replies=["dag sales_etl, task load_orders failed"])
    >>> side = TaskState(task_id="side", texts=["pause the marketing_attribution dag"], replies=["Paused."])
    >>> points_at_an_earlier_one(side, {"etl": etl}, "and the sales one, did the whole run finish")
    'etl'
    >>> points_at_an_earlier_one(side, {"etl": etl}, "that is the perfect one for me")
    """
    found = _THE_ONE.search(message)
    if found is None or not earlier or not current.texts:
        return None
    word = found.group(1).lower()
    if word in re.split(r"[^a-z0-9]+", told_in_task(current, assistant)):
        return None
    named = re.compile(r"(?<![A-Za-z0-9])(?:" + re.escape(word) + r"(?=[_-][A-Za-z0-9])|(?<=[A-Za-z0-9][_-])" + re.escape(word) +
                       r"(?![A-Za-z0-9])|(?<=[a-z0-9,;:] )(?-i:[A-Z])" + re.escape(word[1:]) + r"(?![A-Za-z0-9]))", re.IGNORECASE)
    # ... a name there: a word of an identifier ("sales_etl") or a capital inside a sentence ("the contract with Brightline"),
    # not a quality ("the perfect one")
    return next((task_id for task_id, state in reversed(earlier.items()) if named.search(" ".join([*state.texts, *state.replies]))), None)


#: whether someone has answered, asked by their name ("did Klaus reply", "Has Dana signed it yet?", "Did Priya get back to us?")
_ANSWERED_YET = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|also|oh|btw)\W+)*(?:did|has|have) (?-i:(?P<name>[A-Z][a-z]{2,})) (?:already |ever |finally )?"
                           r"(?:repl(?:y|ied)|answer(?:ed)?|respond(?:ed)?|writ(?:e|ten) back|call(?:ed)? back|confirm(?:ed)?|sign(?:ed)?|"
                           r"(?:get|got|gotten) back)\b", re.IGNORECASE)


def asks_after_an_earlier_name(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The most recent earlier task whose messages named the person a question asks has answered, when neither the current
    task nor its reply named them: "did Klaus reply" after a train booked beside the email sent to klaus@weber-gmbh.de.
    Only this form: a name an earlier task said, asked after in other words, is as often the current task's (STAR's party
    for Mark, "Could you check Detroit too?": 41 false returns of 47 on the corpora)."""
    found = _ANSWERED_YET.match(message)
    if found is None or not earlier or not current.texts:
        return None
    name = found.group("name").lower()
    return None if as_a_word(name).search(told_in_task(current, assistant)) else _latest_naming(earlier, name)


def returns_by_its_tools(current: TaskState, earlier: dict[str, TaskState], message: str, tools: tuple[str, ...],
                         names: frozenset[str] = frozenset()) -> str | None:
    """The most recent earlier task whose tools the message's tools all are, when the current task used none of them, the
    message names nothing that task did not (a weather tool asked of another city is another forecast, "回到客户D" another
    client) and hands nothing at hand on ("add it to my calendar"): once a switch is decided, the user is back at that
    task's work ("那天最高气温多少度" with the weather tool, after a train booked beside the forecast). Measured on every
    labelled decision: 116 switches now resume the task they are in, 15 a wrong one (the boundary card, "Stop 62").

    >>> from zoned_memory.boundary.learned.features import TaskState
    >>> weather = TaskState(task_id="weather", texts=["杭州下周的天气"], tools={"weather"})
    >>> train = TaskState(task_id="train", texts=["帮我订周三去杭州的高铁"], tools={"train"})
    >>> returns_by_its_tools(train, {"weather": weather}, "那天最高气温多少度", ("weather",))
    'weather'
    >>> returns_by_its_tools(train, {"weather": weather}, "add it to my calendar", ("weather",)) is None
    True
    """
    asked = set(tools)
    if not asked or asked & current.tools or not earlier or _POINTS_AT_HAND.search(message):
        return None
    units = units_of(message)  # "回到客户D" names a unit no task named: no task of its tools to go back to
    return next((task_id for task_id, state in reversed(earlier.items()) if asked <= state.tools and names <= state.names and
                 units <= frozenset().union(*map(units_of, state.texts))), None)


#: the thing at hand handed on to another tool, by a pronoun ("add it to my calendar", "把这个发给老王")
_POINTS_AT_HAND = re.compile(r"\b(?:add|put|save|attach|send|forward|share|move|copy|pin|log) (?:it|this|that|them|these|those)\b|"
                             r"把(?:这个|那个|它|这些|那些)(?:加|放|存|发|转|记)", re.IGNORECASE)


#: the fewest words of the task before that a message must name to go back to it after one question answered (a Chinese
#: word of three characters, two pairs, counts once)
_WORDS_BACK = 2


def returns_after_one_answer(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The task just before, when the current one is one question asked aside and answered ("unrelated, what's a good
    podcast about history") and the message asks or orders, naming two words or more of that task, none of this one and
    no kind of job that task never had: "does my notice need STAR, it says 'Smog certification required'" after the smog
    check was looked up.

    >>> smog = TaskState(task_id="smog", texts=["my notice says smog required, where do I get that"],
    ...                  replies=["Any STAR-certified smog station if the notice says 'STAR'."])
    >>> podcast = TaskState(task_id="p", texts=["unrelated, what's a good podcast about history"])
    >>> returns_after_one_answer(podcast, {"smog": smog}, "does my notice need STAR?", "'Hardcore History' by Dan Carlin.")
    'smog'
    >>> returns_after_one_answer(podcast, {"smog": smog}, "any more history ones?", "'Hardcore History' by Dan Carlin.")
    """
    if len(current.texts) != 1 or not opens_with_aside(current.texts[0]) or not assistant or not earlier or \
            cues.says_a_cue(message) or cues.ASKS_USER.search(assistant) or is_closing(message) or is_remark(message):
        return None
    if not (cues.asks(message) or cues.IMPERATIVE.match(message.strip().lower())):
        return None  # it asks or orders something ("I'm at Broadway now! Thanks, bye." does neither)
    task_id, before = next(reversed(earlier.items()))
    words = whole_content_words(message)
    if words & said_in_task(current, assistant) or kinds_of(message) - before.kinds:
        return None
    shared = words & said_in_task(before)
    pairs = {word for word in shared if cues.CJK.search(word)}  # the character pairs of one Chinese word ("蛋白", "白粉")
    return task_id if len(shared - pairs) + (len(pairs) + 1) // 2 >= _WORDS_BACK else None
