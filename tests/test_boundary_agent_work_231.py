"""What agent-work sets 231-233 (`tests/data/boundaries_agent_work_231.jsonl` ... `_233.jsonl`), scored first on stop 70's
final code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading import cues
from zoned_memory.boundary.reading.request_room import opens_with_aside

_PARTY = [("I'm planning a surprise party for my husband's 50th in March, about 30 people, somewhere in Austin",
           "Options in Austin for 30: The Loren's rooftop ($2,500 minimum), Stubb's BBQ private room ($45/person)."),
          ("hold Stubb's for March 14", "Held: Stubb's private room, Sat March 14, 6-10 PM, 30 guests.", "venue_booking")]

_BILL = [("hey can u pull last months AWS bill and tell me what jumped",
          "November AWS bill: $18,420 (October $14,100, +31%). Biggest jump: EC2 in us-east-1 +$2,900 (12 new m6i.2xlarge "
          "instances from Nov 9), S3 +$640.", "aws_billing"),
         ("who launched those instances", "They were launched by the 'batch-etl' autoscaling group; the change was made by "
          "dana.k in the infra repo (PR #881, raise max capacity 8 -> 20).", "cloudtrail", "git")]

_CSV = [("这段python代码跑起来内存一直涨，帮我看看：results.append(pd.read_csv(f))",
         "每个DataFrame都留在内存里再一次性concat，文件多时会占满内存。可以只读需要的列。"),
        ("我只需要三列，user_id, amount, date", "那就 pd.read_csv(f, usecols=['user_id','amount','date'])，内存能降到十分之一。")]


def test_an_aside_announced_as_random_is_said_beside_the_work():
    assert opens_with_aside("also totally random but my tomato plants have yellow leaves on the bottom, is that bad")
    assert opens_with_aside("kinda random, but how do I cancel a gym membership")
    for said in ("give me a random number between 1 and 10", "pick a random restaurant from the list", "That was so random lol"):
        assert not opens_with_aside(said), said
    assert verdict(_PARTY, "also totally random but my tomato plants have yellow leaves, is that bad") is not None
    assert verdict(_PARTY, "also totally random but does Stubb's have parking") is None  # the task's venue


def test_a_ping_to_someone_the_task_named_about_its_finding_continues():
    assert verdict(_BILL, "ok ping dana and ask if we still need 20", ("slack",)) is None


def test_what_two_terms_differ_in_asked_colloquially_is_a_question_of_its_own():
    assert cues.asks("list和tuple到底有啥区别")
    assert verdict(_CSV, "顺便问一下，python里list和tuple到底有啥区别") is not None
    assert verdict(_CSV, "顺便问一下，usecols和dtype到底有啥区别") is not None
    assert verdict(_CSV, "那user_id和amount要不要设dtype") is None  # the task's own columns
