"""Cue-less switches of carry-over file 58 (`tests/data/carryover_fresh_58.jsonl`, read as a boundary set) the detector
missed: a request after what the user tells, things of a kind asked for by what they are for, and "keep it simple" read as
a pointer (issue #23). Each has a case it must leave alone."""

from __future__ import annotations

from tests.boundary_play import play

_REPORT = [("Proofread the quarterly report intro. For this chat, use British spelling throughout.", "Fixed 6 issues."),
           ("The CFO's name is Alan Reyes", "Corrected to Alan Reyes.")]
_BUCKET = [("Write Terraform for an S3 bucket with versioning.", "resource \"aws_s3_bucket\" \"data\" { ... }"),
           ("Add lifecycle rules to expire old versions after 90 days", "Added a noncurrent_version_expiration of 90 days.")]
_GAMES = [("Plan a board game night for 8 people.", "Co-op: Pandemic; party: Codenames; strategy: Catan."),
          ("My friend Jess hates long games", "Skip Catan; add Just One.")]


def test_a_request_after_what_the_user_tells_stands_alone():
    message = "Actually I've moved: I'm in Lisbon now, not Denver. Recommend a coworking space near Alfama."
    assert play(_REPORT).observe(message) is not None
    assert play(_REPORT).observe("I've read it again. Is that the final version?") is None  # asks of the task's text


def test_things_asked_for_by_what_they_are_for_stand_alone():
    assert play(_BUCKET).observe("Exercises to strengthen my knees? I had ACL surgery two years ago.") is not None
    assert play(_BUCKET).observe("Rules for it?") is None


def test_keep_it_simple_points_at_the_answer():
    assert play(_GAMES).observe("Explain what a P/E ratio is. I'm tired today, keep it simple.") is not None
    assert play(_GAMES).observe("Explain how it is played. Keep it simple.") is None  # the task's game


def test_a_gift_for_someone_asked_for_stands_alone():
    sheet = [("Summarize our Q4 numbers for the all-hands.", "Revenue $4.2M (+18%), 3 new enterprise customers."),
             ("Round the numbers", "Revenue ~$4M, churn ~2%.")]
    assert play(sheet).observe("What should I get my boss for the holidays? She loves tea.") is not None
    assert play(sheet).observe("What should I get the numbers for?") is None
