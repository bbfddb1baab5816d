"""What agent-work set 50 (`tests/data/boundaries_agent_work_50.jsonl`, written before the rules it asked for) found the
detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play


def test_a_question_of_knowledge_in_the_openings_words_on_another_term_opens_a_task():
    detector = play([("Explain what a p-value is.", "The probability of data at least this extreme under the null."),
                     ("what's a common threshold?", "0.05 is the usual convention.")])
    assert detector.observe("Explain what a confidence interval is.") is not None


def test_a_weather_question_without_its_mark_opens_a_task():
    detector = play([("帮我写一份周五团建的通知，地点在奥森公园", "各位同事：本周五下午两点在奥林匹克森林公园团建……"),
                     ("加上集合地点是公司楼下", "已加：下午一点半公司楼下集合。")])
    assert detector.observe("那天北京天气怎么样") is not None


def test_an_edit_said_where_it_goes_in_an_earlier_tasks_work_returns_there():
    detector = play([("帮我写一份周五团建的通知，地点在奥森公园", "各位同事：本周五下午两点在奥林匹克森林公园团建……")])
    notice = detector.current.task_id
    assert detector.observe("那天北京天气怎么样") is not None
    detector.add_assistant_message("周五北京晴，18-26度。")
    back = detector.observe("好，通知里提醒大家带防晒")
    assert back is not None and back.resume_task_id == notice


def test_an_identifier_an_earlier_task_said_returns_there():
    detector = play([("Check the status of PR 482 in the payments repo", "PR 482 has 2 approvals and failing CI on lint.")])
    pull_request = detector.current.task_id
    assert detector.observe("ok. also remind me at 5 to call the bank") is not None
    detector.add_assistant_message("Reminder set for 5:00 PM: call the bank.")
    back = detector.observe("thanks. rerun CI on 482")
    assert back is not None and back.resume_task_id == pull_request


def test_an_identifier_given_as_an_answer_or_a_price_range_is_no_return():
    detector = play([("Book me a ride to the airport", "Booked ride 393, arriving in 8 minutes."),
                     ("What's the weather at JFK?", "Sunny, 21C. Do you want your ride ID?")])
    assert detector.observe("yes, 393 please") is None                     # asked for
    detector = play([("想去一个评分4.5分以上，100-150元票价的景点玩", "推荐观复博物馆，门票100元。"),
                     ("好的，想吃点小凉菜，帮我找个吃的地方。", "北新桥卤煮老店，人均60元。")])
    boundary = detector.observe("还行，再找个酒店，要高档型的，但是价格别太高，100-200元的。")
    assert boundary is None or boundary.resume_task_id is None              # a price range names no earlier task
