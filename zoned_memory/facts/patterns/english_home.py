"""The English fact rules of the user's home life, read after the others of `english.RULES` and before its habits
(`english_habits.HABITS`): how they met their partner, the household counted, a move planned, the kind of home and how it
lies, what they drive or use, a taste said in the negative and what the household eats.

>>> any(p.search("We're a family of five on one income.") for _, _, p in HOME)
True
>>> any(p.search("I'm not a fan of this draft.") for _, _, p in HOME)
False
"""

from __future__ import annotations

import re

from .english_session import compile_en
from .english_words import FOR_NOW_ONLY

__all__ = ["HOME"]

# (kind, slot, pattern), as in `english.RULES`
HOME: tuple[tuple[str, str | None, re.Pattern[str]], ...] = (
    # how the user met their partner ("My fiancé and I met in the Peace Corps in Ghana", "My wife and I met at college")
    ("profile", None, compile_en(r"^(?:\w+,? )?(?:my|our) (?:fianc[eé]e?|husband|wife|partner|spouse|boyfriend|girlfriend) and i met "
                                 r"(?:in|at|through|on|during|while)\b" + FOR_NOW_ONLY)),
    # the user's household, counted ("We're a family of five on one income", "We're a household of three")
    ("profile", None, compile_en(r"\bwe(?:'re| are) a (?:[\w-]+ )?(?:family|household) of (?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b")),
    # a move the user has planned or settled on, to a named place ("I'm moving to Madrid in June", "We're relocating to
    # Austin next year", "We ended up moving to Dallas instead of Austin"): where they live, so a later move replaces it
    ("profile", "residence", compile_en(r"\b(?:i|we)(?:'m|'re| am| are|(?:'ve| have)? ended up) (?:moving|relocating) (?:back )?to "
                                 r"(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)?"
                                 r"(?= (?:in|next|this|at the end of|by|after|for good|soon|instead)\b|\s*[.!,;]|\s*$)")),
    # the kind of home the user lives in ("we're in a tiny apartment", "I live in a two-bedroom flat"), how it lies ("My
    # apartment faces north", "our house is on a hill") and its age ("Our house was built in 1920")
    ("profile", None, compile_en(r"\b(?:i|we)(?:'re| are|'m| am)? (?:living |live )?in (?:a|an) (?:[\w-]+ ){0,2}(?:apartment|flat|house|studio|"
                                 r"condo|townhouse|bungalow)\b|\b(?:my|our) (?:apartment|flat|house|home|place|condo|studio|bedroom|office) "
                                 r"(?:faces|gets (?:almost |hardly |barely |very )?(?:no|little|any|lots of|a lot of|full|morning|afternoon) (?:sun(?:light)?|(?:natural )?light)|is on (?:a|the) (?:hill|ground floor|top floor))\b|"
                                 # ... and how old it is ("Our house was built in 1920")
                                 r"\b(?:my|our) (?:apartment|flat|house|home|place|condo|building) (?:was built|dates (?:back )?(?:from|to)) "
                                 r"(?:in |around |before |after )?(?:the )?(?:\d{4}s?|\d0s|(?:early|late|mid)[ -]\d{4}s)\b"
                                 + FOR_NOW_ONLY)),
    # what the user drives, rides or uses at home ("My car's a 2015 Honda Civic", "My laptop is a ThinkPad X1")
    ("profile", None, compile_en(r"\bmy (?:car|truck|bike|motorcycle|laptop|phone|computer|camera|tv|router)(?:'s| is) (?:a|an) "
                                 r"(?:\d{4} )?(?-i:[A-Z])[\w-]*")),
    # a taste said in the negative ("I'm not a fan of long drives"), not of the thing at hand
    ("preference", None, compile_en(r"\bi(?:'m| am) not (?:really |exactly )?(?:a |much of a )?(?:big |huge |great )?fan of\b"
                                    r"(?! (?:this|that|it|the idea|them|those|these|yours?)\b)")),
    # what the user does not eat, said as "don't do" ("I don't do pork, religious reasons")
    ("constraint", "diet", compile_en(r"\bi (?:don't|do not|never) do (?:pork|meat|red meat|dairy|gluten|sugar|caffeine|alcohol|booze|"
                                      r"spicy(?: food)?|seafood|shellfish|fish|eggs|nuts|carbs)\b" + FOR_NOW_ONLY)),
    # the household's diet ("We keep a halal kitchen at home", "We eat kosher")
    ("constraint", "diet", compile_en(r"^(?:\w+,? )?(?:we (?:keep|eat|run|have)|(?:my|our) (?:household|family|home) (?:is|eats|keeps)) "
                                      r"(?:a )?(?:strictly |strict |mostly |all )?(?:halal|kosher|vegetarian|vegan|pescatarian|"
                                      r"plant-based|gluten-free|nut-free|dairy-free)\b" + FOR_NOW_ONLY)),
)
