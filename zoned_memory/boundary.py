"""Task boundary detection: does this user message start a new task?

Signals, each switchable in `DetectorConfig`, add up to a score; a boundary is declared at
``threshold`` (0.5). No single weak signal reaches it on its own, because a false switch
wipes the short-term memory:

=================  ======  ==========================================================
signal             weight  fires when
=================  ======  ==========================================================
explicit cue       1.0     "new task:", "another thing", "换个话题", "忘掉刚才的" ...
return cue         1.0     "back to ...", "回到..." and an earlier task exists
entity shift       0.5     the message names things (companies, places, files) and none
                           of them belongs to the current task; not in a comparison,
                           a correction or an elliptical follow-up ("and X?", "X呢")
re-targeting       0.2     with an entity shift: "do the same for X", "再帮我..."
lead word          0.2     "now ..." / "next ..." / "现在..." opening a self-contained request
weak cue           0.3     a leading "另外，" / "also, can you"
topic drift        0.3     a self-contained message far (embedding) from every message
                           of the current task
tool-set shift     0.15    this turn's tools share nothing with the task's tools
intent classifier  0.6     an optional callable labels the message differently
=================  ======  ==========================================================

>>> d = TaskBoundaryDetector(embedder=None)
>>> d.observe("帮我分析一下A公司的销售数据") is None   # the first message opens the first task
True
>>> d.observe("那上个月的呢？") is None
True
>>> d.observe("换个话题，帮我看看B公司的销售数据").reasons
('explicit cue',)
"""

from __future__ import annotations

import copy
import logging
import re
import uuid
from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from .embeddings import Embedder, WordLlamaEmbedding, embed_texts
from .entities import CN_STOP, extract_entities
from .errors import EmbeddingError, Settings

__all__ = ["Boundary", "DetectorConfig", "TaskBoundaryDetector", "IntentClassifier", "TaskState",
           "DetectorState", "PROVISIONAL_PREFIX", "is_provisional"]

logger = logging.getLogger(__name__)

#: Ids the detector gives tasks it found itself start with this. "~" is outside the id alphabet of
#: `TaskContext`, so a provisional id can never become (or collide with) a real task id.
PROVISIONAL_PREFIX = "~detected-"


def is_provisional(task_id: str | None) -> bool:
    """True for an id the detector made up (never a task id of the application)."""
    return isinstance(task_id, str) and task_id.startswith(PROVISIONAL_PREFIX)


#: ``(message, recent_messages) -> label``; a label change between tasks is a signal.
IntentClassifier = Callable[[str, Sequence[str]], str]

_ACK = r"(?:ok(?:ay)?|alright|all right|thanks|thank you|great|good|fine|cool|got it|perfect|好的|好|嗯|行|谢谢|明白了?)"
_ACK_IN = rf"^\s*(?:{_ACK}[\s,.!，。！]*)*"
_LEAD_IN = rf"^\s*(?:(?:{_ACK}|now|so|next|then|well|hey|hi|那么?|嗯|哦)[\s,.!，。！]*)*"

EXPLICIT_CUES: tuple[str, ...] = (
    # English
    r"new (?:task|topic|request|question)\b\s*[:\-–—]",
    r"(?:next|another|a new|one more|a separate|a different|an unrelated) (?:task|topic|request|question)\b",
    r"(?:another|one more|a separate|a different) thing\b",
    r"something (?:else|different)\b",
    r"unrelated(?: question| request| note)?\s*[:,\-]",
    r"(?:let'?s |can we |i want to )?(?:switch|change) (?:topics?|subjects?|gears|tasks?)\b",
    r"switching (?:gears|topics?|tasks?)\b",
    r"on (?:a |an )?(?:other|another|different|separate|unrelated) (?:note|topic|matter)\b",
    r"(?:let'?s |now |ok,? )?(?:move|moving) on (?:to|from)\b",
    r"forget (?:about )?(?:that|this|it|those|these|the \w+(?: \w+)?)\s*(?:[.!,;:—–-]|$)",
    r"forget (?:about )?(?:that|this|it)\b",
    r"(?:never ?mind|scratch|drop) (?:that|this|it|the \w+(?: \w+)?)\s*(?:[.!,;:—–-]|$)",
    r"(?:let'?s |can we |could we )?(?:talk|chat|speak|think) about something (?:else|different)\b",
    r"(?:a )?change of (?:topic|subject|plans?)\b",
    r"(?:start|starting) (?:a )?(?:new|fresh) (?:task|topic|conversation)\b",
    r"i (?:have|got) (?:a |an )?(?:another|separate|different|new|unrelated|other) (?:request|question|task|thing)\b",
    # Chinese
    r"换(?:个|一个)?(?:话题|任务|问题|事情?|主题)",
    r"新(?:的)?(?:任务|话题|问题)\s*[:：，,]",
    r"我有(?:个|一个)?新(?:的)?(?:问题|任务|需求)",
    r"另(?:外)?(?:一|有一?)?(?:件事|个问题|个任务|个事情?)",
    r"接下来(?:帮我)?(?:处理|做|看)?另",
    r"(?:忘掉|忘了|忘记|别管|先不管)(?:刚才|之前|前面|上面|那个|这个)?(?:的|说的)?",
    r"不说(?:这个|那个)了",
    r"(?:我们)?(?:聊|说|谈)(?:点|些)?别的",
)
RETURN_CUES: tuple[str, ...] = (
    r"(?:let'?s |ok,? |okay,? )?(?:go |get |come |going |coming )?back to\b",
    r"return(?:ing)? to\b",
    r"(?:regarding|about|re:?) (?:the )?(?:earlier|previous|first) (?:task|topic|question|one)\b",
    r"回到", r"返回(?:到)?", r"继续(?:刚才|之前|前面)", r"对了[，,]?\s*(?:刚才|之前|前面)", r"(?:刚才|之前)那个",
)
WEAK_CUES: tuple[str, ...] = (r"另外[，,]", r"also,? (?:can|could) you\b", r"^\s*by the way\b", r"^\s*顺便")
LEAD_WORDS = r"^(?:(?:can|could) you )?(?:now|next|then)\b|^现在|^接下来"
COMPARISON = re.compile(
    r"\b(?:compare[ds]?|comparison|compared|versus|vs\.?|than|relative to|against|differ(?:ence|s)? from)\b|"
    r"对比|比较|相比|比一下|比呢|比怎么样|和.{1,12}比|跟.{1,12}比|与.{1,12}比",
    re.IGNORECASE,
)
CORRECTION = re.compile(
    r"^\s*(?:sorry|oops|i mean|i meant|correction|no,|actually,? (?:it'?s|i meant)|not\b)|\bnot\s+\d|"
    r"不好意思|抱歉|不对|我是说|说错了|更正|是\d+不是\d+|不是\d+",
    re.IGNORECASE,
)
ELLIPTICAL = re.compile(
    r"^\s*(?:and|or|but|also|what about|how about|and what about|same for|then|what if|suppose|if)\b|"
    r"^\s*(?:那|还有|以及|并且|而且|如果|要是|假如|假设)|呢\s*[？?]?\s*$",
    re.IGNORECASE,
)
ANAPHORA = re.compile(
    r"\b(?:it|its|it's|that|this|these|those|them|they|their|theirs|there|one|ones|again|too|instead|"
    r"more|less|shorter|longer|above|previous|earlier|the results?|the output)\b|"
    r"它|这个|那个|这些|那些|这份|那份|这段|这么|那么|这样|那样|上面|前面|刚才|结果|上述|以上|再|也|还",
    re.IGNORECASE,
)
#: verbs that act on what the task already produced (an output file is not a new subject)
CONTINUATION = re.compile(
    r"\b(?:export|save|send|share|attach|print|upload|include|add|mention|invite|insert|append|cc)\b|"
    r"导出|保存|发给|发送|打印|上传|加上|添加|加入|补充|抄送",
    re.IGNORECASE,
)
#: the user describing their own situation ("I use an Android phone"): details of the task at hand
SELF_CONTEXT = re.compile(
    r"^\s*(?:i(?:'m| am| use| have| own| work| live| prefer)|my |we(?:'re| are| use| have)|our )\b|"
    r"^\s*(?:我(?:用的?是|用|有|是|在|们用|们有)|我的)",
    re.IGNORECASE,
)
RETARGET = re.compile(r"\b(?:the )?same\b.*\bfor\b|\bdo the same\b|\blikewise\b|同样|也帮我|再帮我|照这样|按同样", re.IGNORECASE)
_CJK = re.compile(r"[\u4e00-\u9fff]")


class DetectorConfig(Settings):
    """Which signals to use, their weights and the boundary threshold."""

    model_config = ConfigDict(frozen=True)

    explicit_cues: bool = True
    return_cues: bool = True
    entity_shift: bool = True
    tool_shift: bool = True
    topic_drift: bool = True
    extra_cues: tuple[str, ...] = ()  #: more explicit-cue regexes (case-insensitive)
    threshold: float = 0.5
    weights: dict[str, float] = Field(default_factory=lambda: {
        "explicit cue": 1.0, "return cue": 1.0, "entity shift": 0.5, "re-targeting": 0.2,
        "lead word": 0.2, "weak cue": 0.3, "topic drift": 0.3, "tool-set shift": 0.15, "intent change": 0.6,
    })
    #: cosine below which a self-contained message counts as off-topic (CJK text has a high baseline)
    drift_threshold_latin: float = 0.15
    drift_threshold_cjk: float = 0.35  # measured on CJK text with request words stripped


class Boundary(BaseModel):
    """A detected task boundary."""

    model_config = ConfigDict(frozen=True)

    score: float
    reasons: tuple[str, ...]
    resume_task_id: str | None = None  #: an earlier task this message returns to, when known
    entities: frozenset[str] = frozenset()


@dataclass
class TaskState:
    """What the detector knows of one task."""

    task_id: str
    names: set[str] = field(default_factory=set)
    tools: set[str] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)
    vectors: list[np.ndarray] = field(default_factory=list)
    label: str | None = None
    #: the task has earlier work this detector did not see (e.g. memories from before a restart),
    #: so an explicit cue in its first message here is a boundary
    has_history: bool = False


@dataclass(frozen=True)
class DetectorState:
    """A detector's memory of tasks, as taken by `TaskBoundaryDetector.snapshot`."""

    current: TaskState | None
    earlier: dict[str, TaskState]


def _compile(patterns: Sequence[str], anchored: bool) -> re.Pattern[str]:
    body = "|".join(f"(?:{p})" for p in patterns)
    return re.compile(rf"{_LEAD_IN}(?:{body})" if anchored else body, re.IGNORECASE)


def _words(text: str) -> int:
    return len(_CJK.findall(text)) // 2 + len(re.findall(r"[A-Za-z0-9]+", text))


class TaskBoundaryDetector:
    """Reads a conversation one user message at a time; `observe` returns a `Boundary` or None.

    The detector keeps the state of the current task and of earlier ones (to recognise a
    return). Tell it the ids the application uses with `begin_task`; seed earlier tasks
    (e.g. from archived summaries) with `remember_task`.
    """

    def __init__(
        self,
        config: DetectorConfig | None = None,
        *,
        embedder: Embedder | None | str = "default",
        classifier: IntentClassifier | None = None,
    ) -> None:
        self.config = config or DetectorConfig()
        self.embedder: Embedder | None = WordLlamaEmbedding() if embedder == "default" else embedder  # type: ignore[assignment]
        self.classifier = classifier
        self._explicit = _compile(EXPLICIT_CUES + tuple(self.config.extra_cues), anchored=True)
        self._return = _compile(RETURN_CUES, anchored=True)
        self._weak = _compile(WEAK_CUES, anchored=True)
        self.current: TaskState | None = None
        self.earlier: dict[str, TaskState] = {}

    # -- state ---------------------------------------------------------------------------
    def _new_id(self) -> str:
        return f"{PROVISIONAL_PREFIX}{uuid.uuid4().hex}"

    def snapshot(self) -> "DetectorState":
        """A copy of what the detector knows (to undo an observation whose switch failed)."""
        return DetectorState(copy.deepcopy(self.current), copy.deepcopy(self.earlier))

    def restore(self, state: "DetectorState") -> None:
        """Go back to a `snapshot`: the detector forgets everything observed since."""
        self.current = copy.deepcopy(state.current)
        self.earlier = copy.deepcopy(state.earlier)

    def begin_task(self, task_id: str) -> None:
        """Name the current task (or start an empty one) with the application's id."""
        if self.current is None:
            self.current = TaskState(task_id=task_id)
        else:
            self.earlier.pop(task_id, None)
            self.current.task_id = task_id

    def switch_to(self, task_id: str) -> None:
        """The application switched task itself: archive the current task, make ``task_id`` current
        (restoring what is known of it, if it ran before)."""
        if self.current is not None and self.current.task_id != task_id:
            self.earlier[self.current.task_id] = self.current
        if self.current is None or self.current.task_id != task_id:
            self.current = self.earlier.pop(task_id, None) or TaskState(task_id=task_id)

    def observe_in_current(self, message: str, tools: Sequence[str] = ()) -> None:
        """Record a message as part of the current task without judging it."""
        if self.current is None:
            self.current = TaskState(task_id=self._new_id())
        self._absorb(self.current, message, tuple(tools), extract_entities(message).names, self._embed(message), None)

    def remember_task(self, task_id: str, text: str) -> None:
        """Make an earlier task known (e.g. from its archived summary) so a return can be matched."""
        state = self.earlier.setdefault(task_id, TaskState(task_id=task_id))
        state.names |= set(extract_entities(text).names)
        state.texts.append(text)
        vec = self._embed(text)
        if vec is not None:
            state.vectors.append(vec)

    def reset(self) -> None:
        self.current = None
        self.earlier.clear()

    def _embed(self, text: str) -> np.ndarray | None:
        """The message's vector for topic drift; Chinese request words are dropped first (they
        share characters across unrelated requests). None if it has no embeddable content."""
        if self.embedder is None or not self.config.topic_drift:
            return None
        if _CJK.search(text):
            text = " ".join(part for part in CN_STOP.split(text) if part) or text
        try:
            return embed_texts(self.embedder, [text])[0]
        except EmbeddingError:
            return None

    # -- the decision ----------------------------------------------------------------------
    def observe(self, message: str, tools: Sequence[str] = ()) -> Boundary | None:
        """Read one user message (and the tools called in its turn); a `Boundary` if it starts a task."""
        if not isinstance(message, str):
            raise TypeError("message must be a string")
        if not message.strip():
            return None  # nothing to judge (and nothing to embed)
        tools = tuple(tools)
        entities = extract_entities(message)
        vector = self._embed(message)
        label = self.classifier(message, self.current.texts[-5:] if self.current else []) if self.classifier else None
        if self.current is None or not self.current.texts:
            cue = self._cue(message.strip(), entities.names, vector) if self.current is not None \
                and self.current.has_history else None
            if cue is None:
                state = self.current or TaskState(task_id=self._new_id())
                self.current = state
                self._absorb(state, message, tools, entities.names, vector, label)
                return None
            score, reasons, resume = cue
        else:
            score, reasons, resume = self._score(message, tools, entities.names, vector, label)
        if score < self.config.threshold:
            self._absorb(self.current, message, tools, entities.names, vector, None)
            return None
        old = self.current
        self.earlier[old.task_id] = old
        if resume is not None:
            self.current = self.earlier.pop(resume)
        else:
            self.current = TaskState(task_id=self._new_id())
        self._absorb(self.current, message, tools, entities.names, vector, label)
        boundary = Boundary(score=round(score, 3), reasons=tuple(reasons), resume_task_id=resume,
                            entities=frozenset(entities.names))
        logger.debug("boundary %s on %r", boundary, message[:80])
        return boundary

    def _absorb(self, state: TaskState, message: str, tools: Sequence[str], names: frozenset[str],
                vector: np.ndarray | None, label: str | None) -> None:
        state.texts.append(message)
        state.names |= set(names)
        state.tools |= set(tools)
        if vector is not None:
            state.vectors.append(vector)
        if label is not None and state.label is None:
            state.label = label

    def _score(self, message: str, tools: Sequence[str], names: frozenset[str], vector: np.ndarray | None,
               label: str | None) -> tuple[float, list[str], str | None]:
        cfg, w = self.config, self.config.weights
        cur = self.current
        assert cur is not None
        reasons: list[str] = []
        resume: str | None = None
        text = message.strip()

        cue = self._cue(text, names, vector)
        if cue is not None:
            return cue

        score = 0.0
        correction = bool(CORRECTION.search(text))
        elliptical = bool(ELLIPTICAL.search(text)) or _words(text) < 3
        self_contained = not elliptical and not correction and not ANAPHORA.search(text) and _words(text) >= 4
        retarget = bool(RETARGET.search(text))
        refers_back = bool(ANAPHORA.search(text)) and not retarget
        if cfg.entity_shift and names and cur.names and not (names & cur.names) and not elliptical \
                and not correction and not refers_back and not COMPARISON.search(text) \
                and not CONTINUATION.search(text) and not SELF_CONTEXT.search(text):
            score += w["entity shift"]
            reasons.append("entity shift")
            if retarget:
                score += w["re-targeting"]
                reasons.append("re-targeting")
            resume = self._best_earlier(names, None, prefer_recent=False, need_overlap=True)
        if self_contained and re.search(LEAD_WORDS, re.sub(_ACK_IN, "", text, flags=re.IGNORECASE), re.IGNORECASE):
            score += w["lead word"]
            reasons.append("lead word")
        if cfg.explicit_cues and self._weak.search(text):
            score += w["weak cue"]
            reasons.append("weak cue")
        if cfg.topic_drift and self_contained and vector is not None and cur.vectors:
            similarity = float(max(np.stack(cur.vectors) @ vector))
            limit = cfg.drift_threshold_cjk if _CJK.search(text) else cfg.drift_threshold_latin
            if similarity < limit:
                score += w["topic drift"]
                reasons.append("topic drift")
        if cfg.tool_shift and tools and cur.tools and not (set(tools) & cur.tools):
            score += w["tool-set shift"]
            reasons.append("tool-set shift")
        if label is not None and cur.label is not None and label != cur.label:
            score += w["intent change"]
            reasons.append("intent change")
        return score, reasons, resume

    def has_explicit_cue(self, message: str) -> bool:
        """True if the message opens with an explicit new-task or return cue ("New task: ...")."""
        text = message.strip()
        return bool(self._explicit.search(text) or self._return.search(text))

    def _cue(self, text: str, names: frozenset[str],
             vector: np.ndarray | None) -> tuple[float, list[str], str | None] | None:
        """An explicit new-task or return cue, as (score, reasons, task returned to); else None."""
        cfg, w = self.config, self.config.weights
        current = self.current.task_id if self.current is not None else None
        if cfg.return_cues and self.earlier and self._return.search(text):
            resume = self._best_earlier(names, vector, prefer_recent=True)
            if resume is not None and resume != current:
                return w["return cue"], ["return cue"], resume
        if cfg.explicit_cues and self._explicit.search(text):
            resume = self._best_earlier(names, vector, prefer_recent=False, need_overlap=True)
            return w["explicit cue"], ["explicit cue"], resume
        return None

    def _best_earlier(self, names: frozenset[str], vector: np.ndarray | None, *, prefer_recent: bool,
                      need_overlap: bool = False) -> str | None:
        """The earlier task this message most likely returns to (entity overlap, then similarity)."""
        best, best_key = None, (0, -1.0)
        for n, (task_id, state) in enumerate(self.earlier.items()):
            overlap = len(names & state.names)
            sim = float(max(np.stack(state.vectors) @ vector)) if vector is not None and state.vectors else 0.0
            key = (overlap, sim if overlap or not prefer_recent else n)
            if key > best_key:
                best, best_key = task_id, key
        if need_overlap and best_key[0] == 0:
            return None
        if best_key[0] == 0 and prefer_recent and self.earlier:
            return list(self.earlier)[-1]
        return best
