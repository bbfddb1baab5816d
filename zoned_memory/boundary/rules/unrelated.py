"""A request that has nothing of the current task in it, where the conversation makes room for one.

The corpora the model learns from hold few jobs (hotels, taxis, banks), so it has not learnt that a
question about visas after board minutes, or about GDPR fines after a translation, is another job:
no cue, no kind of job it knows. Four places in a conversation make room for another job (`request_room` finds
them), and
there a request that shares no content word with the task (its user messages and the assistant's
reply), leans on nothing (no "it", "there", "the one you found", no comparison), and asks for no
kind of job the task already named starts a new task:

- an aside opens it ("Quick question, ...", "Also, ...", "By the way, what ...", "另外，...", "顺便问一下，...");
- the assistant's reply closed the task by offering more ("Anything else?", "还有其他需要吗？");
- an acknowledgement opens it after the assistant reported the job done ("Great. I need to fix my
  Jenkins build" after "Done: Nara on day 2") or closed the exchange ("Glad it helps!", "不客气"), or the
  user reports the job done ("Works. Can you help me write a birthday message?", "好了，能跑了。...");
- the reply delivered and asked nothing back, and the message asks for a job by its form alone: a
  question of general knowledge ("How do I make a sourdough starter?", "什么是量化宽松？") or an order
  for a kind of job (`jobs.kinds_of`: "Write a SQL query that ...") pointing at nothing. Any other
  request after a delivery is left to the model: in the booking corpora it asks about what was
  found ("What are the origin and destination stations?").

>>> from zoned_memory.boundary.learned.features import TaskState, absorb
>>> task = TaskState(task_id="t")
>>> absorb(task, "Translate our privacy notice into Spanish", (), None)
>>> starts_unrelated_job(task, "What are the GDPR fines for a data breach?", "Glad it helps. Anything else?")
True
>>> starts_unrelated_job(task, "Make it more formal", "Glad it helps. Anything else?")
False
>>> starts_unrelated_job(task, "Ok. Also, what's a polite way to decline a wedding invitation?", "Updated.")
True

A question about a detail of what the task found ("Cool, what is the address?") leans on it
without a word pointing back, and is never such a request. Measured on the three corpora: see the
boundary model card.
"""

from __future__ import annotations

import re

from ...sentences import sentences, unquoted
from ..reading import cues
from .decisions import orders_on_output
from ..learned.features import TaskState, asks_something
from ..reading.jobs import kinds_of
from ..reading.leaning_forms import ANOTHER, leans_before_content, leans_by_form
from ..reading.subjects import names_in
from ..reading.pointing import how_to_anew, points_at_the_work
from ..reading.troubles import OWN_TROUBLE, tells_trouble, without_whose
from ..reading.turn_forms import EDIT_DONE
from ..reading.request_room import request_after_opening
from ..reading.pointers import DUMMY_IT, POINTER, POINTERS_ZH, TIME_IDIOM
from ..reading.request_forms import (ADVICE, WORLD_FACT, asks_about_symptom, opening_question, ASKS_ZH, SHORT_ASK_ZH, COMPARES_TWO,
                                     PLAY_ORDER_ZH, COUNT, FIGURE, KNOWLEDGE, WORLD_NOW_RE, asks_for_something, asks_own_sum,
                                     stands_alone)
from ..reading.vocabulary import (ON_APP_RE, content_words, names_only_unsaid, only_in_compounds, platform_words, said_in_task,
                                  told_in_task)
from .found_detail import DETAIL, GENERIC_VERBS, JOB_VERBS, NEED_STATED, about_what_was_found

__all__ = ["CHANGED_ALONG_ZH", "NOTHING_MORE", "asks_how_to_answer", "starts_unrelated_job"]

#: the user says there is nothing more, or leaves
NOTHING_MORE = re.compile(
    r"^\s*(?:no|nope|nah|not (?:now|really|today|right now|unless)|i'?m (?:all set|good|done|fine)|i think)\b|"
    r"that'?s (?:all|it|everything)\b|all set|\b(?:do not|don'?t) need (?:any(?:thing)? ?(?:more|else|further)|any (?:further|more|other) "
    r"(?:help|assistance))\b|\bno (?:further|more|other) (?:help|assistance)\b|\b(?:thank|thanks|thx|bye|goodbye|good ?night|have a (?:good|great|nice))\b|"
    r"^\s*(?:没有|不用|不需要|没了)|就这些|就这样|谢谢|多谢|再见|拜拜", re.IGNORECASE)


#: the user asks the assistant to keep what they tell in mind ("你记一下", "remember that", "keep that in mind"): no job
_NOTE_IT = re.compile(r"(?:你|请|帮我)?(?:记一下|记住|记着|记下来?)(?=\s*[吧啊哈哦。.!！，,]*\s*$)|\b(?:please )?(?:remember|note|keep in mind) "
                      r"(?:that|this)\b|\bkeep (?:that|this|it) in mind\b|\bfor (?:your|the) records?\b|\bfyi\b", re.IGNORECASE)


#: "keep these short" ("I'm on call until Friday so keep these short")
_KEEP_THEM_SHORT = r"\bkeep (?:these|those|them|it|things|everything|(?:your|the) \w+) (?:short|brief|concise|simple)\b"
#: how the assistant should answer
_ABOUT_ANSWERS = re.compile(r"\b(?:answers?|repl(?:y|ies)|respon(?:d|ses?)|tone|format(?:ting)?|bullet points?)\b|" +
                            _KEEP_THEM_SHORT + "|"
                            r"回答|回复|答复|语气|(?:回答|回复|输出)的?格式|格式(?:回答|回复|输出)", re.IGNORECASE)  # not a thesis's 格式


#: how the user is to answer someone, asked ("怎么回复比较好", "how should I respond to him")
_HOW_THE_USER_REPLIES = re.compile(r"(?:怎么|如何|该怎么|怎样)(?:去)?(?:回复|回答|答复)|\bhow (?:do|should|can|would) (?:i|we) "
                                   r"(?:reply|respond|answer)\b", re.IGNORECASE)


def asks_how_to_answer(text: str) -> bool:
    """``text`` tells the assistant how to answer ("keep answers short", "用英文回答", "I'm on call so keep these short"): a
    wish of the user, no job; not how the user is to answer someone ("我们店最近差评多，怎么回复比较好"), nor a question of
    knowledge, with the way to answer it or of a reply ("Explain what a P/E ratio is. Keep it simple", "how do I set an
    out-of-office reply in Gmail?")."""
    return bool(_ABOUT_ANSWERS.search(text)) and not _HOW_THE_USER_REPLIES.search(text) and not KNOWLEDGE.search(text)


#: the assistant as the subject of a question: small talk ("How is your day?", "Are you a robot?")
_ABOUT_YOU = re.compile(r"\b(?:you|your|yours|yourself)\b", re.IGNORECASE)


_ASKING_YOU = re.compile(r"\b(?:can|could|would|will|do|did) you (?:please |also )*(?:tell|give|show|find|help|get|check|look|recommend|compare|"
                         r"suggest|explain|write|draft|make|book|send|let|search|move|transfer|pay)\b|\bthank you\b|\bhelp you\b",
                         re.IGNORECASE)


#: the kinds of job done at a place: "nearby" there is near it
_PLACE_KINDS = frozenset({"lodging", "housing", "dining", "sightseeing", "events", "health", "pharmacy", "services", "shopping", "pets",
                         "car_rental", "ride", "rail_bus", "flight", "directions", "party", "trip", "weather", "sports"})


#: near the user, said so ("near me", "我附近", "离我近")
_NEAR_THE_USER = re.compile(r"\bnear (?:me|my (?:place|home|house|office|work))\b|我(?:家|们)?(?:小区|公司)?(?:这边|附近|周边)|离我(?:家)?(?:近|不远)",
                            re.IGNORECASE)


#: "nearby" said bare, near nothing named ("附近有没有...", "Is there a pharmacy nearby?"; not "near the venue", "there")
_BARE_NEAR = re.compile(r"附近|周边|周围|\bnearby\b|\bnear here\b|\baround here\b", re.IGNORECASE)


def _near_the_user(current: TaskState, text: str) -> bool:
    """"Nearby" means near the user: said so ("near me"), after a trouble of the user's ("我手机屏幕碎了，附近哪里可以修"), or
    said bare in a task about no place (picture books, a text, code)."""
    if _NEAR_THE_USER.search(text) or OWN_TROUBLE.search(text):
        return True
    return not current.kinds & _PLACE_KINDS and not cues.NEARBY.search(_BARE_NEAR.sub(" ", text))


#: the place a Chinese "附近" is near ("学校附近租房要注意什么", "国贸附近有什么便宜的午饭")
_NEAR_PLACE_ZH = re.compile(r"([\u4e00-\u9fff]{2,6}?)(?:附近|周边|旁边)")


def _near_another_place(current: TaskState, text: str, assistant: str) -> bool:
    """"附近" said of a place the task and the reply never named: a search of its own, not near what was found."""
    found = _NEAR_PLACE_ZH.search(text)
    if found is None or re.search(POINTERS_ZH, found.group(1)):
        return False
    return names_only_unsaid(current, found.group(1), assistant)


#: a Chinese question of "the one that ...", its noun left unsaid ("匹配手机号的怎么写" after regex tutorials, "便宜点的有吗"):
#: the noun is the task's
_HEADLESS_ZH = re.compile(r"^[^，,。？?！!的]{1,12}的(?:呢|有吗|有没有|怎么写|怎么做|怎么弄|怎么设置|怎么改|怎么用|是哪个|是什么|多少钱)"
                          r"\s*[？?]?\s*$")


#: an order to pass something to the person the task is about, said by a pronoun ("also tell her the rollback plan is in the
#: doc" after a message to Sarah)
_TO_THE_PERSON = re.compile(r"\b(?:tell|ask|remind|let|email|text|message|dm|ping|cc|thank|write|send|call|answer|invite) "
                            r"(?:her|him|them)\b", re.IGNORECASE)
#: which of the task's things it is, asked ("看看是哪个接口" after the service's alert)
_WHICH_OF_IT_ZH = re.compile(r"^(?:(?:帮我|你)?(?:看看|查查|查一下|看一下|查下|看下))?是?哪(?:个|些|一个|台|条|几个)[\u4e00-\u9fff]{1,4}\s*[？?]?\s*$")


#: a thing named by its time ("the 3pm", "the 10:30")
_THE_TIME = re.compile(r"\bthe (\d{1,2}(?::\d\d)?\s?(?:am|pm)?)(?= |$)", re.IGNORECASE)


def _its_time_named(current: TaskState, text: str) -> bool:
    """True if ``text`` names a thing by a time the task named it by ("email the 3pm people" after "cancel the 3pm")."""
    said = " ".join(current.texts).lower()
    return any(f"the {time.lower()}" in said for time in _THE_TIME.findall(text))


#: what to do for an occasion it leaves unsaid ("Also what should I wear, it's a video call" while preparing an interview,
#: "What should I bring?"): the occasion is the task's
_FOR_THE_OCCASION = re.compile(r"^\W*(?:(?:also|and|so|ok(?:ay)?)\W+)*(?:what|how much|how early|when) should (?:i|we) (?:wear|bring|pack|"
                               r"say|expect|prepare|arrive|tip|ask)\s*(?:[?,.;!]|$)", re.IGNORECASE)


#: a question that asks the assistant to confirm what was said ("..., correct?", "Is that okay?")
_TAG_QUESTION = re.compile(r"(?:\b(?:correct|right|okay|ok)|\b(?:is|isn't|was|wasn't) (?:that|it)(?: \w+)?)\s*[?？]\s*$|对吧|对吗|是吧",
                           re.IGNORECASE)


#: what the task did, asked again ("email all 9 the same thing", "send them the same message"): it leans on the task
_THE_SAME = re.compile(r"\bthe same (?:thing|one|email|message|note|text|reply|way|again)\b", re.IGNORECASE)
#: an aside that tells something rather than asks ("顺便说一下，我下周请假", "By the way, I'm vegetarian")
_TELLS = re.compile(r"顺便(?:说|讲|提)|跟你说|告诉你|\b(?:by the way|btw),? (?:i|i'm|my|we|we're|our)\b", re.IGNORECASE)


#: the user reports that it works now ("改成get之后确实不报错了", "It runs fine now"), asking nothing: the task's own result
_FIXED_NOW = re.compile(r"(?:不(?:再)?(?:报错|出错|崩溃?|闪退|卡顿?)了|(?:能|可以)(?:跑|用|运行|编译|登录|打开)了|(?:正常|好使|管用)了|"
                        r"\b(?:no (?:more )?errors?|(?:works|working|runs|running|builds|compiles)(?: fine| again)? now)\b)[\s。.!！~]*$",
                        re.IGNORECASE)


#: a verb of acting on the work said as a thing: "invite" ("How do I politely decline a meeting invite?"), a printer
#: ("办公室的打印机卡纸了怎么弄"), not an order to invite or to print
_INVITE_NOUN = re.compile(r"\b(?:a|an|the|my|this|that|meeting|calendar|party|wedding) invites?\b|打印机|打印店|打印纸|"
                          # ... or what a reminder is to remind of ("Set a reminder to send the agenda"): the reminder is the job
                          r"\b(?:remind(?:er)?|alarm|to-?do)(?: me)? to\b.*|提醒我.*", re.IGNORECASE)


#: the back of the body, no way back ("my lower back to be sore")
_THE_BACK = re.compile(r"\b(?:lower|upper|sore|bad|stiff|my|his|her|your) back\b", re.IGNORECASE)
#: an order for a fresh piece of work of its own ("write a python function that validates an IBAN" after a SQL query's review):
#: of the task's kind, but another piece when it shares no word with the task
_FRESH_PIECE = re.compile(r"^\W*(?:(?:now|also|and|ok(?:ay)?|next|then)\W+)*(?:please )?(?:write|create|make|build|generate|give me) (?:me )?(?:a|an) "
                          r"(?!(?:test|unit test|docstring|comment|version|variant|copy|summary|shorter|longer|new version|wrapper|"
                          r"helper|fix|patch)\b)(?:[\w'-]+ ){0,3}(?:function|script|class|query|regex|program|app|bot|cli|module|"
                          r"component|endpoint|macro|formula)\b", re.IGNORECASE)


#: a change to the work done along with it ("顺便把尺寸缩小到宽度800" in a script converting images): 顺便 adds to the job, no
#: side task
CHANGED_ALONG_ZH = re.compile(r"^\W*(?:(?:好的|好|对了|另外)\W*)*顺便(?:帮我|给我)?把[^，。？?]{1,10}?(?:缩小|放大|改|调|压缩|转成|加|删|去掉|"
                               r"换成|设成|设为|统一|重命名|裁)")
#: a thing of the user's world pointed at by what they did with it ("上周买的那个蓝牙耳机", "寄的那个快递"): no pointer into the
#: conversation ("刚才说的那个" is one)
_THING_THEY_HAD_ZH = re.compile(r"(?:买|网购|下单|拍|寄|收到|借|租)了?的那(?=[个件台张双本款辆套只])")


#: the user's family, whom many jobs are about: no subject a request for another kind of job shares with the task
#: ("孩子最近老是咳嗽，要不要去医院" after picture books for the child; not "孩子不爱看书，要不要换成立体书", the books again)
_FAMILY = frozenset({"孩子", "宝宝", "儿子", "女儿", "老公", "老婆", "妈妈", "爸爸", "我妈", "我爸", "爸妈", "家人", "kid", "kids", "son",
                     "daughter", "wife", "husband", "mom", "dad", "child", "children", "baby", "toddler", "parents"})


#: a condition on someone or something of the task, first ("如果他们还不付，走法律程序要准备什么", "If they still don't pay, what
#: are my options?"): what follows asks about the task's situation
_IF_POINTED = re.compile(r"^\W*(?:(?:and|so|but|ok(?:ay)?|那)\W*)*(?:如果|要是|万一|假如|\bif\b|\bwhat if\b)[^，,。.?？]{0,12}?"
                         r"(?:他们|她们|他|她|它|对方|这|那|\bthey\b|\bhe\b|\bshe\b|\bit\b|\bthat\b)", re.IGNORECASE)

#: a part of the work at hand named by its place in it ("技能部分怎么写" of a resume, "How should the skills section read?"): no
#: subject of its own
_PART_OF_THE_WORK = re.compile(r"[\u4e00-\u9fff]{2,6}(?:部分|那段|这段|章节|段落)|(?:开头|结尾|标题)(?:怎么|要|该|写|改|能)|"
                               r"\bthe (?:[\w-]+ ){0,2}(?:section|paragraph|chapter|intro|introduction|conclusion|ending|opening|"
                               r"heading|headline|subject line)\b", re.IGNORECASE)

#: what the text at hand says of something ("违约金怎么约定的" of a contract, "How is 'affiliate' defined?", "What does it say
#: about refunds?"): a question of the document, not of the world
_WHAT_THE_TEXT_SAYS = re.compile(r"(?:怎么|如何|是怎么|是如何)(?:约定|规定|写|表述|描述|定义|说)的|有没有(?:约定|规定|写明|提到)|"
                                 r"\bhow (?:is|are) [\w' -]{1,30} (?:defined|worded|described)\b|"
                                 r"\bwhat does (?:it|the (?:contract|agreement|document|doc|paper|policy|report|clause|text)) say\b",
                                 re.IGNORECASE)
#: a condition put to what the task made ("下雨的话怎么办", "What if it rains?")
_CONDITIONAL = re.compile(r"的话|要是|如果|万一|\bwhat if\b|\bif\b", re.IGNORECASE)


#: a request short enough to pass for a remark, asked by its form: advice or knowledge without a question mark ("Tips
#: for falling asleep faster", "年会节目有什么创意"), or an order to write ("Draft my standup update"); not any order ("Exclude
#: test accounts", "Take a break": a step of the task or small talk; nor "Write the email", which it named)
_ASKS_BY_FORM = re.compile(ADVICE.pattern + "|" + KNOWLEDGE.pattern + "|" + PLAY_ORDER_ZH +
                           r"|^(?:please )?(?:write|draft|compose|create|prepare|generate) (?!(?:the|it|that|this|them|those|these)\b)",
                           re.IGNORECASE)


#: a task text that orders a piece of work ("帮我写一个Python函数，判断一个字符串是不是回文", "Write a function that checks
#: whether ..."): what it asks is the work, however its words read; no question of advice or knowledge by form
_ORDERS_WORK = re.compile(r"^(?:请|麻烦)?你?帮我(?:写|做|改|编|实现|生成|画|设计|翻译|整理)|"
                          r"^(?:please )?(?:can you |could you )?(?:write|draft|compose|create|generate|build|implement|code)\b",
                          re.IGNORECASE)


def starts_unrelated_job(current: TaskState, message: str, assistant: str) -> bool:
    """True if ``message`` asks, where the conversation makes room for it, for something with
    nothing of the current task in it (the module doc)."""
    found = request_after_opening(message, assistant)
    if found is None or CHANGED_ALONG_ZH.match(message):
        return False
    rest, aside = found
    if orders_on_output(current, rest):
        return False  # "写上课程已经找李老师代了", "now translate the whole thing to Italian": an order on the task's work
    asked_outright = asks_something(rest)
    asked_zh = bool(cues.CJK.search(rest) and ASKS_ZH.search(rest))  # a question by its word alone: "个体户要不要交社保"
    trouble = aside and tells_trouble(rest)  # help asked by telling the trouble: "Also, my Garmin watch won't sync", "also
    # totally random but my tomato plants have yellow leaves, is that bad", "对了，她最近晚上老是睡不着"
    if not rest or NOTHING_MORE.search(unquoted(rest if aside or rest != message.strip() else message)) or \
            (cues.word_count(rest) < 3 and not re.match(SHORT_ASK_ZH, rest)) or \
            not (asked_outright or asked_zh or trouble or _ASKS_BY_FORM.search(rest)) or \
            (_FIXED_NOW.search(rest) and not cues.asks(rest)):
        return False
    if not asked_outright and not WORLD_NOW_RE.search(rest) and (_CONDITIONAL.search(rest) or
                                                                 any(_ASKS_BY_FORM.search(text) and not _ORDERS_WORK.match(text)
                                                                     for text in current.texts[-2:])):
        return False  # asked by its form alone: not "下雨的话怎么办" (if: of the plan), nor "坡道起步怎么不熄火" after tips asked
    if not (asks_for_something(rest) or trouble):
        return False
    words, question = content_words(rest) - _VERDICT_WORDS, opening_question(rest)  # "is Duolingo worth it": Duolingo alone
    leaning = without_whose(rest) if trouble else rest  # "她最近老是睡不着": the person the task named, a new trouble of
    # theirs (not the task's job)
    if leans_before_content(TIME_IDIOM.sub(" ", DUMMY_IT.sub(" ", WORLD_NOW_RE.sub("", leaning))), words) or leans_by_form(rest) or \
            (ANOTHER.search(rest) and not trouble) or (_TAG_QUESTION.search(rest) and not trouble) or _THE_SAME.search(rest) or _HEADLESS_ZH.match(rest) or _FOR_THE_OCCASION.match(rest) or \
            _TO_THE_PERSON.search(rest) or _WHICH_OF_IT_ZH.match(rest) or \
            _its_time_named(current, rest) or _IF_POINTED.match(rest) or _PART_OF_THE_WORK.search(rest) or _WHAT_THE_TEXT_SAYS.search(rest) or \
            cues.CONTINUATION.search(_INVITE_NOUN.sub(" ", rest)) or cues.BACK_REFERENCE.search(_THING_THEY_HAD_ZH.sub(" ", _THE_BACK.sub(" ", rest))) or \
            (cues.NEARBY.search(DUMMY_IT.sub(" ", question or rest))  # "... in Dublin right now? The recruiter is there.": Dublin
             and not _near_the_user(current, rest) and not _near_another_place(current, rest, assistant)):
        return False  # "附近有什么酒店" near the task's place; not "附近有没有儿童游泳馆" after picture books (`_near_the_user`)
    counted = TIME_IDIOM.sub(" ", COUNT.sub(" ", rest))  # "more than 5 times" is a count, "all the time" no show time
    if (cues.compares(counted) and not COMPARES_TWO.search(counted)) or (DETAIL.search(counted) and not WORLD_NOW_RE.search(rest)
                                  and not (aside and NEED_STATED.match(rest)) and not trouble and not EDIT_DONE.match(assistant.strip())
                                  and about_what_was_found(rest, words, current, assistant)):
        return False  # a comparison with what was found, or a detail of it
    told = told_in_task(current, assistant)
    if any(number in assistant or re.search(r"(?<![\d.,])" + re.escape(number) + r"(?!\d)", told) for number in FIGURE.findall(rest)):
        return False  # a figure the task gave ("How do I set an 80% limit?" after "keeping it at 80% helps"; "who's the author
        # of 418" after "#418 'Fix currency rounding'")
    if asks_own_sum(rest, assistant):
        return True  # a sum with numbers of its own ("What's 15% of 240?" after a timer is set)
    if points_at_the_work(rest, told):
        return False  # "what's a fair raise for that" after a review written; "上一篇的阅读量多少" after an article published
    if _NOTE_IT.search(rest):
        return False  # "我们家老二对虾过敏，你记一下": something to keep in mind, told; no job asked
    if asks_how_to_answer(rest):
        return False
    if _ABOUT_YOU.search(_ASKING_YOU.sub("", unquoted(rest))):
        return False  # about the assistant: small talk ("How is your day?") or its opinion
    if aside and how_to_anew(rest, told):
        return True  # "while I have you, how do I freeze my credit" after a charge disputed; "顺便问一下，Mac怎么截长图"
    if (aside or current.kinds or current.tools) and _DEFINES_TERMS.search(rest) and \
            not POINTER.search(rest) and content_words(rest) - _DEFINING_WORDS - said_in_task(current, assistant):
        return True  # what words mean, asked aside or after a kind of job done, is knowledge of its own,
        # if one of them is new to the task ("顺便问一下，ROI和ROAS有什么区别" after the ads' ROI was worked out, "what's the
        # difference between a haiku and a senryu" after two haiku; not "抖音和百度的ROI有什么区别", the task's own figures)
    if (current.kinds or current.tools) and _IN_GENERAL.search(rest) and stands_alone(rest) and not POINTER.search(rest):
        return True  # a question of the kind of thing in general, after a job done on one of them ("租房合同里一般要注意哪些坑"
        # after a flat found and its viewing booked, "what salary should I ask for a PM in SF" after a cover letter)
    kinds = kinds_of(rest)
    if kinds & _kinds_asked(current) and not ((aside or _FRESH_PIECE.match(rest) or KNOWLEDGE.match(rest)) and len(words) >= 3 and
                                      not words & said_in_task(current, assistant)):
        return False  # the task's kind of job again: a refinement or another of the same (the model decides); not an
        # aside, a fresh piece of work or a question of knowledge sharing nothing with it ("另外我爸的医保卡丢了，怎么补办" after a
        # tax refund: both public services; "write a python function that validates an IBAN" after a SQL review)
    if not aside and len(words) <= 2 and KNOWLEDGE.search(rest) and current.texts and KNOWLEDGE.search(current.texts[0]) and \
            not ((WORLD_FACT.search(rest) or WORLD_NOW_RE.search(rest)) and names_in(rest) - said_in_task(current, assistant)):
        return False  # a short question of knowledge in a task opened by one names no subject of its own: "Explain what a
        # p-value is" -> "What's a common threshold?" (not "Can you explain how a heat pump works?" after the sourdough, nor a
        # fact of the world about a name the task never said: "what's the capital of Australia" after a 401k explained, "What
        # time is it in Tokyo right now" after a greeting translated into Japanese)
    if len(words) < 2 and not re.match(SHORT_ASK_ZH, rest):
        return False  # names too little to be about something else ("Try May 6th", "Have I arrived?")
    asked = next((sentence for sentence in sentences(rest) if KNOWLEDGE.search(sentence.strip())), None) or question
    if asked is not None and len(asked_words := content_words(asked)) >= 2:
        words = asked_words  # a question of knowledge is about what it asks: "My son asked" is no subject
    elif current.substantive and len(ordered_words := content_words(_ordered_before_told(rest))) >= 2:
        words = ordered_words  # an order is about what it orders, not what the user tells of themselves after it
        # ("Plan my meals for the week. I've been vegan for six years.": "years" no word of the task's)
    if aside and kinds - current.kinds and not _TELLS.search(message):
        return True  # an aside asking for another kind of job, about something of the task or not ("顺便问一下，发布会那天上海会下雨吗？")
    if _uses_the_app_told(rest, told):
        return False  # how to do it in the app the reply named ("怎么在浙里办上操作" after "在浙里办APP上办理")
    family = _FAMILY if kinds - current.kinds or asks_about_symptom(rest) else frozenset()  # the child, asked of for another
    # kind of job or for a symptom ("孩子吃了芒果嘴巴周围起疹子，是过敏吗？" after a camp's "每期二十个孩子")
    words = {word for word in words - JOB_VERBS - GENERIC_VERBS - family - platform_words(current, rest)
             if len(word) > 1}  # not a lone character ("好" of "比较好")
    return not {word for word in words & said_in_task(current, assistant) if not only_in_compounds(word, told)}  # "write" a SQL
    # query / a birthday message; not "home" of a "take-home" exercise


#: what is done in an app, with no object of its own ("操作", "办理": "怎么在浙里办上操作")
_DOING_ZH = frozenset({"操作", "办理", "使用", "提交", "登录", "注册", "申请", "弄", "用", "办"})


def _uses_the_app_told(text: str, told: str) -> bool:
    """``text`` asks how to do something in an app (`vocabulary.ON_APP_RE`) the task named, and names nothing else: "怎么在浙里办上操作"
    after "在浙里办APP上办理" leans on the reply; "怎么在浙里办上申请护照" asks for a job of its own."""
    apps = ON_APP_RE.findall(text)
    return bool(apps) and all(app.lower() in told for app in apps) and \
        not content_words(ON_APP_RE.sub(" ", text)) - _DOING_ZH


#: a question of a kind of thing in general, not of the one at hand ("一般要注意哪些", "in general", "what salary should I ask for")
_IN_GENERAL = re.compile(r"一般(?:要|都|会|该|应该|需要)?(?:注意|怎么|如何|多少|几|哪些|什么|选|用哪)|通常(?:要|会|该)?(?:注意|怎么|多少|哪些)|"
                         r"\bin general\b|\b(?:usually|typically|normally|generally) (?:should|do|does|is|are|cost|take|last)\b|"
                         r"\bwhat (?:salary|rate|price|fee) should (?:i|we) (?:ask|charge|expect)\b|\bhow often should (?:adults|kids|people|you|i)\b",
                         re.IGNORECASE)
#: what words mean or how two of them differ ("what's the difference between a retry and a sensor", "ROI和ROAS有什么区别")
_DEFINES_TERMS = re.compile(r"\bwhat(?:'s| is| are) the (?:main |real |actual )?difference between\b|"
                            r"\bwhat (?:does|do) [\w.-]+(?: [\w.-]+){0,2} (?:mean|stand for)\b|"
                            r"[A-Za-z\u4e00-\u9fff]{2,}(?:和|跟|与)[A-Za-z\u4e00-\u9fff]{2,}?(?:之间)?(?:到底|究竟|主要)?(?:有什么|有啥)(?:区别|不同)|"
                            r"区别是什么|区别在哪|是什么意思|代表什么",
                            re.IGNORECASE)
#: the words of `_DEFINES_TERMS`' question, which name no term
_DEFINING_WORDS = frozenset({"difference", "between", "mean", "stand", "区别", "不同", "意思", "代表"})
#: the words of a verdict asked on a thing, which say nothing of what the thing is ("worth it", "any good")
_VERDICT_WORDS = frozenset({"worth", "legit", "overrated", "underrated"})  # "good" is a function word already
#: a sentence telling about the user ("I've been vegan for six years.", "我是素食者。")
_ABOUT_THE_USER = re.compile(r"^\s*(?:i(?:'m|'ve|'d| am| have| had| was| use| own| work| live| prefer| always| never| usually)|"
                             r"my |we(?:'re|'ve| are| have| use)|our )\b|^\s*我(?!想|要|需要)", re.IGNORECASE)


def _ordered_before_told(text: str) -> str:
    """The sentences of ``text`` that ask for something, when every other one tells about the user ("Plan my meals for the
    week." of "Plan my meals for the week. I've been vegan for six years."); "" when none tells, or one tells of anything
    else."""
    asks = [(sentence, asks_for_something(sentence)) for sentence in sentences(text)]
    told = [sentence for sentence, asking in asks if not asking]
    if not told or not all(_ABOUT_THE_USER.match(sentence) for sentence in told):
        return ""
    return " ".join(sentence for sentence, asking in asks if asking)


def _kinds_asked(current: TaskState) -> frozenset[str]:
    """The kinds of job the task's messages asked for, not those of a text they quoted to work on ("Translate 'The meeting
    has been moved to Thursday' into Spanish" asks for a translation, no meeting)."""
    return frozenset().union(*(kinds_of(unquoted(text)) for text in current.texts)) if current.texts else frozenset(current.kinds)
