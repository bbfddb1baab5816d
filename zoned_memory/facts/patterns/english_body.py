"""The English fact rules of the body (the first of `english.RULES`): what the user's diet rules out ("I'm vegetarian", "I
don't eat pork", "our household keeps kosher") and what their body does or does not allow (an allergy, a condition, an
injury that lasts, a fear that rules a way out, "I overpronate").

>>> any(p.search("I tore my ACL in 2019.") for _, _, p in BODY)
True
>>> any(p.search("I tore my jeans today.") for _, _, p in BODY)
False
"""

from __future__ import annotations

import re

from .english_session import compile_en
from .english_words import CONDITION

__all__ = ["BODY"]

# (kind, slot, pattern), as in `english.RULES`
BODY: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    # what a food or a drink does to the user's body ("Caffeine gives me heart palpitations", "Dairy makes me bloated"), not
    # what the thing at hand does ("This medicine gives me a headache")
    ("constraint", None, compile_en(r"^(?:\w+,? )?(?!(?:this|that|it|these|those|the)\b)(?:caffeine|coffee|alcohol|wine|red wine|beer|dairy|milk|"
                                    r"cheese|gluten|wheat|sugar|msg|garlic|onions?|spicy food|chocolate|nuts|shellfish|soy|eggs|artificial "
                                    r"sweeteners?) (?:always |really |usually )?(?:gives?|makes?) me (?:heart )?(?:palpitations|migraines|"
                                    r"headaches|hives|a rash|rashes|heartburn|acid reflux|reflux|stomach (?:aches|cramps|pain)|cramps|nausea|"
                                    r"nauseous|sick|the jitters|jittery|anxious|anxiety|insomnia|bloated|gassy|breakouts?|eczema|dizzy)\b")),
    # how much of a habit the user cut down to ("I cut down to one cup of coffee a day", "I've cut back to two coffees a day"):
    # a change of the habit, which outdates the old amount
    ("preference", None, compile_en(r"\bi(?:'ve| have)? (?:cut (?:down|back)|reduced (?:it|that)?) to (?:\w+ ){1,4}(?:a|per) (?:day|week)\b")),
    ("constraint", "diet", compile_en(r"\bi(?:'m| am|'ve been| have been)(?: no longer| not)?(?: a)? (?:strict |type [12] |mildly |slightly |severely |very |a (?:bit|little) )?(?:vegetarian|vegan|pescatarian|"
                               r"(?:lactose|gluten)[- ]intolerant|gluten[- ]free|diabetic|celiac|coeliac)\b|"
                               r"\bi (?:don't|do not|can't|cannot|never|no longer|stopped|quit) (?:eat(?:ing)?|drink(?:ing)?) (?!any more\b)\w+|"
                               r"\bi (?:don't|do not|never|no longer) have (?:any )?(?:meat|dairy|gluten|sugar|alcohol|caffeine|pork|beef)\b|"
                               r"\b(?:i|we|my family|our family|our household|my household) keeps? (?:kosher|halal)\b|\bi(?:'m| am) on a (?:[\w-]+ ){1,2}diet\b|"
                               r"\bi(?:'m| am) (?:doing|on|following) (?:intermittent fasting|keto|paleo|whole30|(?:a )?low[- ](?:carb|fat|sodium|salt)|"
                               r"(?:a )?(?:plant-based|gluten-free|dairy-free) diet)\b|"
                               r"\bi (?:can't|cannot|can not|shouldn't|must not) (?:have|eat|drink) (?:any )?(?:(?:anything|something|food|stuff|dishes) (?:with|containing|that has) (?:any )?)?(?:caffeine|alcohol|dairy|gluten|sugar|"
                               r"salt|meat|pork|beef|shellfish|nuts|eggs|spicy food|coffee)\b|"
                               # what the user carries for a condition ("I carry an EpiPen")
                               r"\bi (?:always )?(?:carry|have to carry|keep) (?:an? |my )?(?:epipen|epi-pen|epinephrine|inhaler|insulin|"
                               r"glucose monitor|glucose tablets)\b|"
                               r"\bi(?:'m| am) not (?:allowed|supposed|able) to (?:eat|drink|have) (?!(?:it|that|this|them|there|here)\b)\w+|"
                               r"^\s*(?:since|because|as) (?:i(?:'m| am) )?an? (?:strict )?(?:vegetarian|vegan|pescatarian|"
                               r"diabetic|celiac|coeliac)\b")),
    ("constraint", None, compile_en(r"\bi(?:'m| am| have been)? ?(?:severely |very |quite )?allergic to\b(?! (?:this|that|it|these|those|the idea)\b)|"
                             # a fear that rules out a way ("public speaking terrifies me", "Flying scares me")
                             r"^(?!(?:it|this|that|these|those|the|what|which|he|she|they|you|your)\b)(?:[\w-]+ ){0,2}[\w-]+ (?:really |still |"
                             r"absolutely )?(?:terrif(?:y|ies)|scares?|frightens?|petrif(?:y|ies)) me\b(?!.*\b(?:today|tonight|right now|now)\b)|"
                             r"\bi have (?:an? )?(?:\w+ )?allergy\b|\bmy (?:[\w-]+ ){0,2}(?:allergy|allergies|intolerance)\b|\bi(?: use|'m in| am in| need| sit in| rely on| get around in) a wheelchair\b|"
                             # ... or sees colours so ("I'm red-green colorblind")
                             r"\bi(?:'m| am) (?:red-green |partially |totally |completely )?colou?r-?blind\b|"
                             # ... or an allergy of the household's ("My daughter has a severe egg allergy, so nothing with egg")
                             r"\bmy (?:husband|wife|partner|spouse|son|daughter|kid|child|toddler|baby) has (?:an? )?(?:severe |bad |mild |serious )?"
                             r"(?:[\w-]+ ){0,2}allergy\b|"
                             # ... or one of the household's ("My husband uses a wheelchair, so flat routes only")
                             r"\bmy (?:husband|wife|partner|spouse|son|daughter|kid|child|mom|mum|mother|dad|father) (?:uses|is in|needs|gets "
                             r"around (?:in|by|with)) a (?:wheelchair|walker|cane|mobility scooter)\b|\bi(?:'m| am) an? (?:wheelchair|cane|walker|crutch|hearing[- ]aid) user\b|"
                             r"\bi(?:'m| am) (?:very |really |quite |extremely |highly )?sensitive to (?!(?:this|that|it|these|those|the (?:issue|situation|topic))\b)\w+|"
                             r"\bi(?:'m| am) on (?:blood thinners|insulin|dialysis|chemo(?:therapy)?|antidepressants|(?:\w+ )?medication)\b|"
                             r"\b(?:doesn't|does not|don't|do not) agree with me\b|"
                             r"\bi (?:often |always |usually |sometimes )?get (?:\w+ )?(?:migraines|headaches|hay fever|panic attacks|heartburn)\b|"
                             r"\bi(?:'m| am) (?:blind|deaf|disabled|pregnant|colou?r[- ]?blind)\b|"
                             # how the user's body works, said as what it does ("I overpronate quite a bit", "I have flat feet")
                             r"\bi (?:(?:really|always|tend to|also) )?(?:over|under)[- ]?pronate|\bi (?:(?:really|always|also) )?(?:supinate|snore|sleepwalk|stutter|stammer)\b|"
                             r"\bi have (?:flat feet|high arches|(?:very )?(?:wide|narrow) feet)\b|"
                             # what the user's body does not allow ("I can't sleep on planes", "I can't walk far")
                             r"\bi (?:can't|cannot|can not) (?:sleep|sit|walk|stand|read|drive|swim|climb) (?:on|in|for|without|far|long|well|"
                             r"more than|very|stairs)\b|"
                             r"\bi (?:already |also |still )?have (?:(?:mild|moderate|severe|slight|bad|chronic) )?" + CONDITION + r"|"
                             r"\bi(?:'m| am) (?:a bit |slightly |very )?(?:near|far|short|long)[- ]?sighted\b|"
                             r"\bi(?:'m| am) (?:hard of hearing|(?:visually|hearing) impaired|immunocompromised|asthmatic|epileptic|"
                             r"autistic|dyslexic|on dialysis)\b|"
                             r"\bmy (?:eyesight|vision|hearing|memory|back|knees?|hips?|balance|sense of smell) (?:is|isn't|is not|has never been) "
                             r"(?:(?:very |really |so |that |too )?(?:bad|poor|weak|great|good)|not (?:great|good|the best))\b|"
                             r"\bi get around by wheelchair\b|\bi (?:can't|cannot|can not) (?:walk|drive|see|hear)(?: (?:well|very well|properly|"
                             r"far|long distances|at night|without \w+|stairs))?\s*[.!]?\s*$|"
                             r"\bi (?:don't|do not|never) (?:smoke|drink)\b(?! (?:it|that|this|them|those|these|much)\b)|"
                             r"\bi (?:don't|do not|never|can't|cannot|won't) (?:fly|drive)\b(?! (?:to|there|back|home|out|in)\b)|"
                             r"\bmy budget (?:for (?!(?:this|that|these|those|the|our|my)\b)(?:[\w-]+ ){1,2})?(?:is )?(?:always|never|usually|generally|normally|typically)\b|\bmy budget (?:for|on) (?:any(?:thing)?|every(?:thing)?|all|each)\b|\bfor me,? ever\b|"
                             r"\bi (?:only )?eat (?:halal|kosher)\b|\bmakes? me (?:sick|ill)\b|"
                             r"\bi get (?:motion|car|sea|air)[- ]?sick(?:ness)?\b|\bi(?:'m| am) (?:really |very |so |not |deathly |terribly |extremely |super )?(?:afraid|scared|terrified|"
                             r"comfortable) (?:of|with) (?:heights|flying|planes|deep water|water|dogs|spiders|needles|crowds|the dark|"
                             r"elevators|small spaces|enclosed spaces|snakes|driving)\b|"
                             # an injury or an illness of the user's history that lasts ("I had a herniated disc at L5 two years ago",
                             # "I tore my ACL in 2019"); a cold or the flu is `never_promoted`
                             r"\bi (?:tore|broke|fractured|ruptured|herniated|dislocated|blew out|had (?:a |an )?(?:herniated|slipped|bulging|"
                             r"ruptured|torn|broken|fractured|dislocated)) (?:my |a |an )?(?:[\w-]+ ){0,2}"
                             r"(?:discs?|acl|mcl|meniscus|rotator cuff|achilles|back|knee|hip|shoulder|ankle|wrist|spine|neck)\b(?! (?:today|yesterday|"
                             r"this (?:morning|week)|last night)\b)|\bi(?:'ve| have)? had (?:a |two |three )?(?:strokes?|heart attacks?|concussions?|"
                             r"back surgery|spinal fusion|(?:knee|hip|shoulder) replacements?)\b|"
                             # operations and injuries in the user's history ("I've had two ACL surgeries on my left knee", "I've had this same finger
                             # injury three times"; not one last week)
                             r"\bi(?:'ve| have) had (?:a |an |one |two |three |four |several |multiple |\d+ |this |the )?(?:same )?(?:[\w-]+ ){0,2}"
                             r"(?:surgery|surgeries|operations?|injury|injuries|fractures?)\b(?![^.!?]*\b(?:today|yesterday|last (?:night|week)|this (?:morning|week)|recently|"
                             r"just)\b)|"
                             # ... said in the past with how long ago ("I had ACL surgery two years ago"; not "I had surgery yesterday")
                             r"\bi had (?:a |an |my )?(?:[\w-]+ ){0,2}(?:surgery|operation|replacement)\b(?=[^.!?]*\b(?:years? ago|in (?:19|20)\d\d|"
                             r"as a (?:kid|child|teen(?:ager)?)|when i was)\b)")),
)
