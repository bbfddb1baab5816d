"""The same job on another subject (`subject_changed`), and the job asked about in passing acted on
(`acts_on_asked_job`): rules that open a task where the model does not (`openers.rule_that_opens` asks them; the
boundary model card has their measurements).

>>> from zoned_memory.boundary.learned.features import TaskState
>>> task = TaskState(task_id="t", texts=["Analyze Acme Corp's Q3 sales"], kinds={"business"})
>>> subject_changed(task, "And Globex Inc?")
True
"""

from __future__ import annotations

import re

from ..reading import cues
from ..learned.features import TaskState, asks_something
from ..reading.jobs import kinds_of
from .measures import measure_of_another
from .named_work import another_one_named, orders_on_another_name, orders_on_another_system, swapped_owner
from ..reading.request_forms import WORLD_FACT
from .retarget import retargeted
from ..reading.subjects import (FIGURES_OF_ZH, WORK_ON_A_SUBJECT, elliptical_names, hands_over_another_text, names_in, new_payload,
                       problem_reported_elsewhere, renamed_subject, subjects_of, swapped_object, swapped_subject)
from ..reading.units import category_swapped, unit_names
from ..reading.vocabulary import said_in_task, task_words

__all__ = ["acts_on_asked_job", "subject_changed"]

#: figures of the user's own organization, no name of its own ("我们这个季度的销售", "公司上个月的营收")
_OWN_FIGURES_ZH = re.compile(r"^(?:我们|咱们|我司|本公司|公司|我们公司|我们团队|团队|部门)")


#: at most this many words (`cues.word_count`) in a follow-up that names only its subject
_ELLIPTICAL_WORDS = 8


def subject_changed(current: TaskState, message: str, assistant: str = "") -> bool:
    """The same job on another subject, compared with nothing and correcting nothing: the
    message names only organizations its task never named ("...and Globex Inc?" after Acme
    Corp's figures), repeats the task's opening request with its subject swapped, or names
    another unit of the kind the task works on ("华南区" after "华东区", `units.category_swapped`), or asks
    for the same again on something the task never named ("Do the same for the reviews of the Pixel 8"),
    or asks elliptically about a name nothing in the task said, in a task about a named subject (`_asks_about_another`)."""
    if cues.CORRECTION.search(message):
        return False
    if current.texts and problem_reported_elsewhere(message, said_in_task(current, assistant)):
        return True  # "the same thing is happening on the invoices table" after the orders table's slow query
    if retargeted(current, message) and not _names_the_task(current, message):
        return True  # the task's job again, for another subject ("the same comparison for Teams vs Enterprise")
    if cues.COMPARISON.search(message):
        return False  # a comparison with what the task is about
    if another_one_named(current, message, assistant):
        return True  # "find the one with Copperleaf too" after the Brightline contract
    if current.texts and orders_on_another_system(message, said_in_task(current, assistant)):
        return True  # "pause the marketing_attribution dag" after the sales_etl run
    if _asks_about_another(current, message, assistant):
        return True  # "What about Tesla?" after Apple's revenue, "那蔚来呢？" after 比亚迪's
    recent = current.texts[-8:]
    if current.texts and swapped_subject(message, current.texts[0]):
        return True  # its opening request again, for another subject
    if current.texts and "business" in current.kinds and current.kinds <= WORK_ON_A_SUBJECT and \
            measure_of_another(message, current.texts[0], recent, assistant):
        return True  # the task's measure of a subject it never named ("Contoso's churn" after Northwind's)
    if current.texts and current.kinds <= WORK_ON_A_SUBJECT and (
            (current.kinds and renamed_subject(message, current.texts[0]))  # "...the key risks in the Contoso memo?"
            or swapped_object(message, current.texts[0])  # "Find a React library for date pickers"
            or swapped_owner(message, current.texts[0])  # "Summarize Initrode's annual report too" after Globex's 10-Q
            or new_payload(message, current.texts[0])  # "Review my SQL: SELECT ..." with another query
            or hands_over_another_text(message, current.texts)  # "Can you also proofread my LinkedIn summary? '...'"
            or (current.kinds and orders_on_another_name(message, current.texts, assistant))):  # "Price out the Halloway order"
        return True  # in work on a subject, its opening request again for another name, object or text, or work on another name
    if category_swapped(message, [*recent, *current.replies[-2:]]):
        return True  # another region / warehouse / store of the kind the task works on (or made: "Opened #231" and then "PR #88")
    named = subjects_of(message)
    if not named:
        return False
    before = _named_in_task(current)
    if not before:  # the task's subject had no suffix to know it by ("腾讯"): "那B公司呢？" asks only for another
        return _only_names(message) and not any(name in " ".join(recent).lower() for name in named)
    return not (named & before)


def _named_in_task(current: TaskState) -> frozenset[str]:
    """The organizations of the task's recent messages and its names."""
    return frozenset().union(*(subjects_of(t) for t in current.texts[-8:])) | current.names


def _names_the_task(current: TaskState, message: str) -> bool:
    """The message names something the task named (a name, an organization), and nothing else: "Compare it with Basic"; not
    "now one for the PM role at Notion too" after a PM cover letter for Figma."""
    named, before = names_in(message) | subjects_of(message), _named_in_task(current)
    shared = named & before
    return bool(shared) and not {name for name in named - before - task_words(current)
                                 if not any(name in whole for whole in shared)  # "inv" of "INV-2231" is no name of its own
                                 and re.search(rf"[^.!?\s]\s+{re.escape(name)}\b", message, re.IGNORECASE)}  # nor "Same" of
    # "Good. Same reminder for INV-2231", capitalized as a sentence's first word


def _asks_about_another(current: TaskState, message: str, assistant: str) -> bool:
    """An elliptical follow-up about a name that neither the task's messages nor the reply said ("What about
    Tesla?", "And Microsoft?", "那蔚来呢？", `subjects.elliptical_names`), in a task of a named subject's figures
    (no other kind of job: a search's "What about the Hilton?" or "How about San Jose?" offers another option
    for the same job, which it continues), unless the task's last message compared ("跟特斯拉比怎么样").
    A question of a named place's facts asks the same of another ("What about Sweden?" after Norway's population)."""
    if not current.texts or cues.COMPARISON.search(current.texts[-1]):
        return False  # after "跟特斯拉比怎么样", "那理想汽车呢" goes on comparing
    if current.kinds - {"business"} and not ("business" in current.kinds and FIGURES_OF_ZH.search(current.texts[0])):
        return False  # a search's "What about the Hilton?" offers another option (not the figures of a 外卖 business)
    named = elliptical_names(message)
    if not named:
        return False
    if cues.CJK.search(message):
        figures = FIGURES_OF_ZH.search(current.texts[0])
        if figures is None:
            return False  # a Chinese subject has no capital to know it by: the task must ask for a subject's figures
        if _OWN_FIGURES_ZH.match(figures.group(0)) and unit_names(message):
            return False  # "华南区呢" in a summary of our own sales: a part of the whole, not another subject
    elif not (("business" in current.kinds or (not current.kinds and WORLD_FACT.search(current.texts[0])))
              and any(names_in(t) or subjects_of(t) for t in current.texts)):
        return False  # a task of figures about a named subject ("Analyze Apple's revenue", "What's the population of Norway?")
    said = " ".join([*current.texts, assistant]).lower()
    return not any(name in said for name in named)


def _only_names(message: str) -> bool:
    """An elliptical follow-up, short enough to say nothing but its subject ("那B公司呢？", "And Globex Inc?")."""
    return bool(cues.ELLIPTICAL.search(message)) and cues.word_count(message) <= _ELLIPTICAL_WORDS


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
