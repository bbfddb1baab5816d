"""Facts the hand-written carry-over files of stop 52 (``tests/data/carryover_fresh_22.jsonl`` to ``_27``, each written
before the rules it asked for) found unread, each said here in other words too, beside what must stay with the task
(issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed as _routed




@pytest.mark.parametrize("text, scope", [
    # what the user does every so often, said with "do"
    ("Long-distance running is my thing, I do two marathons a year.", "global"),
    ("I usually do a long ride every Sunday.", "global"),
    ("Can you do two versions a week?", "task"),                     # a request
    # a standing rule said as "no X ever", a taste said as how the user finds a kind of thing
    ("No exclamation marks ever, I find them tacky.", "global"),
    ("I find long emails exhausting.", "global"),
    ("I find this draft too long.", "task"),                         # a verdict on the thing at hand
    ("I find them tacky.", "task"),                                  # ... pointed at
    # the only one of a role
    ("FYI I'm the only technical cofounder, the other two are on the business side.", "global"),
    ("I'm the sole developer on the team.", "global"),
    # how the user's home lies
    ("My apartment faces north and I travel a lot for work.", "global"),
    ("Our house is on a hill.", "global"),
    # the team the user leads, the school they teach at
    ("我带一个八个人的测试团队，重点写团队建设。", "global"),
    ("我在乡镇中学教初二生物，学生基础比较弱。", "global"),
    ("我在学校门口等你。", "task"),                                    # where the user is now
    # the kind of home
    ("我家是九十年代的老公房，六楼没电梯。", "global"),
    ("我家是老公房吗？", "task"),                                      # asked
    # how much risk the user takes, how they speak
    ("我风险承受能力比较低，亏超过一成就睡不着。", "global"),
    ("我是保守型投资者。", "global"),
    ("我说话语速快，稿子句子短一点，方便我停顿。", "global"),
    ("我说话快吗？", "task"),
    # carry-over file 24: a seat on a board, what works for the user, the team's tools, a condition, a habit, the company
    ("I sit on the Pinecrest HOA board, so I need the enforcement angle.", "global"),
    ("I serve on our school's parent council.", "global"),
    ("I'm on the board call until 3.", "task"),                      # a call of the moment
    ("Bullet points work better for me than paragraphs, every time.", "global"),
    ("10 am works best for me.", "task"),                            # a choice of the moment
    ("Our QA team works off Linear, so use its template.", "global"),
    ("I have acid reflux, so that matters to me.", "global"),
    ("I have eczema.", "global"),
    ("I have anxiety about the interview.", "task"),                 # the moment's worry
    ("我有喝咖啡的习惯，一天至少三杯。", "global"),
    ("我们是一家做跨境电商SaaS的公司，五十来号人。", "global"),
    ("我有胃食管反流，别推荐太酸的。", "global"),
    ("我有胃炎吗？", "task"),
    # carry-over file 25: a business of one
    ("I'm a one-woman agency, so there's no project manager to mention.", "global"),
    ("I'm a solo founder.", "global"),
    ("我是一个人在经营这家店，从做到卖都是自己。", "global"),
    ("我的客人大多是三十岁以上的男性，文案别太花哨。", "global"),           # whom the user's business serves
    ("我客户是素食者。", "task"),                                        # a third party's taste (the issue's own case)
    # carry-over file 26: a fact after a lead-in, how the income comes, the household's diet, where the audience is
    ("Worth knowing: I foster rescue dogs, usually one at a time.", "global"),
    ("My income is lumpy month to month.", "global"),
    ("My household is pescatarian.", "global"),
    ("I present in English but half the audience is in Japan, so avoid idioms.", "global"),
    ("Most of our customers are in Texas.", "global"),
    ("Worth knowing: the venue closes at ten.", "task"),               # a lead-in before no fact of the user's
    # carry-over file 27: the ways of the user's field, the organization they are from and what they are in charge of there,
    # who lives around them
    ("Grants in my field always want a 10% contingency line, so add one.", "global"),
    ("我是社区居委会的，负责老年人这块。", "global"),
    ("我是来取快递的", "task"),                                          # why the user is here now
    ("字号写大一点的提示，我们小区老人多。", "global"),
    ("我们小区老人多吗？", "task"),
    # a relative clause stays with its statement ("..., which is ...")
    ("Keep today's notes in the same tone as our changelog, which is dry and factual.", "session"),
    ("I'm vegan, so which restaurants would work?", "global"),        # a question still splits off
])
def test_what_the_carry_over_files_of_stop_52_found(text, scope):
    assert _routed(text) == scope
