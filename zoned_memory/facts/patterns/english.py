"""The English patterns of the fact rules (`rules.rule_label` applies them): what a durable statement
about the user looks like (`RULES`, the first match decides its kind), what is never one
(`NOT_DURABLE`: requests, questions, the moment, in `english_not_durable`), the people of a statement (a third party as the
subject, `THIRD_PARTY`; who the people around the user are, `ATTRIBUTE`; the user's own favourites, `OWN_TASTE`)
live in `english_people`, context for this session (`SESSION`, `SESSION_STYLE`, `ONE_OFF_JOB`) in `english_session`, habits
and standing rules (`english_habits.HABITS`) in `english_habits`, the roles and tools of the user's world (`english_world.WORLD`) in
`english_world` (those two are the last of `RULES`), the user's home life (`english_home.HOME`, just before them), what the
user's body and diet rule out (`english_body.BODY`, the first),
what the user does for work (`english_work.WORK_ROLE`, in its place among them);
this module gathers them for `rules`.

>>> any(p.search("I volunteer at the animal shelter.") for _, _, p in RULES)
True
"""

from __future__ import annotations

import re

from .english_body import BODY
from .english_habits import HABITS
from .english_home import HOME
from .english_not_durable import NOT_DURABLE
from .english_world import WORLD
from .english_people import ATTRIBUTE, OWN_TASTE, RELATIVE_LIKES, THIRD_PARTY
from .english_session import ONE_OFF_JOB, SESSION, SESSION_STYLE, compile_en
from .english_words import CONDITION, CUTTING_DOWN, DEMONYM, EPISODE, FOR_NOW_ONLY, JOB, LEARNED, NOW, PURSUIT, SELF_DESCRIPTION, SPAN
from .english_work import CAREER, WORK_ROLE

__all__ = ["RULES", "RELATIVE_LIKES", "NOT_DURABLE", "THIRD_PARTY", "ATTRIBUTE", "OWN_TASTE", "SESSION", "SESSION_STYLE", "ONE_OFF_JOB",
           "compile_en"]


#: a day of the week ("Tuesday", "Thursdays"); a plural or a range is every week, "on Tuesday" one day
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
#: ... said in the plural: every week's ("Tuesdays")
_WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days"

# (kind, slot, pattern): the first match decides; English patterns expect a first-person subject
RULES: tuple[tuple[str, str | None, re.Pattern[str]], ...] = BODY + (
    ("profile", "name", compile_en(r"\bmy (?:first |last |full |real )?name(?:'s| is)\b|\bi(?:'m| am) called\b|(?<!please )(?<!don't )(?<!do not )\bcall me (?-i:[A-Z][a-z]+\b)|"
                            r"\bi go by\b|\bmy pronouns are\b")),
    # who the user is, in gender, and the pronouns they go by ("I'm non-binary and go by they/them")
    ("profile", None, compile_en(r"\bi(?:'m| am) (?:a )?(?:non-?binary|trans(?:gender)?(?: (?:man|woman))?|genderqueer|genderfluid|agender)\b|"
                                 r"\b(?:i|and) go by (?:they|she|he|xe|ze)/")),
    # the user's week: where they work on which days ("I'm in the office Tuesday to Thursday, home the rest")
    ("knowledge", None, compile_en(r"\bi(?:'m| am) (?:usually |normally |always )?(?:in the office|at the office|on-?site|in office|remote|"
                                   r"at home|home|wfh|working from home) (?:on )?(?:" + _WEEKDAY + r" (?:to|through|thru|-|and) " + _WEEKDAY +
                                   r"|" + _WEEKDAYS + r")\b|\bi (?:work|go in|go into the office) (?:from home |remotely |in the office |)"
                                   r"(?:on )?" + _WEEKDAY + r"s? (?:to|through|thru|-|and) " + _WEEKDAY + r"\b" + FOR_NOW_ONLY)),
    # ... or the days of every week they are never free ("I can't work Tuesdays or Thursdays because of labs")
    ("constraint", None, compile_en(r"\bi (?:can't|cannot|can not|don't|do not|never) (?:work|do|make|meet|come in|take calls|teach|train)"
                                    r"(?: on)? " + _WEEKDAYS + r"\b" + FOR_NOW_ONLY)),
    ("preference", None, compile_en(r"\bi(?:'m| am) (?!not\b)(?:also |such |really |quite )?(?:a |an )?(?:big |huge |massive |total |real |avid |"
                             r"die-?hard )?(?:[\w-]+ ){1,2}(?:fan|lover|enthusiast|nut|buff|junkie|fanatic|addict|aficionado)\b"
                             r"(?! of (?:this|that|it|these|those|them)\b)|"
                             r"\bmy (?:main |favou?rite |only |biggest |new )?(?:hobby|hobbies|pastimes?|passion) (?:is|are|include)\b")),
    ("constraint", None, compile_en(r"\bi(?:'m| am) (?:also |still |really )?trying to " + CUTTING_DOWN + r"|"
                                    # a doctor's standing orders ("My doctor told me to avoid salt")
                                    r"\bmy (?:doctor|dentist|nutritionist|dietitian|cardiologist|physician|gp) (?:told|advised|wants|asked|has told|"
                                    r"said)(?: me)? (?:to|that i (?:should|must|need to|have to)) (?:avoid|cut|limit|reduce|stay away from|stop|"
                                    r"not eat|not drink|quit|give up|watch)\b")),
    ("constraint", "diet", compile_en(r"\bi (?:go|eat|stay|keep) (?:strictly |mostly |fully )?(?:vegan|vegetarian|pescatarian|keto|"
                                      r"paleo|plant-based|meat-free|dairy-free|gluten-free|low-carb)\b")),
    ("preference", None, compile_en(r"\bi(?:'m| am) (?:currently |now |still |also )?(?:training for (?:a|an|the|my) (?:[\w-]+ ){0,2}"
                                     r"(?:marathon|triathlon|race|ironman|competition|tournament|championship|season)\b|"
                                     r"(?:trying to )?learn(?:ing)? " + LEARNED + r")|^\s*(?:please,? )?keep (?:your |the |all |my )?(?:answers|replies|"
                                     r"responses|explanations)\b.{0,20}\b(?:short|brief|concise|simple|under \d+ words)\b")),
    ("profile", None, compile_en(r"\bi (?:recently |just |finally )?became an? (?:\w+ ){0,2}citizen\b|\bi(?:'m| am) an? (?:\w+ ){0,2}citizen\b|"
                                 r"\bi have (?:a )?(?:green card|dual citizenship|\w+ citizenship)\b|"
                                 r"\bi(?:'ve| have) (?:run|done|completed|finished) (?:\w+ ){0,2}(?:marathons?|triathlons?|ironmans?)\b|"
                                 r"\bi(?:'m| am) (?:working on|doing|finishing|pursuing) (?:my|a) (?:phd|doctorate|masters?|master's|bachelor'?s|"
                                 r"degree|mba)\b|\bi(?:'ve| have) had (?:a |an )?(?:bad |weak |chronic )?(?:back|knees?|hips?|asthma|allergies|"
                                 r"migraines|diabetes|arthritis|heart condition)\b(?:.{0,40}\b(?:since|for)\b)?|"
                                 r"\bi(?:'m| am) (?:really |pretty |so |quite )?(?:terrible|bad|awful|hopeless) (?:at|with) (?!(?:this|that|it|them)\b)\w+")),
    ("profile", "device", compile_en(r"\bi(?:'m| am) an? (?:mac|windows|linux|android|iphone|apple|pc) user\b|\bi(?:'m| am) (?:on|using) (?:a |an )?(?:windows|mac(?:os|book)?|linux|ubuntu|ios|android|"
                                     r"iphone|ipad|chromebook|pixel)\b")),
    ("profile", None, compile_en(r"\bi weigh (?:about |around )?\d|\bmy (?:mother tongue|native language|first language|second language)\b|"
                                 r"\b(?:is|are) my (?:mother tongue|native language|first language|second language)\b|"
                                 r"\bi(?:'m| am) (?:bilingual|trilingual|multilingual|fluent in)\b|\b(?:i|we) speak (?:fluent |some |a little |mostly |only )?(?-i:[A-Z])\w+(?! (?:to|with)\b)")),
    ("profile", "handedness", compile_en(r"\bi(?:'m| am) (?:left|right)[- ]handed\b")),
    ("profile", "residence", compile_en(r"\b(?:i|we)(?:'m|'re| am| are) based (?:in|out of)\b|\bmy time ?zone is\b|"
                                 r"\bi(?:'m| am) (?:in|on) (?:the )?[\w ]{2,20} time ?zone\b|"
                                 r"\b(?:i|we) (?:live|reside) (?:in|at|near|on|by)\b|\bi stay (?:in|at|near|on|by)\b|\b(?:now )?living in [A-Z]|\b(?:i|we)(?:'ve| have)? (?:just |recently |finally )?moved (?:to|here from)\b|"
                                 r"\bi(?:'ve| have) (?:always |now )?lived (?:in|at|near|on)\b|\bmy home is\b|"
                                 # a move told, then where ("Actually I've moved: I'm in Lisbon now, not Denver"; not "I've moved the meeting")
                                 r"\b(?:i|we)(?:'ve| have) (?:just |recently |finally )?moved\s*[:;,.!-]+\s*(?:i|we)(?:'m|'re| am| are) (?:now )?(?:in|living in|based in) "
                                 r"(?-i:[A-Z])")),
    ("profile", None, compile_en(r"\b(?:i|we) (?:just |recently |finally )?bought (?:my|our|a) (?:first |new |own )?(?:house|home|apartment|flat|condo|place)\b|"
                                 r"\b(?:i|we)(?:'m|'re| am| are) (?:a )?first-time (?:home ?)?buyers?\b")),
    # what the user's home has ("We've got a small north-facing balcony", "I have a tiny backyard"), not a room booked
    ("profile", None, compile_en(r"\b(?:i|we)(?:'ve| have)?(?: only)? got (?:a|an|two|\d+) (?:[\w-]+ ){0,3}(?:balcony|balconies|garden|yard|"
                                 r"backyard|patio|terrace|basement|garage|attic|porch|driveway)\b(?! (?:room|suite|view|sale|door)\b)|"
                                 r"\b(?:i|we) (?:only )?have (?:a|an|two|\d+) (?:[\w-]+ ){0,3}(?:balcony|balconies|backyard|patio|terrace|basement|"
                                 r"garage|attic|porch|driveway)\b(?! (?:room|suite|view|sale|door)\b)" + FOR_NOW_ONLY)),
    # the user's role in their own organization ("I'm the only full-time staff member at our nonprofit", "I'm the office
    # manager at my company"), not a state ("I'm a bit behind at our company")
    ("profile", "job", compile_en(r"\bi(?:'m| am) (?:the|a|an) (?!(?:bit|little|lot|guest|visitor|customer|client)\b)(?:[\w-]+ ){1,4}(?:at|of|for) "
                                  r"(?:our|my) (?:nonprofit|non-profit|company|startup|firm|agency|school|organi[sz]ation|org|practice|"
                                  r"clinic|lab|studio|shop|store|restaurant|church|charity|business|hospital|university|office)\b" + FOR_NOW_ONLY)),
    # a standing fact of the user's systems ("Our whole stack is Terraform-managed", "Our backend runs on Go"), not their state
    ("knowledge", None, compile_en(r"\bour (?:whole |entire |tech |main )?(?:stack|infra(?:structure)?|codebase|backend|frontend|monorepo|"
                                   r"platform|app|website|site|cloud|database|db) (?:is|are|runs|lives|'s) (?!(?:\w+ )?(?:down|broken|"
                                   r"failing|slow|offline|crashing|out|up|back|not|having|getting|being)\b)(?!.*\b(?:right now|today|"
                                   r"currently|at the moment|again)\b)")),
    # what the user charges and how they bill ("My rate is $85 an hour", "I bill net 15", "I charge €600 a day")
    ("profile", "job", compile_en(r"\bmy (?:hourly |day |daily |usual |standard )?rate is (?:\$|€|£|¥)\s?\d|\bi (?:charge|bill) (?:\$|€|£|¥)\s?\d|"
                                  r"\bi (?:always |usually )?bill (?:net[- ]?\d+|monthly|weekly|hourly|by the hour)\b")),
    # what the user has at home, said bare ("I only have dumbbells at home, no barbell")
    ("profile", None, compile_en(r"\bi (?:only |just )?have (?!(?:a|an|to|no|nothing)\b)[\w -]{2,30} at home\b" + FOR_NOW_ONLY)),
    # how the user's team does all its work ("We version everything under /v2", "We deploy everything through Argo")
    ("knowledge", None, compile_en(r"\bwe (?!\w+ed\b|got\b|bought\b|sent\b|put\b|lost\b|had\b)(?:\w+ )?(?:everything|all (?:of )?our \w+) (?:under|in|on|with|through|via)\b"
                                   + FOR_NOW_ONLY)),  # not what was done once ("We ordered everything on Amazon")
    # who the user's organization serves ("Our customers are mostly public libraries"), not what they do now
    ("knowledge", None, compile_en(r"\bour (?:customers|clients|users|audience|readers|members|buyers|students|patients) (?:are|is|skew|"
                                   r"tend to be|lean) "
                                   r"(?:mostly |mainly |largely |all |primarily |typically |usually )?(?!\w+ing\b|not\b|going\b|upset|angry|"
                                   r"unhappy|waiting)" + FOR_NOW_ONLY)),
    # the size of the user's household, said by how they cook or live ("I'm cooking for one these days")
    ("profile", None, compile_en(r"\bi(?:'m| am) (?:cooking|shopping|living) (?:just )?(?:for one|for two|alone|by myself)\b")),
    # a religious practice the user keeps ("I observe Shabbat", "We keep Ramadan", "I fast during Lent")
    ("constraint", None, compile_en(r"\b(?:i|we) (?:observe|keep|celebrate|fast (?:for|during|on)) (?:the )?(?:shabbat|sabbath|ramadan|"
                                    r"lent|passover|yom kippur|diwali|kosher|halal)\b")),
    # the household's income ("Our household runs on one income", "We're a single-income family")
    ("profile", None, compile_en(r"\b(?:our|my) (?:household|family|home) (?:runs|lives|gets by|gets along|survives) on (?:one|a single|two|\w+) "
                                 r"(?:income|salary|salaries|paycheck)s?\b|\bwe(?:'re| are) a (?:single|one|dual|two)[- ]income "
                                 r"(?:household|family|home)\b|\bwe live on (?:one|a single) (?:income|salary|paycheck)\b")),
    # a goal the user works towards over months ("I'm saving up for a house")
    ("preference", None, compile_en(r"\bi(?:'m| am| have been|'ve been) (?:currently |still )?saving (?:up )?(?:for|to buy) (?:a|an|my|our)\b")),
    # the user's own organization ("We're a 20-person startup based in Austin")
    ("knowledge", None, compile_en(r"^(?:\w+,? )?we(?:'re| are) (?:a|an) (?:(?:small|tiny|big|large|growing|young|[\w-]+-person|"
                                   r"\d+-person|[\w-]+) ){0,2}(?:startup|company|agency|firm|nonprofit|non-profit|charity|team|studio|"
                                   r"shop|business|consultancy|practice|school|lab|restaurant|place|cafe|café|bakery|bar|pub|clinic|store|"
                                   r"salon|gym|hotel|inn|winery|brewery|farm|bookstore|boutique)\b|"
                                   # ... who works in it ("we have zero paid staff", "We're volunteer-run"; not "no staff
                                   # available this weekend")
                                   r"\bwe have (?:no|zero|only|just|about|around|roughly|\d+|one|two|three|four|five|six|seven|eight|"
                                   r"nine|ten|a dozen) (?:paid |full-time |part-time |permanent )?(?:staff|employees|engineers|developers|"
                                   r"people|volunteers)\b(?! (?:available|free|on (?:this|that|the)|for (?:this|that|the)|today|tonight|"
                                   r"this|working on|left))|\b(?:we(?:'re| are)|i(?:'m| am)|it'?s) (?:entirely |fully |all |100% |completely )?"
                                   r"volunteer[- ](?:run|led|based|driven|powered)\b")),
    # a diet that introduces a statement ("Being a vegan, I'd love a few food stops"): the diet's slot, not a job's
    ("constraint", "diet", compile_en(r"^\s*(?:(?:and|but|well|so),? )?(?:as|being) an? (?:strict |lifelong |long-time )?(?:vegan|vegetarian|"
                                      r"pescatarian|celiac|coeliac|diabetic)\b")),
    # what the whole household eats ("My daughter has celiac disease, so the whole house eats gluten-free")
    ("constraint", "diet", compile_en(r"\b(?:the|our|my) (?:whole |entire )?(?:house|household|family|home)(?: all)? (?:eats?|is|goes|keeps|stays|"
                                      r"cooks) (?:strictly |mostly |fully |completely |100% )?(?:gluten-free|vegetarian|vegan|kosher|halal|"
                                      r"dairy-free|nut-free|plant-based|pescatarian|low-carb|keto|paleo|sugar-free)\b")),
    # a role in the user's life that introduces a statement ("As a mom of three, ...", "As an expat, ..."): no job's slot
    ("profile", None, compile_en(r"^\s*(?:(?:and|but|well|so),? )?(?:as|being) an? (?:(?:single|new|first-time|working|stay-at-home|busy|proud|"
                                 r"solo|full-time|part-time|long-time|lifelong|practicing|devout)[\s-])?(?:mom|mum|mother|dad|father|parent|"
                                 r"grandparent|grandmother|grandfather|grandma|grandpa|homeowner|renter|tenant|immigrant|expat|veteran|retiree|"
                                 r"introvert|extrovert|left-hander|caregiver|carer|commuter|traveller|traveler|runner|cyclist)\b")),
    # a tool or a habit the user changed to ("I switched from PyCharm to VS Code last year")
    ("preference", None, compile_en(r"\bi (?:recently |finally |eventually )?(?:switched|moved|changed|converted) (?:over )?(?:from [\w .+#-]{1,30} )?to "
                                    r"(?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*)?\b" + FOR_NOW_ONLY)),
    # where the user comes from: a place that a move does not replace
    ("profile", "origin", compile_en(r"\bi was (?:raised|born)\b|\bi(?:'m| am) (?:originally )?from\b|\bi grew up in\b|\bmy hometown is\b")),
    WORK_ROLE,
    ("profile", "age", compile_en(r"\bi(?:'m| am) (?:finally |almost |nearly |only |just |now )?\d{1,3}(?: years old)?\b"
                           r"(?!%|\.\d| ?(?:minutes?|hours?|miles?|blocks?|km|dollars|percent|people|away|late|sure)\b)|"
                           r"\bi (?:just |recently )?turn(?:ed)? \d{1,3}\b")),
    ("profile", "residence", compile_en(r"\b(?:i|we) (?:rent|own) (?:a|an) (?:[\w-]+ ){0,2}(?:apartment|flat|house|studio|condo|one-bedroom|"
                                        r"two-bedroom|three-bedroom|bungalow|townhouse|cottage)\b|"
                                        # renting in a place ("I'm renting in Austin"; not "renting in the meantime")
                                        r"\b(?:i|we)(?:'m|'re| am| are)? (?:currently |still )?rent(?:ing)? (?:a (?:place|room) )?in (?-i:[A-Z])")),
    ("profile", "birthday", compile_en(r"\bmy birthday(?:'s| is| falls on) (?!(?:next|this|tomorrow|today|coming|soon|in|the day|on "
                                        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)")),
    # the children of the user's household by their age ("We have a 3 year old and a newborn", "I've got a toddler")
    ("profile", None, compile_en(r"\b(?:i|we) have (?:a|an|one|two|three|four|\d+) (?:(?:\d+|one|two|three|four|five|six|seven|eight|"
                                 r"nine|ten)[- ](?:year|month|week)[- ]old|newborn|baby|babies|toddlers?|infants?|teenagers?)\b"
                                 r"(?=\s*(?:[.,;!]|$|and\b|who\b|at home\b|now\b|too\b|(?:boy|girl|son|daughter)s?\b))")),
    ("profile", None, compile_en(r"\bi have (?:a|an|one|two|three|four|five|six|seven|\d+) (?:\w+ ){0,2}(?:kids?|children|sons?|"
                          r"daughters?|brothers?|sisters?|dogs?|cats?|pets?|car|house|wife|husband|"
                          r"boyfriend|girlfriend|grandchildren)\b|\bmy (?:wife|husband|son|daughter|kids?|"
                          r"children|partner|dog|cat|mom|mother|dad|father|parents?|brother|sister)\b" + SPAN +
                          r"\b(?:is|are|was|named|called|loves?|likes?)\b" + NOW + r"|\bmy (?:wife|husband|partner)\b" + SPAN +
                          r"\b(?:works?|lives?)\b" + NOW + r"|\bour (?:son|daughter|kids?|children|dogs?|cats?)\b" + SPAN + r"\b(?:is|are|was|named|called)\b" + NOW +
                          # a standing condition of the household's animal ("My cat has kidney issues")
                          r"|\b(?:my|our) (?:dogs?|cats?|puppy|kitten|pets?)\b" + SPAN + r"\b(?:has|have) " + CONDITION +
                          r"|\b(?:i|we|my (?:wife|husband|partner) and i)(?:'m|'re| am| are) expecting (?:a baby|twins|triplets|(?:our|my|a) (?:first|second|third) (?:child|baby|kid)|a (?:boy|girl|child))\b|"
                          r"\bmy (?:wife|husband|partner) and i (?:are|have|live|own|both|share)\b|\bmy (?:wife|husband|son|daughter|kids?|children|partner|"
                          r"mom|mother|dad|father|parents?|brother|sister)\b" + SPAN + r"\b(?:plays?|attends?|studies|works?|lives?|(?:just )?started) "
                          r"(?!(?:today|tonight|tomorrow|now|here|there|with me)\b)\w+|\bi(?:'m| am) (?:married|single|unmarried|engaged|widowed|separated|"
                          r"divorced|a (?:mom|mother|dad|father|parent))\b|\bi own\b|\b(?:i|we) drive an? \w+")),
    ("profile", None, compile_en(r"\bour (?:two|three|four|five|six|\d) (?:kids|children|sons|daughters|boys|girls|dogs|cats)\b|"
                          r"\bi (?:only |also )?have (?:both |no |only )?(?:\w+ )?(?:cats|dogs|kids|children|brothers|sisters|"
                          r"siblings|pets|sons|daughters|grandchildren|roommates?)\b|"
                          r"\b(?:i|we|my (?:wife|husband|partner) and i) (?:don't|do not) (?:have|own) (?:any )?(?:kids|children|pets|siblings|brothers|sisters|"
                          r"an? (?:car|bike|bicycle|tv|television|microwave|dishwasher|smartphone|driver'?s licen[cs]e))\b|"
                          r"\bi(?:'m| am) (?:very |really |quite |pretty |kind of |a bit |rather )?(?:tall|short)\s*[.!,]?\s*$|"
                          r"\bi have (?:\w+ )?(?:blue|brown|green|hazel|grey|gray|dark) eyes\b|"
                          r"\bi(?:'m| am) (?:a )?(?:redhead|blonde?|brunette|plus[- ]sized?|petite)\b|\bi (?:only |also )?have (?:a|an|one) (?:little |big |older |"
                          r"younger |twin )?(?:brother|sister|son|daughter|kid|child)\b|\bi (?:also |still )?have (?:\w+ ){0,2}hair\b|"
                          r"\bi(?:'m| am) (?:also |such |very |really |quite |kind of |more of )?(?:a |an )?(?:\w+ )?(?:introvert|"
                          r"extrovert|homebody|loner|recluse|omnivore|carnivore|workaholic|foodie|bookworm|gamer|nerd|geek|only child)\b|"
                          r"\bi(?:'m| am) (?:also |still )?(?:in|on) (?:a |the |my )?(?:[\w-]+ ){0,2}(?:band|choir|club|team|league|"
                          r"orchestra|army|navy|military)\b")),
    ("preference", None, compile_en(r"^(?:\w+,? ){0,2}?i (?:also |still |usually )?(?!(?:need|want|have|would|will|can|could|should|"
                             r"must|am)\b)[a-z]+(?<!ed) (?:\w+ ){0,5}?(?:every|each) (?:single )?(?:day|week|weekend|morning|evening|"
                             r"night|month|year|summer|winter|spring|fall|sunday|monday|tuesday|wednesday|thursday|friday|"
                             r"saturday)\b|^(?:\w+,? ){0,2}?i (?:also |still |usually |often )?go (?!going\b)\w+ing\b(?! (?:to|there|now|today|tonight|tomorrow)\b)|"
                             # a habit in the progressive ("I'm practicing piano every day"), not this month's plan
                             r"^(?:\w+,? ){0,2}?i(?:'m| am) (?:also |still )?(?!going\b|staying\b|flying\b|leaving\b|travel+ing\b|meeting\b)[a-z]+ing "
                             r"(?:\w+ ){0,4}?(?:every|each) (?:single )?(?:day|week|weekend|morning|evening|night)\b"
                             r"(?!.*\b(?:this|next|until|for the next)\b)|"
                             r"\bi (?:also |still )?(?!(?:need|want|have|would|will|can|could|should|must|am|was|did|had|paid|spent)\b)[a-z]+(?<!ed) "
                             r"(?:\w+ ){0,4}?(?:on (?:the )?weekends|all the time|most (?:days|mornings|evenings|nights|weekends)|"
                             r"(?:once|twice|three times|\d+ times) a (?:day|week|month|year)|"
                             # ... or for so many hours of every day ("I sit at a desk about ten hours a day")
                             r"(?:about |around |almost |over |nearly |like |at least )?(?:\d+(?:-\d+)?|two|three|four|five|six|seven|eight|nine|ten|"
                             r"eleven|twelve|fourteen|sixteen) hours? (?:a|per|each|every) (?:day|night|weekday)(?! (?:this|last|next)\b))\b(?! ago\b)|"
                             r"\bi (?:also |regularly |still )?do (?:yoga|pilates|crossfit|karate|judo|taekwondo|kung fu|ballet|martial arts|boxing|kickboxing|"
                             r"triathlons?|marathons?|ultramarathons?|competitive \w+)\b|"
                             r"\bi (?:usually |always |normally |often )?(?:(?:take|catch|ride) (?:the |a )?(?:train|bus|subway|metro|tube|ferry|tram|bike)|"
                             r"drive|bike|cycle|walk|commute|carpool) (?:to|from) (?:work|school|the office|campus)\b|"
                             r"\bmy (?:daily |morning |work )?commute (?:is|takes)\b|"
                             # how long the user commutes ("I commute about an hour each way")
                             r"\bi commute (?:about |around |roughly |almost |over |nearly )?(?:an?|one|two|half an|\d+) (?:hour|hours|minutes?|mins?)\b|"
                             # ... or rides every day, for how long ("I take the bus two hours a day")
                             r"\bi (?:(?:take|catch|ride) (?:the |a )?(?:train|bus|subway|metro|tube|ferry|tram)|drive|bike|cycle) "
                             r"(?:about |around |almost |over |nearly )?(?:an?|one|two|three|half an|\d+) (?:hours?|minutes?|mins?) "
                             r"(?:a|each|every|per) (?:day|weekday)\b")),
    # a rule the user marks as standing ("Never promise discounts in writing, that's a hard rule for me"), and years at
    # the wheel ("I've been driving for 15 years")
    ("preference", None, compile_en(r"\b(?:that's|that is|it's|it is) (?:a )?(?:hard|firm|strict|golden|house|non-negotiable|standing) rule "
                                    r"(?:for me|of mine|in my (?:house|team|book))\b|\b(?:that's|that is) (?:a )?(?:non-negotiable|must|"
                                    r"dealbreaker|deal-breaker) for me\b")),
    ("profile", None, compile_en(r"\bi(?:'ve| have) been driving for (?:\w+ ){0,2}years\b")),
    # what the user is, said as the role a statement speaks from ("As a first-generation college grad myself, ...")
    ("profile", None, compile_en(r"^\s*(?:(?:and|but|well|so),? )?(?:as|being) (?:an? |someone who |somebody who )(?:[\w'-]+ ){0,4}?[\w'-]+ "
                                 r"myself\b")),
    ("profile", None, compile_en(r"\bwe have (?:twins|triplets)\b|\bwe (?:already |also )?have (?:a|an|two|three|four|\d+) (?:\w+ )?(?:toddler|baby|babies|kids?|children|sons?|"
                          r"daughters?|dogs?|cats?|grandchildren)\b|\bi(?:'m| am) (?:a |an )?(?:devout |practicing )?"
                          r"(?:muslim|jewish|hindu|buddhist|christian|catholic|sikh|mormon)\b")),
    ("profile", "nationality", re.compile(r"\b[Ii](?:'m| am) (?:an? |half )?" + DEMONYM + r"\b(?! (?:food|restaurant|"
                                          r"place|dish|cuisine)s?\b)")),
    ("profile", "name", re.compile(r"(?:^|[,.!]\s*|\b(?:[Hh]i|[Hh]ello|[Hh]ey|[Yy]es|[Oo]h)\W+)[Ii](?:'m| am) (?!" + DEMONYM +
                                   r"\b)(?!(?:Okay|Ok|Good|Fine|Great|Alright|Here|There|Ready|Sorry|Sure|Done|Back|Home|Not|So|Very|Just|Still|"
                                   r"Really|Glad|Happy|Excited|Looking|Going|Trying|Interested|Available|Free|Busy|Tired|"
                                   r"Hungry|Well|Doing|All|The|In|On|At|With|From|Also|Only|Good)\b)"
                                   r"[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:,? by the way)?\s*[.!,]?\s*$")),
    ("knowledge", None, compile_en(r"\bmy (?:best )?(?:friend|brother|sister|uncle|aunt|cousin|neighbou?r|roommate|boss|manager|"
                            r"colleague|coworker|co-worker|supervisor|mom|mother|dad|father|"
                            r"grand(?:ma|pa|mother|father)|nephew|niece)s?\b" + SPAN + r"\b(?:is|are|was|lives?|works?|loves?|"
                            r"likes?|has|have|named|called)\b" + NOW + r"|"
                            r"\bmy (?:boss|manager|colleague|coworker|co-worker|assistant|team ?lead|"
                            r"supervisor|doctor|dentist|accountant|lawyer|therapist|trainer|landlord|mechanic|hairdresser|vet)"
                            r"(?:'s name)? (?:is|are) (?:named |called |actually |also |still )?(?-i:[A-Z])\w+|"
                            r"\bwe (?:use|run|deploy|work (?:in|with)) .{1,40}\b(?:at work|in (?:our|my) team|at (?:my|our) "
                            r"(?:company|job|office|firm))\b|"
                            r"\b(?:our|my) (?:fiscal (?:year|quarters?|calendar)|company|team|office|firm|startup|department|tech stack|codebase|org|organi[sz]ation)\b.{0,60}"
                            r"\b(?:is|are|starts?|ends?|uses?|has|runs?|sells?|makes?|works?|ships?|follows?|deploys?)\b|"
                            # a habit of the user's household or team ("We always fly economy for work trips")
                            r"^(?:\w+,? )?we (?:always|usually|normally|typically|never) (?!(?:need|want|would|will|could|should|can|are|were|"
                            r"was|have to|had|did|got|just|might|went|took|seem|forget|end up)\b)[a-z]+(?<!ed)\b(?!.*\b(?:today|tonight|this (?:time|week|trip))\b)|"
                            # ... or what the user's business takes or sells, and nothing else ("We only take cards, no cash")
                            r"^(?:\w+,? )?we only (?:take|accept|sell|serve|ship|deliver|stock|cook with|work with|use) "
                            r"(?!.*\b(?:today|tonight|this (?:time|week|trip|order))\b)|"
                            # ... and of the user's organization ("Our company always books venues with step-free access")
                            r"^(?:\w+,? )?our (?:team|company|office|firm|department|org|group|family|household) (?:always|usually|normally|typically|never|only) "
                            r"(?!(?:needs?|wants?|would|will|could|should|can|were|was|has to|had|did|got|just|might|went|took|seems?|forgets?|ends? up)\b)"
                            r"[a-z]+\b(?!.*\b(?:today|tonight|this (?:time|week|trip))\b)|"
                            # a routine of the user's organization ("We close our books on the 25th of every month")
                            r"^(?:\w+,? )?(?:we|our (?:team|company|office|firm|department|org|group)) (?:always |usually |normally )?"
                            r"(?!(?:need|want|would|will|could|should|can|are|were|have to|had|did|got|just|might|paid|sent|made|went|took|gave|"
                            r"came|bought|sold|ran|met|spent|left|kept|put|set|told|said)\b)[a-z]+(?<!ed) "
                            r".{0,40}\b(?:every|each) (?:day|week|month|quarter|year|morning|evening|monday|tuesday|wednesday|thursday|"
                            r"friday|saturday|sunday|sprint|business day|working day)\b|"
                            # ... said of its meetings or its work ("our standups are strictly timeboxed to 15 minutes every morning")
                            r"^(?:\w+,? )?our (?:[\w-]+ )?[\w-]+s (?:are|get|go|happen|run|start|end|renew|ship)\b.{0,40}\b(?:every|each) (?:day|week|month|"
                            r"quarter|morning|evening|monday|tuesday|wednesday|thursday|friday|sprint|business day|working day)\b"
                            r"(?!.*\b(?:this|next) (?:week|month|time)\b)|"
                            # where the user's business ships or sells ("We ship to both iOS and Android", "We sell mostly in Texas")
                            r"^(?:\w+,? )?we (?:only |mostly |mainly |also )?(?:ship|sell|deliver|operate) (?:only |mostly |mainly )?(?:to|in|on|across) "
                            r"(?!.*\b(?:today|tonight|tomorrow|this (?:time|week|month))\b)|"
                            r"^(?:\w+,? )?(?:we|our (?:team|company|office|firm|department|org|group)) (?:always |usually |normally )?"
                            r"(?:deploy|release|ship|meet|close|publish|invoice|report|review|plan|demo|work)s? (?:\w+ ){0,3}on (?:mondays|"
                            r"tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays)\b|"
                            # the stack of the user's team ("we're on Postgres 15"; not "we're on Friday", "on the 5th floor")
                            r"^(?:\w+,? )?(?:we(?:'re| are)|our (?:stack|app|site|backend|database|servers?|codebase) (?:is|are|runs?)) (?:on|using|running) "
                            r"(?!(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
                            r"August|September|October|November|December|Main|Route|Highway|Floor|Level|Page|Day|Track|Platform)\b)(?-i:[A-Z])[\w.+#-]+|"
                            # the tools of the user's organization ("We use Jira for tickets and Confluence for docs")
                            r"^(?:\w+,? )?we (?:use|run|work with) (?-i:[A-Z])[\w.-]+ for\b")),
    ("preference", None, compile_en(r"\bi (?:do not|don't|never|really don't) (?:like|enjoy|love)\b(?! (?:this|that|it|these|those|them|one|him|her)\b)"
                                    # ... not what the assistant came up with ("I don't like anything you came up with")
                                    r"(?! (?:any|anything|any of|everything|all|what|the ones?|the \w+s?) (?:of )?(?:(?:these|those|them) )?(?:that )?you\b)|"
                             r"\b(?:any|anything|every|everything|all|always|never)\b.{0,60}\bunless i (?:say|tell you|specify|ask for) otherwise\b|"
                             r"\bi (?:really |absolutely |just |also |do |totally |quite |much |especially |particularly |still |sometimes |now |now also )?(?:like|love|enjoy|adore|"
                             r"prefer|hate|dislike|detest|can't stand|cannot stand)\b(?! (?:this|that|it|the|these|those|one)\b)(?! (?:to )?(?:book|reserve|"
                             r"find|get|know|ask|have a|make a|go (?:to|there)|order|buy|see if))|"
                             r"\bmy (?:all[- ]time |absolute )?fav(?:ou?rite)?\b|\b(?:is|are|was) my (?:idol|hero)\b|\bi(?:'m| am) (?:a )?(?:big |huge )?"
                             r"fan of\b|\bi(?:'m| am) (?:really )?into\b|\bi(?:'m| am) (?:a bit |really |totally |kind of )?(?:obsessed with|crazy about|passionate about|hooked on)\b(?! (?:this|that|it|the|these|those|them)\b)|\bi(?:'m| am) (?:a )?(?:morning|night) "
                             r"person\b|\bi (?:usually|always|often|normally|typically|never|rarely|generally|mostly|mainly|tend to) "
                             r"(?!(?:need|want|thought|knew|realized|expected|imagined|heard|said|meant)\b)\w+|"
                             # a state the user is always in ("I'm always in seat 2A", "I'm usually cold in offices")
                             r"\bi(?:'m| am) (?:always|usually|normally|typically|generally|never) (?!(?:happy|glad|ready|here|"
                             r"available|welcome|free|able|grateful|thankful|surprised)\b)\w+|"
                             r"\bi (?:always|usually|generally|normally|typically) (?:want|need)\b(?! to (?:know|ask|check|see)\b)|\bi (?:cannot|can't) "
                             r"(?:resist|get enough of|live without)\b|\b(?:please )?(?:always|never) (?:answer|reply|respond|use|write|give|book|seat|schedule|order|"
                             r"show|format|keep|cite|include|add|mention|explain|double-check)\b|"
                             # "ever" makes an order standing ("Don't ever recommend Ryanair to me"; not "Don't recommend that one")
                             r"\b(?:please )?(?:don'?t|do not) ever (?:recommend|suggest|book|offer|show|send|give|use|put)\b|"
                             # ... said after it ("Don't use emojis with me, ever", "don't book me on Ryanair ever again")
                             r"^\W*(?:please )?(?:don'?t|do not) (?:recommend|suggest|book|offer|show|send|give|use|put|write|call|add)\b"
                             r"[^.?!]{1,60}?(?:,\s*ever\b|\bever again\b|\bwith me,? ever\b)|\bfrom now on\b|\bmy go-to\b|\bmy go to (?:\w+ )?(?:is|are)\b|\b(?:is|are) (?:really |totally |definitely )?my (?:thing|jam|passion|obsession)\b(?! (?:for now|to|that|here)\b)|"
                             r"\buse (?:british|american|us|uk|metric|imperial) (?:spelling|english|units)\b|\bi like (?:my|to)\b|\bi used to\b|"
                             r"\bin my (?:spare|free) time\b|\bi(?:'m| am) (?:not |more of |definitely |really )?an? (?:(?:big|huge|total|real) )?\w+ person\b|"
                             r"\b(?:i(?:'m| am)|^\W*being|^\W*as) (?:a |an )?(?:night owl|early bird|early riser|morning person|light sleeper)\b|"
                             # when the user works best ("I do my best work after 10 pm")
                             r"\bi do my best (?:work|thinking|writing)\b|"
                             r"\bi (?:would )?rather\b|\bi(?:'ve| have) (?:always|never)\b(?! (?:been|seen|heard|used|tried|done|had|ridden|flown|"
                             r"stayed|visited|thought) (?:there|here|it|that|this|one|them|of|the day|before)\b)|"
                             r"^(?:\w+,? ){0,3}?i (?:(?:also|only|still|mostly|mainly|sometimes|often|regularly) )?"
                             r"(?=" + PURSUIT + r"s?\b)(?!(?:want|need|think|"
                             r"guess|see|know|mean|hope|feel|wish|agree|understand|believe|would|will|can|could|should|"
                             r"might|must|am|was|were|did|do|don't|have|had|got|just|said|told|found|booked|saw|tried|"
                             r"looked|wonder|suppose|heard|bet|doubt|assume|forgot|remember|get|take|go|ll|d|m|ve|also|only|still|"
                             r"mostly|mainly|sometimes|appreciate|plan|confirm|may|haven't|didn't|really|actually|"
                             r"prefer|meant|made|left|wanna|dont|completely|change|no|"
                             # the irregular past tenses of task talk ("I ran the report", "I sent it")
                             r"ran|sent|wrote|took|gave|put|set|paid|bought|brought|thought|read|spoke|met|came|went|"
                             r"sold|lost|built|began|chose|drew|drove|flew|forgot|knew|let|ate|hit|cut|ordered|"
                             r"mentioned|asked|need|needs)\b)"
                             r"[a-z]+(?<!ed)(?<!ing) (?!(?:you|it|that|this|them|him|her|there|here)\b)(?!(?:the )?(?:sound|idea|look|first|"
                             r"second|third|last|one|other|same|option|cheaper|earlier|later)\b)\w+")),
    ("profile", None, compile_en(r"\b(?:i (?:also |still |only )?have (?:a|an|my own|two|three|\d+)|we (?:also |still |only )?have (?:a|an|our own)) (?!(?:[\w'-]+ ){0,3}" + EPISODE + r"\b)"
                          r"(?!.*\b(?:booked|coming up|going on|ahead|planned|scheduled|lined up|there|tomorrow|tonight|next)\b)(?!(?:to|left|more)\b)(?!(?:years?|months?|weeks?|days?|hours?|minutes?|files?|items?|tasks?|pages?|tickets?|seats?|spots?|slots?) (?:left|remaining|to go)\b)\w+|\bmy (?:new |old |own )?(?:pet|house|home|car|"
                          r"apartment|family|job|dream|goal)s?(?:'s name)? (?:is|are|has|have|was)\b" + NOW + r"|\bmy (?:work )?(?:laptop|computer|phone) is an? (?!(?:bit|little|lot)\b)\w+" + r"|\bmy (?:pet|pets|hobby|hobbies|dream)\b|\bmy (?:two|three|four|\d+) (?:dogs|cats|kids|children|sons|"
                          r"daughters|pets)\b|\bi(?:'m| am) getting married\b")),
    ("profile", None, SELF_DESCRIPTION),
    # years of one's work, home or pursuit ("I've worked in fintech for a decade"), the team one supports
    ("profile", None, compile_en(r"\bi(?:'ve| have) (?:worked|lived|taught|studied|coached|practi[cs]ed|managed|owned|run|played|"
                                 r"trained|volunteered) (?!(?:on|with) (?:this|that|it|the)\b).{0,40}\bfor (?:\d+|a decade|decades|"
                                 r"(?:over |more than |almost |nearly )?(?:a|one|two|three|four|five|six|seven|eight|nine|ten|"
                                 r"twenty|\d+|many|several|a few) (?:years|decades)|years|most of my life|my whole life)\b|"
                                 r"^(?:\w+,? )?i (?:support|root for|follow) (?-i:[A-Z])\w+")),
    # a family role, a native language, a standing schedule, where one banks or shops, one's children's school
    ("profile", None, compile_en(r"\bi(?:'m| am) (?:a )?single (?:dad|mom|mum|parent|father|mother)\b|"
                                 r"\bi(?:'m| am) (?:not )?a native (?:[\w-]+ )?speaker\b|"
                                 r"\bmy (?:working|work|office|usual) hours are\b|"
                                 r"\bi do (?:all |most of )?my (?:banking|shopping|groceries|grocery shopping|investing) (?:with|at|on|online)\b|"
                                 # who does what at home ("I handle all the bills", "we split the rent")
                                 r"\b(?:i|we) (?:handle|take care of|manage|do|pay|cover|split|share) (?:all |most |half )?(?:of )?(?:the |our )?"
                                 r"(?:household )?(?:bills|finances|rent|mortgage|taxes|cooking|groceries|grocery shopping|laundry|cleaning|"
                                 r"school runs?|chores)\b(?! (?:for|this|today|tonight|tomorrow|next|on)\b)|"
                                 r"\b(?:my|our) (?:kids|children|son|daughter)s? (?:go|goes|attend|attends) (?:to )?(?:a |an |the )?[\w' -]{0,30}(?:school|nursery|kindergarten|daycare|college|university)\b")),
    # the field the user works in ("Work-wise, I'm in procurement"; not "I'm in a meeting", "I'm in the sales office")
    ("profile", "job", compile_en(r"\bi(?:'m| am) in (?:procurement|sales|marketing|finance|accounting|hr|human resources|(?-i:IT)|tech|"
                                  r"engineering|operations|logistics|retail|healthcare|education|banking|consulting|real estate|"
                                  r"insurance|law|academia|customer (?:service|support)|product management|pr|public relations|"
                                  r"recruiting|hospitality|construction|manufacturing|publishing|advertising)\s*(?:[.,;!]|$)")),
    ("constraint", None, compile_en(r"\bi(?:'ve| have) been sober\b|\bi(?:'m| am) (?:(?:\w+ )?years? )?sober\b|\bi(?:'m| am) in recovery\b")),
    # a taste said without its subject ("Not a big fan of spicy food.", "Huge fan of jazz"), not of the thing at hand
    ("preference", None, compile_en(r"^(?:(?:honestly|personally|also|and|but|oh|well|fyi),? )*(?:not (?:really |exactly )?(?:a |much of a )?"
                                    r"(?:big |huge |real |great |massive )?|(?:a )?(?:big|huge|massive) )(?:fan|lover) of\b"
                                    r"(?! (?:this|that|it|the|these|those|them|him|her|yours?|any of (?:these|those|them))\b)|"
                                    r"^(?:(?:honestly|personally),? )?not much of an? [\w-]+ person\b|"
                                    r"^(?:(?:honestly|personally|also|and|but|so|definitely|really),? )*(?:not (?:really |exactly )?an?|(?:more|kind|sort) of an?|"
                                    r"(?:definitely|totally|very much|really) an?) (?:morning|night|early|late|cat|dog|people|beach|mountain|city|"
                                    r"indoor|outdoor|coffee|tea|sweets|dessert|planning|spontaneous|details?) person\b|"
                                    r"^(?:(?:honestly|personally|also|and|but),? )?not (?:really |that |too |very )?(?:into|keen on)\b"
                                    r"(?! (?:it|this|that|the idea|them|those|these)\b)|"
                                    # how the user reads the answers ("Keep it short, I read these on my phone")
                                    r"^i (?:usually |mostly |always |only |often )?(?:read|check|see) (?:these|this|them|you|your (?:answers|replies|messages)) "
                                    r"(?:\w+ )?on (?:my|a) (?:phone|mobile|watch)\b")),
    # how the user reacts, as a rule ("I get really anxious at the dentist", "I get carsick"), not this moment's
    ("constraint", None, compile_en(r"(?<!when )(?<!whenever )(?<!if )\bi (?:always |usually |often |tend to )?get (?:really |very |so |quite |pretty |super |a bit |easily )?"
                                    r"(?:anxious|nervous|carsick|seasick|airsick|motion[- ]sick|claustrophobic|dizzy|migraines|panic attacks)\b"
                                    r"(?!.*\b(?:right now|today|tonight|now)\b)")),
    # a standing fact of the user's organization ("we're SOC 2 certified", "We're ISO 27001 compliant")
    ("knowledge", None, compile_en(r"^(?:\w+,? )?(?:and )?(?:we|our (?:company|team|firm|product|platform))(?:'re| are| is) (?:[\w-]+ ){0,3}"
                                   r"(?:certified|compliant|accredited|licensed|registered|regulated)\b" + FOR_NOW_ONLY)),
    *CAREER,
) + HOME + HABITS + WORLD
