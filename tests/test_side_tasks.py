"""Issue #23: a side task ("While I wait, ...", "Meanwhile, ...", "等一下，先...") is a switch, and the
message that comes back to the task set aside returns to it without a "back to" cue
(`side_tasks.opens_side_task`, `side_tasks.returns_from_side_task`)."""

from __future__ import annotations

import pytest

from zoned_memory import TaskBoundaryDetector, TaskContext
from zoned_memory.boundary import DetectorConfig
from zoned_memory.session import TaskSession


def _play(turns: list[tuple[str, str]], **config: bool) -> list[tuple[str | None, str]]:
    """(boundary reasons joined or None, current task id) after each user message."""
    det = TaskBoundaryDetector(DetectorConfig(**config)) if config else TaskBoundaryDetector()
    out = []
    for user, reply in turns:
        b = det.observe(user)
        assert det.current is not None
        out.append((",".join(b.reasons) if b else None, det.current.task_id))
        if reply:
            det.add_assistant_message(reply)
    return out


_RIDE = [("Hi, I need a ride to the airport from my hotel.", "Your ride is booked. The driver arrives in 10 minutes."),
         ("While I wait, what's the weather in Denver today?", "Denver: sunny, 75F."),
         ("Thanks. Where's my driver now?", "")]
_PIN = [("Can you check my account balance? My account number is 12345.", "I need your PIN to continue."),
        ("Hmm, let me look for it. Meanwhile, tell me a joke.", "Why did the scarecrow win an award? He was outstanding in his field."),
        ("Haha. Ok, I found my PIN, it's 4321. Can you get my balance now?", "")]
_HOTPOT = [("帮我订一家明天晚上的火锅店，4个人。", "已为您找到海底捞（国贸店），明晚有位。需要预订吗？"),
           ("等一下，先帮我查一下明天北京会不会下雨。", "明天北京有小雨。"),
           ("好的，那火锅店就订明晚7点吧。", "")]


@pytest.mark.parametrize("turns, needs_the_rules", [(_RIDE, True), (_PIN, False), (_HOTPOT, True)], ids=["ride", "pin", "hotpot"])
def test_coming_back_from_a_side_task_resumes_the_task_set_aside(turns, needs_the_rules):
    (_, first), (side, aside), (back, last) = _play(turns)
    assert side is not None and aside != first      # the side task is a task of its own
    assert back is not None and last == first       # and the user comes back to the first one
    ids = [task for _, task in _play(turns, side_task_returns=False, kind_returns=False)]
    if needs_the_rules:  # a joke is a kind of job since stop 39: the model opens it and "I found my PIN" points back
        # (the hot-pot restaurant named as what the order is about also returns, by `returns.returns_by_its_subject`)
        assert not (ids[1] != ids[0] and ids[2] == ids[0])  # without the rules, no side task or no way back


def test_an_answer_to_the_side_tasks_question_stays_in_the_side_task():
    turns = [("Book me a table at Nopa for Friday.", "Your table at Nopa is booked for Friday at 7 pm."),
             ("While I wait for my friends, find me a flight to Boston.", "What date is the flight?"),
             ("Friday, a table's worth of people, 4 of us.", "")]
    (_, first), (_, side), (back, last) = _play(turns)
    assert back is None and last == side


@pytest.mark.parametrize("message", [
    "Wait, hold on. It's actually for two passengers.",        # a correction of the task, no side task
    "Meanwhile, can you also add a car seat to the ride?",     # "also", and the ride again
])
def test_a_correction_or_an_addition_is_no_side_task(message):
    from zoned_memory.boundary.learned.features import TaskState, absorb
    from zoned_memory.boundary.rules.side_tasks import opens_side_task

    task = TaskState(task_id="t")
    absorb(task, "Book a luxury cab for one passenger to 620 3rd Street", (), None)
    assert not opens_side_task(task, message, "Your ride is booked.")


def test_a_session_comes_back_to_the_task_it_set_aside(make_store):
    session = TaskSession(make_store(), TaskContext(user_id="u", session_id="s", task_id="ride"))
    session.add_user_message("Hi, I need a ride to the airport from my hotel.")
    session.add_assistant_message("Your ride is booked. The driver arrives in 10 minutes.")
    assert session.add_user_message("While I wait, what's the weather in Denver today?") is not None
    assert session.context.task_id != "ride"
    session.add_assistant_message("Denver: sunny, 75F.")
    back = session.add_user_message("Thanks. Where's my driver now?")
    assert back is not None and back.resume_task_id == "ride" and session.context.task_id == "ride"


def test_a_message_that_names_an_earlier_tasks_topic_first_returns_to_it():
    """"Quick thing: ..." opens another job; "For the bio, ..." names the bio task's topic before asking: back there."""
    detector = TaskBoundaryDetector()
    detector.observe("Write a short bio for my speaker profile: I'm a data scientist at Spotify.")
    detector.add_assistant_message('"Jane is a data scientist at Spotify, where she builds recommendation models..."')
    bio = detector.current.task_id
    assert detector.observe("Quick thing: convert 180 cm to feet.") is not None
    detector.add_assistant_message("About 5 ft 11 in.")
    back = detector.observe("Thanks. For the bio, can you add a line about my PhD from MIT?")
    assert back is not None and back.resume_task_id == bio


def test_naming_the_current_tasks_own_topic_first_is_no_return():
    detector = TaskBoundaryDetector()
    detector.observe("Find me a hotel in Lisbon under 150 euros")
    detector.add_assistant_message("Hotel do Chiado, 138 euros a night.")
    detector.observe("Different thing: what's the weather in Porto tomorrow?")
    detector.add_assistant_message("Sunny, 19 degrees.")
    assert detector.observe("For the weather, is it windy in the afternoon?") is None


def test_a_chinese_side_task_that_shares_only_a_time_with_the_task_is_one():
    """"明天下午" is when, not what: the side question about rain shares no subject with the meeting room."""
    detector = TaskBoundaryDetector()
    detector.observe("帮我订一个明天下午三点的会议室，10个人。")
    detector.add_assistant_message("3楼的A301可以容纳12人，需要我帮您预订吗？")
    room = detector.current.task_id
    side = detector.observe("等一下，先帮我看看明天下午会不会下雨。")
    assert side is not None and "side task" in side.reasons
    detector.add_assistant_message("明天下午有阵雨。")
    back = detector.observe("那会议室就订A301吧。")
    assert back is not None and back.resume_task_id == room
