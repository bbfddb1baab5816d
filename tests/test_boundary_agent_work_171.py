"""What agent-work sets 171-173 (`tests/data/boundaries_agent_work_171.jsonl` ...) and carry-over file 106, scored first
on stop 67's final code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict

_PITCH = [("Help me outline a pitch deck for our seed round.", "1. Problem 2. Solution 3. Market 4. Traction 5. Team 6. Ask."),
          ("We're raising $1.5M", "Ask slide: $1.5M seed, 18 months of runway, milestones: pilot with 3 utilities.")]
_NOTICE = [("帮我写一个元旦放假通知。", "关于2027年元旦放假安排的通知：根据国家规定，元旦放假时间为1月1日至1月3日……"),
           ("老板说要提醒大家关好门窗", "已加入：放假前请各部门关闭门窗、切断电源。")]


def test_a_thing_of_the_user_that_comes_out_wrong_asked_about_opens_a_task():
    assert verdict(_PITCH, "My sourdough comes out dense, what am I doing wrong? I bake gluten-free only.") is not None
    assert verdict(_PITCH, "My ask slide comes out cluttered, what am I doing wrong?") is None  # the deck's own slide


def test_time_is_no_subject_shared_with_the_task():
    # "长时间" shares "时间" with the notice's "放假时间": a word of time, as "time" is in English, says nothing of the subject
    assert verdict(_NOTICE, "长时间看电脑脖子疼怎么缓解？我有颈椎病好几年了。") is not None
    assert verdict(_NOTICE, "通知里的放假时间要不要再核对一下？") is None  # the notice's own dates
