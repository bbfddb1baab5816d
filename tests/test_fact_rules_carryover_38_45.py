"""Facts the hand-written carry-over files 38 to 45 (``tests/data/carryover_fresh_38.jsonl`` to ``_45``, each played
before the rules it asked for) found unread, each said here in other words too, beside what must stay with the task
(issue #24)."""

from __future__ import annotations

import pytest

from tests.fact_routing import routed


@pytest.mark.parametrize("text, scope", [
    # a standard for all of a scope's work, said with the scope's possessive ("today's decks", "今天的选题")
    ("Today's decks should all use our navy and orange brand colors.", "session"),
    ("This week's reports should follow the new template.", "session"),
    ("Use UTC timestamps everywhere in today's docs.", "session"),
    ("Put the sources at the bottom of all of today's summaries.", "session"),
    ("今天的选题都要往年轻人喜欢的方向靠。", "session"),
    ("今天做的东西字号都调大一点，答辩教室投影很模糊。", "session"),
    ("这周写的邮件都要抄送给财务。", "session"),
    ("Today's meeting is at 3pm.", "task"),                                # one event of today
    ("Today's numbers look bad.", "task"),                                 # a verdict on the thing at hand
    ("Send today's reports to Maria.", "task"),                            # one job
    ("今天的会都取消了。", "task"),                                         # what happened
    ("今天的快递都要签收吗？", "task"),                                      # asked
    # the one person of a kind at the user's workplace
    ("Being the only data person at a 30-person startup, I need things I can maintain alone.", "global"),
    ("I'm the only IT person at our clinic.", "global"),
    ("Is there only one person at the desk?", "task"),
    # what the whole household eats, because of one of them
    ("My daughter has celiac disease, so the whole house eats gluten-free.", "global"),
    ("Our whole family keeps kosher.", "global"),
    ("The whole house is a mess.", "task"),
    # where the user is on most days of a kind
    ("I'm away most weekends visiting my parents, so anything needing daily watering is out.", "global"),
    ("I'm at the climbing gym most evenings.", "global"),
    ("I'm away this weekend.", "task"),                                    # this weekend only
    # the places the user manages
    ("我管着华东区的十二家门店。", "global"),
    ("我管理着三个仓库。", "global"),
    ("我管着这个项目。", "task"),                                           # the thing at hand
    # carry-over file 41: who works in the user's organization, the tool the user works with
    ("Just so you know, I'm volunteer-run, we have zero paid staff, so budget lines for salaries won't apply.", "global"),
    ("We have 12 employees.", "global"),
    ("We have no staff available this weekend.", "task"),
    ("我用的是WPS，不是微软的Office。", "global"),
    ("我电脑用的是Windows。", "global"),
    ("我用的是这个模板。", "task"),
    # carry-over file 42: a food ruled out as anything with it, what the user carries for a condition, a new driver,
    # the household's registration, a standard "往...靠" for the session's work
    ("I can't have anything with nuts, I carry an EpiPen.", "global"),
    ("I always carry an inhaler.", "global"),
    ("I can't have anything with that sauce.", "task"),
    ("我拿驾照才半年，高速开得少。", "global"),
    ("我开车开了五年吗？", "task"),
    ("我们是外地户口，在这边交了五年社保。", "global"),
    ("我是上海户口吗？", "task"),
    ("这次改的内容都往外企的风格靠，简洁一点。", "session"),
    ("今天的人都往外跑。", "task"),
    # carry-over file 43: a move told from where the user lived, a trait (五音不全, 方向感差), a scope of this conversation
    # over what is mentioned in it
    ("我之前住在成都，上个月搬到杭州了。", "global"),
    ("我以前在北京上班，去年搬到深圳了。", "global"),
    ("我之前在这家店买过，后来搬到楼上了。", "task"),
    ("我五音不全，唱歌的节目就别考虑了。", "global"),
    ("我方向感特别差，经常左右不分。", "global"),
    ("这次会话中提到的金额都是人民币。", "session"),
    ("今天说的都是真的吗？", "task"),
    # probe set 47 (session context, written first: 30 of 32): the work of the session named before the way to do it, a
    # scope's standard said with an adjective alone, what the user is doing at this moment
    ("While we work on this deck today, use our new logo colors: teal and charcoal.", "session"),
    ("While we work on this today, never round percentages.", "session"),
    ("While I work on this today, can you find me a hotel?", "task"),
    ("今天的回复都短一点，我在开车用语音。", "session"),
    ("我在开车用语音。", "task"),                                          # the moment's state, not a habit
    ("我在开车的时候喜欢听播客。", "global"),
    ("今天的菜都挺好吃的。", "task"),
    # carry-over file 44: gender and pronouns, the user's office week, a degree of myopia, this session's scope over what
    # is said of a kind of thing
    ("I'm non-binary and go by they/them, if that ever comes up.", "global"),
    ("Today's meeting: she goes by Sam.", "task"),
    ("I'm in the office Tuesday to Thursday, home the rest.", "global"),
    ("I'm home on Fridays.", "global"),
    ("I'm in the office on Tuesday.", "task"),                            # one day
    ("I'm in the office Monday through Friday this week.", "task"),
    ("我高度近视，一千度。", "global"),
    ("这次说的竞品都只算国内的，国外的不考虑。", "session"),
    # carry-over file 45, facts said inside the request: after a dash, the device the user reads on, a role said as
    # "their" with how long, twins, "这次" opening its own clause, a standard "都偏...", hours a day spent on a thing
    ("Summarize the Zephyr vendor proposal for me, and keep it short - I read everything on my phone these days.", "global"),
    ("I read it on my phone.", "task"),
    ("Make me a 10k training plan - I've got asthma so nothing too intense at the start.", "global"),
    ("Book a table - my treat.", "task"),
    ("Write a thank-you note to the Hadley team. For context, I'm their account manager and have been for 6 years.", "global"),
    ("Recommend a stroller that fits in a small trunk; we have twins, so it needs to be a double.", "global"),
    ("帮我出几道前端面试题，这次出的题都偏实战，别考八股文。", "session"),
    ("颈椎不舒服有什么办法，我一天要低头看手机好几个小时。", "global"),
    ("Ok, I don't like anything you came up with - I'll give you one more chance.", "task"),  # the assistant's picks
    ("I don't like anything too sweet.", "global"),
    # probe set 48 (facts said beside a request, written first: 23 of 28): a household member's mobility aid, how long the
    # user commutes, "already" before what the household has
    ("Can you suggest a weekend itinerary for Lisbon? My husband uses a wheelchair, so flat routes only.", "global"),
    ("My client uses a wheelchair.", "task"),
    ("Recommend some podcasts for my drive - I commute about an hour each way.", "global"),
    ("Suggest a name for my new puppy; we already have a cat called Miso.", "global"),
    # probe set 49 (facts said beside a request, written after set 48's rules: 19 of 26): a dash before the question, a fact
    # in brackets, "As someone who ...", what the home lacks, colour blindness, a monthly mortgage, an old injury
    ("I'm a nurse on rotating shifts - what's the best way to plan meals for the week?", "global"),
    ("Can you find a hotel in Rome with an elevator (I have a bad knee)?", "global"),
    ("Call me (I'm free after 5).", "task"),
    ("As someone who hates crowds, where should I go in Paris on a Saturday?", "global"),
    ("As someone who is new here, where do I start?", "task"),
    ("Give me a 20-minute workout I can do at home - I don't have any equipment.", "global"),
    ("I don't have the file.", "task"),
    ("Could you make the slides colorblind-friendly? I'm red-green colorblind.", "global"),
    ("帮我看看这个月的账单，我每个月房贷要还八千。", "global"),
    ("给我做个健身计划，我膝盖受过伤，不能跑跳。", "global"),
])
def test_what_the_carry_over_files_38_to_45_found(text, scope):
    assert routed(text) == scope


@pytest.mark.parametrize("message, kept", [
    ("Keep everything I send today short, I'm texting from my phone on break.", "texting from my phone"),
    ("今天回复简短点，我在外面用手机。", "在外面用手机"),
])
def test_the_situation_said_after_a_way_of_working_for_the_session_goes_with_it(message, kept):
    from zoned_memory.facts.classify import classify_all
    from zoned_memory.facts.statements import split_statements
    session = [label.text for label in classify_all(split_statements(message)) if label.scope == "session"]
    assert len(session) == 1 and kept in session[0]


def test_a_fact_said_after_a_way_of_working_for_the_session_stays_a_fact():
    from zoned_memory.facts.classify import classify_all
    from zoned_memory.facts.statements import split_statements
    labels = classify_all(split_statements("Keep answers short today, I'm vegetarian."))
    assert [label.scope for label in labels] == ["session", "global"] and "vegetarian" not in labels[0].text
