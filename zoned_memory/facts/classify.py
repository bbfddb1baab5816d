"""Is a statement a durable fact about the user, context for this session, or task data?

The rules (`rules`) decide first: what they call a fact is one (precision ~1 on every shared
corpus), and what they block stays task data: requests, questions, transient states, a third
party's tastes ("my client prefers tables", "我客户是素食者"). A statement they neither match nor
block, with the user as its subject, goes to the learned model (`model`), which knows the
phrasings the rules do not list ("I sing folk music for a living"); its facts carry the model's
confidence (below the rules', so they are ranked after them). A statement the rules leave with the
task that names a scope of this session ("today", "这次对话里") goes first to the session reader
(`session_reader`), which knows session context the rules do not list ("我今天用的是手机，表格太宽的话我看不了").

>>> classify("I'm allergic to peanuts").kind
'constraint'
>>> classify("我对花生过敏").kind
'constraint'
>>> classify("I'd like a table for two tonight").durable
False
>>> classify("my client prefers answers as tables").durable
False
>>> classify("For everything today, use the staging database").scope
'session'
"""

from __future__ import annotations

import re
from typing import Sequence

from ..sentences import plain
from .patterns.chinese import PEOPLE_ZH
from .learned.model import FactModel
from .never_promoted import never_promoted
from .learned.session_reader import SessionReader, has_session_scope, open_to_session_reader
from .patterns.scopes import INSTRUCTION_EN
from .rules import FactLabel, is_blocked, is_changed, is_chinese, is_negated, is_revocation, is_third_party, rule_label

__all__ = ["classify", "classify_all", "open_to_model"]

_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|mine|myself|we|our)\b|我", re.IGNORECASE)
#: the model's facts are never as confident as the rules' (0.9): at most this
_MAX_MODEL_CONFIDENCE = 0.75


#: an allergy said without its object ("I'm allergic.", "我过敏"), and a clause refusing one thing ("no shellfish for me")
_BARE_ALLERGY = re.compile(r"^\s*(?:(?:because|since|as|cause)\s+)?i(?:'m| am) (?:(?:very|severely|deathly|so|really) )?allergic\s*[.!]?\s*$|"
                           r"^\s*(?:因为)?我(?:对(?:这个|它))?(?:会)?过敏[。！!]?\s*$", re.IGNORECASE)
_REFUSED = re.compile(r"\bno \w+(?: \w+)? for me\b|\b(?:i )?(?:can't|cannot|don't|do not) (?:eat|have|take|touch) \w+|"
                      r"不要放|不能吃|不吃|别放", re.IGNORECASE)
#: a thing turned away in a clause of its own ("Nothing with mushrooms,", "No cilantro,", "不要放香菜，"), before the taste that says why
_TURNED_AWAY = re.compile(r"^\s*(?:and |but )?(?:nothing|no|none|without) (?:with |that has |containing )?(?:any )?[\w -]{2,30}?[,.;]?\s*$|"
                          r"^\s*(?:不要放|别放|不放|不加|不要)[\u4e00-\u9fff]{1,6}[，,；;]?\s*$", re.IGNORECASE)
#: ... and the taste, pointing back at it ("I can't stand them.", "我受不了那个味道")
_POINTS_BACK = re.compile(r"\b(?:them|it|those|that)\s*[.!]?\s*$|(?:那个|这个)(?:味道|东西)?[。！!]?\s*$", re.IGNORECASE)
#: "I always want it so", said after a way of working ("我一直都这么要求", "that's how I like everything"): the way is the
#: user's for good; not after a question or a request for the thing at hand ("帮我写一篇新闻稿")
_ALWAYS_SO = re.compile(r"^\s*(?:我)?(?:一直|向来|从来|一向|每次|平时)都?(?:是)?这么(?:要求|写|做|弄|安排|要)(?:的)?[。！!]?\s*$|"
                        r"^\s*(?:and )?that'?s (?:how|what) i (?:always |usually )?(?:like|want|prefer|do) (?:it|things|everything|them)\b[.!]?\s*$",
                        re.IGNORECASE)
_ASKED_BEFORE = re.compile(r"[?？]\s*$|^\s*(?:请|麻烦)?(?:你)?(?:帮我|给我)|^\s*(?:can|could|would|will) you\b", re.IGNORECASE)
#: a statement too short to hold a fact of its own ("I", "Just one.", "我"): three words, or four Chinese characters
_WORDS = re.compile(r"[a-z0-9'’]+|[\u4e00-\u9fff]", re.IGNORECASE)
#: a taste or verdict pointed at the thing at hand ("Cool, I like that.", "I love that song", "我喜欢这个"): not a standing one
_AT_HAND = re.compile(r"\b(?:like|love|prefer|hate|enjoy|want|take|need|find|do)s? (?:that|this|it|those|these|them)\b"
                      r"(?! (?:kind|sort|type|style|genre)s? of\b)|(?:喜欢|爱|要|想要|选)(?:这|那)(?:个|家|款|首|部|种)?[。！!，,]?$|"
                      # in Chinese, the thing at hand pointed at anywhere ("我在这家店做过几次美甲", "我平常不看这种电影")
                      r"(?:这|那)(?:家|个|部|款|本|首|种|间|位|次|份)",
                      re.IGNORECASE)
#: a happening told with its count ("我们公司走了三个人", "上周跑了两次"): an event, not a standing fact
_EVENT_ZH = re.compile(r"了(?:[一二两三四五六七八九十几]|\d)+(?:个|次|天|位|名|趟|回|家|件)")
#: a day on the calendar ("My race is the Chicago Marathon on October 12", "我们3月15号搬家") or of this week: an event of the task; a
#: birthday or an anniversary is the rules' to read
_DATED = re.compile(r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|"
                    r"nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan(?:uary)?|feb(?:ruary)?|"
                    r"march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\bon the \d{1,2}(?:st|nd|rd|th)\b|"
                    r"[一二三四五六七八九十\d]{1,3}月[一二三四五六七八九十\d]{1,3}(?:号|日)|"
                    # ... or a day of this or next week ("I have a garage sale on Saturday", "下周三要交"); not "on Saturdays"
                    r"\bon (?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s)|"
                    r"(?:这|下|本)(?:个)?(?:周|星期|礼拜)[一二三四五六日天]", re.IGNORECASE)
_YEARLY = re.compile(r"\b(?:birthday|anniversary|born|bday)\b|生日|纪念日|出生", re.IGNORECASE)


#: someone around the user as the subject ("My son teaches yoga on Tuesdays", "我老公周末加班"): the rules decide what of
#: another person's life is the user's standing knowledge (`rules.is_third_party`, the people patterns), not the model
_PERSON_SUBJECT = re.compile(
    r"^\s*(?:(?:and|but|so|also|oh|well|yeah|plus),?\s+)?(?:my|our) (?:\w+ )?(?:wife|husband|partner|spouse|son|daughter|mom|mother|"
    r"mum|dad|father|brother|sister|kids?|children|child|baby|parents|friend|boss|manager|colleague|coworker|co-worker|"
    r"neighbou?r|roommate|flatmate|nephew|niece|uncle|aunt|cousin|grand(?:ma|pa|mother|father|son|daughter|kids?|children)|"
    r"in-laws?|girlfriend|boyfriend|fianc[eé]e?|team ?mates?|client|customer|assistant|intern|tenant|landlord|teacher|"
    r"doctor|guest(?:s? of honou?r)?|host|bride|groom|birthday (?:boy|girl))s?(?:'s?)?\b|^\s*我(?:的|们|家)?" + PEOPLE_ZH, re.IGNORECASE)


#: a phrase of purpose or circumstance cut off by a comma ("As a gift for my mom,", "For my sister's wedding,"): no statement
_FRAGMENT = re.compile(r"^\s*(?:as|for|with|to|in|on|at|about|from|after|before|during|like|since)\b(?!.*\b(?:i|we)(?:'m|'ve|'d| am| are| have| do)?\b"
                       r"(?! ?,)).*,\s*$", re.IGNORECASE)
#: what the user knows or heard of the world ("这部电影我也知道，是改编自……", "我记得她获得过好多大奖", "I heard that the
#: festival is fun"): a fact of the world, the conversation's, not of the user; knowing how to do a thing is theirs
_KNOWS_OF_WORLD = re.compile(r"我(?:也|只|就|还|倒是)?(?:知道|记得|了解|听说|听过|看过)(?!怎么|如何)|"
                             r"\bi(?:'ve| have)? (?:also |only |just )?(?:know|knew|heard|remember|read|saw|seen) (?:that|about|of|it|"
                             r"this|he|she|they|the)\b", re.IGNORECASE)
#: a thing of the user's that misbehaves now ("my laptop battery drains overnight", "my cat keeps scratching the couch",
#: "My sourdough starter smells like nail polish remover"): a problem to solve, the task's; the rules read standing conditions
_PROBLEM = re.compile(r"\bmy (?:\w+ ){0,3}?(?:\w+)(?:'s)? (?:keeps?|kept) \w+ing\b|\b(?:won't|wont|will not|doesn't|does not|can't|cannot) "
                      r"(?:start|turn on|boot|connect|charge|load|sync|open|print|work|stop)\b|\b(?:isn't|is not|aren't|stopped|stops) "
                      r"working\b|\bsmells? (?:like|of|weird|bad|funny)\b|\b(?:is|are) (?:broken|leaking|dying|lagging|failing|crashing|"
                      r"overheating|flickering|peeling|wilting|yellowing)\b|\b(?:is|are) (?:dropping (?:its |their )?leaves|losing (?:its |their )?leaves|"
                      r"turning (?:yellow|brown|black))\b|\b(?:drains?|crash(?:es)?|freezes|overheats|leaks|"
                      r"flickers) (?:overnight|constantly|every|all|when|after|whenever)\b|\bhave (?:yellow|brown|black) (?:leaves|spots)\b|"
                      r"坏了|不行了|出问题|出故障|死机|卡顿|漏水|打不开|连不上|充不进电|老是(?:掉线|断网|卡|响|叫|吐)", re.IGNORECASE)


#: what the user is doing at this moment ("我在开车用语音", "我正在开会"; not "我在开车的时候喜欢听播客"): no fact to learn
_DOING_NOW_ZH = re.compile(r"我(?:现在|这会儿)?(?:正)?在(?:开车|开会|上课|路上|地铁上|车上|高铁上|飞机上|排队|等车|吃饭|加班|出差|外面|走路|"
                           r"跑步|洗澡|做饭|带娃|哄娃)(?![^，。,.]{0,6}(?:的时候|时))")


def open_to_model(text: str) -> bool:
    """True if the rules leave ``text`` undecided: no fact matched, nothing blocks it, the user is its subject, and
    it says enough to hold a fact of its own about something other than the thing at hand or a thing misbehaving now
    (the learned model may call it a fact)."""
    stripped = text.strip()
    return bool(stripped) and bool(_FIRST_PERSON.search(stripped)) and len(_WORDS.findall(stripped)) >= 3 + (
        1 if is_chinese(stripped) else 0) and not (
        is_revocation(stripped) or is_blocked(stripped) or is_third_party(stripped) or _AT_HAND.search(stripped) or
        _PERSON_SUBJECT.search(stripped) or _PROBLEM.search(stripped) or
        _FRAGMENT.search(stripped) or _KNOWS_OF_WORLD.search(stripped) or
        _EVENT_ZH.search(stripped) or _DOING_NOW_ZH.search(stripped) or (_DATED.search(stripped) and not _YEARLY.search(stripped)))


def classify(text: str, model: FactModel | None = None, *, threshold: float | None = None,
             session_reader: SessionReader | bool = True) -> FactLabel:
    """The label of one statement: the rules', or the learned ``model``'s (default: the shipped
    one) where the rules leave it undecided (see the module docstring); ``threshold``: the
    model's decision point (default: its own); ``session_reader``: the shipped one (True), none
    (False: the rules alone read session context) or another."""
    label = rule_label(text)
    reading = plain(text)  # "I’m" and "im" read as "I'm"; the label keeps the user's text
    if label.durable or never_promoted(reading):
        return label
    if session_reader is not False and open_to_session_reader(reading):
        reader = SessionReader.load() if session_reader is True else session_reader
        probability = reader.probability(reading.strip())
        if probability >= reader.threshold:
            return FactLabel(text=text, scope="session", kind="session_context",
                             confidence=round(min(probability, _MAX_MODEL_CONFIDENCE), 3))
    if not open_to_model(reading):
        return label
    model = model or FactModel.load()
    probability, kind = model.predict(reading.strip())
    if probability < (model.threshold_for(reading) if threshold is None else threshold):
        return label
    return FactLabel(text=text, scope="global", kind=kind, confidence=round(min(probability, _MAX_MODEL_CONFIDENCE), 3),
                     negated=is_negated(reading), changed=is_changed(reading))


def classify_all(statements: Sequence[str], model: FactModel | None = None, *,
                 session_reader: SessionReader | bool = True) -> list[FactLabel]:
    """The label of each statement of one message (`classify`), where a way of working said in its own
    clause (an instruction, the assistant addressed) right after a scope of this session is read with it:
    "Today's theme is cost cutting; keep that lens on everything." is session context, its two halves alone
    are not (the label's text is both).

    >>> [label.scope for label in classify_all(["Today's theme is cost cutting;", "keep that lens on everything."])]
    ['task', 'session']
    """
    labels = [classify(s, model, session_reader=session_reader) for s in statements]
    for n in range(1, len(statements)):  # "Which houseplants are safe with cats? Mine chews on everything.": my cat does
        mine = _mine_named(statements[n - 1], statements[n])
        if mine is not None and labels[n].scope == "task":
            label = classify(mine, model, session_reader=session_reader)
            labels[n] = label.model_copy(update={"text": statements[n]}) if label.scope == "global" else labels[n]
    for n in range(1, len(statements)):  # "我平时不怎么喝酒，但是爱吃海鲜。": the clause goes on about the user
        mine_zh = _goes_on_about_me_zh(statements[n - 1], statements[n])
        if mine_zh is not None and labels[n].scope == "task":
            label = classify(mine_zh, model, session_reader=session_reader)
            labels[n] = label if label.scope == "global" else labels[n]
    for n in range(1, len(statements)):  # "No shellfish for me, I'm allergic.": the allergy says what the clause before refused
        if labels[n - 1].scope == "task" and labels[n].scope == "task" and _BARE_ALLERGY.match(plain(statements[n])) \
                and _REFUSED.search(plain(statements[n - 1])):
            labels[n] = FactLabel(text=_joined(statements[n - 1], statements[n]), scope="global", kind="constraint",
                                  confidence=0.9)
    for n in range(1, len(statements)):  # "稿子里不要出现“震惊”这类词，我一直都这么要求": the way said before, always asked for
        if labels[n - 1].scope == "task" and labels[n].scope == "task" and _ALWAYS_SO.match(plain(statements[n])) \
                and not _ASKED_BEFORE.search(plain(statements[n - 1])):
            labels[n] = FactLabel(text=_joined(statements[n - 1], statements[n]), scope="global", kind="preference",
                                  confidence=0.9)
    for n in range(1, len(statements)):  # "Nothing with mushrooms, I can't stand them.": the taste is of the thing turned away
        if labels[n - 1].scope == "task" and labels[n].scope == "global" and _TURNED_AWAY.match(plain(statements[n - 1])) \
                and _POINTS_BACK.search(plain(statements[n])):
            labels[n] = labels[n].model_copy(update={"text": _joined(statements[n - 1], statements[n])})
    for n in range(1, len(statements)):
        before, this = statements[n - 1], statements[n]
        if labels[n - 1].scope != "task" or labels[n].scope != "task":
            continue
        if not has_session_scope(before) or has_session_scope(this) or not _ADDRESSED.search(this):
            continue
        label = classify(_joined(before, this), model, session_reader=session_reader)
        if label.scope == "session":
            labels[n] = label
    for n in range(1, len(statements)):  # "Keep everything I send today short, I'm texting from my phone on break.": the
        # user's situation of the moment, said right after a way of working for this session, is why; it goes with it
        way, why = labels[n - 1], statements[n]
        if way.scope == "session" and labels[n].scope == "task" and _SITUATION_NOW.match(plain(why)) \
                and not has_session_scope(why):
            labels[n - 1] = way.model_copy(update={"text": _joined(way.text, why)})
    return labels


#: "Mine" / "Ours" opening a statement, and the household's animals or children a statement before names ("... safe with
#: cats? Mine chews on everything.", "... for toddlers? Ours won't eat greens."): what "mine" is
_MINE = re.compile(r"^\s*(?:and\s+)?(mine|ours)\b", re.IGNORECASE)
_KIN = re.compile(r"\b(cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|parrots?|hamsters?|kids?|toddlers?|teens?|teenagers?|bab(?:y|ies)|"
                  r"child(?:ren)?)\b", re.IGNORECASE)  # "... for an older cat? Mine has kidney issues." too
_ONE_OF = {"puppies": "puppy", "babies": "baby", "children": "child"}


def _mine_named(before: str, this: str) -> str | None:
    """``this`` with "Mine" / "Ours" read as what ``before`` named ("Mine chews on everything." after "... safe with cats?"
    -> "My cat chews on everything."); None if it opens otherwise or ``before`` names no animal or child."""
    mine, kin = _MINE.match(plain(this)), _KIN.findall(plain(before))
    if mine is None or not kin:
        return None
    named = kin[-1].lower()
    one = _ONE_OF.get(named, named[:-1] if named.endswith("s") else named)
    owner = "My" if mine.group(1).lower() == "mine" else "Our"
    return f"{owner} {one}{plain(this)[mine.end():]}"


#: a Chinese clause that goes on without its subject ("但是爱吃海鲜", "而且不吃辣"): the subject of the clause before
_GOES_ON_ZH = re.compile(r"^\s*(?:但是|但|不过|可是|而且|并且|也|还)(?=[\u4e00-\u9fff])")


def _goes_on_about_me_zh(before: str, this: str) -> str | None:
    """``this`` with 我 as its subject when the clause before opens with 我 and this one goes on without one
    ("我平时不怎么喝酒，" then "但是爱吃海鲜。" -> "我爱吃海鲜。"); None otherwise."""
    found = _GOES_ON_ZH.match(this)
    if found is None or not before.strip().startswith("我") or re.search(r"[我你他她它]", this):
        return None
    return "我" + this[found.end():].strip()


#: a clause that tells the assistant how to work: an instruction first, or the assistant addressed
_ADDRESSED = re.compile(r"^\s*(?:(?:so|and|but|then),?\s+)?(?:please\s+)?(?:(?:don'?t|do not|never)\s+(?!worry|bother|forget|mind)\w+|"
                        + INSTRUCTION_EN + r")\b|\byou\b|\bwhen(?:ever)? i say\b|\b(?:every|each|all) [\w-]+s? (?:should|must)\b|"
                        r"你|帮我|请|(?:^|[，,]|就|先|都|也|可)别|不要|不用|尽量|一律|都(?:要|得|用|按)|[^，,。]{1,6}的时候", re.IGNORECASE)
#: the user's situation of the moment ("I'm texting from my phone on break", "我在外面用手机")
_SITUATION_NOW = re.compile(r"^\s*(?:(?:because|since|as|cause|cuz)\s+)?(?:i|we)(?:'m| am|'re| are) (?:\w+ing|on (?:my|a|the)|out|away|"
                            r"stuck|in (?:a|the|my) \w+)\b|^\s*(?:因为)?我(?:们)?(?:现在|正在|正|在外面|在路上|在(?:车|地铁|高铁|飞机)上)",
                            re.IGNORECASE)
_CJK_END = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$")


def _joined(first: str, then: str) -> str:
    """Two statements read as one: a space between them, none after Chinese ("No shellfish for me, I'm allergic.")."""
    first = first.rstrip()
    return first + ("" if _CJK_END.search(first) else " ") + then.lstrip()
