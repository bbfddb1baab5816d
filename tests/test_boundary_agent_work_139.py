"""What agent-work sets 139-141 (`tests/data/boundaries_agent_work_139.jsonl` to `_141.jsonl`) and carry-over files 92-93,
written in the middle of stop 66 and scored first, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_COMPLAINT = [("Help me respond to this customer complaint: 'My order arrived broken and nobody answers the phone.'",
               "Hi, I'm so sorry your order arrived damaged..."),
              ("offer a 20% discount code too", "Added: 'As an apology, here's 20% off your next order: SORRY20.'")]
_TRANSLATION = [("Translate this into French: 'The meeting has been moved.'", "La réunion a été déplacée.")]


def test_another_text_handed_over_for_the_same_job_is_another_task():
    assert verdict(_COMPLAINT, "Another one: 'I was charged twice for the same subscription.'") is not None
    assert verdict(_TRANSLATION, "Another one: 'Please bring your badge.'") is None  # one more line to translate: the task's


_SPANISH = [("what's the best way to learn Spanish in 6 months? I have about an hour a day",
             "Mix: 20 min of Anki vocab, 20 min of a structured course (e.g. Language Transfer), 20 min of listening or a tutor "
             "twice a week on italki.")]


def test_a_verdict_asked_on_a_name_alone_leans_on_the_task():
    assert verdict(_SPANISH, "is Duolingo worth it") is None  # one more way to learn, by its name
    assert verdict(_SPANISH, "Is a standing desk worth it?") is not None  # a thing of its own


_POSTS = [("帮我写一个小红书文案，推荐我们店的桂花拿铁", "秋天的第一杯桂花拿铁🍂 | 一口下去全是桂花香……"),
          ("加几个话题标签", "#秋天的第一杯奶茶 #桂花拿铁 #咖啡探店"),
          ("再写一篇推荐我们的栗子蛋糕", "栗子控冲！这款栗子蛋糕是真的会回购的🌰……"),
          ("标题再吸引人一点", "《谁懂啊！这家的栗子蛋糕我一周吃了三次》")]


def test_a_change_to_the_text_written_about_an_earlier_subject_goes_back_to_it():
    back, ids = resumed(_POSTS, "拿铁那篇的标签改成五个")
    assert back == ids[0] == ids[1] and ids[2] == ids[3] != ids[0]
    back, _ = resumed(_POSTS, "这篇的标签改成五个")  # the post at hand
    assert back is None


_BOOKS = [("What are some good sci-fi books for someone who loved Project Hail Mary?",
           "The Martian, Children of Time, The Long Way to a Small Angry Planet."),
          ("get it on my Kindle", "Purchased 'The Long Way to a Small Angry Planet' for $9.99; it's on your Kindle now.", "kindle")]


def test_an_order_to_renew_something_of_the_users_is_another_job():
    assert verdict(_BOOKS, "Also renew my library card, it expired last month") is not None
    assert verdict(_BOOKS, "Also add the Martian to my wishlist") is None


_DECK = [("帮我做一个智能门锁的产品演示PPT", "建议结构：1.痛点 2.产品亮点 3.安全认证 4.价格方案 5.案例。"),
         ("客户是做酒店的，调整一下话术", "已调整：痛点改为'房卡丢失补卡成本高、前台排队'。")]


def test_a_question_of_yes_or_no_without_its_mark_after_an_edit_is_another_job():
    assert verdict(_DECK, "帮我查一下下周二下午三点会议室有没有空") is not None
    assert verdict(_DECK, "价格方案那页要不要加上酒店批量采购的折扣") is None  # of the deck


_GROCERIES = [("Make a grocery list for the week.", "Oat milk, yogurt, eggs, chicken thighs, rice."), ("We need olive oil too", "Added olive oil.")]


def test_a_trouble_of_the_users_told_in_an_aside_is_another_job():
    assert verdict(_GROCERIES, "Also, my laptop keeps crashing") is not None
    assert verdict(_GROCERIES, "Also, my oat milk keeps going bad") is None  # a thing of the list


_BUDGET = [("Help me set up a monthly budget. I get paid every two weeks, about $2,100 each time.",
            "Budget on $4,200/month: rent 35%, food 12%, transport 8%, savings 20%."),
           ("Keep everything in this chat in whole dollars, no cents", "Got it: rent $1,470, food $504, transport $336, savings $840.")]


def test_a_decision_on_a_thing_of_the_users_the_task_never_named_is_another_job():
    assert verdict(_BUDGET, "Should I raise my car insurance deductible? I drive maybe 3,000 miles a year now since I work from home.") \
        is not None
    assert verdict(_BUDGET, "Should I lower my food budget a bit?") is None


_SCHOOL_FLAT = [("帮我分析一下这套学区房值不值得买。我们家孩子明年上小学。", "对口小学是区重点，但房龄25年、总价680万，单价比周边高30%。")]


def test_a_school_district_flat_names_no_region():
    # 学区房's 区 is no district of the task's, so the flat's own district is a detail, not another subject
    assert verdict(_SCHOOL_FLAT, "房子在海淀区，78平") is None
