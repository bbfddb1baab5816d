"""What agent-work sets 58 and 59 (`tests/data/boundaries_agent_work_58.jsonl`, `_59.jsonl`, written at stop 58's start)
found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_SALES = [("帮我分析一下这份销售数据，看看哪个区域下滑最严重", "华北区下滑最严重，环比-18%。", "sheets"),
          ("原因可能是什么", "主要是两家大客户的订单推迟到了下季度。")]
_SITE = [("我的网站打开很慢，帮我看看是什么原因", "首页加载用时8.2秒，其中主图3.4MB未压缩，另有12个阻塞脚本。", "web"),
         ("图片怎么优化", "转成WebP格式，并开启懒加载。")]
_PHONE = [("我想换个手机，预算三千左右，推荐一下", "红米K70、iQOO Neo9、一加Ace 3。"), ("哪个拍照好", "一加Ace 3的主摄表现最好。")]
_SIGNUPS = [("Pull last week's signups by acquisition channel from the analytics DB.", "Organic 412, Paid search 288, Referral 97.", "sql"),
            ("Put that in a bar chart for the Monday deck", "Chart created: signups_by_channel_w48.png.", "charts")]


def test_an_email_to_someone_the_task_found_about_what_it_found_continues():
    assert play(_SALES).observe("帮我写一封邮件给华北区的负责人，问一下大客户订单的情况", ("email",)) is None
    sales = [("Which region's sales dropped the most this month?", "The North region, down 18% month over month.", "sheets"),
             ("Why?", "Two key accounts pushed their orders to next quarter.")]
    assert play(sales).observe("Email the North region lead about the two delayed orders", ("email",)) is None


def test_an_email_to_someone_the_task_never_named_is_another_task():
    assert play(_SALES).observe("帮我写一封邮件给物业，问一下停车位的事", ("email",)) is not None


def test_doing_what_the_reply_proposed_continues():
    assert play(_SITE).observe("帮我把首页的图都转成WebP", ("repo",)) is None


def test_the_same_job_for_another_person_is_another_task():
    assert play(_PHONE).observe("我妈也要换，她只打电话看视频，一千块的有吗") is not None
    assert play([("I need a new laptop for programming, budget $1,500", "MacBook Air M3 or ThinkPad X1 Carbon."),
                 ("Which has the better keyboard?", "The ThinkPad.")]).observe("My son needs one too, just for school") is not None


def test_another_person_wanting_what_the_task_found_continues():
    assert play(_PHONE).observe("我妈也觉得一加不错") is None


def test_an_order_on_a_thing_an_earlier_task_made_returns_to_it():
    detector = play(_SIGNUPS)
    signups = detector.current.task_id
    assert detector.observe("Unrelated, but the staging database is refusing connections since this morning.") is not None
    detector.add_assistant_message("Staging Postgres is at max_connections=100 with 100 active.")
    back = detector.observe("Ok, add the chart to slide 4 of the deck", ("slides",))
    assert back is not None and back.resume_task_id == signups


def test_a_question_of_the_one_that_does_something_leans_on_the_task():
    regex = [("我想学一下正则表达式，有什么入门的教程", "推荐regex101.com边练边学，还有廖雪峰的Python教程里的正则章节。")]
    assert play(regex).observe("匹配手机号的怎么写") is None
    assert play(regex).observe("手机号码归属地怎么查") is not None


def test_something_added_to_an_earlier_tasks_thing_returns_to_it():
    detector = play([("Find flights from Boston to Austin on March 14, returning the 18th.", "JetBlue 7:05am $248.", "flights"),
                     ("Book the Southwest one", "Booked Southwest 1:15pm, confirmation QX7P2L.", "flights")])
    flights = detector.current.task_id
    assert detector.observe("How do I get from the Austin airport to downtown without a car?") is not None
    detector.add_assistant_message("The 20 bus runs every 15 minutes to downtown for $1.25.")
    back = detector.observe("Can I add a checked bag to the flight?", ("flights",))
    assert back is not None and back.resume_task_id == flights


def test_a_part_of_the_text_at_hand_handed_over_continues():
    article = [("帮我把这篇文章翻译成英文：人工智能正在改变医疗行业……", "Artificial intelligence is transforming the healthcare industry..."),
               ("第二段翻得不太自然，再改改", "Revised paragraph 2: ...")]
    assert play(article).observe("把标题也翻一下：AI医疗的未来") is None
    assert play(article).observe("再帮我翻译一篇：区块链正在改变金融行业，银行纷纷试水数字货币……") is not None


def test_the_company_as_a_place_names_no_company():
    meeting = [("帮我约一下周五下午和王总的会，一个小时", "已发邀请：周五14:00-15:00，与王总会面。", "calendar")]
    assert play(meeting).observe("会议地点写公司三楼大会议室", ("calendar",)) is None


def test_a_place_nearby_to_fix_the_users_own_thing_opens_a_task():
    chair = [("我想给我爸买个按摩椅，有什么推荐", "荣泰、奥佳华、傲胜，三千到一万不等。"), ("下单荣泰那个", "已下单荣泰RT6810，预计周四送达。", "shop")]
    assert play(chair).observe("对了，我手机屏幕碎了，附近哪里可以修", ("maps",)) is not None
    assert play(chair).observe("附近哪里有实体店可以试坐", ("maps",)) is None
