"""What agent-work set 69 (`tests/data/boundaries_agent_work_69.jsonl`, written at stop 59 after the rules of sets 65-68 and
carry-over files 57-58) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_BATTERY = [("我的iPhone电池健康只有79%了，要换电池吗", "低于80%苹果会建议更换，官方换电池费用约749元。"),
            ("第三方换靠谱吗", "便宜一些，但电池质量参差不齐，建议去授权服务商。")]
_RESUME = [("帮我看看这份简历，应聘数据分析师", "整体不错，建议把项目成果量化，比如'提升留存率5%'。", "docs")]


def test_someone_elses_thing_with_the_same_trouble_is_another_task():
    assert play(_BATTERY).observe("我老婆的华为也很卡，怎么办") is not None
    hers = [("我老婆的iPhone电池健康只有79%了，要换电池吗", "低于80%苹果会建议更换。")]
    assert play(hers).observe("我老婆的iPhone也很卡，是电池的原因吗") is None  # the task's own person and phone


def test_a_part_of_the_work_at_hand_is_no_subject_of_its_own():
    assert play(_RESUME).observe("技能部分怎么写") is None
    assert play(_RESUME).observe("公积金怎么提取") is not None
