"""Facts the hand-written carry-over files of stop 54 (``tests/data/carryover_fresh_33.jsonl`` to ``_37``, each written
before the rules it asked for) found unread, each said here in other words too, beside what must stay with the task
(issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # the role a statement speaks from, said with "myself"
    ("As a first-generation college grad myself, I want the mentorship angle front and center.", "global"),
    ("As a parent myself, I get why this matters.", "global"),
    ("As a gift for my mom, wrap it nicely.", "task"),                    # a purpose, no role
    # a fear that rules out a way of doing things
    ("Heads up: public speaking terrifies me, so keep sentences short enough to read off a card.", "global"),
    ("Flying scares me, so I take trains.", "global"),
    ("That price scares me.", "task"),                                     # the thing at hand
    # how the user gets to work
    ("My commute is 70 minutes each way by train.", "global"),
    # a routine of the user's team, said of its meetings
    ("Keep it to three bullets, our standups are strictly timeboxed to 15 minutes every morning.", "global"),
    ("Our invoices go out every month on the 5th.", "global"),
    ("Our kids are at camp every day this week.", "task"),                # this week only
    # how a day goes, and a habit said in a later clause after a time word
    ("我一天差不多要坐十二个小时，周末也经常加班。", "global"),
    ("我一天得喝三杯咖啡。", "global"),
    ("我一天没吃饭了。", "task"),                                          # the moment's state
    # a child's allergy, said as parents say it, without "我家"
    ("老二对鸡蛋过敏，查出来的。", "global"),
    ("孩子对牛奶过敏。", "global"),
    ("孩子对鸡蛋过敏吗？", "task"),                                         # asked
    # what someone around the user says the work must be: the task's
    ("我室友说一定要找有电梯的", "task"),
    ("我老公觉得最好订靠窗的", "task"),
    # carry-over file 35: a rule the user marks as standing, what the home lacks, years at the wheel
    ("Never promise discounts in writing, that's a hard rule for me.", "global"),
    ("Replies within a day, that's non-negotiable for me.", "global"),
    ("Is that a hard rule for me?", "task"),
    ("我们小区没有充电桩，我也没固定车位。", "global"),
    ("我们小区有电梯吗？", "task"),
    ("我驾龄十几年了，山路没问题。", "global"),
    ("I've been driving for 20 years.", "global"),
    # a day on the calendar is an event of the task; a birthday is a fact
    ("My race is the Chicago Marathon on October 12", "task"),
    ("My birthday is October 12.", "global"),
    ("I have a garage sale on Saturday.", "task"),                       # a day of this week
    ("I run on Saturdays.", "global"),                                    # every Saturday
    # carry-over file 36: an injury of the user's history that lasts
    ("I had a herniated disc at L5 two years ago.", "global"),
    ("I tore my ACL in 2019.", "global"),
    ("I had a sore back and a cranky arm", "task"),                       # the moment's complaint
    ("I hurt my back today.", "task"),
    # carry-over file 37: the household's car, where the user's business ships
    ("We drive a 2016 Honda Fit, the back seat is tiny.", "global"),
    ("We ship to both iOS and Android, so don't mention platform-specific features.", "global"),
    ("We sell mostly in Texas.", "global"),
    ("We ship to Canada tomorrow.", "task"),                              # one shipment
])
def test_what_the_carry_over_files_of_stop_54_found(text, scope):
    assert routed(text) == scope
