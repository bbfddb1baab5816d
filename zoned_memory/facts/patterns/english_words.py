"""The words the English fact rules (`english.RULES`) are built of: what a person around the user does right now (`NOW`),
a scope of this time only (`FOR_NOW_ONLY`), what one has for a single job or moment (`EPISODE`), the pursuits, jobs, fields,
demonyms and what one cuts down on, each written once.

>>> import re
>>> [bool(re.fullmatch(EPISODE, word)) for word in ("meeting", "cat")]
[True, False]
"""

from __future__ import annotations

from .english_session import compile_en

__all__ = ["CONDITION", "NOW", "FOR_NOW_ONLY", "SPAN", "EPISODE", "PURSUIT", "SELF_DESCRIPTION", "CONSUMED", "CUTTING_DOWN", "LEARNED", "DEMONYM", "JOB", "FIELD"]


#: a lasting health condition, said after "I have" ("I have acid reflux", "I have a bad back")
CONDITION = (r"(?:diabetes|asthma|epilepsy|a disability|high blood pressure|low blood pressure|high cholesterol|celiac(?: disease)?|"
             r"coeliac(?: disease)?|crohn'?s(?: disease)?|ibs|arthritis|adhd|autism|dyslexia|migraines|a heart condition|a bad back|bad knees|"
             r"type [12] diabetes|acid reflux|gerd|eczema|psoriasis|rosacea|anxiety|depression|ptsd|ocd|insomnia|sleep apnea|tinnitus|"
             r"glaucoma|cataracts|scoliosis|sciatica|lupus|gout|an(?:a)?emia|hypothyroidism|hyperthyroidism|pcos|endometriosis|fibromyalgia|"
             r"chronic (?:pain|fatigue|back pain|migraines)|osteoporosis|a pacemaker|vertigo|hay fever|seasonal allergies|food allergies|"
             r"hearing loss|low vision|a (?:bad|weak|dodgy|sensitive) (?:knee|shoulder|ankle|hip|stomach|back)|a sensitive stomach|"
             r"(?:\w+ )?(?:disease|disorder|syndrome)|"
             # a standing trouble of an organ ("back problems", "kidney issues"; not "problems with the router")
             r"(?:bad |weak |chronic )?(?:back|knee|hip|joint|heart|kidney|liver|stomach|thyroid|skin|bladder|lung|breathing|digestive|"
             r"sinus|hearing|vision|balance|bowel) (?:problems|issues|trouble))\b(?! (?:about|over|before|after|right now|today|tonight|this)\b)")

#: what a person around the user is doing right now ("my wife is waiting downstairs"): no standing fact
NOW = (r"(?! (?:\w+ing|there|here|with me|mad|angry|upset|worried|sick|ill|away|out|late|home|back|gone|downstairs|"
        r"outside|in the shop|on (?:the|his|her|their|my) way)\b)")

#: up to 40 characters that are no report of what someone said ("my friend said the blue one is nicer")
#: nothing in the statement limits it to now ("..., today", "this trip", "for now"): what a standing fact needs
FOR_NOW_ONLY = r"(?!.*\b(?:today|tonight|this (?:time|week|weekend|trip|one)|for now)\b)"
SPAN = r"(?:(?!\b(?:said|says|told|tells|thinks|thought|recommend(?:s|ed)?|suggest(?:s|ed)?|wants?|asked|asks)\b).){0,40}"

#: what one has for a single job or moment: an appointment, a symptom, a party size, a reference number
EPISODE = (r"(?:question|reservation|appointment|meeting|booking|problem|issue|request|idea|look|minute|moment|few|date|"
            r"interview|plans?|flight|ticket|trip|visit|party|wedding|event|deadline|exam|test|cough|fever|cold|headache|"
            r"pain|pin|code|number|account|card|coupon|voucher|order|package|delivery|people|persons?|guests?|lot|bunch|"
            r"couple|budget|preference|hours?|days?|weeks?|nights?|reference|receipt|invoice|bill|balance|emergency|"
            r"visitors?|friend visiting|choice|option|feeling|doubt|nose|throat|rash|cut|bruise|injury|wedding|sales?|class|lesson|"
            r"call|shift|game|match|concert|show|presentation|session|dinner|lunch|deal|winner|situation|chance|concern|"
            r"complaint|change|suggestion|update|favou?r|while|ways?)")

#: the verbs of a habit or a pursuit in the simple present ("I knit", "I volunteer at the shelter")
PURSUIT = (r"(?:work|play|spend|grew|eat|write|make|listen|collect|volunteer|use|run|watch|walk|ride|travel|attend|"
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
SELF_DESCRIPTION = compile_en(r"\bi(?:'m| am) (?:also |just |currently |still |actually )?(?:a|an) (?!(?:[\w'-]+ ){0,3}(?:bit|little|"
                               r"lot|tad|few|couple|guest|customers?|users?|callers?|passengers?|party|group|minute|hour|second|"
                               r"while|moment|problem|question|loss|hurry|rush|mess|way|hard|good time|first[- ]time|new|visitor|"
                               r"newbie|beginner|fan|touch|wee|total|real|big deal|genius|genious|fool|dope|hero|idiot|noob|scatterbrain|dunderhead|"
                               r"winner|loser|moron|dummy|pro|natural|lucky|mess)\b)(?:[\w'-]+ ){0,3}[\w'-]+\s*[.!]?\s*$|"
                               r"\bi(?:'ve| have) been (?!having|trying|waiting|looking|calling|meaning|thinking|feeling)\w+ing\b.{0,40}\b(?:for (?:\d+|a few|many|several|two|three|ten|a long time|"
                               r"most of my life|my whole life|years|decades)|since (?:i was|\d{4}|high school|college|childhood))\b")

#: what one keeps off or cuts down for good ("I'm trying to cut back on sugar", "... to quit smoking")
CONSUMED = (r"(?:my )?(?:sugar|sweets|caffeine|coffee|alcohol|drinking|booze|(?:red )?meat|dairy|carbs|gluten|salt|sodium|"
             r"fat|junk food|fast food|soda|smoking|cigarettes|vaping|screen time|calories)")
CUTTING_DOWN = (r"(?:(?:cut (?:down|back) on|give up|stay (?:off|away from)|limit|reduce|avoid|quit) " + CONSUMED +
                 r"\b|lose weight\b|eat (?:less|healthier)\b)")

#: languages and instruments one learns ("I'm learning Japanese", "... to play the cello")
LEARNED = (r"(?:to (?:play|speak|cook|code|program|paint|draw|swim|surf|ski|sing|dance|knit|sew)\b|(?:the )?(?:piano|guitar|"
            r"violin|cello|drums|flute|saxophone|sign language)\b|(?:spanish|french|german|italian|japanese|korean|chinese|"
            r"mandarin|cantonese|portuguese|russian|arabic|hindi|dutch|swedish|greek|hebrew|latin)\b)")

#: nationalities ("I'm Canadian", "I am half Japanese")
DEMONYM = (r"(?:American|Canadian|Mexican|Brazilian|Argentin(?:e|ian)|Chilean|Colombian|Peruvian|Cuban|British|English|"
            r"Scottish|Welsh|Irish|French|German|Dutch|Belgian|Swiss|Austrian|Italian|Spanish|Portuguese|Greek|Polish|"
            r"Czech|Hungarian|Romanian|Russian|Ukrainian|Swedish|Norwegian|Danish|Finnish|Icelandic|Turkish|Israeli|"
            r"Egyptian|Moroccan|Nigerian|Kenyan|Ethiopian|Ghanaian|South African|Indian|Pakistani|Bangladeshi|"
            r"Nepali|Sri Lankan|Chinese|Taiwanese|Japanese|Korean|Vietnamese|Thai|Filipin[oa]|Indonesian|Malaysian|"
            r"Singaporean|Australian|New Zealander|Iranian|Iraqi|Saudi|Lebanese|Syrian|Jordanian|Emirati|Afghan|"
            r"Jamaican|Haitian|Puerto Rican|Venezuelan|Asian|European|African|Latino|Latina|Hispanic)")

#: what one is by trade ("engineer", "tour guide", "CTO"); the -er/-or/-ist/-ian words minus the ones that name no trade
JOB = (r"(?!(?:for|or|her|after|never|ever|over|under|other|either|whether|per|door|floor|"
        r"together|later|sooner|better|rather|year|one|order|number|error|color|colour|matter|letter|paper|corner|"
        r"dinner|answer|center|centre|water|winter|summer|weather|computer|printer|mirror|manner|partner)\b)"
        r"(?:engineer|secretary|aide|assistant|receptionist|housewife|homemaker|"
        r"veteran|volunteer|intern|entrepreneur|ceo|cto|cfo|coo|vp|cpa|rn|emt|paralegal|sre|founder|co-?founder|president|director|head|owner|"
        r"bartender|librarian|firefighter|cop|guide|agent|rep|representative|attendant|broker|nun|priest|pastor|rabbi|imam|"
        r"monk|guard|medic|maid|cook|judge|clerk|dev|"
        r"paramedic|dentist|surgeon|therapist|pharmacist|realtor|tutor|nanny|caregiver|trucker|teacher|coach|athlete|singer|vet|veterinarian|waitress|waiter|"
        r"cashier|baker|barber|plumber|electrician|soldier|"
        r"doctor|nurse|student|developer|designer|manager|lawyer|accountant|writer|"
        r"programmer|scientist|analyst|chef|driver|artist|musician|farmer|janitor|"
        r"consultant|researcher|professor|officer|mechanic|pilot|retiree|scrum master|product owner|"
        r"\w+ist|\w+er|\w+or|\w+ian)")

#: what one studies ("I'm studying computer science")
FIELD = (r"(?:law|medicine|nursing|economics|biology|chemistry|physics|math(?:s|ematics)?|statistics|computer science|"
          r"(?:\w+ )?engineering|history|psychology|sociology|philosophy|literature|linguistics|architecture|accounting|"
          r"finance|business|marketing|art|music|design|education|political science|journalism|pharmacy|dentistry|"
          r"data science|ai|machine learning)")
