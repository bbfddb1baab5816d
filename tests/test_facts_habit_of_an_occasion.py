"""A habit said with its occasion first is the user's ("When I travel I always pick an aisle seat", "出差的时候我都选靠过道的
座位"); one occasion, a want of the moment, the past or a question are not (fact probe set 59, scored before: 4 / 10)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text", [
    "When I fly long-haul I always book an aisle seat.",
    "Whenever I order tea I get it with oat milk.",
    "When I bake I never use margarine.",
    "Each time we eat out, we usually pick somewhere vegetarian.",
    "开车的时候我都听播客。",
])
def test_a_habit_said_after_its_occasion_is_durable(text):
    assert routed(text) == "global"


@pytest.mark.parametrize("text", [
    "When I land tomorrow I need a cab.",
    "When I was a kid I lived in Rome.",
    "When I met my wife I was living in Oslo.",
    "When I get home I want pizza.",
    "Every time I call them I get put on hold.",
    "When I travel next week, what should I pack?",
    "明天开会的时候我都要发言。",
])
def test_one_occasion_a_want_the_past_or_a_question_is_no_habit(text):
    assert routed(text) == "task"
