"""Carry-over file 64 (``tests/data/carryover_fresh_64.jsonl``), written after stop 60's rules for files 61-63 and sets 74-79
and played before its own: what it found, facts and boundaries, each beside what must stay as it was (issues #23, #24)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from tests.fact_routing import routed, statuses_after
from zoned_memory import Status

_CI = [("Speed up our CI pipeline, it takes 40 minutes.", "Cache node_modules, split tests across runners."),
       ("We use GitHub Actions", "Use actions/cache and a matrix for test shards.")]
_POSTER = [("帮我写活动海报的文案。今天所有的文案都要带上我们公司的口号：让生活更简单。", "让生活更简单——春季新品发布会，3月20日，不见不散！"), ("再短一点", "让生活更简单｜3.20新品发布。")]
_TRIP_PLAN = [("帮我规划一下成都三天的行程", "第一天宽窄巷子、人民公园；第二天熊猫基地；第三天都江堰。")]


@pytest.mark.parametrize("text, scope", [
    ("Keep all my drafts today under 150 words, please.", "session"),
    ("Keep all my drafts short.", "task"),  # no scope: this task's
    ("We use GitHub Actions", "global"),
    ("We use GitHub Actions?", "task"),
    ("Actually, we moved from GitHub Actions to Buildkite last month.", "global"),
    ("我最近调到法务部了，以后合同都归我管。", "global"),
    ("我最近调到法务部了吗", "task"),
])
def test_file_64_facts_route(text, scope):
    assert routed(text) == scope


def test_a_tool_moved_from_outdates_the_fact_naming_it(tmp_path):
    status = statuses_after(tmp_path, "We use GitHub Actions",
                            "Help me write a postmortem. Actually, we moved from GitHub Actions to Buildkite last month.")
    assert status["We use GitHub Actions"] == Status.OUTDATED
    assert status["Actually, we moved from GitHub Actions to Buildkite last month."] != Status.OUTDATED


def test_a_gift_for_someone_of_the_users_stands_alone():
    assert play(_CI).observe("Gift for my brother who just became a dad? He's really into woodworking.") is not None
    assert play(_CI).observe("Cache for my runners too?") is None


def test_a_place_searched_for_after_a_delivery_stands_alone_unless_near_the_tasks_place():
    assert play(_POSTER).observe("附近有什么好的理发店？我头发很少，不想剪得太短。") is not None
    assert play(_TRIP_PLAN).observe("附近有什么好吃的餐厅") is None  # near the plan's places
