"""What agent-work sets 150-152 (`tests/data/boundaries_agent_work_150.jsonl` to `_152.jsonl`, scored first on stop 66's
final code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_SINK = [("My kitchen sink drains slowly, what can I try before calling a plumber?",
          "Try boiling water, then a plunger, then baking soda and vinegar, then clean the P-trap."),
         ("I tried baking soda and vinegar, didn't help",
          "Next, remove and clean the P-trap under the sink, or use a hand drain snake.")]


def test_getting_the_thing_the_reply_advised_continues_whatever_job_its_verb_names():
    assert verdict(_SINK, "where can I rent a drain snake near me", ("maps",)) is None  # "rent" names housing
    assert verdict(_SINK, "where can I rent a cheap apartment near me", ("maps",)) is not None


_REMINDED = [*_SINK, ("where can I rent a drain snake near me",
                      "Home Depot on 5th Ave rents them for $19/day.", "maps"),
             ("Home Depot it is. Also, remind me to call mom at 6pm", "Reminder set: call mom, today 6:00 PM.", "reminders")]


def test_a_reminder_asked_after_an_acknowledgement_is_a_quick_job_the_user_comes_back_from():
    back, ids = resumed(_REMINDED, "what size snake do I need for a kitchen sink")
    assert back == ids[0] == ids[2] != ids[3]
    assert verdict(_REMINDED, "Make it 6:30") is None  # the reminder set again: the side job's own


_PROOFREAD = [("Proofread this: 'Their going to announce the results tomorow, and everyone are excited.'",
               "Corrected: 'They're going to announce the results tomorrow, and everyone is excited.'")]


def test_translating_the_corrected_version_is_an_order_on_the_output():
    assert verdict(_PROOFREAD, "Now translate the corrected version into French") is None
    assert verdict(_PROOFREAD, "Now what's the French word for 'deadline'? I have a meeting in Lyon") is not None


_FUND = [("How much should I have in an emergency fund? I make $4,000 a month after tax.",
          "Aim for 3-6 months of expenses; if you spend about $3,000 a month, that's $9,000-$18,000."),
         ("where should I keep it", "A high-yield savings account: liquid, insured, about 4% APY."),
         ("compare the Ally and Marcus savings rates for me", "Ally 3.80% APY, no minimum; Marcus 3.90% APY.", "search")]


def test_asking_whether_what_the_user_told_changes_the_answer_continues():
    assert verdict(_FUND, "By the way I'm self-employed, does that change things?") is None
    assert verdict(_FUND, "By the way, what's the deadline for Q4 estimated taxes?") is not None
    # "that" of a question just asked (carry-over file 81), a question of its own on whether a thing affects another (file 88)
    assert verdict(_FUND, "How do I learn guitar as an adult? I'm left-handed, does that matter?") is not None
    talk = [("帮我准备一个高血压健康讲座的提纲。今天的材料都写得通俗一点，听众是老年人。", "一、什么是高血压 二、为什么要控制 三、怎么吃 四、怎么量 五、按时吃药"),
            ("讲座四十分钟", "已按40分钟分配时间。")]
    assert verdict(talk, "喝咖啡对心脏有影响吗？我心律不齐，平时偶尔会心慌。") is not None


_GUITAR = [("我想学吉他，零基础，有什么推荐的入门教程吗", "推荐B站的“吉他自学三十课”，配合《民谣吉他基础教程》一起练。"),
           ("买什么样的吉他比较好，预算一千以内", "入门选面单民谣吉他，推荐雅马哈F310、恩雅X1。"),
           ("雅马哈F310怎么样", "F310是经典入门款，音色均衡，做工稳定，京东售价约899元。"),
           ("帮我在京东下单", "已下单雅马哈F310，899元，预计后天送达。", "jd")]


def test_a_chinese_word_holding_a_pronouns_character_is_read_whole():
    assert verdict(_GUITAR, "顺便问下，我手指短适合弹吉他吗") is None  # "吉他", not "吉" and the pronoun "他"
    assert verdict(_GUITAR, "顺便问下，家里的路由器怎么重启") is not None
