"""What the agent-work sets of stop 53 (`tests/data/boundaries_agent_work_37.jsonl`, `_38`, written before the rules
they asked for) found the detector missing, read turn by turn with `TaskBoundaryDetector` alone (issue #23)."""

from __future__ import annotations

import pytest

from tests.boundary_play import verdict


_DUNNING = [("帮我给客户写个催款邮件，发票号INV-2291，逾期15天", "张总您好，发票INV-2291（金额¥48,000）已逾期15天，烦请安排付款……"),
            ("语气再客气一点", "张总您好，冒昧打扰，关于发票INV-2291……如已安排付款请忽略此邮件。")]
_LEASE = [("帮我看看这份租房合同有什么坑：押二付一，提前退租押金不退", "“提前退租押金不退”对租客不利，可以协商改为提前一个月通知不扣押金……"),
          ("维修责任那条呢", "合同写“所有维修由租客负责”，过于宽泛，应区分自然损耗和人为损坏。")]
_SPEECH = [("帮我写一段产品发布会的开场白，产品是智能手环X3", "各位来宾，大家好！今天，我们带来全新的智能手环X3……"),
           ("加一句关于续航的，能用21天", "……一次充电，畅用21天。")]
_LEAK = [("帮我写一封邮件给物业，反映楼上漏水的问题，1802室", "物业您好：我是1702室业主，近日发现卫生间天花板渗水，疑似1802室漏水……"),
         ("加一句希望三天内处理", "……恳请物业于三日内协调处理，谢谢！")]


def test_another_record_of_the_same_kind_named_by_its_id_in_chinese_opens_a_task():
    # "INV-2304" inside Chinese text is an id, and of the kind of the task's "发票号INV-2291"
    assert verdict(_DUNNING, "可以。还有一张INV-2304逾期30天了，也写一封，这个可以稍微严厉点") is not None


def test_the_tasks_own_record_again_continues():
    assert verdict(_DUNNING, "INV-2291的金额再核对一下") is None


def test_a_request_made_for_someone_else_is_no_remark():
    # "明白了。" opens it, but "你也帮她看看" asks for the same job on a friend's contract
    assert verdict(_LEASE, "明白了。我朋友那份合同也有类似条款，她的是押一付三，违约金两个月房租，你也帮她看看") is not None


@pytest.mark.parametrize("turns, message, tools", [
    (_SPEECH, "不错。顺便帮我订一下发布会那天中午的盒饭，四十份", ("food_order",)),   # boxed lunches: a meal ordered
    (_LEAK, "好的谢谢。我想学做红烧肉，能教我吗", ()),                             # a dish to learn to cook
])
def test_another_job_named_by_words_the_lexicon_lacked_opens_a_task(turns, message, tools):
    assert verdict(turns, message, tools) is not None


def test_learning_a_trade_is_no_cooking():
    from zoned_memory.boundary.reading.jobs import kinds_of
    assert "cooking" in kinds_of("我想学做红烧肉") and "cooking" not in kinds_of("我想学做生意")
