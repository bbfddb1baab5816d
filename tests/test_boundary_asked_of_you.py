"""An order asked of the assistant ("can you ...") reads like the same order given ("explain that in Spanish"): its verb is
no subject, so "that" / "it" right after it points at the task's work (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict

_QUERY = [("Write a SQL query that returns the top 10 customers by revenue in 2024.",
           "SELECT c.name, SUM(o.total) AS revenue FROM customers c JOIN orders o ON o.cid = c.id WHERE o.year = 2024 "
           "GROUP BY c.name ORDER BY revenue DESC LIMIT 10;")]
_HAIKU = [("Write a haiku about the first snow.", "Soft hush on the roofs / the first snow forgets the road / a crow keeps its name")]


@pytest.mark.parametrize("turns,message", [
    (_QUERY, "can you explain that in Spanish?"),
    (_QUERY, "Could you please explain that in plain English?"),
    (_HAIKU, "ok can you read that back in Japanese?"),
])
def test_that_after_the_verb_of_an_order_asked_of_you_points_at_the_work(turns, message):
    assert verdict(turns, message) is None


def test_a_question_of_its_own_asked_of_you_still_opens_a_task():
    assert verdict(_HAIKU, "can you explain how compound interest works?") is not None
