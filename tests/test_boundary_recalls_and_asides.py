"""Returns by what an earlier task said, small talk that asks the assistant's opinion, asides after a go-ahead
(stop 42 of the boundary card)."""

from __future__ import annotations

import pytest

from tests.boundary_play import play
from zoned_memory.boundary.rules.decisions import is_remark, orders_booking, orders_on_output
from zoned_memory.boundary.rules.another_job import adds_another_job, searches_for_another_job
from zoned_memory import TaskBoundaryDetector
from zoned_memory.boundary import DetectorConfig
from zoned_memory.boundary.reading.jobs import kinds_of
from zoned_memory.boundary.rules.leaning import answers_the_question
from zoned_memory.boundary.learned.features import TaskState, absorb
from zoned_memory.boundary.rules.booking_returns import books_after_a_task_that_books_nothing
from zoned_memory.boundary.rules.returns import recalls_what_an_earlier_task_said
from zoned_memory.boundary.rules.unrelated import starts_unrelated_job


def test_a_question_to_be_reminded_of_what_an_earlier_task_said_returns_to_it():
    detector = play([("What's on my schedule for Thursday?", "You have a physio session at 9 and lunch with Dana at 1."),
                     ("Push lunch to 1:30.", "Done, lunch with Dana is now at 1:30.")])
    calendar = detector.current.task_id
    assert detector.observe("Thanks. Order me a large coffee and a bagel for pickup.") is not None
    detector.add_assistant_message("Ordered from Joe's Cafe, ready in 10 minutes.")
    back = detector.observe("Oh, when was the physio again?")
    assert back is not None and back.resume_task_id == calendar


def test_a_question_after_turning_an_offer_down_returns_to_the_task_that_named_it():
    detector = play([("我家宽带从昨天开始一直连不上。", "线路检测正常，已为您安排后天下午维修师傅上门检查。")])
    repair = detector.current.task_id
    assert detector.observe("好的。顺便问下，我这个套餐什么时候到期？") is not None  # "我这个": the user's own plan
    detector.add_assistant_message("您的套餐明年5月到期，现在可以升级到1000M，需要帮您办理吗？")
    back = detector.observe("暂时不升了。维修师傅一般几点到？")
    assert back is not None and back.resume_task_id == repair


def _state(task_id, *turns):
    state = TaskState(task_id=task_id)
    for user, reply in turns:
        absorb(state, user, (), None)
        state.replies.append(reply)
    return state


def test_what_the_current_task_said_is_no_return():
    calendar = _state("cal", ("What's on tomorrow?", "A dentist appointment at 10."))
    pizza = _state("pizza", ("Order a pizza for the party at the dentist office.", "Ordered, $18.50 total."))
    assert recalls_what_an_earlier_task_said(pizza, {"cal": calendar}, "What was the total again?") is None
    assert recalls_what_an_earlier_task_said(pizza, {"cal": calendar}, "Where was the dentist again?") is None
    assert recalls_what_an_earlier_task_said(pizza, {"cal": calendar}, "Which time was it again?") is None  # names nothing


def test_a_statement_is_no_question_to_be_reminded():
    calendar = _state("cal", ("What's on tomorrow?", "A dentist appointment at 10."))
    pizza = _state("pizza", ("Order a pizza.", "Ordered, $18.50 total."))
    assert recalls_what_an_earlier_task_said(pizza, {"cal": calendar}, "The dentist was nice last time.") is None
    assert recalls_what_an_earlier_task_said(pizza, {"cal": calendar}, "What time was the dentist again?") == "cal"


def test_getting_tickets_for_what_was_found_books_it():
    assert orders_booking("Get me 2 tickets for Dune at 6pm.")
    assert orders_booking("Perfect, get us a table for four.")
    assert not orders_booking("Get me the weather for Tuesday.")
    detector = play([("I want to see a movie tonight, something in 3D near Oakland.",
                      "Showing in 3D at AMC Bay Street: Dune, Wonka and Napoleon.")])
    assert detector.observe("Get me 2 tickets for Dune at 7pm.") is None


@pytest.mark.parametrize("message", ["Have you been to Lucca?", "Do you like italian food?",
                                     "I hear those apartments are pretty nice. What do you think?",
                                     "Ok. Have you ever been to Detroit? It's actually pretty nice here."])
def test_asking_the_assistants_opinion_is_small_talk(message):
    assert is_remark(message)


@pytest.mark.parametrize("message", ["Do you know if they have live music?", "Do you think you could play a game with me?",
                                     "Do you have any other flights?", "Have you been to Lucca? Book it for 7."])
def test_asking_for_something_through_the_assistant_is_no_small_talk(message):
    assert not is_remark(message)


@pytest.mark.parametrize("go_ahead, aside", [("好，订这个。", "对了，颐和园的门票要提前预约吗？"),
                                             ("OK, book it.", "By the way, what's the visa policy for Japan?")])
def test_an_aside_after_a_go_ahead_opens_a_task(go_ahead, aside):
    detector = play([("帮我在北京找个离天安门近的酒店，500以内。" if go_ahead.startswith("好") else
                      "Find me a hotel near the Louvre under 200 euros.",
                      "如家王府井店每晚420元。" if go_ahead.startswith("好") else "Hotel Relais du Louvre, 189 euros a night.")])
    assert detector.observe(go_ahead + aside) is not None
    assert play([("帮我在北京找个离天安门近的酒店，500以内。", "如家王府井店每晚420元。")]).observe("好，订这个。") is None


def test_a_request_after_an_exclamation_stands_alone():
    facts = _state("facts", ("Tell me a random fact about space.", "A day on Venus is longer than a year on Venus."))
    reply = "Neutron stars can spin 600 times a second."
    assert starts_unrelated_job(facts, "Crazy. OK, I need a ride to the airport at 5 tomorrow morning.", reply)
    assert not starts_unrelated_job(facts, "Crazy. OK, tell me another fact about space.", reply)  # the task's words
    detector = play([("Tell me a random fact about space.", "A day on Venus is longer than a year on Venus."),
                     ("Whoa. Another one!", reply)])
    assert detector.observe("Crazy. OK, I need a ride to the airport at 5 tomorrow morning.") is not None


def test_another_service_of_a_running_system_is_another_subject():
    detector = play([("What's the p95 latency of the billing service today?", "p95 is 840 ms, up from 310 ms."),
                     ("Restart its pods.", "Restarted 6 pods of the billing service.")])
    assert detector.observe("Thanks. Also, what's the p95 latency for the auth service?") is not None


def test_a_complaint_about_the_chart_names_no_other_store():
    detector = play([("统计一下上周各门店的销售额。", "上周销售额：南山店12万，福田店9万，宝安店7万。"),
                     ("帮我写个Python函数，把这种门店数据画成柱状图。", "可以用matplotlib：def plot_stores(data): ...")])
    assert detector.observe("横轴的门店名显示成中文乱码了。") is None


def test_an_aside_asking_for_another_kind_of_job_opens_a_task_even_about_the_tasks_thing():
    launch = _state("launch", ("帮我写一段产品发布会的开场白。", "各位来宾，大家好！今天我们发布全新智能手表……"))
    reply = "已精简到98字。"
    assert starts_unrelated_job(launch, "好。顺便问一下，发布会那天杭州会下雨吗？", reply)  # weather, about the launch's day
    assert not starts_unrelated_job(launch, "好。顺便问一下，发布会的开场白要多长？", reply)  # the task's own job
    assert not starts_unrelated_job(launch, "好。顺便说一下，发布会那天我要去杭州开会。", reply)  # tells, asks nothing


def test_that_film_named_by_its_measure_word_points_back_at_the_earlier_task():
    detector = play([("帮我推荐一部最近上映的科幻电影。", "推荐《流浪地球3》，评分8.1。"),
                     ("导演是谁？", "郭帆。")])
    film = detector.current.task_id
    assert detector.observe("好的。我想给孩子报一个游泳培训班，他今年7岁。") is not None
    detector.add_assistant_message("推荐海豚游泳馆的少儿班，每节课150元。")
    back = detector.observe("那部电影现在还在上映吗？")
    assert back is not None and back.resume_task_id == film


@pytest.mark.parametrize("message, kind", [("I also need a car in Denver for those days.", "car_rental"),
                                           ("帮我订一个明天下午3点的会议室，8个人。", "calendar"),
                                           ("Book a meeting room for Thursday at 2.", "calendar"),
                                           ("帮我写一段年会的开场白。", "writing")])
def test_kinds_of_job_named_by_this_stops_probes(message, kind):
    assert kind in kinds_of(message)


def test_the_output_moved_into_something_continues_the_task():
    assert orders_on_output(_state("t", ("分析一下这周的退货原因。", "主要是尺码不合适（41%）。")), "把这个结论写进周报里。")
    assert not orders_on_output(_state("t", ("分析一下这周的退货原因。", "主要是尺码不合适（41%）。")), "帮我写一份周报。")


def test_an_explicit_cue_after_a_short_first_sentence_switches():
    detector = play([("How do I reset my router?", "Hold the reset button for 10 seconds."),
                     ("Done, it wants a password.", "Try admin/admin from the sticker.")])
    boundary = detector.observe("Got in, thanks! Totally different question: how do I descale a kettle?")
    assert boundary is not None and boundary.reasons == ("explicit cue",)


def test_a_job_asked_while_the_assistant_works_is_a_side_task_the_user_returns_from():
    detector = play([("我的车打不着火了，帮我叫个道路救援，我在三元桥。", "已为您呼叫救援，预计30分钟到达。")])
    rescue = detector.current.task_id
    assert detector.observe("等的时候帮我查一下明天北京的天气。") is not None
    detector.add_assistant_message("明天北京晴，气温3到12度。")
    back = detector.observe("救援车现在到哪了？")
    assert back is not None and back.resume_task_id == rescue


def test_a_wish_to_change_something_is_no_small_talk():
    assert not is_remark("好的。另外我的账号绑定的邮箱想换一个。")
    assert is_remark("唉，今天真是累死我了。")


def test_booking_details_name_no_other_thing_to_book():
    detector = play([("I need a moderately priced guesthouse in the south with free wifi.",
                      "Aylesbray Lodge Guest House is a moderately priced guesthouse in the south.")])
    lodging = detector.current.task_id
    assert detector.observe("Great. I'm also looking for something fun to do in the centre.") is not None
    detector.add_assistant_message("Ballare is a nightclub in the centre, entry 5 pounds.")
    back = detector.observe("Could you book Aylesbray for 4 nights from Wednesday for 2 people?")
    assert back is not None and back.resume_task_id == lodging


@pytest.mark.parametrize("reply, message", [("Timer set for 20 minutes.", "Thanks. What's a good substitute for buttermilk?"),
                                            ("Your table for two is booked at 7 pm.", "Thanks. Book me a cab to the airport for 6 am."),
                                            ("Timer set for 20 minutes.", "Thanks. What's a good alternative to soy sauce?")])
def test_a_request_of_its_own_after_thanks_for_a_delivery_starts_a_task(reply, message):
    state = _state("t", ("Set a timer for 20 minutes." if reply.startswith("Timer") else "Book a table for two at Lucca at 7.", reply))
    assert starts_unrelated_job(state, message, reply)
    assert not starts_unrelated_job(state, "Thanks, that's all I need.", reply)


def test_an_order_to_book_in_a_task_that_books_nothing_returns_to_the_task_that_found_it():
    event = _state("event", ("Find me a concert in Oakland on the 9th.", "Local Natives play the Fox Theater on March 9th."))
    event.kinds = {"events"}
    balance = _state("balance", ("What's my checking balance?", "Your checking balance is $2,310."))
    balance.kinds = {"banking"}
    assert books_after_a_task_that_books_nothing(balance, {"event": event}, "Okay. I'd like to book the tickets now.") == "event"
    assert books_after_a_task_that_books_nothing(balance, {"event": event}, "What's my savings balance?") is None  # no order
    assert books_after_a_task_that_books_nothing(balance, {"event": event}, "Book me a hotel in Oakland.") is None  # a kind no task had
    assert books_after_a_task_that_books_nothing(event, {"balance": balance}, "Book the tickets.") is None  # the current task books


def test_an_order_to_book_naming_another_subject_opens_a_task_of_its_own():
    hotel = _state("hotel", ("Find me a hotel in Paris near the Louvre.", "Hotel Lutetia has rooms from 300 EUR."))
    hotel.kinds = {"lodging"}
    weather = _state("weather", ("What's the weather in Berlin tomorrow?", "Sunny, 20 degrees."))
    weather.kinds = {"weather"}
    assert books_after_a_task_that_books_nothing(weather, {"hotel": hotel}, "Book a hotel in Rome before Friday.") is None
    assert books_after_a_task_that_books_nothing(weather, {"hotel": hotel}, "Great, book the Lutetia on Friday.") == "hotel"


@pytest.mark.parametrize("reply, message", [("Is there anything else I can help you with?", "I also need a regular ride to get there."),
                                            ("Your flight is booked.", "I need a hotel room there too.")])
def test_another_kind_wished_for_after_anything_else_or_with_too_is_another_job(reply, message):
    flight = _state("flight", ("Find me a flight to Denver on Friday.", "United UA 215 at 8 am."))
    flight.kinds = {"flight"}
    assert adds_another_job(flight, message, reply)
    assert not adds_another_job(flight, message, "What time would you like to leave?")  # answering the task's question


def test_a_search_for_another_kind_after_a_reply_that_informs_is_another_job():
    weather = _state("weather", ("What's the weather in Portland on Saturday?", "Sunny, 74 degrees, 5 percent chance of rain."))
    weather.kinds = {"weather"}
    reply = "The humidity should be around 43 percent."
    assert searches_for_another_job(weather, "Okay, good. Can you show me some attractions? I'm looking for a park.", reply)
    assert not searches_for_another_job(weather, "Okay. Are there any attractions near there?", reply)  # near the task's place
    assert not searches_for_another_job(weather, "Okay. Any chance of snow?", reply)


@pytest.mark.parametrize("message, kind", [("有没有含早餐？", "dining")])
def test_a_places_attributes_name_no_kind_of_job(message, kind):
    assert kind not in kinds_of(message)


def test_a_chatty_answer_to_the_tasks_question_is_not_the_models_to_switch_on():
    bank = _state("bank", ("I want to check my checking balance.", "Please tell me your account number."))
    bank.kinds = {"banking"}
    asked = "Thanks. And what is your PIN?"
    assert answers_the_question(bank, "I can't remember my PIN right now. I'm not supposed to give it out anyway.", asked)
    assert not answers_the_question(bank, "Hold on, what's the weather in Seattle tomorrow?", asked)  # another kind of job
    assert not answers_the_question(bank, "New task: draft a note to my landlord.", asked)            # a cue
    assert not answers_the_question(bank, "I can't remember it.", "Your balance is $2,310. Anything else?")  # no question of the task
    detector = TaskBoundaryDetector(DetectorConfig(threshold=0.0))  # the model calls everything a switch
    detector.observe_in_current("I want to check my checking balance.")
    detector.add_assistant_message(asked)
    assert detector.observe("I can't remember my PIN right now, sorry.") is None


def test_a_question_of_the_current_tasks_kind_is_no_reminder_of_an_earlier_one():
    acme = _state("acme", ("Analyze the Q3 sales of Acme Corp", "Acme Corp Q3 revenue was 1200k"))
    acme.kinds = {"business"}
    globex = _state("globex", ("New task: analyze the Q3 sales of Globex Inc", "Globex Inc had strong Q3 sales."))
    globex.kinds = {"business"}
    assert recalls_what_an_earlier_task_said(globex, {"acme": acme}, "What was the Q3 revenue?") is None
    assert recalls_what_an_earlier_task_said(globex, {"acme": acme}, "What was the Q3 revenue again?") is None  # its kind
