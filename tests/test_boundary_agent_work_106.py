"""What agent-work sets 106-114 (`tests/data/boundaries_agent_work_106.jsonl` to `_114.jsonl`, written during stop 63: 106-108
after the rules of sets 103-105, 109-111 after 106-108's, 112-114 after 109-111's) found, read turn by turn with
`TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play

_REVIEW = [("帮我写一篇读后感，书是《活着》", "读完《活着》，我久久不能平静……"), ("八百字左右", "已调整到八百字左右。")]
_COMMENTS = [("分析一下这款手机的用户评论：电池不耐用、拍照很好、发热严重", "主要负面是续航和发热，正面是拍照。"),
             ("负面评论占比多少", "按提供的样本，负面约占60%。")]
_FATHER = [("我父亲刚确诊糖尿病，饮食上要注意什么", "控制主食量，少吃甜食，多吃蔬菜。"),
           ("血糖仪买哪个牌子", "罗氏、三诺、鱼跃都可以。")]
_HEATER = [("help me write a complaint to my landlord about the broken heater", "Dear Mr. Alvarez, I'm writing about the heater ..."),
           ("mention it's been 10 days", "Added: 'It has now been ten days without heat.'")]
_PLUMBER = [("find a plumber near me who can come today", "Reliable Rooter (4.8, available 2-4 PM).", "local_services"),
            ("book Reliable for 2", "Booked Reliable Rooter, today 2:00-4:00 PM.", "booking")]


def test_one_more_text_on_a_work_named_by_its_title_is_another_task():
    assert play(_REVIEW).observe("再写一篇《平凡的世界》的") is not None
    assert play(_REVIEW).observe("再写一篇《活着》的，短一点") is None  # the task's own book


def test_another_of_the_tasks_things_handed_over_after_a_colon_is_another_task():
    assert play(_COMMENTS).observe("另一款平板的评论是：屏幕好、太重、价格贵") is not None


def test_a_relatives_pain_told_in_two_clauses_is_the_same_job_for_another():
    assert play(_FATHER).observe("我妈最近膝盖疼，上下楼梯特别疼") is not None


def test_a_separate_note_to_someone_else_is_another_text():
    assert play(_HEATER).observe("write a separate note to my neighbor asking if their heat works") is not None


def test_meanwhile_said_last_opens_an_aside():
    assert play(_PLUMBER).observe("what's the best drain cleaner for a slow bathroom sink meanwhile") is not None




_401K = [("explain what a 401k match is", "Your employer adds money to your 401k in proportion to what you contribute."),
         ("is it better to pay off my car loan first", "Usually take the full match first.")]
_BABY = [("宝宝八个月了，辅食怎么加", "从高铁米粉开始，逐步加蔬菜泥、果泥、肉泥。"), ("一天吃几顿", "奶为主，辅食每天1-2顿。")]
_SNIPPET = [("帮我看看这段Python代码为什么报错：for i in range(10) print(i)", "range(10)后面少了冒号。")]
_TRANSLATE = [("帮我把这句翻译成中文：We are pleased to announce our Series B funding.", "我们很高兴地宣布完成B轮融资。")]
_MILK = [("帮我在京东上买一箱牛奶，特仑苏", "特仑苏纯牛奶250ml×16盒，69.9元。", "jd"), ("下单", "已下单，订单号3012298876。", "jd")]
_NPM = [("scan the repo for outdated npm packages", "14 outdated: react 18.2 -> 19.0, axios 1.6 -> 1.7.", "npm"),
        ("fix them", "Updated lodash to 4.17.21 and semver to 7.6.3; 0 vulnerabilities.", "npm")]


def test_a_fact_of_the_world_about_a_name_the_task_never_said_is_another_task():
    assert play(_401K).observe("what's the capital of Australia") is not None
    assert play(_401K).observe("what's the limit") is None


def test_the_users_own_pain_told_then_asked_why_stands_alone():
    assert play(_BABY).observe("我最近腰特别疼，是不是抱孩子抱的") is not None


def test_one_more_snippet_handed_over_is_another_text_but_one_more_sentence_to_translate_is_not():
    assert play(_SNIPPET).observe("还有这段：x = [1,2,3]; print(x[3])") is not None
    assert play(_TRANSLATE).observe("还有这句：The round was led by Sequoia.") is None


def test_one_more_thing_to_buy_of_another_kind_is_another_task():
    assert play(_MILK).observe("再买一袋大米，五公斤的", ("jd",)) is not None
    assert play(_MILK).observe("再买一箱牛奶，纯甄的", ("jd",)) is None  # more of the task's thing


def test_release_notes_are_writing_of_their_own():
    assert play(_NPM).observe("write release notes for v2.3") is not None


_REVIEW_WRITTEN = [("help me write a performance review for my direct report, she exceeded her sales target by 30%",
                    "Maria consistently exceeded expectations this year, closing 130% of her sales target ..."),
                   ("mention she mentored two new hires", "Added: 'She also mentored two new account executives.'")]
_ARTICLE = [("帮我把这篇公众号文章发布出去，定时明早8点", "已设置定时发布：明天08:00。", "wechat_mp"),
            ("标题改成《五个习惯让你效率翻倍》", "已修改标题。", "wechat_mp")]


def test_a_request_that_points_last_at_the_tasks_thing_leans_on_it():
    assert play(_REVIEW_WRITTEN).observe("what's a fair raise for that") is None
    assert play(_REVIEW_WRITTEN).observe("what's a fair price for a used Honda Civic") is not None


def test_the_one_before_the_thing_at_hand_points_from_it():
    assert play(_ARTICLE).observe("上一篇的阅读量多少", ("wechat_mp",)) is None
