"""What carry-over files 80 to 85 (`tests/data/carryover_fresh_80.jsonl` to `_85.jsonl`, written during stop 64: 80-82 at its
start, 83-84 after their rules, 85 after 83-84's) found, routed with the default extractor (issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # the trade the user shares with their partner; not a state of the moment they share
    ("Help me word our wedding invitations. We're both nurses and we met on a night shift.", "global"),
    ("My wife and I are both teachers.", "global"),
    ("We're both free on Saturday.", "task"),
    # how many hours of every day go to a thing; not last week's
    ("What stretches help lower back pain? I sit at a desk about ten hours a day.", "global"),
    ("I worked twelve hours a day last week.", "task"),
    ("I need 8 hours a day of sleep for this plan.", "task"),
    # what the user's business sells
    ("帮我想一个双十二的营销方案。我们是卖茶叶的，主要在抖音上卖。", "global"),
    ("我们是做什么的？", "task"),
    # an exam the user has passed or a licence they hold; not one asked about or ahead
    ("法学毕业生找工作有什么方向？我已经过了法考，但不想去律所。", "global"),
    ("你考过了雅思吗", "task"),
    ("我明天要考驾照", "task"),
    # a standing state since a turn of life; not a question about one, nor since a meal
    ("掉头发很厉害怎么办？我生完二胎以后就一直掉。", "global"),
    ("我生完孩子以后要不要补钙？", "task"),
    ("吃完饭以后就一直肚子疼", "task"),
    # a session's way of working with its reason after it
    ("Make a flyer for our fundraiser bake sale. Please keep all the text big today, most of our members are older.", "session"),
    ("Send the invoice today, the client asked for it.", "task"),
    # a condition said with how bad it is
    ("Are custom earplugs worth it? I already have mild tinnitus in my left ear.", "global"),
    # what the user does every day, said with 天天
    ("手上起倒刺怎么办？我天天揉面，手特别干。", "global"),
    # the days of every week the user is never free; not one day of this week
    ("What part-time jobs fit around classes? I can't work Tuesdays or Thursdays because of labs.", "global"),
    ("I can't work Tuesday this week.", "task"),
    # how all of a session's work is to be; not the one piece of today's work
    ("Help my son brainstorm college essays. Please keep all of today's ideas short, he hates long lists.", "session"),
    ("Keep today's email short.", "task"),
    # an allergy of the household's
    ("Lunchbox ideas for picky eaters? My daughter has a severe egg allergy, so nothing with egg.", "global"),
    # the user's business, said with two words of its kind
    ("Plan a menu for my restaurant's Valentine's prix fixe. We're a small Italian place in Boston, 40 seats.", "global"),
    ("We're a long way from home.", "task"),
    # how long one stretch of the user's work lasts
    ("长时间站着腰疼怎么缓解？我上班一站就是十个小时。", "global"),
    ("我一坐就是一下午", "task"),
])
def test_files_80_to_85_facts_route(text, scope):
    assert routed(text) == scope
