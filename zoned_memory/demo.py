"""The article's contamination scenario, played through a naive pool and through zoned memory.

Task A (company A) stores its inventory; task B (company B) then asks for "the current
inventory". A single similarity-only pool recalls A's numbers inside B; the zoned store
returns B's own memory and the user's global preferences only.

Run it with ``zoned-memory demo`` or ``python -m zoned_memory demo``.
"""

from __future__ import annotations

import tempfile
import unicodedata
from dataclasses import dataclass
from typing import Callable, TextIO

import numpy as np

from .context import TaskContext
from .embeddings import WordLlamaEmbedding, embed_texts
from .store import ZonedMemoryStore

__all__ = ["SCENARIOS", "Scenario", "run_demo"]


@dataclass(frozen=True)
class Scenario:
    label: str
    task_a: tuple[str, ...]
    task_b: tuple[str, ...]
    preferences: tuple[str, ...]
    question_b: str


SCENARIOS = (
    Scenario(
        label="中文",
        task_a=("上海仓库库存为1200件", "A公司的月均消费额为5万元"),
        task_b=("上海仓库库存为800件", "B公司的月均消费额为3万元"),
        preferences=("用户偏好用表格展示数字",),
        question_b="当前库存是多少",
    ),
    Scenario(
        label="English",
        task_a=("The Shanghai warehouse stock is 1200 units", "Company A spends 50k per month on average"),
        task_b=("The Shanghai warehouse stock is 800 units", "Company B spends 30k per month on average"),
        preferences=("The user prefers numbers in a table",),
        question_b="What is the current warehouse stock?",
    ),
)


def _pad(text: str, width: int) -> str:
    """Left-justify ``text`` to ``width`` terminal columns (CJK characters take two)."""
    cols = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    return text + " " * max(0, width - cols)


def _naive_pool(embedder: Callable, texts: list[str], query: str, k: int) -> list[str]:
    """What a memory without zones does: one pool, nearest by similarity, nothing else."""
    vectors = embed_texts(embedder, texts)
    sims = vectors @ embed_texts(embedder, [query])[0]
    return [texts[i] for i in np.argsort(-sims)[:k]]


def run_demo(out: TextIO, k: int = 3) -> int:
    """Print, per scenario, what task B recalls with and without zones; returns foreign hits with zones."""
    embedder = WordLlamaEmbedding()
    foreign_with_zones = 0
    with tempfile.TemporaryDirectory(prefix="zoned-memory-demo-") as folder:
        store = ZonedMemoryStore.open(path=folder, embedder=embedder)
        for n, sc in enumerate(SCENARIOS):
            a = TaskContext(user_id=f"demo-user-{n}", session_id="session-1", task_id="company-A")
            b = a.with_task("company-B")
            for text in sc.task_a:
                store.write(a, text, source="tool_output", kind="inventory")
            for text in sc.task_b:
                store.write(b, text, source="tool_output", kind="inventory")
            for text in sc.preferences:
                store.write(a, text, scope="global", source="user_input", kind="preference")
            pool = list(sc.task_a + sc.task_b + sc.preferences)
            naive = _naive_pool(embedder, pool, sc.question_b, k)
            zoned = store.search(b, sc.question_b, k=k)
            out.write(f"\n=== {sc.label}: task B (company B) asks: {sc.question_b}\n")
            out.write(f"{_pad('naive single pool (similarity only)', 48)} | zoned-memory (task B + session + global)\n")
            out.write(f"{'-' * 48}-+-{'-' * 48}\n")
            for i in range(k):
                left = naive[i] if i < len(naive) else ""
                left_mark = "  LEAK <- task A" if left in sc.task_a else ""
                right = ""
                if i < len(zoned):
                    hit = zoned[i]
                    right = f"[{hit.record.memory_scope.value}] {hit.text} ({hit.score.final:.2f})"
                    if hit.record.task_id != "company-B" and hit.record.memory_scope.value == "task":
                        foreign_with_zones += 1
                out.write(f"{_pad(left + left_mark, 48)} | {right}\n")
        store.close()
    out.write(f"\nforeign task memories returned to task B with zones: {foreign_with_zones}\n")
    return foreign_with_zones
