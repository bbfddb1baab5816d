"""Issue #23: misses of fresh hand-written conversations (stop 38), each a general rule: an elliptical
follow-up that names only another organization ("那B公司呢？") after a task whose own subject had no
suffix to recognise it by; booking what the task found; a "by the way" side task and the return from it."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


_TENCENT = [("我想了解一下腾讯2023年的营收情况。", "腾讯2023年营收6090亿元，同比增长10%。")]
_NORTHWIND = [("Summarize the Q2 report for Northwind Traders.", "Northwind's Q2 revenue was $4.2M, up 8%.")]


@pytest.mark.parametrize("turns, message", [
    (_TENCENT, "那B公司呢？"),
    (_TENCENT, "阿里巴巴集团的情况呢？"),
    (_NORTHWIND, "And Globex Inc?"),
    (_NORTHWIND, "What about Initech Corp?"),
])
def test_an_elliptical_follow_up_naming_another_organization_starts_a_task(turns, message):
    boundary = play(turns).observe(message)
    assert boundary is not None and boundary.reasons == ("subject change",)


@pytest.mark.parametrize("turns, message", [
    (_TENCENT, "那2022年呢？"),
    (_TENCENT, "和工商银行比呢？"),
    (_TENCENT, "那游戏业务呢？"),
    (_NORTHWIND, "And compared with Globex Inc?"),
])
def test_a_follow_up_on_the_period_an_aspect_or_a_comparison_continues(turns, message):
    assert play(turns).observe(message) is None


# Acting on what the task found (search -> booking) continues it: the task definition of MODEL_CARD.md.
_ZIZZI = [("你好，我正在寻找一家位于市中心的便宜餐厅。", "市中心有15家便宜的餐厅，您想吃哪种菜？"),
          ("我想吃意大利菜。", "Pizza Hut City Centre 和 Zizzi Cambridge 都符合条件，您想要哪一家？"),
          ("请告诉我Zizzi的地址和电话。", "地址是 47-53 Regent Street，电话 01223365599。")]
_TUTORING = [("我想找一个给小学生补习数学的辅导班，在海淀区。", "海淀区有学而思和新东方的小学数学班。"),
             ("学而思的课时费是多少？", "每课时大约200元。"),
             ("周末有课吗？", "有，周六上午和周日下午都有。")]
_HOTEL = [("I'm looking for a cheap hotel in the north with free parking.", "The Acorn Guest House is in the north."),
          ("Does it have wifi?", "Yes, the Acorn has free wifi and is rated 4 stars.")]


_RESTAURANT = [("Find me an Indian restaurant in Berkeley.", "Ajanta is a nice Indian restaurant in Berkeley."),
               ("What's their address and are they expensive?", "Their address is 1888 Solano Avenue; moderate prices.")]
_APARTMENT = [("I'm looking for a two bedroom apartment in Santa Rosa.", "Cypress Glen has a 2 bedroom apartment for $2,650."),
              ("Does it come furnished? What's their number?", "It is not furnished; you can reach them at 707-578-1313.")]


@pytest.mark.parametrize("turns, message", [
    (_ZIZZI, "帮我订一张周五晚上7点的4人桌。"),
    (_TUTORING, "好的，那帮我报周六上午的。"),
    (_HOTEL, "Sounds good, please book it for 3 people for 2 nights starting Saturday."),
])
def test_booking_what_the_task_found_continues_it(turns, message):
    detector = play(turns)
    task = detector.current.task_id
    assert detector.observe(message) is None
    assert detector.current.task_id == task


@pytest.mark.parametrize("turns, message", [
    (_ZIZZI, "我还需要订一家有免费停车的四星级酒店。"),           # another kind of job, also wanted
    (_HOTEL, "Great. I also need to book a taxi to the station."),
])
def test_booking_another_kind_of_job_still_starts_a_task(turns, message):
    assert play(turns).observe(message) is not None


@pytest.mark.parametrize("turns, message", [
    (_RESTAURANT, "Okay, that works for me. I'd like to make a reservation there."),
    (_RESTAURANT, "That's okay. I'd like to reserve a table for the 4th."),
    (_APARTMENT, "Sounds good. Let's set up a visit there for next Friday."),
    (_ZIZZI, "好的，帮我订周二晚上7点，3个人。"),
])
def test_an_order_to_book_after_a_verdict_is_read_as_booking_what_was_found(turns, message):
    from zoned_memory.boundary.rules.decisions import books_what_was_found

    detector = play(turns)
    assert books_what_was_found(detector.current, message, detector.assistant)


def test_a_booking_of_a_kind_the_last_exchange_was_not_about_is_not_the_tasks():
    from zoned_memory.boundary.rules.decisions import books_what_was_found

    detector = play(_ZIZZI + [("那附近有酒店吗？", "附近有汉庭酒店，每晚280元。")])
    assert books_what_was_found(detector.current, "好的，帮我订这家酒店。", detector.assistant)
    assert not books_what_was_found(detector.current, "好的，帮我订周二晚上7点的餐厅，3个人。", detector.assistant)


def test_the_rule_is_off_after_a_reply_of_a_kind_that_books_nothing():
    from zoned_memory.boundary.rules.decisions import books_what_was_found

    detector = play(_HOTEL + [("What's the weather there on Saturday?", "It will be sunny all day on Saturday.")])
    assert not books_what_was_found(detector.current, "OK, can you book it then?", detector.assistant)
    detector = play(_HOTEL)
    assert books_what_was_found(detector.current, "OK, can you book it then?", detector.assistant)


# "顺便 / by the way" opens a side task: the user is expected back, and a message about the set-aside task returns to it
@pytest.mark.parametrize("turns, aside, back", [
    ([("帮我查一下北京协和医院的挂号方式。", "可以通过京医通微信公众号预约挂号。"),
      ("心内科周三有专家号吗？", "周三上午有张主任的专家号。")],
     ("顺便查一下周三北京会不会下雨。", "周三北京多云，降水概率10%。"),
     "好的，那我去医院的话坐地铁怎么走比较方便？"),
    ([("I need a dentist appointment next week in Oakland.", "Dr. Lee has an opening on Tuesday at 10 am.")],
     ("By the way, what's the weather on Tuesday?", "Sunny, with a high of 22 degrees."),
     "Thanks. Is the dentist's office near a bus stop?"),
])
def test_a_by_the_way_side_task_is_left_by_returning_to_the_task_set_aside(turns, aside, back):
    detector = play(turns)
    task = detector.current.task_id
    assert detector.observe(aside[0]) is not None
    detector.add_assistant_message(aside[1])
    boundary = detector.observe(back)
    assert boundary is not None and boundary.resume_task_id == task
