"""What agent-work set 236 (`tests/data/boundaries_agent_work_236.jsonl`), scored first on the code after the rules of sets
234-235, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed, verdict
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.reading.request_forms import stands_alone
from zoned_memory.boundary.reading.request_room import opens_with_aside
from zoned_memory.boundary.reading.vocabulary import content_words

_INTERNET = [("my internet keeps dropping every evening around 8, I'm on Comcast",
              "Evening drops are often congestion or a modem issue. Check the modem's signal levels (192.168.100.1)."),
             ("wired drops too. the downstream power says -12 dBmV on a few channels",
              "-12 dBmV is too low. That points to a line problem: loose coax connectors, a splitter, or an issue outside."),
             ("no splitter. can you schedule a tech visit", "Comcast technician visit booked: Thursday Dec 11, 12-2 PM.",
              "comcast_support")]

_HOTSPOT = [*_INTERNET, ("in the meantime what's a cheap hotspot plan I could use for a few days",
                         "Options: Visible ($25/month, unlimited hotspot at 5 Mbps), T-Mobile prepaid 10 GB ($15).")]

_HOMEWORK = [("Explain photosynthesis for my 7th grader's test tomorrow, simple",
              "Plants make their own food using sunlight, water and carbon dioxide, and release oxygen."),
             ("give her 3 fraction problems too", "1. 2/3 ÷ 1/3  2. 5/6 ÷ 2/3  3. 1/2 ÷ 3/4")]

_PROBATION = [("我刚入职新公司，试用期6个月，这合法吗？合同签的是三年", "合法。合同期三年以上的，试用期不得超过六个月。"),
              ("那试用期公司能随便辞退我吗", "不能随便辞退。试用期内公司只能在证明你不符合录用条件等法定情形下解除。"),
              ("对了，帮我查一下从家到新公司的地铁路线", "地铁4号线转10号线，约55分钟。", "map"),
              ("地铁的话早上几点出发能9点前到", "建议7:50前出发，约8:45到公司。", "map"),
              ("帮我设个明早7点半的闹钟", "已设置闹钟：明天7:30。", "alarm")]


def test_in_the_meantime_opens_an_aside():
    assert opens_with_aside("in the meantime what's a cheap hotspot plan I could use for a few days")
    assert "few" not in content_words("for a few days")  # a quantity, no subject two requests share
    assert verdict(_INTERNET, "in the meantime what's a cheap hotspot plan I could use for a few days") is not None


def test_a_side_task_answered_gives_way_to_another_kind_of_job_said_with_this_month():
    hotspot = play(_HOTSPOT).current
    assert hotspot is not None and hotspot.side_of is not None  # set beside the internet's trouble
    assert verdict(_HOTSPOT, "oh also my phone bill this month is $30 higher than normal, can you check my Verizon account") is not None


def test_a_commute_asked_in_chinese_is_a_way_asked_but_a_commute_talked_of_is_no_job():
    assert "directions" in kinds_of("帮我看看怎么通勤最快")
    assert not kinds_of("Is an e-bike worth it for a 10 km commute?")
    assert verdict(_PROBATION[:2], "对了，新公司离家20公里，帮我看看怎么通勤最快") is not None
    assert verdict(_PROBATION[:2], "对了，帮我查一下从家到新公司的地铁路线") is not None


def test_the_hours_of_a_place_the_task_never_named_are_a_question_of_its_own():
    assert stands_alone("what time does Target close tonight") and stands_alone("宜家几点关门")
    assert not stands_alone("第一家几点关门")  # one of those found
    assert verdict(_HOMEWORK, "what time does Target close tonight") is not None


def test_after_a_side_task_a_question_in_an_older_tasks_words_goes_back_to_it():
    back, ids = resumed(_PROBATION, "还有，试用期公司不交社保合法吗")
    assert back == ids[0]
