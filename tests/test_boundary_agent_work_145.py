"""What agent-work sets 145-147 (`tests/data/boundaries_agent_work_145.jsonl` to `_147.jsonl`, scored first on stop 66's
wave-3 code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_BUILD = [("My Next.js build fails with 'Module not found: Can't resolve fs'", "Something imports `fs` in code that runs in the browser."),
          ("it's coming from a library, gray-matter", "Then only use gray-matter in getStaticProps."),
          ("moved it to getStaticProps, builds now", "Great, that's the right place for it.")]


def test_while_im_here_opens_an_aside():
    assert verdict(_BUILD, "while I'm here, how do I make a div take the full height of the screen in tailwind") is not None
    assert verdict(_BUILD, "while I'm here, does getStaticProps run at build time?") is None  # of the task's fix


_YOGA = [("Can you find me a yoga studio near me that has classes before 7am",
          "Three nearby: Sunrise Yoga (6am vinyasa, 0.4 mi), CorePower (6:15am, 1.1 mi).", "maps"),
         ("sign me up for the 6am class tomorrow at Sunrise", "You're booked: Sunrise Yoga, tomorrow 6:00am vinyasa, $22 drop-in.",
          "mindbody")]


def test_setting_my_alarm_is_a_quick_job_beside_the_task_and_the_user_comes_back():
    assert verdict(_YOGA, "and set my alarm for 5:15", ("alarm",)) is not None
    back, ids = resumed([*_YOGA, ("and set my alarm for 5:15", "Alarm set for 5:15am tomorrow.", "alarm")],
                        "do I need to bring my own mat")
    assert back == ids[0] == ids[1] != ids[2]


_CONTRACT = [("帮我看看这份劳动合同有没有坑：试用期六个月，试用期工资是正式工资的70%", "有问题：试用期工资不得低于正式工资的80%，70%违法。"),
             ("还有一条说离职要提前三个月通知", "劳动者提前30天书面通知即可解除合同，三个月的约定对你没有约束力。")]


def test_a_word_to_someone_about_the_points_the_task_found_continues():
    assert verdict(_CONTRACT, "帮我写一段话，跟HR提这两点") is None
    assert verdict(_CONTRACT, "帮我写一段话，跟物业说一下停车位的事") is not None
