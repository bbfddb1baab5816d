"""What agent-work sets 121-123 (`tests/data/boundaries_agent_work_121.jsonl` to `_123.jsonl`, written during stop 64 after
the rules of sets 118-120) and carry-over files 83-84 read as sets found, read turn by turn with `TaskBoundaryDetector`
(issue #23)."""

from __future__ import annotations

from tests.boundary_play import play
from zoned_memory.boundary.reading.request_forms import KNOWLEDGE

_DELIVERY = [("check my Uber Eats order", "Your Thai Basil order is being prepared; ETA 35 minutes.", "ubereats"),
             ("add a Thai iced tea", "Added a Thai iced tea, +$4.50.", "ubereats"),
             ("dim the living room lights", "Living room lights dimmed to 40%.", "smarthome"),
             ("and turn on the porch light", "Porch light is on.", "smarthome")]
_GROOMER = [("I want to book a haircut for Saturday.", "Great Clips has openings at 11 AM and 2 PM on Sat.", "find_salon"),
            ("2 PM works.", "Booked your haircut at Great Clips, Saturday 2 PM.", "book_appointment"),
            ("I'm also going to need a dog groomer sometime next week, Bella is a mess.",
             "Happy Paws has availability Tuesday at 9 AM or Wednesday at 4 PM.", "find_groomer")]
_WORKOUT = [("I need a workout I can do in a hotel room, no equipment", "20 minutes: squats, push-ups, lunges, plank, burpees."),
            ("how many calories does that burn", "Roughly 150-250 calories for 20 minutes.")]
_COPY = [("帮我写一段产品介绍，我们做的是一款智能水杯", "会提醒你喝水的智能水杯：实时显示水温，定时震动提醒……"),
         ("突出续航，充一次电用30天", "已补充：一次充电，续航长达30天。")]
_ROOMMATE = [("我跟室友因为打扫卫生吵架了，怎么办", "坐下来好好谈，定一个轮值表。"), ("钟点工一般多少钱一小时", "一线城市大概40到60元一小时。")]
_NOTES = [("帮我在小红书上搜一下带娃自驾的攻略", "热门笔记：《带1岁宝宝自驾800公里的经验》《儿童座椅+车载必备清单》……", "xiaohongshu")]
_DECK = [("Help me tighten my pitch deck story. I'm a solo founder building scheduling software for dental clinics.",
          "Problem, solution, traction, market, ask."), ("We have 14 paying clinics", "Traction slide: 14 paying clinics, $4.2k MRR.")]
_ESSAYS = [("Help my son brainstorm college essays.", "1) Rebuilding a dirt bike 2) Working at the diner."),
           ("He likes the dirt bike one", "Outline: the engine that wouldn't start, the first ride.")]
_PLAN = [("帮我改一下这份装修方案的说明。", "已调整：突出了收纳设计和动线规划。"), ("客户预算是30万", "已在方案中注明：整体预算控制在30万元以内。")]
_CHEM = [("Help me structure my chem lab report.", "Title, abstract, introduction, methods, results."),
         ("The titration gave 0.102 M", "Results: the NaOH concentration was 0.102 M.")]


def test_a_turn_back_at_an_earlier_tasks_tools_returns_to_it():
    detector = play(_DELIVERY)
    food = next(iter(detector.earlier))
    boundary = detector.observe("is the food close", ("ubereats",))
    assert boundary is not None and boundary.resume_task_id == food


def test_picking_from_the_reply_with_an_earlier_tasks_tool_is_no_return():
    assert play(_GROOMER).observe("Wednesday please.", ("book_appointment",)) is None


def test_questions_of_knowledge_asked_after_a_delivery_stand_alone():
    assert play(_WORKOUT).observe("what's the time difference between Denver and Tokyo") is not None
    assert play(_COPY).observe("淘宝开店需要多少保证金") is not None
    assert KNOWLEDGE.search("淘宝开店需要多少保证金") and not KNOWLEDGE.search("大概要多少钱")  # not what the task's thing costs


def test_a_plan_to_go_alone_then_what_there_is_stands_alone():
    assert play(_ROOMMATE).observe("周末想一个人去看个展，上海最近有什么展") is not None


def test_one_of_those_listed_by_its_place_is_the_tasks():
    assert play(_NOTES).observe("第一篇里说要带什么", ("xiaohongshu",)) is None


def test_a_question_then_what_the_user_is_opens_a_task():
    assert play(_DECK).observe("How do I fix my sleep schedule? I'm a night owl by nature, my best work happens after midnight.") \
        is not None
    assert play(_ESSAYS).observe("What helps with lower back stiffness in the morning? I've had two herniated discs.") is not None
    assert play(_PLAN).observe("长期画图颈椎疼，有什么缓解的动作？我每天对着电脑画图八九个小时。") is not None
    assert play(_CHEM).observe("What part-time jobs fit around classes? I can't work Tuesdays or Thursdays because of labs.") \
        is not None
    assert play(_CHEM).observe("what helps with it") is None
