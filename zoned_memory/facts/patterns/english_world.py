"""The English fact rules of the user's standing place in their world (the last of `english.RULES`): a seat they hold on a
board or a committee ("I sit on the Pinecrest HOA board"), a business of one ("I'm a one-woman agency"), the tools their team
works in ("Our QA team works off Linear"), where the team is and how it ships, where the user's work is found online.

>>> any(p.search("I serve on the school's parent council.") for _, _, p in WORLD)
True
>>> any(p.search("Our QA team works off Linear, so use its template.") for _, _, p in WORLD)
True
"""

from __future__ import annotations

import re

from .english_session import compile_en
from .english_words import FOR_NOW_ONLY

__all__ = ["WORLD"]

# (kind, slot, pattern), as in `english.RULES`
WORLD: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    # a seat the user holds ("I sit on the Pinecrest HOA board", "I serve on the school's parent council")
    ("profile", "job", compile_en(r"\bi (?:sit|serve|am|'m) on (?:the|a|an|our|my) (?:[\w'&-]+ ){0,3}(?:board|committee|council|panel|"
                                  r"jury|commission|task force)\b(?! (?:call|meeting|today|tonight)\b)" + FOR_NOW_ONLY)),
    # a business of one ("I'm a one-woman agency", "I run a one-man shop", "it's just me, I'm a solo founder")
    ("profile", "job", compile_en(r"\bi(?:'m| am| run| own| have) (?:a|my own) (?:one-(?:woman|man|person)|solo|single-person|one person) "
                                  r"(?:agency|shop|studio|business|practice|firm|operation|consultancy|company|band|show)\b|"
                                  r"\bi(?:'m| am) a solo (?:founder|practitioner|developer|entrepreneur|consultant|freelancer)\b" + FOR_NOW_ONLY)),
    # what the user is in charge of at work ("I'm in charge of vendor contracts", "I handle our payroll", "My job involves a lot
    # of travel")
    ("profile", "job", compile_en(r"\bi(?:'m| am) (?:the one )?in charge of (?!(?:this|that|it|the (?:booking|order|reservation))\b)|"
                                  r"\bi (?:handle|own|run|look after|oversee) (?:all )?(?:our|the company's|my team's|the team's) "
                                  r"(?:[\w-]+ ){0,2}(?:contracts|payroll|budget|hiring|accounts|books|marketing|sales|ops|operations|"
                                  r"infrastructure|vendors|procurement|social media|website|recruiting|compliance)\b|"
                                  r"\bmy (?:job|work|role) (?:involves|means|is mostly|is all about|requires)\b" + FOR_NOW_ONLY)),
    # the ways of the user's organization ("We bill clients monthly", "Our brand color is teal")
    ("knowledge", None, compile_en(r"^(?:\w+,? )?we (?:bill|invoice|pay|charge) (?:our )?(?:clients|customers|vendors|contractors|"
                                   r"suppliers) (?:monthly|weekly|quarterly|annually|every|on|net|in advance|upfront)\b|"
                                   r"\bour brand (?:colou?rs?|fonts?|voice|tone|palette|guidelines) (?:is|are)\b" + FOR_NOW_ONLY)),
    # how the user's company is funded ("we bootstrap, no investors", "We're venture-backed")
    ("knowledge", None, compile_en(r"^(?:\w+,? )?(?:we|i)(?:'re| are| am)? (?:fully |completely |entirely |still )?(?:bootstrapped|"
                                   r"self-funded|self-financed|bootstrapping|venture-backed|vc-backed|angel-backed)\b|"
                                   r"^(?:\w+,? )?(?:we|i) (?:bootstrap|self-fund)\b|^(?:\w+,? )?(?:we|i) (?:have|took|raised) no (?:outside )?(?:investors|"
                                   r"funding|investment|vc money)\b" + FOR_NOW_ONLY)),
    # how the user's income comes ("my income is lumpy month to month", "my pay varies with the season")
    ("knowledge", None, compile_en(r"\bmy (?:income|pay|salary|earnings|cash flow|hours|schedule|shifts) (?:is|are|varies|vary|changes?) "
                                   r"(?:very |really |pretty |quite |a bit )?(?:lumpy|irregular|variable|unpredictable|seasonal|uneven|"
                                   r"commission-based|(?:month|week) to (?:month|week)|with the seasons?)\b" + FOR_NOW_ONLY)),
    # where the people the user serves are ("half the audience is in Japan", "most of our customers are in Texas")
    ("knowledge", None, compile_en(r"\b(?:half|most|all|many|some|a third|a lot) (?:of )?(?:the|my|our) (?:audience|readers|listeners|viewers|"
                                   r"users|customers|clients|students|members|subscribers|team) (?:is|are) (?:(?:based|located) )?(?:in|from|over in)\b"
                                   + FOR_NOW_ONLY)),
    # the ways of the user's field ("Grants in my field always want a 10% contingency line", "in my industry, contracts run yearly")
    ("knowledge", None, compile_en(r"\b(?:in|across) my (?:field|industry|line of work|profession|sector|trade)\b.{0,50}?"
                                   r"\b(?:always|usually|typically|generally|normally|tend to|expect|want|require|run|is|are)\b" + FOR_NOW_ONLY)),
    # what the user's home lacks ("I don't have any equipment", "We don't own a car"; not "I don't have the file")
    ("knowledge", None, compile_en(r"\b(?:i|we) (?:don't|do not) (?:have|own) (?:a|an|any) (?:car|equipment|gym equipment|weights|dishwasher|"
                                   r"oven|microwave|printer|tv|television|washing machine|dryer|garden|yard|balcony|garage)\b" + FOR_NOW_ONLY)),
    # the plan the user's organization is on ("We're on the GitHub Enterprise plan", "We're on Slack's Pro tier")
    ("knowledge", None, compile_en(r"\b(?:we|i)(?:'re| are|'m| am) on (?:the |a |an )?(?:(?:(?-i:[A-Z])[\w'&.-]* ){1,3}|"
                                   r"(?:free|basic|pro|premium|plus|business|enterprise|team|family|student|starter|standard|unlimited) )"
                                   r"(?:plan|tier|subscription|licen[cs]e|edition)\b" + FOR_NOW_ONLY)),
    # the tools the user's team or company works in ("Our QA team works off Linear", "our company runs on Google Workspace")
    ("knowledge", None, compile_en(r"\bour (?:[\w-]+ )?(?:team|company|org|organi[sz]ation|department|office|firm|school|agency) "
                                   r"(?:works (?:off|in|out of)|runs (?:on|off)|lives in|is (?:all )?on|uses|has standardi[sz]ed on) "
                                   r"(?-i:[A-Z0-9])" + FOR_NOW_ONLY + r"|"
                                   # ... said as the whole statement, the tool by its name ("We use GitHub Actions"), or as the one they
                                   # moved to ("we moved from GitHub Actions to Buildkite last month")
                                   # ... or what the team's software is built as ("Our API is REST with JSON"; not "Our app is crashing")
                                   r"\bour (?:api|backend|frontend|app|stack|services?|product) (?:is|are) (?:written in|built (?:on|with|in)|"
                                   r"(?:all |mostly |fully )?(?:rest|graphql|grpc|soap)\b|a (?:monolith|single-page app)\b|microservices\b)|"
                                   r"^\W*(?:(?:and|also|actually|oh),? )?we (?:use|run on|deploy (?:on|to)|host (?:on|with)) "
                                   r"(?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*){0,2}(?: v?\d[\w.]*)?"
                                   # ... where it is used ("We use Postgres 15 in production")
                                   r"(?: (?:in production|in prod|at work|company-wide|across the (?:company|team|org|board)|for everything))?"
                                   r"\s*[.!]?\s*$|"
                                   # ... or the system it is ("Our CRM is HubSpot", "our data warehouse is Snowflake")
                                   r"\bour (?:crm|erp|database|db|data warehouse|warehouse|cloud(?: provider)?|hosting|host|ci|ci/cd|repo|"
                                   r"version control|email provider|payment provider|ticketing system|help ?desk|project tool|chat tool|"
                                   r"identity provider|idp|sso) (?:is|runs on|lives (?:on|in)) (?:on )?(?-i:[A-Z])|"
                                   r"\bwe(?:'ve| have)? (?:moved|migrated|switched) (?:over )?from (?-i:[A-Z])[\w.+#-]*(?: (?-i:[A-Z])[\w.+#-]*){0,2} "
                                   r"to (?-i:[A-Z])" + FOR_NOW_ONLY)),
    # where the user's team is, or how it works ("Our support team is fully remote, spread across Lisbon, Manila and
    # Austin"; "We deploy only from the main branch"; not "we deploy tonight")
    ("knowledge", None, compile_en(r"\bour (?:[\w-]+ )?(?:team|company|org|organi[sz]ation|department|office|firm|startup|agency) is "
                                   r"(?:fully |mostly |entirely |all |100% )?(?:remote|distributed|hybrid|spread (?:across|over|between)|"
                                   r"based (?:in|out of)|headquartered in)\b|"
                                   # ... said as what it is ("We're a fully remote team spread over five time zones")
                                   r"\bwe(?:'re| are) (?:a |an )?(?:fully |mostly |entirely |all |100% )?(?:remote|distributed|hybrid|remote-first)"
                                   r"(?: [\w-]+)? (?:team|company|org|organi[sz]ation|startup|shop|agency|business)\b|"
                                   r"^\W*(?:and )?we (?:only |always |usually |never |mostly )?(?:deploy|release|ship|merge)(?: only)? "
                                   r"(?:from|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|weekdays)|through|via|every|weekly|daily|"
                                   r"twice)\b|"
                                   # ... or the rule it keeps ("Our on-call rule is no deploys on Fridays, ever", "Our house style is
                                   # British spelling"; not "our plan is", a task's)
                                   r"\bour (?:[\w-]+ ){0,2}(?:rule|policy|convention|standard|style guide|house style|coding standard|"
                                   r"guideline|norm)s? (?:is|are|says?)\b" + FOR_NOW_ONLY)),
    # where the user's own work is found online ("My portfolio lives on GitHub under the handle mtorres-data")
    ("profile", None, compile_en(r"\bmy (?:portfolio|website|blog|github|gitlab|handle|username|user ?name|channel|podcast|shop|store)"
                                 r"(?: profile| page| account)? (?:is|lives|sits|can be found|is hosted) (?:on|at|under|in)\b"
                                 + FOR_NOW_ONLY)),
)
