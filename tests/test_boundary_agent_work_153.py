"""What agent-work sets 153-155 (`tests/data/boundaries_agent_work_153.jsonl` to `_155.jsonl`, scored first on stop 67's
wave-1 code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_CURRY = [("Give me a recipe for chicken tikka masala",
           "Marinate chicken in yogurt and spices, grill, then simmer in a tomato-cream sauce with garam masala."),
          ("what wine goes with it", "An off-dry Riesling or a Gewürztraminer balances the spice.")]


def test_totally_unrelated_is_an_explicit_cue_whatever_the_message_shares_with_the_task():
    found = verdict(_CURRY, "Thanks! Totally unrelated, but how do I get red wine out of a carpet?")
    assert found is not None and "explicit cue" in found.reasons  # "wine" the task named: the cue decides
    assert verdict(_CURRY, "Thanks! Totally worth it, can I make the sauce a day ahead?") is None
