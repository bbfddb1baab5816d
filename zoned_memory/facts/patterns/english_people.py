"""Who an English statement is about, when it is not the user alone (`rules` reads them through `english`): a
third party as the subject, whose tastes are the task's (`THIRD_PARTY`, with `RELATIVE_LIKES`: a relative's taste
said for this occasion); who the people around the user are, standing knowledge of the user's world
(`ATTRIBUTE`); someone named as the user's own favourite (`OWN_TASTE`).

>>> bool(THIRD_PARTY.search("My client prefers tables"))
True
>>> bool(THIRD_PARTY.search("My sister is allergic to nuts, so the cake can't have any")), bool(THIRD_PARTY.search("My sister is allergic to nuts"))
(True, False)
"""

from __future__ import annotations

from .english_session import compile_en

__all__ = ["RELATIVE_LIKES", "THIRD_PARTY", "ATTRIBUTE", "OWN_TASTE"]

# a third party as the subject: their tastes belong to the task
#: a family member's taste ("my sister likes", "my parents love"): `statements` keeps ", so ..." after it with it
#: ... and the constraint of a relative outside the household ("My sister is allergic to nuts, so the cake can't have any"):
#: said for this occasion, the task's; the household's constraints are the user's standing knowledge ("My kids are
#: allergic to nuts, so ...": every later meal needs it), and so is a relative's said alone
RELATIVE_LIKES = (r"(?:my (?:wife|husband|partner|son|daughter|mom|mother|dad|father|brother|sister|kids?|children|parents|"
                  r"grand(?:ma|mother|pa|father))s?(?:'s)? (?:really |also )?(?:likes?|loves?|prefers?|hates?|enjoys?)|"
                  r"my (?:mom|mother|dad|father|brother|sister|parents|grand(?:ma|mother|pa|father)|aunt|uncle|cousin|niece|nephew|"
                  r"in-laws|(?:mother|father|brother|sister)-in-law)s?(?:'s)? (?:is|are) (?:also |really |very |severely |badly )?"
                  r"(?:allergic|intolerant|lactose[- ]intolerant|vegan|vegetarian|diabetic|celiac|coeliac|gluten[- ]free))")
THIRD_PARTY = compile_en(r"\bmy (?:client|customer|guest|friend|boss|manager|colleague|coworker|user|patient|student)s?"
                         r"(?:'s)? (?!(?:'s )?name\b)(?:\w+ )?(?:prefers?|likes?|loves?|hates?|is|are|wants?|needs?|"
                         r"eats?|doesn't|don't|can't)\b|(?<!/)\b(?:he|she|they|the client|the customer)\b(?!/)|"  # not "she/her"
                         # the taste of a superior or client said as "our" ("Our manager prefers bullet points")
                         r"\bour (?:boss|manager|supervisor|director|ceo|cto|cfo|vp|team lead|lead|professor|teacher|client)(?:'s)? "
                         r"(?:\w+ )?(?:prefers?|likes?|loves?|hates?|wants?|dislikes?|doesn't like|can't stand|insists)\b|"
                         # a family member's taste said for this task's occasion ("My sister likes Italian food, so book
                         # something Italian for her birthday"); said alone it is standing knowledge of the user's world
                         # ... or with the request of this occasion after it ("My sister loves puns, add one")
                         r"\b" + RELATIVE_LIKES + r"\b[^.;]*,\s*(?:so\b|(?:please |can you |could you )?(?:add|use|include|make|put|write|"
                         r"mention|pick|choose|book|order|get|find|give|buy|plan|reserve)\b)")

#: who the people around the user are (age, work, home, schooling, contact, name): standing knowledge of the
#: user's world, where their tastes are the data of the task that serves them. Clients and customers are a task's.
ATTRIBUTE = compile_en(r"\bmy (?:best )?(?:friend|boss|manager|colleague|coworker|co-worker|supervisor|wife|husband|partner|son|"
                       r"daughter|mom|mother|dad|father|brother|sister)s?(?:'s)? "
                       r"(?:(?:first |last )?name is|is (?:called|named)\b|birthday is|is (?:\d{1,3}|(?:a|an) (?:\w+ ){0,2}(?:\w+(?:er|or|ist|ian|ant|ent)|"
                       r"nurse|doctor|teacher|chef|lawyer|engineer))\b|works? (?:as|at|in|for)\b|lives? (?:in|at|near)\b|"
                       r"is from\b|grew up\b|studied\b|graduated\b|was born\b)")

#: someone named as the user's own favourite ("他是我最喜欢的演员", "She is my favorite singer"): the user's taste
OWN_TASTE = compile_en(r"\b(?:is|are|was|were|'s|'re) (?:one of |among )?my (?:all[- ]time |absolute |very )?(?:favou?rites?|idols?|"
                       r"heroes|hero)\b")
