"""The offline summary keeps planted facts of long tasks within its size budget (>= 95%).

Long zh/en tasks are generated from filler chatter (no facts) with facts planted at random
turns: numbers (digits and words), entities, Chinese names, decisions and failed tool paths,
some phrased without any failure keyword list a reader would expect. Seeded, so the figure is
stable; the rate is printed for the record."""

from __future__ import annotations

import random

from zoned_memory.summarize import MAX_SUMMARY_CHARS, ChatMessage, extractive_summary

FILLER = {
    "en": ["ok, let me look into that for you", "sure, give me a moment", "thanks, that helps a lot",
           "let me think about the best way to present this", "good question, here is what I see",
           "I will keep going with the analysis now", "right, that makes sense to me as well"],
    "zh": ["好的，我来看一下", "稍等，我整理一下思路", "谢谢，这很有帮助", "明白了，我继续分析",
           "这个问题问得好，我想一想", "好，我接着往下做", "嗯，这样理解是对的"],
}
FACTS = {
    "en": ["the warehouse in Lyon holds {n} pallets", "we decided to use the quarterly report instead",
           "the sales_api call returned nothing useful for page {n}", "Globex Inc signed for {n} licenses",
           "revenue grew by twelve percent", "the export job crashed after {n} rows",
           "Maria Lopez owns the budget review", "the CRM lookup came back empty for account {n}"],
    "zh": ["上海仓库库存为{n}件", "我们决定改用季度报表", "销售接口第{n}页没有返回数据", "张伟负责预算审核",
           "营收增长了百分之十二", "导出任务在第{n}行崩溃", "李娜确认了合同条款", "客户系统查询账户{n}为空"],
}


def long_task(lang: str, rng: random.Random, turns: int = 120) -> tuple[list[ChatMessage], list[str]]:
    messages = [ChatMessage(role="user", content={"en": "Analyze the account", "zh": "帮我分析这个账户"}[lang])]
    planted = []
    for turn in range(turns):
        if rng.random() < 0.12:
            fact = rng.choice(FACTS[lang]).format(n=rng.randint(100, 99999))
            planted.append(fact)
            text = f"{rng.choice(FILLER[lang])}. {fact}." if lang == "en" else f"{rng.choice(FILLER[lang])}。{fact}。"
        else:
            text = rng.choice(FILLER[lang]) + ("." if lang == "en" else "。")
        messages.append(ChatMessage(role="assistant" if turn % 2 else "user", content=text))
    return messages, planted


def test_planted_facts_survive_the_summary_within_its_budget():
    rng = random.Random(20261130)
    kept = total = 0
    for lang in ("en", "zh"):
        for _ in range(20):
            messages, planted = long_task(lang, rng)
            summary = extractive_summary(messages)
            assert len(summary) <= MAX_SUMMARY_CHARS
            kept += sum(fact in summary for fact in planted)
            total += len(planted)
    rate = kept / total
    print(f"planted facts kept: {kept}/{total} = {rate:.3f}")
    assert total > 200 and rate >= 0.95


def test_over_budget_the_end_of_the_task_wins():
    messages = [ChatMessage(role="user", content="Analyze Acme Corp")]
    messages += [ChatMessage(role="assistant", content=f"Acme Corp detail number {n} is {n * 7}.") for n in range(400)]
    messages.append(ChatMessage(role="assistant", content="Final decision: we decided to drop the Q4 forecast."))
    summary = extractive_summary(messages, max_chars=1000)
    assert len(summary) <= 1000
    assert "Final decision" in summary and summary.startswith("Request: Analyze Acme Corp")
    assert "detail number 399" in summary and "detail number 0 " not in summary
