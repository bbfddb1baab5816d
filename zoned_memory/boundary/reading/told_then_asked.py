"""What the user tells, then what they ask or order of it, in one message (`TOLD_THEN_ASKED`): each form a job of its own
that `request_forms.stands_alone` reads ("My manager wants a one-pager ... Can you write it?", "我这周末想带孩子去科技馆，需要预约吗",
"我现在头有点疼，能吃布洛芬吗", "下个月的排班表也做一下").

>>> any(form.match("孩子最近数学成绩下滑，怎么辅导") for form in TOLD_THEN_ASKED)
True
>>> any(form.match("这个怎么办") for form in TOLD_THEN_ASKED)
False
"""

from __future__ import annotations

import re

__all__ = ["ORDERED_TOO_ZH", "TOLD_THEN_ASKED"]

#: a thing someone needs, then an order pointing back at it ("My manager wants a one-pager on why we should move to Linear.
#: Can you write it?"): the "it" is the message's own thing
_NEEDED_THEN_ORDERED = re.compile(r"^(?P<need>[^?]{0,40}\b(?:wants?|needs?|asked (?:me )?for|requested|i have to (?:write|make|prepare|give)|"
                                  r"i need to (?:write|make|prepare|give)) (?:a|an) (?!\w+er\b|more\b|less\b|different\b|similar\b|better\b|new\b|other\b)"
                                  r"(?![\w' -]*\bones?\b(?!-))[\w' -]{2,80}?[^?]{0,80}?)[,;.!]\s*"
                                  r"(?:can|could|would|will) you (?:please )?(?:help me )?(?:write|draft|make|create|prepare|do|put together) "
                                  r"(?:it|that|this|one)(?: for me)?\s*\??\s*$", re.IGNORECASE)
#: a plan of the user's own, then a question about it ("我这周末想带孩子去科技馆，需要预约吗"): the question asks of the place it named
#: ... or a wish of the user's child or partner ("我女儿想学钢琴，六岁开始会不会太早？")
#: ... said with the holiday it is for and no subject, and asked as an order, what the user tells after it ("五一想去云南玩，帮我规划一下。
#: 我晕车很厉害。")
_OWN_PLAN_ZH = re.compile(r"^(?:我|我们|我(?:家)?(?:女儿|儿子|孩子|老婆|老公|爱人|妈妈?|爸爸?))?(?:自己)?"
                          r"(?:(?:这|下个?|明|今|后)?(?:周末|周[一二三四五六日天]|天|个月|月|年|晚)|最近|五一|十一|国庆|春节|过年|暑假|寒假|元旦|端午|中秋)?"
                          r"(?:想|打算|准备|要)(?:带[\u4e00-\u9fff]{1,3}|一个人|自己)?"
                          r"(?:去|到|学|报|考|买)(?:个|一个)?(?P<where>(?![这那哪它])[\u4e00-\u9fffA-Za-z]{2,8}?)(?:玩|看看|逛逛|旅游|旅行)?[，,]"
                          r"(?P<ask>[^，,。]{2,20}(?:吗|呢|[？?]|多少|几[点天个]|怎么\w*)|(?:请|麻烦)?(?:你)?帮我(?:规划|安排|做个?|列个?|推荐)[^，,。？?]{0,10}|"
                          r"[^，,。？?]{0,6}?有(?:什么|哪些)(?:好的?)?[^，,。？?]{0,6}(?:推荐)?)"
                          r"\s*[？?。]?(?:\s*我[^？?]{1,20}[。！!]?)?\s*$")

#: an ailment of the user's told, then what to take or do for it ("我现在头有点疼，能吃布洛芬吗")
_OWN_AILMENT_ZH = re.compile(r"^(?:我|(?:长期|经常|总是|老是)[^，,。？?]{0,4}?)(?:现在|今天|最近|这两天|一直)?[^，,。？?]{0,8}(?:疼|痛|痒|晕|不舒服|发烧|咳嗽|拉肚子|失眠|过敏|鼻塞|嗓子哑)"
                             r"[^，,。？?]{0,4}[，,]\s*(?:(?:我)?(?:能|可以|要|该|需要|得)?(?:吃|喝|用|涂|擦|贴|去|做)(?![这那它])[^，,。？?]{1,10}"
                             r"(?:吗|呢|[？?])|"
                             # ... or what relieves it ("长期画图颈椎疼，有什么缓解的动作？")
                             r"有(?:什么|哪些|没有)(?:缓解|改善|治疗|预防)?的?(?:办法|方法|动作|运动|药|偏方)|"
                             # ... or whether a cause of the user's life is why ("我最近腰特别疼，是不是抱孩子抱的")
                             r"(?:是不是|会不会)[^，,。？?]{2,12}?(?:的|吗|呢|了)?)\s*[？?]?(?:\s*我[^？?]{1,24}[。！!]?)?\s*$")
#: a change in the user's life told, then an order of work of its own ("我下个月从北京搬到成都了，帮我列个搬家清单")
_TOLD_THEN_ORDERED_ZH = re.compile(r"^我(?:们)?(?![^，,。]*(?:这|那|它|上面|刚才))[^，,。？?]{4,24}了[，,。]\s*(?:请|麻烦)?你?帮我(?:列|写|做|拟|整理|规划|安排)"
                                   r"(?:一)?(?:个|份|张|下)?(?![这那它])[\u4e00-\u9fff]{2,10}[。！!]?\s*$")
#: the order that ends a work item named first ("...也做一下", "...再帮我整理一份"), after its 也 or 再
ORDERED_TOO_ZH = r"(?:帮我|麻烦你?)?(?:做|弄|整理|写|排|出|准备|看|查|检查|查看)(?:一下|一份|个|下)?[。！!]?\s*$"
#: a work item named first, then ordered too ("下个月的排班表也做一下"): an order of its own for the thing it names
_TOPIC_THEN_ORDERED_ZH = re.compile(r"^(?:(?:好的?|嗯|行|那)[，,]?\s*)*(?![这那它])(?P<what>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:也|再)"
                                    + ORDERED_TOO_ZH)


#: a situation of the user's world told, pointing at nothing and asking nothing, then how to deal with it ("孩子最近数学成绩
#: 下滑，怎么辅导", "我的签证快过期了，续签要准备什么"): a job of its own
_OWN_SITUATION_ZH = re.compile(r"^(?:我|我们|我家|家里|孩子|儿子|女儿|老婆|老公|爸|妈|我爸|我妈|最近|这段时间|这阵子)"
                               r"(?![^，,。？?]*(?:这|那|它|想(?!吃|喝|睡|哭)|要|帮|请|找|订|查))"
                               r"[^，,。？?]{3,20}[，,]\s*(?P<ask>[^，,。？?]{0,10}?(?:怎么(?:办|弄|处理|解决|调理|调整|补救|应对|辅导|治|控制|克服|改)?|如何\w{0,4}|"
                               r"(?:要|得|需要)(?:准备|带|注意|做)什么|有什么(?:办法|建议|好办法)|该怎么\w{0,4}))\s*[？?。]?\s*$")

#: what the user tells, then what they ask or order of it, in one message: each a job of its own by its form (`stands_alone`)
TOLD_THEN_ASKED = (_NEEDED_THEN_ORDERED, _OWN_PLAN_ZH, _TOLD_THEN_ORDERED_ZH, _OWN_AILMENT_ZH, _TOPIC_THEN_ORDERED_ZH, _OWN_SITUATION_ZH)
