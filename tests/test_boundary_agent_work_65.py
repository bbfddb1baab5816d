"""What agent-work sets 65-67 (`tests/data/boundaries_agent_work_65.jsonl` .. `_67.jsonl`, written at stop 59's start,
after every earlier rule) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23).
Each rule has a case it must leave alone."""

from __future__ import annotations

from tests.boundary_play import play

_STORES = [("分析一下A店和B店上个月的销售额", "A店52.3万，B店41.8万；A店客单价更高（186元对142元）。", "sales"),
           ("B店为什么客单价低", "B店促销订单占比38%，A店只有15%。", "sales")]
_STOCK = [("帮我查一下仓库里iPhone 16的库存", "iPhone 16 128G黑色库存342台，256G白色118台。", "wms"),
          ("256G的再补200台", "已创建采购单PO-7781，补货200台，预计12月10日到货。", "wms")]
_MAIL = [("帮我给张总写封邮件，说项目延期一周交付", "张总您好：因第三方接口调整，项目交付时间需延后一周……", "email"),
         ("发吧", "已发送给张总。", "email")]
_NDA = [("Review this NDA clause: 'Recipient shall not disclose Confidential Information for a period of ten (10) years.'",
         "Ten years is long; 2-5 years is typical for commercial NDAs."),
        ("Suggest a counter", "'...for a period of three (3) years from the date of disclosure.'"),
        ("Now the non-solicit clause in the contract: 12 months, all employees",
         "Reasonable in length; narrow it to employees the recipient actually worked with.")]
_ASYNC = [("帮我把这段代码改成异步的：def fetch(url): return requests.get(url).text",
           "async def fetch(session, url): async with session.get(url) as r: return await r.text()"),
          ("加个超时，10秒", "在ClientSession里加timeout=aiohttp.ClientTimeout(total=10)。")]
_MUSEUM = [("我爸血压有点高，160/100，要紧吗", "160/100属于2级高血压，建议尽快就医，遵医嘱服药，少盐。"),
           ("帮我挂个下周的心内科号", "已预约下周二上午协和医院心内科，王主任，挂号费50元。", "hospital"),
           ("我这周末想带孩子去科技馆，需要预约吗", "中国科技馆需要提前在官网或公众号实名预约，周末名额紧张。")]
_TRIP = [("Help me plan a 5-day trip to Portugal in April", "Day 1-3 Lisbon, Day 4-5 Porto."),
         ("Book the Lisbon to Porto train for April 18, morning", "Booked Alfa Pendular 8:39am, €36.40.", "train")]


def test_another_lettered_store_is_another_task():
    assert play(_STORES).observe("C店这个月的库存周转天数是多少", ("sales",)) is not None
    assert play(_STORES).observe("A店这个月的库存周转天数是多少", ("sales",)) is None  # the task's own store


def test_another_products_model_asked_alone_is_another_task():
    assert play(_STOCK).observe("小米15呢", ("wms",)) is not None
    assert play(_STOCK).observe("128G的呢", ("wms",)) is None  # the same phone's other size


def test_one_more_email_to_someone_else_is_another_task():
    assert play(_MAIL).observe("再给王经理写一封，通知他下周一的评审会取消", ("email",)) is not None
    assert play(_MAIL).observe("再给李总写一封，内容一样", ("email",)) is None  # the same text to another
    assert play(_MAIL).observe("再给张总写一封，催一下回复", ("email",)) is None  # the task's own addressee


def test_a_different_thing_of_the_tasks_kind_handed_over_is_another_task():
    assert play(_NDA).observe("Different contract: our office lease renews automatically unless we give 6 months "
                              "notice. Can we negotiate that?") is not None
    assert play(_NDA).observe("Different approach: make the counter 5 years with a carve-out.") is None


def test_which_of_two_named_things_stands_alone():
    assert play(_ASYNC).observe("Redis和Memcached选哪个做缓存") is not None
    assert play(_ASYNC).observe("aiohttp和requests哪个快") is None  # the task's own libraries


def test_an_order_for_an_option_left_unsaid_continues():
    assert play(_MUSEUM).observe("帮我约周六上午的", ("tickets",)) is None
    assert play(_MUSEUM).observe("帮我约周六上午的理发", ("tickets",)) is not None  # a thing of its own


def test_the_same_contract_said_continues():
    nda = _NDA[:2]
    assert play(nda).observe("Now the non-solicit clause in the same contract: 12 months, all employees") is None


def test_an_aside_that_only_rules_something_out_continues():
    assert play(_TRIP).observe("By the way I get seasick easily, so no boat tours please") is None
    assert play(_TRIP).observe("By the way, what's a good app to learn some Portuguese?") is not None


_PASSPORT = [("Can you check if my passport is still valid for travel to Japan in March?",
              "Your passport expires May 2, 2027, so it's valid.", "profile"),
             ("Do I need a visa?", "US citizens can visit Japan visa-free for up to 90 days."),
             ("Cool. What's the best way to send money to my brother in Mexico?", "Wise or Remitly usually have the best rates."),
             ("He has a BBVA account", "Wise and Remitly both deposit to BBVA Mexico directly.")]
_POST = [("Draft a LinkedIn post announcing that we hit 10,000 customers", "Today we passed 10,000 customers ..."),
         ("Also schedule it for Tuesday 9am", "Scheduled for Tue 9:00am on the company page.", "social")]


def test_an_earlier_tasks_name_opening_the_message_returns_to_it():
    detector = play(_PASSPORT[:2])
    japan = detector.current.task_id
    for user, assistant, *tools in _PASSPORT[2:]:
        detector.observe(user, tuple(tools))
        detector.add_assistant_message(assistant)
    back = detector.observe("And for Japan, should I get a JR pass?")
    assert back is not None and back.resume_task_id == japan
    assert play(_PASSPORT).observe("And for Mexico, is Wise faster?") is None  # the current task's own name


def test_a_thing_someone_needs_then_write_it_stands_alone():
    assert play(_POST).observe("My manager wants a one-pager on why we should move from Jira to Linear. Can you write it?") \
        is not None
    assert play(_POST).observe("My manager wants a shorter one. Can you write it?") is None  # the post again


def test_a_plan_of_the_users_own_then_a_question_stands_alone():
    assert play(_MUSEUM[:2]).observe("我这周末想带孩子去科技馆，需要预约吗") is not None
    assert play(_MUSEUM[:2]).observe("我想去那儿，需要预约吗") is None  # pointed at: the hospital


_PLAN = [("Help me plan a 5-day trip to Portugal in April",
          "Day 1-3 Lisbon (Alfama, Belém, Sintra day trip), Day 4-5 Porto (Ribeira, wine cellars).")]


def test_the_way_between_places_a_trip_plan_named_continues_it():
    assert play(_PLAN).observe("How do I get from Lisbon to Porto?") is None
    assert play(_PLAN).observe("How do I get from Lisbon to Madrid?") is not None  # a place the plan never named
