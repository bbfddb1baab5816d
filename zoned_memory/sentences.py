"""Where a message's sentences end, in English and Chinese (the boundary detector and the fact router both read
the assistant's last sentence: an offer of more, a question about the user), and what it quotes (the text the
user wants worked on, not what they say to the assistant).

>>> last_sentence("Booked for 7 pm. Anything else?")
'Anything else?'
>>> last_sentence("为您推荐北京饭店。您有什么忌口吗？")
'您有什么忌口吗？'
>>> last_sentence("  ")
''
>>> unquoted('Translate "thank you" into Japanese')
'Translate   into Japanese'
>>> plain("ok so fyi im vegan, I don’t eat eggs and i dont drink milk")
"ok so fyi i'm vegan, I don't eat eggs and i don't drink milk"
"""

from __future__ import annotations

import re

__all__ = ["sentences", "last_sentence", "unquoted", "plain", "spelled_out", "bounded"]

_SENTENCE_END = re.compile(r"(?<=[.!?。！？\n])\s*")


#: how much of a long user message the readers read: its head and its tail
HEAD_CHARS, TAIL_CHARS = 1500, 500


def bounded(text: str) -> str:
    """What the boundary detector and the fact router read of a user message: all of it up to 2,000 characters; of a longer
    one (a report pasted, a log) its first 1,500 and last 500, where the user says what they want and what they tell of
    themselves, so reading a pasted document costs what reading a page does.

    >>> len(bounded("word " * 1000)) < 2100, bounded("short") == "short"
    (True, True)
    """
    if len(text) <= HEAD_CHARS + TAIL_CHARS:
        return text
    return f"{text[:HEAD_CHARS]}\n…\n{text[-TAIL_CHARS:]}"


def sentences(text: str) -> list[str]:
    """The non-empty sentences of ``text``, in order."""
    return [s for s in _SENTENCE_END.split(text.strip()) if s.strip()]


def last_sentence(text: str) -> str:
    """The last non-empty sentence of ``text`` ("" if it has none)."""
    found = sentences(text)
    return found[-1] if found else ""


#: text in quotes ("...", “...”, '...', 「...」)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|'[^']{2,}'(?!\w)|「[^」]*」|‘[^’]*’")


def unquoted(text: str) -> str:
    """``text`` with what it quotes blanked out ('Translate "thank you" into Japanese' -> 'Translate   into Japanese')."""
    return _QUOTED.sub(" ", text)


#: a typographic apostrophe inside a word ("I’m", "don’t"), as phones and word processors type it
_CURLY_APOSTROPHE = re.compile(r"(?<=[A-Za-z])[’‘](?=[A-Za-z])")
#: a contraction typed without its apostrophe ("im", "ive", "dont", "cant", "isnt")
_BARE_I = re.compile(r"\b([Ii])(m|ve)\b")
_BARE_NOT = re.compile(r"\b(do|does|did|is|are|was|were|has|have|had|could|would|should|ca|wo)nt\b", re.IGNORECASE)


def plain(text: str) -> str:
    """``text`` with its apostrophes as the patterns read them: typographic ones straightened ("I’m" -> "I'm"),
    and the usual contractions typed without one restored ("im" -> "i'm", "dont" -> "don't")."""
    text = _CURLY_APOSTROPHE.sub("'", text)
    text = _BARE_I.sub(r"\1'\2", text)
    return _BARE_NOT.sub(lambda m: m.group(1) + "n't", text)


#: a question word and "is" typed as one ("whats", "wheres"): no word of its own
_BARE_IS = re.compile(r"\b(what|that|where|who|how|there|here)s\b", re.IGNORECASE)


def spelled_out(text: str) -> str:
    """`plain` ``text`` with "whats" / "thats" / "wheres" read as "what's" / "that's" / "where's": what the rules read. The
    model reads `plain` text, as it was trained (stop 67: restoring these for the model too moved its score across the
    threshold on corpus turns).

    >>> spelled_out("whats the difference between merge and rebase")
    "what's the difference between merge and rebase"
    """
    return _BARE_IS.sub(lambda m: m.group(1) + "'s", plain(text))
