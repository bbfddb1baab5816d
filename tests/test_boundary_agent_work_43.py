"""What agent-work set 43 (`tests/data/boundaries_agent_work_43.jsonl`) and carry-over file 40 read as a boundary set, written
before the rules they asked for, found the detector missing after a reply that confirms an edit, read turn by turn with
`TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict

_GYM = [("帮我做一个下周的健身计划，一周练四次", "周一胸+三头，周二背+二头，周四腿，周六肩+核心。"),
        ("周四换成有氧", "已把周四改为有氧：慢跑40分钟。")]
_DUNNING = [("帮我给客户写一封催款邮件，语气客气一点", "王总您好，关于3月份的货款……"),
            ("金额写上，是八万六", "已写入金额86,000元。")]
_POLICY = [("review this IAM policy for me, it feels too broad", "The s3:* on * is the problem; scope it to the bucket ARN."),
           ("also the role is called log-shipper", "Scoped the policy to the log-shipper role.")]
_THESIS = [("Outline a thesis chapter on urban heat islands", "1. Definition 2. Measurement 3. Case studies 4. Mitigation"),
           ("Add a section on green roofs", "Added 4.2 Green roofs.")]
_SKETCH = [("帮我想一个部门年会的节目", "可以排一个小品，讲加班的段子。"), ("小品时长控制在五分钟", "已按五分钟设计。")]
_COMPETITORS = [("帮我做一份竞品分析框架", "产品功能、价格、渠道、客户评价四个维度。"), ("加一个融资情况", "已加上融资情况。")]
_REPORT_ZH = [("帮我写一份设备故障的情况说明", "一、时间地点 二、经过 三、原因 四、整改措施"), ("整改措施写三条", "已写三条整改措施。")]
_INTERVIEW = [("帮我出几道前端面试题", "1. 实现一个防抖函数 2. 优化首屏加载……"), ("再加一道CSS的", "已加一道CSS布局题。")]
_SURVEY = [("Chart the survey results", "Bar chart in grayscale, five categories."), ("Sort by score", "Sorted descending.")]
_HAIRCUT = [("I want to book a haircut for Saturday.", "Great Clips on Main St has openings at 11 AM and 2 PM on Saturday."),
            ("2 PM works.", "Booked your haircut at Great Clips, Saturday 2 PM.")]
_VIDEOS = [("帮我想十个短视频选题", "1.采茶一天 2.炒茶工艺 3.新手泡茶误区……"),
           ("再加两个搞笑的", "已加上两个剧情类。")]


@pytest.mark.parametrize("turns, message", [
    (_GYM, "信用卡逾期一天会影响征信吗"),            # "will it": no step of the plan asked
    (_DUNNING, "这个月的增值税什么时候申报"),          # a question by its word, without its mark
    (_VIDEOS, "孩子不爱写作业怎么办"),                 # 写作业 is homework, not what to write in the work
    (_POLICY, "my nephew turns 7 next week, gift ideas?"),  # any verb of an edit done (carry-over file 41)
    (_DUNNING, "早上测血压145/95，要紧吗"),            # 要紧 asks whether it is serious (carry-over file 42)
    (_THESIS, "Is cold brew less acidic than regular coffee?"),  # two things of its own compared (carry-over file 43)
    (_SKETCH, "家用咖啡机推荐一下"),                   # advice asked for, after 已按...设计
    (_COMPETITORS, "家里想养只狗，什么品种适合新手"),    # 什么 asks without a mark (carry-over file 44)
    (_REPORT_ZH, "过年回老家开车走哪条路好"),            # 已写 confirms an edit; 哪条 asks
    (_INTERVIEW, "感冒了吃什么药好？我对青霉素过敏。"),     # 已加一道 (carry-over file 45)
    (_SURVEY, "How long does a passport renewal take? I was born in Canada but live in the US now."),  # an edit found nothing
])
def test_a_question_after_a_confirmed_edit_that_shares_nothing_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


@pytest.mark.parametrize("turns, message", [
    (_DUNNING, "落款写什么比较好"),                    # what to write in the work
    (_DUNNING, "要不要加上开户行信息"),
    (_GYM, "周四的有氧可以换成游泳吗"),
    (_POLICY, "does it cover the staging bucket too?"),
    (_THESIS, "Are green roofs cooler than white roofs?"),  # the task's own subject compared
    (_SKETCH, "小品推荐几个段子"),
    (_REPORT_ZH, "整改措施写什么比较好"),
    (_COMPETITORS, "我什么都想加进去"),
    (_HAIRCUT, "How far is that from my place?"),     # a booking reported is no edit; "that" is what it found
])
def test_a_question_of_the_work_after_a_confirmed_edit_continues(turns, message):
    assert verdict(turns, message) is None


@pytest.mark.parametrize("reply, confirms", [
    ("Scoped the policy to the log-shipper role.", True),
    ("Reordered the slides.", True),
    ("Noted that.", False),                 # a fact noted is no edit done
    ("Indeed it is.", False),
    ("Excited for you!", False),
    ("Booked your haircut at Great Clips, Saturday 2 PM.", False),  # a job reported done
])
def test_a_reply_opened_by_a_verb_of_an_edit_confirms_one(reply, confirms):
    from zoned_memory.boundary.reading.turn_forms import EDIT_DONE as _EDIT_DONE
    assert bool(_EDIT_DONE.match(reply)) is confirms
