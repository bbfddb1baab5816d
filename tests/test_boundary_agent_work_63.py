"""What agent-work set 63 (`tests/data/boundaries_agent_work_63.jsonl`, written after the rules of sets 57-62 and carry-over
files 54-56) found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_BOOKS = [("推荐几本适合五岁孩子的绘本", "《猜猜我有多爱你》《好饿的毛毛虫》《大卫不可以》。"), ("有没有讲情绪管理的", "《我的情绪小怪兽》《菲菲生气了》。")]
_DUNNING = [("帮我给客户写一封催款邮件，对方欠了我们三个月的货款", "王总您好，贵司2026年8月至10月的货款共计12.6万元尚未结清……"),
            ("语气再强硬一点", "已调整：若本月25日前仍未付款，我方将暂停供货并保留追究权利。")]


def test_whether_to_see_a_doctor_about_the_child_is_another_job_than_the_childs_books():
    assert play(_BOOKS).observe("孩子最近老是咳嗽，晚上咳得厉害，要不要去医院") is not None
    assert play(_BOOKS).observe("孩子不爱看书，要不要换成立体书") is None  # the books again


def test_a_condition_on_the_tasks_party_asks_about_the_task():
    assert play(_DUNNING).observe("如果他们还不付，走法律程序要准备什么") is None
    assert play(_DUNNING).observe("If they still don't pay, what are my options?") is None
