"""What carry-over files 72 to 78 (`tests/data/carryover_fresh_72.jsonl` to `_78.jsonl`, written during stop 63: 72-74 at
its start, 75-77 after their rules, 78 after 75-77's) found, routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    # a choice said to hold in general; not one of the moment
    ("Design a retention dashboard layout. I'd rather avoid pie charts in general.", "global"),
    ("I'd rather take the 7pm slot.", "task"),
    # how the user's own work is to be, always; not the draft at hand
    ("Draft a follow-up email to an investor. Keep my emails short, three sentences max, always.", "global"),
    ("Keep my email short.", "task"),
    # what the user has read all of
    ("Recommend a novel for a long flight. I've read everything by Ishiguro, so not him.", "global"),
    ("I've read all of the reviews.", "task"),
    # the user's build
    ("What should I wear to a winter wedding? I'm plus-size and always cold.", "global"),
    # an exam the user works towards
    ("帮我做个英语学习计划。我明年要考雅思，目标6.5分。", "global"),
    ("How should I plan my study weeks? I'm preparing for the GRE.", "global"),
    ("考研要准备什么？", "task"),
    ("我在考虑考研", "task"),
    # a condition in the user's history, or of one organ
    ("长时间坐着腰疼怎么办？我以前腰椎间盘突出过。", "global"),
    ("每天喝几杯咖啡比较合适？我心脏有早搏。", "global"),
    ("我胃有点疼。", "task"),
    ("我牙有问题吗", "task"),
    # the user's organization, of a kind the rule did not list
    ("帮我写个招聘启事，招一个前台。我们是一家20人左右的律所。", "global"),
    # a rule for a kind of the user's work from now on
    ("帮我写个停水通知。以后我让你写的通知都加上联系电话。", "global"),
    ("以后再说吧", "task"),
    # what a food or drink does to the user's body; not what the thing at hand does
    ("What tea helps with stress? Caffeine gives me heart palpitations.", "global"),
    ("This medicine gives me a headache.", "task"),
    # the household, counted
    ("Help me build a monthly budget. We're a family of five on one income.", "global"),
    # a business run with someone of theirs
    ("帮我写一份奶茶店的商业计划书。我和老公一起开店，他负责采购。", "global"),
    # what the user directs
    ("Write the final report for our city arts grant. I direct a community theater in Tucson.", "global"),
    # a move inside the user's organization
    ("Build my territory plan for next year. I moved from the Midwest region to the Southeast region this month.", "global"),
    # a way of working said, then said to be always asked for; not a request said so
    ("帮我写一篇关于剪纸展览的新闻稿。稿子里不要出现“震惊”这类标题党的词，我一直都这么要求。", "global"),
    ("帮我写一篇新闻稿，我一直都这么要求。", "task"),
    # a requirement of the user's advisor for the work at hand is a third party's
    ("帮我写开题报告的研究意义部分。我导师要求参考文献必须有一半是英文的。", "task"),
    # how much of a day goes to the user's work, in lessons; how the user met their partner
    ("嗓子哑了怎么办？我一天要讲六节课。", "global"),
    ("我一天要做三单吗", "task"),
    ("Write the 'Our Story' section for our wedding website. My fiancé and I met in the Peace Corps in Ghana.", "global"),
])
def test_files_72_to_78_facts_route(text, scope):
    assert routed(text) == scope


def test_a_move_settled_elsewhere_outdates_the_planned_one(tmp_path):
    status = statuses_after(tmp_path, "Write a listing description for my condo. We're relocating to Austin in the spring.",
                            "Help me make a moving budget. We ended up moving to Dallas instead of Austin.")
    assert status["We're relocating to Austin in the spring."] == Status.OUTDATED
    assert status["We ended up moving to Dallas instead of Austin."] != Status.OUTDATED


def test_another_exam_said_now_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "帮我做个英语学习计划。我明年要考雅思，目标6.5分。", "雅思考试一般多久出成绩？我现在改考托福了，学校要托福成绩。")
    assert status["我明年要考雅思，目标6.5分。"] == Status.OUTDATED
