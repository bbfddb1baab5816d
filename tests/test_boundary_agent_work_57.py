"""What agent-work set 57 (`tests/data/boundaries_agent_work_57.jsonl`, Chinese-heavy, written at stop 57's end) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_POEM = [("帮我写一首关于秋天的诗", "秋风起，落叶黄，雁南飞，思故乡。")]
_COMPLAINT = [("Summarize this customer complaint and draft a reply: 'My order arrived damaged and nobody answered my emails "
               "for a week.'", "Summary: damaged order, no response for a week. Reply: 'We're sorry your order arrived damaged ...'"),
              ("Offer a 20% discount code in the reply", "Added: 'As an apology, here is a 20% discount code: SORRY20.'")]
_ROOM = [("帮我订一个明天下午两点的会议室，十个人", "已预订3楼301会议室，明天14:00-15:00，可容纳12人。", "rooms"),
         ("有投影吗", "有投影和白板。", "rooms")]


def test_one_more_poem_about_another_subject_is_another_task():
    assert play(_POEM).observe("再写一首关于冬天的") is not None


def test_one_more_poem_of_the_same_subject_or_in_another_form_continues():
    assert play(_POEM).observe("再写一首更短的") is None
    assert play(_POEM).observe("再写一首关于秋天的，押韵一点") is None


def test_another_text_handed_over_for_the_same_treatment_is_another_task():
    message = "Another complaint: 'The app logs me out every time I switch tabs.' Same treatment."
    assert play(_COMPLAINT).observe(message) is not None


def test_another_line_for_the_text_at_hand_continues():
    assert play(_COMPLAINT).observe("Another line for the reply: 'We value your business.' Same tone.") is None


def test_an_aside_about_something_else_opens_a_task_and_a_change_to_the_room_returns_to_it():
    detector = play(_ROOM)
    room = detector.current.task_id
    assert detector.observe("对了，我上个月的报销到账了没", ("finance",)) is not None
    detector.add_assistant_message("您上个月的报销1860元已于本周一到账。")
    back = detector.observe("会议室改到三点吧", ("rooms",))
    assert back is not None and back.resume_task_id == room


def test_an_aside_about_the_room_continues():
    assert play(_ROOM).observe("对了，会议室有白板吗", ("rooms",)) is None
