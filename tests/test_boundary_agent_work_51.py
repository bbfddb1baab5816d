"""What agent-work set 51 (`tests/data/boundaries_agent_work_51.jsonl`, written before the rules it asked for) found the
detector missing or making, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


@pytest.mark.parametrize("task, message", [
    # a Chinese question known by its word alone, after an aside (对了，... 要不要 ...)
    ([("帮我写一段小红书文案，推荐我们新开的咖啡店", "☕️藏在老街里的宝藏咖啡店！"), ("加几个话题标签", "已加：#咖啡探店 #老街美食")],
     "对了，个体户要不要交社保"),
    # "unrelated but" says it is another job
    ([("what's a good name for a golden retriever puppy", "Maple, Biscuit, Sunny, or Murphy.")],
     "cool. unrelated but my excel vlookup keeps returning #N/A"),
    # the figures of another part of a business that also names a kind (外卖 is dining, the task is its orders' figures)
    ([("分析一下我们店这个月的外卖订单", "本月外卖订单1260单，客单价36元。"), ("差评主要是什么原因", "主要是配送慢。")],
     "那堂食的数据呢"),
    # the opening order again on another object, its frame kept for 40% of its words
    ([("Write SQL to find duplicate emails in the users table.", "SELECT email, COUNT(*) FROM users GROUP BY email HAVING COUNT(*) > 1;")],
     "Write SQL to find orders with no matching customer."),
])
def test_set_51_switches_open_a_task(task, message):
    assert play(task).observe(message) is not None


@pytest.mark.parametrize("task, message", [
    ([("帮我把这段英文翻译成中文：The meeting has been moved to Thursday.", "会议已改到周四。")],
     "再帮我翻译一句：Please bring your laptop."),                          # one more of the same job
    ([("帮我订一家餐厅，周六晚上四个人", "推荐蓝湾海鲜，人均180元。")], "那附近的停车场呢"),   # a place near what was found
    ([("Write SQL to find duplicate emails in the users table.", "SELECT email ...")],
     "Write SQL to find duplicate emails in the users table, ignoring case"),  # the same order, refined
])
def test_one_more_of_the_same_job_or_a_detail_continues(task, message):
    assert play(task).observe(message) is None
