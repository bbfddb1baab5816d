"""What carry-over file 123 (`tests/data/carryover_fresh_123.jsonl`, written in stop 71) found, routed with the default
extractor (issue #24)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    # what there is to cook with is the meal's data; what the user keeps or lives with is theirs
    ("I have cherry tomatoes and tuna", "task"),
    ("I've got some leftover rice", "task"),
    ("I have a dog and two cats", "global"),
    ("I have celiac disease", "global"),
    # a habit changed, said with 现在改成 ("now switched to"), is the user's, not the moment's
    ("想开始去健身房，新手怎么安排？我以前跑步，现在改成游泳了，膝盖不好。", "global"),
    ("我现在在等外卖", "task"),
])
def test_food_on_hand_is_the_tasks_and_a_habit_changed_is_the_users(text, scope):
    assert routed(text) == scope


def test_a_habit_changed_outdates_the_habit_it_names(tmp_path: Path):
    statuses = statuses_after(tmp_path, "我每天早上跑步，跑完再吃", "我以前跑步，现在改成游泳了，膝盖不好。")
    assert statuses["我每天早上跑步，跑完再吃"] == Status.OUTDATED
    assert statuses["我以前跑步，现在改成游泳了，膝盖不好。"] != Status.OUTDATED
    kept = statuses_after(tmp_path / "other", "我每天早上喝咖啡", "我以前跑步，现在改成游泳了，膝盖不好。")
    assert kept["我每天早上喝咖啡"] != Status.OUTDATED  # another habit


def test_a_move_said_with_xianzai_is_the_users_new_home_and_outdates_the_old(tmp_path: Path):
    """Carry-over file 124 (the stop's last, played once before this rule): "我以前住在北京，现在搬到成都了"."""
    assert routed("春节想带爸妈去海南玩几天，有什么推荐？我以前住在北京，现在搬到成都了。") == "global"
    assert routed("我现在搬东西呢") == "task"  # moving boxes now: the moment
    statuses = statuses_after(tmp_path, "我住在北京，通勤一个小时", "我以前住在北京，现在搬到成都了。")
    assert statuses["我住在北京，通勤一个小时"] == Status.OUTDATED
