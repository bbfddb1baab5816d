"""What agent-work sets 142-144 (`tests/data/boundaries_agent_work_142.jsonl` to `_144.jsonl`) and carry-over files 94-95,
written late in stop 66 and scored first, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_VIDEO = [("帮我写一段抖音视频的脚本，介绍我们的手工酸奶", "开头3秒：一勺酸奶拉丝特写……"),
          ("时长控制在30秒", "已压缩：0-3秒拉丝特写，3-15秒原料和工艺，15-25秒口感描述，25-30秒下单引导。")]


def test_what_to_pair_with_the_work_at_hand_continues():
    assert verdict(_VIDEO, "配什么背景音乐好") is None
    assert verdict(_VIDEO, "周末去哪里玩比较好") is not None


def test_how_the_user_is_to_reply_to_someone_is_no_wish_about_the_answers():
    then = [*_VIDEO, ("配什么背景音乐好", "轻快的原声吉他或者ukulele，比如《Sunny Day》这类的免版权音乐。")]
    assert verdict(then, "我们店最近差评多，说送得慢，怎么回复比较好") is not None
    assert verdict(then, "回答简短一点") is None  # how the assistant answers: a wish, no job


_BILLS = [("查一下我这个月的电费是多少", "本月电费312.60元，用电量512度。", "grid"),
          ("帮我交了吧", "已从支付宝缴纳电费312.60元。", "alipay"),
          ("燃气费呢", "本月燃气费89.00元，用气量31立方米。", "gas")]


def test_the_same_order_again_for_the_bill_at_hand_stays_with_it():
    # the payment app the electricity bill was paid with is no return to that bill
    assert verdict(_BILLS, "也交了", ("alipay",)) is None


_REPORTS = [("帮我写一份项目周报，项目是CRM系统升级", "本周进展：1.完成客户模块数据迁移……"),
            ("风险那部分加上供应商接口延期", "已添加风险：第三方短信接口供应商交付延期一周。"),
            ("再写一份ERP项目的", "ERP项目本周进展：1.财务模块完成UAT测试……"),
            ("ERP的下周计划加上培训", "已添加：下周三、周四进行系统操作培训。")]


def test_sending_the_text_written_about_an_earlier_subject_goes_back_to_it():
    back, ids = resumed(_REPORTS, "CRM那份发给王总", ("mail",))
    assert back == ids[0] == ids[1] and ids[2] == ids[3] != ids[0]
    back, _ = resumed(_REPORTS, "这份发给王总", ("mail",))  # the report at hand
    assert back is None


_REFUND = [("Check the status of my refund from Best Buy for the headphones", "Refund of $249.99 was issued on Nov 28.", "bestbuy"),
           ("open a case", "Case #BB-551204 opened.", "bestbuy"),
           ("while we wait, find me a good pair of noise-cancelling earbuds under $200",
            "Sony WF-1000XM5 ($198), Bose QC Earbuds II ($179), Apple AirPods Pro 2 ($189).", "shopping")]


def test_a_ranking_word_is_no_return_from_a_side_task():
    assert verdict(_REFUND, "which has the best ANC") is None  # "best" is no word of Best Buy's refund
    back = verdict(_REFUND, "did Best Buy answer the case yet")
    assert back is not None and back.resume_task_id is not None


_ONE_ON_ONES = [("Give me good questions for 1:1s with my reports. In this chat, number everything.",
                 "1. What's one thing slowing you down? 2. What do you want to learn next quarter? 3. How can I help?")]
_COMMUTE = "What's the best way to commute downtown? I used to drive but I sold my car last month."


def test_a_question_inside_the_text_written_asks_nothing_of_the_user():
    wrote = [*_ONE_ON_ONES, ("One of them, Luis, wants to become a tech lead",
                             "4. For Luis: 'Which part of leading do you want to try first: design reviews, planning, or mentoring?'")]
    assert verdict(wrote, _COMMUTE) is not None
    asked = [*_ONE_ON_ONES, ("One of them, Luis, wants to become a tech lead",
                             "Should I add a question for Luis about which part of leading he wants to try first?")]
    assert verdict(asked, _COMMUTE) is None  # the reply asked the user: the conversation makes no room for another job
