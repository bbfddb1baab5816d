"""Features of "does this user message start a new task?", computed locally, numpy only.

Two parts, both fed to one logistic model (`zoned_memory.boundary.learned.model`):

- ``dense``: `DENSE_FEATURES`, signals about the message in the context of the current task
  and of the assistant's last reply: cue words, dialogue form (a request, an answer to the
  assistant's question, an acknowledgement followed by a new request), entities, anaphora,
  similarity to the task (bundled embeddings and character n-grams, for any language), tools.
- ``hashed``: bucket indices of the message's own words and character n-grams (a hashed bag
  of n-grams: phrases such as "get me a cab" or "再帮我找一家" weigh what training says).

>>> state = TaskState(task_id="t")
>>> absorb(state, "Find me a hotel in Paris", (), None)
>>> dense, hashed = featurize("Great, get me a cab to the hotel.", (), state, "Your room is booked.", None, None)
>>> len(dense) == len(DENSE_FEATURES) and len(hashed) > 0
True
"""

from __future__ import annotations

import math
import re
import zlib
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
from numpy.typing import NDArray

from ...entities import extract_entities
from ..reading import cues
from ..reading.jobs import kinds_of

__all__ = ["DENSE_FEATURES", "HASH_BUCKETS", "TaskState", "absorb", "asks_something", "featurize", "grams", "greetings_only",
           "hashed_tokens"]

#: size of the hashed n-gram space
HASH_BUCKETS = 1 << 14

DENSE_FEATURES: tuple[str, ...] = (
    "explicit_cue", "return_cue", "weak_cue", "lead_word", "log_words", "is_question", "ack_start",
    "ack_then_request", "request", "anaphora", "elliptical", "correction", "comparison", "continuation",
    "self_context", "retarget", "has_names", "names_overlap_task", "names_all_new", "names_in_assistant",
    "assistant_offers_more", "assistant_done", "assistant_asks", "no_assistant", "sim_task_max", "sim_task_first",
    "sim_last_user", "sim_assistant", "grams_task", "grams_assistant", "grams_first", "grams_unseen",
    "tools_present", "tools_shift", "log_task_len", "is_cjk", "sim_task_max_cjk", "bye", "near_repeat",
    "names_in_earlier", "grams_earlier_gain", "tools_known",
    # job kinds (`jobs`): the same meaning in either language
    "job_named", "job_new", "job_known", "job_in_assistant", "job_earlier", "task_has_job", "task_empty",
    "ack_only", "new_job_request", "new_job_after_done", "new_job_answering", "known_job_request",
)
#: similarity and overlap in bins (a near-repeat of the task's request is not a new one, though
#: a similar request for another entity often is): one feature per bin and language
SIM_BINS = (0.3, 0.5, 0.7, 0.85, 0.95)
OVERLAP_BINS = (0.2, 0.4, 0.6, 0.8, 0.95)
DENSE_FEATURES += tuple(f"sim_bin{b}_{lang}" for lang in ("latin", "cjk") for b in range(len(SIM_BINS) + 1))
DENSE_FEATURES += tuple(f"grams_bin{b}_{lang}" for lang in ("latin", "cjk") for b in range(len(OVERLAP_BINS) + 1))
#: the features that need the embedder (neutral when there is none)
EMBEDDING_FEATURES = ("sim_task_max", "sim_task_first", "sim_last_user", "sim_assistant", "sim_task_max_cjk") + tuple(
    f"sim_bin{b}_{lang}" for lang in ("latin", "cjk") for b in range(6))
_INDEX = {name: n for n, name in enumerate(DENSE_FEATURES)}
_WORD = re.compile(r"[a-z0-9']+")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_PUNCT = re.compile(r"[\s,.!?;:，。！？；：、\"'“”‘’()（）\[\]【】<>《》-]+")


@dataclass
class TaskState:
    """What the detector knows of one task."""

    task_id: str
    names: set[str] = field(default_factory=set)
    tools: set[str] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)
    vectors: list[np.ndarray] = field(default_factory=list)
    grams: set[str] = field(default_factory=set)
    first_grams: set[str] = field(default_factory=set)
    kinds: set[str] = field(default_factory=set)  #: job kinds its messages named (`jobs.kinds_of`)
    #: it holds a message that asks for something (a task of greetings only has not begun)
    substantive: bool = False
    label: str | None = None
    #: the task has earlier work this detector did not see (e.g. memories from before a restart),
    #: so an explicit cue in its first message here is a boundary
    has_history: bool = False
    #: the task it was opened beside, set aside for a moment ("While I wait, ...": `cues.SIDE_TASK`)
    side_of: str | None = None
    #: the assistant's replies within the task, latest last (`leaning.REPLIES_KEPT` of them)
    replies: list[str] = field(default_factory=list)


def grams(text: str) -> set[str]:
    """Content n-grams of a text: lowercase words of Latin script, character bigrams of Chinese."""
    lowered = text.lower()
    out = {w for w in _WORD.findall(lowered) if len(w) > 2}
    for run in _CJK_RUN.findall(lowered):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
        if len(run) == 1:
            out.add(run)
    return out


def hashed_tokens(text: str) -> NDArray[np.int32]:
    """Bucket indices of the message's words, word pairs and Chinese character 1-3-grams."""
    lowered = text.lower()
    tokens: list[str] = []
    words = _WORD.findall(lowered)
    tokens += [f"w:{w}" for w in words]
    tokens += [f"b:{a} {b}" for a, b in zip(words, words[1:])]
    if words:
        tokens.append(f"s:{words[0]}")  # how the message opens
    for run in _CJK_RUN.findall(lowered):
        tokens += [f"c:{run[i:i + n]}" for n in (1, 2, 3) for i in range(len(run) - n + 1)]
    runs = _CJK_RUN.findall(lowered)
    if runs:
        tokens.append(f"cs:{runs[0][:2]}")
    return np.unique(np.fromiter((zlib.crc32(t.encode()) % HASH_BUCKETS for t in tokens), dtype=np.int32,
                                 count=len(tokens)))


def _overlap(message: set[str], other: set[str]) -> float:
    return len(message & other) / len(message) if message else 0.0


def asks_something(message: str) -> bool:
    """A request, a question or a statement of some length: more than a greeting or a thanks."""
    rest = cues.GREETING.sub("", cues.ACK_START.sub("", message.strip(), count=1))
    return bool(cues.REQUEST.search(rest) or cues.QUESTION.search(rest)) or cues.word_count(rest) >= 5


def greetings_only(texts: Sequence[str]) -> bool:
    """True if every text is only a greeting or an acknowledgement ("Hello.", "Hi, how are you?", "你好"):
    a task of these has not begun."""
    return all(cues.word_count(cues.ACK_IN_RE.sub("", cues.GREETING.sub("", t.strip()))) == 0 for t in texts)


def _ack_only(message: str) -> bool:
    """Only an acknowledgement, thanks or goodbye ("OK, thanks!", "好的，谢谢。")."""
    rest = cues.ACK_IN_RE.sub("", message.strip())
    rest = cues.GREETING_BYE.sub("", rest)
    return cues.word_count(rest) <= 1 and not cues.REQUEST.search(rest)


def _max_sim(vectors: Sequence[np.ndarray], vector: np.ndarray | None) -> float:
    if vector is None or not vectors:
        return 0.0
    return float(max(np.stack(vectors) @ vector))


#: a clause about what the task left running or what the user waits for ("While that plays,", "While I wait for the
#: cab,", "等外卖的时候"): no job of this message's
_WHILE_IT_RUNS = re.compile(r"^\W*(?:while (?:that|it|this)(?:'s| is)? \w+|while (?:i|we)(?:'m| am| are)? wait(?:ing)? for [^,.?!]+|"
                            r"等[^，。,.？?]{1,6}的时候)[\s,，]*", re.IGNORECASE)


def absorb(state: TaskState, message: str, tools: Sequence[str], vector: np.ndarray | None,
           names: frozenset[str] | None = None) -> None:
    """Record a user message as part of ``state``'s task."""
    message_grams = grams(message)
    if not state.texts:
        state.first_grams = message_grams
    state.texts.append(message)
    state.grams |= message_grams
    state.names |= set(extract_entities(message).names if names is None else names)
    state.tools |= set(tools)
    kinds = kinds_of(_WHILE_IT_RUNS.sub("", message, count=1))  # "While that plays, ...": the music is the other task's
    state.kinds |= kinds
    state.substantive = state.substantive or bool(kinds) or asks_something(message)
    if vector is not None:
        state.vectors.append(vector)


def featurize(message: str, tools: Sequence[str], state: TaskState, assistant: str,
              vector: np.ndarray | None, assistant_vector: np.ndarray | None, *,
              explicit: bool = False, returning: bool = False, weak: bool = False,
              names: frozenset[str] | None = None,
              earlier: Sequence[TaskState] = (),
              tools_known: bool | None = None) -> tuple[NDArray[np.float32], NDArray[np.int32]]:
    """The dense features and hashed n-gram buckets of ``message`` (see the module docstring).

    ``explicit`` / ``returning`` / ``weak``: whether the detector's cue patterns matched;
    ``earlier``: the tasks before the current one (a message about one of them is a return);
    ``tools_known``: whether this conversation reports tool calls at all (without them, a turn
    with no tool says nothing); default: whether any tool was seen."""
    text = message.strip()
    f = np.zeros(len(DENSE_FEATURES), dtype=np.float32)
    names = extract_entities(text).names if names is None else names
    message_grams = grams(text)
    assistant_grams = grams(assistant) if assistant else set()
    after_ack = cues.without_acknowledgement(text)
    cjk = bool(cues.CJK.search(text))

    def put(name: str, value: float | bool) -> None:
        f[_INDEX[name]] = float(value)

    put("explicit_cue", explicit)
    put("return_cue", returning)
    put("weak_cue", weak)
    put("lead_word", bool(re.search(cues.LEAD_WORDS, after_ack, re.IGNORECASE)))
    put("log_words", math.log1p(cues.word_count(text)))
    put("is_question", bool(cues.QUESTION.search(text)))
    ack = after_ack != text  # it opened with an acknowledgement or a verdict on the offer
    put("ack_start", ack)
    put("ack_then_request", ack and bool(cues.REQUEST.search(after_ack)))
    put("request", bool(cues.REQUEST.search(text)))
    put("anaphora", bool(cues.ANAPHORA.search(after_ack)))  # not the "that" of "That sounds great"
    put("elliptical", bool(cues.ELLIPTICAL.search(text)))
    put("correction", bool(cues.CORRECTION.search(text)))
    put("comparison", bool(cues.COMPARISON.search(text)))
    put("continuation", bool(cues.CONTINUATION.search(text)))
    put("self_context", bool(cues.SELF_CONTEXT.search(text)))
    put("retarget", bool(cues.RETARGET.search(text)))
    put("has_names", bool(names))
    put("names_overlap_task", bool(names & state.names))
    put("names_all_new", bool(names) and bool(state.names) and not (names & state.names))
    put("names_in_assistant", bool(names) and bool(assistant) and bool(names & extract_entities(assistant).names))
    put("assistant_offers_more", bool(assistant) and bool(cues.OFFER_MORE.search(assistant)))
    put("assistant_done", bool(assistant) and bool(cues.DONE.search(assistant)))
    put("assistant_asks", bool(assistant) and bool(cues.ASKS_USER.search(assistant)))
    put("no_assistant", not assistant)
    put("sim_task_max", _max_sim(state.vectors, vector))
    put("sim_task_first", _max_sim(state.vectors[:1], vector))
    put("sim_last_user", _max_sim(state.vectors[-1:], vector))
    put("sim_assistant", float(assistant_vector @ vector) if assistant_vector is not None and vector is not None else 0.0)
    put("grams_task", _overlap(message_grams, state.grams))
    put("grams_assistant", _overlap(message_grams, assistant_grams))
    put("grams_first", _overlap(message_grams, state.first_grams))
    put("grams_unseen", 1.0 - _overlap(message_grams, state.grams | assistant_grams) if message_grams else 0.0)
    known = bool(tools) or bool(state.tools) if tools_known is None else tools_known
    put("tools_known", known)
    put("tools_present", bool(tools) if known else 0.0)
    put("tools_shift", bool(tools) and bool(state.tools) and not (set(tools) & state.tools))
    put("log_task_len", math.log1p(len(state.texts)))
    put("is_cjk", cjk)
    put("sim_task_max_cjk", f[_INDEX["sim_task_max"]] if cjk else 0.0)
    put("bye", bool(cues.GREETING_BYE.search(text)))
    put("near_repeat", bool(message_grams) and any(  # the user asks again what this task already asked
        _overlap(message_grams, g) >= 0.9 and _overlap(g, message_grams) >= 0.9 for g in map(grams, state.texts[-8:])))
    put("names_in_earlier", bool(names) and not (names & state.names) and any(names & e.names for e in earlier))
    here = f[_INDEX["grams_task"]]
    put("grams_earlier_gain", max([_overlap(message_grams, e.grams) - here for e in earlier] + [0.0]))
    kinds = kinds_of(text)
    new_kinds = kinds - state.kinds
    put("job_named", bool(kinds))
    put("job_new", bool(new_kinds) and bool(state.kinds))
    put("job_known", bool(kinds) and not new_kinds)
    put("job_in_assistant", bool(new_kinds) and bool(assistant) and bool(new_kinds & kinds_of(assistant)))
    put("job_earlier", bool(new_kinds) and any(new_kinds & e.kinds for e in earlier))
    put("task_has_job", bool(state.kinds))
    put("task_empty", not state.substantive)
    put("ack_only", _ack_only(text))
    asks = cues.REQUEST.search(after_ack) is not None or cues.QUESTION.search(text) is not None
    put("new_job_request", bool(new_kinds) and asks)
    put("new_job_after_done", bool(new_kinds) and bool(assistant) and bool(
        cues.DONE.search(assistant) or cues.OFFER_MORE.search(assistant)))
    put("new_job_answering", bool(new_kinds) and bool(assistant) and bool(cues.ASKS_USER.search(assistant)))
    put("known_job_request", bool(kinds) and not new_kinds and asks)
    lang = "cjk" if cjk else "latin"
    if vector is not None and state.vectors:
        put(f"sim_bin{int(np.searchsorted(SIM_BINS, f[_INDEX['sim_task_max']], side='right'))}_{lang}", 1.0)
    put(f"grams_bin{int(np.searchsorted(OVERLAP_BINS, f[_INDEX['grams_task']], side='right'))}_{lang}", 1.0)
    return f, hashed_tokens(text)
