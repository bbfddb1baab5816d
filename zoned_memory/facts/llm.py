"""The prompt and the parsing for an LLM fact extractor (the adapters' ``chat_model_extractor`` /
``llm_extractor`` send it; the parsing validates what comes back like any write).

>>> labels = parse_fact_labels('[{"n": 1, "scope": "global", "kind": "constraint", "confidence": 0.9}]',
...                            ["I'm allergic to peanuts.", "Book a table."])
>>> [(label.scope, label.kind) for label in labels]
[('global', 'constraint'), ('task', None)]
"""

from __future__ import annotations

import json
import re
from typing import Sequence

from ..errors import InvalidInputError
from .rules import FACT_KINDS, FactLabel

__all__ = ["FACTS_PROMPT", "facts_request", "parse_fact_labels"]

FACTS_PROMPT = (
    "You read numbered statements a user wrote to an assistant. For each statement that is a DURABLE fact "
    "about the user (profile: name, job, city, family, possessions; preference: tastes, habits, how they want "
    "answers; constraint: diet, allergies, disability, budget rules; knowledge: standing facts of their own "
    "world, e.g. their manager's name, their company's fiscal year) answer scope \"global\". For context the "
    "user sets for this session only (\"for everything today use ...\") answer scope \"session\" and kind "
    "\"session_context\". Requests, questions, passing states (\"I'm hungry\"), plans, and a third party's "
    "tastes (\"the client prefers tables\") are not facts: leave them out. Reply with JSON only: a list of "
    "{\"n\": <statement number>, \"scope\": \"global\"|\"session\", \"kind\": \"profile\"|\"preference\"|"
    "\"constraint\"|\"knowledge\"|\"session_context\", \"confidence\": <0..1>, \"replaces_earlier\": true|false}; "
    "[] when there is none."
)


def facts_request(statements: Sequence[str]) -> str:
    """The user message of the request: the statements, numbered from 1."""
    return "\n".join(f"{n}. {s}" for n, s in enumerate(statements, 1))


def parse_fact_labels(reply: str, statements: Sequence[str]) -> list[FactLabel]:
    """One `FactLabel` per statement from the model's JSON reply; malformed replies raise
    `InvalidInputError` (never a silent "no facts")."""
    text = re.sub(r"^\s*```(?:json)?\s*|\s*```\s*$", "", reply.strip())  # a fenced block is fine, prose is not
    try:
        items = json.loads(text)
    except json.JSONDecodeError:
        raise InvalidInputError(f"the fact extractor's reply is not JSON: {reply[:200]!r}") from None
    if not isinstance(items, list):
        raise InvalidInputError("the fact extractor must reply with a JSON list")
    labels = [FactLabel(text=s) for s in statements]
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("n"), int) or not 1 <= item["n"] <= len(statements):
            raise InvalidInputError(f"the fact extractor named no statement: {item!r}")
        scope, kind = item.get("scope"), item.get("kind")
        confidence = item.get("confidence", 0.8)
        if scope not in ("global", "session") or kind not in FACT_KINDS or not isinstance(confidence, (int, float)) \
                or not 0.0 <= float(confidence) <= 1.0:
            raise InvalidInputError(f"the fact extractor returned an invalid label: {item!r}")
        n = item["n"] - 1
        labels[n] = FactLabel(text=statements[n], scope=scope, kind=kind, confidence=float(confidence),
                              negated=bool(item.get("replaces_earlier", False)))
    return labels
