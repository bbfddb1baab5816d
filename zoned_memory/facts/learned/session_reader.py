"""A learned reading of session context, for the scoped statements the rules leave with the task.

The rules (`rules`) read session context from patterns: a scope of this session ("today", "for the
rest of this chat", "这次对话里", "今天") with an instruction of how to work, a focus, a role, a ground
rule. Written one probe set at a time, they found about two thirds of the session context in a set
written after them. The reader is a logistic regression over the statement's vector in the bundled
bilingual table (`boundary.encoder.StaticEncoder`, distilled from multilingual-e5-small) and two
flags (a scope word, a question mark)::

    P(session | s) = sigmoid(w . [3 * v(s), has_scope(s), is_question(s)] + b)

It is asked only where the rules said "task" and the statement names a scope of this session (not
"this time" alone, "这次", which scopes the task at hand by the rules' convention), is no question and
asks for no one thing ("今天帮我写一封请假邮件"), has the user (not a client, a boss:
`rules.is_third_party`, `rules.wants_of_someone_else`) as its subject and revokes nothing (`open_to_session_reader`); its threshold is strict (chosen leave one probe set out, see
``train_session``), and its labels carry its probability as confidence, capped below the rules'.
Weights: ``session_weights.npz`` beside this module, written by
``python -m zoned_memory.facts.training.train_session`` (the ``train`` extra), read with numpy alone.

>>> reader = SessionReader.load()
>>> reader.probability("本次会话中，金额一律用美元表示。") > reader.probability("今天北京限行尾号是多少？")
True
"""

from __future__ import annotations

import json
import logging
import re
from functools import lru_cache
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from ...boundary.learned.encoder import StaticEncoder
from ...errors import InvalidInputError
from ...weights_file import read_weights
from ..rules import is_question, is_revocation, is_third_party, wants_of_someone_else
from ..patterns.scopes import INSTRUCTION_EN, SESSION_RE

__all__ = ["SESSION_WEIGHTS_PATH", "SessionReader", "has_session_scope", "open_to_session_reader",
           "session_features"]

logger = logging.getLogger(__name__)

SESSION_WEIGHTS_PATH = Path(__file__).with_name("session_weights.npz")
#: "this time" alone scopes the task at hand ("这次预算是三万"), unlike "this conversation" ("这次对话里")
_THIS_TIME = frozenset({"这次", "这一次", "本次"})
#: a request for one thing: a job of the moment, not how to work ("Write me an email today", "今天帮我写一封请假邮件",
#: "帮我整理一下今天周会的纪要")
_ONE_THING = re.compile(r"\b(?:write|draft|make|create|give|show|find|get|send|book|order|buy)\s+(?:me\s+)?"
                        r"(?:a|an|one|two|three|four|five|some|\d+)\s|帮我.{0,4}?[一两三几]?[个份封篇张段条本家间](?!忙)|"
                        r"^(?:请|麻烦你?)?帮我[\u4e00-\u9fff]{1,3}一下|"  # "帮我整理一下今天周会的纪要"
                        # an order said first, for no standing set ("Now write this week's changelog entry: ...")
                        r"^(?:(?:now|next|then|ok(?:ay)?|please)[,\s]+)*(?:write|draft|make|create|send|book|order|buy|summari[sz]e|"
                        r"translate|review|fix|check|find|schedule|cancel)\b(?!.*\b(?:every|all|always|any|each|whatever)\b)", re.IGNORECASE)
#: how to work, in any form: an instruction, a rule (always, only, never, every), a role, a meaning, a reason
#: ("so ..."); without one, a scoped statement is what the user does today ("I'm working on the slides today")
_HOW_TO_WORK = re.compile(r"\b(?:" + INSTRUCTION_EN + r")\b|\b(?:should|must|always|never|only|don'?t|no|not|every|"
                          r"everything|anything|any|so|means?|you'?re|you are|your|mode|rule|assume|assumption|"
                          r"context|theme|lens|call me|rather|prefer|imagine|want you|focus)\b|\ball (?:of )?(?:the |my |our |your )?\w+s\b|"
                          r"\b(?:is|are|'s) (?:all |mostly |only |strictly )?about\b|[:;]|都|一律|所有|全部|只(?!是)|别|不要|不用|先|就当|当成|扮演|用|按|以|要|请|尽量|"
                          r"指的?是|为主|围绕|假设|重点|方向|目标|来自|基于|回复|回答|说话|集中|专门|你来|陪我|考虑|注意|的时候", re.IGNORECASE)
#: a choice of the thing at hand ("For now, I'll take the cheaper one", "就要那个便宜的"): the task's
_AT_HAND = re.compile(r"\b(?:the|that|this) (?:\w+ )?one\b|(?:就|选|要|订)(?:这|那)(?:个|家|款|件)", re.IGNORECASE)
#: thanks and goodbyes: a close of the conversation, no way of working in it ("thank you for everything in this chat")
_CLOSING = re.compile(r"\b(?:thanks?|thank you|bye|goodbye|that'?s all)\b|谢谢|感谢|再见", re.IGNORECASE)
#: the statement's vector weighs this much beside the two flags (its entries are small)
_VECTOR_SCALE = 3.0


def has_session_scope(text: str) -> bool:
    """True if ``text`` names a scope of this session (`scopes.SESSION_EN` / `SESSION_ZH`), not "this time" alone.

    >>> has_session_scope("这次对话里都用英文"), has_session_scope("这次预算是三万")
    (True, False)
    """
    return any(match.group() not in _THIS_TIME for match in SESSION_RE.finditer(text))


def open_to_session_reader(text: str) -> bool:
    """True if the reader may call ``text`` session context: it names a scope of this session and a way
    to work, is no question, asks for no one thing, chooses nothing at hand and thanks no one, its subject is the user's
    (no third party's preference) and it revokes nothing."""
    stripped = text.strip()
    return bool(stripped) and has_session_scope(stripped) and bool(_HOW_TO_WORK.search(stripped)) and not (
        is_question(stripped) or _ONE_THING.search(stripped) or _AT_HAND.search(stripped) or _CLOSING.search(stripped) or
        is_third_party(stripped) or wants_of_someone_else(stripped) or is_revocation(stripped))


def session_features(text: str, encoder: StaticEncoder | None = None) -> NDArray[np.float64]:
    """The reader's input: the statement's vector (zeros when it has no known key) and the two flags."""
    encoder = encoder or StaticEncoder.load()
    vector = encoder.encode(text)
    head = np.zeros(encoder.dim) if vector is None else _VECTOR_SCALE * vector.astype(np.float64)
    return np.concatenate([head, [float(has_session_scope(text)), float(is_question(text))]])


class SessionReader:
    """P(a statement is context for this session's work); ``threshold`` is the decision point."""

    def __init__(self, weights: NDArray[np.float64], bias: float, threshold: float, info: dict | None = None) -> None:
        encoder = StaticEncoder.load()
        if weights.shape != (encoder.dim + 2,):
            raise InvalidInputError(f"session reader weights have {weights.shape[0]} inputs; the encoder gives "
                                    f"{encoder.dim + 2}: retrain (python -m zoned_memory.facts.training.train_session)")
        self.weights, self.bias, self.threshold = weights, float(bias), float(threshold)
        self.info = info or {}

    @classmethod
    def load(cls, path: str | Path | None = None) -> "SessionReader":
        """The shipped reader (cached), or the one at ``path``."""
        return _load(str(path or SESSION_WEIGHTS_PATH))

    def save(self, path: str | Path) -> None:
        np.savez_compressed(path, weights=self.weights, bias=self.bias, threshold=self.threshold,
                            info=json.dumps(self.info))

    def probability(self, text: str) -> float:
        """P(``text`` is context for this session)."""
        z = float(session_features(text) @ self.weights) + self.bias
        return float(1.0 / (1.0 + np.exp(-np.clip(z, -40, 40))))


@lru_cache(maxsize=4)
def _load(path: str) -> SessionReader:
    data = read_weights(path, "session reader")
    return SessionReader(weights=data["weights"].astype(np.float64), bias=float(data["bias"]),
                         threshold=float(data["threshold"]), info=json.loads(str(data["info"])))
