"""What agent-work sets 162-164 (`tests/data/boundaries_agent_work_162.jsonl` to `_164.jsonl`, scored first on stop 67's
wave-4 code) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.rules.decisions import chats_on

_BANK = [("What's my checking account balance?", "Checking (...2281): $1,204.55.", "bank"),
         ("and savings?", "Savings (...4410): $8,930.10.", "bank"),
         ("transfer $300 from savings to checking", "Done: $300 moved to checking.", "bank")]


def test_a_question_in_a_later_sentence_is_no_chat():
    assert not chats_on("thanks. what's the current mortgage rate for a 30-year fixed")
    assert chats_on("Thanks. My wife will be so happy!")
    assert verdict(_BANK, "thanks. what's the current mortgage rate for a 30-year fixed") is not None


_POST = [("帮我写个朋友圈文案，今天和朋友去爬了泰山", "会当凌绝顶，一览众山小。今天和好朋友一起登上了泰山之巅！"),
         ("加点表情", "会当凌绝顶，一览众山小🏔️ 今天和好朋友一起登上了泰山之巅💪")]


def test_one_more_with_its_subject_after_a_comma_is_another_task_when_the_subject_is_new():
    assert verdict(_POST, "再写一条，下周要去青岛看海") is not None
    assert verdict(_POST, "再写一条，泰山日出那段多写一点") is None  # the task's own climb


_TRAIN = [("帮我订一张明天去广州的高铁票", "明天去广州的高铁：G79 10:00-17:40，G1003 8:05-16:25。", "12306"),
          ("要二等座，上午出发的", "已预订G1003，明天8:05北京西-广州南，二等座862元。", "12306")]
_KYOTO = [("Find me hotels in Kyoto for Nov 3-6, under $200 a night", "Hotel Granvia Kyoto $189, Mitsui Garden Kyoto Shijo $142.", "hotels"),
          ("the second one, book it", "Booked Mitsui Garden Kyoto Shijo, Nov 3-6, 3 nights, $426 total.", "hotels")]


def test_the_way_to_or_from_a_place_the_task_booked_continues_it():
    assert verdict(_TRAIN, "到了广州南站去天河怎么走") is None
    assert verdict(_KYOTO, "how do I get from Kansai airport to the hotel") is None
    assert verdict(_TRAIN, "帮我查一下从上海到杭州的高铁") is not None  # another trip
