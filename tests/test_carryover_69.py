"""What carry-over files 69 to 71 (`tests/data/carryover_fresh_69.jsonl` to `_71.jsonl`, written at the start of stop 62)
found, routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed, statuses_after
from zoned_memory import Status


@pytest.mark.parametrize("text, scope", [
    # a standing lead role for a line of work, not for the thing at hand
    ("Build a vendor scorecard template. I'm the procurement lead for a hospital network.", "global"),
    ("Write a postmortem for yesterday's checkout outage. I'm the on-call SRE lead for payments.", "global"),
    ("I'm the lead for this project.", "task"),
    # a planned move to a named place
    ("How can I practice Spanish conversation? I'm moving to Madrid in June.", "global"),
    ("I'm moving to the next slide.", "task"),
    # a line of work left
    ("Write an onboarding email. I'm not doing night shifts anymore, by the way.", "global"),
    ("I'm not doing that anymore, skip it.", "task"),
    # a move told from where the user lived
    ("帮我做一份竞品分析的框架。我已经从上海搬到深圳了，看深圳本地的竞品。", "global"),
    ("帮我把文件从上海的服务器搬到深圳的服务器。", "task"),
    # the size of the user's team now
    ("帮我策划一次团建活动。我的团队现在扩到二十人了。", "global"),
    ("我的团队现在扩到二十人了吗？", "task"),
    # a condition the user was diagnosed with
    ("空腹血糖6.5算高吗？我去年查出来是糖尿病前期。", "global"),
    ("我查出来有高血压吗？", "task"),
    # a gift asked for a family member is a request, not standing knowledge of them
    ("给我老婆挑个生日礼物。", "task"),
    ("我老婆的生日是五月三号。", "global"),
])
def test_files_69_to_71_facts_route(text, scope):
    assert routed(text) == scope


def test_a_line_of_work_left_outdates_it(tmp_path):
    status = statuses_after(tmp_path, "Why do I wake up at 4am every night? I work night shifts twice a week.",
                            "Write an onboarding email for new dentist customers. I'm not doing night shifts anymore, by the way.")
    assert status["I work night shifts twice a week."] == Status.OUTDATED


def test_a_teams_size_said_now_outdates_the_old_one(tmp_path):
    status = statuses_after(tmp_path, "帮我准备一次绩效面谈的提纲。我带一个十五人的研发团队。", "帮我策划一次团建活动。我的团队现在扩到二十人了。")
    assert status["我带一个十五人的研发团队。"] == Status.OUTDATED
