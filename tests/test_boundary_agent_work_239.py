"""What agent-work set 239 (`tests/data/boundaries_agent_work_239.jsonl`), scored first on the code after the rules of
carry-over file 123, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import verdict
from zoned_memory.boundary.reading.request_forms import SUM_ASKED

_JAPAN = [("planning 10 days in Japan in April, first time, Tokyo Kyoto Osaka. rough itinerary?",
           "Days 1-4 Tokyo, 5-7 Kyoto, 8 Nara day trip, 9-10 Osaka. April is cherry blossom season, so book early."),
          ("how much is tokyo to kyoto on the shinkansen", "Tokyo to Kyoto on the Nozomi: about ¥14,170 reserved, 2h15m.")]

_CERTS = [("Our customer Brightwave says their SSO login broke after we rotated certificates yesterday",
           "Likely their IdP still has the old SAML signing certificate. Ask them to upload the new cert."),
          ("send them the new cert and the metadata URL", "Sent to Brightwave's admin: new SAML certificate attached.", "email"),
          ("are any other customers using SAML with the old cert?",
           "14 customers use SAML; 9 have pinned certificates that will break: Acme, Northwind, Globex, Initech, Umbrella, Hooli, "
           "Stark, Wayne, Pied Piper.", "admin_db")]

_MATH = [("我女儿上小学二年级，数学应用题总是读不懂题目，怎么帮她", "让她把题目读出来，圈出关键词；画图表示题意；每天练两三道。"),
         ("帮我在京东买一本应用题练习册", "已下单：《小学数学应用题专项训练》二年级，¥19.8，明天送达。", "jd")]


def test_an_amount_asked_in_another_currency_is_a_sum_of_its_own():
    assert SUM_ASKED.match("what's 150000 yen in dollars")
    assert verdict(_JAPAN, "whats 150000 yen in dollars") is not None


def test_the_same_thing_again_for_those_found_continues():
    assert verdict(_CERTS, "email all 9 the same thing", ("email",)) is None


def test_a_trouble_of_the_child_told_aside_is_a_job_of_its_own():
    assert verdict(_MATH, "对了，她最近晚上老是睡不着，十点多还在床上翻来覆去") is not None
    assert verdict(_MATH, "对了，她最近老是不想写作业") is None  # no trouble of the list: the model decides, and keeps it


_VIEWING = [("我想在杭州租个一室一户，预算3000左右，离阿里西溪园区近一点",
             "西溪园区附近3000左右的一室户：1. 五常街道·西溪水岸花苑 2,900/月；2. 仓前·梦想小镇公寓 3,100/月。", "rent_search"),
            ("帮我约周六下午去看房", "已预约：周六14:00，西溪水岸花苑8楼一室户，中介张先生。", "rent_booking")]


def test_a_question_of_the_kind_of_thing_in_general_after_a_job_done_on_one_is_its_own():
    assert verdict(_VIEWING, "租房合同里一般要注意哪些坑") is not None
    assert verdict(_VIEWING, "这套房子一般要押几付几") is None  # of the flat at hand
