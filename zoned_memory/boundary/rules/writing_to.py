"""Acting on what the task found by writing or talking to someone, or by making something of it: continuations by the
definition of a task switch (``MODEL_CARD.md``), asked by `leaning.leans_on_task`.

- a message about the task's finding to someone it named or to a pronoun: "Draft an email to FastFreight about it",
  "给他们发一封催款邮件。" (`writes_about_the_task`);
- a message or a talk to someone, about what the task found, in the task's words: "帮我写一封邮件给华北区的负责人，问一下大客户
  订单的情况", "帮我约一下王姐，明天下午聊积分规则" (`writes_on_what_was_found`);
- a request made of the reply's findings, pointed at: "Create a Jira bug for the engineers with those numbers"
  (`works_with_its_findings`).
"""

from __future__ import annotations

import re

from ..learned.features import TaskState
from ..reading import cues
from ..reading.jobs import kinds_of
from ..reading.subjects import TIME_OR_NUMBER, names_in, subjects_of
from ..reading.vocabulary import content_words, said_in_task, told_in_task

__all__ = ["FOUND_WORDS", "names_only_what_was_told", "works_with_its_findings", "writes_about_the_task", "writes_on_what_was_found"]


#: a message about what the task found, sent to someone it named or to a pronoun ("Draft an email to FastFreight about
#: it", "给他们发一封催款邮件"): the writing acts on the task's finding, as a booking acts on a search's
_WRITES_ABOUT_IT_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|good|perfect|thanks|alright|now|then|and)[\s,.!]+)*(?:please |can you |could you )?"
                                 r"(?:email|e-mail|write|draft|send|message|text|reply)\b[^.?!]{0,40}?\b(?:about|regarding|re|on)\s+"
                                 r"(?:it|this|that|them|these|those)\b(?!\s+\w)", re.IGNORECASE)
_WRITES_ABOUT_IT_ZH = re.compile(r"^(?:好的?|行|嗯|那)?[，,。\s]*(?:请|麻烦)?(?:帮我)?(?:给|跟|向)(?:他|她|他们|她们|对方|这个?客户|该客户|这家|这位)"
                                 r"(?:发|写|回)(?:一封|一条|个|封|条)?")
#: a message written to someone, however it names them ("帮我写一封邮件给华北区的负责人", "给张经理发个消息", "发给研发的李工", "Email the North
#: region lead", "Draft a note to the landlord"): `writes_on_what_was_found` reads whom and what about
_WRITES_TO_ZH = re.compile(r"(?:写|发|回)(?:一)?(?:封|条|个)?(?:邮件|信|消息|微信|短信|通知)(?:给|跟)|^(?:帮我|麻烦)?(?:转发|转|发|抄送)给|写(?:一)?段话[，,]?(?:跟|给|向)|"
                           r"(?:在|往)[^，,。？?]{0,6}群里?(?:发|写)(?:一)?(?:条|个)?(?:通知|消息)|"
                           r"(?:给|跟|向)[^，,。？?]{1,12}?(?:写|发|回)(?:一)?(?:封|条|个)?(?:邮件|信|消息|微信|短信|通知)")
#: a talk set up with someone ("帮我约一下王姐，明天下午聊积分规则", "schedule a call with Priya about the churn numbers"): who
_MEETS = re.compile(r"约(?:一下)?([^，,。？?]{1,8}?)[，,]?[^，,。？?]{0,8}?(?:聊|谈|讨论|沟通|过一下|对一下)|"
                    r"\b(?:set up|schedule|book|arrange) (?:a |an )?(?:quick |short )?(?:meeting|call|chat|1:1|sync) with ([A-Z][\w-]+)")
#: things pointed at by 这 / 那 and a measure word ("这两个客户", "那几家供应商"): what the reply named
_POINTED_THING_ZH = re.compile(r"[这那](?:[两三几]|一)?(?:个|家|位|件|些|笔|单|批)([\u4e00-\u9fff]{2})")
_WRITES_TO_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|good|now|then|and|please|can you|could you)\W+)*(?:email|e-mail|message|text|ping|slack|dm|"
                           r"write to|(?:write|draft|send) (?:an? |the )?(?:(?:follow-up|quick|short|brief|reply|thank-you|polite) )?(?:email|e-mail|note|"
                           r"message|letter) to)\b", re.IGNORECASE)
#: what the message tells them, pointed at as the thing at hand ("说一下这件事", "把这个情况同步一下", "tell them about this")
_OF_THE_THING_AT_HAND = re.compile(r"(?:说|讲|提|通知|汇报|同步|告诉|报告|解释)(?:一下|下)?(?:他们|大家|对方)?(?:这件事|这事|这个情况|这个问题|此事|这[两三几]点)|"
                                   r"把(?:这件事|这事|这个情况|这个问题|此事)(?:说|讲|通知|汇报|同步|告诉|报告)|"
                                   # ... or by what the task settled ("告诉大家时间地点")
                                   r"(?:告诉|通知)(?:一下)?(?:大家|他们|所有人)[^，。？?]{0,4}(?:时间|地点|安排|结果)|"
                                   r"\b(?:tell|update|inform|let)\b[^.?!]{0,30}\babout (?:this|it|that)\s*[.!]?\s*$", re.IGNORECASE)
#: the words of writing to someone and asking them, not of whom or what about
_WRITING_FRAME = frozenset({"email", "e-mail", "message", "note", "letter", "draft", "write", "send", "ask", "asking", "about",
                            "邮件", "消息", "问", "一下", "情况", "写", "发"})
#: the fewest of the task's own words that whom and what about must name
FOUND_WORDS = 2


def writes_on_what_was_found(current: TaskState, message: str, assistant: str = "") -> bool:
    """A message written to someone about what the task found, both named in the task's words: "帮我写一封邮件给华北区的负责人，
    问一下大客户订单的情况" after the North region's drop was put down to two key accounts. Two of its words or more, and
    half, the task said (its messages and replies); no name or kind of job but writing the task has not.

    >>> sales = TaskState(task_id="t", texts=["帮我分析一下销售数据，哪个区域下滑最严重"],
    ...                   replies=["华北区下滑最严重，两家大客户的订单推迟了。"])
    >>> writes_on_what_was_found(sales, "帮我写一封邮件给华北区的负责人，问一下大客户订单的情况")
    True
    >>> writes_on_what_was_found(sales, "帮我写一封邮件给物业，问一下停车位的事")
    False
    >>> minutes = TaskState(task_id="m", texts=["帮我整理一下产品评审会的纪要"], replies=["待办：积分规则确认（财务王姐，12/11）"])
    >>> writes_on_what_was_found(minutes, "帮我约一下王姐，明天下午聊积分规则"), writes_on_what_was_found(minutes, "帮我约一下小刘，明天下午聊积分规则")
    (True, False)
    """
    text = message.strip()
    meets = _MEETS.search(text)
    if not (_WRITES_TO_ZH.search(text) or _WRITES_TO_EN.search(text) or meets) or cues.says_a_cue(text):
        return False
    told = told_in_task(current, assistant)
    if meets is not None and (meets.group(1) or meets.group(2))[-2:] not in told:
        return False  # a talk with someone the task never named ("约一下财务的小刘" after an Excel formula)
    if kinds_of(text) - current.kinds - {"writing", "email"} or not _names_only_in(told, text):
        return False
    if _OF_THE_THING_AT_HAND.search(text):
        return True  # "给运维群发个消息说一下这件事": what the task just did, pointed at
    pointed = _POINTED_THING_ZH.search(text)
    if pointed is not None and pointed.group(1) in told:
        return True  # "问一下这两个客户的情况": the things the task found, pointed at
    numbers = {token.lower() for token in TIME_OR_NUMBER.findall(text)}  # "3.2.1的卡顿": the version the task found
    words = (content_words(text) - _WRITING_FRAME) | numbers
    said = (words & said_in_task(current, assistant)) | {number for number in numbers if number in told}
    return len(said) >= FOUND_WORDS and 2 * len(said) >= len(words)


def names_only_what_was_told(current: TaskState, text: str, assistant: str) -> bool:
    """Every name and organization of ``text`` was said in the task, its replies or the reply just given."""
    return _names_only_in(told_in_task(current, assistant), text)


def _names_only_in(told: str, text: str) -> bool:
    """Every name and organization of ``text`` is in ``told`` (`vocabulary.told_in_task`)."""
    return all(name in told for name in subjects_of(text) | names_in(text))


#: what the reply found, pointed at as the material of the request ("... with those numbers", "用这些数据做个图表")
_WITH_THE_FINDINGS = re.compile(
    r"\b(?:with|using|from|based on|including|include|attach|add) (?:all )?(?:those|these|the above|that|this) "
    r"(?:numbers|figures|results|findings|details|counts|stats|statistics|data|info|information|breakdown|totals)\b|"
    r"(?:用|把|附上|带上|根据|按照|基于|加上)(?:这些|那些|上面的?|刚才的?|以上的?)(?:数据|数字|结果|情况|信息|统计|明细|发现|要点)",
    re.IGNORECASE)


def works_with_its_findings(message: str, assistant: str) -> bool:
    """A request for something made of what the reply found, pointed at: the task's work goes on, whatever job it names.

    >>> works_with_its_findings("Create a Jira bug for the engineers with those numbers", "5.1.9: 22, 5.2.0: 12, 5.2.1: 3.")
    True
    >>> works_with_its_findings("用这些数据做个柱状图", "华北¥120万，华东¥98万。")
    True
    >>> works_with_its_findings("Create a Jira bug for the login crash on Android", "Sent to dana.k@example.com.")
    False
    >>> works_with_its_findings("Create a Jira bug for the engineers with those numbers", "")
    False
    """
    return bool(assistant) and bool(_WITH_THE_FINDINGS.search(message))


def writes_about_the_task(current: TaskState, message: str, assistant: str = "") -> bool:
    """An order to write or send a message about the task's finding to a pronoun or to someone the task named,
    naming no kind of job but writing and the task's own."""
    text = message.strip()
    if not (_WRITES_ABOUT_IT_EN.search(text) or _WRITES_ABOUT_IT_ZH.search(text)):
        return False
    if kinds_of(text) - current.kinds - {"writing"}:
        return False
    return names_only_what_was_told(current, text, assistant)  # to someone the task named
