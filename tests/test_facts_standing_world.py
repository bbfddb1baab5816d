"""Standing knowledge of the user's world and standing ways of working, said plainly (fact probe set 60, scored before:
durable 3 / 10): the team's systems, the plan the user is on, an order made standing by "ever", a habit given up."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text", [
    "We use Redis 7 in production.",
    "Our data warehouse is Snowflake.",
    "I'm on the premium plan.",
    "Don't book me on Ryanair ever again.",
    "我们的CRM是Salesforce。",
    "我前年戒酒了。",
    "以后不要给我发语音。",
])
def test_the_users_world_and_standing_orders_are_durable(text):
    assert routed(text) == "global"


@pytest.mark.parametrize("text", ["We use the staging server for this test only.", "Don't use emojis in this post.",
                                  "The client uses Salesforce.", "客户那边用的是Oracle数据库。"])
def test_this_tasks_setup_and_someone_elses_tools_stay_with_the_task(text):
    assert routed(text) == "task"
