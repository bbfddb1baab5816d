"""The rules of "is a statement a durable fact about the user, session context, or task data?"

`classify.classify` combines them with the learned model; these are also its features. Rules over the statement's grammar, the same in every domain: the user speaking of themselves
(first person), in the present or as a habit, about who they are (``profile``), what they like
and how they want things (``preference``), what they cannot do or eat (``constraint``) or the
standing facts of their world (``knowledge``: "my manager is Zhao Yalin", "our fiscal year starts
in April"). Not durable: requests ("I'd like a table"), questions, transient states ("I'm
hungry"), what holds for today or this booking only, and a third party's tastes ("my client
prefers tables", "我客户是素食者"): those are the task's. A statement that scopes an instruction to
this session ("for everything today use the staging database", "今天的材料都用英文写") is
session context.

>>> rule_label("I'm allergic to peanuts").kind
'constraint'
>>> rule_label("我对花生过敏").kind
'constraint'
>>> rule_label("I'd like a table for two tonight").durable
False
>>> rule_label("my client prefers answers as tables").durable
False
>>> rule_label("For everything today, use the staging database").scope
'session'
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict

__all__ = ["FactLabel", "rule_label", "FACT_KINDS", "is_revocation", "kinds_matched", "is_blocked", "is_third_party",
           "is_hedged", "is_negated"]

FACT_KINDS = ("profile", "preference", "constraint", "knowledge", "session_context")

_F = re.IGNORECASE


class FactLabel(BaseModel):
    """What a statement is: ``scope`` is ``global``, ``session`` or ``task`` (not durable)."""

    model_config = ConfigDict(frozen=True)

    text: str
    scope: str = "task"
    kind: str | None = None
    confidence: float = 0.0
    #: what the fact is about, when one value replaces another ("residence", "name", "diet", ...)
    slot: str | None = None
    #: the statement takes something back ("I no longer eat meat", "我现在不吃辣了")
    negated: bool = False

    @property
    def durable(self) -> bool:
        return self.scope != "task"


def _en(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _F)


#: what a person around the user is doing right now ("my wife is waiting downstairs"): no standing fact
_NOW = (r"(?! (?:\w+ing|there|here|with me|mad|angry|upset|worried|sick|ill|away|out|late|home|back|gone|downstairs|"
        r"outside|in the shop|on (?:the|his|her|their|my) way)\b)")
#: up to 40 characters that are no report of what someone said ("my friend said the blue one is nicer")
_SPAN = r"(?:(?!\b(?:said|says|told|tells|thinks|thought|recommend(?:s|ed)?|suggest(?:s|ed)?|wants?|asked|asks)\b).){0,40}"
#: what one has for a single job or moment: an appointment, a symptom, a party size, a reference number
_EPISODE = (r"(?:question|reservation|appointment|meeting|booking|problem|issue|request|idea|look|minute|moment|few|date|"
            r"interview|plans?|flight|ticket|trip|visit|party|wedding|event|deadline|exam|test|cough|fever|cold|headache|"
            r"pain|pin|code|number|account|card|coupon|voucher|order|package|delivery|people|persons?|guests?|lot|bunch|"
            r"couple|budget|preference|hours?|days?|weeks?|nights?|reference|receipt|invoice|bill|balance|emergency|"
            r"visitors?|friend visiting|choice|option|feeling|doubt|nose|throat|rash|cut|bruise|injury|wedding)")
#: the verbs of a habit or a pursuit in the simple present ("I knit", "I volunteer at the shelter")
_PURSUIT = (r"(?:work|play|spend|grew|eat|write|make|listen|collect|volunteer|use|run|watch|walk|ride|travel|attend|"
            r"build|drink|cook|wear|coach|dance|sell|explore|skate|paint|knit|dye|grow|garden|hunt|fish|hike|swim|"
            r"bike|cycle|surf|ski|snowboard|sing|draw|bake|read|teach|study|train|lift|meditate|jog|practi[cs]e|own|"
            r"raise|breed|foster|sew|shop|camp|climb|golf|bowl|race|compete|design|code|program|blog|stream|record|"
            r"perform|produce|manage|serve|care|donate|speak|avoid|commute|drive|fly|sleep|nap|wake|workout|exercise|"
            r"model|rescue|tend|try to|love|like|enjoy|adore|hate|dislike|prefer|go|visit|keep (?!forgetting|losing|"
            r"getting|trying|thinking)|smoke|pray|sketch|fix|repair|restore|tutor|babysit|mentor|crochet|quilt|brew|"
            r"rock|jam|film|photograph|bird|live|help|hang|share|consider myself|stand|won|win|miss|stay|became|become|earn|"
            r"follow|specialize|deal|hang out|juggle|binge|shoot|row|sail|skydive|scuba|dive|gamble|invest|save|host)")

#: a statement that ends on what the user is ("I am a state champion.", "I'm an early adopter"), not a
#: moment ("I'm a bit lost"), a role in this job ("I'm a new customer") or a taste (the fan rule)
_SELF_DESCRIPTION = _en(r"\bi(?:'m| am) (?:also |just |currently |still |actually )?(?:a|an) (?!(?:[\w'-]+ ){0,3}(?:bit|little|"
                        r"lot|tad|few|couple|guest|customers?|users?|callers?|passengers?|party|group|minute|hour|second|"
                        r"while|moment|problem|question|loss|hurry|rush|mess|way|hard|good time|first[- ]time|new|visitor|"
                        r"newbie|beginner|fan|total|real|big deal|genius|genious|fool|dope|hero|idiot|noob|scatterbrain|dunderhead|"
                        r"winner|loser|moron|dummy|pro|natural|lucky|mess)\b)(?:[\w'-]+ ){0,3}[\w'-]+\s*[.!]?\s*$|"
                        r"\bi(?:'ve| have) been (?!having|trying|waiting|looking|calling|meaning|thinking|feeling)\w+ing\b.{0,40}\b(?:for (?:\d+|a few|many|several|two|three|ten|a long time|"
                        r"most of my life|my whole life|years|decades)|since (?:i was|\d{4}|high school|college|childhood))\b")

#: nationalities ("I'm Canadian", "I am half Japanese")
_DEMONYM = (r"(?:American|Canadian|Mexican|Brazilian|Argentin(?:e|ian)|Chilean|Colombian|Peruvian|Cuban|British|English|"
            r"Scottish|Welsh|Irish|French|German|Dutch|Belgian|Swiss|Austrian|Italian|Spanish|Portuguese|Greek|Polish|"
            r"Czech|Hungarian|Romanian|Russian|Ukrainian|Swedish|Norwegian|Danish|Finnish|Icelandic|Turkish|Israeli|"
            r"Egyptian|Moroccan|Nigerian|Kenyan|Ethiopian|Ghanaian|South African|Indian|Pakistani|Bangladeshi|"
            r"Nepali|Sri Lankan|Chinese|Taiwanese|Japanese|Korean|Vietnamese|Thai|Filipin[oa]|Indonesian|Malaysian|"
            r"Singaporean|Australian|New Zealander|Iranian|Iraqi|Saudi|Lebanese|Syrian|Jordanian|Emirati|Afghan|"
            r"Jamaican|Haitian|Puerto Rican|Venezuelan|Asian|European|African|Latino|Latina|Hispanic)")
#: common Chinese surnames: "我是郑思雨" is a name (the other "我是..." are caught by the rules before)
_ZH_SURNAME = (r"[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任"
               r"沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]")

# (kind, slot, pattern): the first match decides; English patterns expect a first-person subject
_EN_RULES: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    ("constraint", "diet", _en(r"\bi(?:'m| am)(?: a)? (?:strict )?(?:vegetarian|vegan|pescatarian|"
                               r"lactose[- ]intolerant|gluten[- ]free|diabetic|celiac|coeliac)\b|"
                               r"\bi (?:don't|do not|can't|cannot|never|no longer|stopped|quit) (?:eat(?:ing)?|drink(?:ing)?) (?!any more\b)\w+|"
                               r"\bi (?:don't|do not|never|no longer) have (?:any )?(?:meat|dairy|gluten|sugar|alcohol|caffeine|pork|beef)\b|"
                               r"\bi keep (?:kosher|halal)\b|\bi(?:'m| am) on a \w+ diet\b|"
                               r"^\s*(?:since|because|as) (?:i(?:'m| am) )?an? (?:strict )?(?:vegetarian|vegan|pescatarian|"
                               r"diabetic|celiac|coeliac)\b")),
    ("constraint", None, _en(r"\bi(?:'m| am| have been)? ?(?:severely |very |quite )?allergic to\b|"
                             r"\bi have (?:an? )?(?:\w+ )?allergy\b|\bi (?:use|am in|need) a wheelchair\b|"
                             r"\bi(?:'m| am) (?:blind|deaf|disabled|pregnant|colou?r[- ]?blind)\b|"
                             r"\bi have (?:diabetes|asthma|epilepsy|a disability|high blood pressure)\b|"
                             r"\bi get around by wheelchair\b|\bi (?:can't|cannot|can not) (?:walk|drive|see|hear)(?: (?:well|very well|properly|"
                             r"far|long distances|at night|without \w+|stairs))?\s*[.!]?\s*$|"
                             r"\bi (?:don't|do not|never) (?:smoke|drink)\b(?! (?:it|that|this|them|those|these|much)\b)|"
                             r"\bi (?:don't|do not|never|can't|cannot|won't) (?:fly|drive)\b(?! (?:to|there|back|home|out|in)\b)|"
                             r"\bmy budget (?:is )?(?:always|never|usually|generally)\b|\bfor me,? ever\b|"
                             r"\bi (?:only )?eat (?:halal|kosher)\b|\bmakes? me (?:sick|ill)\b")),
    ("profile", "name", _en(r"\bmy (?:first |last |full |real )?name(?:'s| is)\b|\bi(?:'m| am) called\b|(?<!please )(?<!don't )(?<!do not )\bcall me (?-i:[A-Z][a-z]+\b)|"
                            r"\bi go by\b")),
    ("preference", None, _en(r"\bi(?:'m| am) (?:also |such |really |quite )?(?:a |an )?(?:big |huge |massive |total |real |avid |"
                             r"die-?hard )?(?:[\w-]+ ){1,2}(?:fan|lover|enthusiast|nut|buff|junkie|fanatic|addict|aficionado)\b|"
                             r"\bmy (?:main |favou?rite |only |biggest |new )?(?:hobby|hobbies|pastimes?|passion) (?:is|are|include)\b")),
    ("profile", "handedness", _en(r"\bi(?:'m| am) (?:left|right)[- ]handed\b")),
    ("profile", "residence", _en(r"\bi(?:'m| am) based (?:in|out of)\b|\bmy time ?zone is\b|"
                                 r"\bi(?:'m| am) (?:in|on) (?:the )?[\w ]{2,20} time ?zone\b|"
                                 r"\bi (?:live|reside|stay) (?:in|at|near|on|by)\b|\bi was (?:raised|born)\b|\b(?:now )?living in [A-Z]|\bi(?:'ve| have)? moved to\b|"
                                 r"\bi(?:'m| am) (?:originally )?from\b|\bi grew up in\b|\bmy (?:home|hometown) is\b")),
    ("profile", "job", _en(r"\bi work (?:as|at|for|in)\b|\bi(?:'m| am| was) (?:actually |also |currently |just |once )?(?:a|an) "
                           r"(?!(?:[\w-]+ ){0,3}(?:customer|user|caller|passenger|buyer)s?\b)(?:[\w-]+ ){0,3}"
                           r"(?!(?:for|or|her|after|never|ever|over|under|other|either|whether|per|door|floor|"
                           r"together|later|sooner|better|rather|year)\b)(?:engineer|secretary|aide|assistant|receptionist|housewife|homemaker|"
                           r"veteran|volunteer|intern|entrepreneur|ceo|owner|bartender|librarian|firefighter|cop|"
                           r"paramedic|dentist|surgeon|therapist|pharmacist|realtor|tutor|nanny|caregiver|trucker|teacher|coach|athlete|singer|vet|veterinarian|waitress|waiter|"
                           r"cashier|clerk|baker|barber|plumber|electrician|soldier|"
                           r"doctor|nurse|student|developer|designer|manager|lawyer|accountant|writer|"
                           r"programmer|scientist|analyst|chef|driver|artist|musician|farmer|janitor|"
                           r"consultant|researcher|professor|officer|mechanic|pilot|retiree|"
                           r"\w+ist|\w+er|\w+or|\w+ian)\b|\bi(?:'m| am) retired\b|\bmy job is\b|"
                           r"\bi (?:teach|study|studied|majored|graduated)\b|\bi(?:'m| am) (?:majoring|minoring|studying) in\b|\bi(?:'m| am) (?:working )?part[- ]time\b|"
                           r"\bi(?:'m| am) in (?:the )?\d+(?:st|nd|rd|th) grade\b|\bi(?:'m| am) (?:self-|un)?employed (?:at|by|as|in)\b|"
                           r"\bi(?:'m| am) (?:still |currently |now )?in (?:the )?(?:army|navy|military|marines|air force|"
                           r"sales|marketing|finance|real estate|high school|grad school|graduate school|school|college|"
                           r"university|med school|law school|nursing school)\s*[.!,]?\s*$")),
    ("profile", "age", _en(r"\bi(?:'m| am) (?:finally |almost |nearly |only |just |now )?\d{1,3}(?: years old)?\b"
                           r"(?!%|\.\d| ?(?:minutes?|hours?|miles?|blocks?|km|dollars|percent|people|away|late|sure)\b)|"
                           r"\bi turn(?:ed)? \d{1,3}\b")),
    ("profile", None, _en(r"\bi have (?:a|an|one|two|three|four|five|six|seven|\d+) (?:\w+ ){0,2}(?:kids?|children|sons?|"
                          r"daughters?|brothers?|sisters?|dogs?|cats?|pets?|car|house|wife|husband|"
                          r"boyfriend|girlfriend|grandchildren)\b|\bmy (?:wife|husband|son|daughter|kids?|"
                          r"children|partner|dog|cat|mom|mother|dad|father|parents?|brother|sister)\b" + _SPAN +
                          r"\b(?:is|are|was|named|called|loves?|likes?)\b" + _NOW + r"|\bi(?:'m| am) (?:married|single|"
                          r"divorced|a (?:mom|mother|dad|father|parent))\b|\bi own\b|\bi drive an? \w+")),
    ("profile", None, _en(r"\bi (?:only |also )?have (?:both |no |only )?(?:\w+ )?(?:cats|dogs|kids|children|brothers|sisters|"
                          r"siblings|pets|sons|daughters|grandchildren|roommates?)\b|"
                          r"\b(?:i|we) (?:don't|do not) have (?:any )?(?:kids|children|pets|siblings|brothers|sisters|a car)\b|"
                          r"\bi(?:'m| am) (?:very |really |quite |pretty |kind of |a bit |rather )?(?:tall|short)\s*[.!,]?\s*$|"
                          r"\bi have (?:\w+ )?(?:blue|brown|green|hazel|grey|gray|dark) eyes\b|"
                          r"\bi(?:'m| am) (?:a )?(?:redhead|blonde?|brunette)\b|\bi (?:only |also )?have (?:a|an|one) (?:little |big |older |"
                          r"younger |twin )?(?:brother|sister|son|daughter|kid|child)\b|\bi have (?:\w+ ){0,2}hair\b|"
                          r"\bi(?:'m| am) (?:also |such |very |really |quite |kind of |more of )?(?:a |an )?(?:\w+ )?(?:introvert|"
                          r"extrovert|homebody|loner|recluse|omnivore|carnivore|workaholic|foodie|bookworm|gamer|nerd|geek|only child)\b|"
                          r"\bi(?:'m| am) (?:also |still )?(?:in|on) (?:a |the |my )?(?:[\w-]+ ){0,2}(?:band|choir|club|team|league|"
                          r"orchestra|army|navy|military)\b")),
    ("preference", None, _en(r"^(?:\w+,? ){0,2}?i (?:also |still |usually )?(?!(?:need|want|have|would|will|can|could|should|"
                             r"must|am)\b)[a-z]+(?<!ed) (?:\w+ ){0,5}?(?:every|each) (?:single )?(?:day|week|weekend|morning|evening|"
                             r"night|month|year|summer|winter|spring|fall|sunday|monday|tuesday|wednesday|thursday|friday|"
                             r"saturday)\b")),
    ("profile", None, _en(r"\bwe have (?:a|an|two|three|four|\d+) (?:\w+ )?(?:toddler|baby|babies|kids?|children|sons?|"
                          r"daughters?|dogs?|cats?|grandchildren)\b|\bi(?:'m| am) (?:a |an )?(?:devout |practicing )?"
                          r"(?:muslim|jewish|hindu|buddhist|christian|catholic|sikh|mormon)\b")),
    ("profile", "nationality", re.compile(r"\b[Ii](?:'m| am) (?:an? |half )?" + _DEMONYM + r"\b(?! (?:food|restaurant|"
                                          r"place|dish|cuisine)s?\b)")),
    ("profile", "name", re.compile(r"(?:^|[,.!]\s*|\b(?:[Hh]i|[Hh]ello|[Hh]ey|[Yy]es|[Oo]h)\W+)[Ii](?:'m| am) (?!" + _DEMONYM +
                                   r"\b)(?!(?:Okay|Ok|Good|Fine|Great|Alright|Here|There|Ready|Sorry|Sure|Done|Back|Home|Not|So|Very|Just|Still|"
                                   r"Really|Glad|Happy|Excited|Looking|Going|Trying|Interested|Available|Free|Busy|Tired|"
                                   r"Hungry|Well|Doing|All|The|In|On|At|With|From|Also|Only|Good)\b)"
                                   r"[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:,? by the way)?\s*[.!,]?\s*$")),
    ("knowledge", None, _en(r"\bmy (?:best )?(?:friend|brother|sister|uncle|aunt|cousin|neighbou?r|roommate|boss|manager|"
                            r"colleague|coworker|co-worker|supervisor|mom|mother|dad|father|"
                            r"grand(?:ma|pa|mother|father)|nephew|niece)s?\b" + _SPAN + r"\b(?:is|are|was|lives?|works?|loves?|"
                            r"likes?|has|have|named|called)\b" + _NOW + r"|"
                            r"\bmy (?:boss|manager|colleague|coworker|co-worker|assistant|team ?lead|"
                            r"supervisor|doctor|dentist)(?:'s name)? (?:is|are) (?:named |called )?[A-Z]\w+|"
                            r"\bwe (?:use|run|deploy|work (?:in|with)) .{1,40}\b(?:at work|in (?:our|my) team|at (?:my|our) "
                            r"(?:company|job|office|firm))\b|"
                            r"\b(?:our|my) (?:fiscal year|company|team|office|firm|startup|department)\b.{0,60}"
                            r"\b(?:is|are|starts?|ends?|uses?|has|runs?|sells?|makes?)\b")),
    ("preference", None, _en(r"\bi (?:do not|don't|never|really don't) (?:like|enjoy|love)\b|"
                             r"\bi (?:really |absolutely |just |also |do |totally |quite |much |especially |particularly |still |sometimes )?(?:like|love|enjoy|adore|"
                             r"prefer|hate|dislike|detest|can't stand|cannot stand)\b(?! (?:this|that|it|the|these|those|one)\b)(?! (?:to )?(?:book|reserve|"
                             r"find|get|know|ask|have a|make a|go (?:to|there)|order|buy|see if))|"
                             r"\bmy (?:all[- ]time |absolute )?fav(?:ou?rite)?\b|\b(?:is|are|was) my (?:idol|hero)\b|\bi(?:'m| am) (?:a )?(?:big |huge )?"
                             r"fan of\b|\bi(?:'m| am) (?:really )?into\b|\bi(?:'m| am) (?:a )?(?:morning|night) "
                             r"person\b|\bi (?:usually|always|often|normally|typically|never|rarely|generally) "
                             r"(?!(?:need|want|thought|knew|realized|expected|imagined|heard|said|meant)\b)\w+|"
                             r"\bi (?:always|usually|generally|normally|typically) (?:want|need)\b(?! to (?:know|ask|check|see)\b)|\bi (?:cannot|can't) "
                             r"(?:resist|get enough of|live without)\b|\b(?:please )?always (?:answer|reply|respond|use|write|give|"
                             r"show|format|keep|cite|include|add|mention|explain|double-check)\b|\bfrom now on\b|\bmy go-to\b|"
                             r"\buse (?:british|american|us|uk|metric|imperial) (?:spelling|english|units)\b|\bi like (?:my|to)\b|\bi used to\b|"
                             r"\bin my (?:spare|free) time\b|\bi(?:'m| am) (?:more of )?an? \w+ person\b|"
                             r"\bi(?:'m| am) (?:a |an )?(?:night owl|early bird|early riser)\b|"
                             r"\bi (?:would )?rather\b|\bi(?:'ve| have) (?:always|never)\b(?! (?:been|seen|heard|used|tried|done|had|ridden|flown|"
                             r"stayed|visited|thought) (?:there|here|it|that|this|one|them|of|the day|before)\b)|"
                             r"^(?:\w+,? ){0,3}?i (?:(?:also|only|still|mostly|mainly|sometimes|often|regularly) )?"
                             r"(?=" + _PURSUIT + r"s?\b)(?!(?:want|need|think|"
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
    ("profile", None, _en(r"\bi (?:also |still |only )?have (?:a|an|my own|two|three|\d+) (?!(?:[\w'-]+ ){0,2}" + _EPISODE + r"\b)(?!(?:to|left|more)\b)\w+|\bmy (?:new |old |own )?(?:pet|house|home|car|"
                          r"apartment|family|job|dream|goal)s?(?:'s name)? (?:is|are|has|have|was)\b" + _NOW + r"|\bmy (?:pet|pets|hobby|hobbies|dream)\b|\bmy (?:two|three|four|\d+) (?:dogs|cats|kids|children|sons|"
                          r"daughters|pets)\b|\bi(?:'m| am) getting married\b")),
    ("profile", None, _SELF_DESCRIPTION),
)

#: the people around the user (Chinese): relatives, colleagues, friends (not clients: those are a task's)
_ZH_PEOPLE = (r"(?:上司|老板|领导|同事|下属|经理|主管|助理|导师|叔叔|婶婶|阿姨|舅舅|舅妈|姑姑|姑父|(?:表|堂)?(?:哥哥?|姐姐?|"
              r"弟弟?|妹妹?)|爸爸|妈妈|父亲|母亲|爷爷|奶奶|外公|外婆|儿子|女儿|老公|老婆|朋友|邻居|室友)")
#: someone named as the user's own favourite ("他是我最喜欢的演员", "周润发是我的偶像")
_OWN_TASTE_ZH = (r"是我的?(?:很|最|超级|超|一直|比较|特别|相当|非常|个人|挺|真)*(?:喜欢|喜爱|热爱|欣赏|崇拜|爱看|爱听)的|"
                 r"是我的(?:偶像|女神|男神|最爱)|我的(?:偶像|女神|男神)")

_ZH_RULES: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    ("constraint", "diet", re.compile(r"我(?:是|吃)?(?:素食者?|吃素|纯素)|我(?:现在|已经|从来|平时)?不(?:再)?(?:吃|喝|能吃|能喝)(?!饭|了吗)"
                                      r"[\u4e00-\u9fff]|我(?:有)?(?:乳糖不耐|糖尿病)|我忌口")),
    ("constraint", None, re.compile(r"我(?:只)?吃清真|我(?:从来)?不(?:能|敢)?(?:坐|乘)(?:飞机|船)(?![去回了])|我不开车|"
                                    r"我(?:周末|晚上|早上)(?:从来)?不(?:工作|上班|开会)|"
                                    r"我对.{1,12}过敏|我(?:有|患有)(?:哮喘|高血压|心脏病|残疾)|我(?:坐|用)轮椅|"
                                    r"我(?:是)?(?:色盲|孕妇|残疾人)|我(?:晕车|晕机|恐高)")),
    ("profile", "name", re.compile(r"我(?:的名字)?叫(?!你|他|她|车|外卖|醒)|我的名字是|我姓[\u4e00-\u9fff]|叫我[\u4e00-\u9fff]|"
                                   r"我是" + _ZH_SURNAME + r"[\u4e00-\u9fff]{1,2}(?=\s*(?:[，。！,.!]|$))")),
    ("profile", "residence", re.compile(r"我的时区是|我在(?:东|西)[一二三四五六七八九十]+区|"
                                        r"我(?:现在|目前|一直)?(?:住在|住|家在)(?!一晚|几晚|酒店|宾馆)|我[\u4e00-\u9fff]{0,4}?(?:搬到|搬去|搬家到)|"
                                        r"我(?:是|来自)[\u4e00-\u9fff]{1,6}人|我老家|我来自")),
    ("profile", "job", re.compile(r"我(?:现在|目前)?(?:是|当)(?:一名|一个|个|名)?[\u4e00-\u9fff]{0,6}(?:工程师|老师|教师|医生|"
                                  r"护士|学生|程序员|设计师|经理|律师|会计|作家|司机|厨师|研究员|教授|销售|"
                                  r"员工|主管|职员|公务员|警察|记者|演员|画家|农民|店主|老板)|"
                                  r"我在.{1,12}(?:工作|上班|上学|读书|实习)|我(?:的)?(?:职业|工作)是|我(?:已经)?退休|"
                                  r"我(?:在公司)?(?:主要)?负责(?:公司|团队|部门|我们)的?[\u4e00-\u9fff]{2,8}|我是左撇子")),
    ("profile", "age", re.compile(r"我今年\d{1,3}岁|我(?:今年)?[一二三四五六七八九十]{1,3}岁")),
    ("profile", None, re.compile(r"我(?:有|养了?)(?:一|两|三|四|[0-9])?(?:个|只|条|位)?(?:孩子|儿子|女儿|猫|狗|宠物|"
                                 r"兄弟|姐妹|哥哥|姐姐|弟弟|妹妹)|我(?:的)?(?:老婆|老公|妻子|丈夫|太太|先生|儿子|女儿|孩子|"
                                 r"爸爸|妈妈|父母|男朋友|女朋友)(?:叫|是|在|今年|喜欢)|我(?:已经)?(?:结婚|离婚|单身)|"
                                 r"我(?:开|有)(?:一辆|辆)|我家(?:里)?(?:有|养)|我是独生[子女]|我信(?:佛|教|基督|天主|伊斯兰)|我是(?:佛教徒|基督徒|穆斯林|天主教徒)|我(?:用)?的?(?:手机|电脑|车|邮箱|电话(?:号码)?)(?:是|号)")),
    ("knowledge", None, re.compile(rf"我的?{_ZH_PEOPLE}(?:的|他|她)?.{{0,14}}(?:是|在|叫|有|今年|身高|身体|喜欢|爱|做|岁|个子|"
                                   r"老家|家乡|学历|毕业|上到|上过|生日|出生)|"
                                   rf"[\u4e00-\u9fff]{{2,4}}是我的?{_ZH_PEOPLE}|"
                                   r"我的?(?:上司|老板|领导|同事|经理|主管|助理|导师|医生)(?:名叫|叫|是)[\u4e00-\u9fff]|"
                                   r"我们(?:的)?(?:公司|团队|部门|财年|办公室).{0,20}(?:是|在|从|用|有)")),
    ("preference", None, re.compile(r"我(?:很|非常|特别|比较|超|挺|最|也|一直|真的|还是|还|更|就|相当|蛮|都)*(?:喜欢|爱吃|爱看|爱听|爱喝|热爱|"
                                    r"讨厌|不喜欢|偏爱|偏好|钟爱|迷上)|我最爱|我(?:的)?最喜欢|我习惯|" + _OWN_TASTE_ZH + "|"
                                    r"我(?:周末|晚上|早上|下班后|平常)?(?:一般|通常|平时|经常|总是|向来|每天|每周)(?!需要|想)|"
                                    r"我(?:不太|不|很)?会(?:说|讲|做饭|游泳|开车|弹|画|唱|跳舞|编程)|我(?:是|属于)?(?:夜猫子|早起的人|早鸟)|"
                                    r"我(?:是|属于).{1,6}型的?人|我(?:比较|很|特别|有点)?怕(?:冷|热|吵|辣|黑)|我(?:一直)?在(?:减肥|控糖|健身|戒烟)|我是.{0,8}(?:粉丝|迷)|"
                                    r"以后(?:都|请|回答|回复|给我)|(?:请)?(?:总是|一律|都)(?:用|以).{0,10}(?:回答|回复|格式)")),
)

# statements these never are durable: requests, questions, the moment's states and plans
_NOT_EN = _en(r"\?\s*$|^\s*(?:(?:hi|hey|hello|ok|okay|and|but|well|um|oh|yes|yeah|no|great|thanks|also|alright)[,!.]?\s+)?"
              r"(?:can|could|would|will|do|does|did|is|are|what|which|where|when|who|how|why)\b|\bi (?:would )?prefer (?:if|that|it)\b|"
              # a request in the imperative ("New task: write a message for my colleague Maria")
              r"^\s*(?:[\w ]{0,20}:\s*)?(?:please\s+)?(?:write|draft|find|book|reserve|analy[sz]e|check|show|give|tell|"
              r"make|send|plan|help|get|create|review|debug|fix|summari[sz]e|translate|compare|look|search|order|buy|"
              r"call(?! me\b)|schedule|set up|remove|update|cancel|list|explain|calculate|prepare|email|text|remind)\b|"
              r"\bi(?:'d| would) (?:like|love|prefer)\b|\bi (?:want|need) (?:to|a|an|the|some)\b|"
              r"\bi(?:'m| am) (?:looking|searching|trying|going|planning|hoping|thinking)\b|\bi(?:'ll| will)\b|"
              r"\bi(?:'m| am) (?:so |really |very |a (?:little|bit) )?(?:hungry|tired|bored|thirsty|sleepy|"
              r"busy|sick|late|stressed|excited|nervous|cold|hot|ready|done|sorry|glad|happy|sure|fine)\b|"
              r"\b(?:today|tonight|tomorrow|yesterday|last night|this (?:morning|afternoon|evening|week|weekend|time)|right now|"
              r"at the moment)\b(?!.*\b(?:always|usually|every)\b)|\bi think\b|\bmaybe\b")
_NOT_ZH = re.compile(r"[?？]\s*$|吗\s*[。！!]?\s*$|呢\s*$|我想(?!起)|我要|我需要|帮我|请问|请你|能不能|可不可以|有没有|"
                     r"我(?:有点|很|好|太)?(?:饿|累|困|渴|无聊|忙)了?|(?:今天|今晚|明天|这周|这次|刚才|现在(?!不))(?!.*(?:一直|总是|从来))|"
                     r"我打算|我准备|我觉得|推荐")
# a third party as the subject: their tastes belong to the task
_THIRD_EN = _en(r"\bmy (?:client|customer|guest|friend|boss|manager|colleague|coworker|user|patient|student)s?"
                r"(?:'s)? (?!(?:'s )?name\b)(?:\w+ )?(?:prefers?|likes?|loves?|hates?|is|are|wants?|needs?|"
                r"eats?|doesn't|don't|can't)\b|\b(?:he|she|they|the client|the customer)\b")
_THIRD_ZH = re.compile(r"我(?:的)?(?:客户|顾客|朋友|同事|领导|老板|学生|病人|客人)(?!名叫|叫)|(?:他|她|他们|客户)(?:喜欢|是|不吃|要)")
#: a work's title ("《今天你要嫁给我》", "\"Tomorrow Never Dies\""): its words are no time, request or person of the statement
_TITLE = re.compile(r"《[^》]*》|“[^”]*”|「[^」]*」|『[^』]*』|\"[^\"]*\"")
#: someone named as the user's own favourite ("他是我最喜欢的演员", "She is my favorite singer"): the user's taste
_OWN_TASTE = _en(_OWN_TASTE_ZH + r"|\b(?:is|are|was|were|'s|'re) (?:one of |among )?my (?:all[- ]time |absolute |very )?(?:favou?rites?|idols?|"
                 r"heroes|hero)\b")
#: who the people around the user are (age, work, home, schooling, contact, name): standing knowledge of the
#: user's world, where their tastes are the data of the task that serves them. Clients and customers are a task's.
_ATTRIBUTE_EN = _en(r"\bmy (?:best )?(?:friend|boss|manager|colleague|coworker|co-worker|supervisor)s?(?:'s)? "
                    r"(?:(?:first |last )?name is|birthday is|is (?:\d{1,3}|(?:a|an) (?:\w+ ){0,2}(?:\w+(?:er|or|ist|ian|ant|ent)|"
                    r"nurse|doctor|teacher|chef|lawyer|engineer))\b|works? (?:as|at|in|for)\b|lives? (?:in|at|near)\b|"
                    r"is from\b|grew up\b|studied\b|graduated\b|was born\b)")
_ATTRIBUTE_ZH = re.compile(rf"我的?{_ZH_PEOPLE}(?:的|他|她|他们)?.{{0,12}}?(?:\d+岁|岁了|今年|"
                           r"在.{1,12}(?:上班|工作|上学|读书)|上班的地方|工作的地方|住在|是(?:做|干|当)|老家|家乡|学历|毕业|"
                           r"上到|身高|个子|生日|出生|手机|电话|邮箱|单位|名叫|叫|职业|工作是)|"
                           rf"[\u4e00-\u9fff]{{2,4}}是我的?{_ZH_PEOPLE}")
# a statement that scopes an instruction to this session
_SESSION_EN = _en(r"\bfor (?:everything |all of this |all work |the rest of )?(?:today|this session|this conversation)\b"
                  r".{0,40}\b(?:use|write|answer|reply|keep|work|assume|stick|make|be|in)\b|"
                  r"\b(?:today|in this session|for this session|for now),? (?:please )?(?:always )?(?:use|write|answer|"
                  r"reply|keep|work in|assume|stick to)\b|\bfor the rest of (?:today|the day|this session|this chat)\b")
_SESSION_ZH = re.compile(r"(?:今天|这次|本次|这个会话|接下来)(?:的)?(?:所有|全部|材料|文档|回答|内容|东西|工作)?.{0,8}(?:都|一律|统一)"
                         r"(?:用|以|按|写|使用)")
_HEDGE = _en(r"\b(?:probably|maybe|i guess|kind of|sort of|sometimes)\b|可能|大概|也许|有时")
_NEGATED = _en(r"\b(?:no longer|not any ?more|don't .* any ?more|stopped|quit|gave up)\b|不再|现在不.{0,6}了|已经不|戒了")
_REVOKE = _en(r"^\s*(?:please )?(?:forget|don't remember|do not remember|stop remembering|delete|erase) "
              r"(?:that|what|about|the fact|my)\b|^\s*(?:请)?(?:别|不要)记(?:住)?(?:这个|这些|我)?|^\s*(?:请)?(?:忘掉|忘了|忘记|删掉)"
              r"(?:我|这个|那个|刚才)")


#: pleasantries that ride along with an introduction ("my name is Linda and I'm glad to meet you")
_PLEASANTRY = _en(r",?\s*(?:and )?(?:i'?m|i am) (?:so |very |really )?(?:glad|happy|pleased|excited|nice) to "
                  r"(?:meet|see|talk to|chat with) you\b|,?\s*(?:it'?s )?nice to meet you\b|[，,]?\s*(?:很|非常)?高兴(?:认识|见到)你|"
                  r"[，,]?\s*认识你很高兴")


def is_revocation(text: str) -> bool:
    """True if the statement asks to forget something ("forget that I ...", "别记这个")."""
    return bool(_REVOKE.search(text))


def _cjk(text: str) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", text))


def _untitled(text: str) -> str:
    return _TITLE.sub("《》", text)


def is_blocked(text: str) -> bool:
    """A request, a question, a transient state or a plan of the moment: never a durable fact."""
    return bool((_NOT_ZH if _cjk(text) else _NOT_EN).search(_untitled(text)))


def is_third_party(text: str) -> bool:
    """The subject is someone else ("my client prefers tables", "客户不吃辣"): the task's data; not when
    the user names them as their own favourite ("他是我最喜欢的演员") or says who the people around
    them are ("我同事37岁了", "my boss works in Berlin")."""
    plain = _untitled(text)
    if not (_THIRD_ZH if _cjk(plain) else _THIRD_EN).search(plain):
        return False
    return not (_OWN_TASTE.search(plain) or (_ATTRIBUTE_ZH if _cjk(plain) else _ATTRIBUTE_EN).search(plain))


def is_hedged(text: str) -> bool:
    """"probably", "maybe", "可能": a fact said with less certainty."""
    return bool(_HEDGE.search(text))


def is_negated(text: str) -> bool:
    """The statement takes something back ("I no longer eat meat", "我现在不吃辣了")."""
    return bool(_NEGATED.search(text))


def kinds_matched(text: str) -> set[str]:
    """Every kind whose rule matches, whatever blocks it (a feature of the learned model)."""
    return {kind for kind, _, pattern in (_ZH_RULES if _cjk(text) else _EN_RULES) if pattern.search(text)}


def _is_session_context(text: str) -> bool:
    if not (_SESSION_ZH if _cjk(text) else _SESSION_EN).search(text):
        return False
    return not is_blocked(re.sub(r"今天|这次|本次|today|this session|for now", "", text, flags=_F))


def rule_label(text: str) -> FactLabel:
    """The rules' label of one statement (see the module docstring)."""
    stripped = _PLEASANTRY.sub("", text).strip()
    if not stripped or is_revocation(stripped):
        return FactLabel(text=text)
    if _is_session_context(stripped):
        return FactLabel(text=text, scope="session", kind="session_context", confidence=0.8)
    if is_third_party(stripped) or is_blocked(stripped):
        return FactLabel(text=text)
    negated = is_negated(stripped)
    for kind, slot, pattern in (_ZH_RULES if _cjk(stripped) else _EN_RULES):
        if pattern.search(stripped):
            confidence = 0.6 if is_hedged(stripped) else 0.9
            return FactLabel(text=text, scope="global", kind=kind, confidence=confidence, slot=slot,
                             negated=negated)
    return FactLabel(text=text)
