"""The subjects a message works on: organizations, named by their legal or business suffix.

"Same job, other subject" is a new task (company A's figures must not reach company B's
answer), and the corpora the model learns from rarely show it, so the detector also tracks
subjects itself: a message that names only organizations the current task never named, and
does not compare them with it, starts a task (`detector.TaskBoundaryDetector`).

>>> sorted(subjects_of("How many units did Globex Inc sell in Q3?"))
['globex']
>>> sorted(subjects_of("B公司上海仓库的库存是多少？"))
['b']
>>> subjects_of("Book a table at Pizza Hut")
frozenset()
>>> subjects_of("能送到公司吗？")
frozenset()

A request that repeats one of the task's requests with only its subject swapped ("Analyze the
Q3 sales of Vandelay Imports." after "... of Hooli.", "分析一下小米第三季度的销售数据。" after
腾讯's) is the same job on another subject, even when the subject has no suffix:

>>> swapped_subject("Analyze the Q3 sales of Vandelay Imports.", "Analyze the Q3 sales of Hooli.")
True
>>> swapped_subject("分析一下小米第三季度的销售数据。", "分析一下腾讯第三季度的销售数据。")
True
>>> swapped_subject("Analyze the Q3 sales of Vandelay Imports.", "New task: analyze the Q3 sales of Hooli.")
True
>>> swapped_subject("帮我安排周六和王家的晚餐。", "新任务：帮我安排周六和张家的晚餐。")
True
>>> swapped_subject("那小米2024年的研发投入呢？", "查一下华为2024年的研发投入")
True
>>> swapped_subject("Analyze the Q2 sales of Hooli.", "Analyze the Q3 sales of Hooli.")
False
>>> swapped_subject("那2023年的研发投入呢？", "查一下华为2024年的研发投入")
False
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from .cues import CJK, EXPLICIT_RE, IMPERATIVE
from .request_forms import KNOWLEDGE
from .vocabulary import content_words

__all__ = ["FIGURES_OF_ZH", "PERIOD_ZH", "TIME_OR_NUMBER", "WORK_ON_A_SUBJECT", "problem_reported_elsewhere",
           "elliptical_names", "hands_over_another_text", "names_in", "renamed_subject",
           "new_payload", "subjects_of", "swapped_object", "swapped_subject"]

#: what tells one subject of the same job from another and `content_words` leaves out: a month, a quarter, a
#: weekday, a year, a number ("Now summarize the November survey too" after October's)
TIME_OR_NUMBER = re.compile(r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
                             r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|q[1-4]|h[12]|fy\d*|monday|tuesday|"
                             r"wednesday|thursday|friday|saturday|sunday)\b|\d+(?:[.,]\d+)*|[一二三四]季度|[上下]半年|[今去前明]年",
                             re.IGNORECASE)
_LATIN = re.compile(r"\b([A-Z][\w&'-]*)\s+(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|PLC|AG|"
                    r"Co|Company|Group|Holdings|Industries|Enterprises|Technologies|Systems|Labs)\b\.?")
_CHINESE = re.compile(r"([A-Za-z0-9]{1,6}|[\u4e00-\u9fff]{2,6}?)(?:公司|集团|银行|控股|科技(?![园馆城局部])|股份)")  # not 科技园, a place
_LEAD = re.compile(r"^(?:帮我|请|给我|看看|分析|一下|查一下|查查|查|那|和|跟|与|把|对|关于|现在|再|换成|换个话题，?)+")
#: what stands before 公司 / 银行 without naming one: a person ("我们公司", "他的公司"), a place the user goes
#: ("送到公司", "我在公司", "回公司", "地点写公司") or a count ("一家公司", "这个银行")
_NOT_A_NAME = re.compile(r"^[我你他她它咱]|[到去在回们的个家这那该本此各某每写填设定约放改选是]$")


@lru_cache(maxsize=2048)  # the detector reads the subjects of a task's recent messages at every message
def subjects_of(text: str) -> frozenset[str]:
    """Lowercased organization names of ``text`` (without their suffix)."""
    found = {m.group(1).strip().lower() for m in _LATIN.finditer(text)}
    for match in _CHINESE.finditer(text):
        name = _LEAD.sub("", match.group(1))
        if name and not _NOT_A_NAME.search(name):
            found.add(name.lower())
    return frozenset(found)


_TOKEN = re.compile(r"[\u4e00-\u9fff]|[A-Za-z0-9][A-Za-z0-9_'&.-]*")
#: spans that change a request's period, amount or order, not its subject ("Q3" -> "Q2", "第三" -> "第二")
_NOT_A_SUBJECT = re.compile(r"^(?:(?:q[1-4]|h[12]|fy\d*|\d+\w*|the|a|an|this|last|next|first|second|third|fourth|"
                            r"month|year|week|quarter|today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|"
                            r"friday|saturday|sunday|[第一二三四五六七八九十零两上下本今明昨去前后季度年月周日天号半个])\s*)+$",
                            re.IGNORECASE)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


#: what follows a one-character Chinese name (a surname: 王家, 张总, 李老师)
_AFTER_SURNAME = ("家", "总", "先生", "女士", "老师", "经理", "公司", "集团", "氏")


def _names_something(span: list[str], cjk: bool, after: list[str]) -> bool:
    joined = ("" if cjk else " ").join(span)
    letter = cjk and len(joined) == 1 and joined.isascii() and joined.isalpha()  # "B供应商": no article in Chinese
    if not joined or (_NOT_A_SUBJECT.match(joined) and not letter):
        return False
    if cjk:  # a letter names a party in Chinese ("B供应商", "A方案"), as two characters or a surname's suffix do
        return len(joined) >= 2 or letter or "".join(after[:2]).startswith(_AFTER_SURNAME)
    return any(t[:1].isupper() for t in span)


#: how a Chinese request or its elliptical follow-up opens and ends ("查一下…", "那…呢？"): not its subject
_CJK_OPENING = re.compile(r"^(?:帮我|请你?|麻烦你?|给我|那么?|再|查一下|查查|查|看一下|看看|分析一下|分析|统计一下|统计|问一下|说说|还有)+")
_CJK_CLOSING = re.compile(r"(?:呢|吗|吧|啊|怎么样|如何|是多少|多少)?[\s?？。！!]*$")


@lru_cache(maxsize=2048)  # asked by the leaning check and the subject rule of the same message
def swapped_subject(message: str, request: str) -> bool:
    """True if ``message`` is ``request`` with one span after its opening word, a name, replaced by
    another (at least 60% of both unchanged): the same job on another subject. In Chinese the
    subject may open the request once its opening and closing words are set aside ("那小米2024年的
    研发投入呢？" after "查一下华为2024年的研发投入")."""
    cjk = bool(CJK.search(message))
    if cjk:
        request, message = (_CJK_CLOSING.sub("", _CJK_OPENING.sub("", EXPLICIT_RE.sub("", t).strip()))
                            for t in (request, message))
    a, b = _tokens(EXPLICIT_RE.sub("", request)), _tokens(EXPLICIT_RE.sub("", message))
    if min(len(a), len(b)) < 4:
        return False
    opcodes = [op for op in SequenceMatcher(None, [t.lower() for t in a], [t.lower() for t in b],
                                            autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(opcodes) != 1 or opcodes[0][0] != "replace":
        return False
    _, i1, i2, j1, j2 = opcodes[0]
    if (i1 == 0 or j1 == 0) and not cjk:  # a new opening ("Nope, thanks ...", "What about ..."): not a subject
        return False
    if (len(a) - (i2 - i1)) < 0.6 * len(a) or (len(b) - (j2 - j1)) < 0.6 * len(b):
        return False
    return _names_something(a[i1:i2], cjk, a[i2:]) and _names_something(b[j1:j2], cjk, b[j2:])


#: the kinds of job done on a named subject (a company's figures, a memo, a contract, a text): there the same request on
#: another name is another task; in a search (a hotel, a restaurant, a ride) another place or name refines the same one
WORK_ON_A_SUBJECT = frozenset({"business", "writing", "code", "translation", "tutoring"})
#: words a request repeats without being about anything ("the", "in", "what", "are")
_FRAME_WORDS = frozenset("""a an the of in on for to at by with from and or what are is was were how do does did can could
    please me my our your this that these those and also now then some any i i'd i'm i'll like want need""".split())


_WORD_AT = re.compile(r"[A-Za-z][\w&'-]*")


def _proper_names(text: str) -> set[str]:
    """Capitalized words inside a sentence (not its first), but "I", words with a digit ("Q3") and shouting
    (all capitals, five letters or more: "HURRY"; "IBM" is a name): the names a request works on."""
    names = set()
    for match in _WORD_AT.finditer(text):
        word, before = match.group(), text[:match.start()].rstrip()
        if not before or before[-1] in ".!?:;\"'(-" or not word[:1].isupper() or word.lower() in _FRAME_WORDS:
            continue
        if word == "I" or word.startswith("I'") or any(c.isdigit() for c in word) or (word.isupper() and len(word) >= 5):
            continue
        names.add(word)
    return names


def renamed_subject(message: str, request: str) -> bool:
    """True if ``message`` repeats three words or more of ``request`` in a row, two of them about something, and
    names what ``request`` did not while dropping a name it had: the same request of another subject, asked in
    other words around it (English; Chinese asks it as `swapped_subject` reads).

    >>> renamed_subject("And what are the key risks in the Contoso memo?", "Summarize the key risks in the Northwind memo")
    True
    >>> renamed_subject("Which of the key risks in the Northwind memo is worst?", "Summarize the key risks in the Northwind memo")
    False
    """
    if CJK.search(message):
        return False
    request, message = EXPLICIT_RE.sub("", request), EXPLICIT_RE.sub("", message)
    a, b = _tokens(request), _tokens(message)
    dropped, named = _proper_names(request) - _proper_names(message), _proper_names(message) - _proper_names(request)
    if not dropped or not named:
        return False
    lower_a, lower_b = [t.lower() for t in a], [t.lower() for t in b]
    match = SequenceMatcher(None, lower_a, lower_b, autojunk=False).find_longest_match(0, len(a), 0, len(b))
    run = lower_a[match.a:match.a + match.size]
    return match.size >= 3 and sum(t not in _FRAME_WORDS for t in run) >= 2


#: languages and formats: what a request is done into, not what it is about ("Translate it into Italian")
_INTO = re.compile(r"^(?:english|german|french|spanish|italian|portuguese|dutch|chinese|japanese|korean|russian|arabic|"
                   r"hindi|pdf|csv|json|yaml|markdown|html|excel|a table|table|bullets?|bullet points)$", re.IGNORECASE)


def swapped_object(message: str, request: str) -> bool:
    """True if ``message`` is ``request`` said again, from its first three words on, with what it works on replaced
    by something else of several words or one that names something ("Find a React library for date pickers" after
    "Find a React library for drag and drop lists", "Analyze the survey results from the churned customers study"):
    the same job on another object, even in lower case. Not a period, a number, a language or a format
    ("Summarize the report in 5 bullets", "Translate it into Italian"). English.

    >>> swapped_object("Find a React library for date pickers", "Find a React library for drag and drop lists")
    True
    >>> swapped_object("Find a React library for drag and drop trees", "Find a React library for drag and drop lists")
    False
    """
    if CJK.search(message) or not IMPERATIVE.match(message.strip().lower()):
        return False  # an order said in full, not a wish ("I would like to find Games") nor a follow-up
    a, b = _tokens(EXPLICIT_RE.sub("", request)), _tokens(EXPLICIT_RE.sub("", message))
    lower_a, lower_b = [t.lower().rstrip(".") for t in a], [t.lower().rstrip(".") for t in b]  # "table." ends a sentence
    opcodes = [op for op in SequenceMatcher(None, lower_a, lower_b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(opcodes) != 1 or opcodes[0][0] != "replace":
        return False
    _, i1, i2, j1, j2 = opcodes[0]
    framed = any(t not in _FRAME_WORDS for t in lower_a[1:i1]) or bool(KNOWLEDGE.match(request) and KNOWLEDGE.match(message))
    if i1 < 3 or j1 < 3 or i1 != j1 or not framed:
        return False  # the request's frame said again, its first three words at least, naming something besides its verb
        # ("Find a React library for ...", not "I'd like to ..." or "Find me some ..."), or a question of knowledge
        # again ("Explain what a confidence interval is." after "Explain what a p-value is.")
    old, new = lower_a[i1:i2], lower_b[j1:j2]
    if (len(a) - len(old)) < 0.4 * len(a) or (len(b) - len(new)) < 0.4 * len(b):
        return False
    if any(_NOT_A_SUBJECT.match(" ".join(span)) or _INTO.match(" ".join(span)) for span in (old, new)):
        return False
    content = [t for t in old + new if t not in _FRAME_WORDS]
    return len(old) + len(new) >= 3 and len(content) >= 2 and not (set(old) & set(new))


#: a request's frame and what it hands over after a colon ("Review my SQL: SELECT ...", "Proofread this: ...")
_FRAMED = re.compile(r"^\s*(?:(?:now|next|and|also|ok|okay|thanks|great)[,.!]?\s+)*([^:：\n]{6,60})[:：]\s*(\S.*)$", re.DOTALL | re.IGNORECASE)


def new_payload(message: str, request: str) -> bool:
    """True if ``message`` says ``request``'s frame again ("Review my SQL:") and hands over something else after it,
    sharing under half its words: the same job on another text ("Review my SQL: SELECT name, COUNT(*) FROM users ..."
    after "Review my SQL: SELECT * FROM orders ...").

    >>> new_payload("Review my SQL: SELECT name FROM users GROUP BY country", "Review my SQL: SELECT * FROM orders WHERE paid")
    True
    >>> new_payload("Review my SQL: SELECT * FROM orders WHERE paid AND total > 5", "Review my SQL: SELECT * FROM orders WHERE paid")
    False
    """
    this, first = _FRAMED.match(message), _FRAMED.match(request)
    if this is None or first is None or this.group(1).strip().lower() != first.group(1).strip().lower():
        return False
    new, old = ({t.lower() for t in _tokens(m.group(2))} for m in (this, first))
    return bool(new) and bool(old) and len(new & old) < 0.5 * min(len(new), len(old))


#: a text handed over to work on: after a colon, or quoted ("Can you also proofread my LinkedIn summary? 'Data analyst with
#: 5 years ...'", "再帮我翻一句：请各部门周五前提交计划")
_HANDED_OVER = re.compile(r"[:：]\s*(?P<after>\S.{6,})$|[\"“'‘「『](?P<quoted>[^\"”'’」』]{10,})[\"”'’」』]", re.DOTALL)
#: one more line of the same work ("再翻译一句：...", "Translate one more sentence: ..."): the sets keep it in the task
_ONE_MORE_LINE = re.compile(r"[一这那]句|一段话|再[\u4e00-\u9fff]{0,3}一段|一行|\b(?:one more|another|this|next) (?:sentence|line|phrase|paragraph)\b|"
                            # ... or a part of the text at hand ("把标题也翻一下：...", "Now the subject line: ...")
                            r"(?:^|[把将])(?:副|小)?(?:标题|题目|摘要|落款|结尾|开头|导语|图注)|"
                            r"\bthe (?:title|heading|subtitle|subject line|caption|abstract|tagline|closing line|opening line)\b",
                            re.IGNORECASE)
#: the jobs done on a text handed over
_WORK_ON_A_TEXT = re.compile(r"\b(?:proofread|translate|summari[sz]e|review|check|fix|edit|polish|rephrase|paraphrase|shorten|critique|"
                             r"correct|grade)\b|翻译|翻一|润色|校对|检查|总结|改一下|看看|看一下|修改|纠错", re.IGNORECASE)


def hands_over_another_text(message: str, texts: list[str]) -> bool:
    """True if ``message`` asks for a job on a text it hands over (after a colon, or quoted) that shares under half its
    words with ``texts`` (the task's): the same or another job on another text.

    >>> hands_over_another_text("Can you also proofread my LinkedIn summary? 'Data analyst with 5 years experiance in retail'",
    ...                         ["Proofread this cover letter for typos: 'I am writting to apply for the analyst role'"])
    True
    >>> hands_over_another_text("Fix this line too: 'I am writting to apply'", ["Proofread: 'I am writting to apply for the role'"])
    False
    >>> hands_over_another_text("再帮我翻一句：请各部门周五前提交计划", ["帮我翻译这句话成英文：我们下周一开会讨论预算"])  # one more line
    False
    >>> hands_over_another_text("再翻一段：Please submit the remaining documents.", ["翻译一下：We are pleased to inform you."])
    False
    """
    found = _HANDED_OVER.search(message)
    if found is None or not _WORK_ON_A_TEXT.search(message[:found.start()]) or _ONE_MORE_LINE.search(message[:found.start()]):
        return False
    new = {t.lower() for t in _tokens(found.group("after") or found.group("quoted")) if not t[0].isdigit()}  # a text, not an id
    old = {t.lower() for text in texts for t in _tokens(text)}
    return len(new) >= 3 and len(new & old) < 0.5 * len(new)


#: how an elliptical follow-up opens ("What about ...", "And ...", "那...呢"), before the thing it asks about
_FOLLOW_UP_EN = re.compile(r"^\s*(?:(?:ok(?:ay)?|thanks|great|cool|now|hmm|got it)[\s,.!]+)*(?:and )?(?:what|how) about\s+(?:for\s+)?|"
                           r"^\s*(?:(?:ok(?:ay)?|thanks|great|cool|hmm|got it)[\s,.!]+)*(?:and|next|now)[\s,:]+(?:for\s+)?(?:then\s+)?|"
                           r"^\s*(?:(?:ok(?:ay)?|thanks|great|cool|hmm|got it)[\s,.!]+)*(?:let'?s|let us|now) (?:look at|move on to|turn to|switch to|"
                           r"check|do)\s+", re.IGNORECASE)
#: a capitalized word that names no subject: the time, a language, a quarter or a title word
_NOT_A_NAME_EN = re.compile(r"^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|"
                            r"June|July|August|September|October|November|December|Q[1-4]|H[12]|FY\d*|YoY|QoQ|MoM|English|French|"
                            r"Spanish|German|Chinese|Japanese|Korean|Italian|Portuguese|Russian|Arabic|Mandarin|Cantonese|"
                            r"Mr|Mrs|Ms|Dr|The|A|An|It|This|That|Then|Now|And|Or|Also)$")
_CAPITALIZED_WORD = re.compile(r"\b[A-Z][\w&'.-]*")
#: what may follow an elliptical Chinese follow-up to the end: the question said again ("OPPO呢，它上季度毛利率怎么样") or
#: the subject's figures ("比亚迪呢？营收6023亿，净利润300亿")
_THEN_ASKED_ZH = r"(?:[，,？?][^。？?]{1,30})?[？?。]?\s*$"
#: "那蔚来呢？", "蔚来的情况怎么样？", "小米那边呢？": the thing an elliptical Chinese follow-up asks about
#: a product's model number after its name ("小米15", "iPhone 16", "Mate 60 Pro"): part of the name
_MODEL_NUMBER = r"(?:\s?\d{1,4}(?:\s?(?:Pro|Max|Plus|Ultra|mini|SE))?)"
#: a period a Chinese follow-up may name, after its subject or alone ("那阿里巴巴第三季度呢？": Alibaba, for a quarter;
#: "那腾讯今年呢？", "上个月的呢"): the one pattern the subject's reading and `rules.leaning` share
PERIOD_ZH = (r"(?:(?:第[一二三四]|上个?|下个?|这个?|本|去年|今年|前年|明年)?(?:季度|月|年度|半年|年|周|星期)|[一二三四]季度|[Qq][1-4]|"
             r"(?:19|20)\d{2}年?|去年同期|上半年|下半年|去年|今年|前年|明年)")
_FOLLOW_UP_ZH = re.compile(r"^(?:好的?[，,]?|嗯[，,]?)?(?:那么?|再看看?|看看|换成|还有)?"
                           r"(?P<name>[\u4e00-\u9fffA-Za-z]{2,8}?" + _MODEL_NUMBER + r"?)" + PERIOD_ZH + r"?"
                           r"(?P<frame>的情况|的数据|的表现|这边|那边|的呢|的)?"
                           r"(?:怎么样|如何|呢)" + _THEN_ASKED_ZH + r"|"
                           r"^(?:好的?[，,]?|嗯[，,]?)?(?:那么?)?(?P<frame2>换成|换)(?P<name2>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:看看|试试|吧|呢)?[？?。]?\s*$")
#: what a Chinese follow-up asks about that is no subject: a time (not a channel: "视频号"), a pointer, a measure of the task's subject
#: (净利润, 毛利率, 研发投入, 库存: the same subject's other figure)
_NOT_A_NAME_ZH = re.compile(r"[0-9０-９年月季度周天日午晚]|[\d一二三四五六七八九十几]号|^(?:这|那|它|其|本)|"
                            r"[率润入额量数值费本价格流债息比度长收益支出资产税损绩份金售薪投货存单户名均速利址话间码场务线品端道准策则]$")


#: a Chinese request about a subject's figures ("分析一下比亚迪2023年的营收", "查一下华为的研发投入"): what an
#: elliptical "那蔚来呢？" swaps the subject of
FIGURES_OF_ZH = re.compile(r"[\u4e00-\u9fffA-Za-z]{2,8}" + _MODEL_NUMBER + r"?(?:\d{4}年|今年|去年|前年|上半年|下半年|第.季度|[上本这]个?季度|[上本这]个?月)?的?"
                           r"[\u4e00-\u9fff]{0,4}(?:营收|收入|利润|销售|销量|财报|市值|股价|业绩|研发|毛利|现金流|市场份额|出货|用户数|估值|"
                           r"营业额|净利|亏损|增长|欠款|余额|绩效|考勤|工资|薪资|库存|加班费|奖金|提成|报销|社保|"
                           # a channel's figures ("分析一下我们公众号上个月的阅读数据")
                           r"阅读|播放|粉丝|流量|点击|转化|访问|订单|销售数据|运营数据)")


def _names_en(text: str) -> set[str]:
    words = (w.rstrip(".'").removesuffix("'s") for w in _CAPITALIZED_WORD.findall(text))
    return {w.lower() for w in words if not _NOT_A_NAME_EN.match(w)}


def names_in(text: str) -> frozenset[str]:
    """Lowercased capitalized names of ``text`` past its first word (not times, languages or "I"):
    what an English request names its subject by ("Analyze Apple's revenue" -> apple).

    >>> sorted(names_in("Analyze Apple's revenue for Q3"))
    ['apple']
    """
    words = text.strip().split(maxsplit=1)
    return frozenset(_names_en(words[1])) if len(words) > 1 else frozenset()


def elliptical_names(message: str) -> frozenset[str]:
    """What an elliptical follow-up asks about when it names something and nothing else: "What about
    Tesla?", "And Microsoft?" (capitalized names), "那蔚来呢？", "蔚来的情况怎么样？" (a Chinese name that is
    no time, pointer or figure: "净利润呢？" asks about the same subject's profit); empty otherwise.

    >>> sorted(elliptical_names("What about Tesla?"))
    ['tesla']
    >>> sorted(elliptical_names("那蔚来呢？")), sorted(elliptical_names("小米15呢"))
    (['蔚来'], ['小米15'])
    >>> elliptical_names("净利润呢？") | elliptical_names("What about Friday?") | elliptical_names("What about the price?")
    frozenset()
    """
    text = message.strip()
    if len(text.split()) > 6:
        return frozenset()
    found = _FOLLOW_UP_EN.match(text)
    if found is not None:
        rest = re.sub(r"\b(?:in|for) (?:Q[1-4]|H[12]|FY\d*|\d{4})\b|[?.!]+\s*$", "", text[found.end():]).strip()
        rest = re.sub(r"\s+(?:now|next|instead|then)$", "", rest, flags=re.IGNORECASE)
        rest = re.sub(r"^(?:the|a|an)\s+", "", rest, flags=re.IGNORECASE)
        words = rest.split()
        if not words or len(words) > 3 or not words[0][:1].isupper() or \
                not all(w[:1].isupper() or w in ("&", "and", "of") for w in words):
            return frozenset()
        return frozenset(_names_en(rest))
    found = _FOLLOW_UP_ZH.match(text)
    if found is None:
        return frozenset()
    name = found.group("name2") or found.group("name")
    base = re.sub(_MODEL_NUMBER + "$", "", name)  # "小米15" is 小米's model: its number is no date
    if len(base) < 2 or base.upper() in ("FY", "Q", "H") or _NOT_A_NAME_ZH.search(base) or (found.group("name2") and name.startswith("一")):
        return frozenset()  # "物流业务的表现怎么样？": a part of the same subject; "换成一个...": no name
    if not (found.group("name2") or found.group("frame") or text.startswith("那") or re.search(r"呢" + _THEN_ASKED_ZH, text)):
        return frozenset()  # "续航怎么样？" asks how the thing at hand does: no name without a frame
    return frozenset({name.lower()})  # "那蔚来呢？", "换成拼多多看看。"


_PROBLEM = r"(?:issue|problem|error|bug|crash|warning)"
_HAPPENING = r"(?:is |keeps |keep )?(?:happening|happens|occurring|occurs|showing up|shows up|going on)"
_THING = r"\s+(?:on|with|in|for|at)\s+(?:the |my |our |a |an |this |that )?((?:[\w-]+ ){0,2}[\w-]+)"
#: the task's problem reported of another thing: "the same thing is happening on the invoices table", "Same error on the
#: staging server", "The iOS build has the same issue", "库存表也出现了同样的问题"; a "thing" only when it happens ("Same
#: thing for both parties?" asks whether a term applies to both)
_SAME_PROBLEM = re.compile(r"\bsame (?:thing|behaviou?r) " + _HAPPENING + r"(?: now)?" + _THING + r"|"
                           r"\bsame " + _PROBLEM + r"\b(?: " + _HAPPENING + r")?(?: now)?" + _THING + r"|"
                           r"\b(?:the |my |our )?((?:[\w-]+ ){0,2}[\w-]+) (?:has|have|had|is having|are having|shows|throws|gives) "
                           r"(?:the |exactly the )?same " + _PROBLEM + r"\b|"
                           r"([\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:那边|这边|上面|里)?(?:也|同样)(?:是|出现了?|有|报了?|遇到了?)"
                           r"(?:同样|一样|这个|类似|相同)的?(?:问题|错误|情况|毛病|报错|bug)", re.IGNORECASE)


def problem_reported_elsewhere(message: str, said: set[str]) -> bool:
    """True if ``message`` reports the task's problem of a thing the task never named (none of whose content words
    are in ``said``, the words the task said): the same job on another subject."""
    found = _SAME_PROBLEM.search(message)
    if found is None:
        return False
    thing = content_words(next(group for group in found.groups() if group))
    return bool(thing) and not thing <= said
