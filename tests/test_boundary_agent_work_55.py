"""What agent-work set 55 (`tests/data/boundaries_agent_work_55.jsonl`, written after the stop's other rules) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play
from zoned_memory.boundary.rules.earlier_work import changes_an_earlier_thing
from zoned_memory.boundary.learned.features import TaskState

_FLIGHT = [("帮我查一下上海到成都的机票，下周五", "东航MU5401 08:00-11:10，1280元；川航3U8962 13:00-16:05，980元。", "flights"),
           ("订川航那个", "已预订川航3U8962，下周五13:00起飞。", "flights")]
_WELCOME = [("帮我给新来的同事写一段欢迎词", "欢迎小王加入我们技术部！……"), ("再热情一点", "热烈欢迎小王加入技术部大家庭！……")]


def test_what_to_eat_at_the_destination_opens_a_task_and_the_flight_is_returned_to():
    detector = play(_FLIGHT)
    flight = detector.current.task_id
    assert detector.observe("成都有什么必吃的") is not None
    detector.add_assistant_message("火锅、串串、钟水饺、龙抄手。")
    back = detector.observe("航班能改到早上的吗", ("flights",))
    assert back is not None and back.resume_task_id == flight


def test_a_printer_is_a_thing_not_an_order_to_print():
    assert play(_WELCOME).observe("办公室的打印机卡纸了怎么弄") is not None
    assert play(_WELCOME).observe("帮我打印出来") is None


def test_a_change_to_an_earlier_booking_said_in_other_words_returns_to_it():
    detector = play([("Book a table for two at Nopa tomorrow at 8.", "Booked Nopa for 2, tomorrow 8:00 PM.", "restaurants")])
    dinner = detector.current.task_id
    assert detector.observe("Will it rain tomorrow night in SF?", ("weather",)) is not None
    detector.add_assistant_message("Light rain after 9 PM, 40% chance.")
    back = detector.observe("Can you move the booking to 7 then?", ("restaurants",))
    assert back is not None and back.resume_task_id == dinner


def test_a_slot_every_booking_has_points_back_at_no_earlier_task():
    booked = TaskState(task_id="dinner", texts=["Book a table at 8"], replies=["Booked for 8:00 PM; the time is set."])
    weather = TaskState(task_id="weather", texts=["Will it rain tonight?"])
    assert changes_an_earlier_thing(weather, {"dinner": booked}, "Change the time to 7 please.") is None
    assert changes_an_earlier_thing(weather, {"dinner": booked}, "Could you move the booking to 7?") == "dinner"
