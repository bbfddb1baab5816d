"""A request for another kind of job than the task's, said while the task goes on: wished for "also" ("I also
need a taxi to the restaurant", "我还想看场电影") or searched for once the task's job is reported done ("已出票。" ->
"成都有没有评分高的火锅店？"). The job kind (`jobs`) decides, not the words shared with the task: the taxi goes to the
task's hotel and is still another job. The boundary model card has their measurements on the corpora.

>>> from zoned_memory.boundary.learned.features import TaskState, absorb
>>> task = TaskState(task_id="t")
>>> absorb(task, "I need a hotel in the north with free parking", (), None)
>>> adds_another_job(task, "I'd also like a taxi from the hotel to the station", "Booked. Reference: 8HJ2K1.")
True
>>> searches_for_another_job(task, "Is there a pharmacy open late nearby?", "Booked. Reference: 8HJ2K1.")
True
>>> searches_for_another_job(task, "Is there a room with a view?", "Booked. Reference: 8HJ2K1.")
False
>>> rides_between_places(task, "那从酒店到眉州东坡打车多少钱？")
True
"""

from __future__ import annotations

import re

from ...sentences import last_sentence, sentences
from ..reading import cues
from .decisions import books_what_was_found, edits_output, is_remark, orders_on_output
from .found_detail import asks_way_from_booked
from ..learned.features import TaskState
from ..reading.jobs import SELF_CONTAINED, first_kind, first_kind_named, kind_matches, kinds_of
from .leaning import leans_on_task
from ..reading.pointers import POINTER
from ..reading.request_forms import asks_for_something, stands_alone
from ..reading.turn_forms import LEAVES_IT, WORKED
from ..reading.request_room import delivers
from ..reading.leaning_forms import asks_more_of_the_same
from ..reading.subjects import names_in
from ..reading.vocabulary import content_words, said_in_task, told_in_task

__all__ = ["adds_another_job", "ends_with_another_job", "searches_for_another_job", "asks_another_job_after_closing", "asks_another_job_instead",
           "asks_self_contained_job", "rides_between_places", "asks_anew_once_it_worked"]

#: the user adds a wish of their own to the task ("I also need a taxi", "I'd also like to visit a college",
#: "我还想看场电影"): what follows names the job wished for
_ALSO_WISH = re.compile(
    r"\bi (?:also|too) (?:need|want|would like|have to)\b|\bi(?:'ll| will) also need\b|^\W*and i(?:'ll| will)? (?:need|want)\b|\bi'?d also (?:like|love)\b|\bi would also (?:like|love)\b|"
    r"\bi(?:'m| am) also (?:looking|hoping|trying|interested|going to need)\b|\b(?:can|could|would) you also\b|"
    # the wish, then "too" ("I need a hotel room there too.", "I want an apartment in Walnut Creek too.")
    r"\b(?:i|we) (?:need|want|would like|'d like)\b(?=[^.?!。？！]*\b(?:too|as well)\W*(?:[.?!。？！]|$))|"
    r"\balso,? (?:can|could|would) you\b|"
    # the job named by its thing, after "and" ("And a ride there at 7:30", "and also a hotel for two nights")
    r"^\W*and (?:also )?(?:an?|one|two) (?=[\w-]+(?: [\w-]+)?(?: there| to| from| for| at| back|\W*$))|"
    r"\b(?:can|could|would) you\b(?=[^.?!。？！]*(?:\bas well\b|\btoo\W*(?:[.?!。？！]|$)))|我还(?:想|要|需要|得)|我也(?:想|要|需要)|"
    r"另外(?:我)?还?(?:想|要|需要)",
    re.IGNORECASE)


def adds_another_job(current: TaskState, message: str, assistant: str) -> bool:
    """True if the user wishes "also" for a kind of job (`jobs.kinds_of`) the task has not named, while the
    task has named one: "I also need a cab to the restaurant" after a booking is a job of its own (the kind
    named first is the one wished for; "I need a hotel room there too"). Not where the reply asked the user something
    of the task: the message answers it first ("5 pm. I also need a taxi"), and the corpora disagree on whether the
    other job starts there or at the next message; after "Anything else?" it does."""
    if not current.kinds or (assistant and not (delivers(assistant) or cues.OFFER_MORE.search(last_sentence(assistant)))):
        return False  # after a question of the task's the message answers it first; after "Anything else?" it is free
    wish = _ALSO_WISH.search(message)
    if wish is None:
        return False
    wished = first_kind(message[wish.end():])  # "a taxi from the hotel": the taxi is wished for
    return wished is not None and wished not in current.kinds


#: a search: "有没有...", "推荐一家...", "哪家医院...", "find me a ...", "which hospital ...", "is there a ..."
_SEARCH = re.compile(r"有没有|有什么|哪(?:家|个)|哪(?:里|儿)有|推荐|找(?:一|个|家)|\b(?:which|find|search|look(?:ing)? for|recommend|suggest|any|"
                     r"is there an?|are there)\b", re.IGNORECASE)
#: advice asked for oneself ("Perfect. What should I wear to the wedding?", "术后饮食要注意什么"), the nearest of a kind of place
_ASKS_HOW_TO = re.compile(r"^\W*(?:[\w']+[,.!]\s+){0,2}(?:what|which|where|how) (?:should|do|can|could|would) (?:i|we)\b|"
                          r"\bwhere(?:'s| is| are) the (?:nearest|closest)\b|(?:要|需要|应该)注意(?:什么|哪些)|注意事项", re.IGNORECASE)
#: the kind's word named as a thing of the task ("the bus", "their menu", "这家餐厅")
_DEFINITE_BEFORE = re.compile(r"\b(?:the|that|this|those|these|its|their|your|my|our)\s+(?!(?:nearest|closest)\b)(?:\w+\s+){0,2}$|"
                              r"(?:这|那|该)(?:个|家)?$",
                              re.IGNORECASE)


def searches_for_another_job(current: TaskState, message: str, assistant: str) -> bool:
    """True if, after a reply that reports the task's job done and asks nothing ("已出票。", "Booked."), or that only
    informs and the search is not near the task's place, the user searches for a kind of job the task has not named
    ("成都有没有评分高的火锅店？", "Is there a pharmacy open late?", "Can you show me some attractions? I'm looking for a
    park" after the weather), not for a thing of the task ("the bus", "这家餐厅"): another job, even in the task's city.
    After a reply that informs (small talk asking the assistant's taste set aside: "have you seen any good movies
    lately"), on the whole corpora by their gold tasks: +138 SGD switches / +5 continuations, +345 CrossWOZ / +1, +55
    STAR / +11."""
    if not current.kinds or not assistant or cues.ASKS_USER.search(last_sentence(assistant)):
        return False
    done = cues.DONE.search(assistant) or cues.BOOKED_ZH.search(assistant)
    informs = delivers(assistant) and not cues.NEARBY.search(message) and not is_remark(message)
    if not (done or informs) or not (_SEARCH.search(message) or _ASKS_HOW_TO.search(message)):
        return False  # after a reply that only informs, not a search near the task's place (CrossWOZ keeps "附近有什么酒店" in it)
    named = first_kind_named(message)
    if named is None or named[0] in current.kinds or (not done and kinds_of(message) & current.kinds):
        return False
    if _said_by_reply(named[0], message, assistant) or _thing_the_reply_advised(message, named[1], assistant):
        return False  # "Where do I get a gait analysis?" after "consider a gait analysis": what the reply advised
    if _between_the_plans_places(current, message, assistant) or asks_way_from_booked(current, message, assistant):
        return False  # "How do I get from Lisbon to Porto?" in a trip planned through both; to the hotel the task booked
    if "trip" in current.kinds and named[0] in _PARTS_OF_A_TRIP and \
            content_words(message) & said_in_task(current):
        return False  # "成都有什么必吃的" in a trip planned to Chengdu: what to eat and see there is part of the plan
    return not _DEFINITE_BEFORE.search(message[:named[1]])


#: what a trip plan covers in its places: where to eat, what to see
_PARTS_OF_A_TRIP = frozenset({"dining", "sightseeing", "events"})


#: the places a way between two is asked for ("从昆明到大理怎么去")
_FROM_TO_ZH = re.compile(r"从([\u4e00-\u9fff]{2,4}?)(?:到|去)([\u4e00-\u9fff]{2,4}?)(?:怎么|要|坐|的|有|多)")


def _between_the_plans_places(current: TaskState, message: str, assistant: str) -> bool:
    """In a trip the task plans, a way asked between places it named, all of them: getting around is part of the plan."""
    if "trip" not in current.kinds:
        return False
    between = _FROM_TO_ZH.search(message)
    places = set(between.groups()) if between is not None else set(names_in(message))
    said = told_in_task(current, assistant)
    return len(places) >= 2 and all(place.lower() in said for place in places)


def _thing_the_reply_advised(message: str, kind_at: int, assistant: str) -> bool:
    """Two words or more of ``message`` from the kind's word on are the reply's ("where can I rent a drain snake" after
    "use a hand drain snake"): the thing the reply advised, got by the job of another kind's word."""
    return len(content_words(message[kind_at:]) & content_words(assistant)) >= 2


def _said_by_reply(kind: str, message: str, assistant: str) -> bool:
    """True if the word by which ``message`` names ``kind`` is in the reply too ("a gait analysis" the reply advised,
    "the room temperature" it told to check): a thing of the reply, not another job."""
    return kind_matches(kind, message)[0].group(0).lower() in assistant.lower()


#: the kind's word pointed at as a thing already there ("that bus", "their menu", "这家餐厅"); "the" and "my" name a job
#: as often ("What's the weather there?", "Add it to my calendar")
_POINTED_BEFORE = re.compile(r"\b(?:that|this|those|these|its|their|your|our)\s+(?:\w+\s+){0,2}$|(?:这|那|该)(?:个|家)?$", re.IGNORECASE)


#: a wish or an order for a job ("I'd like a restaurant there", "Get me a cab", "我想订个酒店")
_WISH_FOR = re.compile(r"\b(?:i'?d like|i would like|i want|i need|i'll need|i will need|get me|find me|book me|help me (?:find|get|book|search)|"
                       r"(?:will|can|could|would) you (?:please )?(?:also )?find|i(?:'m| am) (?:also )?in need of|i also need|"
                       r"(?:can|could|would) you (?:please )?(?:help me )?(?:get|find|book|reserve|order|add|put|check|schedule|make))\b|我想(?:订|找|要|去|买)|帮我(?:订|找|叫|买)",
                       re.IGNORECASE)
#: a wish about the task's own thing ("I want it to be 2 rooms or larger", "it needs a balcony")
_WISH_ON_THE_TASKS_THING = re.compile(r"\b(?:want|need|like|prefer) (?:it|them|one)\b|\bit (?:needs|should|must|has to|to be)\b",
                                      re.IGNORECASE)
#: the assistant says what it cannot do here ("I am only able to tell you the weather.", "I can only make viewing appointments")
_OUT_OF_SCOPE = re.compile(r"\b(?:i(?:'m| am) only able to|i can only|i(?:'m| am) not able to|i(?:'m| am) unable to|i can(?:no|')t help (?:you )?with)\b|"
                           r"我只能|我无法|我不能帮", re.IGNORECASE)
#: a choice offered, "anything else" one of its options ("like Music or Sports or anything else?")
_CHOICE_OFFERED = re.compile(r"\bor (?:anything|something) else\b|\b(?:prefer|you can say|such as|like)\b[^.?!]*\banything else\b",
                             re.IGNORECASE)
#: the task's place or thing as the subject of the question ("Do they serve liquor?", "Is it open late?", "their number")
_ABOUT_THE_TASKS_THING = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|thanks|and|so)[\s,.!]+)*(?:do|does|did|is|are|can|will) (?:they|it)\b|"
                                    r"\b(?:do|does|is|are|can|will|did)(?:n'?t)? (?:they|it)\W*$|"  # a tag: "... Indian food do they?"
                                    r"^\W*(?:他们|它|这家|那家)(?:有|能|可以|是)", re.IGNORECASE)


#: the papers of a transaction: its invoice, receipt, confirmation
_PAPERWORK = re.compile(r"\b(?:invoices?|receipts?|confirmation (?:email|number|code|message)|proof of (?:payment|purchase))\b|"
                        r"发票|收据|凭证|回执|确认(?:单|邮件|短信)", re.IGNORECASE)
#: a job the assistant reports done for the user in Chinese ("已为您续费至明年12月")
_DONE_ZH_FOR_YOU = re.compile(r"已(?:为|帮|给)(?:您|你)")


def _before_another_kind(current: TaskState, message: str) -> str | None:
    """The words before the first kind of job the message names, when that kind is not the task's and the message
    names none of the task's; else None."""
    named = first_kind_named(message)
    if named is None or named[0] in current.kinds or kinds_of(message) & current.kinds:
        return None
    return message[:named[1]]


def asks_another_job_after_closing(current: TaskState, message: str, assistant: str) -> bool:
    """True if, after a reply that closes the task's job ("Anything else?", "Your car has been booked."), the user
    asks for a kind of job the task has not named and names none of its own: "What's the weather there?", "I need
    a cab to get there.", "Add it to my calendar." -- another job, however it leans on the task's place or thing
    (the definition: a different job is a new task). Not small talk, not a thing pointed at ("that bus")."""
    if not current.kinds or not assistant:
        return False
    closing = last_sentence(assistant)
    closed = cues.OFFER_MORE.search(closing) or (cues.DONE.search(assistant) and not cues.ASKS_USER.search(closing)) or \
        _OUT_OF_SCOPE.search(assistant)  # "I am only able to help you issue fraud reports.": the user asks elsewhere
    if _CHOICE_OFFERED.search(closing) or not (closed or (delivers(assistant) and _WISH_FOR.search(message))):
        return False  # "Music, Sports or anything else?" asks the task's question, it closes nothing; after a reply
        # that informs, a wish for the other job ("I'd like a restaurant there") acts on it, a question may ask about it
    if _ABOUT_THE_TASKS_THING.search(message) or cues.GREETING_BYE.search(message):
        return False  # "Do they have live music?": a question about the task's place; "No, that's all": a goodbye
    if edits_output(message):
        return False  # an item added to what the task made ("Add an agenda: Q1 roadmap and hiring"), whatever it names
    if _PAPERWORK.search(message) and (cues.DONE.search(assistant) or _DONE_ZH_FOR_YOU.search(assistant)):
        return False  # the receipt of what was just done ("发票开给公司", "Email me the receipt"): the same job's end
    if is_remark(message, current.kinds) or not (cues.asks(message) or cues.IMPERATIVE.match(message.strip().lower())):
        return False
    before = _before_another_kind(current, message)  # "I want it to be 2 rooms or larger": the task's thing wished so
    return before is not None and not (_POINTED_BEFORE.search(before) or _WISH_ON_THE_TASKS_THING.search(before)
                                       or _listed_by_the_task(current, message, assistant))


def _listed_by_the_task(current: TaskState, message: str, assistant: str) -> bool:
    """True if every word of ``message`` naming a kind of job the task has not is an item the task's replies listed and
    the user never said: "and cancel the dentist" after "9:00 standup, ..., 16:30 dentist" acts on an entry the task found
    (not "... sounds great. Can you reserve me a table at the restaurant?" after the film "How to Train Your Dragon")."""
    replies, texts = " ".join([*current.replies, assistant]).lower(), " ".join(current.texts).lower()
    words = [m.group(0).lower() for kind in kinds_of(message) - current.kinds for m in kind_matches(kind, message)]

    def listed(word: str) -> bool:
        said = re.compile(r"(?<!\w)" + re.escape(word) + r"(?!\w)")
        return bool(said.search(replies)) and not said.search(texts)
    return bool(words) and all(listed(word) for word in words)


#: a question of yes or no the task asks the user ("Can I proceed?", "Would you like to continue playing?")
_YES_NO_ASKED = re.compile(r"^\W*(?:(?:ok(?:ay)?|great|sure|alright|so)[\s,.!]+)*(?:can i|could i|shall i|should i|may i (?!have|get|know)|"
                           r"would you like (?:me )?to|do you want (?:me )?to|are you ready to)\b(?![^?]*,[^?]*\bor\b)[^?]*\?\s*$",
                           re.IGNORECASE)  # an offer or a permission, not a list to choose from ("drive, walk, or use public transit?")


def asks_another_job_instead(current: TaskState, message: str, assistant: str) -> bool:
    """True if the task asked the user a question of yes or no ("Can I proceed or do you require more detailed
    instructions?") and the message, instead of answering it (no yes, no, or acknowledgement first), names a kind of
    job the task has not: "Another trivia question" -- the user turns to that job (a side task, often)."""
    if not current.kinds or not assistant or not _YES_NO_ASKED.match(last_sentence(assistant)):
        return False
    if cues.ACK_START.match(message) or is_remark(message, current.kinds) or cues.GREETING_BYE.search(message):
        return False
    before = _before_another_kind(current, message)
    about_the_task = any(_ABOUT_THE_TASKS_THING.search(s) for s in sentences(message))
    return before is not None and not (_POINTED_BEFORE.search(before) or about_the_task)


#: a ride from one place to another ("从酒店到眉州东坡打车", "帮我叫一辆出租车，从A到B", "a taxi from the hotel to the museum")
_RIDE_BETWEEN = re.compile(r"从[^，。？?]{1,20}?到[^，。？?]{1,20}?(?:打车|打的|出租|叫车|叫辆|叫一辆|坐车|网约车)|"
                           r"(?:打车|打的|出租车?|叫车|叫辆车|叫一辆车|网约车)[^。？?]{0,8}从[^，。？?]{1,20}?到|"
                           r"\b(?:cab|taxi|ride|uber|lyft)\b[^.?!]{0,30}\bfrom\b[^.?!]{1,40}\bto\b", re.IGNORECASE)


def rides_between_places(current: TaskState, message: str) -> bool:
    """True if the message asks for a ride from one place to another ("那从酒店到眉州东坡打车多少钱？") in a task
    of another kind: the places are the task's (its hotel, its restaurant), the job is another. On the
    train corpora, read live, it fires 55 times in CrossWOZ and 10 in STAR, every one a labelled switch (a
    ride asked inside a ride task is left alone)."""
    if not current.kinds or "ride" in current.kinds:
        return False
    return _RIDE_BETWEEN.search(message) is not None


#: what opens the request of a later sentence ("再帮我查下...", "Then find me ...")
#: a change of what the task booked or made ("Can you change the destination to the hospital?", "Move it to 7")
_CHANGES_BOOKED = re.compile(r"^\W*(?:(?:can|could|would) you (?:please )?|please )?(?:change|update|move|switch|modify|cancel|reschedule|"
                             r"edit)\b|^\W*(?:帮我)?(?:改|换|取消|修改|调整)", re.IGNORECASE)
_THEN = re.compile(r"^\W*(?:(?:再|另外|还有|然后|接着|对了|顺便|and|also|then|now|next)(?![A-Za-z])[\s,，:：]*)+", re.IGNORECASE)


def ends_with_another_job(current: TaskState, message: str, assistant: str) -> bool:
    """True if the message settles the task in its first sentence, asking nothing ("那就买一盆蝴蝶兰吧。", "Perfect, book it."),
    and asks in its last, on its own, for a kind of job the task has not named ("再帮我查下明天北京到成都的机票", "Then find me a
    flight to Denver"): the job asked last is what the message opens, whatever its first sentence leans on. Not after a
    question of the task's (the message answers it first, see `adds_another_job`).

    >>> from zoned_memory.boundary.learned.features import TaskState, absorb
    >>> task = TaskState(task_id="t")
    >>> absorb(task, "我想给我妈买个生日礼物，她喜欢养花", (), None)
    >>> ends_with_another_job(task, "那就买一盆蝴蝶兰吧。再帮我查下明天北京到成都的机票", "蝴蝶兰一两百元。")
    True
    >>> ends_with_another_job(task, "那就买一盆蝴蝶兰吧。再帮我查查哪里买便宜", "蝴蝶兰一两百元。")
    False
    """
    parts = [part for part in sentences(message) if part.strip()]
    if len(parts) < 2 or (assistant and cues.ASKS_USER.search(last_sentence(assistant))):
        return False
    head = "".join(parts[:-1])
    if not cues.without_acknowledgement(head).strip(" .,!。，！~"):
        return False  # an acknowledgement alone settles nothing ("OK. How do I get from the airport ...?"): `unrelated` reads it
    if "?" in head or "？" in head or cues.QUESTION.search(head) or asks_for_something(head):
        return False  # the first sentence asks too ("I'm looking for an apartment. I'd like ..."): one request said in two
    asked = _THEN.sub("", parts[-1], count=1)
    if _CHANGES_BOOKED.match(asked):
        return False  # "Can you change the destination to the hospital?": the task's booking changed
    if not stands_alone(asked) or not kinds_of(asked) - current.kinds or asks_more_of_the_same(asked) or is_remark(asked):
        return False  # "Please find a different driver": another of the task's own
    if orders_on_output(current, asked) or books_what_was_found(current, asked, assistant) or \
            leans_on_task(current, asked, assistant):
        return False  # the last sentence acts on what the task found or made ("Can you schedule a viewing?")
    return not content_words(asked) & said_in_task(current, assistant)


def asks_self_contained_job(current: TaskState, message: str, assistant: str = "") -> bool:
    """True if the message asks, first of all, for a job no other job is a step of (`jobs.SELF_CONTAINED`: the
    weather, a game) that the task has not named: "Can you check the weather in San Francisco?" after a flight
    was found, "Let's play trivia" during directions. Read by the gold tasks of the whole corpora, such
    messages are switches 102 of 102 times in SGD and 666 of 764 in STAR (most of the rest are STAR's labels
    for a request the wizard did not act on: "Yeah, I would like to play a game of trivia."), never asked in
    CrossWOZ.

    >>> from zoned_memory.boundary.learned.features import absorb
    >>> task = TaskState(task_id="t")
    >>> absorb(task, "Find me a flight to San Francisco", (), None)
    >>> asks_self_contained_job(task, "Can you check the weather in San Francisco?")
    True
    >>> asks_self_contained_job(task, "Book the flight before the rain, please.")
    False
    >>> asks_self_contained_job(task, "Nonstop is better given the storms, book it.")
    False
    """
    if not current.kinds:
        return False
    named = first_kind_named(message)
    if named is None or named[0] not in SELF_CONTAINED or named[0] in current.kinds or not asks_for_something(message):
        return False
    if edits_output(message):
        return False  # "Add a forecast panel": a part added to what the task made, whatever its name
    if _GIVEN_AS_REASON.search(message[:named[1]]):
        return False  # "AWD is good given the snow, book it": the kind's word gives a reason for the task's job
    return not _said_by_reply(named[0], message, assistant)  # "What temperature is ideal?" after "check the room temperature"


#: what a reason for the task's job is said by, right before the kind's word ("given the snow", "because of the rain")
_GIVEN_AS_REASON = re.compile(r"\b(?:given|because of|due to|considering|what with)(?: the| this| that| all the| all this)?\s+(?:\w+\s+){0,1}$",
                              re.IGNORECASE)


def asks_anew_once_it_worked(current: TaskState, message: str, assistant: str) -> bool:
    """True if, after the user said the task's job worked or left it there ("That fixed it, thanks!", "行，先这样。") and
    the reply asked nothing back ("Glad it works."), the message asks for a job that stands alone and shares no word
    with the task: another task, even of the task's kind ("Can you write a regex that matches UK postcodes?" after a
    webhook's KeyError was fixed). Not an order on the task's work ("Now add a test for it")."""
    if not current.texts or not assistant or not delivers(assistant):
        return False
    previous = current.texts[-1].strip()
    done = WORKED.match(previous) or LEAVES_IT.match(previous)
    if done is None or done.end() < len(previous):
        return False  # "Works. Can you ...": the request in the same message is `unrelated`'s
    request = cues.without_acknowledgement(message)
    if content_words(request) & said_in_task(current, assistant):
        return False
    own = _OWN_THING_ASKED.match(request)  # "Can you review my Dockerfile? ...": a thing of the user's the task never named
    return stands_alone(request) or (own is not None and not POINTER.search(request[:own.end()]))


#: a request on a thing of the user's own, named by "my" / "our" ("Can you review my Dockerfile?", "Could you look at our
#: nginx config")
_OWN_THING_ASKED = re.compile(r"^\W*(?:(?:so|also|and|ok(?:ay)?|now)\W+)*(?:can|could|would|will) you (?:please )?(?:\w+ ){1,2}?"
                              r"(?:my|our) [\w.-]+", re.IGNORECASE)

