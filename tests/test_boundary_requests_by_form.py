"""Requests that open a task by their form alone, after the assistant delivered: advice or a choice asked for by name,
an order to write (issue #23). Found by the boundaries of the carry-over files of stop 54 (``carryover_fresh_33`` to
``_35``, whose tasks follow each other without a cue), where the detector kept the old task's thread in 13 of 24, then by
the older files and files 36-37."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict

_SQL = [("Write a SQL query for monthly active users from the events table", "SELECT date_trunc('month', ts) ..."),
        ("Exclude test accounts with emails ending in @acme-test.com", "Added a WHERE filter on the email domain.")]
_DASHBOARD = [("Sketch a churn dashboard for our SaaS product", "Top row: MRR churn, logo churn, NRR; below: cohort curves..."),
              ("Use the Q3 numbers: 4.1% logo churn", "Added 4.1% logo churn for Q3.")]
_ETL = [("Our nightly ETL job failed again, here's the log: KeyError 'customer_id'", "The upstream schema dropped customer_id."),
        ("The upstream table is orders_v3", "I'll reference orders_v3 in the fix.")]
_REPORT = [("帮我做个季度汇报的PPT大纲", "1. 业绩概览 2. 重点项目 3. 问题与改进 4. 下季度计划"),
           ("加一页竞品分析", "已加在第3页。")]
_QUIZ = [("出几道React面试题", "1. useEffect的依赖数组怎么用？2. ……"), ("再加两道CSS的", "已加：flex布局、BFC。")]


@pytest.mark.parametrize("turns, message", [
    (_SQL, "Tips for falling asleep faster?"),
    (_SQL, "Gift idea for my wife's 40th?"),
    (_DASHBOARD, "What chef's knife should I buy under $100?"),
    (_DASHBOARD, "Should I lease or buy a van for deliveries?"),
    (_ETL, "Draft my standup update"),
    (_REPORT, "家用车买油车还是电车好"),
    (_REPORT, "新疆拍风景用什么镜头"),
    (_QUIZ, "年会节目有什么创意"),
    # from the older carry-over files 1-20 (their boundaries never read before this stop)
    (_ETL, "Which running shoes are good for a first marathon?"),
    (_ETL, "Give me some baby name ideas, short and classic"),
    (_DASHBOARD, "Recommend three books to read on vacation"),
    (_REPORT, "母亲节快到了，送我妈什么好"),
    (_REPORT, "周末想在家做蛋糕，推荐个简单的"),
    (_QUIZ, "帮我给公众号文章起几个标题，内容是讲职场沟通的"),
    (_QUIZ, "另外问一下，周末带孩子去哪玩比较好"),          # "好" alone is no word the task said
    # from the older carry-over files 21-32
    (_DASHBOARD, "Totally separate: my knee hurts after running, what could it be?"),
    (_DASHBOARD, "Plan a quiet weekend getaway within 3 hours of Columbus"),
    (_DASHBOARD, "Is a standing desk worth it?"),
    (_SQL, "Quick lunch idea I can pack tonight?"),
    (_REPORT, "另外，下个月朋友结婚，份子钱给多少合适"),
    (_REPORT, "推荐个适合办公室的咖啡机"),
    (_REPORT, "宝宝七个月了，辅食怎么安排"),
    (_REPORT, "再问一下，久坐腰疼怎么缓解"),
    (_REPORT, "茶叶礼盒用什么材质的包装好"),
    (_REPORT, "学校附近租房要注意什么"),                     # near a place the task never named
    (_REPORT, "晚上吃什么"),
    (_QUIZ, "从通州到国贸怎么通勤最快"),
    # from carry-over files 36 and 37 (written after the rules above; their switches came in none of those forms)
    (_DASHBOARD, "Noise-cancelling headphones for the office, under $300?"),
    (_DASHBOARD, "Is it normal for my lower back to be sore after deadlifts?"),
    (_DASHBOARD, "Why is my espresso so sour?"),
    (_DASHBOARD, "Which convertible car seat fits a compact car?"),
    ([("Write release notes for version 4.2 of our mobile app", "What's new in 4.2: offline mode, faster sync."),
      ("Mention the dark mode fix", "Added: fixed dark mode contrast on settings.")],
     "How do I fix shin splints?"),                                            # "fix" is no subject in common
    (_REPORT, "猫粮怎么选"),
    (_REPORT, "五一去哪玩人少一点"),
    (_REPORT, "颈椎不舒服，有什么锻炼方法"),
])
def test_advice_a_choice_or_writing_asked_by_its_form_after_a_delivery_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


@pytest.mark.parametrize("turns, message", [
    (_SQL, "Exclude rows with a null user_id"),                                   # an order of the task
    ([("Compare these two car insurance quotes for my Tesla", "Quote A: $1,420/yr; Quote B: $1,310/yr, higher deductible.")],
     "What deductible should I pick?"),                                           # an option of the task, picked
    ([("Help me ask my landlord to waive the late fee", "Lead with that: five years of on-time payments.")],
     "Write the email"),                                                          # the thing the task named
    ([("My build fails with a segfault in libssl", "Likely an ABI mismatch between OpenSSL 1.1 and 3.0.")],
     "Suggest a fix."),                                                           # for the task's problem
    ([("帮我看看这份合同的违约条款", "第8条违约金为合同总额的30%，偏高。")], "违约金写多少合适？"),  # the task's clause
    ([("帮我查一下社保断缴三个月有什么影响", "断缴会影响医保报销和购房资格，补缴后可恢复。")], "补缴怎么办理？"),  # the reply's word
    ([("Find me Italian restaurants in Soho", "Try Bella Roma or Trattoria Sole.")], "Make a reservation there for 7pm"),
    ([("帮我找一家王府井附近的烤鸭店", "推荐四季民福，王府井店。")], "王府井附近有什么便宜的酒店"),     # near what the task named
    ([("How do I brew kombucha at home?", "Get a SCOBY, brew sweet black tea, ferment 7-10 days.")],
     "Is it safe to do in a warm kitchen?"),                                   # "to do": the task's brewing
    ([("帮我想一个周末亲子活动的方案，孩子6岁", "周六上午去科技馆，下午公园野餐；周日做手工和绘本阅读。")], "下雨的话怎么办"),  # a condition on the plan
    ([("我下个月要考驾照科目二，有什么技巧吗", "倒车入库看后视镜找点位，侧方停车注意车身与库边线的距离……")], "坡道起步怎么不熄火"),  # tips after tips
])
def test_a_step_a_condition_or_more_of_the_same_advice_continues(turns, message):
    assert verdict(turns, message) is None


_DECK = [("Make an outline for next week's board deck", "1. Metrics 2. Product 3. Hiring 4. Fundraising 5. Asks"),
         ("Put fundraising first", "Moved fundraising to slide 1.")]
_NDA = [("帮我起草一份和供应商的保密协议", "保密协议草稿已完成，期限三年。"), ("把期限改成五年", "已改为五年。")]


@pytest.mark.parametrize("turns, message", [
    (_DECK, "Tomatoes or peppers for a shady balcony?"),        # carry-over file 38: a question, in no form a rule names,
    (_DECK, "Can I make gluten-free bread in a regular bread machine?"),  # after a reply that only confirms an edit
    (_NDA, "十月份去新疆合适吗"),
    (_NDA, "最近总是半夜醒，是什么原因"),
])
def test_a_question_that_shares_nothing_after_an_edit_confirmed_opens_a_task(turns, message):
    assert verdict(turns, message) is not None


@pytest.mark.parametrize("turns, message", [
    (_NDA, "违约金写多少合适？"),                                 # what to write in the work
    ([("帮我列一个装修流程", "一、拆改 二、水电 三、泥瓦 四、木工 五、油漆"), ("加上软装", "已加上：六、软装。")], "每项大概多长时间？"),
    ([("Plan a vegetarian menu for Saturday", "Starter, main, dessert..."), ("No nuts please", "Noted, nut-free only.")],
     "Something warm for winter?"),                               # a constraint noted is no edit done
    # set 42, written after the rule to probe it: related questions after an edit
    ([("Write a job post for a senior Go engineer", "Senior Go Engineer: you'll build our payments APIs..."),
      ("Add that it's fully remote in EU time zones", "Added: fully remote, EU time zones.")],
     "What salary range is typical for this in Berlin?"),         # "this": the job posted
    ([("帮我优化一下这段SQL：SELECT * FROM users WHERE name LIKE '%张%'", "前置模糊匹配用不上索引，可以考虑全文索引。"),
      ("改成全文索引的写法", "已改为：SELECT id, name FROM users WHERE MATCH(name) AGAINST('张')。")],
     "中文分词要额外配置吗"),                                        # whether the work needs a step
])
def test_a_question_of_the_work_or_after_a_fact_noted_continues(turns, message):
    assert verdict(turns, message) is None
