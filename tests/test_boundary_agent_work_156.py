"""What agent-work sets 156-158 (`tests/data/boundaries_agent_work_156.jsonl` to `_158.jsonl`, scored first on stop 67's
wave-2 code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_ETL = [("Check why the nightly ETL job failed", "The 02:00 run of etl-nightly failed at the load step: AccessDenied on s3://raw-events.", "logs"),
        ("give me the IAM policy to fix it", "{\"Effect\": \"Allow\", \"Action\": [\"s3:GetObject\"], \"Resource\": [\"arn:aws:s3:::raw-events/*\"]}"),
        ("apply it", "Policy attached to etl-runner; re-running etl-nightly now.", "aws")]


def test_a_question_while_a_deploy_runs_is_a_side_task_the_user_comes_back_from():
    aside = ("while that deploys, what's the difference between a role and a user in IAM?",
             "A user has long-lived credentials; a role is assumed for temporary ones.")
    back, ids = resumed([*_ETL, aside], "ok is the job green now?", ("logs",))
    assert back == ids[0] != ids[3]
    assert resumed([*_ETL, aside], "and can a role have a password?")[0] is None  # the aside's own follow-up


_CAT = [("家里猫咪最近老是吐毛球，怎么办", "换毛季很常见：每天梳毛，喂点化毛膏，也可以种点猫草。"),
        ("化毛膏要怎么喂", "每次挤2-3厘米，一周两三次，抹在猫嘴边或者爪子上让它舔。")]


def test_an_order_that_ends_on_a_count_buys_the_tasks_thing():
    assert verdict(_CAT, "顺便帮我在淘宝买一支", ("taobao",)) is None  # 一支 of the 化毛膏 the task advised
    assert verdict(_CAT, "顺便帮我在淘宝买一个电饭煲", ("taobao",)) is not None


_POST = [("Write a LinkedIn post about our company hitting 1M users", "We just crossed 1,000,000 users! When we started three years ago..."),
         ("add a thank-you to early adopters", "Added: 'To our first 1,000 users: thank you.'")]


def test_another_piece_about_the_same_subject_continues():
    assert verdict(_POST, "now write a tweet about the same milestone") is None
    assert verdict(_POST, "now write a tweet about our new office in Austin") is not None


_EXPLAINED = [("Explain how photosynthesis works for a 7th grader", "Plants take in sunlight, water and carbon dioxide, and make sugar."),
              ("make a 5-question quiz on it", "1. What gas do plants take in? 2. Where does photosynthesis happen? ...")]


def test_the_same_job_the_same_way_on_a_subject_the_task_never_named_is_another_task():
    assert verdict(_EXPLAINED, "now explain cellular respiration the same way") is not None
    assert verdict(_EXPLAINED, "now explain the quiz answers the same way") is None  # the task's own quiz


_DECK = [("Help me structure a pitch deck for our seed round. I run a two-person bakery-tech startup.",
          "12 slides: problem, solution, demo, market, traction, business model, competition, team, roadmap, financials, ask."),
         ("We're raising $1.5M", "Ask slide: $1.5M seed for 18 months of runway.")]
_RESUME_ZH = [("帮我改一下简历，我是做Java后端的，五年经验。", "建议把项目经历放前面，每个项目写清楚技术栈和量化结果，比如QPS、延迟。"),
              ("投的是字节跳动", "那可以突出高并发和微服务的经验。")]


def test_a_search_for_a_place_to_get_something_opens_a_task_after_a_reply_that_delivered():
    assert verdict(_DECK, "Where can I get a flu shot this weekend? I'm allergic to eggs.") is not None  # carry-over file 100
    assert verdict(_DECK, "Where can I get the deck printed?") is None  # the task's deck
    assert verdict(_RESUME_ZH, "附近有什么健身房推荐？我一般晚上十点以后才有空。") is not None
