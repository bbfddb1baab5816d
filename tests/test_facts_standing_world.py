"""Standing knowledge of the user's world and standing ways of working, said plainly (fact probe set 60, scored before:
durable 3 / 10): the team's systems, the plan the user is on, an order made standing by "ever", a habit given up."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed
from zoned_memory.facts.statements import split_statements


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


def test_an_abbreviation_inside_a_quote_ends_no_sentence():
    # carry-over file 126, played first: the session's sign-off was cut at "Ms." and lost
    assert split_statements("For everything today, sign off as 'Ms. Rivera, Chemistry'.") == [
        "For everything today, sign off as 'Ms. Rivera, Chemistry'."]
    assert routed("For everything today, sign off as 'Ms. Rivera, Chemistry'.") == "session"
    assert split_statements("Write it for St. Mary's. This session, keep it warm.") == ["Write it for St. Mary's.",
                                                                                    "This session, keep it warm."]


def test_a_mark_for_the_sessions_files_is_session_context():
    assert routed("今天的文件都标上“内部资料”。") == "session"
    assert routed("这个文件标上内部资料") == "task"
