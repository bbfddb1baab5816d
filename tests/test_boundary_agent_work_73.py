"""What agent-work set 73 (`tests/data/boundaries_agent_work_73.jsonl`, written at stop 59's end after every other rule) found
the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_SQL = [("帮我看一下这段SQL为什么这么慢：SELECT * FROM orders WHERE DATE(created_at) = '2026-12-01'",
         "DATE()函数导致索引失效，改成范围查询。"),
        ("改完快了很多", "是的，现在能走created_at上的索引了。")]
_ATTENDANCE = [("帮我把上个月的考勤数据导出来", "已导出11月考勤表，共58人，迟到记录23次。", "hr"),
               ("迟到最多的是谁", "张磊，5次。", "hr")]
_DIET = [("最近想减脂，帮我算一下每天应该吃多少热量", "减脂每天摄入1,500-1,700千卡。"), ("蛋白质要吃多少", "大约每天90-120克。")]
_HOME = [("Turn on the porch lights", "Porch lights are on.", "home"), ("And lock the front door", "Front door locked.", "home")]


def test_a_full_chinese_question_after_na_stands_alone():
    assert play(_SQL).observe("那我们的Redis内存占用越来越高怎么排查") is not None
    assert play(_SQL).observe("那这个索引怎么建") is None  # pointed at


def test_a_work_item_named_then_ordered_too_stands_alone():
    done = [*_ATTENDANCE, ("帮我给他发个提醒", "已发送考勤提醒给张磊。", "im")]
    assert play(done).observe("下个月的排班表也做一下", ("hr",)) is not None
    assert play(done).observe("考勤表也发一下", ("hr",)) is None  # the task's own table


def test_a_message_to_someone_a_pronoun_points_at_continues():
    assert play(_ATTENDANCE).observe("帮我给他发个提醒", ("im",)) is None
    assert play(_ATTENDANCE).observe("帮我给物业发个通知，明天停水", ("im",)) is not None


def test_the_households_animal_with_the_same_trouble_is_another_task():
    assert play(_DIET).observe("我家那只金毛最近也胖了，狗粮要减多少") is not None
    assert play(_DIET).observe("我家人最近也想减脂，一起吃可以吗") is None  # the task's diet, shared


def test_freezing_is_the_weather():
    assert play(_HOME).observe("Is it going to freeze tonight?", ("weather",)) is not None
    assert play(_HOME).observe("Is it going to stay locked overnight?", ("home",)) is None
