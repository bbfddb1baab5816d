"""A long user message (a report or a log pasted) is read by its head and its tail (`sentences.bounded`): what the user
asks and tells of themselves is there; the middle of a pasted document is the document's."""

from __future__ import annotations

from zoned_memory import TaskContext, TaskSession, ZonedMemoryStore
from zoned_memory.boundary.detector import TaskBoundaryDetector
from zoned_memory.sentences import HEAD_CHARS, TAIL_CHARS, bounded

_LOG = "\n".join(f"2026-12-07 10:{n % 60:02d}:00 WARN worker-{n % 7} retry {n} for job {n * 13}" for n in range(600))


def test_a_long_message_is_read_by_its_head_and_tail():
    text = "HEAD " + _LOG + " TAIL"
    read = bounded(text)
    assert read.startswith("HEAD ") and read.endswith(" TAIL") and len(read) <= HEAD_CHARS + TAIL_CHARS + 3
    assert bounded(_LOG[:1000]) == _LOG[:1000]


def test_a_fact_told_after_a_pasted_log_still_reaches_the_profile_and_one_inside_it_does_not(tmp_path):
    store = ZonedMemoryStore.open(path=tmp_path / "mem")
    session = TaskSession(store, TaskContext(user_id="alice", session_id="s1", task_id="t1"))
    middle = len(_LOG) // 2
    pasted = _LOG[:middle] + "\nI'm allergic to penicillin.\n" + _LOG[middle:]
    session.add_user_message("Why does this worker keep retrying?\n" + pasted + "\nBy the way, I live in Lisbon.")
    facts = [r.text for r in store.records(session.context, scopes=["global"])]
    assert facts == ["I live in Lisbon."]


def test_the_detector_reads_a_pasted_log_as_one_message_of_the_task():
    detector = TaskBoundaryDetector()
    detector.observe("My worker pool keeps retrying jobs, can you look at the log?")
    detector.add_assistant_message("Sure, paste the log here.")
    assert detector.observe(_LOG) is None
    assert detector.current is not None and len(detector.current.texts[-1]) <= HEAD_CHARS + TAIL_CHARS + 3
