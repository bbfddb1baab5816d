"""Where the conversation makes room for another request (`unrelated.starts_unrelated_job` reads it): after an aside
("By the way, ...", "顺便问一下，..."), after "yes" to a closing offer, after an offer turned down, after the user's report
that the job worked, after a reply that delivered what was asked (`delivers`) and thanks for it.

>>> delivers("Lemon garlic spaghetti with peas."), delivers("For how many people?")
(True, False)
"""

from __future__ import annotations

import re

from ...sentences import last_sentence, sentences, unquoted
from . import cues
from ..learned.features import asks_something
from .pointers import DUMMY_IT, POINTER, TIME_IDIOM
from .request_forms import YES_NO_ZH, stands_alone
from .turn_forms import ASKED, CLOSES, DONE_ZH, EDIT_DONE, LEAVES_IT, OF_THE_WORK, WORKED

__all__ = ["DECLINES_OFFER", "OFFERS_TO_ACT", "delivers", "opens_with_aside", "request_after_opening"]

#: what may open an aside, after an acknowledgement: the request follows it ("q" for "question": "random q, ...")
_ASIDE_WORDS = (r"(?:quick (?:question|q)\b|one quick question|a quick one|(?:one |a )?quick thing|real quick|(?:and |oh,? (?:and )?)?also|oh,? and|by the way|btw|"
                r"unrelated,? but|(?:totally |completely )?unrelated(?: question)?|random (?:question|q|thought)\b|(?:totally |completely |kinda |kind of )?random,? but\b|off[- ]topic(?:,? but)?|side (?:question|q|note)\b|"
                r"different question|in the meantime|meanwhile|while i(?: have| got|'ve got| have got) you(?: here| on the line)?|while (?:i'?m|you'?re) at it|while i'?m (?:here|at it)|before i forget|另外|顺便(?:问(?:一下|下|个事)?|说一下)?|顺带(?:问(?:一下|下)?|说一下)?|顺手|对了|话说(?!回来)|还有(?=[，,])|"
                r"(?:我)?(?:还|再)想(?:再)?问(?:一下|下|个事|个问题|一个问题)|再问(?:一下|下|个事|个问题)|(?:问|说)个(?:题外话|别的)|题外话|跑个题|"
                r"(?:totally |completely )?separate(?: question| thing| topic)?|on (?:a|another) (?:different|separate) note|different topic)")


#: ... one or more of them ("对了，顺便说一下，我不吃香菜": the words after both are what it says)
_ASIDE = re.compile(r"^(?:" + _ASIDE_WORDS + r"[\s,.:!?，。：！？]*)+", re.IGNORECASE)


def opens_with_aside(message: str) -> bool:
    """``message`` opens, after any acknowledgement, with an aside ("unrelated, what's a good podcast", "Thanks. By the
    way, ...", "另外，..."): what it asks is said beside the work at hand."""
    found = _ASIDE.match(cues.without_acknowledgement(message.strip()))
    return found is not None and found.end() > 0


#: an aside said at the end of the request ("What's the capital of Australia, by the way?", "顺便问一下" is said first)
_ASIDE_AFTER = re.compile(r"[,，]?\s*\b(?:by the way|btw|out of curiosity|just curious|quick question|meanwhile|in the meantime)\s*(?=[?？.!]*\s*$)",
                          re.IGNORECASE)  # "what's the best drain cleaner for a slow sink meanwhile"


#: where an aside opens a later sentence ("好了，能跑了。顺便问一下，...")
_ASIDE_INSIDE = re.compile(r"(?<=[.!。！])\s*(?=" + _ASIDE_WORDS + r")", re.IGNORECASE)


#: a reply that ends by offering more, not one offering a choice ("Mexican, Italian or anything else?")
_OFFER_CHOICE = re.compile(r"\bor (?:anything|something) else|\bany other (?:type|kind|category|genre)|\bor any other\b|"
                           r"\b(?:say|pick|choose) (?:anything|something) else", re.IGNORECASE)


#: the assistant offers to act ("Would you like to schedule a visit?", "Shall I book it?", "需要我帮您预订吗？")
OFFERS_TO_ACT = re.compile(r"\b(?:would you like (?:me )?to|do you want (?:me )?to|shall i|should i|want me to|can i|could i|may i|"
                           r"would you care|do you wish|like me to)\b|(?:需要|要)我?(?:帮您|为您|帮你)|要不要|是否需要", re.IGNORECASE)


#: the user turns such an offer down ("No.", "Maybe at a later time.", "先不用了，"): what follows may be another job
DECLINES_OFFER = re.compile(r"^\s*(?:(?:no(?:pe)?(?:,? thanks?| thank you)?|nah|no need|not (?:now|yet|right now|today|at the moment)|"
                            r"maybe (?:later|at a later time|another time)|(?:i'?ll|let me) think about it|i'?m good|"
                            r"不用了?|先不(?:用|要)了?|(?:先|暂时|还是)不[\u4e00-\u9fff]{1,2}了|暂时不(?:用|需要)?|不了|以后再说|再说吧)(?![A-Za-z])[\s,.!，。！]+)+",
                            re.IGNORECASE)


#: "yes" to "anything else?": the request follows
_YES = re.compile(r"^\s*(?:yes|yeah|yep|sure|actually|有的?|是的|对)(?![A-Za-z])[\s,.!，。！]*", re.IGNORECASE)


def _closes_with_offer(assistant: str) -> bool:
    last = last_sentence(assistant)
    return bool(last) and bool(cues.OFFER_MORE.search(last)) and not _OFFER_CHOICE.search(last)


#: an exclamation of a word or two said first, as a sentence of its own ("Crazy. OK, I need a ride ...", "Whoa! ...")
_EXCLAIMED = re.compile(r"^\s*(?:[A-Za-z']+(?: [A-Za-z']+)?[.!]+\s+)+(?=\S)|"
                        # ... in Chinese, an assent said as a sentence of its own ("可以。我下周去面试..."); read here, not among the
                        # cues' acknowledgements, whose words are the model's features
                        r"^\s*(?:可以|行吧|好吧|收到|了解)[。！!]\s*(?=\S)")


#: a search for a kind of place ("附近有没有儿童游泳馆", "Is there a good bakery near here?")
_PLACE_SEARCH = re.compile(r"^(?:(?:我们?|我家)?(?:小区|家|公司|学校)?(?:附近|周边|这边|这附近))?(?:有没有|有什么|有哪些)[^，。？?]{0,8}(?:馆|店|院|园|所|场|中心|公园|餐厅|超市|银行|药店|学校|培训班|健身房|机构)|"
                           r"^is there (?:a|an|any) [\w' -]{2,30}(?:near(?:by| me| here)|around here)\b|"
                           r"^where (?:can|do|should) (?:i|we) (?:get|find|buy) (?:a|an|some|my|our) [\w' -]{2,30}", re.IGNORECASE)


#: a sound of thinking before the request ("Hmm, what time is it in Singapore right now?")
_FILLER = re.compile(r"^\s*(?:hmm+|hm+|umm*|uh+|erm*|嗯+|呃+)[\s,.!…]+(?=\S)", re.IGNORECASE)


#: a go-ahead on what the task found, its object a pointer ("Book it.", "好，订这个。")
_GO_AHEAD = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|sure|great|perfect|好的?|行|可以)\W*)*(?:(?:please )?(?:book|reserve|take) "
                       r"(?:it|that|this|them)(?: one)?|(?:那)?(?:就)?(?:订|预订|定|要)(?:这个|这家|它|那个|那家)吧?)\W*$", re.IGNORECASE)


#: "one more thing" before the request: it announces one, it points at nothing ("That fixed it, thanks! One more thing, ...")
_ONE_MORE_THING = re.compile(r"^\s*" + cues.ANOTHER_THING + r"[\s,.:;!-]*", re.IGNORECASE)


#: "Now, ..." / "Anyway, ..." before a request: it opens the request, it is no part of it ("Love it. Now, how do I register an LLC?")
_LEAD_NOW = re.compile(r"^\s*(?:now|next|so|then|alright|anyway)\s*[,:]\s*", re.IGNORECASE)


#: a relative "where" / "when" / "which" inside an English statement, after a word of it: no question to the user
_WH_INSIDE = re.compile(r"(?<=[A-Za-z,:;])\s+(?:where|when|which|what)\b(?![^.!]*\?)", re.IGNORECASE)


#: something the user also has to do, told with "also" / "still" ("I also have to prep for an interview"; not "I also want a
#: fancy BMW as the car", more of the same job): after thanks for what was delivered, what the user turns to next
_ALSO_NEED = re.compile(r"^\s*(?:and |oh,? )?(?:i|we) (?:also|still) (?:need to|have to|got to|gotta|must)\b", re.IGNORECASE)


#: thanks for what the reply delivered, first ("Thanks.", "Great, thank you!", "谢谢。")
_THANKED = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|cool|perfect|nice|awesome)[,.!]?\s+)?(?:thanks|thank you|thx|ty|谢谢|多谢)(?: so much| a lot)?[.!,。！，]",
                      re.IGNORECASE)


#: a Chinese question of yes or no said without its mark ("下周二下午三点会议室有没有空"; not "押金一般收几个月", asked of the
#: task's contract, which `request_forms.ASKS_ZH` also reads)
_ASKED_YES_NO_ZH = re.compile(YES_NO_ZH)


def request_after_opening(message: str, assistant: str) -> tuple[str, bool] | None:
    """The request of ``message`` after an aside (also one after a first sentence: "好了，能跑了。顺便问一下，..."),
    after "yes" to a closing offer, or after an acknowledgement of a job reported done, and whether an
    aside opened it; None where the conversation makes no room for one."""
    text = _FILLER.sub("", message.strip(), count=1)
    after_ack = cues.without_acknowledgement(_EXCLAIMED.sub("", text, count=1))
    inside = _ASIDE_INSIDE.search(after_ack)
    if inside is not None and (asks_something(after_ack[:inside.start()]) or cues.ASKS_USER.search(assistant)) and \
            not _GO_AHEAD.match(text[:len(text) - len(after_ack) + inside.start()]):
        inside = None  # what comes first answers the assistant or asks: the aside adds to the same request (not after
        # a go-ahead on what was found: "好，订这个。对了，故宫门票需要提前预约吗？" has closed that request)
    for start in (0, inside.end() if inside else None):
        aside = _ASIDE.match(after_ack[start:]) if start is not None else None
        if start is not None and aside is not None and aside.end() > 0:
            return after_ack[start + aside.end():], True
    trailing = _ASIDE_AFTER.search(after_ack)
    if trailing is not None and trailing.start() > 0:
        return after_ack[:trailing.start()] + after_ack[trailing.end():].strip(), True  # "What's the capital of Australia, by the way?"
    if not assistant:
        return None
    declined = DECLINES_OFFER.match(after_ack)
    if declined is not None and declined.end() < len(after_ack) and OFFERS_TO_ACT.search(last_sentence(assistant)):
        return after_ack[declined.end():], True  # "Not yet. I'd like to book three event tickets now."
    if _closes_with_offer(assistant) or CLOSES.search(last_sentence(assistant)):
        return _YES.sub("", after_ack, count=1), False
    worked = WORKED.match(text) or LEAVES_IT.match(text)
    if worked is not None and 0 < worked.end() < len(text):  # "Works. Can you help me write a birthday message?"
        return _ONE_MORE_THING.sub("", cues.without_acknowledgement(text[worked.end():]), count=1), False
    if after_ack != text and (cues.DONE.search(assistant) or DONE_ZH.search(assistant) or cues.BOOKED_ZH.search(assistant)):
        return after_ack, False
    asked = next(iter(sentences(after_ack)), after_ack)  # its question; a pointer after it points inside the message
    question = bool(ASKED.search(after_ack) or ASKED.search(asked) or _ASKED_YES_NO_ZH.search(asked)) and \
        not POINTER.search(TIME_IDIOM.sub(" ", DUMMY_IT.sub(" ", asked)))  # asked first, told after ("Lunch spots ...? I'm celiac, ...")
    if EDIT_DONE.match(assistant.strip()) and question and not OF_THE_WORK.search(after_ack):
        return after_ack, False  # "Added the VP of Sales hire." then "Best mattress firmness for side sleepers?"
    if not delivers(assistant):
        return None
    if stands_alone(text) or _PLACE_SEARCH.search(text):
        return after_ack, False  # without its thanks: "Cool, thanks. What's a good gift for a coworker who's leaving?"; a place
        # searched for ("附近有什么好的理发店？"), near the task's place or not (`unrelated` tells)
    if _THANKED.match(text) and question:
        return after_ack, False  # thanks for what was delivered, then a question: "Thanks. How many vacation days do I have left?"
    if after_ack != text and (stands_alone(_LEAD_NOW.sub("", after_ack, count=1)) or _PLACE_SEARCH.search(after_ack)
                              or _ALSO_NEED.match(after_ack)):
        return after_ack, False  # "Crazy. OK, I need a ride ...", "Thanks. What's a good substitute for buttermilk?"; a search
        # for a place ("好的。附近有没有儿童游泳馆"); "Cool thanks. I also have to prep for an interview on Thursday, ..."
    return None


def delivers(assistant: str) -> bool:
    """The reply hands the user something and asks nothing back (no question, no offer of a choice). A "where" or "when"
    inside a statement asks nothing ("Video calls and DNS lookups: where speed matters more than a lost packet.")."""
    said = unquoted(assistant).strip() or assistant  # a question inside what it wrote asks nothing of the user ("4. For Luis:
    # 'Which part of leading do you want to try first?'")
    last = last_sentence(said)
    return bool(last) and not cues.ASKS_USER.search(_WH_INSIDE.sub(" ", last)) and "?" not in said and "？" not in said
