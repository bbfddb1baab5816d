"""Messages that lean wholly on the task: nothing of their own, so they cannot start another one.

Readings the model gets wrong off its corpora, all continuations by the definition of a task switch
(``MODEL_CARD.md``):

- an order to go ahead with what the assistant proposed, its object left unsaid: "好，帮我改了吧。" after a
  fix was suggested, "OK, go ahead and do it.", "Yes, make that change." (`agrees_to_proposal`);
- a message or a talk to someone about the task's finding, or a request made of it ("Draft an email to FastFreight
  about it", "帮我约一下王姐，明天下午聊积分规则", "... with those numbers"): `writing_to`;
- an order to do what a reply proposed, in the reply's words: "帮我把首页的图都转成WebP" after "转成WebP格式"
  (`does_what_was_proposed`);
- a question about a detail of what the task found: "北京贵都大酒店的电话是多少，价格是多少？" after the assistant
  recommended it, "好的，门票是多少钱？", "What's their phone number?" (`asks_detail_of_found`);
- the next step of a stepwise job: "Okay, next direction.", "I'm ready for the next direction now" (`asks_next_step`);
- another try after the job could not be done as asked: "Maybe we could try 9 pm" (`retries_after_failure`);
- the material the reply asked for: the query after "Sure, send me the query" (`sends_what_was_asked`);
- a follow-up that names nothing the task has not named, in its user messages or in the assistant's
  replies: "Now let's look at the billing errors separately" after a summary that listed them
  (`names_only_the_task`). "Now let's look at ..." opens many switches ("Let's look at AMD now."), but
  what it looks at here is the task's own finding.

>>> agrees_to_proposal("好，帮我改了吧。"), agrees_to_proposal("帮我订一家酒店吧")
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...sentences import last_sentence, unquoted
from ..reading import cues
from .earlier_work import order_of
from ..learned.features import TaskState
from ..reading.jobs import kinds_of
from ..reading.subjects import PERIOD_ZH, TIME_OR_NUMBER, subjects_of, swapped_subject
from ..reading.units import category_swapped
from ..reading.request_forms import WORLD_NOW_RE, asks_own_sum
from .found_detail import DETAIL, about_what_was_found
from .steps import (asks_next_step, buys_what_was_advised, finds_what_was_advised, reports_its_run_failing, retries_after_failure,
                    sends_what_was_asked)
from .writing_to import FOUND_WORDS, names_only_what_was_told, works_with_its_findings, writes_about_the_task, writes_on_what_was_found
from ..reading.vocabulary import content_words, said_in_task, told_in_task

__all__ = ["agrees_to_proposal", "asks_another_period", "asks_detail_of_found", "names_only_the_task", "leans_on_task",
           "answers_the_question", "does_what_was_proposed", "picks_unnamed_option", "says_same_thing", "rules_out_of_the_task"]

#: a Chinese order of one verb, its object unsaid ("帮我改了吧", "那就这么改吧", "行，发吧", "按你说的做吧")
_GO_AHEAD_ZH = re.compile(r"^(?:(?:好的?|行|可以|嗯|对|没问题|那)[，,、！!。\s]*)*(?:那)?(?:就)?(?:请|麻烦)?你?(?:帮我|给我|替我)?(?:就)?"
                          r"(?:这么|这样|按这个|照这个|按你说的|照你说的|按照你说的|就按这个)?"
                          r"(?:改|删|发|做|写|跑|加|办|弄|换|修|用|试|执行|处理|提交|运行|应用|操作)(?:一下|了)?吧?[。！!~～\s]*$")
#: an English go-ahead whose object is what was proposed ("Go ahead and do it", "Yes, make that change", "Do it.")
_GO_AHEAD_EN = re.compile(r"^(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|good|perfect|alright|sounds good|that works)[\s,.!]+)*"
                          r"(?:please\s+)?(?:go ahead(?: and (?:do|make|apply|change|fix|run|send) (?:it|that|this|them|those|the changes?))?|"
                          r"(?:do|apply|run|send|use) (?:it|that|this|them)|make (?:that|the|those|these) changes?|"
                          r"apply (?:the|your) (?:fix|changes?|suggestion)|(?:let's|lets) do (?:it|that))"
                          r"(?: please| then| now)?[\s.!]*$", re.IGNORECASE)
#: the words of how a follow-up looks at a thing, not of what it looks at ("let's look at", "tell me more about",
#: "break down", "separately")
_FRAME = frozenset({"look", "looking", "check", "see", "focus", "dig", "review", "turn", "tell", "show", "explain",
                    "detail", "details", "more", "separately", "closer", "deeper", "break", "down", "drill", "into", "let",
                    "lets", "good", "great", "okay", "thanks", "now", "next"})


#: an order to do what a reply proposed, in the reply's own words ("帮我把首页的图都转成WebP" after "转成WebP格式"):
#: `does_what_was_proposed`
_ORDER_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|可以)[，,。！!\s]*)*(?:请|麻烦)?(?:你)?(?:帮我|给我|替我)?(?:把|将)")


def does_what_was_proposed(current: TaskState, message: str, assistant: str = "") -> bool:
    """An order to do what the task's replies proposed, most of it in their words and not the user's: "帮我把首页的图都转成WebP"
    after "图片怎么优化" was answered "转成WebP格式". Two of its words or more, and half, only the replies said; no name,
    kind of job or cue of its own.

    >>> site = TaskState(task_id="t", texts=["我的网站打开很慢", "图片怎么优化"], replies=["首页主图3.4MB未压缩。", "转成WebP格式。"])
    >>> does_what_was_proposed(site, "帮我把首页的图都转成WebP"), does_what_was_proposed(site, "帮我把域名续费一年")
    (True, False)
    """
    text = message.strip()
    if not current.replies and not assistant:
        return False
    if not (_ORDER_ZH.match(text) if cues.CJK.search(text) else order_of(text)) or cues.says_a_cue(text):
        return False
    if kinds_of(text) - current.kinds or not names_only_what_was_told(current, text, assistant):
        return False
    words = content_words(text)
    replied = (words & said_in_task(current, assistant)) - set().union(*(content_words(t) for t in current.texts))
    return len(replied) >= FOUND_WORDS and 2 * len(replied) >= len(words)


#: a message to someone pointed at by a pronoun ("帮我给他发个提醒" after the latecomer was named, "Email her the summary"): the
#: person the conversation just named
_TO_THEM = re.compile(r"(?:给|跟|向)(?:他|她|他们|她们|对方)(?:写|发|回)(?:一)?(?:封|条|个|份)?(?:邮件|信|消息|微信|短信|通知|提醒)|"
                      r"^\W*(?:(?:ok(?:ay)?|great|thanks|good|now|then|please)\W+)*(?:email|message|text|remind|ping|send|write to|cc|forward it to) "
                      r"(?:him|her|them)\b", re.IGNORECASE)
#: an order whose thing goes unsaid, told only by a time or a trait ("帮我约周六上午的", "那就订最便宜的吧", "要靠窗的"): one of the
#: options at hand; not a trip's ("帮我订个去上海的")
_UNNAMED_OPTION_ZH = re.compile(r"^(?:(?:好的?|行|嗯|可以)[，,。！!\s]*)*(?:那就?|那)?(?:请|麻烦)?(?:你)?(?:帮我|给我|替我)?"
                                r"(?:订|约|预约|预订|预定|买|要|选|定|换成|改成|来)(?:一?[个张份间位台件])?"
                                r"(?P<what>[^，。,.!！？?的去到飞回]{1,8})的(?:吧|那个|那家)?[。！!]?\s*$")
#: ... or picked by its place in the list ("用第一个", "就选第二个吧")
_PICKED_BY_PLACE_ZH = re.compile(r"^(?:(?:好的?|行|嗯|可以)[，,。！!\s]*)*(?:那就?|就)?(?:用|选|要|定|挑)(?:第[一二三四五六七八九十\d]{1,2})"
                                 r"(?:个|条|种|款|家|版|套)?(?:吧)?(?=\s*(?:[，,。！!]|$))")
#: the task's text or file said to be the same one ("the non-solicit clause in the same contract"); not a place, a time or
#: a price range, which another job shares ("a movie in the same area", "a dentist on the same day")
_THE_SAME_THING = re.compile(r"\b(?:in|from|of|on|within|under|for|to) the same (?:contract|agreement|document|doc|file|report|email|"
                             r"thread|spreadsheet|sheet|workbook|repo|repository|deck|presentation|draft|policy|dataset|database|"
                             r"script|codebase|memo|letter|essay|paper|article|chapter|slide|notebook|table)s?\b", re.IGNORECASE)


#: a wish that only rules something out, said last ("..., so no boat tours please", "Skip the museum.", "所以别安排坐船的"):
#: a condition on the task's work (not "No thanks, book me a taxi", "No just book the salon", nor "别忘了...", an order of its own)
_RULES_OUT = re.compile(r"(?:^|[,;]\s*|\bso\s+|\band\s+)(?:please\s+)?(?:no (?!thanks?\b|problem\b|worries\b|need\b|one\b|more\b|way\b|"
                        r"i\b|we\b|just\b|can\b|could\b|please\b|actually\b|wait\b|that\b|it\b|not\b|sorry\b|but\b|let'?s?\b|"
                        r"i'?m\b|i'?d\b)[a-z]|without\b|skip\b|avoid\b|don'?t (?:book|include|plan|add|suggest|put|schedule|pick|choose)\b)"
                        r"[^.?!,;]{0,40}[.!]?\s*$|(?:^|[，,；;]\s*)(?:所以|那就|那)?(?:就)?(?:别|不要|不用)(?!忘)[^，,。？?；;]{1,14}[。！!]?\s*$",
                        re.IGNORECASE)


def rules_out_of_the_task(current: TaskState, message: str) -> bool:
    """A message whose only wish rules something out of the task's work, after what it tells or an order of the task's kind:
    a condition on the task (not on a job of another kind the message asks for).

    >>> trip = TaskState(task_id="t", texts=["Plan 5 days in Portugal"], kinds={"travel"})
    >>> rules_out_of_the_task(trip, "By the way I get seasick easily, so no boat tours please")
    True
    >>> rules_out_of_the_task(trip, "No thanks, book me a taxi")
    False
    >>> rules_out_of_the_task(trip, "Write a React component for a date picker. We use TypeScript and no class components.")
    False
    """
    text = unquoted(message.strip())
    found = _RULES_OUT.search(text)
    if found is None or "?" in text or "？" in text:
        return False
    before = text[:found.start()]
    return not (cues.asks(before) or kinds_of(before) - current.kinds)


def picks_unnamed_option(message: str) -> bool:
    """An order for a thing it leaves unsaid, told by a time or a trait, or picked by its place in the list ("用第一个，再帮我写
    一段开头"): one of the options the task has at hand.

    >>> picks_unnamed_option("帮我约周六上午的"), picks_unnamed_option("帮我订个去上海的"), picks_unnamed_option("帮我约周六上午的会")
    (True, False, False)
    >>> picks_unnamed_option("用第一个，再帮我写一段开头"), picks_unnamed_option("第一个景点怎么去")
    (True, False)
    """
    return bool(_UNNAMED_OPTION_ZH.match(message.strip()) or _PICKED_BY_PLACE_ZH.match(message.strip()))


def says_same_thing(message: str) -> bool:
    """The message says its thing is the same the task worked on ("Now the non-solicit clause in the same contract").

    >>> says_same_thing("Now the non-solicit clause in the same contract: 12 months"), says_same_thing("Do it the same way")
    (True, False)
    """
    return bool(_THE_SAME_THING.search(unquoted(message)))


#: the fewest content words a follow-up needs before what it names can be said to be the task's
_MIN_WORDS = 2
#: the assistant's replies of a task read for what they named (the latest ones)
REPLIES_KEPT = 8


def agrees_to_proposal(message: str) -> bool:
    """An order to go ahead with what was proposed, with no object of its own."""
    text = message.strip()
    return bool(_GO_AHEAD_ZH.match(text) or _GO_AHEAD_EN.match(text))


def names_only_the_task(current: TaskState, message: str, assistant: str = "") -> bool:
    """A message of two or more content words, every one already said in the task (its user messages,
    its replies, the reply just given), naming no kind of job or subject the task has not: all it asks
    about is the task's own. No cue counts: "New task: ..." and "back to ..." say otherwise."""
    text = message.strip()
    words = content_words(text) - _FRAME
    whole = {word for word in words if len(word) > 1}  # not a lone character the function words left ("能", "机" of
    words = whole if len(whole) >= _MIN_WORDS else words  # "现在有能用的量子计算机吗")
    if len(words) < _MIN_WORDS or cues.EXPLICIT_RE.search(text) or cues.RETURN_RE.search(text):
        return False
    if kinds_of(text) - current.kinds or subjects_of(text) - current.names:
        return False
    if not words <= said_in_task(current, assistant):
        return False
    told = told_in_task(current, assistant)
    return all(token.lower() in told for token in TIME_OR_NUMBER.findall(text))


#: a search with the detail as its criterion ("评分4.5分以上的酒店", "a rating of at least 4"), another one asked for
#: ("再推荐一个", "any other"), a place named anew ("名叫庆丰包子铺的餐馆") or a plan ("我要去...", "I'm going to"): no detail
#: of what was found; nor is the user's own time ("What open time do I have on March 11th?")
_SEARCH_OR_PLAN = re.compile(
    r"以上|以下|之间|左右|不超过|不低于|至少|最好|推荐(?!菜)|(?<!查)找|再|另|别的|其他|其它|哪家|哪个|哪些|名叫|叫做|打算|准备|想去|要去|"
    r"\b(?:at least|at most|under|over|between|below|above|recommend|suggest|find|search|look for|another|other|else|any|which|"
    r"going to|planning|plan to|want to go|do i have|am i (?:free|available|busy))\b", re.IGNORECASE)


def asks_detail_of_found(current: TaskState, message: str, assistant: str = "") -> bool:
    """A question or a request, after a reply, about a detail (`found_detail.DETAIL`: its phone, address, price, hours...)
    of what the task found, naming no kind of job, name or subject the task and the reply have not: "北京贵都大酒店的电话是多少？"
    after "推荐您去北京贵都大酒店。", "好的，门票是多少钱？", "麻烦你把这个餐馆的地址发给我。", "What's the address?". Not a place near it
    ("它周边有什么酒店？" names another kind; "Is there parking nearby?"), a comparison, the world now ("What time is it in
    Sydney?") or a cue."""
    if not assistant or not current.texts:
        return False
    text = cues.without_acknowledgement(message.strip()) or message.strip()
    if not cues.asks(text) or not DETAIL.search(text):
        return False
    if cues.NEARBY.search(text) or cues.COMPARISON.search(text) or WORLD_NOW_RE.search(text) or cues.SIDE_TASK.search(text) \
            or cues.BACK_REFERENCE.search(text) or _SEARCH_OR_PLAN.search(text):
        return False
    if cues.says_a_cue(text) or kinds_of(text) - current.kinds:
        return False
    if not names_only_what_was_told(current, text, assistant):
        return False
    words = content_words(DETAIL.sub(" ", text))  # what it names besides the details asked ("门票多少钱": nothing)
    if cues.CJK.search(text):
        return about_what_was_found(text, words, current, assistant)
    return words <= said_in_task(current, assistant)


#: what to pair with the thing at hand, asked in Chinese ("配什么背景音乐好" after a video script, "要配点什么酒")
_PAIRED_WITH_IT_ZH = re.compile(r"^(?:那|再|还)?(?:要|该|应该|可以)?配(?:什么|啥|个|点|上|哪种|哪个|哪些)")
#: a Chinese follow-up that asks the same for another period, with at most the subject before it ("那腾讯第二季度呢？",
#: "上个月的呢", "去年同期的数据呢")
_PERIOD_FOLLOW_UP_ZH = re.compile(r"^(?:那|那么|好的?，?)?(?P<subject>[\u4e00-\u9fffA-Za-z0-9]{0,8}?)(?:的)?" + PERIOD_ZH +
                                  r"(?:的)?(?:数据|情况|数字|结果)?呢\s*[？?]?\s*$")


def asks_another_period(current: TaskState, message: str) -> bool:
    """The task's question again for another period, said with 呢, naming no subject the task did not: "那腾讯第二季度呢？"
    after Tencent's third quarter (a period alone continues, the card's convention); not "那阿里第二季度呢？" after Tencent's."""
    found = _PERIOD_FOLLOW_UP_ZH.match(message.strip())
    if found is None or not current.texts:
        return False
    subject = found.group("subject")
    return not subject or subject.lower() in " ".join(current.texts).lower()


#: the user's own material made into the thing the task is about ("can you turn my project into one: ..." after a STAR
#: story's template): "one" is the task's
_INTO_ONE = re.compile(r"\b(?:turn|make|convert|rewrite|shape|adapt|fit) (?:[\w'-]+ ){1,4}into (?:one|it|that|this)\b", re.IGNORECASE)


def leans_on_task(current: TaskState, message: str, assistant: str = "",
                  earlier: Sequence[TaskState] = ()) -> bool:
    """`picks_unnamed_option`, `says_same_thing`, `rules_out_of_the_task` or a message to someone a pronoun points at; after a reply: `agrees_to_proposal`,
    `writes_about_the_task`, `writes_on_what_was_found`, `asks_detail_of_found`, `asks_next_step`,
    `retries_after_failure`, `reports_its_run_failing`, `sends_what_was_asked`, `finds_what_was_advised` or `buys_what_was_advised`;
    or `names_only_the_task` or
    `does_what_was_proposed` when no earlier task has said it all too
    (a return to that task may use the same words)."""
    if asks_own_sum(message, " ".join([*current.texts, assistant])):
        return False  # a sum with numbers of its own ("what is 37 times 12" after a haiku) leans on nothing
    if not current.texts or swapped_subject(message, current.texts[0]) or category_swapped(message, current.texts[-8:]):
        return False  # its opening request again for another subject leans on nothing ("帮我核对一下B供应商三月份的对账单"),
        # nor does another unit of the task's kind ("那B款耳机的库存呢？" after A款's)
    if picks_unnamed_option(message) or says_same_thing(message) or rules_out_of_the_task(current, message) or \
            _TO_THEM.search(message) or asks_another_period(current, message) or _PAIRED_WITH_IT_ZH.match(message.strip()) or \
            _INTO_ONE.search(message):
        return True  # "帮我约周六上午的" after "需要实名预约", "... in the same contract", "..., so no boat tours please", "给他发个提醒"
    if assistant and (agrees_to_proposal(message) or writes_about_the_task(current, message, assistant)
                      or writes_on_what_was_found(current, message, assistant)
                      or asks_detail_of_found(current, message, assistant) or asks_next_step(current, message, assistant)
                      or retries_after_failure(current, message, assistant) or reports_its_run_failing(current, message)
                      or sends_what_was_asked(current, message, assistant) or works_with_its_findings(message, assistant)
                      or finds_what_was_advised(current, message, assistant) or buys_what_was_advised(current, message, assistant)):
        return True
    if not (names_only_the_task(current, message, assistant) or does_what_was_proposed(current, message, assistant)):
        return False
    words = content_words(message) - _FRAME
    return not any(words <= said_in_task(task) for task in earlier)


def answers_the_question(current: TaskState, message: str, assistant: str) -> bool:
    """The assistant's reply ended by asking the user something of the task ("And what is your PIN?",
    "For how many people?"), not by offering more, and the message asks for no kind of job the task has not named and
    says no cue: an answer, however long or chatty ("I can't remember my PIN right now. I'm not supposed to give it out
    over the internet anyway."), so the model does not decide it; a rule may still open a task on it (an offer turned
    down for another job, a subject changed). On the three corpora, read by their gold tasks, such messages are
    labelled switches 1.2% (SGD), 2.3% (CrossWOZ) and 1.4% (STAR) of the time."""
    if not assistant or not current.texts:
        return False
    if not cues.ASKS_USER.search(last_sentence(assistant)) or cues.OFFER_MORE.search(assistant):
        return False
    return not (kinds_of(message) - current.kinds or cues.says_a_cue(message))
