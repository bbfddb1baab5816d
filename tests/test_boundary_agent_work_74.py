"""What agent-work sets 74-76 (`tests/data/boundaries_agent_work_74.jsonl` to `_76.jsonl`, written at stop 60's start
before any rule) found the detector doing wrong, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import SWITCHES_SINCE_AGENT_WORK, play, resumed

_PYTEST = [("My pytest run fails with 'fixture db not found' in tests/test_orders.py",
            "The fixture is defined in tests/integration/conftest.py; move it to tests/conftest.py."),
           ("moved it, now it says database is locked", "Give each test its own temp database with tmp_path."),
           ("ok that fixed it, thanks!", "Glad it works.")]
_PHONES = [("Compare the iPhone 16 and Pixel 9 cameras", "Pixel 9 wins on night shots; iPhone 16 on video."),
           ("Find me the cheapest Pixel 9 price online", "$649 at Best Buy, $679 at Amazon.", "shopping")]
_CONTRACT = [("帮我把这份合同里的付款条款摘出来", "付款条款：签约后支付30%，验收后支付60%，质保期满支付10%。", "docs"),
             ("质保期是多久", "12个月，自验收之日起算。", "docs")]
_SCRIPT = [("用Python写个脚本，把一个文件夹里的图片都转成webp", "用Pillow遍历文件夹，save为webp。"),
           ("子文件夹里的也要", "改用os.walk递归遍历。"),
           ("顺便问下，git怎么撤销上一次commit", "git reset --soft HEAD~1 保留改动。")]
_OUR_SALES = [("我们这个季度的销售数据帮我做个汇总", "本季度销售额2,340万元，同比增长12%，华东区贡献45%。", "bi")]
_REVIEW = [("帮我写个年终总结，我是做前端开发的", "2026年我主要负责了官网重构和组件库建设……"),
           ("再写一个明年的计划", "2027年计划：推进微前端改造……")]
_CLIENTS = [("新任务：整理一下客户A的需求文档", "客户A需求：1. 会员积分系统 2. 小程序商城 3. 数据看板。", "docs"),
            ("新任务：给客户B报个价", "客户B：定制CRM，预估60人天，报价36万元。", "docs"),
            ("新任务：把客户C的合同发给法务", "已将客户C合同发送给法务部。", "email")]
_SERVER = [("服务器CPU占用一直是100%，帮我看看", "top显示java进程占用98%，PID 2231。", "ssh"),
           ("先把这个进程重启了", "已重启，CPU降到15%。", "ssh")]
_CHENGDU = [("帮我规划一下成都三天的行程", "第一天宽窄巷子、人民公园；第二天熊猫基地、春熙路；第三天都江堰。"),
            ("熊猫基地几点去最好", "早上8点前到，熊猫最活跃。")]


def test_a_request_on_the_users_own_thing_after_the_task_worked_opens_a_task():
    assert play(_PYTEST).observe("Can you review my Dockerfile? It's 1.2GB and I want it smaller") is not None
    assert play(_PYTEST).observe("Can you explain why my fixture was not found?") is None  # the task's own fixture


def test_a_phone_of_ones_own_is_no_detail_of_what_was_found():
    assert play(_PHONES).observe("Also I need a case for my current phone, a Galaxy S23", ("shopping",)) is not None
    assert play(_PHONES).observe("Also what's the store's phone number?", ("shopping",)) is None


def test_what_the_document_at_hand_says_continues():
    assert play(_CONTRACT).observe("违约金怎么约定的", ("docs",)) is None
    assert play(_CONTRACT).observe("另外帮我订一张明天去上海的高铁票", ("train",)) is not None


def test_an_edit_of_the_set_aside_tasks_thing_returns_to_it():
    back, ids = resumed(_SCRIPT, "脚本再加个进度条")
    assert back == ids[0]
    assert play(_SCRIPT).observe("提交信息再改一下") is None  # the side task's own commit


def test_a_region_of_our_own_figures_is_a_part_of_them():
    assert play(_OUR_SALES).observe("华南区呢", ("bi",)) is None
    assert play(_OUR_SALES).observe("那比亚迪呢", ("bi",)) is not None  # another company


def test_a_message_about_the_things_the_task_found_pointed_at_continues():
    found = [*_OUR_SALES, ("为什么华东区增长这么快", "主要是上海两家大客户订单翻倍。", "bi")]
    assert play(found).observe("帮我写封邮件给华东区经理，问一下这两个客户的情况", ("email",)) is None
    assert play(found).observe("帮我写封邮件给物业，问一下这两个车位的情况", ("email",)) is not None


def test_the_tasks_work_done_for_someone_else_too_is_another_task():
    assert play(_REVIEW).observe("帮我同事小李也写一个，他是做后端的，主要做了支付系统") is not None
    assert play(_REVIEW).observe("帮我也写一个英文版") is None


def test_a_return_cue_goes_back_to_the_unit_it_names():
    back, ids = resumed(_CLIENTS, "回到客户A，积分系统要多少人天", ("docs",))
    assert back == ids[0]


def test_a_return_cue_naming_a_unit_no_task_named_resumes_nothing():
    back, _ = resumed(_CLIENTS, "回到客户D，他们的需求整理了吗", ("docs",))
    assert back is None


def test_another_part_of_the_server_checked_too_is_another_task():
    assert play(_SERVER).observe("磁盘空间也帮我看一下", ("ssh",)) is not None


@SWITCHES_SINCE_AGENT_WORK
def test_the_tasks_own_process_pointed_at_continues():
    assert play(_SERVER).observe("这个进程也帮我看一下", ("ssh",)) is None  # the task's process, pointed at


def test_what_to_eat_elsewhere_is_no_part_of_the_trip_plan():
    assert play(_CHENGDU).observe("上海有什么必吃的") is not None  # not a place of the plan


@SWITCHES_SINCE_AGENT_WORK
def test_what_to_eat_in_the_planned_city_is_part_of_the_trip_plan():
    assert play(_CHENGDU).observe("成都有什么必吃的") is None
