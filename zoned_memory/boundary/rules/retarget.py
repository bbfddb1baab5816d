"""The task's job asked again for another subject, said by its frame: "Do the same for X", "Now one for X", "And for X?",
"Do the shipping policy next", "Review the Hooli MSA the same way", "照这样帮我分析...", "再订一家...", one more text about
another subject ("再写一首关于冬天的"), another of the task's things handed over ("Another complaint: '...'"), someone else of the
user's wanting the same ("我妈也要换", "My son needs one too"). `subject_change.subject_changed` reads it as
a switch (unless the message names the task's own subject too), `decisions.orders_on_output` as no order on the output.

>>> from zoned_memory.boundary.learned.features import TaskState, absorb
>>> task = TaskState(task_id="t")
>>> absorb(task, "Write a regex that matches US ZIP codes, including ZIP+4.", (), None)
>>> retargeted(task, "Right. And for Canadian postal codes?"), retargeted(task, "Do the same for it too")
(True, False)
"""

from __future__ import annotations

import re

from ...sentences import unquoted
from ..reading.cues import asks
from ..reading.jobs import kinds_of
from ..learned.features import TaskState
from ..reading.subjects import WORK_ON_A_SUBJECT, names_in
from ..reading.units import unit_names
from ..reading.vocabulary import content_words, names_only_unsaid, said_in_task, task_words, told_in_task

__all__ = ["retargeted", "same_again_for_a_period"]


#: the task's opening verb on the other thing of the task's kind ("Summarize the other paper too, the one on caffeine")
_OTHER_ONE_TOO = re.compile(r"^\W*(?:(?:ok(?:ay)?|now|and|great|thanks|good)\W+)*(?P<verb>[a-z]+) the other (?P<head>[a-z]+)"
                            r"(?: too| as well| also)?\b", re.IGNORECASE)
#: the task's job asked again for another subject: "do the same for X", "same for X", "照这样帮我…"
_SAME_FOR = re.compile(r"\b(?:do|doing|repeat|pull|run|get|show|give me|check|make|write|draft) the same(?: [a-z]+)? for\b|\brepeat (?:that|this|it)(?: again)? for\b|^\W*(?:(?:ok|okay|now|and|great|"
                       r"thanks|good|perfect|nice|cool)\W+)*(?:the )?same(?: (?!but\b|except\b)[a-z]+)? for\b|\bthe same(?: thing| setup| change| fix)? (?:look like|be|work) for\b|(?:照这样|按同样的?(?:方法|方式)?|同样地?)(?:也)?(?:帮我|给我)?(?:分析|做|查|写|算|处理)",
                       re.IGNORECASE)


#: another of the thing the task made, for something else ("Also create one for the signup crash", "File another one for the Safari bug")
_ANOTHER_ONE = re.compile(r"\b(?:create|open|file|log|raise)\s+(?:another|one more|a new|one)(?: one)?\s+(?:for|about|on)\b",
                          re.IGNORECASE)
#: ... or by the name it is to have ("Create another repo called invoice-worker, same settings")
_ANOTHER_CALLED = re.compile(r"\b(?:create|open|make|set up|add|start|spin up)\s+(?:another|one more|a new|a second)\s+(?:[\w-]+\s+)?"
                             r"(?:called|named)\s+['\"“]?(?P<name>[\w.-]+)", re.IGNORECASE)
#: one more of what the task made, for someone or something ("I also need one for the marketing analyst job at Canva"
#: after a cover letter for Spotify, "Now write one for the top 10 products by units sold" after the top customers' query,
#: "Now write one that validates a phone number" after an email validator):
#: a new subject when it names one the task never did
_ONE_MORE_FOR = re.compile(r"\b(?:i|we) (?:also |now )?(?:need|want) (?:one|another(?: one)?|one more) (?:for|about|to)\b|"
                           # ... or a text of another kind, also ("I also need a flyer for our Saturday farmers market stall"
                           # after a caption for the new sourdough)
                           r"\b(?:i|we) also (?:need|want) (?:a|an) [\w-]+ for\b|"
                           r"^\W*(?:(?:now|next|and|ok(?:ay)?|great|good|nice|perfect|thanks|love it|beautiful)\W+)*(?:one|another(?: one)?|one more),? (?:for|about|on)\b|"
                           r"\b(?:write|draft|make|do) (?:me )?(?:one|another(?: one)?|one more) (?:for|about|to|that|which)\b|"
                           # "再写一个查复购率的", "再写一个把图片压缩到500KB以下的": one more that does something else (not
                           # "再写一个更短的", the same one again)
                           r"再(?:帮我)?(?:写|做|生成|来)(?:一个|一段|个)(?=[，,：:]?\s*(?:把|将|查|统计|计算|算|找|判断|验证|校验|处理|转换|解析|导出|导入|"
                           r"清洗|过滤|排序|合并|删除|更新))", re.IGNORECASE)
#: another subject asked about, then the task's job asked for it too ("那区块链呢，也给我讲讲" after quantum computing explained;
#: "What about blockchain? Explain that too"): the same job, the subject of its own
_WHAT_ABOUT_TOO_ZH = re.compile(r"^(?:(?:好的?|嗯|行|那么|那)[，,]?\s*)*(?P<about>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)呢[，,？?。!！\s]*(?:也|同样|一样)"
                                r"(?:帮我|给我|跟我|替我)?(?:讲讲|讲一讲|讲一下|介绍一下|介绍介绍|解释一下|说说|说一下|分析一下|科普一下)")
_WHAT_ABOUT_TOO_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|so|great|thanks|cool)\W+)*(?:what|how) about (?P<about>[\w' -]{2,40})\?\s*"
                                r"(?:(?:can you|could you|please)\s+)?(?:explain|describe|summarize|break down|walk me through|do) "
                                r"(?:it|that|this one|that one)(?: for me)? (?:too|as well|the same way)\b", re.IGNORECASE)
#: one more text of the task's kind about another subject: "再写一首关于冬天的" after a poem about autumn (not "再写一首更短的")
_ONE_MORE_ABOUT_ZH = re.compile(r"再(?:帮我|给我)?(?:写|做|生成|来|画|编|拟)(?:一)?(?:首|篇|个|段|封|份|幅|则|句)(?:关于|讲|写|介绍)"
                                r"(?P<about>[\u4e00-\u9fff\w]{1,10}?)的|"
                                # ... or one more to recommend another of the user's things ("再写一篇推荐我们的暖手宝")
                                r"再(?:帮我|给我)?(?:写|做|出)(?:一)?(?:篇|个|条|份|段)(?:推荐|宣传|种草|介绍)(?:一下)?(?:我们的?|我的)?"
                                r"(?P<product>(?![这那它])[\u4e00-\u9fffA-Za-z0-9]{2,10})")
#: ... or one more, its subject told after a comma ("再写一条，下周要去青岛看海")
_ONE_MORE_THEN_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|然后)[，,]?\s*)*再(?:帮我|给我)?(?:写|做|发|拟|编)(?:一)?(?:首|篇|条|段|个|封|份)[，,：:]\s*"
                               r"(?P<about>[^，,。？?]{2,30})")
#: what the one more is like, not what it is about ("更短一点的", "简单点", "正式一些的")
_TRAIT_OF_THE_ONE_ZH = re.compile(r"^(?:更|再|稍微|稍)|一点|一些|点儿?|的\s*[。！!]?$")
#: one more text on a work named by its title ("再写一篇《平凡的世界》的" after a review of 《活着》); a text named by its kind
#: alone ("再写一份离职交接清单", "再帮我写个单元测试") is as often a part of the task's work (4 of 6 in the hand-written sets)
_ONE_MORE_OF_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|然后)[，,]?\s*)*再(?:帮我|给我)?(?:写|做|出|拟|列)(?:一)?(?:份|篇|封|张|个)"
                             r"(?:关于)?(?P<what>《[^》]{1,20}》)")
#: another of the task's things handed over after a colon, in Chinese ("另一款平板的评论是：屏幕好、太重、价格贵")
_ANOTHER_HANDED_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|还有)[，,]?\s*)*另(?:一|外一)?(?:个|份|张|篇|家|封|批|款|台|部|本|位|条)"
                                r"[\u4e00-\u9fffA-Za-z0-9]{1,8}?的(?P<kind>[\u4e00-\u9fff]{2,4}?)(?:是|如下|为)?[：:]\s*\S")
#: one more text handed over to the task's job, in Chinese ("还有这段：x = [1,2,3]; print(x[3])" after a snippet debugged)
_ONE_MORE_HANDED_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那)[，,]?\s*)*(?:还有|再看看|再帮我看看|再看一下)(?:这|一)(?:段|个|篇|份|句)"
                                 r"(?:代码|话|文字|文案|句子)?[：:]\s*\S")
#: ... in English ("Another one: 'I was charged twice for the same subscription.'" after a reply to a complaint)
_ONE_MORE_HANDED_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|thanks|good|perfect|nice|now|next|and)\W+)*(?:another one|one more|"
                                 r"next one|here'?s another(?: one)?|another)\s*[:：]\s*\S", re.IGNORECASE)
#: the task's text handed over after a colon ("帮我看看这段Python代码为什么报错：...")
_HANDED_AFTER_COLON = re.compile(r"[：:]\s*\S")
#: one more thing to buy, of another kind ("再买一袋大米，五公斤的" after milk ordered): the same job on another subject
_ALSO_ORDER_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那|对了)[，,]?\s*)*(?:再|还要|另外|顺便)(?:帮我)?(?:买|订|下单|加购)(?:一)?"
                            r"(?:袋|箱|瓶|个|件|盒|包|台|双|份|桶|罐|斤|把|支|条)(?P<what>[\u4e00-\u9fffA-Za-z]{1,8}?)(?=[，,。！!]|的|$)")
#: a task that asked for several texts at once ("帮我写几段产品描述", "列五条标语"): one more about another point is one more of them
_SEVERAL_ASKED_ZH = re.compile(r"(?:写|做|出|拟|列|想|起|给我)(?:几|[两三四五六七八九十]|一些|多)(?:段|条|个|篇|句|份|首|则|版)")
#: the same done to another thing of the task's kind ("另一个表也一样处理一下", "另外那份合同也照这样改"): another subject
_SAME_FOR_ANOTHER_ZH = re.compile(r"^(?:(?:好的?|行|嗯|那)[，,]?\s*)*另(?:一|外一|外那)?(?:个|份|张|篇|家|封|批)[\u4e00-\u9fff]{0,6}?"
                                  r"(?:也|同样)(?:一样|照这样|按这个|按同样的方法)?(?:帮我)?(?:处理|做|弄|改|来|整理|分析)")
#: one more lookup, of something else ("再帮我查一下我的房贷还剩多少" after a credit card applied for; not "再查一下明天的", the same
#: for another day, nor "再查一下这张卡的额度", the task's thing)
_ONE_MORE_LOOKUP_ZH = re.compile(r"^(?:(?:好的?|嗯|那|对了)[，,]?\s*)?再(?:帮我|给我)?(?:查|看|算|搜)(?:一下|下|查|看)?"
                                 r"(?P<what>(?![^，,。？?]*[这那它])[^，,。？?]{2,20})")
#: one more message of the task's kind to someone else: "再给王经理写一封，通知他..." after an email to 张总 (not "也给李娜发一份",
#: the same one sent to another too, nor one more to the task's own addressee)
_ONE_MORE_TO_ZH = re.compile(r"再(?:帮我)?给(?P<who>[\u4e00-\u9fff]{2,4}?)(?:写|发|回|起草|拟)(?:一)?(?:封|条|份|段)")
#: ... the same text said to be sent again ("再给李总写一封，内容一样"): no new subject
_SAME_TEXT_ZH = re.compile(r"一样|相同|同样|照(?:这|上|刚才)")
#: one more of the things the task worked on, handed over after a colon: "Another complaint: '...' Same treatment.",
#: "Different contract: our lease renews ..."
_ANOTHER_HANDED = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|thanks|good|now|and)\W+)*(?:here(?:'s| is) )?(?:another|(?:a )?different) ([a-z]+)\s*:\s*(?=\S)",
                             re.IGNORECASE)
#: an animal of the household ("我家狗狗", "我们家的猫")
_PET_ZH = r"我(?:们)?家(?:的|那只|这只)?(?:猫咪|猫猫|狗狗|猫|狗|兔子|鹦鹉|仓鼠)"
#: someone else of the user's wanting what the task does for the user: "我妈也要换" after "我想换个手机", "My son needs
#: one too" after a laptop asked for: the same job for another person, whose needs must not carry over
_RELATIVE_ZH = r"(?:我|我们)?(?:妈|爸|妈妈|爸爸|老婆|老公|爱人|媳妇|儿子|女儿|孩子|哥|姐|弟|妹|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|外婆|外公|姥姥|姥爷|朋友|同事|老板|室友)"
_SOMEONE_ELSE_TOO_ZH = re.compile(rf"^(?:(?:对了|还有|另外|那)[，,]?\s*)?(?P<who>{_RELATIVE_ZH})也(?:要|想|想要|需要|得|打算|准备)(?P<verb>[\u4e00-\u9fff])")
#: ... or someone else's ailment told, then asked about ("我女儿这两天有点咳嗽，要不要也带去看看" after the user's headaches)
_SOMEONE_ELSES_AILMENT_ZH = re.compile(rf"^(?:(?:对了|还有|另外|那)[，,]?\s*)?(?P<who>{_RELATIVE_ZH}|{_PET_ZH})(?:最近|这两天|这几天|今天|昨天|一直)?"
                                       r"(?:有点|总是|老是|一直|又|也)?[\u4e00-\u9fff]{0,3}?(?:咳嗽|发烧|发热|头疼|头痛|肚子疼|拉肚子|感冒|失眠|"
                                       r"流鼻涕|鼻塞|嗓子疼|牙疼|呕吐|起疹子|掉毛|拉稀|吐了|不吃东西|不爱吃|打喷嚏|挠耳朵|疼|痛)[^，,。？?]{0,4}[，,]\s*"
                                       r"(?:[^。]{0,14}(?:吗|呢|[？?]|要不要|怎么办)|[^，,。？?]{0,12}(?:疼|痛|难受|厉害)[。！!]?\s*$)")
#: ... in English ("my daughter has a fever of 101, should I give her tylenol", "my dog keeps limping"): someone else's
#: ailment, told first
_SOMEONE_ELSES_AILMENT_EN = re.compile(r"^\W*(?:(?:oh|also|and|btw|by the way|unrelated,? but|separately)\W+)*my (?P<who>mom|mum|mother|dad|"
                                       r"father|wife|husband|partner|son|daughter|kid|baby|toddler|brother|sister|grandma|grandpa|dog|cat|"
                                       r"puppy|kitten) (?:has|had|'s got|has got|got|is running|woke up with|keeps|has been|'s been|is|'s) "
                                       r"(?:a |an )?(?:\w+ )?(?:fever|cold|cough|coughing|rash|flu|temperature|headache|stomach ?ache|"
                                       r"ear infection|sore throat|diarrhea|vomiting|throwing up|sneezing|limping|itching|scratching)\b",
                                       re.IGNORECASE)
#: ... or, in a task about someone else of the user's, the user's own ("我自己体检报告说尿酸偏高，要紧吗" after the father's knees)
_MYSELF_ZH = re.compile(r"^(?:(?:对了|还有|另外|那)[，,]?\s*)?我自己")
_ABOUT_A_RELATIVE_ZH = re.compile(rf"^(?:我想|我要|想|要)?(?:给|帮|替|为)?(?:{_RELATIVE_ZH}|(?:我)?(?:爸妈|父母))")
#: ... or the task's work done for someone else too ("帮我同事小李也写一个，他是做后端的" after the user's year-end review)
_FOR_SOMEONE_TOO_ZH = re.compile(rf"^(?:(?:对了|还有|另外|那)[，,]?\s*)?(?:请|麻烦)?(?:你)?(?:帮|给|替)(?P<who>{_RELATIVE_ZH})"
                                 r"[\u4e00-\u9fff]{0,3}?也(?P<verb>[写做出列算拟订])(?:一)?(?:个|份|篇|封|套|下)")
#: ... or someone else's thing with the same trouble ("我老婆的华为也很卡，怎么办" after the user's iPhone battery)
_SOMEONE_ELSES_TOO_ZH = re.compile(rf"^(?:(?:对了|还有|另外|那)[，,]?\s*)?(?:(?P<who>{_RELATIVE_ZH})的[\u4e00-\u9fffA-Za-z0-9]{{1,8}}?|"
                                   # ... or the household's animal ("我家那只金毛最近也胖了" after the user's diet)
                                   r"我(?:们)?家(?:那只|这只|的)?(?P<pet>[\u4e00-\u9fff]{1,3}?)(?:最近|现在|好像|这几天)?)也"
                                   r"(?:很|老是|总是|经常|有点|一直|不|没|会|坏|卡|慢|漏|响|疼|胖|瘦|掉|咳)")
_SOMEONE_ELSE_TOO_EN = re.compile(r"^\W*(?:(?:oh|also|and|ok(?:ay)?|great|thanks)\W+)*my (?P<who>mom|mum|mother|dad|father|wife|husband|"
                                  r"partner|son|daughter|kid|brother|sister|friend|boss|colleague|roommate|grandma|grandpa) "
                                  r"(?:also )?(?:needs|wants|is looking for|could use) (?:one|one too|one as well)\b", re.IGNORECASE)
#: what "one for" is for, described at length ("And one for the promo code field not accepting lowercase codes"): a thing
#: of the task's kind, whatever the kind (not "one for 4 people", "one for the kids")
_A_THING_DESCRIBED = re.compile(r"\s*the (?:[\w'-]+ ){3,}", re.IGNORECASE)
_TOO = re.compile(r"\b(?:too|as well|also)\b", re.IGNORECASE)
#: ... said last, of whom or what the one is for ("Now one for the PM role at Notion too")
_TOO_LAST = re.compile(r"[\s,]*\b(?:too|as well)\s*[.!?]*\s*$", re.IGNORECASE)
#: one more place of the kind the task booked or found, besides it ("周日中午再订一家适合带孩子的西餐厅", "再帮我找一家酒店"; not
#: "换一家", the place instead of it, nor "再订一间", one more room of the same place)
_ONE_MORE_PLACE = re.compile(r"再(?:帮我|给我|帮忙)?(?:订|预订|预定|定|找|约|推荐|选)(?:一)?家")


#: the task's job done to another thing "the same way" ("Review the Hooli MSA the same way.")
_SAME_WAY = re.compile(r"\b(?:in )?the same way\b|\blikewise\b", re.IGNORECASE)
#: a place in a series, which points at the task's own things ("the second table")
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "next", "last", "other", "remaining", "rest", "final"})
#: the words that lead an order in ("now", "can you")
_LEAD = re.compile(r"^\W*(?:(?:now|then|and|ok(?:ay)?|also|please|can you|could you|would you)\W+)*", re.IGNORECASE)
_CAPITALIZED = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][\w-]+")


#: "And for Canadian postal codes?" after a regex for US ZIP codes: the task's work asked again, for the thing named after "for"
_AND_FOR = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|great|thanks|cool|nice|perfect|good)\W+)*(?:and|now|what about|how about) for\s+",
                      re.IGNORECASE)
_NAME_WORD = re.compile(r"\b[A-Z][\w-]+")
#: "Do the shipping policy next: ...", "Now do the FAQ page": the task's work done on another thing of its kind
_DO_NEXT = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|good|nice|perfect|thanks|cool)\W+)*(?:(?:(?:now|next|then),?\s+)?do|now|next) (?:the|my|our) "
                      r"(?!same\b|rest\b|next\b|other\b)([a-z][\w' -]{1,30}?)(?:\s+(?:next|now|too|as well))?\s*(?:[:.?!]|$)", re.IGNORECASE)


#: a message to someone the task never named, with what to tell them ("DM Sarah that the deploy is done" after the release
#: notes posted to a channel): the same job for another person
_MESSAGE_TO_EN = re.compile(r"^\W*(?:(?:now|also|and|then|ok(?:ay)?|great|thanks)\W+)*(?:dm|message|text|ping|tell|email|slack) "
                            r"(?P<who>(?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+)?|my (?:sister|brother|mom|mum|mother|dad|father|wife|husband|"
                            r"partner|boyfriend|girlfriend|son|daughter|roommate|landlord|neighbou?r)) "
                            # ... with what to tell them, or the words themselves ("text my sister I'll be there saturday by noon")
                            r"(?:(?:that|to|about)\b|(?=(?:i|we)(?:'ll|'m|'re| will| am| are)\b))", re.IGNORECASE)
#: one more order of something else, also ("also order more litter, the usual brand" after a slow feeder ordered), or again
#: ("reorder the dish soap I got last month" after a desk's delivery)
_ALSO_ORDER = re.compile(r"^\W*(?:(?:and|ok(?:ay)?|great|thanks|perfect)\W+)*(?:(?:can|could) you (?:please )?)?"
                         r"(?:also (?:order|buy|get|reorder|pick up)|re-?order) (?:me )?(?:some )?"
                         r"(?:more )?(?:the )?(?P<what>[a-z][\w -]+)", re.IGNORECASE)
#: ... not what the task made, pointed at ("Ping Jun about it", "Ping Priya about both")
_THE_TASKS_THING = re.compile(r"\b(?:it|them|both|this|these|those|that one)\b", re.IGNORECASE)
#: a separate thing of the task's kind made for something else ("make a separate page for the hiring plan")
_SEPARATE = re.compile(r"\b(?:make|create|start|open|set up|write|draft|add) (?:a|another|one) separate [a-z]+ (?:for|about|on|to)\b",
                       re.IGNORECASE)


#: "Same questions." said as a sentence of its own, after a name: the task's job asked again of what the message names
#: ("What about the Umbrella one? Same questions.")
_SAME_AGAIN = re.compile(r"(?:^|[.!?]\s+)(?:(?:and|please|ok(?:ay)?),?\s+)?(?:ask |answer |do |run |check )?(?:the )?same (?:questions?|thing|"
                         r"analysis|checks?|review|treatment|steps?|format|drill)(?:\s+(?:please|again|as before))?[.!?]*\s*$", re.IGNORECASE)


#: whom a meeting is with: "约一下财务的王强", "约李娜开会", "a call with Sarah Chen", "a meeting with the Berlin team"
_MEETS_ZH = re.compile(r"约(?:一下|下)?(?:[\u4e00-\u9fff]{1,6}的)?(?P<who>[\u4e00-\u9fff]{2,3}?)(?=开会|见面|见个面|聊|谈|吃饭|碰|[，,。\s]|$)")
_MEETS_EN = re.compile(r"\b(?:meeting|call|1:1|one-on-one|sync|catch-up|lunch|coffee) with (?P<who>(?:the )?(?-i:[A-Z])[\w-]+"
                       r"(?: (?-i:[A-Z])[\w-]+)?)", re.IGNORECASE)
_NOT_WHO_ZH = re.compile(r"^(?:个|一个|一下|时间|会议|我|你|他|她|他们|我们|大家|明天|今天|后天|下周|周[一二三四五六日天])")


def _meets(text: str) -> set[str]:
    """Whom ``text`` sets a meeting with."""
    found = {m.group("who").lower() for m in _MEETS_EN.finditer(text)}
    return found | {m.group("who") for m in _MEETS_ZH.finditer(text) if not _NOT_WHO_ZH.match(m.group("who"))}


def _meets_someone_else(current: TaskState, message: str) -> bool:
    """A meeting set with someone the task never named, in a task that set one with someone ("另外帮我约一下财务的王强" after
    李娜's meeting, "Now set up a call with the Berlin team" after Sarah's): the calendar's job for another person."""
    if "calendar" not in current.kinds:
        return False
    before = set().union(*(_meets(t) for t in current.texts))
    said = " ".join(current.texts).lower()
    return bool(before) and any(who.lower() not in said for who in _meets(message))


#: "what about" another thing of the user's, then what holds of it ("what about my Tesla shares, I held those 3 years",
#: "what about the cat, she's been sneezing a lot"): the same job on a subject of its own, told with its own facts
_WHAT_ABOUT_TOLD = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|great|thanks|cool|also)\W+)*(?:what|how) about (?:my|our|the|his|her) "
                              r"(?P<what>[\w'-]+(?: [\w'-]+){0,2}?)\s*[,;:]\s*(?:i|we|she|he|it|they)(?:'s|'re|'ve|'d)?\s+"
                              r"(?!(?:mean|meant|said|asked|think|thought|guess)\b)[a-z]", re.IGNORECASE)


#: the jobs done on a text handed over, by their verb ("Summarize this article: '...'", "帮我润色一下：...")
_TEXT_JOB = re.compile(r"\b(?:summari[sz]e|proofread|paraphrase|rephrase|reword|simplify|shorten)\b|总结|概括|润色|校对|改写|缩写",
                       re.IGNORECASE)


def _same_text_job(current: TaskState, message: str) -> bool:
    """``message`` asks for the job the task opened with on a text (a translation, a summary, a proofreading)."""
    if not current.texts:
        return False
    if "translation" in current.kinds and "translation" in kinds_of(message):
        return True
    job = _TEXT_JOB.search(message)
    return job is not None and job.group(0).lower()[:6] in current.texts[0].lower()


def retargeted(current: TaskState, message: str) -> bool:
    """"Do the same for X" where X names something the task never named: not more of the same ("too", "as well"),
    not a party size or a date (which `content_words` leaves out), not "the other report" of the task. Also
    "... X the same way" where X is a name the task never used ("Review the Hooli MSA the same way"; not
    "Format the second table the same way"). And "what about my X, <what holds of it>" with X new ("what about my Tesla
    shares, I held those 3 years"), one more thing to buy of another kind (再买一袋大米), another text handed over after a
    colon (另一款平板的评论是：..., 还有这段：...), one more text on a work named by its title (再写一篇《平凡的世界》的)."""
    told_of = _WHAT_ABOUT_TOLD.match(message)
    if told_of is not None and current.texts:
        what, said = content_words(told_of.group("what")), said_in_task(current)
        named = {word.lower() for word in _NAME_WORD.findall(told_of.group("what"))} - said  # "Tesla" of "my Tesla shares"
        return bool(what) and (not what & said or bool(named))
    done_next = _DO_NEXT.match(message)
    if done_next is not None and current.texts and not _TOO.search(done_next.group(0)):
        words, head = task_words(current), done_next.group(1).split()[-1].lower()
        # another thing of the kind the task made ("the shipping policy" after the refund policy), not a part of it ("the intro")
        return head in words and bool(content_words(done_next.group(1)) - words)
    for_ = _AND_FOR.match(message)
    if for_ is not None and current.kinds and current.kinds <= WORK_ON_A_SUBJECT:  # not "And for dessert?" of a dinner's menu
        named = {w.lower() for w in _NAME_WORD.findall(unquoted(message[for_.end():]))}
        return bool(named - task_words(current))
    if _ONE_MORE_PLACE.search(message) or _meets_someone_else(current, message) or _SEPARATE.search(message):
        return True
    other = _OTHER_ONE_TOO.match(message)
    if other is not None and current.texts and current.texts[0].split()[0].lower() == other.group("verb").lower():
        said = said_in_task(current)  # the task's opening verb, on the other thing of its kind, told by what the task never said
        return other.group("head").lower() in task_words(current) and bool(content_words(message[other.end():]) - said)
    also = _ALSO_ORDER.match(message)
    if also is not None and current.texts:
        what = content_words(also.group("what"))
        return bool(what) and not what & said_in_task(current)
    told = _MESSAGE_TO_EN.match(message)
    if told is not None and current.texts and not _THE_TASKS_THING.search(message[told.end():]):
        return told.group("who").lower() not in told_in_task(current)
    if _SAME_FOR_ANOTHER_ZH.match(message.strip()):
        return True
    if (_ONE_MORE_HANDED_ZH.match(message.strip()) or _ONE_MORE_HANDED_EN.match(message)) and current.texts and \
            _HANDED_AFTER_COLON.search(current.texts[0]) and "translation" not in current.kinds:
        return True  # another text of the kind the task's opening handed over; one more sentence to translate is the task's
    bought = _ALSO_ORDER_ZH.match(message.strip())
    if bought is not None and current.texts:
        item: str = bought.group("what")  # "大米": none of its character pairs said ("再买一箱牛奶" is more of the task's)
        return not any(item[i:i + 2] in told_in_task(current) for i in range(max(1, len(item) - 1)))
    handed_zh = _ANOTHER_HANDED_ZH.match(message.strip())
    if handed_zh is not None and current.texts and handed_zh.group("kind") in " ".join(current.texts):
        return True  # another of the things the task worked on ("评论"), handed over
    one_more = _ONE_MORE_OF_ZH.match(message.strip())
    if one_more is not None and current.texts and one_more.group("what") not in " ".join(current.texts):
        return True  # a work of its own, by its title
    lookup = _ONE_MORE_LOOKUP_ZH.match(message.strip())
    if lookup is not None:
        words = content_words(lookup.group("what"))
        return len(words) >= 2 and not words & said_in_task(current)
    to = _ONE_MORE_TO_ZH.search(message)
    if to is not None:  # not "再给李总写一封，内容一样": the same text to another
        return to.group("who") not in " ".join(current.texts) and not _SAME_TEXT_ZH.search(message)
    if _same_text_job(current, message):
        quoted = content_words(message) - content_words(unquoted(message))  # another text for the same job, quoted
        if len(quoted) >= 2:  # ("how do you say 'see you soon' in Italian" after a notice put into French, "summarize this one
            return not quoted & said_in_task(current)  # too: '...'"); not a term of it ("translate 'controller' as ...")
    asked_too = _WHAT_ABOUT_TOO_ZH.match(message.strip()) or _WHAT_ABOUT_TOO_EN.match(message)
    if asked_too is not None and current.texts:
        return names_only_unsaid(current, asked_too.group("about"))  # not "那第二点呢，也讲讲": a part of what was explained
    about = _ONE_MORE_ABOUT_ZH.search(message)
    if about is not None:
        if current.texts and _SEVERAL_ASKED_ZH.search(current.texts[0]):
            return False  # "再写一个关于保修的" after "帮我写几段产品描述": one more of the several asked, on another point
        return (about.group("about") or about.group("product")) not in " ".join(current.texts)
    then = _ONE_MORE_THEN_ZH.match(message.strip())
    if then is not None and current.texts and not _SEVERAL_ASKED_ZH.search(current.texts[0]) and \
            not _TRAIT_OF_THE_ONE_ZH.search(then.group("about")):  # not "再写一个，更短一点的": the same, refined
        return names_only_unsaid(current, then.group("about"))  # "再写一条，下周要去青岛看海" after a post on 泰山
    if current.texts and _someone_else_too(current, message):
        return True
    handed = _ANOTHER_HANDED.match(message)
    if handed is not None and current.texts and handed.group(1).lower() in task_words(current):
        # another of what the task worked on ("complaint"), not a part of what it made ("Another line for the reply: ...")
        return bool(content_words(message[handed.end():]) - task_words(current))
    again = _SAME_AGAIN.search(message)
    if again is not None and again.start() > 0:  # the name comes first: "What about the Umbrella one? Same questions."
        return bool(names_in(message[:again.start()]) - {"same", "what"} - task_words(current) - current.names)
    called = _ANOTHER_CALLED.search(message)
    if called is not None:  # "Create another repo called invoice-worker": another thing of the task's kind, its own name
        return called.group("name").lower() not in " ".join(current.texts).lower()
    another = _ANOTHER_ONE.search(message)
    if another is not None:  # "Also create one for the signup page crash": another of what the task made, "also" or not
        return bool(content_words(unquoted(message[another.end():])) - task_words(current))
    more = _ONE_MORE_FOR.search(message)
    if more is not None and (current.kinds <= WORK_ON_A_SUBJECT or "writing" in current.kinds
                             or _A_THING_DESCRIBED.match(message[more.end():])):  # work on a subject: no "one
        # for 4 people" of a booking; a text's subject may name another kind ("a haiku about autumn rain")
        rest = unquoted(message[more.end():])
        if _TOO.search(_TOO_LAST.sub("", rest)):
            return False  # "Now write one that also accepts ftp links": the same thing, more of it (not "one for Notion too")
        words, names = task_words(current), names_in(rest) if current.kinds else _named_first(rest)
        if names & (current.names | words) and not names - current.names - words:
            return False  # "one for the Spotify recruiter": the task's own subject (not "one for the PM role at Notion": a
            # name of its own beside the task's)
        new = content_words(rest) - words
        # a name the task never used ("... at Canva"; in a job of no kind of the lexicon, the name the one is for: "Do one
        # for Lululemon" after Peloton's SWOT, not "Write one for my cousin Dana" after how to decline an invitation), or,
        # in a job of a known kind, mostly what the task never said ("the top 10 products by units sold")
        short = len(rest.split()) <= 3  # "One about winter?": the subject is all it says
        return bool(names) or (bool(current.kinds) and len(new) >= (1 if short else 2) and 2 * len(new) >= len(content_words(rest)))
    if _TOO.search(unquoted(message)):
        return False
    found = _SAME_FOR.search(message)
    if found is None:
        way = _SAME_WAY.search(message)
        if way is None:
            return False
        named = {w.lower() for w in _CAPITALIZED.findall(unquoted(message[:way.start()]))}
        thing = content_words(" ".join(_LEAD.sub("", unquoted(message[:way.start()])).split()[1:])) - _ORDINALS  # past the
        # order's verb; "the second table" is one of the task's
        return bool(named - task_words(current)) or (bool(thing) and not thing & said_in_task(current))  # "explain
        # cellular respiration the same way" after photosynthesis; not "format the second table the same way"
    rest = unquoted(message[found.end():])
    if unit_names(rest) - frozenset().union(*(unit_names(t) for t in current.texts)):
        return True  # "Same reminder for INV-2240" after INV-2231's: another numbered thing of the task's kind
    target = content_words(rest) - {"same", "thing", "analysis", "person", "persons", "people"}
    return bool(target - task_words(current))  # "the reviews of the Pixel 8": the job's words again, and a subject of its own


def _someone_else_too(current: TaskState, message: str) -> bool:
    """Someone else of the user's wanting what the task does for the user, the task's own verb ("我妈也要换" after "我想换个
    手机"), or "one" of it ("My son needs one too"), someone the task never named; or their own thing with the same trouble
    ("我老婆的华为也很卡" after the user's iPhone battery)."""
    said = " ".join(current.texts).lower()
    if _MYSELF_ZH.match(message.strip()) and current.texts and _ABOUT_A_RELATIVE_ZH.match(current.texts[0]) and \
            not re.search(r"[他她]", message):
        return asks(message)  # the user's own question, in a task about their father's knees (not "我自己要陪他去吗")
    theirs = _SOMEONE_ELSES_TOO_ZH.match(message.strip()) or _SOMEONE_ELSES_AILMENT_ZH.match(message.strip()) or \
        _SOMEONE_ELSES_AILMENT_EN.match(message.strip())
    if theirs is not None:
        return (theirs.group("who") or theirs.groupdict().get("pet") or "").lstrip("我们") not in said
    found = _SOMEONE_ELSE_TOO_ZH.match(message.strip()) or _FOR_SOMEONE_TOO_ZH.match(message.strip()) or \
        _SOMEONE_ELSE_TOO_EN.match(message.strip())
    if found is None or found.group("who").lstrip("我们").lower() in said:
        return False
    return "verb" not in found.groupdict() or found.group("verb") in current.texts[0]


def _named_first(text: str) -> frozenset[str]:
    """The name ``text`` opens with ("Lululemon", "the Hooli board"), lowercased; empty if it opens otherwise ("my cousin Dana")."""
    words = re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.IGNORECASE).split()
    return names_in(f"for {words[0]}") if words and words[0][:1].isupper() else frozenset()  # names past a first word


#: a period and nothing else ("the week before", "last month", "Q2", "2023"): what the same again may be asked for
_PERIOD_ONLY = re.compile(r"(?:the |last |this |next |previous |prior |same |that )*(?:week|month|quarter|year|day|weekend|period|"
                          r"q[1-4]|h[12]|fy\d*|\d{4}|yesterday|today)s?(?: before| after| prior| earlier)?", re.IGNORECASE)


def same_again_for_a_period(message: str) -> bool:
    """The task's job asked again by its frame for a period and nothing else ("Now pull the same for the week before"; not
    "for last week's survey", another thing of the task's kind, nor for a text quoted)."""
    found = _SAME_FOR.search(message)
    return found is not None and bool(_PERIOD_ONLY.fullmatch(message[found.end():].strip(" ?.!")))
