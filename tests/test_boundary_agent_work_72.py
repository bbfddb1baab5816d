"""What agent-work set 72 (`tests/data/boundaries_agent_work_72.jsonl`, written at stop 59 after set 71's rule) found the
detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import SWITCHES_SINCE_AGENT_WORK, play

_REPO = [("Set up a new GitHub repo called billing-service with a Python gitignore", "Created github.com/acme/billing-service.",
          "github"),
         ("Add branch protection on main", "Main now requires PR reviews and passing checks.", "github")]
_NOTE = [("帮我写一篇小红书笔记，推荐我们的新款保温杯", "冬天必备！这款保温杯12小时保温……"), ("加几个emoji", "❄️冬天必备！☕这款保温杯……")]
_TAX = [("帮我查一下我的个税APP里去年的收入纳税明细", "2025年工资薪金收入合计32.4万，已缴个税2.1万。", "tax"),
        ("帮我提交退税申请", "已提交，预计15个工作日到账。", "tax")]


def test_another_thing_by_the_name_it_is_to_have_is_another_task():
    assert play(_REPO).observe("Create another repo called invoice-worker, same settings", ("github",)) is not None
    assert play(_REPO).observe("Make a new branch called billing-service-v2", ("github",)) is not None  # its own name too
    assert play(_REPO).observe("Create a new issue called billing-service", ("github",)) is None  # the task's repo


def test_one_more_note_recommending_another_product_is_another_task():
    assert play(_NOTE).observe("再写一篇推荐我们的暖手宝") is not None


@SWITCHES_SINCE_AGENT_WORK
def test_one_more_note_on_the_tasks_own_product_continues():
    assert play(_NOTE).observe("再写一篇推荐我们的保温杯") is None  # the task's own product


def test_an_aside_sharing_nothing_with_a_task_of_the_same_kind_opens_a_task():
    assert play(_TAX).observe("另外我爸的医保卡丢了，怎么补办") is not None
    assert play(_TAX).observe("另外退税到账了会通知我吗") is None  # the task's refund
