"""What agent-work sets 91-93 (`tests/data/boundaries_agent_work_91.jsonl` to `_93.jsonl`, written at the start of stop 62)
and the carry-over files 69-71 read as boundary sets found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import SWITCHES_SINCE_AGENT_WORK, play, resumed

_MUSIC = [("play some focus music", "Playing 'Deep Focus' playlist.", "spotify"), ("turn it down a bit", "Volume set to 35%.", "spotify")]
_WEB03 = [("帮我查一下服务器web-03的CPU为什么一直95%", "top显示java进程占用92%，是订单服务。", "ssh"),
          ("先重启这个服务", "已重启order-service，CPU降到18%。", "ssh")]
_CONTRACTS = [("search my drive for the vendor contract with Brightline", "Found 'Brightline MSA 2025.pdf' and 'Brightline SOW 3.docx'.", "gdrive"),
              ("what's the termination notice period in the MSA", "90 days' written notice, Section 11.2.", "gdrive")]
_PRS = [("list open PRs in the payments repo", "#412 'Retry webhook delivery', #415 'Upgrade stripe-python', #418 'Fix currency rounding' (draft).",
         "github"), ("merge 412", "Merged #412 into main.", "github")]
_PARCEL = [("帮我查一下订单20261130887的物流", "顺丰SF1402938，昨天从广州发出，预计明天送达。", "shop"),
           ("那帮我申请改派到公司地址", "已提交改派申请，改到科技园南区8栋。", "shop")]
_DENVER = [("what's the weather in Denver this weekend", "Saturday sunny 48F, Sunday snow showers, 2-4 inches.", "weather"),
           ("book me a rental car at DEN for friday to monday", "Hertz, Toyota RAV4 AWD, Fri 6 PM - Mon 10 AM, $214.", "cars")]
_ETL = [("the nightly ETL failed, check the airflow logs", "dag sales_etl, task load_orders failed: too many connections.", "airflow"),
        ("retry that task", "Cleared load_orders for 2026-12-05; it's running again.", "airflow")]
_HIRING = [("draft a job post for a senior data engineer, remote, Airflow and dbt", "Senior Data Engineer (Remote) ..."),
           ("write a rejection email for candidates who fail the take-home", "Thank you for the time you spent on the exercise ...")]
_KAOYAN = [("我在准备考研，数学一，复习计划怎么排", "9-10月强化，11月真题，12月模拟卷。"), ("高数哪本习题书好", "张宇的1000题或者李永乐的660题。")]
_LIGHTS = [("新房装修，客厅想做无主灯设计，要注意什么", "吊顶要预留8-10厘米放筒灯和灯带。"), ("筒灯选多少瓦的", "客厅20平左右用7瓦的。")]
_POSTMORTEM = [("Write a postmortem for yesterday's checkout outage.", "Summary: checkout failed for 47 minutes after a config push ..."),
               ("Root cause was an expired TLS cert", "Root cause updated: the TLS certificate on the payments gateway expired.")]


def test_a_root_of_a_number_of_its_own_is_a_job_of_its_own():
    skipped = [*_MUSIC, ("skip this track", "Skipped. Now playing 'Weightless' by Marconi Union.", "spotify")]
    assert play(skipped).observe("what's the square root of 7225") is not None
    assert play([("what's 85 times 85", "7225")]).observe("what's the square root of 7225") is None  # the reply's figure


def test_another_machine_of_the_fleet_is_another_task():
    assert play(_WEB03).observe("帮我看看web-05的磁盘", ("ssh",)) is not None


@SWITCHES_SINCE_AGENT_WORK
def test_the_same_machines_disk_continues():
    assert play(_WEB03).observe("帮我看看web-03的磁盘", ("ssh",)) is None


def test_the_one_of_a_name_the_task_never_said_is_another_subject():
    assert play(_CONTRACTS).observe("find the one with Copperleaf too", ("gdrive",)) is not None
    assert play(_CONTRACTS).observe("open the one from Brightline", ("gdrive",)) is None


def test_a_number_the_task_said_earlier_keeps_a_question_in_it():
    assert play(_PRS).observe("who's the author of 418", ("github",)) is None


def test_a_thing_the_user_bought_pointed_at_by_那个_is_no_pointer_into_the_task():
    assert play(_PARCEL).observe("另外帮我退一下上周买的那个蓝牙耳机", ("shop",)) is not None
    assert play(_PARCEL).observe("另外那个快递能不能放到前台", ("shop",)) is None


def test_a_kind_of_job_named_as_the_reason_for_the_tasks_own_job_opens_nothing():
    assert play(_DENVER).observe("AWD is good given the snow, book it", ("cars",)) is None
    assert play(_DENVER).observe("what's the snow forecast for Breckenridge on sunday", ("weather",)) is not None


def test_a_text_to_a_relative_the_task_never_named_is_another_job():
    assert play(_DENVER).observe("text my sister I'll be there saturday by noon", ("sms",)) is not None
    told = [*_DENVER[:1], ("I'm visiting my sister there", "Nice! Sunday looks snowy, so plan indoor time.", "weather")]
    assert play(told).observe("text my sister I'll be there saturday by noon", ("sms",)) is None  # the task named her


def test_an_order_on_another_part_of_the_system_is_another_task():
    assert play(_ETL).observe("pause the marketing_attribution dag until monday", ("airflow",)) is not None
    assert play(_ETL).observe("pause the sales_etl dag until monday", ("airflow",)) is None
    assert play(_ETL).observe("send the follow-up email", ()) is None  # a hyphenated word names no part of a system


def test_a_word_said_only_inside_a_hyphenated_word_is_not_in_common():
    assert play(_HIRING).observe("what's a good standing desk for my home office") is not None
    assert play(_HIRING).observe("how long should the take-home be") is None


def test_a_number_of_the_set_aside_task_goes_back_to_it():
    aside = [*_KAOYAN, ("顺便问一下，考研体检一般查什么", "一般是内科、外科、血常规、肝功能、胸透。")]
    back, ids = resumed(aside, "660题适合现在做吗")
    assert back == ids[0]
    back, _ = resumed(aside, "体检前一天能喝咖啡吗")
    assert back is None


def test_an_order_on_a_thing_pointed_at_after_a_reminder_goes_back():
    aside = [*_MUSIC, ("remind me to stretch in 45 minutes", "Reminder set for 3:45 PM: stretch.", "reminders")]
    back, ids = resumed(aside, "skip this track", ("spotify",))
    assert back == ids[0]
    back, _ = resumed(aside, "move it to 4pm", ("reminders",))  # the reminder's own word
    assert back is None


def test_the_one_named_by_a_word_of_an_earlier_tasks_identifier_goes_back_to_it():
    done = [*_ETL, ("pause the marketing_attribution dag until monday", "Paused marketing_attribution.", "airflow")]
    back, ids = resumed(done, "and the sales one, did the whole run finish", ("airflow",))
    assert back == ids[0]
    back, _ = resumed(done, "and the perfect one, did it run", ("airflow",))
    assert back is None


def test_another_room_of_the_home_is_another_task_and_the_first_is_returned_to():
    assert play(_LIGHTS).observe("卫生间防水要刷多高") is not None
    assert play(_LIGHTS).observe("客厅的灯带用什么牌子") is None
    back, ids = resumed([*_LIGHTS, ("卫生间防水要刷多高", "淋浴区墙面刷1.8米。")], "回到客厅，灯带要不要做双色温")
    assert back == ids[0]


def test_the_best_way_to_do_something_is_a_question_of_knowledge():
    assert play(_POSTMORTEM).observe("Best way to make cold brew at home? I only drink decaf.") is not None
