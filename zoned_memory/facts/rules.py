"""The rules of "is a statement a durable fact about the user, session context, or task data?"

`classify.classify` combines them with the learned model; these are also its features. Rules over
the statement's grammar (the patterns: `english`, `chinese`), the same in every domain: the user speaking of themselves
(first person), in the present or as a habit, about who they are (``profile``), what they like
and how they want things (``preference``), what they cannot do or eat (``constraint``) or the
standing facts of their world (``knowledge``: "my manager is Zhao Yalin", "our fiscal year starts
in April"). Not durable: requests ("I'd like a table"), questions, transient states ("I'm
hungry"), what holds for today or this booking only, and a third party's tastes ("my client
prefers tables", "我客户是素食者"): those are the task's. A statement that scopes an instruction to
this session ("for everything today use the staging database", "今天的材料都用英文写") is
session context.

>>> rule_label("I'm allergic to peanuts").kind
'constraint'
>>> rule_label("我对花生过敏").kind
'constraint'
>>> rule_label("I'd like a table for two tonight").durable
False
>>> rule_label("my client prefers answers as tables").durable
False
>>> rule_label("For everything today, use the staging database").scope
'session'
"""

from __future__ import annotations

import re
from types import ModuleType

from pydantic import BaseModel, ConfigDict

from ..sentences import plain
from .patterns import chinese, english
from .patterns.english import compile_en as _en
from .patterns.english_session import AT_WORK_ON
from .never_promoted import never_promoted
from .patterns.scopes import CONVERSATION_EN, CONVERSATION_ZH, SESSION_RE, SESSION_ZH

__all__ = ["FactLabel", "rule_label", "FACT_KINDS", "is_revocation", "kinds_matched", "is_blocked", "is_third_party",
           "is_hedged", "is_negated", "is_changed", "left_behind", "is_total_revocation", "slots_named", "is_chinese", "is_question", "wants_of_someone_else"]

FACT_KINDS = ("profile", "preference", "constraint", "knowledge", "session_context")


class FactLabel(BaseModel):
    """What a statement is: ``scope`` is ``global``, ``session`` or ``task`` (not durable)."""

    model_config = ConfigDict(frozen=True)

    text: str
    scope: str = "task"
    kind: str | None = None
    confidence: float = 0.0
    #: what the fact is about, when one value replaces another ("residence", "name", "diet", ...)
    slot: str | None = None
    #: the statement takes something back ("I no longer eat meat", "我现在不吃辣了")
    negated: bool = False
    #: the statement says what holds now instead ("I now prefer aisle seats", "我现在是一名律师")
    changed: bool = False

    @property
    def durable(self) -> bool:
        return self.scope != "task"


#: a work's title ("《今天你要嫁给我》", "\"Tomorrow Never Dies\""): its words are no time, request or person of the statement
_TITLE = re.compile(r"《[^》]*》|“[^”]*”|「[^」]*」|『[^』]*』|\"[^\"]*\"")
_HEDGE = _en(r"\b(?:probably|maybe|i guess|i think|kind of|sort of|sometimes)\b|可能|大概|也许|有时")
_NEGATED = _en(r"\b(?:no longer|not any ?more|don't .* any ?more|not \w+ing\b.{0,40}\bany ?more|stopped|quit|gave up)\b|不再|现在不.{0,6}了|"
               r"已经不|戒了")
#: a change of what held before ("I now prefer aisle seats", "我现在是一名律师"), unless it adds to it ("I now also like jazz")
_CHANGED = _en(r"\b(?:now|these days|nowadays|any ?more|cut (?:down|back) to|moved up to)\b|现在|如今|改成|改为|换成")
_ADDITIVE = _en(r"\b(?:also|too|as well)\b|还|也")
#: a request to forget what the user said ("forget that I ...", "scratch what I said about my job", "别记这个");
#: "delete" or "remove" only with memory as its object ("Delete my account" is a task)
_REVOKE = _en(r"^\s*(?:(?:please|you can|can you|could you|would you|just|and|also|oh),? )*(?:forget|disregard|unlearn|"
              r"don't remember|do not remember|stop remembering|don't keep|do not keep) (?:that|what|about|the fact|my|me|"
              r"everything|all|where i|who i|how old i)\b|"
              r"^\s*(?:please )?(?:scratch|ignore|disregard|drop) what i (?:said|told you|mentioned)\b.{0,40}\b(?:my|me|i)\b|"
              r"^\s*(?:please )?(?:delete|erase|remove|clear|wipe) (?:that|what|the fact|everything|all)\b.{0,40}\b(?:about me|"
              r"i (?:said|told you|mentioned))\b|"
              r"\b(?:delete|erase|remove|clear|wipe)\b.{0,40}\bfrom (?:your )?(?:memory|profile|notes)\b|"
              r"^\s*(?:请)?(?:别|不要)(?:再)?记(?:住|着)?(?:这个|这些|我)?|^\s*(?:请)?(?:忘掉|忘了|忘记|删掉)(?:我|这个|那个|刚才)|"
              r"^\s*(?:请)?(?:把|将)(?:我的|关于我的|我说的)[^，。,.]{1,12}(?:删掉|删了|删除|忘掉|忘了)|"
              r"^\s*(?:请)?(?:删除|清除|清空|忘掉)(?:你)?(?:记住|记下|保存|知道)的")
#: ... everything about the user ("forget everything you know about me", "删除你记住的关于我的信息")
_REVOKE_ALL = _en(r"\b(?:everything|all)\b.{0,30}\b(?:about me|you (?:know|remember|stored|saved)|i(?:'ve| have) (?:told|said))\b|"
                  r"\ball (?:of )?my (?:info|information|data|details)\b|"
                  r"(?:所有|全部|一切)(?:关于我的)?(?:信息|记忆|内容|资料)|关于我的(?:所有|全部|一切)?(?:信息|记忆|资料)")
#: pleasantries that ride along with an introduction ("my name is Linda and I'm glad to meet you")
_PLEASANTRY = _en(r",?\s*(?:and )?(?:i'?m|i am) (?:so |very |really )?(?:glad|happy|pleased|excited|nice) to "
                  r"(?:meet|see|talk to|chat with) you\b|,?\s*(?:it'?s )?nice to meet you\b|[，,]?\s*(?:很|非常)?高兴(?:认识|见到)你|"
                  r"[，,]?\s*认识你很高兴")


#: a lead-in that flags what follows as worth knowing ("Just so you know, I'm vegan", "记住，我不吃辣"): not part of the fact
_LEAD_IN = _en(r"^\s*(?:(?:oh,? )?(?:and|also),? )?(?:(?:just )?so you know|fyi|for the record|for your information|for reference|"
               r"(?:please )?(?:keep in mind|bear in mind|remember|note|be aware|make a note)(?: that|,|:|(?= i\b))|for context|"
               r"i (?:should|must|have to|need to|want to) (?:mention|say|tell you|add|point out|let you know)(?: that|,|:)?|"
               r"just (?:a|one) (?:heads[- ]up|note)|heads[- ]up|(?:quick |small |an? )?update|news|(?:some )?(?:context|background)|"
               r"(?:a )?quick note|(?:(?:it'?s|probably) )?worth (?:knowing|mentioning|noting)|side note|fwiw|for what it'?s worth|"
               r"if it (?:matters|helps))[,:]?\s+|"
               r"^\s*(?:请)?(?:记住|记一下|记得|注意|提醒一下|告诉你|说一下|跟你说一下|跟你说一声|说一声|告诉你一声)(?:[，,：:]|一下[，,：:]?)\s*(?=我)")


#: "I've got" is "I have" ("I've got a peanut allergy")
_HAVE_GOT = _en(r"\b(i|we)(?:'ve| have) got\b")


#: what the user says they left, by its name ("we moved off BigQuery", "I stopped using Jira", "我们不再用钉钉了",
#: "从Notion换成了飞书"): a fact that names it no longer holds
_LEFT_BEHIND = _en(r"\b(?:moved|migrated|switched|changed) (?:off(?: of)?|away from|from) (?P<en>(?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*){0,2})|"
                   r"\b(?:no longer|stopped|quit|don't|do not) (?:use|using) (?P<use>(?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*){0,2})|"
                   r"(?:不再|不)(?:用|使用)(?P<zh>[A-Za-z][\w.+#-]*|[\u4e00-\u9fff]{2,4}?)了|"
                   r"从(?P<from>[A-Za-z][\w.+#-]*|[\u4e00-\u9fff]{2,4}?)(?:换|迁移|迁|转|切换)(?:成|到)")


def left_behind(text: str) -> list[str]:
    """The names of what the statement says the user left ("we moved off BigQuery" -> ["BigQuery"]).

    >>> left_behind("Correction: we moved off BigQuery, we're on Snowflake now."), left_behind("我们从Notion换成了飞书")
    (['BigQuery'], ['Notion'])
    """
    return [name for found in _LEFT_BEHIND.finditer(plain(text)) for name in found.groups() if name]


def is_revocation(text: str) -> bool:
    """True if the statement asks to forget something ("forget that I ...", "别记这个")."""
    return bool(_REVOKE.search(plain(text)))


#: what a request to forget may name instead of the fact's words ("forget my address" for "I live at 12 Rue X")
_SLOT_NAMES = {
    "residence": _en(r"\b(?:my (?:home |street )?address|where i live|my (?:home|city|location))\b|地址|住址|住在哪|住哪|我家在哪"),
    "origin": _en(r"\b(?:where i(?:'m| am) from|where i grew up|my hometown|where i was born)\b|老家|家乡|哪里人"),
    "name": _en(r"\bmy (?:first |last |full |real )?name\b|我的名字|我叫什么"),
    "birthday": _en(r"\bmy (?:birthday|date of birth|dob)\b|生日"),
    "age": _en(r"\bmy age\b|\bhow old i am\b|年龄|几岁"),
    "job": _en(r"\b(?:my (?:job|work|occupation|profession|employer)|where i work|what i do for (?:a living|work))\b|我的(?:工作|职业|单位)(?!安排|计划|任务|日程)|我(?:做什么|干什么)工作"),
    "diet": _en(r"\bmy diet\b|饮食"),
}


def slots_named(text: str) -> set[str]:
    """The slots a request to forget names ("forget my address" -> {"residence"})."""
    text = plain(text)
    return {slot for slot, pattern in _SLOT_NAMES.items() if pattern.search(text)}


def is_total_revocation(text: str) -> bool:
    """True if the statement asks to forget everything about the user ("forget everything you know about me")."""
    return is_revocation(text) and bool(_REVOKE_ALL.search(plain(text)))


def _language(text: str) -> ModuleType:
    """The patterns of the statement's language (`chinese` or `english`)."""
    return chinese if is_chinese(text) else english


def is_chinese(text: str) -> bool:
    """True if the statement has Chinese characters (its patterns are `chinese`'s)."""
    return bool(re.search(r"[\u4e00-\u9fff]", text))


def _untitled(text: str) -> str:
    return _TITLE.sub("《》", text)


def is_blocked(text: str) -> bool:
    """A request, a question, a transient state or a plan of the moment: never a durable fact."""
    return bool(_language(text).NOT_DURABLE.search(_untitled(text)))


def is_third_party(text: str) -> bool:
    """The subject is someone else ("my client prefers tables", "客户不吃辣"): the task's data; not when
    the user names them as their own favourite ("他是我最喜欢的演员") or says who the people around
    them are ("我同事37岁了", "my boss works in Berlin")."""
    plain = _untitled(text)
    language = _language(plain)
    if not language.THIRD_PARTY.search(plain):
        return False
    return not (language.OWN_TASTE.search(plain) or language.ATTRIBUTE.search(plain))


def is_question(text: str) -> bool:
    """True if the statement ends as a question ("...?", "...吗", "...呢")."""
    return bool(_QUESTION.search(text.strip()))


def wants_of_someone_else(text: str) -> bool:
    """True if the statement says what someone else wants of the work ("客户要求这次的报价都用美元", "My manager
    says the report should be ten pages"): the task's, not the user's way of working; naming them is not ("the
    client means Globex", "今天我是替我老板问的")."""
    return bool(_THIRD_PARTY_WANTS.search(text))


def is_hedged(text: str) -> bool:
    """"probably", "maybe", "可能": a fact said with less certainty."""
    return bool(_HEDGE.search(text))


def is_negated(text: str) -> bool:
    """The statement takes something back ("I no longer eat meat", "我现在不吃辣了")."""
    return bool(_NEGATED.search(text))


def is_changed(text: str) -> bool:
    """The statement says what holds now instead of before ("I now prefer aisle seats", "我现在是一名律师"),
    and adds nothing ("I now also like jazz" keeps the old taste)."""
    return bool(_CHANGED.search(text)) and not _ADDITIVE.search(text)


def kinds_matched(text: str) -> set[str]:
    """Every kind whose rule matches, whatever blocks it (a feature of the learned model)."""
    return {kind for kind, _, pattern in _language(text).RULES if pattern.search(text)}


#: what holds for all of a session's work: a quantifier, what the session is about, a role in it
_STANDING = re.compile(r"都|所有|全部|一律|统一|\b(?:everything|anything|whatever)\b|\ball (?:of )?(?:the |my |our )?\w+s\b|"
                       r"\b(?:this (?:whole |entire )?(?:session|conversation|chat)|today) is (?:all |mostly |only |just )?(?:about|for)\b|"
                       # the work the session is on, named before the way to do it ("While we work on this deck today, use ...")
                       + AT_WORK_ON + r"|"
                       # a role or a stance for all of it ("你站在乙方的角度", "你扮演面试官")
                       r"站在[^，。,.？?]{1,8}(?:角度|立场|视角)|扮演", re.IGNORECASE)


#: a session scope that opens the statement and so governs what it says ("Just for this chat, I'm a journalist",
#: "这次对话里我是..."); not "today" or "this week", which open what holds of the user too ("Today I'm 40")
_OPENING_SCOPE = re.compile(r"^\s*(?:(?:just|only)\s+)?(?:" + CONVERSATION_EN + r"|(?:for|in|during) (?:this|our) "
                            r"(?:session|conversation|chat)|for now|for the time being)\b|^\s*(?:" + CONVERSATION_ZH + r")",
                            re.IGNORECASE)
_QUESTION = re.compile(r"[?？]\s*$|[吗呢]\s*[。！!]?\s*$")
#: what someone else wants of the work ("客户要求这次的报价都用美元", "My manager says the report should be ten pages"): the
#: task's, not the user's way of working (naming them is not: "the client means Globex", "今天我是替我老板问的")
_THIRD_PARTY_WANTS = re.compile(r"\b(?:client|customer|boss|manager|team|director|he|she|they)s? (?:\w+ )?"
                                r"(?:wants?|requires?|asks? for|says?|prefers?|needs?|insists?)\b|"
                                r"(?:客户|老板|领导|经理|主管|总监|同事|老师|对方|甲方|他们|他|她)(?:那边)?(?:要求|希望|想要|说|需要|偏好|坚持)",
                                re.IGNORECASE)
_ASKED_TO = re.compile(r"\b(?:can|could|would|will) you\b|\bplease\b|能不能|可不可以|可以|能否|请|麻烦", re.IGNORECASE)


def _is_session_context(text: str) -> bool:
    language = _language(text)
    if language.SESSION_STYLE.search(text) and not language.ONE_OFF_JOB.search(text):
        return True  # how to work in this session, even asked for ("Can you keep responses short today?")
    if not language.SESSION.search(text):
        return False
    if _QUESTION.search(text):  # asked to work so ("Could you answer in French for the rest of this chat?"), not
        # asked about this session's work ("这周统一报销了吗？"), and no job of the moment
        return bool(_ASKED_TO.search(text)) and not language.ONE_OFF_JOB.search(text)
    # said of all the session's work ("今天的邮件都帮我写得正式一点", "This session is about my job interview"), a
    # request or an episode is how to work in it, not one job
    return bool(_STANDING.search(text)) or not is_blocked(SESSION_RE.sub("", text))


def _scoped_self_description(text: str) -> bool:
    """What the user says of themselves under a scope of this conversation that opens the statement."""
    opening = _OPENING_SCOPE.match(text)
    if opening is None:
        return False
    rest = text[opening.end():].lstrip(" ,，:：")
    return bool(rest) and not is_third_party(rest) and not is_blocked(rest) and \
        any(pattern.search(rest) for _, _, pattern in _language(rest).RULES)


#: the user named as "本人" ("本人不抽烟", "我这个人比较内向", "我本身是做人力资源的", "我自己开了一家装修公司"), or after the adverb of a habit ("平时我都是骑电动车上班的"): read as "我..."
_ZH_SELF = re.compile(r"^(?:本人|我这个人|我这人|我(?:本身|本来|其实)(?=是)|我自己(?!的)|因为我|由于我)(?=[^\s，,。])")
#: a role that introduces a statement ("作为一个素食者，...", "作为一名老师，..."): read as "我是..."
_ZH_AS_A = re.compile(r"^作为(?:一个|一名|一位|个)?(?=[^，,。]{1,10}[，,])")
_ZH_HABIT_FIRST = re.compile(r"^(平时|平常|一般|通常|工作日|周末|每天|每周|每次)(?:的话)?[，,]?我(?!们)")
#: a later clause of "我..." that says more of the user without its subject ("我是回民，不吃猪肉"): a predicate
_ZH_MORE_OF_ME = re.compile(r"[，,；;]\s*((?:周末|平时|平常|晚上|早上|白天|工作日)?(?:不|没|也|还|都|很|特别|比较|从不|从来不|一直|只|一般|平时|"
                            r"现在|经常)[^，,；;。！!]*)")


#: a habit's adverb before a "not" ("我平常不喝酒"): the constraint is "我不喝酒"
_ZH_HABIT_ADVERB = re.compile(r"^我(?:平常|平时|一般|通常|基本上?|向来|从来|一向|本来就)(?=不|没)")


#: the user, then this session's scope ("我这两天在日本", "咱们这次主要围绕年终总结来聊"): read scope first, as the
#: session patterns do ("这两天我在日本")
_ZH_SUBJECT_BEFORE_SCOPE = re.compile(r"^(我们|咱们|我)(" + SESSION_ZH + r")(?![\u4e00-\u9fff]{0,2}[吗呢？?])")


#: an occasion first, then "我都" ("出差的时候我都选靠过道的座位"): 都 there is "always", the habit 一般's
_ZH_OCCASION_ALWAYS = re.compile(r"^([^，,。？?！!]{1,12}?(?:的时候|时|的话))[，,]?我都(?=[\u4e00-\u9fff])")


def _chinese_self(text: str) -> str:
    text = _ZH_OCCASION_ALWAYS.sub(r"\1我一般", text, count=1)
    text = _ZH_HABIT_FIRST.sub(r"我\1", _ZH_SELF.sub("我", _ZH_AS_A.sub("我是", text, count=1)), count=1)
    return _ZH_SUBJECT_BEFORE_SCOPE.sub(r"\2\1", text, count=1)


#: a habit said with its occasion first ("When I travel I always pick an aisle seat", "Whenever I order coffee I get oat
#: milk"): no question ("When I land tomorrow, can you book me a cab?" has its mark); the main clause is the habit
_OCCASION_FIRST = re.compile(r"^(?P<when>when(?:ever)?|every time|each time|any ?time) (?:i|we)\b[^,?]{2,60}?,?\s+"
                             r"(?P<main>(?:i|we)\s[^?]*)$", re.IGNORECASE)
_FREQUENCY = re.compile(r"^(?:i|we) (?:always|never|usually|often|normally|generally|typically|mostly|tend|rarely|sometimes)\b",
                        re.IGNORECASE)


#: an occasion that is one time, not a habit's ("When I land tomorrow", "When I was a kid", "When I met my wife")
_ONE_OCCASION = re.compile(r"\b(?:was|were|did|had|used to|tomorrow|tonight|today|next|this|later|soon|again|met|got|"
                           r"went|moved|started|finished|[a-z]{3,}ed)\b", re.IGNORECASE)
_PASSIVE = re.compile(r"\b(?:get|gets|got|am|is|are|was|were|be) (?:\w+ )?(?:\w+(?:ed|en)|put|hit|cut|stuck|lost|caught|told|"
                      r"sent|left|kept)\b|\b(?:want|wants|need|needs|wanna|'d like|would like)\b", re.IGNORECASE)


def _habit_of_occasion(text: str) -> str:
    """The habit of a statement that says its occasion first ("When I cook I never use cilantro" -> "I never use
    cilantro"; "whenever" is "always": "I always get oat milk"), else ``text``. Not one occasion ("When I land tomorrow
    I need a cab", "When I was a kid I lived in Rome"), nor a main clause that is no habit of its own (a want of the
    moment, the past, something done to the user: "Every time I call them I get put on hold")."""
    found = _OCCASION_FIRST.match(text)
    if found is None or _ONE_OCCASION.search(text[:found.start("main")]):
        return text
    main = found.group("main")
    if _ONE_OCCASION.search(main) or _PASSIVE.search(main) or is_blocked(main):
        return text
    if _FREQUENCY.match(main):
        return main
    subject, _, rest = main.partition(" ")
    return f"{subject} {'always' if found.group('when').lower() != 'when' else 'usually'} {rest}"


def rule_label(text: str) -> FactLabel:
    """The rules' label of one statement (see the module docstring)."""
    stripped = _HAVE_GOT.sub(r"\1 have", _LEAD_IN.sub("", _PLEASANTRY.sub("", plain(text)))).strip()
    stripped = _habit_of_occasion(stripped)
    if is_chinese(stripped):
        stripped = _chinese_self(stripped)
    if not stripped or is_revocation(stripped) or never_promoted(stripped):
        return FactLabel(text=text)
    if _is_session_context(stripped) and not wants_of_someone_else(stripped):
        return FactLabel(text=text, scope="session", kind="session_context", confidence=0.8)
    if _scoped_self_description(stripped):  # "For this session, I'm a teacher": a role for now, not who they are
        return FactLabel(text=text, scope="session", kind="session_context", confidence=0.8)
    if is_third_party(stripped) or is_blocked(stripped):
        return FactLabel(text=text)
    readings = [stripped]
    if stripped.startswith("我"):  # "我是回民，不吃猪肉": its later clauses are the user's too
        readings += ["我" + clause for clause in _ZH_MORE_OF_ME.findall(stripped)]
        readings += [_ZH_HABIT_ADVERB.sub("我", reading, count=1) for reading in readings if _ZH_HABIT_ADVERB.match(reading)]
    for n, reading in enumerate(readings):
        if n and (is_third_party(reading) or is_blocked(reading)):
            continue  # a later clause read alone is judged as the whole statement was
        negated = is_negated(reading)
        for kind, slot, pattern in _language(reading).RULES:
            if pattern.search(reading):
                confidence = 0.6 if is_hedged(reading) else 0.9
                return FactLabel(text=text, scope="global", kind=kind, confidence=confidence, slot=slot,
                                 negated=negated, changed=is_changed(reading))
    return FactLabel(text=text)
