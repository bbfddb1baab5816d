"""What agent-work sets 76 to 78 (`tests/data/boundaries_agent_work_76.jsonl` to `_78.jsonl`; 77 written after stop 60's
first rules, 78 after 77's) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed

_LEAVE = [("帮我查一下公司年假制度", "入职满1年5天，满10年10天。", "hr"),
          ("帮我请两天，下周四周五", "已提交年假申请：下周四、周五，等待主管审批。", "hr")]
_REFUND = [("What's our refund policy for annual plans?", "Annual plans are refundable within 30 days, prorated after.", "kb"),
           ("Customer 4471 is asking for a refund on day 45", "Customer 4471: annual Pro plan. Prorated refund $1,041.", "billing"),
           ("Issue it", "Refund of $1,041 issued to customer 4471.", "billing")]
_DINNERS = [("帮我订明天晚上七点的位子，外婆家，四个人", "已预订外婆家（湖滨店）明晚7点，4人。", "restaurant"),
            ("有停车位吗", "商场地下有停车场，前两小时免费。", "restaurant"),
            ("好的。再帮我订个后天中午的，绿茶餐厅，六个人", "已预订绿茶餐厅（西湖店）后天中午12点，6人。", "restaurant")]
_HEADACHE = [("最近总是头疼，是不是颈椎的问题", "长期伏案可能引起颈源性头痛，建议拍个片子。"),
             ("帮我挂个下周一的骨科号", "已挂号：下周一上午9:30，骨科，李医生。", "hospital")]


def test_how_a_procedure_goes_stands_alone():
    assert play(_LEAVE).observe("报销流程是什么样的", ("hr",)) is not None
    assert play(_LEAVE).observe("审批一般要多久", ("hr",)) is None  # the leave's own approval


def test_another_customer_by_its_number_is_another_task():
    assert play(_REFUND).observe("Customer 5530 wants to downgrade from Team to Pro mid-cycle", ("billing",)) is not None
    assert play(_REFUND).observe("Customer 4471 wants the receipt too", ("billing",)) is None  # the task's customer


def test_a_change_to_what_an_earlier_task_booked_named_first_returns_to_it():
    back, ids = resumed(_DINNERS, "外婆家那个改成五个人", ("restaurant",))
    assert back == ids[0]
    assert play(_DINNERS).observe("绿茶那个改成七个人", ("restaurant",)) is None  # the current booking


def test_someone_elses_ailment_asked_about_is_another_task():
    assert play(_HEADACHE).observe("我女儿这两天有点咳嗽，要不要也带去看看") is not None
    assert play(_HEADACHE).observe("我这两天头疼得更厉害了，要不要提前去") is None  # the user's own headache


_TICKETS = [("Write a Jira ticket for the login page timing out on slow networks",
             "Created WEB-2291: 'Login times out after 10s on 3G', priority Medium.", "jira"),
            ("Make it high priority and assign to Priya", "WEB-2291 set to High, assigned to Priya Nair.", "jira"),
            ("Now one for the checkout button being misaligned on Safari",
             "Created WEB-2292: 'Checkout button misaligned on Safari 17', priority Low.", "jira")]
_SEATTLE = [("what's the weather in seattle this weekend", "Saturday rain, 52°F; Sunday partly cloudy, 55°F.", "weather"),
            ("ugh. ok find me an indoor thing to do with kids there on saturday",
             "Pacific Science Center, the Seattle Aquarium, or the Museum of Pop Culture.", "search"),
            ("aquarium tickets for 2 adults 2 kids", "Booked. Tickets sent to your email.", "tickets")]
_SHEETS = [("帮我把这个Excel里的重复行删掉，按手机号去重", "共3,420行，删除重复的216行。", "excel"),
           ("导出成CSV", "已导出customers_dedup.csv。", "excel")]


def test_a_key_an_earlier_tasks_reply_made_returns_to_it():
    back, ids = resumed(_TICKETS, "What's the status of WEB-2291 now?", ("jira",))
    assert back == ids[0]
    back, _ = resumed(_TICKETS, "What's the status of WEB-2292 now?", ("jira",))
    assert back is None  # the current ticket


def test_the_earlier_question_asked_again_of_another_day_returns_to_it():
    back, ids = resumed(_SEATTLE, "what about sunday, any chance of sun?", ("weather",))
    assert back == ids[0]
    back, _ = resumed(_SEATTLE, "what about Paris, any chance of sun?", ("weather",))
    assert back is None  # a place the weather task never named


def test_the_same_done_to_another_table_is_another_task():
    assert play(_SHEETS).observe("另一个表也一样处理一下，是上个月的订单表", ("excel",)) is not None
    assert play(_SHEETS).observe("这个表再按注册时间排个序", ("excel",)) is None
