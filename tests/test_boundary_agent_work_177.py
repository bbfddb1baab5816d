"""What agent-work sets 177-179 (`tests/data/boundaries_agent_work_177.jsonl` ...) and carry-over file 108, scored first
on stop 68's wave-2 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_POEMS = [("帮我写一首七言绝句，主题是秋天", "《秋思》：西风吹尽满庭花，雁字横空落晚霞。独倚栏杆人未老，一杯清酒望天涯。"),
          ("第三句改得积极一点", "改为：“登高望远心犹壮”。"),
          ("再写一首关于春天的", "《春晓》：东风拂面柳丝长，燕子衔泥绕画梁。细雨一帘花满径，少年携手踏青忙。")]
_STAY = [("帮我查一下杭州到黄山的大巴", "杭州九堡客运中心到黄山每天有4班：7:30、9:00、12:30、15:00，约3.5小时，票价110元。", "bus"),
         ("订明天9点的两张", "已预订明天9:00杭州九堡—黄山大巴两张，共220元。", "bus"),
         ("黄山上住哪里比较好", "山上推荐北海宾馆和白云宾馆，方便看日出；预算有限可以住山下汤口镇。", "hotel_search"),
         ("北海宾馆多少钱", "北海宾馆标间周末约1,280元一晚。", "hotel_search")]
_NOTICE = [("Translate this into French: 'Our office will be closed on Monday for the holiday.'",
            "« Nos bureaux seront fermés lundi en raison du jour férié. »"),
           ("and into German", "„Unser Büro bleibt am Montag wegen des Feiertags geschlossen.“")]


def test_a_part_of_the_work_named_by_its_place_points_at_the_task():
    assert verdict(_POEMS, "解释一下第二句") is None
    assert verdict(_POEMS, "另外解释一下什么是对仗") is not None  # asks of no part of the poem


def test_a_verdict_on_the_last_find_before_booking_another_one_found_continues():
    assert verdict(_STAY, "太贵了，订汤口镇的吧", ("hotel_booking",)) is None
    assert verdict(_STAY, "太贵了，帮我订明天去上海的机票", ("flight_booking",)) is not None  # another kind of job


def test_another_text_to_translate_opens_a_task():
    assert verdict(_NOTICE, "how do you say 'see you soon' in Italian") is not None
    assert verdict(_NOTICE, "in the German one, translate 'Feiertag' as Ruhetag") is None  # a term of the translation
    assert verdict(_NOTICE, "and into Italian") is None  # the same text
