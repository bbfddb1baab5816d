"""What agent-work sets 136-138 (`tests/data/boundaries_agent_work_136.jsonl` to `_138.jsonl`, written at the start of stop
66) and carry-over file 90 found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_TENCENT = [("帮我看看腾讯第三季度的营收", "腾讯第三季度营收为1672亿元。")]


def test_another_company_asked_for_a_year_is_another_task():
    # Alibaba's figures must not land in Tencent's task, whatever the period is called
    assert verdict(_TENCENT, "那阿里巴巴今年呢？") is not None
    assert verdict(_TENCENT, "阿里巴巴去年呢") is not None
    # ... while the same company for another year, or a period alone, continues
    assert verdict(_TENCENT, "那腾讯今年呢？") is None
    assert verdict(_TENCENT, "去年呢") is None


_CAPTIONS = [("Write a product description for our new bamboo toothbrush",
              "Meet the toothbrush that returns to the earth: a biodegradable bamboo handle, soft charcoal-infused bristles "
              "and plastic-free packaging."),
             ("shorter, for an Instagram caption", "Brush better, waste less. Bamboo handle, charcoal bristles, zero plastic."),
             ("now do one for the refillable floss", "Floss that doesn't cost the earth: silk floss in a glass jar you refill forever.")]


def test_an_edit_after_the_same_job_for_another_product_edits_that_products_text():
    # the floss caption is the text at hand: the edit is of it, not a return to the toothbrush's task
    assert verdict(_CAPTIONS, "add a call to action") is None
    # ... and, the call to action added, naming the earlier product goes back to its task
    back, ids = resumed([*_CAPTIONS, ("add a call to action", "Floss that doesn't cost the earth: silk floss in a glass jar you "
                                                               "refill forever. Tap the link in bio to get yours.")],
                        "for the toothbrush one, add the price, $6")
    assert back == ids[0] == ids[1] and ids[2] == ids[3] != ids[0]


_CALENDAR = [("What's on my calendar tomorrow?", "9:00 standup, 11:00 design review with Marco, 16:30 dentist.", "calendar"),
             ("move the design review to Thursday same time", "Moved your design review with Marco to Thursday 11:00; Marco has been notified.",
              "calendar")]


def test_an_order_on_an_entry_the_task_listed_continues():
    assert verdict(_CALENDAR, "and cancel the dentist") is None  # an entry of the calendar the task read
    # ... not a job of another kind the task never listed
    assert verdict(_CALENDAR, "and find me a dentist near the office") is not None


_FILM = [("I want to watch a movie at New Parkway Theater. I prefer Cartoon movies.",
          "I found 1 movie; How to Train Your Dragon: The Hidden World.")]


def test_a_word_of_a_title_the_task_found_hides_no_other_job_asked_after_it():
    # "Train" of the film's title is an item found; "the restaurant" is another job
    assert verdict(_FILM, "How to Train your Dragon: The Hidden World sounds great. Can you reserve me a table at the restaurant?") \
        is not None


_TRANSLATION = [("帮我翻译一下这段话：We are pleased to inform you that your application has been approved.",
                 "我们很高兴地通知您，您的申请已获批准。")]


def test_one_more_passage_to_translate_continues():
    assert verdict(_TRANSLATION, "再翻一段：Please submit the remaining documents within 14 days.") is None
    # ... another text to polish is another job
    assert verdict(_TRANSLATION, "帮我润色一下这段：本公司成立于二零一零年，专注于医疗器械的研发与销售。") is not None


_FILMS_ZH = [("给我推荐几部好看的科幻电影", "《星际穿越》《降临》《流浪地球2》《月球》。"),
             ("流浪地球2在哪能看", "爱奇艺、腾讯视频、优酷都可以看，需要会员。")]


def test_booking_a_title_the_task_never_found_is_another_task():
    assert verdict(_FILMS_ZH, "帮我订两张今晚的电影票，万达影城，看《阿凡达》") is not None


_MEETING = [("Translate 'The meeting has been moved to Thursday' into Spanish", "La reunión se ha trasladado al jueves."),
            ("and into French", "La réunion a été déplacée à jeudi.")]


def test_a_reminder_after_a_translation_of_a_meeting_notice_is_another_job():
    # the meeting is what the quoted text says, not a job the task asked for; "send" is what the reminder is for
    assert verdict(_MEETING, "Set a reminder to send the agenda on Wednesday at 5pm") is not None
    # ... while the next language continues
    assert verdict(_MEETING, "and into German") is None


_NOTE = [("Help me write a thank-you note to my mentor.", "Dear Ruth, thank you for two years of patient advice..."),
         ("Her name is Ruth Alvarez and she retires in June", "Added: 'Enjoy your retirement in June, Ruth; you've earned every quiet morning.'")]


def test_an_order_of_its_own_then_a_word_about_the_user_is_another_task():
    # "years" of the fact told after the order is no word of the note's
    assert verdict(_NOTE, "Plan my meals for the week. I've been vegan for six years.") is not None
    assert verdict(_NOTE, "Make it warmer. I've known her for years.") is None


_PAPER = [("Summarize the main findings of the attached paper on sleep and memory consolidation",
           "The paper finds that slow-wave sleep spindles predict overnight retention of word pairs."),
          ("what was the sample size", "62 participants, 18-30 years old.")]


def test_the_same_job_on_the_other_paper_named_by_its_content_is_another_task():
    assert verdict(_PAPER, "Summarize the other paper too, the one on caffeine and reaction time") is not None
    assert verdict(_PAPER, "Summarize the limitations too") is None


def test_a_question_of_knowledge_asked_as_whether_the_assistant_knows_is_another_job():
    assert verdict(_TRANSLATION, "你知道签证面签一般会问什么问题吗") is not None
    assert verdict(_TRANSLATION, "你知道这句话用在正式场合合适吗") is None  # of the sentence at hand


_CAT = [("我家猫最近老是吐，是怎么回事", "常见原因：吐毛球、吃太快、换粮不适应。"), ("慢食碗哪种好", "选底部有凸起迷宫结构的陶瓷慢食碗，好清洗。")]


def test_a_search_on_a_shopping_app_for_a_thing_the_task_never_named_is_another_job():
    assert verdict(_CAT, "帮我在淘宝搜一下猫砂，要豆腐猫砂") is not None
    assert verdict(_CAT, "帮我在淘宝上买一个这种慢食碗") is None  # the bowl the task found


_MORTGAGE = [("帮我算一下，房贷一百二十万，三十年，利率3.1%，月供多少", "等额本息月供约5,124元。"), ("等额本金呢", "等额本金首月约6,433元。")]


def test_the_same_sum_for_another_loan_is_another_task():
    assert verdict(_MORTGAGE, "另外，车贷二十万，三年，利率4%，月供是多少") is not None
    assert verdict(_MORTGAGE, "那房贷改成二十年呢") is None
    assert verdict(_MORTGAGE, "房贷和车贷哪个应该先还") is None  # the two compared
