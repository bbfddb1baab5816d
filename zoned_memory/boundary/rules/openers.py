"""The rules that open a task where the model does not, in the order the detector asks them.

Each reads the current task, the message and the assistant's reply, and says whether a new job starts
(the model card measures each on the three corpora). `rule_that_opens` asks them in order and returns
the reason of the first that fires, so the detector keeps one place for them.

>>> from zoned_memory.boundary.config import DetectorConfig
>>> from zoned_memory.boundary.learned.features import TaskState, absorb
>>> task = TaskState(task_id="t")
>>> absorb(task, "帮我推荐一家王府井附近的烤鸭店", (), None)
>>> rule_that_opens(DetectorConfig(), task, "这些酒店中有评分在4.5分以上的吗？", "附近的酒店有北京饭店、王府井希尔顿。")
'another kind searched among those listed'
"""

from __future__ import annotations

import re

from ...sentences import last_sentence
from ..reading import cues
from .another_job import (adds_another_job, asks_another_job_after_closing, asks_another_job_instead, asks_anew_once_it_worked,
                          asks_self_contained_job, rides_between_places, searches_for_another_job)
from ..config import DetectorConfig
from .subject_change import acts_on_asked_job, subject_changed
from ..learned.features import TaskState
from ..reading.jobs import kinds_of
from ..reading.request_room import DECLINES_OFFER, OFFERS_TO_ACT
from .side_tasks import leaves_quick_job, leaves_side_task, opens_side_task
from .unrelated import starts_unrelated_job

__all__ = ["rule_that_opens", "searches_among_listed", "declines_offer_for_another_job"]

#: a search among the things just listed, by their kind ("这些酒店中有…", "这几个景点里…", "在故宫周边的酒店里…")
_AMONG_LISTED = re.compile(r"(?:这些|这几个|这几家|那些|那几个|那几家|其中的?|周边的?|附近的?)([\u4e00-\u9fff]{1,4}?)(?:中|里|当中|之中|里面)")


def searches_among_listed(current: TaskState, message: str) -> bool:
    """A search among things of a kind of job the task has not named ("这些酒店中有评分在4.5分以上的吗？" after a
    restaurant whose reply listed the hotels nearby): the other job starts here. On the whole corpora it fires
    on 7 CrossWOZ switches and 1 continuation, never in SGD or STAR (the English corpora do not ask so)."""
    found = _AMONG_LISTED.search(message)
    if found is None:
        return False
    kinds = kinds_of(found.group(1))
    return bool(kinds) and not kinds & current.kinds


def declines_offer_for_another_job(current: TaskState, message: str, assistant: str) -> bool:
    """The assistant's offer turned down, then a request or question for a kind of job the task has not named
    ("Maybe at a later time. When would I be free that day?" after "Would you like to schedule a visit?"): the
    decline closes the task's job and the rest opens another. On the whole corpora, read by their gold tasks,
    it fires on 116 SGD switches and 2 continuations, 46 STAR switches and 10 continuations (returns from a
    game to the directions, which STAR labels the directions task), never in CrossWOZ."""
    if not assistant or not OFFERS_TO_ACT.search(last_sentence(assistant)):
        return False
    declined = DECLINES_OFFER.match(message)
    if declined is None:
        return False
    rest = message[declined.end():]
    kinds = kinds_of(rest)
    return cues.asks(rest) and bool(kinds) and not kinds & current.kinds


def rule_that_opens(config: DetectorConfig, current: TaskState, message: str, assistant: str) -> str | None:
    """The reason of the first rule (of those ``config`` turns on) that opens a task here, else None."""
    rules = (
        (config.entity_shift, "subject change", lambda: subject_changed(current, message, assistant)),
        (config.asked_job_switch, "acts on the job asked about", lambda: acts_on_asked_job(current, message)),
        (config.unrelated_requests, "unrelated request", lambda: starts_unrelated_job(current, message, assistant)),
        (config.unrelated_requests, "another job wished for", lambda: adds_another_job(current, message, assistant)),
        (config.unrelated_requests, "another job searched for", lambda: searches_for_another_job(current, message, assistant)),
        (config.unrelated_requests, "another kind searched among those listed", lambda: searches_among_listed(current, message)),
        (config.unrelated_requests, "a ride between places", lambda: rides_between_places(current, message)),
        (config.self_contained_jobs, "a job of its own asked", lambda: asks_self_contained_job(current, message, assistant)),
        (config.unrelated_requests, "another job asked once the task closed", lambda: asks_another_job_after_closing(current, message, assistant)),
        (config.unrelated_requests, "a job asked anew once the task's worked", lambda: asks_anew_once_it_worked(current, message, assistant)),
        (config.unrelated_requests, "another job asked instead of an answer", lambda: asks_another_job_instead(current, message, assistant)),
        (config.unrelated_requests, "offer declined, another job asked", lambda: declines_offer_for_another_job(current, message, assistant)),
        (config.side_task_returns, "side task", lambda: opens_side_task(current, message, assistant)),
        (config.unrelated_requests, "another job after a quick one", lambda: leaves_quick_job(current, message, assistant)),
        (config.side_task_returns, "another job after a side task", lambda: leaves_side_task(current, message, assistant)),
    )
    return next((reason for on, reason, fires in rules if on and fires()), None)
