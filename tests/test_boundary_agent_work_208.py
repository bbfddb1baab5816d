"""What agent-work sets 208-209 (`tests/data/boundaries_agent_work_208.jsonl`, `_209.jsonl`) and carry-over file 117,
scored first on stop 69's wave-4 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed

_SMOG = [("I got a letter saying my car registration expires next month, how do I renew in California",
          "Renew online at dmv.ca.gov with your renewal notice PIN; you'll need a smog check if the notice says so."),
         ("my notice says smog required, where do I get that",
          "Any STAR-certified smog station if the notice says 'STAR'; otherwise any licensed station, about $50-$70."),
         ("unrelated, what's a good podcast about history", "'Hardcore History' by Dan Carlin, and 'The Rest Is History'.")]

_REPACK = [("Our Postgres database is at 85% disk, what's taking the space",
            "Top tables: events (210 GB), events_archive (96 GB), sessions (40 GB). events has 60 GB of dead tuples.", "db_admin"),
           ("can we vacuum events without locking it",
            "Yes: a plain VACUUM doesn't lock writes; to return space to the OS use pg_repack, which also avoids long locks."),
           ("run pg_repack on events tonight at 2am", "Scheduled pg_repack on 'events' for 02:00 tonight; estimated 45 minutes.",
            "db_admin"),
           ("also what's our current AWS spend this month", "Month to date: $31,240; forecast $46,800.", "aws_billing")]


def test_naming_the_task_before_an_aside_question_goes_back_to_it():
    back, ids = resumed(_SMOG, "does my notice need STAR, it says 'Smog certification required'")
    assert back == ids[0]
    back, ids = resumed(_REPACK, "will the repack need extra disk space while it runs")
    assert back == ids[0]


def test_more_of_the_aside_or_a_goodbye_does_not_go_back():
    assert resumed(_SMOG, "any more history ones like that?")[0] is None
    assert resumed(_SMOG, "Great, my notice and smog stuff is sorted then. Thanks, bye.")[0] is None
