"""Summarizers: turn a task's short-term messages into one archived memory.

Any callable ``(messages) -> str`` works (the adapters let an LLM do it). The offline
default, `extractive_summary`, keeps the sentences that carry facts: numbers, named
entities, decisions and failed tool paths, and the task's opening request.

>>> msgs = [ChatMessage(role="user", content="Check the Shanghai warehouse stock."),
...         ChatMessage(role="tool", content="stock=1200", name="inventory_api"),
...         ChatMessage(role="assistant", content="The Shanghai warehouse holds 1200 units. Nice weather today.")]
>>> print(extractive_summary(msgs))
Request: Check the Shanghai warehouse stock.
- [inventory_api] stock=1200
- The Shanghai warehouse holds 1200 units.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field

from .entities import extract_entities

__all__ = [
    "ChatMessage",
    "ToolCall",
    "Summarizer",
    "extractive_summary",
    "MAX_SUMMARY_CHARS",
    "SUMMARY_PROMPT",
    "CLASSIFY_PROMPT",
    "format_transcript",
    "parse_label",
]

#: The instruction given to an LLM summarizer (both adapters use it).
SUMMARY_PROMPT = (
    "Summarize this finished task for long-term memory. Keep every number, named entity, decision and "
    "failed tool call (with why it failed). Write plain sentences, no preamble."
)
#: The instruction given to an LLM intent classifier; ``{labels}`` lists the allowed labels.
CLASSIFY_PROMPT = "Classify the user's request. Answer with one label only{labels}."

MAX_SUMMARY_CHARS = 4000


class ToolCall(BaseModel):
    """A tool call an assistant message asked for."""

    model_config = ConfigDict(frozen=True)

    id: str | None = None
    name: str
    args: dict[str, Any] = {}


class ChatMessage(BaseModel):
    """One short-term message: ``role`` is system, user, assistant or tool.

    Adapters keep the framework's own message in ``raw`` (never read by the core), so a message
    comes back out exactly as it went in: tool calls, tool call ids, images and other parts.
    """

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    role: Literal["system", "user", "assistant", "tool"]
    content: str
    name: str | None = None  #: the tool's name, for tool messages
    tool_call_id: str | None = None  #: the call a tool message answers
    tool_calls: tuple[ToolCall, ...] = ()  #: the calls an assistant message makes
    raw: Any = Field(default=None, repr=False)  #: the framework's own message object, if any


Summarizer = Callable[[Sequence[ChatMessage]], str]

#: a sentence: up to . ! ? (not a decimal point) or a line break
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+[.!?。！？]?")
_DECISION = re.compile(
    r"\b(?:decided|decide|chose|choose|will use|use .* instead|switched to|agreed|confirmed|plan is|conclusion)\b|"
    r"决定|采用|改用|确认|结论|方案|同意",
    re.IGNORECASE,
)
_FAILURE = re.compile(
    r"\b(?:fail(?:ed|s|ure)?|error|exception|timed? ?out|does(?:n't| not) work|broken|invalid|denied|refused|4\d\d|5\d\d)\b|"
    r"失败|报错|错误|异常|超时|不行|无效|拒绝",
    re.IGNORECASE,
)


def _keeps(sentence: str) -> bool:
    if re.search(r"\d", sentence) or _DECISION.search(sentence) or _FAILURE.search(sentence):
        return True
    return bool(extract_entities(sentence).names)


def extractive_summary(messages: Sequence[ChatMessage], max_chars: int = MAX_SUMMARY_CHARS) -> str:
    """Keep the opening request and every sentence with a number, an entity, a decision or a failure."""
    lines: list[str] = []
    seen: set[str] = set()
    request = next((m.content.strip() for m in messages if m.role == "user" and m.content.strip()), "")
    if request:
        lines.append(f"Request: {request}")
        seen.add(request)
    for message in messages:
        if message.role == "system":
            continue
        if message.role == "tool":
            text = " ".join(message.content.split())
            if text and text not in seen:
                seen.add(text)
                lines.append(f"- [{message.name or 'tool'}] {text[:500]}")
            continue
        for match in _SENTENCE.finditer(message.content):
            sentence = match.group(0).strip()
            if sentence and sentence not in seen and _keeps(sentence):
                seen.add(sentence)
                lines.append(f"- {sentence}")
    summary = "\n".join(lines)
    if len(summary) > max_chars:
        summary = summary[: max_chars - 1].rstrip() + "…"
    return summary


def format_transcript(messages: Sequence[ChatMessage]) -> str:
    """``role (tool name): content`` lines, the input of an LLM summarizer."""
    return "\n".join(f"{m.role}{f' ({m.name})' if m.name else ''}: {m.content}" for m in messages)


def parse_label(reply: str, labels: Sequence[str] | None) -> str:
    """The first word of an LLM's reply, lowercased; ``"other"`` if it is not among ``labels``."""
    words = reply.strip().split()
    label = words[0].strip(".,:;\"'").lower() if words else ""
    return label if labels is None or label in {x.lower() for x in labels} else "other"
