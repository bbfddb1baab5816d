"""What the agent-work sets of stop 51 (`tests/data/boundaries_agent_work_19.jsonl`, `_20`, written before the rules
they asked for) found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from zoned_memory.boundary import TaskBoundaryDetector


def _play(turns: list[tuple[str, str]], message: str):
    """The detector's verdict on ``message`` after ``turns`` of (user message, assistant reply)."""
    detector = TaskBoundaryDetector()
    for text, reply in turns:
        detector.observe(text)
        detector.add_assistant_message(reply)
    return detector.observe(message)


_REPLICA = [("Our Postgres replica is lagging about 40 seconds behind the primary. What should I check first?",
             "Check replay lag in pg_stat_replication, disk I/O on the replica, and long-running queries."),
            ("There's a 2-hour analytics query running on it.",
             "That's likely it: max_standby_streaming_delay will make replay wait for it.")]


def test_an_explicit_cue_after_a_longer_first_sentence_opens_a_task():
    message = "Got it, I'll move that job to a separate replica. Unrelated, but how do I politely decline a wedding invitation?"
    assert _play(_REPLICA, message) is not None


def test_a_first_sentence_without_a_cue_still_continues():
    assert _play(_REPLICA, "Got it, I'll move that job to a separate replica. How do I check it's not lagging anymore?") is None


def test_a_report_that_the_fix_works_continues_in_chinese():
    turns = [("帮我看看这段Python为什么报KeyError：data['user']['name']", "可能是某些记录里没有'user'或'name'字段，建议用.get()。")]
    assert _play(turns, "改成get之后确实不报错了") is None
    assert _play(turns, "嗯。另外我想问一下，个人所得税专项附加扣除怎么填？") is not None  # a question of its own still opens one


@pytest.mark.parametrize("turns, message", [
    ([("Write a cold outreach email to a bakery chain pitching our inventory software.", "Subject: Cut waste on day-old bread ..."),
      ("Shorter, and lead with the waste stat.", "Subject: 18% less waste ...")],
     "Now one for a coffee roaster, same product."),
    ([("Review this Terraform: it creates an S3 bucket with public-read ACL for our logs.",
       "Public-read on a log bucket exposes your logs; use a private ACL with a bucket policy."),
      ("Right, fix it for me.", "Here's the corrected block with acl = \"private\" and a bucket policy ...")],
     "What does the same thing look like for the backups bucket? It's in eu-west-1."),
])
def test_the_tasks_job_again_for_another_subject_opens_a_task(turns, message):
    assert _play(turns, message) is not None


def test_one_more_for_the_tasks_own_subject_continues():
    turns = [("Write a cold outreach email to a bakery chain pitching our inventory software.", "Subject: Cut waste on day-old bread ...")]
    assert _play(turns, "Now one for the bakery chain again, but shorter.") is None


def test_a_recommendation_asked_after_thanks_and_hua_shuo_opens_a_task():
    turns = [("帮我写一份请假条，明天家里有事请一天假", "尊敬的王经理：因家中有事，本人需于明日请假一天……"), ("落款写张敏", "已改为落款：张敏。")]
    assert _play(turns, "谢啦。话说最近有什么好看的纪录片推荐吗") is not None


def test_a_need_of_its_own_told_with_also_after_thanks_opens_a_task():
    turns = [("My sourdough starter smells like nail polish remover. Is it dead?",
              "No, that acetone smell means it's hungry. Feed it more often."),
             ("How long until it's back to normal?", "Usually 2-3 days of regular feeding.")]
    message = "Cool thanks. I also have to prep for a product manager interview on Thursday, what do they usually ask?"
    assert _play(turns, message) is not None
    assert _play(turns, "Cool thanks. I also need to feed it twice a day then?") is None  # the task's own subject
