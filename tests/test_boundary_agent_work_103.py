"""What agent-work sets 103-105 (`tests/data/boundaries_agent_work_103.jsonl` to `_105.jsonl`, written during stop 63 after
the rules of sets 100-102) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed

_DISPUTE = [("what's the process to dispute a charge on my credit card", "Contact the merchant first, then file a dispute."),
            ("how long does it take", "Usually 30-90 days.")]
_PYTHON = [("我想学Python，从哪里开始", "先学基础语法，推荐《Python编程从入门到实践》。"),
           ("我电脑是Mac，装Python用什么", "用Homebrew装，或者直接装Anaconda，编辑器用VS Code。")]
_IRON = [("what are the symptoms of iron deficiency", "Fatigue, pale skin, shortness of breath."),
         ("I'm vegetarian, how do I get enough", "Lentils, chickpeas, tofu and fortified cereals.")]
_CAT = [("我家猫最近不爱吃东西，怎么回事", "可能是换粮、天气、口腔问题或肠胃不适。"),
        ("罐头哪个牌子好", "巅峰、ZIWI、K9、麦富迪都不错。")]
_COFFEE_MAKER = [("帮我写一个产品介绍，我们的新品是一款便携咖啡机", "随时随地，一杯好咖啡。XX便携咖啡机，重量仅350克。"),
                 ("再写个短一点的版本，发小红书", "出差露营都能喝上现磨咖啡☕️350克，充一次电12杯！")]
_KTV = [("帮我订一个周六晚上的KTV包厢，8个人", "好乐迪（人民广场店）中包，周六19:00-22:00，588元，已预订。", "booking"),
        ("能延长到11点吗", "已延长至23:00，总价768元。", "booking")]
_MUSIC = [("play my discover weekly on spotify", "Playing Discover Weekly: 30 songs.", "spotify"),
          ("turn it up", "Volume set to 70%.", "spotify"),
          ("set a timer for 25 minutes", "Timer set for 25 minutes.", "timer")]
_EMAIL_THEN_TRAIN = [("translate this email to German: We'd like to confirm our meeting on Thursday at 10 AM",
                      "Wir möchten unser Treffen am Donnerstag um 10 Uhr bestätigen.", "translate"),
                     ("send it to klaus@weber-gmbh.de", "Sent to klaus@weber-gmbh.de.", "gmail"),
                     ("find a train from Munich to Stuttgart on Wednesday evening", "ICE 598 18:53-21:06 €49.90.", "trains"),
                     ("book the ICE", "Booked ICE 598.", "trains")]


def test_an_aside_asking_how_to_do_what_the_task_never_did_is_another_task():
    assert play(_DISPUTE).observe("while I have you, how do I freeze my credit") is not None
    assert play(_PYTHON).observe("顺便问一下，Mac怎么截长图") is not None
    assert play(_DISPUTE).observe("while I have you, how do I dispute a second charge") is None  # the task's own doing


def test_someone_elses_ailment_told_first_is_the_same_job_for_another():
    assert play(_IRON).observe("my daughter has a fever of 101, should I give her tylenol or motrin") is not None
    assert play(_CAT).observe("我家狗狗一直掉毛，正常吗") is not None
    assert play(_CAT).observe("我家猫一直掉毛，正常吗") is None  # the task's own cat


def test_a_sum_of_numbers_of_its_own_ordered_in_chinese_is_another_job():
    assert play(_COFFEE_MAKER).observe("帮我算一下，成本180一台，卖399，毛利率多少") is not None
    assert play(_COFFEE_MAKER).observe("帮我算一下，350克加上包装一共多少克") is None  # the task's own figure


def test_telling_the_group_the_time_and_place_settled_continues_the_task():
    assert play(_KTV).observe("帮我在群里发个通知，告诉大家时间地点", ("wechat",)) is None


def test_after_a_timer_beside_the_music_a_question_about_the_song_returns_to_it():
    back, ids = resumed(_MUSIC, "what song is this", ("spotify",))
    assert back == ids[0]


def test_asking_whether_someone_an_earlier_task_wrote_to_has_answered_returns_to_it():
    back, ids = resumed(_EMAIL_THEN_TRAIN, "did Klaus reply", ("gmail",))
    assert back == ids[1]
    back, _ = resumed(_EMAIL_THEN_TRAIN, "did Marta reply", ("gmail",))
    assert back is None  # nobody the mail went to
