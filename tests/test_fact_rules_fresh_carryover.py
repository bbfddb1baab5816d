"""Facts the hand-written carry-over files of stop 51 (``tests/data/carryover_fresh_12.jsonl``, ``_14``, ``_15``, each
written before the rules it asked for) found unread, each said here in other words too (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed as _routed




@pytest.mark.parametrize("text, scope", [
    # what the user's home has
    ("We've got a small north-facing balcony, that's all the space there is.", "global"),
    ("I have a tiny backyard with clay soil.", "global"),
    ("We've got a balcony room booked for tonight.", "task"),   # a room of one booking
    ("I have a garage sale on Saturday.", "task"),              # an event, no part of a home
    # the household's income
    ("Our household runs on one income, mine.", "global"),
    ("We're a single-income family.", "global"),
    # where the user worked for years
    ("我在律所做过几年助理，基本条款我看得懂。", "global"),
    ("我以前在银行干过三年柜员。", "global"),
    ("我在这家店做过几次美甲。", "task"),                        # a few visits, no job
    # the household's pets by their number
    ("我们家两只猫都做过绝育，容易胖。", "global"),
    ("我家养了三条狗。", "global"),
    ("我家两只猫吗？", "task"),
])
def test_facts_said_in_the_twelfth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the fourteenth file, first played at durable 61.5%, session 50%
    ("Quick context, I'm the only full-time staff member at our nonprofit, everyone else volunteers.", "global"),
    ("I'm the office manager at my company.", "global"),
    ("I'm a bit behind at our company.", "task"),                   # a state, no role
    ("Our whole stack is Terraform-managed, nothing gets clicked in the console.", "global"),
    ("Our backend runs on Go and Postgres.", "global"),
    ("Our site is down right now.", "task"),                        # the moment's state of a system
    ("Our backend is slow today.", "task"),
    # a scope of this session opens its own clause, after a statement of the task's
    ("这次述职是给新来的VP看的，她不了解背景，今天写的东西都多交代点背景。", "session"),
    ("今天的邮件都详细一点。", "session"),
    ("今天的东西都少于十页吗？", "task"),                             # a question
])
def test_facts_said_in_the_fourteenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the fifteenth file, first played at durable 66.7%
    ("我们组的代码都跑在阿里云上，不用考虑AWS。", "global"),   # where the user's team runs its systems
    ("我们公司的服务都部署在自己的机房。", "global"),
    ("我们组的代码跑在哪？", "task"),
    ("We have a 90-pound Great Dane, so factor in the dog.", "global"),  # "we have" a pet, as "I have" one
    ("We have a turtle named Kitten.", "global"),
    ("We have a deal.", "task"),
    ("Yeah we still have a while to go ha ha!", "task"),
    ("We have a reservation at 7.", "task"),
])
def test_facts_said_in_the_fifteenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the sixteenth file, first played at durable 84.6%
    ("我有高血压，麻醉有没有影响？", "global"),                   # a fact about the user, then a question about it
    ("我对花生过敏，这道菜能吃吗？", "global"),
    ("我明天去北京，那边冷吗？", "task"),                          # a plan, then a question: both the task's
    ("My rate is $85 an hour and I bill net 15.", "global"),       # what the user charges and how they bill
    ("I charge €600 a day.", "global"),
    ("My rate is too high.", "task"),
])
def test_facts_said_in_the_sixteenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the seventeenth file, first played at durable 57.1%
    ("我们家是顶楼，之前漏过水，防水要重点写。", "global"),          # the floor the household lives on
    ("我家是顶楼吗？", "task"),
    ("我在这家公司干了六年，语气要体面一点。", "global"),            # years at the user's company
    ("I only have dumbbells at home, no barbell.", "global"),       # what the user has at home, said bare
    ("I have to stay at home today.", "task"),
    ("We version everything under /v2 now, v1 is dead.", "global"),  # how the user's team does all its work
    ("We do everything in Python.", "global"),
    ("We ordered everything on Amazon.", "task"),                    # what was done once
])
def test_facts_said_in_the_seventeenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the eighteenth file, first played at durable 66.7%
    ("I observe Shabbat, so nothing from Friday sunset to Saturday night.", "global"),  # a religious practice kept
    ("We celebrate Diwali every year.", "global"),
    ("I celebrate my birthday on Friday.", "task"),
    ("我们家就一辆车，周六我老公要用。", "global"),                                       # how many of a thing the household has
    ("我家就一辆车吗？", "task"),
])
def test_facts_said_in_the_eighteenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the nineteenth file, first played at durable 77.8%
    ("我刚升的组长，今年是第一次述职。", "global"),                               # a role the user was just given
    ("我刚升的组长吗？", "task"),
    ("Our customers are mostly public libraries, so keep the tone plain.", "global"),  # who the organization serves
    ("Our customers are complaining about the outage.", "task"),
    ("Our users are upset today.", "task"),
])
def test_facts_said_in_the_nineteenth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope


@pytest.mark.parametrize("text, scope", [
    # the twentieth file, first played at durable 25.0%
    ("Our members skew older, most are retirees, so bigger ideas and fewer buzzwords.", "global"),  # who they serve
    ("I'm cooking for one these days, so small batches.", "global"),   # the household's size
    ("我们公司规定合同金额超过五十万要法务会签。", "global"),                # a standing rule of the user's organization
    ("我们公司规定今天必须交报告。", "task"),                               # one for today
])
def test_facts_said_in_the_twentieth_fresh_carry_over_file(text, scope):
    assert _routed(text) == scope
