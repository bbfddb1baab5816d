"""What agent-work sets 159-161 (`tests/data/boundaries_agent_work_159.jsonl` to `_161.jsonl`, scored first on stop 67's
wave-3 code) and carry-over file 101 found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_HAIKU = [("ok, write a haiku about winter", "Bare branches whisper / snow settles on the quiet / the year holds its breath")]


def test_another_one_about_a_new_subject_after_a_comma_is_another_task():
    assert verdict(_HAIKU, "another one, about spring") is not None
    assert verdict(_HAIKU, "another one, about winter") is None  # the task's own subject again


_TOMATO = [("我想做个番茄炒蛋，步骤是什么", "1. 番茄切块，鸡蛋打散加盐；2. 先炒蛋盛出；3. 炒番茄出汁；4. 倒回鸡蛋翻炒。"),
           ("要放糖吗", "放一小勺，可以中和番茄的酸味。"),
           ("顺便问下，炒锅粘锅怎么处理", "铁锅可以先烧热再放油（热锅冷油），用完擦干抹一层油。")]


def test_a_chinese_question_without_its_mark_can_return_from_a_side_task():
    back, ids = resumed(_TOMATO, "好的，那番茄炒蛋要炒多久")
    assert back == ids[0] != ids[2]
    assert resumed(_TOMATO, "那不粘锅呢，也要抹油吗")[0] is None  # the aside's own


_TIMER = [("Set a timer for 25 minutes", "Timer set: 25 minutes.", "timer")]


def test_a_request_sharing_nothing_with_a_quick_job_opens_a_task():
    assert verdict(_TIMER, "what should I do first: the tax forms or the grant application?") is not None
    assert verdict(_TIMER, "Make it 30") is None  # the timer set again
    assert verdict(_TIMER, "You're amazing, thank you.") is None


_GIFT = [("I need a gift for my 10-year-old nephew who loves science", "A crystal growing kit ($25), a Snap Circuits set ($38)."),
         ("the crystal growing kit, add it to my cart", "Added the Crystal Growing Kit ($24.99) to your cart.", "shopping")]
_SPEECH = [("I need a speech for my dad's retirement party, he was a firefighter for 32 years", "Open with the day he came home after his first fire."),
           ("make it funnier but still touching", "'Now the only thing he'll be putting out is a fishing line.'")]


def test_a_suggestion_for_the_tasks_person_continues_a_procedure_of_its_own_does_not():
    assert verdict(_GIFT, "what's a good card message for him") is None
    assert verdict(_SPEECH, "how do I get a proclamation from the mayor's office for him") is not None


_TAXES = [("How do I estimate quarterly taxes? I'm a freelance illustrator.", "Estimate this year's net income, apply income tax plus 15.3% self-employment tax."),
          ("I made $18k last quarter", "Then set aside about $4,500-$5,000 for this quarter's payment.")]
_PARTY = [("帮我策划公司年会的节目。我是公司的行政主管。", "节目单：开场舞、部门小品、抽奖、乐队表演、游戏互动、颁奖……"),
          ("今年预算八万", "八万预算：场地3万、餐饮2.5万、奖品1.5万、节目和道具1万。")]


def test_help_me_plan_a_thing_and_a_symptom_asked_about_open_tasks_after_a_reply_that_delivered():
    assert verdict(_TAXES, "Help me plan a portfolio site. I'm colorblind, so avoid relying on red and green.") is not None
    assert verdict(_PARTY, "春天一到就鼻子痒打喷嚏，是过敏吗？我有过敏性鼻炎。") is not None
    guitar = [("我想学吉他，零基础", "先练C、G、Am、F四个和弦。"), ("每天练多久", "每天半小时左右。")]
    assert verdict(guitar, "手指按弦好疼正常吗") is None  # of the practice at hand
