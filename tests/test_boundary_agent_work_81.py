"""What agent-work set 81 (`tests/data/boundaries_agent_work_81.jsonl`, written after every other rule of stop 60) and
carry-over file 65 found, read turn by turn with `TaskBoundaryDetector` and routed with the default extractor (issues #23,
#24)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play, resumed
from tests.fact_routing import routed, statuses_after
from zoned_memory import Status

_SQL = [("帮我写个SQL，统计每个城市的订单数和销售额", "SELECT city, COUNT(*) AS orders, SUM(amount) AS sales FROM orders GROUP BY city;"),
        ("按销售额倒序", "末尾加 ORDER BY sales DESC。")]
_SALARIES = [("帮我查一下最近一周招聘网站上数据分析岗的平均薪资", "北京数据分析岗位平均月薪2.1万，上海2万，深圳1.9万。", "search"),
             ("帮我把简历里的项目经历改得更突出数据能力", "已改写：主导用户流失预测模型，AUC提升至0.86……"),
             ("自我评价也改一下", "具备扎实的SQL和Python能力……")]
_COOKING = [("我最近在学做饭，帮我推荐几道简单的家常菜", "番茄炒蛋、青椒肉丝、可乐鸡翅。"), ("需要腌吗", "可以用料酒和生抽腌15分钟，更入味。")]
_PAN = [("我家的不粘锅怎么保养", "别用钢丝球，少空烧，用木铲。")]


def test_one_more_query_doing_something_else_after_a_comma_is_another_task():
    assert play(_SQL).observe("再写一个，统计每个用户的首单时间") is not None
    assert play(_SQL).observe("再写一个，更短一点的") is None  # the same query again


def test_an_earlier_tasks_thing_named_before_那个_in_a_question_returns_to_it():
    back, ids = resumed(_SALARIES, "上海那个薪资是税前还是税后")
    assert back == ids[0]
    back, _ = resumed(_SALARIES, "自我评价那个是不是太长了")  # the current task's own
    assert back is None


def test_a_thing_of_the_home_with_its_trouble_asked_whether_it_serves_stands_alone():
    assert play(_COOKING).observe("家里的不粘锅涂层掉了还能用吗") is not None
    assert play(_PAN).observe("家里的不粘锅涂层掉了还能用吗") is None  # the task's own pan


@pytest.mark.parametrize("text, scope", [
    ("I take the bus two hours a day.", "global"),
    ("I took the bus for two hours today.", "task"),
    ("Our API is REST with JSON, versioned in the URL.", "global"),
    ("Our app is crashing on login.", "task"),
])
def test_file_65_facts_route(text, scope):
    assert routed(text) == scope


def test_a_switch_said_as_an_update_outdates_what_it_left(tmp_path):
    status = statuses_after(tmp_path, "Write API docs for our /orders endpoint. Our API is REST with JSON, versioned in the URL.",
                            "How should we add rate limiting? Update: we switched from REST to GraphQL last sprint.")
    assert status["Our API is REST with JSON, versioned in the URL."] == Status.OUTDATED
