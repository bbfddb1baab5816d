"""What agent-work sets 234-235 (`tests/data/boundaries_agent_work_234.jsonl`, `_235.jsonl`), scored first on the code after
the rules of sets 231-233, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed, verdict
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.rules.retarget import retargeted
from zoned_memory.boundary.rules.subject_change import subject_changed

_FLAT = [("我想在杭州租个一室一户，预算3000左右，离阿里西溪园区近一点",
          "西溪园区附近3000左右的一室户：1. 五常街道·西溪水岸花苑 2,900/月；2. 仓前·梦想小镇公寓 3,100/月。", "rent_search"),
         ("第一个有没有电梯", "西溪水岸花苑是小高层，有电梯，房源在8楼。", "rent_search")]

_FUND = [("对了，公积金能用来付房租吗",
          "可以。杭州公积金租房提取：无房职工每月最多可提取1,720元，在浙里办APP上办理。")]

_LETTER = [("I need to write a cover letter for a product manager role at Figma",
            "Sure. Tell me a bit about your background: current role, years of experience, and a project you're proud of."),
           ("5 years as a PM at a fintech startup, I led the launch of our mobile app which grew to 200k users",
            "Dear Figma Hiring Team, I'm a product manager with five years at a fintech startup..."),
           ("make it shorter, 3 paragraphs max", "Dear Figma Hiring Team, I'm a product manager with five years in fintech... (3 paragraphs)")]

_POST = [("帮我写个朋友圈文案，我们家奶茶店周年庆，全场第二杯半价", "🎉 小店一周岁啦！周年庆全场第二杯半价，12月10日-12日，快约上闺蜜来喝一杯吧！🧋"),
         ("再活泼一点，加点emoji", "🥳🎂 小店一岁生日快乐！！🧋✨ 12.10-12.12 全场第二杯半价🔥 不见不散哦～💕"),
         ("顺便帮我算一下，一杯成本6块，卖15，第二杯半价的话每单赚多少", "两杯收入22.5元，成本12元，每单毛利10.5元。")]


def test_a_flat_to_rent_is_housing_and_a_viewing_of_the_one_found_continues():
    assert "housing" in kinds_of("我想在杭州租个一室一户") and "housing" in kinds_of("想整租一个两室一厅")
    assert verdict(_FLAT, "帮我约周六下午去看房", ("rent_booking",)) is None


def test_how_to_do_it_in_the_app_the_reply_named_continues():
    assert verdict(_FUND, "怎么在浙里办上操作") is None
    assert verdict(_FUND, "怎么在浙里办上申请护照") is not None  # a job of its own in the same app


def test_one_more_for_a_name_of_its_own_beside_the_tasks_is_another_subject():
    state = play(_LETTER).current
    assert state is not None
    assert subject_changed(state, "now one for the PM role at Notion too", _LETTER[-1][1])
    assert verdict(_LETTER, "now one for the PM role at Notion too") is not None
    assert not retargeted(state, "now one for the Figma recruiter too")  # the task's own subject
    assert not retargeted(state, "now one that also mentions my design background")  # the same letter, more of it


def test_another_kind_of_job_on_the_set_aside_tasks_subject_is_no_return_to_it():
    back, ids = resumed(_POST, "奶茶店的员工社保一定要交吗")
    assert back is None and ids[0] != ids[2]  # the sum was set beside the post
    detector = play(_POST[:1])
    assert detector.current is not None
    post = detector.current.task_id
    for user, assistant in [*_POST[1:], ("奶茶店的员工社保一定要交吗", "与员工建立劳动关系就必须缴纳社保；兼职可以只交工伤保险。")]:
        detector.observe(user)
        detector.add_assistant_message(assistant)
    assert detector.current is not None and detector.current.task_id != post
    after = detector.observe("文案最后再加一句店铺地址：文一西路88号")
    assert after is not None and after.resume_task_id == post
