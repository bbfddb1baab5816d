"""Generated training statements for what the public corpora of user facts lack (en + zh).

ConvAI2 and MemSim are chit-chat and profiles: there, nearly every first-person statement is
about the user. An agent's user speaks in the first person about the TASK ("I'm leaving from
Boston on Friday", "我们一共四个人", "my client prefers tables"), states constraints (rare in
English, absent in Chinese in the shared data) and standing knowledge of their work ("our fiscal
year starts in April"). This module writes such statements from templates with a seeded
generator, for training only (``python -m zoned_memory.facts.training.train``); no evaluation set is
drawn from it.

>>> rows = generate(50)
>>> {r["lang"] for r in rows} == {"en", "zh"} and any(r["durable"] for r in rows) and not all(r["durable"] for r in rows)
True
"""

from __future__ import annotations

import random
from typing import Any

from ...boundary.training import synthetic

__all__ = ["generate"]

# (kind or None for task data, template); {x} is filled from the slot lists below
_EN: tuple[tuple[str | None, str], ...] = (
    ("constraint", "I can't eat {food}, I'm allergic"), ("constraint", "I'm allergic to {food}"),
    ("constraint", "No {food} for me ever, I have an allergy"), ("constraint", "I avoid {food} for religious reasons"),
    ("constraint", "I use a wheelchair, so I need step-free access"), ("constraint", "I'm vegan"),
    ("constraint", "I never fly, I get panic attacks on planes"), ("constraint", "My budget for any trip is {n} dollars at most"),
    ("constraint", "I don't drink alcohol"), ("constraint", "I'm hard of hearing, so I prefer text over calls"),
    ("preference", "I always want answers as {fmt}"), ("preference", "Please always reply in {lang}"),
    ("preference", "I prefer {fmt} over long paragraphs"), ("preference", "I'm a window-seat person"),
    ("preference", "I usually work late, so evening slots suit me"), ("preference", "Keep your answers short, I hate long replies"),
    ("preference", "I love {food}"), ("preference", "I tend to pick aisle seats"), ("preference", "Metric units for me, always"),
    ("profile", "I'm a {job} based in {city}"), ("profile", "My name is {name}"), ("profile", "I live in {city}"),
    ("profile", "I've lived in {city} for ten years"), ("profile", "I run a small {shop} in {city}"),
    ("profile", "I have {n} kids"), ("profile", "I work night shifts at a hospital"), ("profile", "I'm {name}, the new {job}"),
    ("knowledge", "Our fiscal year starts in April"), ("knowledge", "My manager is {name}"),
    ("knowledge", "Our team deploys on Thursdays"), ("knowledge", "My company sells {product} to hospitals"),
    ("knowledge", "Our main database is Postgres"), ("knowledge", "My assistant {name} handles my calendar"),
    (None, "I'm leaving from {city} on Friday"), (None, "We're {n} people"), (None, "I'm flying to {city} next week"),
    (None, "My flight lands at {n} pm"), (None, "I have a meeting at {n}"), (None, "My order number is {n}{n}{n}"),
    (None, "My client prefers {fmt}"), (None, "The customer is allergic to {food}"), (None, "I need it by Monday"),
    (None, "I'd like to book a table for {n}"), (None, "I want to stay {n} nights"), (None, "I'm looking for a {shop}"),
    (None, "{company} sold {n}00 units in Q3"), (None, "The {city} warehouse holds {n}00 units"),
    (None, "I checked the logs, the error started at noon"), (None, "I already ran the migration"),
    (None, "I got a 502 from the gateway"), (None, "We moved the meeting to Tuesday"), (None, "I paid {n}0 dollars for it"),
    (None, "I think the second option is better"), (None, "I found the bug in the parser"), (None, "I'll be there at {n}"),
    (None, "My guest wants a vegetarian menu"), (None, "He lives in {city}"), (None, "I like that one"),
    (None, "I am staying at the {company} hotel"), (None, "I'm in {city} right now"), (None, "I'm hungry"),
    (None, "I love it, book it"), (None, "We need a car for the weekend"), (None, "I work on the {company} account today"),
)
_ZH: tuple[tuple[str | None, str], ...] = (
    ("constraint", "我对{food_zh}过敏"), ("constraint", "我不能吃{food_zh}"), ("constraint", "我吃素"),
    ("constraint", "我是回族，不吃猪肉"), ("constraint", "我坐轮椅，需要无障碍通道"), ("constraint", "我不喝酒"),
    ("constraint", "我有糖尿病，不能吃甜的"), ("constraint", "我晕车，坐不了长途大巴"), ("constraint", "我出差的预算每晚不超过{n}百元"),
    ("preference", "我喜欢用表格看结果"), ("preference", "以后回答都用中文"), ("preference", "我习惯早上开会"),
    ("preference", "我一般坐靠窗的位置"), ("preference", "我最爱吃{food_zh}"), ("preference", "回答请尽量简短，我不喜欢长篇大论"),
    ("preference", "我平时只喝美式咖啡"), ("preference", "我比较喜欢安静的酒店"),
    ("profile", "我叫{name_zh}"), ("profile", "我住在{city_zh}"), ("profile", "我是一名{job_zh}"),
    ("profile", "我在{city_zh}工作了五年"), ("profile", "我有两个孩子"), ("profile", "我开了一家小{shop_zh}"),
    ("knowledge", "我们公司的财年从四月开始"), ("knowledge", "我的上司是{name_zh}"), ("knowledge", "我们团队每周四发版"),
    ("knowledge", "我们公司主要做{product_zh}"), ("knowledge", "我的助理{name_zh}负责我的日程"),
    (None, "我周五从{city_zh}出发"), (None, "我们一共{n}个人"), (None, "我下周去{city_zh}出差"), (None, "我的订单号是{n}{n}{n}{n}"),
    (None, "我客户喜欢表格"), (None, "客户对{food_zh}过敏"), (None, "我想订{n}晚"), (None, "我要找一家{shop_zh}"),
    (None, "{company_zh}第三季度卖了{n}00台"), (None, "{city_zh}仓库还有{n}00件库存"), (None, "我已经跑过迁移脚本了"),
    (None, "我刚查了日志，报错是中午开始的"), (None, "我们把会议改到周二了"), (None, "我觉得第二个方案更好"),
    (None, "我现在在{city_zh}"), (None, "我饿了"), (None, "我喜欢这个，就订它吧"), (None, "我朋友住在{city_zh}"),
    (None, "我付了{n}十块钱"), (None, "我今天负责{company_zh}的项目"), (None, "我到了会给你打电话"),
)
_SLOTS = {
    "food": ["peanuts", "shellfish", "gluten", "dairy", "pork", "eggs", "sesame", "soy"],
    "fmt": ["tables", "bullet points", "short summaries", "charts"], "lang": ["English", "German", "Spanish", "French"],
    "job": ["nurse", "data analyst", "teacher", "lawyer", "software engineer", "accountant", "chef"],
    "city": ["Berlin", "Boston", "Paris", "Lisbon", "Toronto", "Osaka", "Denver", "Leeds"],
    "name": ["Alice", "Ravi", "Marta", "Kenji", "Olu", "Sofia", "Tom"], "shop": ["bakery", "bookshop", "cafe", "gym"],
    "product": ["software", "medical devices", "furniture"], "company": ["Acme", "Globex", "Initech", "Hooli"],
    "food_zh": ["花生", "海鲜", "辣椒", "牛奶", "鸡蛋", "芒果", "香菜"], "name_zh": ["李娜", "王强", "赵雅琳", "陈晨", "刘洋"],
    "city_zh": ["北京", "上海", "杭州", "成都", "深圳", "武汉"], "job_zh": ["医生", "老师", "程序员", "会计", "设计师"],
    "shop_zh": ["面包店", "书店", "咖啡馆", "餐厅"], "product_zh": ["医疗器械", "家具", "软件"],
    "company_zh": ["A公司", "B公司", "华为", "小米"],
}


def _fill(rng: random.Random, template: str) -> str:
    out = template
    for slot, values in _SLOTS.items():
        while "{" + slot + "}" in out:
            out = out.replace("{" + slot + "}", rng.choice(values), 1)
    while "{n}" in out:
        out = out.replace("{n}", str(rng.randint(2, 9)), 1)
    return out


def _task_talk(rng: random.Random, count: int) -> list[dict[str, Any]]:
    """Requests, follow-ups and replies of the generated agent-work conversations: task data."""
    rows = []
    for conv in synthetic.generate(max(1, count // 10), seed=rng.randint(0, 10**9)):
        for turn in conv["turns"]:
            rows.append({"text": turn["text"], "lang": conv.get("lang", "en"), "durable": False, "kind": None})
    return rows[:count]


def generate(count: int = 2000, seed: int = 20261201) -> list[dict[str, Any]]:
    """About ``count`` labelled statements per language (``{"text", "lang", "durable", "kind"}``),
    deterministic for a seed; a third of them task talk of the generated agent conversations."""
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    for lang, templates in (("en", _EN), ("zh", _ZH)):
        for _ in range(count * 2 // 3):
            kind, template = rng.choice(templates)
            rows.append({"text": _fill(rng, template), "lang": lang, "durable": kind is not None, "kind": kind})
    rows += _task_talk(rng, count * 2 // 3)
    seen: set[str] = set()
    unique = []
    for row in rows:
        if row["text"] not in seen:
            seen.add(row["text"])
            unique.append(row)
    return unique
