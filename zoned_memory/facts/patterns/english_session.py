"""The English patterns of session context (`rules.rule_label` reads them through `english`): a statement that
scopes how to work or answer to this session (`SESSION`, `SESSION_STYLE`: "For the rest of this chat, answer in
French", "I'm on call this week so keep answers short"), and the job of the moment a scope does not turn into a way
of working (`ONE_OFF_JOB`: "Send the invoice to Maria today").

>>> bool(SESSION.search("For now, treat all prices as excluding VAT"))
True
>>> bool(ONE_OFF_JOB.search("Send the invoice to Maria today"))
True
"""

from __future__ import annotations

import re

from .scopes import CONVERSATION_EN as _THIS_CHAT, INSTRUCTION_EN, SESSION_EN as _SCOPE

__all__ = ["AT_WORK_ON", "SESSION", "SESSION_STYLE", "ONE_OFF_JOB", "compile_en"]


def compile_en(pattern: str) -> re.Pattern[str]:
    """A case-insensitive pattern (English statements; `english` compiles its own with it too)."""
    return re.compile(pattern, re.IGNORECASE)


# a statement that scopes an instruction to this session
#: how to answer, not what to do: the instructions a session scope can carry
_HOW = (r"(?:use|write|answer|reply|respond|keep|work|assume|stick|make|be|in|cite|avoid|format|include|skip|focus|flag|prioriti[sz]e|"
        r"highlight|point out|warn|let'?s say|suppose|label|tag|number|mark|sign|date|"
        r"call|address me|don'?t use|do not use|no jargon|bullet|tables?|metric|imperial|units|tone|short|brief|"
        r"concise|formal|casual|simple|spanish|english|french|german|chinese|language|time ?zone)")
_INSTRUCTION = INSTRUCTION_EN
#: an instruction on how to work or answer that may open a statement scoped at its end (not "show", "give",
#: "include": "Show me all the prices for this week" asks for something)
_STYLE = (r"use|treat|assume|answer|reply|respond|write|keep|format|stick to|avoid|skip|quote|round|default to|don'?t use|"
          r"do not use|refer to|cite|explain|talk|speak|pretend|call me|prioriti[sz]e|focus on|"
          # what to watch for in all the session's work ("flag anything that looks non-compliant today"), not in one thing
          r"(?:flag|highlight|point out|warn me about) (?:anything|everything|whatever|all|any)")
#: what the session's work is made of ("all the reports I ask for today", "every answer")
_WORK = (r"(?:work|report|answer|number|figure|price|amount|email|document|question|request|task|draft|code|quer(?:y|ie)|"
         r"repl(?:y|ie)|response|table|chart|slide|file|summar(?:y|ie)|translation|message)")
#: where and how the user works this session (not what they do: "I'm working on the slides")
_SITUATION = (r"(?:working (?:from|off|remotely|offline|on (?:my|a) (?:phone|laptop|tablet|mobile|ipad))|(?:the|an?) (?!bit\b|little\b|lot\b)[\w-]+ (?:of|for|on)\b|on (?:my|a) (?:phone|laptop|tablet|mobile)|using (?:my|a|an) \w+|"
              r"acting (?:on behalf of|for|as)|representing|(?:covering|standing in|filling in|substituting) for|focusing on|based (?:in|at)|"
              # where they are ("I'm travelling in Japan this week", "we're staying in Kyoto for now")
              r"travel(?:l)?ing (?:in|around|through)|staying (?:in|at)|"
              # what the work runs against and the mode it is in ("We're working against the v2 API", "we're in planning mode")
              r"working (?:against|with|in)|in (?:[\w-]+ )?mode|"
              # the hat the user wears for it ("For this conversation, I'm wearing my manager hat", "today I'm here as the buyer")
              r"wearing (?:my|the|a) [\w -]{1,20}hat|(?:speaking|here|asking) as)\b")
#: why, said after the scope ("..., most of our members are older", "..., since the client reads on a phone")
_WHY_AFTER = (r"(?:[,;] (?:because |since |as |'?cause )?(?:most|many|all|some|half|our|my|the|they|their|it|he|she|we|everyone|"
              r"nobody)\b[^.!?;]{0,60})?")
#: the one form answers take ("bullet points only", "short answers only")
_FORM_ONLY = (r"(?:bullet points?|bullets|short answers|short replies|one-liners|tables?|numbers|plain text|text|summaries|"
              r"key points|headlines) only\b")
#: the register the session's work is written in, asked for without a verb ("formal British English please")
_REGISTER = (r"(?:formal|informal|plain|simple|british|american|casual|polite|technical|non-technical)\b[^.;]{0,30}\b"
             r"(?:please|only|english|spelling|language|tone|style|answers|replies)\b")
#: the work the session is on, named first ("While we work on this deck today, ..."): `SESSION` reads the way to do it
#: after it, `rules` counts it as said of all the session's work
AT_WORK_ON = (r"^\W*(?:while|as|when) (?:we|i)(?:'re| are|'m| am)? (?:work(?:ing)?|writ(?:e|ing)|draft(?:ing)?|build(?:ing)?|"
              r"do(?:ing)?|put(?:ting)? together) on\b")
#: the scopes whose work a possessive names ("today's docs", "this week's reports")
_SCOPE_OWNER = r"(?:today|tonight|this (?:week|morning|afternoon|evening|session))"
#: the instructions that set a standard for a body of work ("Use UTC timestamps everywhere in ...", "Put the sources at
#: the bottom of ..."), not a job done on it ("send", "summarize")
_STANDARD = (r"use|write|put|add|include|keep|cite|format|follow|stick to|avoid|skip|quote|round|spell|date|sign|label|number|"
             r"mark|bold|highlight|default to|apply|leave out|drop")
SESSION = compile_en(r"\bfor (?:everything |all of this |all work |the rest of )?(?:today|this session|this conversation)\b"
                     r".{0,40}\b(?:use|write|answer|reply|keep|work|assume|stick|make|be|in)\b|"
                     r"\bfor the rest of (?:today|the day|this session|this chat)\b|"
                     r"\b" + _THIS_CHAT + r"\b.{0,60}\b" + _HOW + r"|\b" + _HOW + r"\b.{0,60}\b" + _THIS_CHAT + r"\b|"
                     r"\blet'?s (?:keep|stick to|use|write|answer|work in)\b(?! going\b).{0,50}\b(?:today|for now)\b|"
                     # an instruction under a scope ("For now, treat all prices as excluding VAT", "this session, answer in French")
                     r"\b" + _SCOPE + r",? (?:please )?(?:let'?s )?(?:always |don'?t |do not |never )?(?:" + _INSTRUCTION + r"|mention|bring up|name|discuss|share|suggest|recommend)\b|"
                     # the ground rules of this session's work ("Our working assumption for this session: revenue grows 5%")
                     r"\b(?:(?:working )?assumptions?|ground rules?|conventions?|premises?|baseline)\b.{0,12}\b" + _SCOPE + r"\b|"
                     r"\b" + _SCOPE + r"\b.{0,20}\b(?:should|must|needs? to) (?:be|use|stay|go)\b|"
                     # the user's situation for this session's work ("Today I'm working from the Berlin office")
                     r"\b" + _SCOPE + r",? (?:i|we)(?:'m|'re| am| are) " + _SITUATION + r"|"
                     # a ground rule pretended for the session's work ("Today we're pretending the budget is unlimited")
                     r"\b" + _SCOPE + r",? (?:i|we)(?:'m|'re| am| are) (?:just )?(?:pretending|assuming|supposing|imagining)\b|"
                     r"\b" + _SCOPE + r",? (?:i|we)(?:'m|'re| am| are)? ?(?:only (?:looking at|covering|working (?:on|with)|interested in|"
                     r"dealing with|targeting)|focusing (?:only )?on|targeting|limited to|"
                     # a focus in the work's own verb ("This afternoon we're reviewing only the EMEA pipeline")
                     r"(?:reviewing|analy[sz]ing|discussing|examining|auditing|considering|covering|testing|comparing) only)\b|"
                     r"\b(?:i|we)(?:'m|'re| am| are) " + _SITUATION + r".{0,40}\b" + _SCOPE + r"\b|"
                     # the user's work under the scope, to be kept in mind ("Today I'm working on the Henderson account, keep that in mind")
                     r"\b" + _SCOPE + r",? (?:i|we)\b.{1,60}\b(?:keep (?:that|this|it) in mind|bear (?:that|this) in mind|remember (?:that|this))\b|"
                     # ... or the other way round ("While we chat today, remember I'm writing for a teenage audience")
                     r"\b" + _SCOPE + r",? (?:please )?(?:remember|keep in mind|bear in mind|note) (?:that )?(?:i|we)(?:'m|'re| am| are)\b|"
                     # a standard for all the session's work, its scope inside ("Keep all my drafts today under 150 words")
                     r"\b(?:" + _STYLE + r") (?:all|every|each) (?:of )?(?:(?:my|the|your) )?" + _WORK + r"s? (?:" + _SCOPE + r")\b|"
                     # how the user wants all the session's work, said as a wish ("Today I want everything in a formal tone")
                     r"\b" + _SCOPE + r",? (?:i|we) (?:want|need|'d like|would like|prefer) (?:everything|all of it|all (?:my |the |your )?"
                     + _WORK + r"s?|every " + _WORK + r"|(?:your |the )?" + _WORK + r"s) (?:to be |kept |written )?(?:in|as|under|short|brief|formal|casual|"
                     r"simple|concise)\b|"
                     # what the user wants, and only that, for now ("Tonight I only want vegetarian suggestions")
                     r"\b" + _SCOPE + r",? (?:i|we) (?:only|just) want (?:[\w-]+ ){0,2}(?:suggestions|recommendations|ideas|options|answers|examples)\b|"
                     # how the session's work goes ("We're brainstorming today, wild ideas are welcome")
                     r"\b(?:i|we)(?:'m|'re| am| are) (?:just |only )?(?:brainstorming|spitballing|thinking out loud|exploring ideas|"
                     r"prototyping|rehearsing|role-?playing|practi[cs]ing)\b.{0,30}\b" + _SCOPE + r"\b|"
                     # the user's situation under the scope, then how to work in it ("I'm on call this week so keep
                     # answers short", "All the reports I ask for today go to Maria, so address them to her")
                     r"\b" + _SCOPE + r"\b.{0,60}?,? so (?:please )?(?:" + _INSTRUCTION + r"|(?:don'?t|do not|never) (?!worry|bother|forget|mind)\w+|address|call|no (?:[\w-]+ )?[a-z]+s\b|(?:nothing|everything) (?:is|should|must|needs)\b|"
                     # ... or how to treat the user in it ("so quiz me whenever it fits") and the register ("so formal British English please")
                     r"(?:quiz|test|drill|grill|coach|correct|challenge|ask) me\b|only (?:suggest|recommend|show|give|use|answer|consider|include)\b|"
                     # ... or the form of answers, with "only" ("so bullet points only until tonight")
                     + _FORM_ONLY + r"|" + _REGISTER + r")|"
                     # how to keep this conversation ("Let's keep this chat PG")
                     r"\blet'?s keep (?:this|our|the) (?:chat|conversation|session)\b|"
                     # all of the session's work ("Everything we do today is for the Q3 board deck")
                     r"\b(?:everything|all (?:of )?(?:the |my |our )?" + _WORK + r"s?|every " + _WORK + r")\b.{0,30}\b" + _SCOPE + r"\b.{0,30}\b(?:is|are|goes|go|should|must)\b|"
                     # ... the scope said first ("For today, everything goes out under the support team's name")
                     r"\b" + _SCOPE + r",? (?:everything|all (?:of )?(?:the |my |our )?" + _WORK + r"s?|every " + _WORK + r")\b(?: (?:we|i) [a-z]+)?"
                     r" (?:goes|go|should|must|needs? to|has to|have to)\b|"
                     r"\b" + _SCOPE + r"'s (?:work|questions|tasks|requests|topics?|focus|agenda|replies|answers|responses|"
                     r"emails|drafts|constraints?|rules?|limits?|ground rules)\b|"
                     # a standard for all of a scope's work, said with its possessive ("Today's decks should all use our brand
                     # colors"; not one thing of today: "Today's meeting is at 3pm") ...
                     r"\b" + _SCOPE_OWNER + r"'s (?:[\w-]+ ){0,2}[\w-]+s (?:should|must|need to|have to|are to|ought to) (?:all |each |both |always )?"
                     r"(?!have been\b)[a-z]+\b|"
                     # ... or as where an instruction applies ("Use UTC timestamps everywhere in today's docs"; not a job on
                     # them: "Send today's reports to Maria")
                     r"^(?:please )?(?:" + _STANDARD + r")\b.{0,60}\b(?:in|for|across|to|on|of) (?:all (?:of )?|each of |every one of )?"
                     + _SCOPE_OWNER + r"'s (?:[\w-]+ ){0,2}[\w-]+s[.!]?$|"
                     # ... or as how all of the scope's work is to be ("Please keep all of today's ideas short, he hates long lists")
                     r"^(?:please )?(?:keep|make) (?:all (?:of )?|each of |every one of )" + _SCOPE_OWNER + r"'s (?:[\w-]+ ){0,2}[\w-]+s "
                     r"(?:short|brief|simple|casual|formal|concise|light|plain|clear|upbeat|positive|neutral|friendly)\b" + _WHY_AFTER + r"[.!]?$|"
                     # a scope, then how to work in it ("We're in crunch mode this week: prioritise speed over polish")
                     r"\b" + _SCOPE + r"\s*[:—–-]\s*(?:(?:please )?(?:" + _INSTRUCTION + r")|(?:i|we)(?:'m|'re| am| are))\b|"
                     # a focus said before its scope ("We're only dealing with the APAC accounts this afternoon")
                     r"\b(?:i|we)(?:'m|'re| am| are) (?:(?:only|just) (?:focusing|concentrating|working|dealing|looking|talking|thinking)|focusing|"
                     r"concentrating) (?:only )?(?:on|with|at|about)\b.{0,50}\b" + _SCOPE + r"\b|"
                     r"\bkeep (?:it|everything|things|answers|replies|responses)\b.{0,30}\b" + _SCOPE + r"\b|"
                     # how to work, said before its scope ("Stick to British spelling this afternoon", "Use the 2025
                     # figures for everything we discuss this week")
                     r"(?:^|,? so )(?:please )?(?:" + _STYLE + r"|" + _FORM_ONLY + r")\b.{0,60}\b" + _SCOPE + r"\b" + _WHY_AFTER + r"[.!]?$|"
                     r"\bfor (?:everything|all (?:the )?" + _WORK + r"s?) (?:we|i|you)\b.{0,30}\b" + _SCOPE + r"\b|"
                     # what the user is busy with at the moment, then how to work for it ("Right now I'm prepping for a client
                     # pitch, so keep everything investor-friendly"; "right now" alone is a state of the moment: "I'm starving right now")
                     r"^\W*(?:right now|at the moment|currently),? (?:i|we)(?:'m|'re| am| are) [^.;]{1,60}?,? so (?:please )?(?:" + _INSTRUCTION + r")\b|"
                     # who the user is to the assistant, or the assistant to them, for now ("For the next hour I'm your
                     # co-author on this paper", "For this chat, you're my Spanish tutor")
                     r"\b(?:" + _THIS_CHAT + r"|for now|for (?:the next|this) (?:hour|half hour|\w+ hours|while|bit|session|chat|conversation)),? "
                     r"(?:i'?m|i am|you'?re|you are) (?:your|my|our) [\w-]+|"
                     # roles for the session ("In this session I'm the buyer and you're the vendor, let's role-play")
                     r"\b" + _SCOPE + r",? (?:i'?m|i am) (?:the|a|an) [\w-]+ and you'?re (?:the|a|an|my) [\w-]+|\blet'?s role-?play\b.{0,40}\b" + _SCOPE + r"\b|"
                     r"\b" + _SCOPE + r"\b.{0,40}\blet'?s role-?play\b|"
                     # why today's answers go one way, then the way ("Since I'm presenting this to executives today, lead with the numbers")
                     r"^\W*(?:since|because|as) (?:i|we)(?:'m|'re| am| are)\b[^.;]{1,60}\b" + _SCOPE + r",\s*(?:please )?(?:" + _INSTRUCTION +
                     r"|lead with|start with|open with|end with)\b|"
                     # the work of the session, then how to do it ("While we work on this deck today, use our new logo colors")
                     + AT_WORK_ON + r"[^,;.]{1,40}\b" + _SCOPE + r",\s*(?:please\s+)?(?:always\s+|never\s+|don'?t\s+|do not\s+)?(?:"
                     + _INSTRUCTION + r"|" + _STANDARD + r")\b|"
                     # what the session is for ("This session is about preparing my job interview")
                     r"\b(?:this (?:whole |entire )?(?:session|conversation|chat)|today) is (?:all |mostly |only |just )?(?:about|for)\b|"
                     r"\b" + _SCOPE + r",? (?:everything|it'?s all|all (?:of )?(?:our|my|the) work)(?: (?:we|i) (?:send|ask|give|share|paste|"
                     r"do|write|discuss)(?: you)?)? (?:is|will be) (?:about|for|on)\b")  # "Today, everything I send you is for the Harbor project"
#: how to answer or work, said with the session's scope anywhere in the statement, also as a question
#: or a request ("Can you keep responses under 100 words today?", "I'm in a hurry this morning, just give
#: me the key points", "This week, when I say 'the client' I mean Acme Corp"); `ONE_OFF_JOB` vetoes it
_STANDING_STYLE = (r"(?:in the same (?:tone|style|voice|format|register) as (?:our|my|the|your)\b|"
                   r"keep (?:it|them|responses|answers|replies|things|everything|the \w+) (?:short|brief|under|concise|formal|simple|"
                   r"practical|high-level|light|casual|tight)|be (?:extra |very |really )?(?:careful|concise|brief|formal|precise|gentle|"
                   r"patient|thorough)|skip (?:the|all|any)|treat (?:everything|all|this|every)|assume (?:the|that|i|we|everyone|all)|"
                   r"(?:give me|tell me|just) (?:only |just )?the (?:key points|highlights|gist|bottom line|short version|essentials)|"
                   r"just the (?:key points|highlights|gist|essentials|facts)|when(?:ever)? i say\b.{1,40}\bi mean|"
                   # what a word means in this session's work ("In this conversation, 'the board' means our advisory board")
                   r"\w+['\"”’] (?:means|refers to|stands for)\b|\b(?:the|our|my) [\w-]+ (?:means|refers to|stands for)\b|"
                   r"(?:every|each|all(?: the)?|any) \w+ (?:i|we) (?:mention|give you|give|quote|say|use|send|write) (?:are|is|will be)\b|"
                   r"(?:only|mainly|mostly) (?:interested in|care about|concerned (?:with|about)|want to (?:talk|hear) about)|"
                   r"(?:every|each|all(?: the)?|all of (?:the|my|your)) (?:answers?|responses?|replies|dates?|numbers?|figures?|prices?|"
                   r"amounts?|times?|summar(?:y|ies)|emails?|drafts?)\b.{0,40}\b(?:should|must|in|end|start|be|use|with)|"
                   r"in (?:plain|simple) (?:english|language|words|terms)|non-technical|off the record|confidential|"
                   r"(?:answers|replies|responses) in|(?:short|brief|quick|concise) (?:answers|replies|responses))")
#: the moment, said as a scope of how the user works now ("right now" alone is a state of the moment: "I'm starving right now")
_NOW = r"(?:right now|at the moment|currently|for now)"
#: the user's situation now, then how to answer in it ("I'm on my phone right now, so keep replies short"), and what they can
#: reach for now ("Right now I only have access to the read-only replica")
_MOMENT_STYLE = (r"(?:^\W*" + _NOW + r",? (?:i|we)(?:'m|'re| am| are) [^.;]{1,60}?|\b(?:i|we)(?:'m|'re| am| are) [^.;]{1,60}? " + _NOW +
                 r"),? so (?:please )?(?:(?:" + _INSTRUCTION + r")\b|(?:short|brief|quick|concise) (?:answers|replies|responses)\b)|"
                 r"\b(?:" + _NOW + r"|" + _SCOPE + r"),? (?:i|we) (?:only |just )?(?:have|'ve got) (?:no |read-only |limited )?access to\b|"
                 r"\b(?:i|we) (?:only |just )?(?:have|'ve got) (?:no |read-only |limited )?access to\b.{0,50}\b(?:" + _NOW + r"|" + _SCOPE + r")\b|"
                 r"\b(?:" + _NOW + r"|" + _SCOPE + r"),? (?:i|we) (?:can only|can'?t|cannot) (?:access|reach|install|connect to)\b")
#: what the session's input will be ("I'll be pasting logs from the staging cluster for the rest of this chat"): a plan,
#: which `NOT_DURABLE` blocks, of the whole session's work
_INPUT = r"(?:i|we)(?:'ll| will) be (?:pasting|sharing|uploading|asking (?:about|you)|giving you|posting|sending you)\b"
#: how the user will work for the rest of this conversation ("I'll type instead of using voice for the rest of the chat")
_HOW_I_WORK = r"\b(?:i|we)(?:'ll| will) (?:be )?(?:type|typing|write|writing|reply|replying|paste|pasting|use|using|speak|speaking)\b.{0,60}\b" + _THIS_CHAT + r"\b"
#: a scope, then an instruction with the form its answers take ("Tonight I'm cooking for guests, give me timings in minutes,
#: not hours"): a unit, a format, a language, an alternative turned down
_FORM = (r"\b" + _SCOPE + r"\b[^.;]{0,60}[,;:]\s*(?:so\s+)?(?:please\s+)?(?:give me|write|answer|reply|respond|list|keep|use|put|format|"
         r"quote|express|measure|round)\b[^.;?]{0,40}\b(?:in (?:minutes|hours|seconds|metric|imperial|celsius|fahrenheit|euros|"
         r"dollars|pounds|yen|bullet points|bullets|tables?|spanish|french|english|german|chinese|japanese|plain \w+)|not (?:in )?\w+"
         r"(?:\W*$)|instead of|rather than)\b")
SESSION_STYLE = compile_en(r"\b" + _SCOPE + r"\b.{0,80}\b" + _STANDING_STYLE + r"|\b" + _STANDING_STYLE + r".{0,80}\b" + _SCOPE + r"\b|"
                           + _MOMENT_STYLE + r"|\b" + _INPUT + r".{0,60}\b" + _SCOPE + r"\b|\b" + _SCOPE + r",? " + _INPUT + r"|"
                           + _HOW_I_WORK + r"|" + _FORM)
#: a job of the moment, which a scope does not turn into a way of working ("Send the invoice to Maria today")
ONE_OFF_JOB = compile_en(r"\b(?:book|reserve|order|buy|purchase|send(?! (?:me )?(?:short|brief|quick|concise|simple|detailed|long)\b)|email|schedule|remind|find|search|look up|show me|get me|draft|(?<!-)check|"
                         r"summari[sz]e|translate|create|make me|plan|cancel|pay|transfer|call (?!me\b))\b")
