"""The English statements that are never a durable fact about the user (`NOT_DURABLE`, read by `rules.is_blocked`):
requests, questions, the moment's states and plans, a purpose, what holds for this booking only, the user in a
hypothetical or as a character they play.

>>> bool(NOT_DURABLE.search("I'd like a table for two tonight")), bool(NOT_DURABLE.search("I'm allergic to peanuts"))
(True, False)
"""

from __future__ import annotations

from .english_session import compile_en
from .english_words import CUTTING_DOWN, LEARNED

__all__ = ["NOT_DURABLE"]

#: things to cook with, as a user lists what they have on hand
_FOOD = (r"chicken(?: thighs| breasts?| wings)?|beef|ground beef|pork|tofu|rice|pasta|spaghetti|noodles|eggs?|tomato(?:es)?|tuna|salmon|"
         r"shrimp|potato(?:es)?|onions?|garlic|spinach|broccoli|carrots?|cheese|beans|lentils|chickpeas|flour|bread|mushrooms?|"
         r"(?:bell )?peppers?|zucchini|sausages?|bacon|leftovers|lettuce|cucumbers?|avocados?|lemons?|bananas?|apples?|oats")

#: statements these never are durable: requests, questions, the moment's states and plans
#: the user in a hypothetical ("If I were vegetarian, ...", "Suppose I live in Berlin", "Imagine I'm a retiree", "Let's say
#: I'm a freelancer", "Hypothetically, if I was allergic ..."; not a real condition: "If I drink coffee late I can't sleep"),
#: or a character the user plays ("I'm playing a character who is a vegetarian elf")
_HYPOTHETICAL = (r"^\s*(?:(?:and|but|so|ok(?:ay)?|well|now|hypothetically|just)[,\s]+)*(?:if (?:i|we) (?:were|was)\b|"
                 r"if (?:i|we) had (?:a|an|to|two|three|no)\b|suppos(?:e|ing)\b|imagine (?:(?:that )?(?:i|we)\b|me\b)|"
                 r"assum(?:e|ing) (?:that )?(?:i|we)\b|let'?s (?:say|assume|pretend)\b|say (?:that )?(?:i|we)(?:'m| am| are)\b|"
                 r"hypothetically\b|what if (?:i|we)\b)|"
                 r"\bi(?:'m| am) playing (?:a|an|the|my) (?:[\w-]+ )?(?:character|role|part)\b")

NOT_DURABLE = compile_en(_HYPOTHETICAL + r"|^\s*so (?:that )?(?:i|we) (?:can|could|will|'ll|would|won't|may|might|have|get|don't have to|do not have to)\b|"  # a purpose: "..., so I have a place to sleep"
                         # what there is to cook with ("I have cherry tomatoes and tuna", "I've got some leftover rice"):
                         # the meal's data, not the user's
                         r"^\s*(?:i|we) (?:only |just |still |also )?(?:have|'ve got|have got|got) (?:some |a bit of |a few |a couple of |"
                         r"leftover |half an? |an? (?:can|bag|box|jar|pack) of )*(?:cherry )?(?:" + _FOOD + r")\b|"
                         r"\b(?:trip|appointment|meeting|flight|party|exam|test|game|recital|interview|surgery|wedding|visit|"
                         r"class|concert|match|practice|deadline|call|checkup|check-up)s? (?:is|are|was|were) (?:on|at|this|next|"
                         r"tomorrow|today|tonight|in|coming up)\b|\?\s*$|^\s*(?:(?:hi|hey|hello|ok|okay|and|but|well|um|oh|yes|yeah|no|great|thanks|also|alright)[,!.]?\s+)?"
                         r"(?:can|could|would|will|do|does|did|is|are|what|which|where|when|who|how|why)\b|\bi (?:would )?prefer (?:if|that|it)\b|"
                         # a request in the imperative ("New task: write a message for my colleague Maria")
                         r"^\s*(?:[\w ]{0,20}:\s*)?(?:please\s+)?(?:write|draft|find|book|reserve|analy[sz]e|check|show|give|tell|"
                         r"make|send|plan|help|get|create|review|debug|fix|summari[sz]e|translate|compare|look|search|order|buy|"
                         r"call(?! me\b)|schedule|set up|remove|update|cancel|list|explain|calculate|prepare|email|text|remind)\b|"
                         r"\bi(?:'d| would) (?:like|love|prefer)\b|\bi (?:want|need) (?:to|a|an|the|some)\b|"
                         r"\b(?:we|and i)(?:'re| are) (?:going|getting|looking|searching|planning|interested in|hoping|trying|thinking|"
                         r"about to|heading|leaving|coming|staying)\b|"
                         r"\bi(?:'m| am) (?:looking|searching|trying(?! to (?:" + CUTTING_DOWN + r"|learn " + LEARNED + r"))|going|planning|hoping|thinking)\b|\bi(?:'ll| will)\b|"
                         r"(?<!\bwhen )(?<!\bwhenever )(?<!\bif )(?<!\bonce )"  # a state of the moment; not the condition of a habit
                         # ("I stutter a bit when I'm nervous")
                         r"\bi(?:'m| am) (?:so |really |very |a (?:little|bit) )?(?:hungry|tired|bored|thirsty|sleepy|"
                         r"busy|sick|late|stressed|excited|nervous|cold|hot|ready|done|sorry|glad|happy|sure|fine|starving|famished|exhausted|"
                         r"freezing|upset|worried|confused|stuck|annoyed|frustrated|in a hurry)\b|"
                         r"\b(?:today|tonight|tomorrow|yesterday|last night|this (?:morning|afternoon|evening|week|weekend|time)|right now|"
                         r"at the moment)\b(?!.*\b(?:always|usually|every)\b)|\bi think\b(?! i(?:'m| am)\b)|\bmaybe\b|"
                         r"\b(?:while we(?:'re| are)? work(?:ing)? on (?:this|it)|for this (?:task|project|report|email|document|deck|one|draft))\b|"
                         # a budget for the booking at hand ("My budget for the hotel is ..."; not "for hotels", a habit)
                         r"\b(?:budget|price range|spending limit) for (?:the|this|that|our) (?:hotel|flight|trip|room|car|stay|dinner|"
                         r"party|event|wedding|booking|project|gift|move|renovation)\b")
