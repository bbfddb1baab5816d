"""What agent-work sets 100-102 (`tests/data/boundaries_agent_work_100.jsonl` to `_102.jsonl`, written at the start of
stop 63) found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_PHONE = [("compare the Pixel 9 and the iPhone 16 cameras", "Pixel 9: better night mode; iPhone 16: better video."),
          ("ok I'll go with the Pixel. what case should I get", "Spigen Tough Armor or Google's own case.")]
_TAXES = [("what's the capital gains tax rate on stocks held more than a year", "0%, 15% or 20% depending on taxable income."),
          ("I sold 50 shares of NVDA for a $4000 gain after 8 months, I'm in the 24% bracket", "Short-term gain: about $960.")]
_DOG = [("my dog keeps scratching his ears and shaking his head", "Common causes: ear infection, mites or allergies."),
        ("how much does a vet visit usually cost", "Usually $50-$100 for the exam.")]
_BOOKS = [("推荐几本适合初中生读的科幻小说", "《海底两万里》、《时间机器》、《安德的游戏》。"),
          ("那就买海底两万里，哪个译本好", "推荐曾觉之译本或沈国华译本。")]
_SHOP = [("分析一下我们店上个月的销售数据：营业额12万，客单价85，复购率18%", "客单价偏低，复购率一般。"),
         ("复购率行业平均多少", "社区餐饮一般在25%-35%。")]
_PAYROLL = [("查一下我的工资卡这个月的收支", "12月收入18,500元（工资），支出9,230元：房租4,500，餐饮2,100，交通600，其他2,030。", "bank"),
            ("餐饮怎么这么多", "外卖占1,450元，共38笔。", "bank"),
            ("帮我设个每月餐饮预算1500", "已设置餐饮月预算1,500元。", "bank")]
_MAIL = [("search my gmail for the lease renewal from our landlord", "Found 'Lease renewal - 22 Oak St': new rent $2,450.", "gmail"),
         ("now find the email from the vet about Luna's vaccines", "Found 'Vaccine reminder - Luna': rabies booster due Dec 20.",
          "gmail")]
_SERVERS = [("帮我查一下公司服务器的CPU使用率", "web-01 35%，db-01 88%。", "monitoring"),
            ("把那个查询杀掉", "已终止会话 pid 48213，db-01 CPU降到32%。", "database")]


def test_a_trouble_with_a_thing_of_someone_in_the_family_is_no_detail_of_what_was_found():
    assert play(_PHONE).observe("also my mom's laptop won't connect to wifi, it says no internet secured") is not None
    assert play(_PHONE).observe("does the Pixel have wifi 7") is None


def test_what_about_another_thing_of_the_users_told_with_its_own_facts_is_the_same_job_on_another_subject():
    assert play(_TAXES).observe("what about my Tesla shares, I held those 3 years and gained $12,000") is not None
    assert play(_DOG).observe("what about the cat, she's been sneezing a lot") is not None
    assert play(_DOG).observe("what about the ears, they smell bad") is None  # the task's own subject


def test_a_situation_of_the_users_world_told_then_how_to_deal_with_it_is_a_job_of_its_own():
    assert play(_BOOKS).observe("孩子最近数学成绩下滑，怎么辅导") is not None
    assert play(_BOOKS).observe("孩子觉得这本太难了，怎么办") is None  # the book at hand


def test_another_of_the_users_shops_by_its_order_is_another_unit():
    assert play(_SHOP).observe("我们第二家店的数据是营业额9万，客单价92，复购率26%") is not None
    assert play(_SHOP).observe("我们店的复购率怎么提高") is None


def test_another_kind_of_bank_card_is_another_unit():
    assert play(_PAYROLL).observe("我的信用卡账单什么时候还", ("bank",)) is not None
    assert play(_PAYROLL).observe("工资卡还剩多少钱", ("bank",)) is None


def test_booking_what_a_search_of_the_mail_found_at_a_vet_continues_it():
    assert play(_MAIL).observe("book it for the 18th", ("booking",)) is None


def test_telling_a_team_about_what_was_just_done_continues_the_task():
    assert play(_SERVERS).observe("给运维群发个消息说一下这件事", ("wechat_work",)) is None
