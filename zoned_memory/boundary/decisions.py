"""The decisions the detector takes beside the model (`TaskBoundaryDetector` calls them; the model
card has their measurements): a subject change, acting on a job asked about in passing, and which
earlier task a boundary resumes.

>>> from zoned_memory.boundary.features import TaskState
>>> hotel = TaskState(task_id="hotel", kinds={"lodging"}, names={"hotel lutetia"})
>>> best_earlier({"hotel": hotel}, frozenset({"hotel lutetia"}), "Get me a taxi from Hotel Lutetia", prefer_recent=False,
...              strict=True) is None
True
"""

from __future__ import annotations

from . import cues
from .features import TaskState, asks_something, grams
from .jobs import kinds_of
from .subjects import subjects_of, swapped_subject

__all__ = ["subject_changed", "acts_on_asked_job", "best_earlier", "earlier_of_kind"]


def subject_changed(current: TaskState, message: str) -> bool:
    """The same job on another subject, compared with nothing and correcting nothing: the
    message names only organizations its task never named ("...and Globex Inc?" after Acme
    Corp's figures), or repeats the task's opening request with its subject swapped."""
    if cues.COMPARISON.search(message) or cues.CORRECTION.search(message):
        return False
    recent = current.texts[-8:]
    if current.texts and swapped_subject(message, current.texts[0]):
        return True  # its opening request again, for another subject
    named = subjects_of(message)
    if not named:
        return False
    before = frozenset().union(*(subjects_of(t) for t in recent)) | current.names  # its names too
    return bool(before) and not (named & before)


def acts_on_asked_job(current: TaskState, message: str) -> bool:
    """The task's previous message asked, by the task's subject, about a kind of job the task
    had not named ("景点周边有哪些酒店？", "Is there a taxi service near there?") and was read
    as part of the task; this one asks for that kind: the other job starts here. (Corpora
    disagree on which of the two messages opens it; both readings agree that this one is in
    the new job.)"""
    texts = current.texts
    if len(texts) < 2 or not asks_something(message) or cues.COMPARISON.search(message):
        return False
    previous = texts[-1]
    if not cues.NEARBY.search(previous):
        return False
    before = frozenset().union(*(kinds_of(t) for t in texts[:-1]))
    asked = kinds_of(previous) - before
    return bool(asked and kinds_of(message) & asked)


def best_earlier(earlier: dict[str, TaskState], names: frozenset[str], text: str, *, prefer_recent: bool,
                 strict: bool = False) -> str | None:
    """The earlier task this message continues: shared entities first, then shared words;
    ``strict``: only when it names that task's subject (an entity in common) and asks for no
    kind of job that task never did: shared words alone ("review the ... contract") never
    resume a task, whose facts would then leak, nor does a taxi from the task's hotel."""
    message_grams = grams(text)
    asked = kinds_of(text)
    best, best_key = None, (0, 0.0, -1.0)
    for n, (task_id, state) in enumerate(earlier.items()):
        if strict and asked and state.kinds and not asked <= state.kinds:
            continue  # a cab from the hotel is another job than the hotel's: naming it is no return
        overlap = len(names & state.names)
        shared = len(message_grams & state.grams) / len(message_grams) if message_grams else 0.0
        key = (overlap, shared, n if prefer_recent else 0.0)
        if key > best_key:
            best, best_key = task_id, key
    if strict and best_key[0] == 0:
        return None
    if best_key[0] == 0 and best_key[1] == 0.0 and prefer_recent and earlier:
        return list(earlier)[-1]
    return best


def earlier_of_kind(current: TaskState, earlier: dict[str, TaskState], message: str) -> str | None:
    """The most recent earlier task of the job kind this message points back at: it names a
    kind of job that task did and the current one did not, and refers to something said before
    ("Book the tickets to the event you found", "back to the directions", "你推荐的景点门票多少钱").
    Without the reference it opens a new task (a second booking of the same kind is a new job)."""
    if not cues.BACK_REFERENCE.search(message):
        return None
    kinds = kinds_of(message) - current.kinds
    if not kinds:
        return None
    for task_id, state in reversed(earlier.items()):
        if kinds & state.kinds:
            return task_id
    return None
