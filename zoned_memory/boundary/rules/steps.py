"""The job at hand going on: the next step of a stepwise job ("Okay, next direction.", "下一步呢？"), or the same job tried
again another way after the reply reported it could not be done ("Maybe we could try 9 pm", "那换成周六吧"), a run of the
task's code reported failing ("跑的时候报错 ..."), the material the reply asked for sent ("Sure, send me the query" /
"SELECT ..."), or the kind of place the reply advised found or booked ("帮我找一家附近的宠物医院"). All lean wholly on the task (`leaning.leans_on_task` asks them).

>>> from zoned_memory.boundary.learned.features import TaskState
>>> task = TaskState(task_id="t", texts=["Book a table for 4 at Nopa at 8pm"], kinds={"dining"})
>>> retries_after_failure(task, "Maybe we could try 9 pm", "Sorry, Nopa is fully booked at 8pm.")
True
>>> asks_next_step(task, "Okay, next step.", "Step 1: ...")
True
"""

from __future__ import annotations

import re

from ...handed_over import own_words
from ...sentences import sentences, unquoted
from ..learned.features import TaskState
from ..reading import cues
from ..reading.jobs import kind_matches, kinds_of
from ..reading.request_room import delivers
from ..reading.subjects import WORK_ON_A_SUBJECT, subjects_of
from ..reading.vocabulary import as_a_word, content_words, platform_words

__all__ = ["asks_next_step", "buys_what_was_advised", "finds_what_was_advised", "reports_its_run_failing", "retries_after_failure",
           "sends_what_was_asked"]


#: the next step of a stepwise job ("Ok, next step", "I'm ready for the next direction now", "Got it. You can go to the
#: next one", "下一步呢？"); not "next question", a soft cue of its own (`cues.WEAK_CUES`)
_NEXT_STEP = re.compile(r"\bnext (?:step|steps|direction|directions|instruction|instructions|turn|one|part|item|slide|page|section|"
                        r"chapter|stop|leg)\b|\bwhat'?s next\b|\bwhat (?:do i do|should i do|comes) next\b|\bwhere do i (?:need to )?go next\b|"
                        r"^(?:(?:好的?|嗯|行|然后)[，,。\s]*)*(?:那)?(?:下一步|下一个|接下来)(?:呢|是什么|怎么(?:走|做|办))?\s*[？?。]?$", re.IGNORECASE)


def asks_next_step(current: TaskState, message: str, assistant: str = "") -> bool:
    """The next step of what the task is doing, after a reply, naming no kind of job or subject the task has not: "Okay,
    next direction." while being guided, "Got it now. You can go to the next one". A return goes first: "Give me the next
    directions" during trivia set beside them is read by `returns` before this."""
    if not assistant or not current.texts or not _NEXT_STEP.search(message):
        return False
    return not (cues.says_a_cue(message) or kinds_of(message) - current.kinds or subjects_of(message) - current.names)


#: the assistant reports that the job could not be done as asked ("the restaurant is not able to accommodate you", "there is
#: no room available", "都订满了")
_FAILED = re.compile(r"\b(?:sorry|unfortunately|not able to|unable to|couldn'?t|could not|cannot|wasn'?t able|no (?:rooms?|tables?|"
                     r"seats?|availability|viewings?|slots?|results|matches|flights?|tickets?)\b|not available|unavailable|booked out|"
                     r"fully booked|sold out)|抱歉|不好意思|订满|满了|没有(?:空位|空房|位置|房间|余票|票了)|无法|没能|失败", re.IGNORECASE)
#: the user tries again another way ("Maybe we could try 9 pm", "How about the Hyatt?", "Can we do 5pm Wednesday?",
#: "那换成周六吧", "有没有其他的")
_RETRY = re.compile(r"(?<!i'll )(?<!i will )\btry\b(?! (?:it )?later| (?:it )?another time)|"
                    r"\b(?:how about|what about|instead|(?:could|can) we (?:do|make it)|maybe|other|another|different|else)\b|换(?:个|一|成|到)|改(?:成|到|为)|试试|其他|其它|别的", re.IGNORECASE)


#: a second job after the first ("Let's check the weather in New York and then try to reserve again")
_THEN = re.compile(r"\band then\b|\bafter that\b|然后|之后再", re.IGNORECASE)


def retries_after_failure(current: TaskState, message: str, assistant: str = "") -> bool:
    """After a reply that reports the job could not be done as asked, the user tries again another way ("Maybe we could
    try 9 pm", "How about the Hyatt?", "Can you check other restaurants?"), naming no kind of job the task has not: the
    same job, another value. Not in work on a named subject (another company after a failed report is another subject),
    not with a cue."""
    if not assistant or not current.texts or not _RETRY.search(message) or _THEN.search(message):
        return False
    if not _FAILED.search(" ".join(sentences(unquoted(assistant))[-2:])):
        return False  # a failure the reply reports, not one in the text it wrote ("... here is a code: SORRY20.'")
    if current.kinds and current.kinds <= WORK_ON_A_SUBJECT:
        return False
    return not (cues.says_a_cue(message) or cues.SIDE_TASK.search(message) or kinds_of(message) - current.kinds)


#: a run reported failing ("跑的时候报错 OSError: ...", "运行之后还是出错", "I get this error when I run it", a traceback's
#: last line pasted: "TypeError: 'NoneType' object is not subscriptable")
_RUN_FAILED = re.compile(r"(?:跑|运行|执行|编译|打包|安装|启动)(?:的时候|时|之后|后|完|起来)?(?:还是|又|就|一直)?(?:报错|出错|失败|崩溃|闪退)|"
                         r"^(?:(?:还是|又|一直|现在)[，,]?\s*)?报错[了：:，,]|"
                         r"\b(?:i(?:'m)? (?:get|got|getting|see|am getting)|it (?:throws|gives|raises|shows)|"
                         r"(?:throws|raises|gives me)) (?:an? |this |the |that |another )?(?:\w+ )?(?:error|exception|traceback)\b|"
                         r"^\s*(?-i:[A-Z]\w*(?:Error|Exception))\b", re.IGNORECASE)


def reports_its_run_failing(current: TaskState, message: str) -> bool:
    """A run of the code the task asked for reported failing, with no cue and no other kind of job: "跑的时候报错 OSError:
    cannot write mode RGBA as JPEG" after a script written. The error's words are the run's, not a subject of its own.

    >>> task = TaskState(task_id="t", texts=["帮我写个Python脚本，批量压缩图片"], kinds={"code"})
    >>> reports_its_run_failing(task, "跑的时候报错 OSError: cannot write mode RGBA as JPEG")
    True
    >>> reports_its_run_failing(task, "另外，我的打印机一直报错")
    False
    """
    text = message.strip()
    if "code" not in current.kinds or not _RUN_FAILED.search(text) or cues.says_a_cue(text):
        return False
    return not kinds_of(text) - current.kinds


#: an order to find or book something ("Can you find a physio near me", "帮我找一家附近的宠物医院", "帮我看看怀柔有没有...民宿")
_FIND_OR_BOOK = re.compile(r"\b(?:find|book|reserve|search for|look for|look up|locate|get me|schedule)\b|"
                           r"(?:帮我|给我|请|麻烦)(?:找|订|预订|预定|预约|约|看看|看一下|查查|查一下|搜)", re.IGNORECASE)


def finds_what_was_advised(current: TaskState, message: str, assistant: str) -> bool:
    """A search or a booking for a kind of thing the task has not named but the reply just advised, in the reply's own word
    ("帮我找一家附近的宠物医院" after "建议尽快带去宠物医院检查", "帮我看看怀柔有没有能住20个人的民宿" after a plan "到郊区民宿"): acting
    on the advice goes on with the task. Not after an offer or a question (the reply delivers), nor with a cue.

    >>> cat = TaskState(task_id="t", texts=["我家猫最近不爱吃饭，还吐了两次"])
    >>> finds_what_was_advised(cat, "帮我找一家附近的宠物医院", "建议尽快带去宠物医院检查。")
    True
    >>> finds_what_was_advised(cat, "帮我找一家附近的酒店", "建议尽快带去宠物医院检查。")
    False
    """
    text = message.strip()
    if not assistant or not delivers(assistant) or not _FIND_OR_BOOK.search(text) or cues.says_a_cue(text):
        return False
    new = kinds_of(text) - current.kinds
    advised = _advice_in(assistant)
    return bool(new) and all(any(_said_in(found.group(0), advised) for found in kind_matches(kind, text)) for kind in new)


#: an order to buy something ("帮我在京东买个门窗密封条", "order a pack of the ear plugs"): what follows it is the thing
_BUYS = re.compile(r"\b(?:buy|order|purchase)\b(?: me| us)?|(?:买|购买|下单|订购)(?:一?[个只瓶包盒台双套件条]|点)?", re.IGNORECASE)
#: the words of a buying order, which name no thing
_BUYING_WORDS = frozenset({"buy", "order", "purchase", "pack", "帮我", "买个", "下单"})


def buys_what_was_advised(current: TaskState, message: str, assistant: str) -> bool:
    """An order to buy the thing the reply just advised, in the reply's words ("帮我在京东买个门窗密封条" after "给门窗贴密封条
    减少散热"): two of its words or more, and half, the advice said; where it is bought names nothing. Not after an offer or a
    question (the reply delivers), nor with a cue.

    >>> bill = TaskState(task_id="t", texts=["帮我看看这个月电费怎么这么高"])
    >>> buys_what_was_advised(bill, "帮我在京东买个门窗密封条", "可以用空调制热，或者给门窗贴密封条减少散热。")
    True
    >>> buys_what_was_advised(bill, "帮我在京东买个电饭煲", "可以用空调制热，或者给门窗贴密封条减少散热。")
    False
    """
    text = message.strip()
    found = _BUYS.search(text)
    if found is None or not assistant or not delivers(assistant) or cues.says_a_cue(text):
        return False
    advised = content_words(_advice_in(assistant))
    words = content_words(text[found.end():]) - _BUYING_WORDS - platform_words(current, text)
    said = words & advised
    return len(said) >= 2 and 2 * len(said) >= len(words)


#: a sentence telling where a place is: its words name the place's surroundings, no advice ("地址在...柏悦酒店66层")
_WHERE_IT_IS = re.compile(r"地址|位于|坐落|\b(?:address|located)\b", re.IGNORECASE)


def _advice_in(reply: str) -> str:
    """The sentences of ``reply`` but those telling where a place is (`_WHERE_IT_IS`): what it advised."""
    return " ".join(sentence for sentence in sentences(reply) if not _WHERE_IT_IS.search(sentence))


def _said_in(word: str, text: str) -> bool:
    """``word`` is in ``text``: a Latin word as a whole word ("eat" is not in "weather"), a Chinese one anywhere."""
    if cues.CJK.search(word):
        return word in text
    return as_a_word(word.lower()).search(text.lower()) is not None


#: a reply asking for the material to work on ("Paste the customer's message here", "Sure, send me the query", "What did
#: your landlord write?", "请把邮件内容发给我", "请把条款原文贴过来", "把简历内容发我看看")
_ASKS_FOR_MATERIAL = re.compile(
    r"\b(?:paste|send|share|forward|upload|drop|copy) (?:me |us )?(?:over |in )?(?:it|them|that|this|here|the [\w' -]{1,40}?|"
    r"your [\w' -]{1,40}?)\b|\bwhat did (?:[\w']+ ){1,3}(?:write|say|send)\b|\bwhat does (?:it|the [\w' -]{1,20}?) say\b|"
    r"(?:发|贴|粘贴|复制|传)(?:过来|给我|我|上来)|发来|贴出来", re.IGNORECASE)
#: a reply that takes the job on before asking for its material ("Sure, ...", "Of course.", "Happy to.", "好的，", "没问题，"),
#: or asks for it as a question ("Can you paste the traceback?"): not a message drafted for someone else ("小张你好，麻烦周五前
#: 把测试报告发我"), nor advice ("..., then send the letter.")
_TAKES_IT_ON = re.compile(r"^\W*(?:sure|of course|certainly|absolutely|happy to|glad to|no problem|ok(?:ay)?|yes|great|"
                          r"好的?|可以|没问题|当然|行|嗯)\b|^\W*(?:好的?|可以|没问题|当然|行|嗯)|"
                          r"\b(?:can|could) you (?:please )?(?:paste|send|share|forward|upload|copy)\b|\bwhat did\b|"
                          r"能(?:不能)?(?:把|发|贴)", re.IGNORECASE)
#: the job dropped instead ("Actually never mind", "forget it", "算了", "先不翻了")
_DROPS_IT = re.compile(r"\b(?:never ?mind|forget (?:it|that|about it)|skip (?:it|that)|not now)\b|算了|不用了|先不", re.IGNORECASE)
#: a sentence that asks the assistant for something
_ASKS_ASSISTANT = re.compile(r"[?？]|\b(?:can|could|would|will) you\b|\bplease\b|\bhelp me\b|\bi(?:'d| would) like\b|"
                             r"帮我|帮忙|请你|麻烦|能不能|可不可以|我想|我要", re.IGNORECASE)


def sends_what_was_asked(current: TaskState, message: str, assistant: str) -> bool:
    """The material the reply asked for, sent: after "Sure, send me the query and the error" or "好的，请把邮件内容发给我" (a
    reply that takes the job on, or asks for it as a question), the
    query, the letter, the clause or the résumé is the task's (what it names, a meeting or a train, is the material's), so
    it continues the task. Handed over by its form (`handed_over`: quoted, after "Here it is:" / "内容如下："), the user's
    own words around it name no kind of job the task has not; sent bare, it asks the assistant nothing in its first or last
    sentence. Not with a cue, nor when the user drops the job ("Actually never mind, ... weather in Oslo?", "算了，先不翻了").

    >>> task = TaskState(task_id="t", texts=["帮我翻译一封邮件"], kinds=set())
    >>> sends_what_was_asked(task, "内容如下：下周的会议改到周三，请大家准时参加。", "好的，请把邮件内容发给我。")
    True
    >>> sends_what_was_asked(task, "算了，先不翻了。帮我查一下明天去杭州的高铁。", "好的，请把邮件内容发给我。")
    False
    """
    if not assistant or not current.texts:
        return False
    asked = " ".join(sentences(unquoted(assistant))[-2:])  # the reply's last two sentences, not the text it wrote
    if not (_ASKS_FOR_MATERIAL.search(asked) and _TAKES_IT_ON.search(asked)):
        return False
    if cues.says_a_cue(message) or cues.SIDE_TASK.search(message) or _DROPS_IT.search(message):
        return False
    own = own_words(message)
    if own != [message]:  # handed over by its form
        return not kinds_of(" ".join(own)) - current.kinds
    said = sentences(message)
    return bool(said) and not (_ASKS_ASSISTANT.search(said[0]) or _ASKS_ASSISTANT.search(said[-1]))
