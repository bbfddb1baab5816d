"""What agent-work sets 199-201 (`tests/data/boundaries_agent_work_199.jsonl` to `_201.jsonl`), scored first on stop 69's
wave-1 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading import cues

_TICKETS = [("Can you summarize the support tickets tagged 'billing' from this week",
             "42 billing tickets this week: 19 double charges after the plan change on Monday.", "zendesk"),
            ("the double charges, are they all from the same release",
             "Yes: all 19 started after release 3.14.0 on Monday; the proration job ran twice for upgrades.", "zendesk")]

_PARENTS = [("我想给爸妈买份保险，该怎么选", "60岁左右优先：百万医疗险、防癌险；重疾险保费很高，性价比低。"),
            ("我爸有高血压，能买吗", "高血压控制稳定的话，很多防癌险和部分医疗险可以投保。")]

_SCRIPT = [("帮我写个Python脚本，批量把文件夹里的图片压缩到500KB以内", "用Pillow：遍历文件夹，对每张图按质量从95往下试，直到小于500KB再保存。"),
           ("png也要支持", "已加入：png先转为RGB的jpg再压缩。")]

_KYOTO = [("How do I set up a Japanese IC card on my iPhone", "Open Wallet, tap +, choose Transit Card, pick Suica or PASMO."),
          ("does it work on Kyoto buses", "Yes, Suica works on Kyoto city buses and the subway.")]


def test_an_aside_that_only_says_how_to_answer_opens_nothing():
    assert verdict(_TICKETS, "by the way I'm on call until Friday so keep these short") is None
    assert verdict(_TICKETS, "by the way, how do I set an out-of-office reply in Gmail?") is not None


def test_the_way_said_in_by_the_way_is_no_subject_in_common():
    told = [*_TICKETS, ("by the way I'm on call until Friday so keep these short", "Got it."),
            ("write a status page update for it", "Investigating: Some customers who upgraded were charged twice.")]
    assert verdict(told, "what's the best way to learn Rust if I already know Go") is not None


def test_the_customs_of_a_place_asked_are_a_question_of_their_own():
    assert verdict(_KYOTO, "What's the etiquette for tipping in Japan") is not None
    assert verdict(_KYOTO, "what's the fare per ride") is None


def test_the_user_asking_for_themselves_after_their_parents_is_another_subject():
    assert verdict(_PARENTS, "那我自己呢，30岁买什么保险好") is not None
    assert verdict(_PARENTS, "那我妈呢，她有糖尿病") is None


def test_a_run_of_the_script_reported_failing_continues_its_task():
    assert verdict(_SCRIPT, "跑的时候报错 OSError: cannot write mode RGBA as JPEG") is None


def test_a_chinese_how_to_with_a_latin_word_last_is_a_question():
    assert cues.asks("Python怎么打包成exe")
    assert not cues.asks("我不知道怎么用Excel")
    after = [("帮我订周六晚上两个人的西餐厅", "已预订Flo法式餐厅，周六19:00，两位。")]
    assert verdict(after, "Mac怎么截长图") is not None
