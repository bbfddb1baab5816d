"""The word patterns of task boundaries (en + zh): cues, acknowledgements, requests, follow-ups.

They are FEATURES of the learned model (`zoned_memory.boundary.learned.features`), not rules; only
the explicit and return cues also act directly (a user who says "new task:" means it).
"""

from __future__ import annotations

import re
from typing import Sequence

from ...sentences import last_sentence

__all__ = [
    "EXPLICIT_CUES", "RETURN_CUES", "WEAK_CUES", "LEAD_WORDS", "COMPARISON", "compares", "CORRECTION", "ELLIPTICAL",
    "ANAPHORA", "ANAPHORA_EN", "CONTINUATION", "SELF_CONTEXT", "RETARGET", "REQUEST", "ACK_START", "QUESTION", "OFFER_MORE",
    "DONE", "BOOKED_ZH", "ASKS_USER", "SIDE_TASK", "CATCHING_LEAD", "QUICK_JOB", "asks_quick_job", "asks_if_it_changes", "COUNT_ONLY_ZH", "PAUSE", "GREETING", "GREETING_BYE", "CJK", "compile_cues", "ACK_IN", "ACK_IN_RE", "SOFT_CUES",
    "EXPLICIT_RE", "RETURN_RE", "WEAK_RE", "says_a_cue", "says_new_task", "word_count", "NEARBY", "BACK_REFERENCE", "APPROVAL",
    "without_acknowledgement", "IMPERATIVE", "INTERJECTION", "LEAD_IN", "asks", "ANOTHER_THING",
]

_ACK = r"(?:ok(?:ay)?|alright|all right|thanks|thank you|great|good|fine|cool|got it|perfect|好的|好|嗯|行|谢谢|谢啦|谢了|多谢|明白了?|我试试看?|试试看)"
ACK_IN = rf"^\s*(?:{_ACK}[\s,.!，。！]*)*"
ACK_IN_RE = re.compile(ACK_IN + r"(?:(?:much|a lot|so much|very much|for (?:the|your) help|啦|了|哈)[\s,.!，。！]*)*", re.IGNORECASE)
_LEAD_IN = rf"^\s*(?:(?:{_ACK}|now|so|next|then|well|hey|hi|那么?|嗯|哦)[\s,.!，。！]*)*"

#: a word that strengthens "different" / "separate" / "unrelated" ("Totally different question: ...")
_INTENSIFIER = r"(?:totally|completely|entirely|wholly|quite|very|somewhat|a bit|slightly)"
_QUITE = rf"(?:{_INTENSIFIER} )?"

EXPLICIT_CUES: tuple[str, ...] = (
    # English
    r"new (?:task|topic|request|question)\b\s*[:\-–—]",
    r"(?:next|another|a new|one more|a separate|a different|an unrelated) (?:task|topic|request)\b",
    rf"(?:a new|a separate|a different|an unrelated|an? {_INTENSIFIER} (?:different|separate|unrelated)) question\b",
    rf"{_QUITE}(?:different|separate|unrelated) (?:task|topic|request|question)\s*[:,\-–—]",
    r"(?:next|second|third|fourth|fifth|final|last) (?:task|topic|request)\s*[:\-–—]",
    r"(?:task|request) ?#?\d{1,2}\s*[:\-–—]",  # not "question 2 -": a quiz has those
    rf"(?:quick |one |{_INTENSIFIER} )?unrelated(?: question| request| note| thing)?\s*[:,\-]",  # "Totally unrelated, but ..."
    r"(?:^|[.!] )(?:ok(?:ay)?|cool|thanks)?[, ]*unrelated,? but\b",  # "cool. unrelated but my excel vlookup ..."
    rf"{_INTENSIFIER} (?:different|unrelated)\s*[:\-–—]",  # "Totally different: price out 40 hoodies"
    r"(?:let'?s |can we |i want to )?(?:switch|change) (?:topics?|subjects?|gears|tasks?)\b",
    r"switching (?:gears|topics?|tasks?)\b",
    r"on (?:a |an )?(?:other|another|different|separate|unrelated) (?:note|topic|matter)\b",
    r"(?:let'?s |now |ok,? )?(?:move|moving) on (?:to|from)\b",
    r"(?:let'?s |can we |could we )?(?:talk|chat|speak|think) about something (?:else|different)\b",
    r"(?:a )?change of (?:topic|subject)\b",
    r"(?:start|starting) (?:a )?(?:new|fresh) (?:task|topic|conversation)\b",
    rf"i (?:have|got) (?:a |an )?{_QUITE}(?:another|separate|different|new|unrelated|other) (?:request|question|task|thing)\b",
    # Chinese
    r"换(?:个|一个)?(?:话题|任务|问题|事情?|主题)",
    r"新(?:的)?(?:任务|话题|问题|需求|请求)\s*[:：，,]",
    r"下一?个(?:任务|话题|需求)", r"接下来的(?:任务|话题|需求)", r"第[二三四五六七八九十\d]+个(?:任务|需求)\s*[:：，,]",
    r"我有(?:个|一个)?新(?:的)?(?:问题|任务|需求)",
    r"另(?:外)?(?:一|有一?)?(?:件事|个问题|个任务|个事情?)",
    r"接下来(?:帮我)?(?:处理|做|看)?另",
    r"(?:忘掉|忘了|忘记|别管|先不管)(?:刚才|之前|前面|上面|那个|这个)(?:的|说的)?",  # not "忘了问" (forgot to ask)
    r"不说(?:这个|那个)了",
    r"(?:我们)?(?:聊|说|谈)(?:点|些)?别的",
)
RETURN_CUES: tuple[str, ...] = (
    r"(?:let'?s |ok,? |okay,? )?(?<!then )(?<!then, )(?:go |get |come |going |coming )?back to\b",  # not "Then back to business": later
    r"return(?:ing)? to\b",
    r"where were we\b",
    r"(?:regarding|about|re:?) (?:the )?(?:earlier|previous|first) (?:task|topic|question|one)\b",
    r"回到", r"返回(?:到)?", r"继续(?:刚才|之前|前面)", r"对了[，,]?\s*(?:刚才|之前|前面)", r"(?:刚才|之前|前面)那个",
)
#: "one more thing", "something else": a request announced (a soft cue; `unrelated` strips it before the request)
ANOTHER_THING = r"(?:(?:another|one more|a separate|a different) thing|something (?:else|different|unrelated))"
#: phrases that open a new task when a request follows them ("Another thing: book a flight to Rome",
#: "Forget the phones. Plan a dinner for eight") and say nothing of one alone ("Next question" in a
#: quiz, "One more thing", "Alright, forget it then. Thanks anyway."): `says_new_task`
SOFT_CUES: tuple[str, ...] = (
    ANOTHER_THING + r"\b", r"(?:let'?s|can we|i want to) (?:do|work on) something (?:else|different)\b",
    rf"{_QUITE}(?:different|separate|unrelated) (?:thing|matter|issue)\b", r"(?:^|[.!?]\s+)separately\s*[,:]",
    r"(?:next|another|one more) question\b", r"change of plans?\b",
    r"forget (?:about )?(?:that|this|it|those|these|the \w+(?: \w+)?)\s*(?:[.!,;:—–-]|$)", r"forget (?:about )?(?:that|this|it)\b",
    r"(?:never ?mind|scratch|drop) (?:that|this|it|the \w+(?: \w+)?)\s*(?:[.!,;:—–-]|$)",
    r"下一?个问题", r"接下来的问题",
    # the current task set aside ("put a hold on that for now, what's Monday's weather?", "这个先放一放，帮我...")
    r"(?:you know what,? |actually,? |wait,? )?(?:let'?s |please )?(?:put|place) (?:a |that |this |it |them )?(?:on )?hold\b",
    r"(?:you know what,? |actually,? |wait,? )?(?:let'?s |please )?(?:hold (?:off )?on|pause) (?:that|this|it)\b",
    r"(?:这个|那个|这件事|这事|刚才的|上面的)?(?:先放一放|先放着|先暂停|暂停一下|先搁(?:一下|着))",
)
#: the model weighs these (soft cues alone count here too)
WEAK_CUES: tuple[str, ...] = (r"另外[，,]", r"also,? (?:can|could) you\b", r"^\s*by the way\b", r"^\s*顺便") + SOFT_CUES


def says_new_task(text: str, explicit: re.Pattern[str] | None = None) -> bool:
    """True if ``text`` (stripped) opens with an explicit new-task cue (``explicit``: those
    compiled, default `EXPLICIT_CUES`), or with a soft cue followed by a request of three words or
    more (more than thanks or a goodbye): "Another thing: book a flight to Rome", not "Next question"."""
    if (explicit or EXPLICIT_RE).search(text):
        return True
    match = _SOFT_RE.search(text)
    if match is None:
        return False
    return word_count(ACK_IN_RE.sub("", GREETING_BYE.sub("", text[match.end():]))) >= 3


#: a Chinese question said without its particle or mark: "到账了没", "好了没有", a verb asked yes or no ("是不是", "能不能",
#: "去没去"). Not in `QUESTION`, which the model's features read as trained
_ASKED_ZH = re.compile(r"了没(?:有)?\s*[。.!！]?\s*$|([\u4e00-\u9fff])[不没]\1|"
                       # a question closing its clause, a wish after it ("航班能选座吗，要靠窗")
                       r"[\u4e00-\u9fff]吗\s*[，,]")
#: a question word closing the message, its mark left out ("首页改版是谁负责的", "出差补贴标准是多少", "Windows怎么激活", a Latin word
#: after it: "Python怎么打包成exe", "用什么IDE"); not what the user
#: does not know ("我不知道负责人是谁")
_WH_LAST_ZH = re.compile(r"(?:谁|什么|啥|多少|几[点天个号次]|哪(?:个|家|天|里|儿)?|怎么办|怎么样|如何|怎么(?=[\u4e00-\u9fff]{1,3}(?:[A-Za-z][A-Za-z0-9.+#-]*)?\s*[。.]?\s*$))[\u4e00-\u9fff]{0,3}?(?:[A-Za-z][A-Za-z0-9.+#-]*)?(?:的|呢|啊)?\s*[。.]?\s*$")
_UNSURE_ZH = re.compile(r"不(?:知道|清楚|记得|确定)")


#: a question opening a clause after what the user tells, its mark left out ("my friend just got promoted, what should I
#: write in her card")
_ASKED_AFTER_CLAUSE = re.compile(r"[,;:]\s*(?:what|which|how|where|when|who|why|should (?:i|we))\b", re.IGNORECASE)


def asks(text: str) -> bool:
    """A request or a question said outright: a request's words, a question's form or a question mark anywhere.

    >>> asks("我上个月的报销到账了没"), asks("我上个月的报销到账了")
    (True, False)
    """
    return bool(REQUEST.search(text) or QUESTION.search(text) or _ASKED_ZH.search(text) or _ASKED_AFTER_CLAUSE.search(text)) or \
        "?" in text or "？" in text or \
        bool(_WH_LAST_ZH.search(text) and not _UNSURE_ZH.search(text))


def word_count(text: str) -> int:
    """Words of Latin script plus Chinese characters / 2 (a rough word count for either language)."""
    return len(CJK.findall(text)) // 2 + len(_LATIN_WORD.findall(text))


LEAD_WORDS = r"^(?:(?:can|could) you )?(?:now|next|then)\b|^现在|^接下来"
COMPARISON = re.compile(
    r"\b(?:compare[ds]?|comparison|compared|versus|vs\.?|than|relative to|against|differ(?:ence|s)? from)\b|"
    r"对比|比较|相比|比一下|比呢|比怎么样|和.{1,12}比|跟.{1,12}比|与.{1,12}比",
    re.IGNORECASE,
)
#: "比较" as "rather" before a quality ("去哪里比较好", "比较安静的"): no comparison. The model's `comparison` feature and
#: the older rules read `COMPARISON` as trained and measured; `unrelated.starts_unrelated_job` asks `compares`
_RATHER_ZH = re.compile(r"比较(?=[好合方安便贵近远快慢多少大小高低适推常流有靠容难新旧干热冷忙闲稳省实清健舒轻简划潮湿暗亮吵静乱脏累胖瘦软硬甜咸淡辣"
                        r"酸苦香急晚早深浅厚薄]|[\u4e00-\u9fff](?:[，,。！!？?的吧啊]|$))")


def compares(text: str) -> bool:
    """The message compares (`COMPARISON`), "比较" as "rather" aside.

    >>> compares("跟华为比怎么样？"), compares("团建去哪里比较好？"), compares("我家是一楼，比较潮。")
    (True, False, False)
    """
    return bool(COMPARISON.search(_RATHER_ZH.sub("", text)))


CORRECTION = re.compile(
    r"^\s*(?:sorry|oops|i mean|i meant|correction|no,|actually,? (?:it'?s|i meant)|not\b)|\bnot\s+\d|"
    r"不好意思|抱歉|不对|我是说|说错了|更正|是\d+不是\d+|不是\d+",
    re.IGNORECASE,
)
ELLIPTICAL = re.compile(
    r"^\s*(?:and|or|but|also|what about|how about|and what about|same for|then|what if|suppose|if)\b|"
    r"^\s*(?:那|还有|以及|并且|而且|如果|要是|假如|假设)|呢\s*[？?]?\s*$",
    re.IGNORECASE,
)
#: words that point at what came before, in English (`boundary.unrelated` adds its own Chinese ones)
ANAPHORA_EN = (r"\b(?:it|its|it's|that|this|these|those|them|they|their|theirs|there|one|ones|again|too|instead|"
               r"more|less|shorter|longer|above|previous|earlier|the results?|the output)\b")
ANAPHORA = re.compile(
    ANAPHORA_EN + r"|它|这个|那个|这些|那些|这份|那份|这段|这么|那么|这样|那样|上面|前面|刚才|结果|上述|以上|再|也|还",
    re.IGNORECASE,
)
#: verbs that act on what the task already produced (an output file is not a new subject)
CONTINUATION = re.compile(
    r"\b(?:export|save|send|share|attach|print|upload|include|add|mention|invite|insert|append|cc)\b|"
    r"导出|保存|发给|发送|打印|上传|加上|添加|加入|补充|抄送",
    re.IGNORECASE,
)
#: the user describing their own situation ("I use an Android phone"): details of the task at hand
SELF_CONTEXT = re.compile(
    r"^\s*(?:i(?:'m| am| use| have| own| work| live| prefer)|my |we(?:'re| are| use| have)|our )\b|"
    r"^\s*(?:我(?:用的?是|用|有|是|在|们用|们有)|我的)",
    re.IGNORECASE,
)
RETARGET = re.compile(r"\b(?:the )?same\b.*\bfor\b|\bdo the same\b|\blikewise\b|同样|也帮我|再帮我|照这样|按同样", re.IGNORECASE)
#: the user points back at something of an earlier exchange ("the event you found", "the restaurant I
#: liked", "back to the directions", "你推荐的那家酒店", "刚才那个景点"): with a job kind of an earlier task
#: and not of the current one, a boundary resumes that task (`TaskBoundaryDetector`)
BACK_REFERENCE = re.compile(
    r"\b(?:you|we) (?:just )?(?:found|suggested|recommended|mentioned|showed(?: me)?|gave me|talked about|were talking about|"
    r"discussed|looked at|picked|chose|booked|searched)\b|\b(?:i|we) (?:liked|picked|chose|mentioned|found|looked at)\b|"
    r"\b(?:earlier|previous(?:ly)?|still)\b|"
    r"\b(?:back to|resume|continue with|next step|next question|the rest of)\b|\bagain\s*[?？]\s*$|"
    r"刚才|刚刚|(?:之前|前面|最开始|一开始)(?:的|那|说的|找的|推荐的|订的|提到的)|你(?:推荐|说|找|提到|介绍)的|继续|接着|还是(?:那|订|去)|那(?:家|个|部|首|本|款|趟|辆|间|套)",
    re.IGNORECASE,
)
#: a request placed by the task's subject ("a cab there", "hotels in the area", "景点周边的酒店")
NEARBY = re.compile(
    r"\b(?:there|nearby|near (?:it|there|that|the|this)|close (?:to|by)|around (?:there|it|here)|in the (?:same )?(?:area|vicinity|"
    r"neighbou?rhood)|same area|walking distance)\b|周边|附近|周围|旁边|边上|那(?:里|儿|边)|离.{0,12}近",
    re.IGNORECASE,
)
CJK = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z0-9]+")

#: the user asks for something (a request opens or redirects a task)
REQUEST = re.compile(
    r"\b(?:find|search|look (?:for|up)|book|reserve|get me|show me|give me|tell me|check|need|want|would like|"
    r"i'd like|looking for|help me|can you|could you|please|schedule|set up|play|buy|order|send|transfer|call|"
    r"rent|add|make|plan|recommend|suggest)\b|"
    r"帮我|帮忙|教我|我想|我要|想要|需要|请|找(?:一|个|家)|推荐|查(?:一下|询|下)?|预订|预定|订|给我|有没有|哪里有|能不能|可以.{0,6}吗",
    re.IGNORECASE,
)
#: a sentence that opens with a verb telling the assistant what to do ("Summarize the report", "总结一下"):
#: a request, whether or not it names a kind of job
IMPERATIVE = re.compile(
    r"^(?:(?:please|just|now|then|also|and|so)\s+)*(?:write|draft|summari[sz]e|translate|explain|compare|list|analy[sz]e|"
    r"compute|calculate|convert|create|generate|update|delete|remove|fix|debug|refactor|review|edit|rewrite|proofread|"
    r"format|sort|filter|count|estimate|forecast|predict|design|build|deploy|run|install|configure|open|close|start|"
    r"stop|cancel|move|copy|rename|upload|download|share|email|text|message|notify|remind|track|monitor|compile|test|"
    r"import|export|fetch|pull|push|merge|sum|total|average|plot|chart|graph|visuali[sz]e|map|outline|describe|define|"
    r"name|pick|choose|select|compose|prepare|organi[sz]e|arrange|assign|approve|reject|submit|apply|sign|pay|refund|"
    r"return|change|switch|use|try|go|do|keep|continue|repeat|redo|undo|save|print|read|look|see|tell|show|give|get|"
    r"take|bring|put|set|turn|note|mark|flag|rank|rate|score|grade|check|verify|confirm|validate|clean|split|join|"
    r"combine|extract|parse|scan|search|find|book|reserve|order|buy|purchase|rent|hire|invite|call|ring|dial|post|"
    r"publish|schedule|plan|recommend|suggest|add|insert|include|exclude|drop|skip|ignore|replace|make|fill|complete|"
    r"finish|renew|extend|reschedule|unsubscribe|subscribe|transfer|withdraw|deposit|block|unblock|freeze|unfreeze|reset|restart|reboot|back up|backup|send|forward|reply|respond|answer|ask|lets|let's|let|help|remember|forget|teach|learn|play|sing|draw)\b|"
    r"^(?:请|麻烦)?(?:写|总结|翻译|分析|计算|列|比较|解释|生成|整理|检查|修改|改|查|发|订|做|算|画|统计|汇总|告诉|给|帮|打开|"
    r"关闭|删除|添加|设置|提醒|安排|预约|取消|换|用|试|再|把|来|说说|讲讲|看看)|一下|一遍",
    re.IGNORECASE)
#: words said before what a message asks or orders, no part of it ("wait what time is the dentist again", "Actually make
#: the table for three", "Oh and skip this song")
LEAD_IN = re.compile(r"^\W*(?:(?:wait|oh|hmm|actually|um|uh|hey|and|also|so|then)\W+)+", re.IGNORECASE)
#: what may open a sentence of small talk before its subject ("Oh well, ...", "Wow, ...", "哇，...")
INTERJECTION = re.compile(
    r"^(?:(?:oh|ah|aw|wow|well|so|and|but|yes|yeah|yep|no|nope|nah|ok|okay|hmm|haha|lol|great|good|thanks|thank you|"
    r"awesome|nice|cool|fantastic|excellent|perfect|sure|alright|fine|darn|dang|shoot|ugh|whew|phew|yay|omg|geez|man|"
    r"honestly|actually|anyway|嗯|哦|哇|啊|唉|哈哈|好的|好|行|谢谢|太好了)(?![A-Za-z])[\s,.!~，。！、-]*)*",
    re.IGNORECASE)
#: a message that opens with an acknowledgement ("Great, ...", "好的，...")
ACK_START = re.compile(rf"^\s*(?:{_ACK}(?:\s+(?:so much|very much|a lot|a bunch|for (?:the|your|all your) help))?|yes|yeah|yep|no|nope|sure|awesome|nice|wonderful|excellent|sounds good|that's all|"
                       r"that works|那好吧|好吧|可以|对(?!了)|是的|不用了|收到|记下了|谢了|太好了)(?![A-Za-z])[\s,.!，。！]*",
                       re.IGNORECASE)
#: a verdict on what the assistant offered ("That sounds perfect!", "It seems good for me", "听起来不错"): an
#: acknowledgement whose "that" / "it" points at the offer, not at the subject of what follows
APPROVAL = re.compile(r"^\s*(?:(?:that|this|it|which)(?:'s| is| sounds| seems| looks| would be| will be| works)?|sounds|seems|looks)"
                      r"(?: (?:really|very|so|just|pretty|quite|all|like a))? (?:good|great|perfect|fine|nice|wonderful|awesome|"
                      r"excellent|lovely|okay|ok|cool|right|ideal|plan|deal)(?: (?:to|for) me)?(?![A-Za-z])[\s,.!]*|"
                      r"^\s*(?:to|for) me(?![A-Za-z])[\s,.!]*|"
                      r"^\s*(?:这个|那个|这家|那家)?(?:听起来|看起来)?(?:不错|挺好|很好|可以)(?:的)?(?:啊|呀|哦)?[，,。！!\s]+",
                      re.IGNORECASE)


def without_acknowledgement(text: str) -> str:
    """The message after its opening acknowledgements and verdicts ("Okay, that sounds good. What time
    am I free?" -> "What time am I free?")."""
    rest = text.strip()
    while True:
        cut = ACK_START.sub("", rest, count=1)
        cut = APPROVAL.sub("", cut, count=1)
        if cut == rest:
            return rest
        rest = cut


QUESTION = re.compile(r"[?？]\s*$|[吗呢么]\s*[?？]?\s*$|^\s*(?:what|which|where|when|who|how|is|are|do|does|can|could)\b",
                      re.IGNORECASE)
#: the user catching the assistant for something else before the task goes on ("While I have you, rotate the API key",
#: "Before I forget, ..."): a clause with its subject that is no statement
_CATCHING_LEAD = r"^\W*(?:(?:oh|ok(?:ay)?|and|also)\W+)*(?:while (?:i(?:'ve)? (?:have|got)|i'?ve got) you|before i forget)\b"
CATCHING_LEAD = re.compile(_CATCHING_LEAD, re.IGNORECASE)
#: the current task set aside for a moment while another job is done ("While I wait, ...", "Meanwhile, ...",
#: "等一下，先...", "趁这个时间", "顺便查一下...", "By the way, ..."): a job opened so is a side task, and the user is
#: expected back (whether it is a job at all is decided elsewhere: "顺便说一下，我对花生过敏" is a fact). Not "hold on" or
#: "wait a minute", which open corrections and additions to the task as often ("Wait, hold on. It's actually for two")
SIDE_TASK = re.compile(
    _CATCHING_LEAD + r"|"
    r"\b(?:while (?:i|we)(?:'m| am| are)? (?:wait(?:ing)?|decid(?:e|ing)|think(?:ing)? (?:about it|it over))|meanwhile|in the meantime|"
    r"while (?:that|it|you|this)(?:'s| is| are|'re)? (?:load|run|process|work|search|look|play|download|install|upload|print|"
    r"charg|compil|build|render|sync|bak|cook|boil|deploy|migrat|index|train|restor|export|import|convert|scan|updat|reboot|restart|"
    r"copy|copi|transfer|generat|finish)\w*)\b|"
    r"\bwhile you(?:'re| are)? (?:do|book|check|find|look|work|handl|process|sort)\w* (?:on )?(?:that|it|this)\b|"
    r"^[^，。,.]{0,6}?(?:等一下|等等|稍等)[，,]\s*先|趁(?:着|这个?)(?:时间|功夫|空)|在?等(?:待)?的时候|^\W*等[^，。,.？?]{1,6}的时候|"
    r"^\W*(?:(?:ok(?:ay)?|thanks|great|好的|好|对了)\W*)*(?:顺便|(?:by the way|btw)\b)", re.IGNORECASE)
#: a one-shot job done beside the work at hand, which the user comes back from ("Set a timer for 18 minutes",
#: "定一个十分钟的闹钟", "remind me to drink water every 2 hours"): the task it opens is a side task
QUICK_JOB = re.compile(r"^\W*(?:(?:ok(?:ay)?|now|please|can you|could you|and|also)\W+)*(?:set|start) (?:a|an|me a|my) (?:\d+[- ]minute )?(?:timer|alarm)\b|"
                       # ... or a reminder ("can you remind me to drink water every 2 hours", "提醒我下午三点开会")
                       r"^\W*(?:(?:ok(?:ay)?|now|please|also|and)\W+)*(?:(?:can|could|would) you (?:please )?)?remind me (?:to|about)\b|"
                       r"^(?:帮我|请|麻烦)?(?:设(?:个|一个)?提醒|提醒我)|"
                       r"^(?:帮我|请)?(?:设|定|设置|开)(?:一个|个)?[^，。,.]{0,8}(?:计时器|倒计时|闹钟)", re.IGNORECASE)


def asks_quick_job(text: str) -> bool:
    """`QUICK_JOB` asked by the message, or by its last sentence after what came before ("Home Depot it is. Also, remind
    me to call mom at 6pm"): a one-shot job set beside the work."""
    return bool(QUICK_JOB.match(text.strip()) or QUICK_JOB.match(last_sentence(text)))


#: whether what the user just told changes the task's answer ("By the way I'm self-employed, does that change things?",
#: "我是学生，这个有影响吗"): a question on the task's work, not another job
_IT_CHANGES = re.compile(r"\b(?:does|do|would|will|could|might|should) (?:that|this|it|any of that|any of this) (?:change|affect|"
                         r"alter|matter|make (?:a|any) difference)\b|\bis that a problem\b|"
                         r"(?:这|那|这个|那个|这样|这点)(?:会)?(?:有|会有)?(?:影响|区别|关系)(?:吗|么|嘛)", re.IGNORECASE)

#: a question already asked ("How do I learn guitar as an adult?", "...吗"): what a later "that" points at
_ASKED_BEFORE = re.compile(r"[?？]|吗|呢")


def asks_if_it_changes(text: str) -> bool:
    """``text`` asks whether what the user told changes the answer, and asks nothing before it ("I'm self-employed, does
    that change things?"; not "How do I learn guitar as an adult? I'm left-handed, does that matter?", where "that" is of
    the question just asked)."""
    found = _IT_CHANGES.search(text)
    return found is not None and not _ASKED_BEFORE.search(text[:found.start()])


#: an order that ends on a count, its noun left unsaid ("顺便帮我在淘宝买一支", "帮我订两张"): the thing is the task's
COUNT_ONLY_ZH = re.compile(r"(?:买|订|要|来|拿|下单|预订|预定)(?:一|两|三|四|五|几|\d{1,2})(?:个|支|瓶|盒|袋|份|件|台|双|套|本|张|只|条|箱|包|罐|桶|杯|间|位)"
                           r"(?:吧|呗|就行|就好)?\s*[。！!]?\s*$")


#: a pause said first ("Hold on, ...", "Wait a sec, ..."): it opens a correction or an addition to the task as often as a
#: side task, so only a job of its own after it sets the task aside (`side_tasks.opens_side_task`)
PAUSE = re.compile(r"^\W*(?:(?:ok(?:ay)?|sorry|oh|no|nope|yes|yeah)\W+)?(?:actually,?\s+)?(?:hold on|hang on|wait(?: a (?:sec(?:ond)?|minute|moment))?|one sec(?:ond)?|"
                   r"just a sec(?:ond)?)\b[\s,.!:;-]+", re.IGNORECASE)
#: the assistant offers more help: what follows is often a new request
OFFER_MORE = re.compile(
    r"\b(?:anything else|something else|any other|else (?:i|can i)|other (?:thing|help)|more help|"
    r"help (?:you )?with (?:anything|something))\b|还有(?:什么|其他|别的)|还需要|其他(?:需要|要求|问题)|别的(?:需要|问题)",
    re.IGNORECASE)
#: the assistant reports a job done
DONE = re.compile(
    r"\b(?:booked|reserved|confirmed|successful(?:ly)?|is set|all set|done|completed|has been|have been|enjoy)\b|"
    r"成功|已经|已为您|已帮|祝您|不客气", re.IGNORECASE)
#: the Chinese of a booking made ("已出票", "已订好", "已预订"), beside `DONE`: read by the rules, not (yet) by the model,
#: whose feature is `DONE` as it was trained
BOOKED_ZH = re.compile(r"已(?:预订|预定|订好|出票|下单|付款|支付|发送|完成|取消|安排|确认)|已订(?!阅)|订好了|搞定")
#: the assistant asks the user for a detail: what follows is usually the answer
ASKS_USER = re.compile(
    r"[?？]\s*$|\b(?:which|what|when|where|how many|would you|do you|shall i|should i|please (?:confirm|provide|tell))\b|"
    r"请问|您(?:想|要|需要)|哪(?:个|一|天|里)|几(?:点|位|个)|是否|确认", re.IGNORECASE)
#: greetings and how-are-yous: a task of these only has not begun
GREETING = re.compile(
    r"^\s*(?:(?:(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))(?: there)?|"
    r"how are you(?: doing)?(?: today)?|how's it going|how are things|nice to meet you|"
    r"你好|您好|嗨|哈喽|早上好|下午好|晚上好|早安)(?![A-Za-z])[\s,.!?，。！？]*)+", re.IGNORECASE)
GREETING_BYE = re.compile(r"\b(?:bye|goodbye|that's all|that is all|nothing else|no thanks|no,? thank)\b|再见|拜拜|没有了|不用了",
                          re.IGNORECASE)


def compile_cues(patterns: Sequence[str], anchored: bool, *, after_sentence: bool = False,
                 after_clause: bool = False) -> re.Pattern[str]:
    """One case-insensitive regex of ``patterns``; ``anchored``: only after an opening acknowledgement;
    ``after_sentence``: or after a short first sentence ("Got in, thanks! Totally different question: ...");
    ``after_clause``: or after one or two short clauses ("Alright, moving on — new task: ...")."""
    body = "|".join(f"(?:{p})" for p in patterns)
    lead = ((_FIRST_CLAUSES if after_clause else _FIRST_SENTENCE) + _LEAD_IN[1:]) if after_sentence or after_clause \
        else _LEAD_IN
    return re.compile(rf"{lead}(?:{body})" if anchored else body, re.IGNORECASE)


#: a short first sentence before an anchored cue ("Got in, thanks! Totally different question: ...")
_FIRST_SENTENCE = r"^\s*(?:[^.!?。！？]{1,80}[.!。！]\s*)?"
#: ... or, before an explicit or a return cue, one or two short clauses ("Alright, moving on — new task: ...", "重新来吧，换个
#: 话题", "嗯…换个话题吧", "No, back to the directions please"): the cue starts a clause of its own ("I don't want a new
#: task" has none); not after a colon, which hands over what follows ("The memo says: new task: ..."). A soft cue needs
#: the sentence: after "No, " or "Sorry, " it changes the booking ("No, scratch that. Try 11:15?")
_FIRST_CLAUSES = r"^\s*(?:[^.!?。！？]{1,80}[.!。！]\s*|(?:[^.!?。！？,，:：…—–\"“'‘]{1,30}(?:[,，…]|\s[—–-])+\s*){1,2})?"


#: the cues compiled (after an opening acknowledgement)
EXPLICIT_RE = compile_cues(EXPLICIT_CUES, anchored=True, after_clause=True)
RETURN_RE = compile_cues(RETURN_CUES, anchored=True, after_clause=True)  # "Ha, good idea. Back to the food, ..."
WEAK_RE = compile_cues(WEAK_CUES, anchored=True)
_SOFT_RE = compile_cues(SOFT_CUES, anchored=True, after_sentence=True)  # "Makes sense. Separate thing: ..."


def says_a_cue(text: str) -> bool:
    """A cue of a new task, a soft one or a return: the user says what the message does, which no rule that reads what it
    leans on overrides."""
    return bool(EXPLICIT_RE.search(text) or WEAK_RE.search(text) or RETURN_RE.search(text))
