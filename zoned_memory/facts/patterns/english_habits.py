"""The English fact rules of habits and standing rules (the last of `english.RULES`): what the user does every so often
("I do two marathons a year", "I get paid every two weeks", "I only ever book places with free cancellation"), a rule for
every piece of their work ("Please always cc my assistant", "No exclamation marks ever") and a standing taste said as
how they find a thing ("I find exclamation marks tacky") or what works for them ("Bullet points work better for me").

>>> any(p.search("I do two marathons a year.") for _, _, p in HABITS)
True
>>> any(p.search("I find this draft too long.") for _, _, p in HABITS)
False
"""

from __future__ import annotations

import re

from .english_session import compile_en
from .english_words import FOR_NOW_ONLY

__all__ = ["HABITS"]

#: how a user finds a kind of thing, for good ("tacky", "hard to read"): a taste, not a verdict on the thing at hand
_FOUND = (r"(?:tacky|annoying|distracting|cheesy|cringe(?:y|worthy)?|patronizing|condescending|hard to (?:read|follow)|exhausting|"
          r"overwhelming|off-putting|unprofessional|pointless|confusing|stressful|relaxing|soothing|motivating|helpful|useful)")

#: nothing at hand pointed at, anywhere after ("I refuse to fly Spirit"; not "I refuse to pay that")
_NOTHING_AT_HAND = r"(?!.*\b(?:this|that|it|these|those|them)\b)"

# (kind, slot, pattern), as in `english.RULES`
HABITS: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    # a standing instruction for the user's work ("Please always cc my assistant Jane on emails")
    ("preference", None, compile_en(r"^(?:please,? )?(?:always|never) (?:cc|bcc|copy|include|add|sign|use|write|format|send|book|put|"
                                    r"mention|schedule|keep|give)\b" + FOR_NOW_ONLY)),
    # ... said as "no X ever" ("No exclamation marks ever", "no emojis, ever")
    ("preference", None, compile_en(r"^(?:(?:and|also|oh|but|please),? )?no (?:[\w-]+ ){0,2}[\w-]+s,? ever\b" + FOR_NOW_ONLY)),
    # how the user is paid ("I get paid every two weeks"): a standing fact of their world
    ("knowledge", None, compile_en(r"\bi (?:get|am|'m) paid (?:every|each|once|twice|bi-?weekly|weekly|monthly|semi-?monthly|on the)\b")),
    # a habit said as "only ever" ("I only ever book places with free cancellation")
    ("preference", None, compile_en(r"\bi (?:only|never|always) ever (?!(?:need|want|asked?|said|told)\b)[a-z]+\b")),
    # what the user does every so often, said with "do" ("I do two marathons a year", "I usually do a long ride every Sunday")
    ("preference", None, compile_en(r"\bi (?:usually |typically |normally |still |also )?do (?!(?:it|this|that|them|the|my)\b)(?:[\w-]+ ){1,3}"
                                    r"(?:a|per|each|every) (?:year|month|week|day|weekend|sunday|saturday|morning|evening)\b")),
    # what works for the user, always or over another kind ("Bullet points work better for me than paragraphs, every time"; not
    # a choice of the moment: "10 am works best for me", "Antioch works best for me")
    ("preference", None, compile_en(r"^(?:(?:honestly|personally|fyi|also),? )?(?!(?:this|that|it|these|those|the \w+ you)\b)(?![\w -]*\d)"
                                    r"[\w -]{2,40} (?:works?|is|are) (?:always |usually |generally )?(?:better|best|easier|clearer) for me\b"
                                    r"(?=.*\b(?:than|every time|always|in general|generally|usually|as a rule)\b)" + FOR_NOW_ONLY)),
    # where the user is on most days of a kind ("I'm away most weekends visiting my parents", "Most evenings I'm at the gym")
    ("preference", None, compile_en(r"\bi(?:'m| am) (?:usually |often |generally )?(?:away|out|off|busy|home|working|on the road|on call|"
                                    r"travel(?:l)?ing|at [\w' -]{1,30}?) (?:most|every|nearly every|almost every) (?:weekends?|evenings?|nights?|"
                                    r"mornings?|weekdays?|summers?|winters?|afternoons?)\b|^(?:most|every|nearly every|almost every) "
                                    r"(?:weekends?|evenings?|nights?|mornings?|weekdays?|summers?|winters?),? i(?:'m| am)\b" + FOR_NOW_ONLY)),
    # how often the user is somewhere or goes there ("I fly to London every month for work", "I'm only in London twice a
    # year now", "I visit my parents in Leeds every other weekend")
    ("preference", None, compile_en(r"\bi(?:'m| am) (?:only |now |usually |mostly )*(?:in|at|down in|up in|out in) [\w' -]{1,30}? "
                                    r"(?:once|twice|three times|\d+ times|a few times|every|each) (?:a |per |other |single )?(?:week|month|"
                                    r"year|quarter|weekend)s?\b|\bi (?:only |now |usually |still )*(?:fly|travel|go|drive|commute|head|"
                                    r"visit [\w' -]{1,30}? in) (?:to |down to |up to |out to )?[A-Z][\w'-]*(?: [A-Z][\w'-]*)? (?:for work )?"
                                    r"(?:once|twice|three times|\d+ times|a few times|every|each) (?:a |per |other )?(?:week|month|year|quarter|"
                                    r"weekend)s?\b" + FOR_NOW_ONLY)),
    # the device the user does things on ("I read everything on my phone these days", "I do all my writing on an iPad")
    ("preference", None, compile_en(r"\bi (?:mostly |usually |always |only |now )?(?:read|write|work|browse|do (?:all|most|everything)(?: of)?"
                                    r"(?: my [\w-]+)?)(?! (?:it|this|that|them)\b)(?: (?:everything|all|most things|all my [\w-]+))? on (?:my|a|an) "
                                    r"(?:phone|laptop|tablet|ipad|kindle|chromebook)\b" + FOR_NOW_ONLY)),
    # the kind of person the user is ("I'm someone who needs everything in writing", "I'm the kind of person who plans everything")
    ("preference", None, compile_en(r"^\s*(?:as|being) (?:someone|somebody|a person) who (?!(?:is|was) (?:new|asking|trying)\b)\w+|"
                                    r"\b(?:someone|somebody|a person|people) like me (?:who|that)\b|"
                                    r"\bi(?:'m| am) (?:someone|somebody|a person|one of those people|the (?:kind|type|sort) of "
                                    r"(?:person|guy|girl|woman|man|traveller|traveler|customer)) (?:who|that)\b|"
                                    # ... or the one who does a thing every so often ("I'm the one who hosts it every month")
                                    r"\bi(?:'m| am) the (?:one|person) (?:who|that) (?:always|usually|normally|typically)\b|"
                                    r"\bi(?:'m| am) the (?:one|person) (?:who|that) (?!(?:asked|said|told|needs?|wants?)\b)[a-z]+s\b.{0,40}\b"
                                    r"(?:every|each) (?:day|week|month|year|quarter|time|weekend|morning|evening|night)\b" + FOR_NOW_ONLY)),
    # what the user will not do or swears by, pointing at nothing at hand ("I refuse to fly Spirit", "I swear by my Kindle";
    # not "I refuse to pay that")
    ("preference", None, compile_en(r"\bi (?:flat out |just |simply |always )?(?:refuse to|swear by|won't ever|will never)\b"
                                    + _NOTHING_AT_HAND + FOR_NOW_ONLY)),
    # a leaning of taste ("I'm partial to dark roast", "I lean towards minimalist designs", "I'd always rather take the train")
    ("preference", None, compile_en(r"\bi(?:'m| am) (?:quite |a bit |rather |very )?partial to\b|\bi (?:generally |usually |always )?"
                                    r"(?:lean|tend) (?:towards?|toward)\b|\bi(?:'d| would) always rather\b"
                                    + _NOTHING_AT_HAND + FOR_NOW_ONLY)),
    # ... or a choice said to hold in general ("I'd rather avoid pie charts in general", "I'd prefer metric units as a rule")
    ("preference", None, compile_en(r"\bi(?:'d| would) (?:rather|prefer)\b" + _NOTHING_AT_HAND + r".{0,60}\b(?:in general|generally|"
                                    r"as a rule|every time|always)\b" + FOR_NOW_ONLY)),
    # how the user's own work is to be, for good ("Keep my emails short, three sentences max, always"; not "keep my email
    # short" alone, a wish for the draft at hand)
    ("preference", None, compile_en(r"^(?:please,? )?(?:keep|make|write|format|sign|end|start|open|send) (?:all (?:of )?)?my (?:[\w-]+ ){0,2}"
                                    r"(?:emails|messages|replies|answers|texts|reports|slides|decks|docs|documents|summaries|posts|letters|"
                                    r"notes|drafts|updates|invoices)\b.*(?:,|\band)\s*(?:always|every time|from now on|in general|as a rule)"
                                    r"\s*[.!]?\s*$")),
    # what the user has read or seen all of ("I've read everything by Ishiguro", "I've seen every Pixar movie"): a taste to
    # recommend by
    ("preference", None, compile_en(r"\bi(?:'ve| have) (?:already )?(?:read|seen|watched|played|heard|listened to) (?:everything|all|every) "
                                    r"(?:(?:of )?(?-i:[A-Z])[\w'-]*|(?:\w+ )?(?:by|from|of) (?-i:[A-Z]))")),
    # what the user keeps away from, for good or on a doctor's word ("I'm avoiding sugar", "My doctor says I should avoid salt")
    ("constraint", None, compile_en(r"\bi(?:'m| am| have been|'ve been) (?:trying to )?(?:avoid(?:ing)?|staying away from|off) "
                                    r"(?:sugar|salt|caffeine|alcohol|gluten|dairy|carbs|red meat|meat|fried food|processed food|sodium)\b|"
                                    r"\bmy (?:doctor|dietitian|cardiologist|physician|gp) (?:says|said|told me|wants me|has me)\b.{0,40}"
                                    r"\b(?:avoid|cut (?:out|down)|no more|stay away from|limit|less)\b" + FOR_NOW_ONLY)),
    # how the user finds a kind of thing, not the thing at hand ("I find exclamation marks tacky"; not "I find this draft too long")
    ("preference", None, compile_en(r"\bi (?:personally |honestly |always |generally )?find (?!(?:this|that|it|its|the|your|these|those|them|they|him|her)\b)"
                                    r"(?:[\w-]+ ){1,3}?(?:really |very |so |pretty |a bit |kind of )?" + _FOUND + r"\b")),
    # a way of the user's changed, said with the old one it leaves ("I've switched to daily rates, no longer hourly"; not
    # a thing at hand: "I switched to the other tab")
    ("preference", None, compile_en(r"\bi(?:'ve| have)? (?:switched|changed|moved) (?:over )?to (?!(?:the|that|this|it|its|these|those|another|my|our)\b)"
                                    r"[\w -]{2,30},? (?:and )?"
                                    r"(?:no longer|not|instead of)\b" + FOR_NOW_ONLY)),
)
