"""What agent-work sets 186-187 (`tests/data/boundaries_agent_work_186.jsonl`, `_187.jsonl`) and carry-over file 111,
scored first on stop 68's wave-5 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_PLANTS = [("What are some good houseplants for low light", "Snake plant, ZZ plant, pothos, cast iron plant and peace lily.")]
_WATERING = [*_PLANTS, ("which are safe for cats", "Cast iron plant and some ferns are cat-safe; the others are toxic to cats."),
             ("ok the cast iron plant then, how often do I water it", "Every 2-3 weeks; let the top half of the soil dry out.")]
_DEBT = [("帮我给客户写一封催款邮件，对方欠了我们三个月的货款，共计15万", "王总您好：截至目前，贵司尚有三个月货款共计人民币15万元未结清……"),
         ("律师函大概多少钱", "一般500-3,000元一封，看律所和案件金额。")]
_LIVE = [("帮我写一个直播带货的脚本，卖的是家乡的脐橙。", "开场：家人们好，今天带大家来到赣南脐橙果园……"),
         ("这次直播两个小时", "按两小时排：开场10分钟、果园展示30分钟、讲品60分钟、福利和答疑20分钟。")]


def test_which_with_no_noun_of_its_own_picks_among_the_listed():
    assert verdict(_PLANTS, "which are safe for cats") is None
    assert verdict(_PLANTS, "also, what's a good laptop for college?") is not None


def test_a_pet_asked_about_for_a_symptom_opens_a_task():
    assert verdict(_WATERING, "my cat has been throwing up a lot lately, should I be worried") is not None
    assert verdict(_WATERING, "is it bad if my cat chews the leaves") is None  # of the plant


def test_a_free_meeting_room_is_asked_of_the_calendar():
    assert verdict(_DEBT, "帮我查一下明天下午三点有没有空的会议室", ("meeting_rooms",)) is not None
    assert verdict(_DEBT, "律师函要多久能寄到", ()) is None


def test_a_measure_of_the_users_judged_or_a_thing_for_a_purpose_stands_alone():
    assert verdict(_LIVE, "空腹血糖6.5算高吗？我爸有糖尿病，我有点担心自己。") is not None
    assert verdict(_LIVE, "有什么简单的运动能在办公室做？我平时一坐就是一整天。") is not None
    assert verdict(_LIVE, "有什么办法能让它更吸引人") is None  # "它": the script
