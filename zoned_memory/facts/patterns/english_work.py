"""The English fact rules of what the user does for work (`english.RULES` holds them in their places): a trade or a role
("I work as a nurse", "I'm the PTA treasurer", "As a lawyer, ..."), a place of study, the territory or the team they cover
(`WORK_ROLE`); a grade moved up to, a move inside the organization, what they lead, a line of work left, an exam (`CAREER`).

>>> bool(WORK_ROLE[2].search("I'm the office manager here."))
True
>>> bool(WORK_ROLE[2].search("I'm the designated driver tonight."))
False
"""

from __future__ import annotations

import re

from .english_session import compile_en
from .english_words import FIELD, FOR_NOW_ONLY, JOB

__all__ = ["CAREER", "WORK_ROLE"]

# (kind, slot, pattern), as in `english.RULES`
WORK_ROLE: tuple[str, str | None, re.Pattern[str]] = (
    "profile", "job", compile_en(r"\bi work (?:as|at|for|in)\b|\bi (?:only )?work (?:\w+ )?days? a week\b|\bi (?!do\b)\w+ (?:[\w'-]+ ){0,4}for a living\b|\bi(?:'m| am| was|'ve been| have been) (?:actually |also |currently |just |once |more of |now )?(?:a|an) "
                           r"(?!(?:[\w-]+ ){0,3}(?:customer|user|caller|passenger|buyer)s?\b)(?:[\w-]+ ){0,3}" + JOB + r"\b|"
                           # the one role at a place ("I'm the CTO of a startup", "I am the executive assistant to the CEO")
                           r"\bi(?:'m| am) (?:currently |now |also )?the (?:[\w-]+ ){0,2}" + JOB + r" (?:of|at|for|to|in)\b|"
                           # ... or the standing office of a body ("I'm the PTA treasurer", "I'm the office manager")
                           r"\bi(?:'m| am) (?:currently |now |also )?the (?:(?-i:[A-Z]{2,6})|office|club|team|school|church|company|department|"
                           r"building|league|chapter|union|society|band|choir|lab|clinic|studio|firm|family|parish|community) " + JOB + r"\b|"
                           # ... or the standing role in a team or a firm ("We run two-week sprints and I'm the scrum master", "I'm the
                           # tech lead", "I'm the CFO, so keep the numbers exact")
                           r"\bi(?:'m| am) (?:currently |now |also )?(?:the|our|their) (?:team'?s? )?(?:scrum master|product owner|team lead|"
                           r"tech lead|engineering manager|release manager|ceo|cfo|cto|coo|cmo|cio|co-?founder|founder)\b(?! (?:today|tonight|this week|for now)\b)|"
                           # ... or the only one ("I'm the only technical cofounder", "I'm the sole developer")
                           r"\bi(?:'m| am) (?:currently |now |also )?(?:the only|the sole|one of the) (?:[\w-]+ ){0,2}" + JOB + r"s?\b|"
                           # ... or the one person of a kind there ("Being the only data person at a 30-person startup, ...")
                           r"(?:\bi(?:'m| am)|^\s*(?:as|being)) (?:currently |now |also )?(?:the|our) (?:only|sole|lone) (?:[\w-]+ ){1,2}"
                           r"(?:person|guy|gal|woman|man|employee|staffer|hire) (?:at|on|in|for)\b|"
                           # ... said with the place first ("I'm the studio's bookkeeper", "I'm our team's designer")
                           r"\bi(?:'m| am) (?:currently |now |also )?(?:the|our|their|my) [\w-]+'s (?:[\w-]+ )?" + JOB + r"\b|"
                           # ... or theirs, in the conversation's own words ("I'm their account manager and have been for 6 years")
                           r"\bi(?:'m| am) (?:currently |now |also )?(?:their|your|his|her) (?:[\w-]+ )?" + JOB + r"\b(?= and (?:have|had) been\b| for (?:\d+|[a-z]+) years\b| since\b)|"
                           # ... or their lead or contact for a line of work ("I'm their customer success lead, so sign it from me")
                           r"\bi(?:'m| am) (?:currently |now |also )?(?:their|your) (?:[\w-]+ ){1,2}(?:lead|contact|point of contact|liaison)\b"
                           r"(?! (?:today|tonight|this week|for now)\b)|"
                           # a role that introduces a statement ("As a lawyer, I need precise wording", "Being a nurse, ...")
                           r"^\s*(?:(?:and|but|well|so),? )?(?:as|being) an? (?!(?:[\w-]+ ){0,3}(?:customer|user|caller|passenger|buyer|guest|"
                           r"member|visitor|reminder|result|rule|matter|courtesy|favou?r|whole|side|bonus)s?\b)"
                           r"(?:(?!(?:i|we|you|he|she|they|it|my)\b)[\w-]+ ){0,2}" + JOB + r"\b|"
                           # ... or the trade the user shares with their partner ("We're both nurses", "My wife and I are both teachers")
                           r"(?:^|[,;] |\band )(?:we(?:'re| are)|my (?:wife|husband|partner|fianc[eé]e?|boyfriend|girlfriend|spouse) and i are) "
                           r"both (?:[\w-]+ ){0,2}" + JOB + r"s\b|"
                           r"\bi(?:'m| am) retired\b|\bsince i retired\b|\bmy job is\b|\bi report (?:directly )?to\b|"
                           # a change of career under way ("I'm switching from teaching to UX design", "I'm transitioning into data science")
                           r"\bi(?:'m| am) (?:currently |now |slowly )?(?:switching|transitioning|pivoting|changing careers?)(?: careers?)? "
                           r"(?:from [\w -]{2,30}? )?(?:to|into) (?!(?:a |the )?(?:new |different )?(?:tab|window|page|plan|account|version|app|"
                           r"phone|provider|carrier|mode|setting|theme|view)s?\b)|"
                           # ... said by where it starts ("I'm switching careers from teaching")
                           r"\bi(?:'m| am) (?:currently |now |slowly )?(?:switching|changing) careers? (?:from|after)\b|"
                           # years in a line of work ("I have 8 years in consulting", "I've got 10+ years of experience as a nurse")
                           r"\bi(?:'ve| have)(?: got)? (?:over |more than |almost |nearly |about )?(?:\d+\+?|two|three|four|five|six|seven|eight|nine|"
                           r"ten|fifteen|twenty) years(?: of experience| of work| experience)? (?:in|as|of|at)\b|"
                           r"\bi(?:'m| am) (?:currently |now )?(?:between jobs|unemployed|out of work|on (?:maternity|paternity|parental) leave|"
                           r"self-employed|freelancing|a freelancer)\b|\bi(?:'m| am) an? \w+ by (?:training|trade|profession)\b|"
                           # the territory the user covers ("I cover the whole Pacific Northwest")
                           r"\bi (?:cover|handle|oversee) (?:the )?(?:whole |entire )?(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,2}(?: (?:region|territory|market))?\s*(?:[.,;!]|$)|"
                           r"\bi(?:'m| am) (?:responsible for|in charge of|heading|leading) (?:the |our |a )?(?:[\w-]+ ){0,2}(?:region|team|department|"
                           r"division|unit|office|branch|operations|program|group)\b|"
                           r"\bi (?:teach|study|studied|majored|graduated)\b|\bi(?:'m| am) (?:majoring|minoring|studying) in\b|\bi(?:'m| am) (?:working )?part[- ]time\b|"
                           r"\bi(?:'m| am) (?:currently |still )?(?:studying|doing a (?:degree|phd|masters?|bachelor'?s) in) " + FIELD + r"\b|"
                           r"\bi(?:'m| am) in (?:the )?\d+(?:st|nd|rd|th) grade\b|\bi(?:'m| am) (?:self-|un)?employed (?:at|by|as|in)\b|"
                           r"\bi(?:'m| am) (?:still |currently |now )?in (?:the )?(?:army|navy|military|marines|air force|"
                           r"sales|marketing|finance|real estate|high school|grad school|graduate school|school|college|"
                           r"university|med school|law school|nursing school)\s*[.!,]?\s*$|"
                           r"\bi(?:'m| am) (?:\w+ )?in (?:the )?(?:[\w-]+ ){1,3}(?:industry|business|field|sector)(?=\s*(?:[.!,;]|$|and\b|as\b|so\b))")
)


#: the exams people work towards, by their capitals ("GRE", "IELTS")
_EXAMS = r"GRE|GMAT|LSAT|MCAT|SAT|ACT|IELTS|TOEFL|CPA|CFA|PMP|USMLE|JLPT|DELE|DELF"


#: the user's standing place in their work: a grade moved up to, a move inside the organization, how many places or people
#: or which team they lead, a lead role for a line of work, a line of work left, an exam worked towards (`english.RULES`
#: holds them in their place, after the organization's standing facts)
CAREER: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    # a grade or level the user moved up to ("I moved up to 5th this year"; not "promoted to", which the corpora's role-play says
    # of a game: "I've been promoted to acting captain")
    ("profile", "job", compile_en(r"\bi(?:'ve| have)? moved up to (?!the next\b)[\w-]+" + FOR_NOW_ONLY)),
    # a move inside the user's organization ("I moved from the Midwest region to the Southeast region this month", "I've
    # switched from the data team to platform"): where they work now
    ("profile", "job", compile_en(r"\bi(?:'ve| have)? (?:just |recently )?(?:moved|switched|transferred) from (?:the |our |my )?[\w -]{2,30}? "
                                  r"(?:region|team|department|office|division|group|territory|role) to (?:the |our )?[\w -]{2,30}?"
                                  r"(?: (?:region|team|department|office|division|group|territory|role))?\b" + FOR_NOW_ONLY)),
    # how many places or people the user manages ("I manage eight stores", "I now run twelve locations", "I oversee 40 engineers")
    ("profile", "job", compile_en(r"\bi (?:now |currently )?(?:manage|run|oversee|supervise|lead) (?:\d+|two|three|four|five|six|seven|eight|"
                                 r"nine|ten|eleven|twelve|a dozen|several|a few) (?:[\w-]+ )?(?:stores|shops|locations|branches|"
                                 r"restaurants|cafes|clinics|sites|warehouses|schools|people|engineers|reports|employees|nurses|"
                                 r"teachers|agents|drivers|properties|buildings|projects|teams)\b")),
    # the team the user leads ("I lead a platform team of 6 at a fintech", "I manage the data department")
    ("profile", "job", compile_en(r"\bi (?:lead|manage|run|head|oversee|direct|chair|coordinate) (?:a|the|our|my) (?:[\w-]+ ){0,3}(?:team|"
                                  r"department|group|squad|org|organi[sz]ation|division|unit|studio|practice|lab|theat(?:er|re)|choir|"
                                  r"orchestra|band|museum|gallery|festival|shelter|food bank|program(?:me)?|nonprofit|non-profit|charity)\b"
                                  + FOR_NOW_ONLY)),
    # the user's standing lead role for a line of work ("I'm the procurement lead for a hospital network", "I'm the on-call
    # SRE lead for payments"), not for the thing at hand ("I'm the lead for this project")
    ("profile", "job", compile_en(r"\bi(?:'m| am) (?:currently |now |also )?the (?:[\w-]+ ){1,3}lead (?:for|of|at|in|on) "
                                  r"(?!(?:this|that|these|those|the|it|today|tonight|now|a while|a bit)\b)" + FOR_NOW_ONLY)),
    # a line of work or a habit the user has left ("I'm not doing night shifts anymore", "I'm not teaching any more")
    ("profile", None, compile_en(r"\bi(?:'m| am) not (?:doing|working|taking|teaching|coaching|managing|running|leading) "
                                 r"(?!(?:that|this|it|those|these|them)\b)(?:[\w-]+ ){0,3}any ?more\b")),
    # an exam the user is working towards ("I'm preparing for the GRE", "I'm taking the bar exam in July"): a later one replaces it
    ("profile", "exam", compile_en(r"\bi(?:'m| am) (?:currently |now |still )?(?:preparing|studying|prepping|cramming|registered|signed up) "
                                  r"(?:for )?(?:the |my )?(?-i:" + _EXAMS + r"|[Bb]ar)\b|"
                                  r"\bi(?:'m| am) (?:now |also )?taking (?:the |my )?(?-i:" + _EXAMS + r"|[Bb]ar exam)\b"
                                  r"(?= (?:in|next|this|on|at the end of)\b|\s*[.!,;]|\s*$)")),
)
