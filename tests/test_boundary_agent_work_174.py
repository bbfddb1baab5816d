"""What agent-work sets 174-176 (`tests/data/boundaries_agent_work_174.jsonl` ...) and carry-over file 107, scored first
on stop 68's wave-1 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_QUANTUM = [("给我讲讲量子计算是什么", "量子计算用量子比特计算，量子比特可以同时处于0和1的叠加态。"),
            ("和普通电脑比快多少", "不是全面更快，只在特定问题上可能指数级加速，日常任务普通电脑更合适。")]
_CLAUSE = [("帮我看看这段合同条款有没有风险：乙方逾期交付的，每日按合同总额的5%支付违约金。", "每日5%偏高，建议改为每日0.05%-0.1%，并设上限。"),
           ("上限一般设多少", "常见是合同总额的10%-20%。")]
_RESTRICTION = [("今天北京限行尾号是多少", "今天（周一）北京限行尾号1和6。")]
_ROUTE = [("用高德帮我规划一下从家到公司的路线，避开拥堵", "推荐路线：走中环高架转延安路，约35分钟。"),
          ("地铁呢", "地铁2号线转10号线，约42分钟，步行8分钟。")]


def test_a_question_on_the_tasks_subject_continues_whatever_lone_characters_are_left():
    # "现在有能用的量子计算机吗" reads as 量子 / 子计 (said in the task) and the lone 能 / 机 the function words leave
    assert verdict(_QUANTUM, "现在有能用的量子计算机吗") is None
    assert verdict(_QUANTUM, "现在有能用的核聚变电站吗") is not None  # another subject


def test_the_same_job_asked_too_for_another_subject_opens_a_task():
    assert verdict(_QUANTUM, "那区块链呢，也给我讲讲") is not None
    assert verdict(_QUANTUM, "What about blockchain? Explain that too") is not None
    assert verdict(_QUANTUM, "那量子纠缠呢，也给我讲讲") is None  # a part of the subject explained


def test_this_clause_points_at_the_task():
    assert verdict(_CLAUSE, "帮我改写一下这条") is None
    assert verdict(_CLAUSE, "另外帮我写一条生日祝福，给我妈的") is not None


def test_a_car_called_with_its_measure_word_is_a_ride():
    assert verdict(_RESTRICTION, "帮我叫一辆车去首都机场T3") is not None
    assert verdict(_RESTRICTION, "限行的话罚款多少") is None


def test_a_ride_with_nothing_of_its_own_after_a_route_rides_it():
    assert verdict(_ROUTE, "帮我打个车") is None
    assert verdict(_ROUTE, "帮我叫个车去机场") is not None  # a place of its own
