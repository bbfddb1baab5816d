"""Generated training conversations for the agent work the public corpora lack (en + zh).

SGD and CrossWOZ teach travel, restaurants and bookings. An agent's tasks are also analyses of
one company after another, debugging one file after another, HR letters, ops incidents: the
switch there is often a NEW ENTITY for the same kind of job ("now analyze Globex"), and the
follow-ups are short ("plot it", "那毛利率呢？"). This module writes such conversations from
templates with a seeded generator, for training only (``python -m zoned_memory.boundary.training.train``);
no evaluation set is drawn from it.
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["generate"]

# (request templates, follow-ups, entities, assistant replies) per domain and language
DOMAINS: dict[str, dict[str, tuple[list[str], list[str], list[str], list[str]]]] = {
    "en": {
        "finance": (["Analyze the Q3 revenue of {e}", "Pull the quarterly sales numbers for {e}",
                     "How did {e} do last quarter?", "Give me a profit breakdown for {e}",
                     "Can you look at the cash flow of {e}?"],
                    ["What about the margin?", "And last year?", "Plot it by month", "Show that as a table",
                     "Break it down by region", "Is that higher than the forecast?", "Round the numbers",
                     "Which product sold best?", "Add the growth rate", "Sorry, I meant Q2"],
                    ["Acme Corp", "Globex Inc", "Initech", "Umbrella Ltd", "Stark Industries", "Wayne Enterprises",
                     "Hooli", "Vandelay Imports", "Soylent Corp", "Cyberdyne Systems", "Tesla", "Nvidia"],
                    ["{e} made {n} million in Q3, up 4%.", "Here is the breakdown for {e}: {n} units sold.",
                     "Done. Anything else?", "The margin was {n}%."]),
        "code": (["Debug the timeout in {e}", "Why does {e} crash on startup?", "Refactor {e} to use async",
                  "Review the pull request that changes {e}", "Add logging to {e}"],
                 ["Add a unit test for it", "The stack trace points to line 42", "Use a context manager instead",
                  "Make the retry count configurable", "Run the linter on it", "Explain the fix",
                  "It still fails on CI", "Keep the old behaviour behind a flag", "Shorter variable names please"],
                 ["auth_service.py", "billing.go", "scheduler.ts", "payments_api.py", "index.html", "Dockerfile",
                  "cache_layer.rs", "user_model.java", "deploy.yaml", "report_job.py"],
                 ["The bug in {e} is a missing await.", "I changed {e}; the tests pass.",
                  "Here is the patch for {e}.", "Done. What else can I do?"]),
        "hr": (["Draft an offer letter for {e}", "Write a performance review for {e}",
                "Prepare the onboarding plan for {e}", "Schedule an interview with {e}"],
               ["Make it more formal", "Add the start date of May 1", "Mention the signing bonus",
                "Keep it under one page", "Translate it to French", "Use their first name only"],
               ["Maria Lopez", "Chen Wei", "John Smith", "Aisha Khan", "Tom Becker", "Yuki Tanaka", "Priya Patel"],
               ["Here is the draft for {e}.", "I scheduled it for Tuesday at 10.", "Done. Anything else?"]),
        "ops": (["Check why {e} is returning 502 errors", "Scale up {e} to 5 replicas", "Roll back the last deploy of {e}",
                 "Find out why {e} is slow today"],
                ["Restart it", "Show me the last 50 log lines", "What changed yesterday?", "Page the on-call engineer",
                 "Is the database healthy?", "Keep an eye on it for an hour"],
                ["api-gateway", "checkout-service", "search-indexer", "the payments pod", "redis-cache", "auth-proxy"],
                ["{e} is back to normal.", "The error rate of {e} is {n}%.", "Done. Anything else?"]),
    },
    "zh": {
        "finance": (["帮我分析一下{e}第三季度的营收", "查一下{e}上个季度的销售数据", "{e}去年的利润怎么样？",
                     "给我做一份{e}的现金流分析", "看看{e}的财报"],
                    ["那毛利率呢？", "去年的呢？", "画成柱状图", "按地区拆分一下", "用表格展示", "比预期高吗？",
                     "保留两位小数", "哪个产品卖得最好？", "加上同比增长率", "不对，我是说第二季度"],
                    ["腾讯", "华为", "阿里巴巴", "小米", "比亚迪", "京东", "美团", "字节跳动", "百度", "网易",
                     "A公司", "B公司", "宁德时代"],
                    ["{e}第三季度营收为{n}亿元。", "{e}的数据整理好了，共{n}条。", "好的，还有什么需要吗？"]),
        "code": (["帮我排查{e}里的超时问题", "{e}启动就崩溃，看看为什么", "把{e}改成异步的", "帮我review一下{e}的改动",
                  "给{e}加上日志"],
                 ["再加个单元测试", "报错在第42行", "用上下文管理器改写", "把重试次数做成可配置的", "跑一下lint",
                  "解释一下这个修复", "CI上还是失败", "变量名短一点"],
                 ["auth_service.py", "billing.go", "scheduler.ts", "payments_api.py", "Dockerfile", "deploy.yaml",
                  "report_job.py", "订单服务", "登录模块"],
                 ["{e}的问题是少了一个await。", "我改好了{e}，测试通过。", "补丁在这里。", "好了，还需要什么吗？"]),
        "hr": (["给{e}起草一份录用通知", "帮我写{e}的绩效评语", "安排一下{e}的入职计划", "约{e}下周面试"],
               ["语气正式一点", "加上入职日期5月1日", "提一下签字费", "控制在一页以内", "翻译成英文"],
               ["张伟", "李娜", "王芳", "刘洋", "陈静", "杨帆", "赵磊"],
               ["{e}的草稿写好了。", "已经约在周二上午十点。", "好的，还有别的吗？"]),
        "ops": (["查一下{e}为什么报502", "把{e}扩容到5个副本", "回滚{e}的上次发布", "看看{e}今天为什么这么慢"],
                ["重启一下", "看看最近50行日志", "昨天改了什么？", "通知值班工程师", "数据库正常吗？", "再观察一个小时"],
                ["网关服务", "结算服务", "搜索索引", "支付服务", "缓存集群", "鉴权代理"],
                ["{e}已经恢复正常。", "{e}的错误率是{n}%。", "处理好了，还有什么需要吗？"]),
    },
}
#: ways to open the next task without an explicit cue (the model must learn these)
SWITCHES = {
    "en": ["Now {r}", "{r}", "Thanks. {r}", "Great, next: {r}", "Ok. {r}", "Next one: {r}",
           "Now do the same for {e}", "Do the same analysis for {e}"],
    "zh": ["{r}", "好的，{r}", "谢谢。{r}", "接下来{r}", "现在{r}", "再帮我{r}", "同样帮我看看{e}"],
}
#: follow-ups that name another entity but stay in the task (comparisons, additions)
NAMED_FOLLOW_UPS = {
    "en": ["How does that compare to {e}?", "Compare it with {e}", "Also cc {e} on it", "And {e}?"],
    "zh": ["和{e}比一下呢？", "跟{e}相比怎么样？", "也抄送给{e}", "{e}呢？"],
}


#: a return to an earlier task, naming its entity, without a cue word
RETURNS = {
    "en": ["About {e}: {f}", "For {e}, {f}", "{e} again: {f}", "One more question on {e}: {f}"],
    "zh": ["{e}那边，{f}", "关于{e}，{f}", "{e}的话，{f}"],
}


def _conversation(rng: random.Random, lang: str, n: int) -> dict[str, Any]:
    domains = DOMAINS[lang]
    turns: list[dict[str, Any]] = []
    previous_domain = None
    replies_of_previous: list[str] = []
    visited: list[tuple[int, str, list[str], list[str]]] = []
    for task in range(rng.randint(2, 4)):
        name = rng.choice(list(domains)) if previous_domain is None or rng.random() < 0.5 else previous_domain
        requests, follow_ups, entities, replies = domains[name]
        entity = rng.choice(entities)
        request = rng.choice(requests).format(e=entity)
        if task == 0:
            text = request
        else:
            pattern = rng.choice(SWITCHES[lang])
            if "{e}" in pattern and name != previous_domain:
                pattern = "{r}"
            text = pattern.format(r=request[0].lower() + request[1:] if lang == "en" and pattern != "{r}" else request,
                                  e=entity)
        assistant = rng.choice(replies_of_previous) if replies_of_previous else ""
        turns.append({"assistant": assistant, "text": text, "tools": [], "new_task": True, "task": f"{task}"})
        replies_of_previous = [r.format(e=entity, n=rng.randint(2, 999)) for r in replies]
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.1:  # the user asks again (a repeat is not a new task)
                follow = rng.choice(["{r}?", "{r} again", "Again: {r}", "{r}, please"] if lang == "en" else
                                    ["{r}？", "再{r}一次", "还是{r}"]).format(r=request)
            elif rng.random() < 0.25:
                other = rng.choice([e for e in entities if e != entity] or entities)
                follow = rng.choice(NAMED_FOLLOW_UPS[lang]).format(e=other)
            else:
                follow = rng.choice(follow_ups)
            turns.append({"assistant": rng.choice(replies_of_previous), "text": follow, "tools": [],
                          "new_task": False, "task": f"{task}"})
        previous_domain = name
        visited.append((task, entity, follow_ups, replies_of_previous))
    if len(visited) >= 2 and rng.random() < 0.4:  # back to an earlier task, by naming its entity
        task, entity, follow_ups, replies = rng.choice(visited[:-1])
        follow = rng.choice(follow_ups)
        text = rng.choice(RETURNS[lang]).format(e=entity, f=follow[0].lower() + follow[1:] if lang == "en" else follow)
        turns.append({"assistant": rng.choice(replies_of_previous), "text": text, "tools": [], "new_task": True,
                      "task": f"{task}"})
        turns.append({"assistant": rng.choice(replies), "text": rng.choice(follow_ups), "tools": [],
                      "new_task": False, "task": f"{task}"})
    return {"id": f"synthetic-{lang}-{n}", "lang": lang, "source": "synthetic", "turns": turns}


def generate(count: int = 600, seed: int = 20261130) -> list[dict[str, Any]]:
    """``count`` conversations per language, deterministic for a seed."""
    rng = random.Random(seed)
    return [_conversation(rng, lang, n) for lang in ("en", "zh") for n in range(count)]
