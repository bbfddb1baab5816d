"""A question of detail about what the task found (`DETAIL`: its address, price, hours, "how long"): `about_what_was_found`
tells whether it is about the task's find or names a subject of its own; the leaning rules and the unrelated-request rule
both ask it.

>>> bool(DETAIL.search("What's the address?")), bool(DETAIL.search("Write a cover letter"))
(True, False)
"""

from __future__ import annotations

import re

from ..learned.features import TaskState
from ..reading import cues
from ..reading.jobs import kind_matches, kinds_of
from ..reading.request_forms import HOURS_OF_A_PLACE, KNOWLEDGE, WORLD_FACT
from ..reading.subjects import names_in
from ..reading.vocabulary import content_words, said_in_task, task_words, told_in_task, whole_content_words

__all__ = ["DETAIL", "GENERIC_VERBS", "JOB_VERBS", "NEED_STATED", "about_what_was_found", "asks_way_from_booked", "asks_way_to_found",
           "rides_the_way_found"]

#: a detail of what the task found (its address, price, time): it leans on the task unnamed
DETAIL = re.compile(
    r"\b(?:address|postcode|post code|zip(?: code)?|(?<!my )(?<!our )(?<!current )(?<!old )(?<!new )(?<!work )phone(?! (?:plans?|cases?|chargers?|bills?|screens?|upgrades?|models?|carriers?|"
    r"companies|company|providers?|insurance|stands?|mounts?|contracts?)\b)|number|price(?! (?:out|up)\b)|cost|costs|total|fare|fee|rating|contact|hours|open|opening|close|closing|"
    # reviews, not the order to review something ("Review the Lumen contract renewal")
    r"reviews?(?! (?:the|my|our|this|that|these|those|a|an|it|them|his|her|their)\b)|"
    r"time|times|start|starts|schedule|duration|how long|how much|how far|distance|menu|website|location|located|"
    r"available|availability|allowed|permitted|parking|wifi|included|includes?|director|author|stations?|terminals?|"
    r"depart(?:s|ing|ure)?|arriv(?:e|es|ing|al))\b|"
    r"地址|电话|价格|价钱|多少钱|费用|几点|时间|营业|评分|网址|门票|停车|多久|多远|推荐菜|特色菜|招牌菜",
    re.IGNORECASE)


#: the verbs of making a text: a job's verb, no subject two requests share ("Write a SQL query ..." / "write a birthday message")
JOB_VERBS = frozenset({"write", "draft", "compose", "create", "prepare", "generate"})


#: verbs any two jobs share ("fix" of "the dark mode fix" and of "How do I fix shin splints?"): no subject in common
GENERIC_VERBS = frozenset({"fix", "fixed", "fixing", "use", "used", "using", "work", "works", "working", "start", "keep", "know", "think",
                           "want", "go", "going", "look", "looking", "put", "take", "set", "run", "running", "do", "doing", "plan", "plans",
                           "安排", "开始", "使用", "准备",
                           # a booking's verbs, as `vocabulary` leaves "book" and "reservation" out in English ("需要预约吗" of a museum
                           # after a doctor's appointment booked)
                           "预约", "预订", "预定"})


#: an aside that first states a need of its own ("Also, I need to renew my passport, how long does that take?"): a detail
#: asked after it is the detail of that need, not of what the task found
#: (asked of it: "that", "it"; not "at the same time", which asks of the task's booking)
NEED_STATED = re.compile(r"^(?:i|we)(?:'m| am|'re| are)? (?:need|want|have|got|plan(?:ning)?|thinking of|going|about) (?:to )?[^,.;?]+[,.;]\s*"
                         r"(?=[^.?]*\b(?:that|it|this)\b)(?![^.?]*\bsame\b)", re.IGNORECASE)


#: a pronoun with its verb ("i'm", "it's", "we've"): a word of `content_words`, but no subject two requests share
_PRONOUN_CONTRACTED = re.compile(r"(?:i|you|we|they|he|she|it|that|there)'(?:m|s|re|ve|d|ll)")


def about_what_was_found(text: str, words: set[str], current: TaskState, assistant: str) -> bool:
    """A question of detail is about what the task found. In Chinese, unless it names something else: besides
    its detail words (价格, 地址), nothing or only what the task said, not a subject of its own ("对了，最近比特币
    价格怎么样？"); Chinese points at what was found with a word (这家, 它: `leaning_forms.LEANS`). English does it with "the
    venue", "their number", so there a detail word always counts (measured on SGD and STAR: 28 false switches of
    39 when it did not)."""
    if not cues.CJK.search(text):  # ... unless it asks a question of knowledge of a name nothing of the task said
        # ("What's the best time to visit Kyoto?" after a week of meals), or of two things or more it never said ("what's the
        # best time to plant garlic in zone 6" after a tomato's yellow leaves)
        said = said_in_task(current, assistant)
        own = {w for w in words if not DETAIL.search(w) and w not in GENERIC_VERBS and w not in JOB_VERBS and
               not _PRONOUN_CONTRACTED.fullmatch(w)}
        new_names = names_in(text) - said - {w.lower() for w in current.names}
        if HOURS_OF_A_PLACE.search(text) and new_names:
            return False  # the hours of a place the task never named ("what time does Target close tonight")
        return not (KNOWLEDGE.search(text) and (new_names or (len(own) >= 2 and not own & said and not WORLD_FACT.search(text))))
    named = {w for w in words if not DETAIL.fullmatch(w)}  # `content_words` are single characters and pairs of Chinese
    return not named or bool(named & task_words(current, assistant))


#: the way asked between two places ("到了广州南站去天河怎么走", "how do I get from Kansai airport to the hotel")
_WAY_ZH = re.compile(r"(?:从|到了|^)(?P<a>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:站|机场|酒店)?(?:去|到)(?P<b>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
                     r"(?:怎么(?:走|去|坐)|(?:打车|坐车|开车|坐地铁)?(?:大概|大约)?要?多久|坐什么)")
_WAY_EN = re.compile(r"\bhow (?:do|can|should|would) (?:i|we) get (?:from (?P<a>[\w' -]{2,30}?) )?to (?P<b>[\w' -]{2,30}?)\s*[?.!]*$",
                     re.IGNORECASE)


def asks_way_from_booked(current: TaskState, message: str, assistant: str = "") -> bool:
    """The way asked to or from a place the task named, once it booked something (a train, a hotel: "已预订", "Booked"):
    "到了广州南站去天河怎么走" after a ticket to 广州南, "how do I get from Kansai airport to the hotel" after the hotel booked;
    getting there is part of the trip the task booked."""
    replies = " ".join([*current.replies, assistant])
    if not current.texts or not (cues.DONE.search(replies) or cues.BOOKED_ZH.search(replies)):
        return False
    found = _WAY_ZH.search(message) or _WAY_EN.search(message.strip())
    if found is None:
        return False
    told, said = told_in_task(current, assistant), said_in_task(current, assistant)
    ends = [end for end in (found.group("a"), found.group("b")) if end]
    return any((end.lower() in told) if cues.CJK.search(end) else bool(content_words(end) & said) for end in ends)


#: the way to one place asked, by its name alone ("瑞鹏怎么去", "芭比堂在哪", "how do I get to Peak Physical Therapy?")
_WAY_TO_ZH = re.compile(r"^(?:(?:好的?|嗯|那|行)[，,]?\s*)*(?:去)?(?P<b>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:怎么(?:走|去)|在哪(?:里|儿)?|远吗|离我多远)"
                        r"[？?。]?$")
_WAY_TO_EN = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|thanks|and|so)\W+)*how (?:do|can|would) (?:i|we) get to "
                        r"(?P<b>[\w' -]{2,40}?)\s*[?.!]*$", re.IGNORECASE)


def asks_way_to_found(current: TaskState, message: str, assistant: str = "") -> bool:
    """The way asked to a place the reply just found, by its name alone ("瑞鹏怎么去" after "附近：瑞鹏宠物医院（1.2公里）、芭比堂
    动物医院", "how do I get to Peak?" after three clinics listed): going there acts on what the task found."""
    if not assistant or not current.texts:
        return False
    found = _WAY_TO_ZH.match(message.strip()) or _WAY_TO_EN.match(message.strip())
    if found is None:
        return False
    place = found.group("b")
    if cues.CJK.search(place):
        return place in assistant
    words = content_words(place)
    return bool(words) and words <= content_words(assistant)


def rides_the_way_found(current: TaskState, message: str, assistant: str = "") -> bool:
    """A ride ordered with nothing of its own once the task planned the way ("帮我打个车" after the route from home to the
    office, "Can you get me an Uber?" after directions to the museum): the ride goes where the route went. Not a ride
    that names a place or a time the task never said ("帮我叫个车去机场")."""
    if "directions" not in current.kinds or kinds_of(message) != {"ride"}:
        return False
    rest = message
    for found in kind_matches("ride", message):
        rest = rest.replace(found.group(0), " ")
    words = whole_content_words(rest) - JOB_VERBS - GENERIC_VERBS
    return words <= said_in_task(current, assistant)
