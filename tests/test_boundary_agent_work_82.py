"""What agent-work sets 82-84 (`tests/data/boundaries_agent_work_82.jsonl` to `_84.jsonl`, written at the start of stop 61)
found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import play, resumed
from zoned_memory.boundary.reading import cues

_PODS = [("our checkout pods keep getting OOMKilled, can you take a look",
          "checkout-7f9c pods hit their 512Mi limit during peak; 14 restarts in the last hour.", "kubectl"),
         ("bump the memory limit to 1Gi", "Patched deployment/checkout: memory limit 1Gi. Rolling out 6 pods.", "kubectl")]
_EULOGY = [("I need to write a eulogy for my grandfather. He was a carpenter and loved fishing on Lake Erie.",
            "Grandpa Joe built things that lasted: the porch swing, the kitchen table ..."),
           ("make it shorter, about three minutes read aloud", "Trimmed to about 400 words.")]
_ATTIRE = [("what's appropriate to wear to a funeral in the summer?", "Dark, modest clothing in breathable fabrics.")]
_TOAST = [("Draft a toast for the reception after the service", "We gather to remember Joe ...")]
_CALENDAR = [("what's on my calendar tomorrow", "9:30 standup, 2:00 1:1 with Priya, 4:00 vendor call with Acme.", "calendar"),
             ("move the 2pm with Priya to Thursday, same time", "Moved your 1:1 with Priya to Thursday 2:00 PM.", "calendar"),
             ("book a table for 2 at Nopa friday 8pm", "Booked Nopa, Friday 8:00 PM, 2 people.", "opentable")]
_SLOW_PC = [("我的电脑开机特别慢，怎么办", "先看启动项，再检查硬盘是不是机械盘。"), ("启动项怎么关", "任务管理器→启动，把不需要的右键禁用。")]
_PPT = [("我们部门要做年终总结PPT，帮我列个框架", "1. 年度目标回顾 2. 关键成果 3. 数据亮点 4. 问题与不足 5. 明年规划"),
        ("加一页团队成长", "已加入：团队成长。"),
        ("另外帮我写一封给新同事的欢迎邮件", "大家好，很高兴向大家介绍我们团队的新成员……"),
        ("新同事叫张伟，下周一入职，做前端", "已补充：张伟将于下周一加入我们……")]
_BOOKS = [("推荐几本关于时间管理的书", "《搞定》《高效能人士的七个习惯》《深度工作》。"),
          ("第一本主要讲什么", "讲GTD方法：收集、整理、组织、回顾、执行。"),
          ("帮我设个每天晚上十点的阅读提醒", "已设置：每天22:00提醒“阅读时间”。", "reminder")]
_RENAME = [("帮我写个Python脚本，批量重命名文件夹里的照片", "import os\nfor i, f in enumerate(sorted(os.listdir(d))): os.rename(...)"),
           ("按拍摄日期命名", "用PIL读EXIF的DateTimeOriginal，命名为20261206_153012.jpg。")]
_NULL_POINTER = [("帮我看看这段Java代码为什么报空指针：user.getAddress().getCity()", "getAddress()可能返回null，先判空或者用Optional。"),
                 ("改成Optional的写法", "String city = Optional.ofNullable(user.getAddress()).map(Address::getCity).orElse(\"未知\");")]


def test_while_i_have_you_opens_a_side_task_that_the_user_comes_back_from():
    detector = play(_PODS)
    aside = detector.observe("while I have you, rotate the API key for the shipping integration", ("vault",))
    assert aside is not None and "side task" in aside.reasons
    back, ids = resumed([*_PODS, ("while I have you, rotate the API key for the shipping integration",
                                  "Rotated secret shipping/api-key; new version 14 is live.", "vault")],
                        "did checkout settle down after the bump?", ("kubectl",))
    assert back == ids[0]
    assert play(_PODS).observe("while I have you, bump the checkout limit on the canary pods too") is None  # the task's own


def test_an_edit_of_a_text_after_a_question_asked_beside_it_goes_back_to_the_text():
    back, ids = resumed([*_EULOGY, *_ATTIRE], "can you add a line about his workshop smelling of cedar?")
    assert back == ids[0]
    back, _ = resumed([*_EULOGY, *_TOAST], "can you add a line about his workshop smelling of cedar?")
    assert back is None  # the toast at hand is a text too


def test_a_thing_added_by_a_pronoun_is_the_current_tasks_and_resumes_no_earlier_task():
    back, _ = resumed(_CALENDAR, "add it to my calendar", ("calendar",))
    assert back is None
    back, ids = resumed(_CALENDAR, "add the Acme call to my calendar", ("calendar",))
    assert back == ids[0]  # a thing the calendar task named


def test_顺便问一下_opens_a_side_task_and_the_task_named_before_那个_is_returned_to():
    aside = play(_SLOW_PC).observe("顺便问一下，Windows怎么激活")
    assert aside is not None and "side task" in aside.reasons
    back, ids = resumed([*_SLOW_PC, ("顺便问一下，Windows怎么激活", "设置→系统→激活，输入产品密钥。")], "开机慢那个，内存要不要加")
    assert back == ids[0]
    assert play(_SLOW_PC).observe("顺便说一下，我用的是Windows 11") is None  # it tells, asks nothing


def test_a_chinese_question_opening_with_an_earlier_tasks_latin_name_returns_to_it():
    back, ids = resumed(_PPT, "PPT最后一页写什么比较好")
    assert back == ids[0]
    back, _ = resumed(_PPT, "Excel最后一页写什么比较好")  # no task named it
    assert back is None


def test_an_earlier_replys_book_named_before_那本_is_returned_to():
    back, ids = resumed(_BOOKS, "深度工作那本有电子版吗", ("books",))
    assert back == ids[0]


def test_one_more_script_that_does_something_else_is_another_task():
    assert play(_RENAME).observe("再写一个把图片压缩到500KB以下的") is not None
    assert play(_RENAME).observe("再写一个更短的") is None  # the same script again


def test_tests_asked_in_a_task_that_writes_code_are_of_that_code():
    assert play(_NULL_POINTER).observe("再帮我写个单元测试") is None
    assert play(_NULL_POINTER).observe("再帮我写个爬虫，抓取豆瓣电影的评分") is not None  # another job


def test_a_chinese_question_word_and_its_verb_closing_the_message_asks():
    assert cues.asks("Windows怎么激活")
    assert not cues.asks("我不知道怎么激活")
