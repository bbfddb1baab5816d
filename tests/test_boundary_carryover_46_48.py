"""Switches the carry-over files 46 to 51 (`tests/data/carryover_fresh_46.jsonl` to `_51`), read as boundary
conversations, found the detector missing or making, each file played before the rules it asked for (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play


@pytest.mark.parametrize("task, message", [
    # a question that shares nothing with the task, after a reply confirming an edit ("已加下周计划：...")
    ([("帮我写这周的周报。", "好的，本周完成：供应商对接、预算复核……"), ("加上下周计划", "已加下周计划：确认场地、发邀请。")],
     "家里宽带总掉线怎么办？"),
    ([("帮我写一份活动通知。", "各位同事：本周五下午三点……"), ("加一下地点", "已加地点：三楼会议室。")],
     "猫一直掉毛正常吗"),
])
def test_a_question_of_something_else_after_an_edit_confirmed_opens_a_task(task, message):
    assert play(task).observe(message) is not None


@pytest.mark.parametrize("task, message", [
    # the output, or a part of it, asked to be more so
    ([("帮我制定一个减脂食谱。", "没问题，有没有不吃的东西？"), ("我不吃牛肉，家里信佛。", "已避开牛肉，蛋白质用鸡胸肉、鱼和豆腐。")],
     "晚饭能不能简单点"),
    ([("帮我写一封给房东的邮件，说明下个月退租。", "尊敬的房东：我计划下月底退租……")], "开头能不能客气点"),
    ([("帮我做一个成都三天的攻略。", "第一天宽窄巷子，第二天熊猫基地，第三天都江堰。")], "行程再紧凑一点"),
])
def test_asking_the_output_to_be_more_so_continues_the_task(task, message):
    assert play(task).observe(message) is None


@pytest.mark.parametrize("task, message", [
    ([("帮我写这周的周报。", "好的，本周完成：供应商对接、预算复核……"), ("加上下周计划", "已加下周计划：确认场地、发邀请。")],
     "下周计划写几条合适？"),                                                 # what to write in the work
    ([("帮我写一份活动通知。", "各位同事：本周五下午三点……"), ("加一下地点", "已加地点：三楼会议室。")], "这个通知要加落款吗"),
])
def test_a_question_of_the_work_after_an_edit_confirmed_continues(task, message):
    assert play(task).observe(message) is None


@pytest.mark.parametrize("task, message", [
    # an order for work on a named subject the task never said, in work on another named subject
    ([("Write the Osprey quarterly report intro.", "Osprey's Q3 revenue was $2.1M."), ("Osprey's churn was 4%", "Added churn of 4%.")],
     "Price out the Halloway order: 40 chairs at $120 list."),
    ([("Summarize the Ridgeway lease renewal terms.", "Five years, 3% annual escalation.")], "Draft the Kestrel vendor agreement."),
    # "Review" orders, it asks for no reviews of what was found
    ([("I'm trying to get back into the gym, where do I start?", "Three full-body sessions a week."),
      ("How long should each session be?", "About 45 minutes.")], "Review the Lumen contract renewal."),
    # "比较" as "rather" ("怎么填比较稳") compares nothing
    ([("帮我分析一下上个月的销售数据。", "上月销售额 128.45 万。"), ("挑重点说", "已精简为三条要点。")], "高考志愿怎么填比较稳？"),
])
def test_work_on_another_named_subject_opens_a_task(task, message):
    assert play(task).observe(message) is not None


@pytest.mark.parametrize("task, message", [
    ([("Write the Osprey quarterly report intro.", "Osprey's Q3 revenue was $2.1M.")], "Add the Halloway deal to the outlook."),
    ([("Write the Osprey quarterly report intro.", "Osprey's Q3 revenue was $2.1M.")], "Compare it with the Halloway report."),
    ([("Write the Osprey quarterly report intro.", "Osprey's Q3 revenue was $2.1M, ahead of Halloway.")],
     "Check the Halloway report for the same quarter."),                    # a name the reply said
])
def test_an_edit_a_comparison_or_a_name_the_reply_said_continues(task, message):
    assert play(task).observe(message) is None


@pytest.mark.parametrize("task, message", [
    # file 49: "again" of a pursuit taken up once more, 也 of a state ("颈椎也不太好"), a need then "要准备什么"
    ([("Summarize the Mariner account history.", "Mariner: customer since 2019."),
      ("Mariner's contact is now Dev Patel", "Updated the contact to Dev Patel.")], "How do I start running again after a long break?"),
    ([("帮我准备季度汇报的提纲。", "一、业绩回顾 二、重点项目"), ("重点项目写三个", "已列出三个重点项目。")],
     "推荐个枕头，我是侧睡的，颈椎也不太好。"),
    ([("年终奖怎么交税比较划算？", "可以单独计税或并入综合所得。"), ("并入的话要交多少", "并入综合所得约多交两千多。")],
     "周末想去露营，要准备什么？"),
])
def test_file_49_switches_without_a_cue_open_a_task(task, message):
    assert play(task).observe(message) is not None


@pytest.mark.parametrize("task, message", [
    ([("How do I start running again?", "Walk-run intervals."), ("With my flat feet, do I need special shoes?",
                                                                  "A stability shoe helps; consider a gait analysis.")],
     "Where do I get a gait analysis?"),                                    # what the reply advised
    ([("Draft the launch email.", "Here's a draft."), ("Add the date", "Added the date.")], "Send it again to Dana too"),
])
def test_what_the_reply_advised_or_the_same_again_continues(task, message):
    assert play(task).observe(message) is None


def test_file_50_an_order_to_make_a_plan_after_an_edit_confirmed_opens_a_task():
    task = [("Draft a renewal reminder for the Brightwater account.", "Hi Brightwater team, your annual plan renews on March 1."),
            ("Offer them a 5% early-renewal discount", "Added the 5% early-renewal offer.")]
    assert play(task).observe("Give me a meal prep plan for the week.") is not None     # "plan" is no subject in common


def test_asking_for_an_analogy_of_what_the_task_explains_continues():
    task = [("Explain how DNS resolution works.", "Your computer asks a resolver, which walks from the root to the domain's servers.")]
    assert play(task).observe("Give me a real-world analogy") is None


def test_file_51_a_pointer_after_the_question_points_inside_the_message():
    task = [("Draft a kickoff agenda for the Larkspur onboarding.", "1. Intros 2. Scope 3. Timeline 4. Risks"),
            ("Larkspur's go-live is June 3", "Added the June 3 go-live.")]
    assert play(task).observe("What's a quick pasta for tonight? Nothing with mushrooms, I can't stand them.") is not None
    assert play(task).observe("Can you move it to June 10?") is None          # the pointer is the question's: the work
