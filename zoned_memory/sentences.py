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
"""

from __future__ import annotations

import re

__all__ = ["last_sentence", "unquoted"]

_SENTENCE_END = re.compile(r"(?<=[.!?。！？\n])\s*")


def last_sentence(text: str) -> str:
    """The last non-empty sentence of ``text`` ("" if it has none)."""
    sentences = [s for s in _SENTENCE_END.split(text.strip()) if s.strip()]
    return sentences[-1] if sentences else ""


#: text in quotes ("...", “...”, '...', 「...」)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|'[^']{2,}'(?!\w)|「[^」]*」|‘[^’]*’")


def unquoted(text: str) -> str:
    """``text`` with what it quotes blanked out ('Translate "thank you" into Japanese' -> 'Translate   into Japanese')."""
    return _QUOTED.sub(" ", text)
