"""Side tasks: a task opened beside the one at hand (`opens_side_task`: "While I wait, what's the weather?", a timer set,
"顺便问一下，..."), and the way back to the task set aside once a message is about it again (`returns_from_side_task`). The
openers ask the first (`openers.rule_that_opens`), the detector the second before any other return
(`TaskBoundaryDetector._judge`).

>>> from zoned_memory.boundary.learned.features import TaskState
>>> music = TaskState(task_id="music", texts=["play some focus music"], kinds={"media"})
>>> timer = TaskState(task_id="timer", texts=["remind me to stretch in 45 minutes"], side_of="music",
...                   replies=["Reminder set for 3:45 PM: stretch."])
>>> returns_from_side_task(timer, {"music": music}, "skip this track")
'music'
"""

from __future__ import annotations

import re

from ...sentences import last_sentence, unquoted
from ..learned.features import TaskState, asks_something
from ..reading import cues
from ..reading.jobs import kinds_of
from ..reading.pointers import POINTER, TIME_IDIOM
from ..reading.request_forms import KNOWLEDGE, asks_for_something, asks_in, stands_alone
from ..reading.vocabulary import content_words, names_only_unsaid, said_in_task, task_words, told_in_task
from .decisions import is_closing, is_remark
from ..reading.leaning_forms import leans_before_content, leans_by_form
from .unrelated import CHANGED_ALONG_ZH, NOTHING_MORE, asks_how_to_answer

__all__ = ["leaves_quick_job", "leaves_side_task", "opens_side_task", "returns_from_side_task"]


#: "问一下" / "说一下" said before what it announces ("顺便问一下，Windows怎么激活", "顺便说一下，我用的是Windows 11"): what follows
#: is the question, or the statement that asks nothing
_ASKING_LEAD_ZH = re.compile(r"^(?:再|想|我想)?(?:问一下|问下|问个问题|问个事|请教一下|说一下|说下|提一下|讲一下)[，,：:]?\s*")


def opens_side_task(current: TaskState, message: str, assistant: str) -> bool:
    """True if ``message`` sets the task aside for a moment (`cues.SIDE_TASK`: "Meanwhile, tell me a joke",
    "趁这个时间帮我查一下天气"; `cues.PAUSE` before a job of its own: "Hold on, what's the weather in Denver?"; a quick
    job, `cues.QUICK_JOB`: "can you remind me to drink water every 2 hours") to ask for something with nothing of the task
    in it: a side task, which `returns_from_side_task` (below) leaves when the user comes back."""
    cue = cues.SIDE_TASK.search(message) or cues.PAUSE.match(message) or cues.QUICK_JOB.match(message)
    if cue is None or CHANGED_ALONG_ZH.match(message):
        return False
    rest = message.strip() if cue.re is cues.QUICK_JOB else \
        _ASKING_LEAD_ZH.sub("", message[cue.end():].lstrip(" ,，:："), count=1)  # "顺便问一下，Windows怎么激活"
    if cue.re is cues.PAUSE and not (kinds_of(rest) - current.kinds or stands_alone(rest)):
        return False  # "Hold on, is that the total with tax?": a pause opens a side task only with a job of its own
    if not rest or not (asks_something(rest) or cues.asks(rest)) or NOTHING_MORE.search(unquoted(rest)):
        return False
    if not asks_for_something(rest) or asks_how_to_answer(rest):
        return False  # it tells, asks nothing ("By the way, I can't eat shellfish" is a fact of the user, no side task), or
        # only how to answer ("by the way I'm on call until Friday so keep these short")
    words = content_words(rest)
    if not words or leans_before_content(rest, words) or leans_by_form(rest) or cues.NEARBY.search(rest):
        return False
    if kinds_of(rest) & current.kinds:
        return False
    return not (words & task_words(current, assistant))


def _asked(text: str) -> bool:
    """``text`` asks something: by its form, by its mark, or in Chinese by its question word alone ("那番茄炒蛋要炒多久")."""
    return asks_something(text) or asks_in(text)


def leaves_quick_job(current: TaskState, message: str, assistant: str) -> bool:
    """True if the task is one quick job (`cues.asks_quick_job`: a timer, an alarm, a reminder) and ``message`` asks for
    something that shares nothing with it and points at nothing ("Set a timer for 25 minutes" then "what should I do
    first: the tax forms or the grant application?"): a quick job has no follow-up but its own resetting ("Make it 30")."""
    if len(current.texts) != 1 or not cues.asks_quick_job(current.texts[0]):
        return False
    text = message.strip()
    if not _asked(text) or is_remark(text) or is_closing(text) or _RESETS_IT.match(text) or POINTER.search(text):
        return False
    return names_only_unsaid(current, text, assistant)


def leaves_side_task(current: TaskState, message: str, assistant: str) -> bool:
    """True if the task is a side task of one question, answered (`TaskState.side_of`: "顺便帮我算一下，...每单赚多少" beside an
    anniversary post), and ``message`` asks for a kind of job it has not ("奶茶店的员工社保一定要交吗"): neither the side
    task's follow-up nor, since `returns_from_side_task` found no return, the set-aside task's."""
    if current.side_of is None or len(current.texts) != 1 or cues.ASKS_USER.search(last_sentence(assistant)):
        return False
    text = message.strip()
    return bool(kinds_of(text) - current.kinds) and cues.asks(text) and not POINTER.search(TIME_IDIOM.sub(" ", text))  # "this
    # month" points at no thing


#: how a thing of the user's is coming along ("Where's my pizza now?", "Is my car here yet?", "我的外卖到哪了")
_STATUS_OF_MINE = re.compile(r"\b(?:where(?:'s| is| are)|is|are|has|have|when (?:will|does|do|is)|how (?:long|far) (?:until|till|away|is|are)) "
                             r"my ([\w-]+)(?= (?:now|yet|coming|arriving|ready|here|done|arrived|on (?:the|its) way|going|gonna|be|get)\b|"
                             r"\s*\?)|我的([\u4e00-\u9fff]{1,4}?)(?:到哪|到了|好了|来了|什么时候到)", re.IGNORECASE)


def returns_from_side_task(current: TaskState, earlier: dict[str, TaskState], message: str, assistant: str = "") -> str | None:
    """The task set aside, when the current one was opened beside it (`TaskState.side_of`: "While I wait,
    what's the weather?") and this message is about the set-aside task again: it names a kind of job that
    task had and the side task has not ("Thanks. Where's my driver now?" after a ride), or shares that
    task's words and none of the side task's ("好的，那火锅店就订明晚7点吧"). A return needs no cue here:
    the user said they would be back. After a question of the side task's ("What date is the flight?") the
    message is its answer unless it asks for the other task's kind of job ("Can I submit a fraud report now?")."""
    aside = earlier.get(current.side_of) if current.side_of is not None else None
    if aside is None or not current.texts or not (_asked(message) or cues.IMPERATIVE.match(message.strip().lower())
                                                  or _EDIT_NAMED_ZH.match(message.strip()) or _ORDER_ON_POINTED.match(message)):
        return None  # an order counts, however short: "Skip this song." after a calendar check beside the music
    answering = bool(cues.ASKS_USER.search(last_sentence(assistant)))  # the side task asked the user something
    kinds = kinds_of(message)
    if kinds and kinds & aside.kinds and not kinds & current.kinds:
        return current.side_of if cues.asks(message) or not answering else None
    if answering:
        return None
    if KNOWLEDGE.search(message):
        return None  # a question of knowledge, its own ("What's the capital of Australia? My son asked" beside the son's party)
    words = {w for w in content_words(message) if len(w) > 1} - _RANKING_WORDS  # not a lone character left by the function
    # words ("好"), nor a ranking word, which names no subject ("which has the best ANC" is not about the refund from Best Buy)
    here = said_in_task(current, assistant)
    if len(current.texts) == 1 and cues.asks_quick_job(current.texts[0]) and not words & here and not kinds - aside.kinds and \
            (cues.asks(message) or _ORDER_ON_POINTED.match(message)) and not _RESETS_IT.match(message.strip()):
        return current.side_of  # a timer or a reminder set, and then a question of nothing of it ("ok go, first exercise?"), or
        # an order on a thing pointed at, which the reminder is not ("skip this track")
    said_aside = said_in_task(aside)
    if words & said_aside and not words & here and not _another_kind_than(kinds, aside):
        return current.side_of  # its words, or its replies' ("should I add the wine before the stock?" after a timer); not
        # another kind of job on its subject than the kind it was, which it never spoke of ("奶茶店的员工社保一定要交吗" after a sum
        # beside the shop's anniversary post; not "should I see a doctor about the headache?" after a reminder beside the
        # headache, a task of no kind of the lexicon)
    if not words & here:
        shared_aside = len(words & said_aside)
        for task_id, state in reversed(earlier.items()):  # ... or an older task's words, two or more and more than the
            # set-aside task's ("还有，试用期公司不交社保合法吗" after an alarm set beside the commute asked after the probation)
            shared = len(words & said_in_task(state))
            if task_id != current.side_of and shared >= 2 and shared > shared_aside and not _another_kind_than(kinds, state):
                return task_id
    numbers = set(_NUMBER.findall(message))
    if numbers & set(_NUMBER.findall(" ".join([*aside.texts, *aside.replies]))) and \
            not numbers & set(_NUMBER.findall(told_in_task(current, assistant))):
        return current.side_of  # a number of its own ("660题适合现在做吗" after "李永乐的660题", asked beside it)
    mine = _STATUS_OF_MINE.search(message)  # "Where's my pizza now?" after trivia beside the order: the thing waited for
    return current.side_of if mine is not None and not content_words(mine.group(0)) & task_words(current) else None


def _another_kind_than(kinds: frozenset[str], state: TaskState) -> bool:
    """``kinds`` (a message's) are all other than the kinds of a task of a known kind and its replies': another job on its
    subject ("奶茶店的员工社保一定要交吗" after the shop's post; not "试用期公司不交社保合法吗" after the probation's legal questions)."""
    return bool(kinds) and bool(state.kinds) and not kinds & (state.kinds | kinds_of(" ".join(state.replies)))


#: the words that rank the things at hand, whatever they are
_RANKING_WORDS = frozenset({"best", "better", "worst", "worse", "cheapest", "cheaper", "fastest", "faster", "most", "least"})
#: an order on a thing pointed at by its name, in English ("skip this track", "replay that song"; "move it" may be the side
#: task's own)
_ORDER_ON_POINTED = re.compile(r"^\W*(?:(?:ok(?:ay)?|now|and|then|please)\W+)*(?!(?:what|which|who|where|when|why|how|is|are|was|were|do|does|"
                               r"did|can|could|would|should|will|i|we|you|it|this|that|thanks|thank|ok|okay|yes|no|sure|great|cool|nice|"
                               r"love|like|hate|need|want)\b)[a-z]+ (?:this|that) (?!(?:is|was|one|ones|for|to|and|or|too|please|again|reminder|timer|alarm)\b)[a-z]+",
                               re.IGNORECASE)
#: the timer or the reminder just set, set again ("Make it 9am", "Change it to 10 minutes", "改成九点"): the side job's own
_RESETS_IT = re.compile(r"^\W*(?:(?:ok(?:ay)?|actually|and|no|oh|sorry)\W+)*(?:make|change|move|set|push|switch|bump) (?:it|that)\b|"
                        r"^(?:(?:那|不|算了)[，,]?\s*)*(?:改成|改到|换成|换到|调到|推到)", re.IGNORECASE)
#: a number of two digits or more, whole ("660" of "660题", "5521" of "build 5521")
_NUMBER = re.compile(r"(?<![\d.,])\d{2,}(?![\d.,]\d)")


#: an edit in Chinese, the thing it is on named first ("脚本再加个进度条", "标题改成三个字的")
_EDIT_NAMED_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那)[，,]?\s*)*[\u4e00-\u9fffA-Za-z]{2,8}?(?:再|也|还)?(?:帮我)?"
                            r"(?:加|改|删|换|去掉|补)(?:个|一个|一下|上|成|掉|一点)")
