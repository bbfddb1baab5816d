"""What the detector is set with and what it answers: `DetectorConfig` (which signals, where to decide),
`Boundary` (a detected boundary), `DetectorState` (a snapshot of its memory of tasks), the callables it can
be given (`IntentClassifier`, `Verifier`) and its provisional task ids (`is_provisional`).

>>> DetectorConfig().side_task_returns, is_provisional("~detected-1"), is_provisional("acme")
(True, True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
from pydantic import BaseModel, ConfigDict

from ..errors import Settings
from .learned.features import TaskState

__all__ = ["Boundary", "DetectorConfig", "DetectorState", "IntentClassifier", "Verifier", "PROVISIONAL_PREFIX",
           "CLASSIFIER_FLOOR", "is_provisional"]

#: Ids the detector gives tasks it found itself start with this. "~" is outside the id alphabet of
#: `TaskContext`, so a provisional id can never become (or collide with) a real task id.
PROVISIONAL_PREFIX = "~detected-"

#: ``(message, recent_messages) -> label``; a label change between tasks counts as a verifier's yes.
IntentClassifier = Callable[[str, Sequence[str]], str]
#: below this P(new task), an intent classifier's label change is overruled
CLASSIFIER_FLOOR = 0.01
#: ``(message, recent_messages) -> True (new task) | False (same task) | None (cannot tell)``
Verifier = Callable[[str, Sequence[str]], "bool | None"]



def is_provisional(task_id: str | None) -> bool:
    """True for an id the detector made up (never a task id of the application)."""
    return isinstance(task_id, str) and task_id.startswith(PROVISIONAL_PREFIX)



class DetectorConfig(Settings):
    """Which signals to use and where to decide.

    ``threshold``: P(new task) at or above which a message is a boundary (None: the model's
    own, tuned on held-out conversations for precision >= 0.92, one value when the assistant's
    last reply is known and one when only the user's messages are). ``verifier_band``: the
    probabilities for which a verifier is asked (None: the model's). Turning a group of signals
    off makes those features count as their average.
    """

    model_config = ConfigDict(frozen=True)

    explicit_cues: bool = True
    return_cues: bool = True
    entity_shift: bool = True
    tool_shift: bool = True
    topic_drift: bool = True
    #: a request acting on another kind of job the previous message asked about by the task's
    #: subject ("Any hotels near the museum?" then "Book me one with a pool") is a switch there
    asked_job_switch: bool = True
    #: a boundary that points back ("the event you found", "你推荐的那家酒店") at a kind of job an
    #: earlier task did and the current one did not resumes that task; a question or request that
    #: does so and names no kind of the current task is such a boundary ("Is my flight still on time?")
    kind_returns: bool = True
    #: where an aside, a closing offer ("Anything else?") or a job reported done makes room for it, a
    #: request sharing nothing with the task ("Quick question, how long does a visa take?") is a switch
    unrelated_requests: bool = True
    #: small talk that asks for nothing ("You're a lifesaver.", `decisions.is_remark`) continues the task
    remarks_continue: bool = True
    #: an order whose object is what the task made ("Now write a unit test for it",
    #: `decisions.orders_on_output`) continues the task
    output_orders_continue: bool = True
    #: an order to book what the task found ("Book it", "帮我订一张4人桌") after a reply of a bookable kind
    #: (`decisions.books_what_was_found`) continues the task
    found_bookings_continue: bool = True
    #: a message with nothing of its own continues the task: a go-ahead on what was proposed ("好，帮我改了吧。")
    #: or a follow-up naming only what the task named (`leaning.leans_on_task`)
    leaning_continues: bool = True
    #: an answer to what the assistant asked of the task, naming no other kind of job (`leaning.answers_the_question`),
    #: is not the model's to switch on (a rule may still open a task on it)
    answers_continue: bool = True
    #: a message that names no kind of job (`jobs.kinds_of`) after the assistant has spoken is not the model's to
    #: switch on: the user chats on, corrects or answers ("Ok, then confirm the Porch for me please."); a rule may
    #: still open a task on it (a subject change, an explicit cue, another job asked)
    kindless_continue: bool = True
    #: side tasks: a side cue before a request sharing nothing with the task opens one ("Meanwhile, tell me a
    #: joke", `side_tasks.opens_side_task`), and a task opened beside another ("While I wait, ...",
    #: `cues.SIDE_TASK`) returns to it when a message is about that task again (`side_tasks.returns_from_side_task`)
    side_task_returns: bool = True
    #: a request, first of all, for a job no other job is a step of (the weather, a game: `jobs.SELF_CONTAINED`)
    #: that the task has not named opens a task (`another_job.asks_self_contained_job`)
    self_contained_jobs: bool = True
    extra_cues: tuple[str, ...] = ()  #: more explicit-cue regexes (case-insensitive)
    threshold: float | None = None
    verifier_band: tuple[float, float] | None = None
    #: a weights file written by ``python -m zoned_memory.boundary.training.train`` (None: the shipped one)
    model_path: str | None = None


class Boundary(BaseModel):
    """A detected task boundary."""

    model_config = ConfigDict(frozen=True)

    score: float  #: P(new task), or 1.0 for an explicit cue
    reasons: tuple[str, ...]
    resume_task_id: str | None = None  #: an earlier task this message returns to, when known
    entities: frozenset[str] = frozenset()


@dataclass(frozen=True)
class DetectorState:
    """A detector's memory of tasks, as taken by `TaskBoundaryDetector.snapshot`."""

    current: TaskState | None
    earlier: dict[str, TaskState]
    assistant: str
    assistant_vector: np.ndarray | None
