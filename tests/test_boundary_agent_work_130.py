"""What agent-work sets 130-132 (`tests/data/boundaries_agent_work_130.jsonl` to `_132.jsonl`, written at the start of stop
65) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_PALINDROME = [("帮我写一个Python函数，判断一个字符串是不是回文",
                "def is_palindrome(s): s = ''.join(c.lower() for c in s if c.isalnum()); return s == s[::-1]"),
               ("加上单元测试", "def test_is_palindrome(): assert is_palindrome('A man, a plan, a canal: Panama')")]
_DRIVING_TIPS = [("我下个月要考驾照科目二，有什么技巧吗", "倒车入库看后视镜找点位，侧方停车注意车身与库边线的距离……")]
_NEWSLETTER = [("帮我写一篇公众号文章，介绍我们的新品咖啡豆", "《一杯来自云南的阳光》……"),
               ("发布吧", "已发布，标题《一杯来自云南的阳光》。")]


def test_a_how_to_question_after_a_piece_of_work_ordered_is_another_job():
    # the task's "是不是回文" is part of the work it ordered, no question of advice asked by its form
    assert play(_PALINDROME).observe("怎么用git撤销上一次提交") is not None
    # ... while after tips asked, a tip asked by its form is one more of them
    assert play(_DRIVING_TIPS).observe("坡道起步怎么不熄火") is None


def test_the_last_time_of_a_thing_the_task_never_spoke_of_points_at_nothing_of_it():
    assert play(_PALINDROME).observe("怎么用git撤销上一次提交") is not None
    assert play(_NEWSLETTER).observe("上一次的阅读量多少") is None  # the one before the task's article


_TENCENT = [("帮我看看腾讯第三季度的营收", "腾讯第三季度营收为1672亿元。")]


def test_the_tasks_question_again_for_another_period_continues():
    # a period alone continues (the card's convention); the model trained on agent work read it as new (p 0.62)
    assert play(_TENCENT).observe("那腾讯第二季度呢？") is None
    assert play(_TENCENT).observe("上个月的呢") is None


def test_another_subject_asked_with_a_period_is_another_task():
    assert play(_TENCENT).observe("那阿里巴巴第三季度呢？") is not None  # Alibaba, for a quarter: not Tencent's task
