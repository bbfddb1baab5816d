"""`TaskBoundaryDetector`: does this user message start a new task?

Decision, per user message:

0. a task that holds only greetings has not begun: the first request is part of it;
1. an explicit cue ("New task: ...", "换个话题"; a soft one such as "Another thing:" only with a
   request after it) or a return cue naming an earlier task is a boundary outright (a user who
   says so means it);
2. otherwise the learned model (`zoned_memory.boundary.learned.model`) gives ``P(new task)`` from the
   message, the current task (its messages, entities, tools) and the assistant's last reply
   (`add_assistant_message`); at ``threshold`` or above it is a boundary; below, a message that
   names only organizations its task never named, comparing nothing, is one too (`subjects`);
   small talk that asks for nothing is never one (`decisions.is_remark`);
3. with a ``verifier`` (any callable, e.g. an LLM), a probability inside the uncertain band is
   settled by asking it; outside the band it is never asked.

A boundary names the earlier task it returns to when the message continues one (shared
entities or most of its words), with or without a return cue.

>>> d = TaskBoundaryDetector(embedder=None)
>>> d.observe("帮我分析一下A公司的销售数据") is None   # the first message opens the first task
True
>>> d.add_assistant_message("A公司第三季度销售额为1200万。")
>>> d.observe("那上个月的呢？") is None
True
>>> d.observe("换个话题，帮我看看B公司的销售数据").reasons
('explicit cue',)
"""

from __future__ import annotations

import copy
import logging
import uuid
from typing import Sequence

import numpy as np

from ..embeddings import Embedder
from ..entities import extract_entities
from ..errors import InvalidInputError
from ..sentences import bounded, plain, spelled_out
from .reading import cues
from .config import (CLASSIFIER_FLOOR, PROVISIONAL_PREFIX, Boundary, DetectorConfig, DetectorState, IntentClassifier,
                     Verifier, is_provisional)
from .rules.decisions import books_what_was_found, chats_on, edits_what_it_set, is_closing, is_remark, orders_on_output
from .rules.another_job import ends_with_another_job
from .rules.earlier_work import returns_by_its_tools
from .rules.found_detail import asks_way_from_booked, asks_way_to_found, rides_the_way_found
from .rules.returns import best_earlier, earlier_of_kind, returned_to
from .rules.side_tasks import returns_from_side_task
from .learned.features import DENSE_FEATURES, TaskState, absorb, featurize, grams, greetings_only
from .learned.encoder import embed_message, encoder_named
from .learned.model import BoundaryModel
from .reading.subjects import subjects_of
from .rules.leaning import REPLIES_KEPT, answers_the_question, leans_on_task
from .rules.openers import rule_that_opens

__all__ = ["Boundary", "DetectorConfig", "DetectorState", "TaskBoundaryDetector", "IntentClassifier", "Verifier",
           "PROVISIONAL_PREFIX", "is_provisional"]

logger = logging.getLogger(__name__)

_FEATURE_GROUPS = {
    "entity_shift": ("has_names", "names_overlap_task", "names_all_new", "names_in_assistant"),
    "tool_shift": ("tools_present", "tools_shift"),
    "topic_drift": ("sim_task_max", "sim_task_first", "sim_last_user", "sim_assistant", "sim_task_max_cjk",
                    "grams_task", "grams_assistant", "grams_first", "grams_unseen"),
}


#: how much likelier a new task the message must be for the current task than for the earlier one
#: before a switch is undone (an undo of a TRUE switch would bring the old task's data back). The
#: gate is the old task's subject named (`_subjects`): at 0.1 to 0.3 the trigger fires on the same
#: message of 820 labelled conversations, rightly (`benchmarks/bench_undo.py`); the old task's
#: archived summary, known to the detector in a session, brings the two probabilities closer
UNDO_MARGIN = 0.1


def _subjects(text: str) -> frozenset[str]:
    """The names a false switch is told by: organizations (`subjects_of`) and Latin-script entity
    names ("Acme", "Hilton"); the Chinese entity names the extractor finds are too loose for it
    ("北京" in every Beijing request), Chinese organizations with their suffix count (A公司)."""
    return subjects_of(text) | {n for n in extract_entities(text).names if n.isascii()}


#: how much of the assistant's reply the detector keeps (the end of a long reply or of many messages)
REPLY_CHARS = 4000


class TaskBoundaryDetector:
    """Reads a conversation one message at a time; `observe` returns a `Boundary` or None.

    Feed the user's messages to `observe` and the assistant's replies to
    `add_assistant_message` (optional, but it makes decisions better). The detector keeps the
    state of the current task and of earlier ones (to recognise a return). Tell it the ids the
    application uses with `begin_task`; seed earlier tasks (e.g. from archived summaries) with
    `remember_task`.
    """

    def __init__(
        self,
        config: DetectorConfig | None = None,
        *,
        embedder: Embedder | None | str = "default",
        classifier: IntentClassifier | None = None,
        verifier: Verifier | None = None,
        model: BoundaryModel | None = None,
    ) -> None:
        self.config = config or DetectorConfig()
        self.model = model or BoundaryModel.load(self.config.model_path)
        #: "default": the sentence vectors the model was trained with (`encoder.ENCODERS`)
        self.embedder: Embedder | None = encoder_named(self.model.encoder) if embedder == "default" \
            else embedder  # type: ignore[assignment]
        if self.embedder is not None and not callable(self.embedder):
            raise InvalidInputError("embedder must be callable, None or 'default'")
        self.classifier = classifier
        self.verifier = verifier
        self.threshold = self.config.threshold if self.config.threshold is not None else self.model.threshold
        self.threshold_user_only = self.config.threshold if self.config.threshold is not None \
            else self.model.threshold_user_only
        self.band = self.config.verifier_band or self.model.band
        self._explicit = cues.compile_cues(cues.EXPLICIT_CUES + tuple(self.config.extra_cues), anchored=True,
                                            after_clause=True)
        off = [name for group, names in _FEATURE_GROUPS.items() if not getattr(self.config, group) for name in names]
        self._neutral = np.asarray([name in off for name in DENSE_FEATURES])
        self.current: TaskState | None = None
        self.earlier: dict[str, TaskState] = {}
        #: whether this conversation reports tool calls (set once any message came with tools)
        self.tools_known = False
        self.assistant = ""
        self._assistant_vector: np.ndarray | None = None
        #: how often the verifier was asked, and how many decisions were made (for measurement)
        self.verifier_calls = 0
        self.decisions = 0

    # -- state ---------------------------------------------------------------------------
    def _new_id(self) -> str:
        return f"{PROVISIONAL_PREFIX}{uuid.uuid4().hex}"

    def snapshot(self) -> DetectorState:
        """A copy of what the detector knows (to undo an observation whose switch failed)."""
        return DetectorState(copy.deepcopy(self.current), copy.deepcopy(self.earlier), self.assistant,
                             self._assistant_vector)

    def restore(self, state: DetectorState) -> None:
        """Go back to a `snapshot`: the detector forgets everything observed since."""
        self.current = copy.deepcopy(state.current)
        self.earlier = copy.deepcopy(state.earlier)
        self.assistant, self._assistant_vector = state.assistant, state.assistant_vector

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
        self.assistant, self._assistant_vector = "", None

    def undo_switch(self, task_id: str) -> None:
        """The last switch was a false one: ``task_id`` is current again, and what the abandoned
        task saw (its opening message) is part of it."""
        earlier = self.earlier.pop(task_id, None)
        if earlier is None or self.current is None:
            return
        for text in self.current.texts:
            absorb(earlier, text, (), self._embed(text))
        earlier.tools |= self.current.tools
        self.current = earlier

    def add_assistant_message(self, text: str) -> None:
        """The assistant's reply: context for the next user message ("which city?" makes
        "Paris." an answer; "anything else?" makes the next request likely a new task). Several
        messages before the next user message (a tool result, then the answer) are one reply."""
        if not isinstance(text, str):
            raise TypeError("text must be a string")
        text = plain(text)
        joined = f"{self.assistant}\n{text.strip()}".strip() if self.assistant else text.strip()
        self.assistant = joined[-REPLY_CHARS:]  # its end is what the next message answers
        self._assistant_vector = self._embed(self.assistant) if self.assistant else None

    def user_spoke(self) -> None:
        """The user spoke: the assistant's next message starts a new reply. `observe` does this for
        every message it reads; call it for one it does not (an aside about the user)."""
        if self.current is not None and self.assistant:  # the reply answered the current task
            self.current.replies = [*self.current.replies, self.assistant][-REPLIES_KEPT:]
        self.assistant, self._assistant_vector = "", None

    def observe_in_current(self, message: str, tools: Sequence[str] = ()) -> None:
        """Record a message as part of the current task without judging it."""
        self.user_spoke()
        if self.current is None:
            self.current = TaskState(task_id=self._new_id())
        message = plain(message)
        absorb(self.current, message, tuple(tools), self._embed(message))

    def remember_task(self, task_id: str, text: str) -> None:
        """Make an earlier task known (e.g. from its archived summary) so a return can be matched."""
        state = self.earlier.setdefault(task_id, TaskState(task_id=task_id))
        state.names |= set(extract_entities(text).names)
        state.texts.append(text)
        state.grams |= grams(text)
        vec = self._embed(text)
        if vec is not None:
            state.vectors.append(vec)

    def reset(self) -> None:
        self.tools_known = False
        self.current = None
        self.earlier.clear()
        self.assistant, self._assistant_vector = "", None

    def has_explicit_cue(self, message: str) -> bool:
        """True if the message opens with an explicit new-task cue ("New task: ...", a soft cue with a
        request after it: `cues.says_new_task`) or a return cue."""
        text = plain(message).strip()
        return self._says_new_task(text) or bool(cues.RETURN_RE.search(text))

    def _says_new_task(self, text: str) -> bool:
        """An explicit new-task cue ("New task: ..."), or a soft one followed by a request
        ("Another thing: book a flight to Rome")."""
        return cues.says_new_task(text, self._explicit)

    def _embed(self, text: str) -> np.ndarray | None:
        return embed_message(self.embedder, text)

    def continues(self, message: str, task_id: str, tools: Sequence[str] = ()) -> bool:
        """True if ``message`` goes on with the earlier task ``task_id`` (the one just left): the
        current task holds only the message that opened it; ``message`` has no cue, names a
        subject of the earlier task (`_subjects`) and none that the current task's reply brought
        up, and the model reads it as a continuation of the earlier task. Then the switch was a
        false one (`TaskSession` undoes it)."""
        earlier, current = self.earlier.get(task_id), self.current
        if earlier is None or current is None or len(current.texts) != 1 or not message.strip():
            return False
        message = plain(bounded(message))
        if self.has_explicit_cue(message):
            return False
        named, earlier_named = _subjects(message), frozenset().union(*(_subjects(t) for t in earlier.texts))
        found_here = _subjects(self.assistant) - earlier_named  # what the current task found is its own
        if not named & earlier_named or named & found_here:
            return False
        vector = self._embed(message)
        on_earlier = self._probability(*self._features(message, tuple(tools), earlier, named, vector))
        on_current = self._probability(*self._features(message, tuple(tools), current, named, vector))
        return on_earlier < (self.threshold if self.assistant else self.threshold_user_only) and \
            on_current - on_earlier >= UNDO_MARGIN

    # -- the decision ----------------------------------------------------------------------
    def probability(self, message: str, tools: Sequence[str] = ()) -> float:
        """P(new task) of ``message`` now, without recording anything (for evaluation)."""
        state = self.current or TaskState(task_id="")
        message = plain(message)
        dense, hashed = self._features(message, tuple(tools), state, extract_entities(message).names,
                                       self._embed(message))
        return self._probability(dense, hashed)

    def _probability(self, dense: np.ndarray, hashed: np.ndarray) -> float:
        return self.model.probability(dense, hashed, with_embeddings=self.embedder is not None,
                                      neutral=self._neutral)

    def _features(self, message: str, tools: tuple[str, ...], state: TaskState, names: frozenset[str],
                  vector: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        text = message.strip()
        return featurize(message, tools, state, self.assistant, vector, self._assistant_vector,
                         explicit=self.config.explicit_cues and self._says_new_task(text),
                         returning=bool(self.config.return_cues and self.earlier and cues.RETURN_RE.search(text)),
                         weak=bool(self.config.explicit_cues and cues.WEAK_RE.search(text)), names=names,
                         earlier=list(self.earlier.values()), tools_known=self.tools_known)

    def observe(self, message: str, tools: Sequence[str] = ()) -> Boundary | None:
        """Read one user message (and the tools called in its turn); a `Boundary` if it starts a task."""
        if not isinstance(message, str):
            raise TypeError("message must be a string")
        if not message.strip():
            return None  # nothing to judge (and nothing to embed)
        message = plain(bounded(message))  # "I’d also like": the patterns read straight apostrophes; a pasted
        # document's head and tail (`bounded`)
        tools = tuple(tools)
        self.tools_known = self.tools_known or bool(tools)
        names = extract_entities(message).names
        vector = self._embed(message)
        recent = self.current.texts[-5:] if self.current else []
        label = self.classifier(message, recent) if self.classifier else None
        if self.current is None or greetings_only(self.current.texts):  # the task has not begun
            cue = self._cue(message.strip(), names) if self.current is not None \
                and self.current.has_history else None
            if cue is None:
                state = self.current or TaskState(task_id=self._new_id())
                self.current = state
                absorb(state, message, tools, vector, names)
                if label is not None and state.label is None:
                    state.label = label
                self.user_spoke()
                return None
            decision: tuple[float, list[str], str | None] | None = cue
        else:
            decision = self._cue(message.strip(), names) or self._judge(message, tools, names, vector, label)
        self.decisions += 1
        self.user_spoke()
        old = self.current  # a task that has begun (a cue is only read in one)
        assert old is not None
        if decision is None:
            absorb(old, message, tools, vector, names)
            return None
        score, reasons, resume = decision
        self.earlier[old.task_id] = old
        current = self.earlier.pop(resume) if resume is not None else TaskState(task_id=self._new_id())
        if resume is None and (cues.SIDE_TASK.search(message) or cues.asks_quick_job(message) or "side task" in reasons):
            current.side_of = old.task_id  # opened beside the task just left, which the user will come back to
            reasons = reasons if "side task" in reasons else [*reasons, "side task"]
        self.current = current
        absorb(current, message, tools, vector, names)
        if label is not None and current.label is None:
            current.label = label
        boundary = Boundary(score=round(score, 3), reasons=tuple(reasons), resume_task_id=resume,
                            entities=frozenset(names))
        logger.debug("boundary %s on %r", boundary, message[:80])
        return boundary

    def _cue(self, text: str, names: frozenset[str]) -> tuple[float, list[str], str | None] | None:
        """An explicit new-task or return cue, as (score, reasons, task returned to); else None."""
        current = self.current.task_id if self.current is not None else None
        if self.config.return_cues and self.earlier and cues.RETURN_RE.search(text):
            resume = best_earlier(self.earlier, names, text, prefer_recent=True)
            if resume is not None and resume != current:
                return 1.0, ["return cue"], resume
        if self.config.explicit_cues and self._says_new_task(text):
            return 1.0, ["explicit cue"], None  # a message that says it starts something new never resumes
        return None

    def _judge(self, message: str, tools: tuple[str, ...], names: frozenset[str], vector: np.ndarray | None,
               label: str | None) -> tuple[float, list[str], str | None] | None:
        assert self.current is not None
        dense, hashed = self._features(message, tools, self.current, names, vector)
        p = self._probability(dense, hashed)
        message = spelled_out(message)  # the rules read "whats" as "what's"; the model reads what it was trained on
        if self.config.side_task_returns:
            back = returns_from_side_task(self.current, self.earlier, message, self.assistant)
            if back is not None:
                return p, ["return from a side task"], back
        if self.config.kind_returns:
            returned = returned_to(self.current, self.earlier, message, self.assistant, tools, names)
            if returned is not None:
                return p, [returned[0]], returned[1]
        low, high = self.band
        reasons = ["model"]
        leaning = False  # nothing of its own: no rule opens a task on it either
        new = p >= (self.threshold if self.assistant else self.threshold_user_only)
        changed = label is not None and self.current.label is not None and label != self.current.label
        if self.config.unrelated_requests and ends_with_another_job(self.current, message, self.assistant):
            new, reasons = True, ["another job asked after"]  # "那就买这个吧。再帮我查下机票": the first sentence leans, the last opens
        elif self.config.remarks_continue and (is_remark(message, self.current.kinds) or is_closing(message)):
            new = False  # small talk continues the task: neither the model nor a verifier decides it
        elif self.config.output_orders_continue and (orders_on_output(self.current, message)
                                                     or edits_what_it_set(self.current, message, self.assistant)):
            new = False  # an order on what the task made: "Now ... it" is no new job
        elif self.config.found_bookings_continue and (books_what_was_found(self.current, message, self.assistant)
                                                      or asks_way_from_booked(self.current, message, self.assistant)
                                                      or asks_way_to_found(self.current, message, self.assistant)
                                                      or rides_the_way_found(self.current, message, self.assistant)):
            new = False  # booking what the task found: "帮我订一张4人桌" after the restaurant's address
        elif self.config.leaning_continues and leans_on_task(self.current, message, self.assistant,
                                                             tuple(self.earlier.values())):
            new, leaning = False, True  # "好，帮我改了吧。", a follow-up on what the task named
        elif self.config.answers_continue and new and answers_the_question(self.current, message, self.assistant):
            new = False  # an answer to the task's question, however chatty: not the model's to switch on
        elif self.config.kindless_continue and new and self.assistant and chats_on(message):
            new = False  # no job named: the model's switch off its corpora is mostly chat (the model card, stop 45)
        elif changed and p >= CLASSIFIER_FLOOR:  # a label change decides, unless the model is nearly sure
            new, reasons = True, ["model", "intent change"]
        elif self.verifier is not None and low <= p < high:
            self.verifier_calls += 1
            verdict = self.verifier(message, [*self.current.texts[-5:], *([self.assistant] if self.assistant else [])])
            if verdict is not None:
                new = bool(verdict)
                reasons = ["model", "verifier"]
        if not new and not leaning:
            opened = rule_that_opens(self.config, self.current, message, self.assistant)
            if opened is not None:
                new, reasons = True, [opened]
        if not new:
            return None
        resume = best_earlier(self.earlier, names, message, prefer_recent=False, strict=True)
        if resume is None and self.config.kind_returns:
            resume = returns_by_its_tools(self.current, self.earlier, message, tools, names) or \
                earlier_of_kind(self.current, self.earlier, message, self.assistant)
        return p, reasons, resume

