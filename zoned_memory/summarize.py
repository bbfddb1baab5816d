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
    "VERIFY_PROMPT",
    "verify_request",
    "parse_verdict",
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
#: The instruction given to an LLM verifier of task boundaries (both adapters use it).
VERIFY_PROMPT = (
    "An assistant works on one task at a time. Given the recent messages of the current task and the user's new "
    "message, answer NEW if the new message starts a different task (another job, or the same job for another "
    "entity), or SAME if it continues the current one (an answer, a follow-up, a correction). Answer with one word."
)

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
    r"\b(?:fail(?:ed|s|ure)?|error|exception|timed? ?out|does(?:n't| not) work|broken|invalid|denied|refused|(?:http|status|code)\s*:?\s*[45]\d\d|[45]\d\d\s+(?:error|response)|"
    r"nothing (?:useful|found|back)|no (?:results?|data|matches)|empty|(?:could|can|did)(?:n't| not)|unable|not found|"
    r"missing|wrong|unavailable|rejected|crash(?:ed)?|gave up|dead end)\b|"
    r"失败|报错|错误|异常|超时|不行|无效|拒绝|没有(?:结果|数据|返回|用)|无法|找不到|不可用|为空|没用|崩溃|放弃",
    re.IGNORECASE,
)
#: numbers written as words (en, zh)
_NUMBER_WORDS = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|"
    r"thousand|million|billion|trillion|dozen|half|double|triple)\b|"
    r"[零一二两三四五六七八九十百千万亿]{2,}|[一二两三四五六七八九十百千万亿][个件元人次台份天月年倍成]",
    re.IGNORECASE,
)
#: a Chinese person: a common surname, one or two characters, then what people do in a task
_CN_PERSON = re.compile(
    r"(?:欧阳|司马|诸葛|[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤])"
    r"[\u4e00-\u9fff]{1,2}(?:负责|说|表示|认为|提出|确认|要求|同意|建议|决定|需要|希望|发现|是|在|会|将|来|去)"
)


def _priority(sentence: str) -> int:
    """0: not worth keeping; 2: failures and decisions (kept first); 1: facts."""
    if _DECISION.search(sentence) or _FAILURE.search(sentence):
        return 2
    if re.search(r"\d", sentence) or _NUMBER_WORDS.search(sentence) or _CN_PERSON.search(sentence):
        return 1
    return 1 if extract_entities(sentence).names else 0


def extractive_summary(messages: Sequence[ChatMessage], max_chars: int = MAX_SUMMARY_CHARS) -> str:
    """Keep the opening request and every sentence with a number (also in words), an entity, a
    person, a decision or a failure, and every tool result. Over ``max_chars``, failures and
    decisions are kept first, then the most RECENT facts (the end of a task holds its outcome);
    the kept lines stay in conversation order."""
    request = next((m.content.strip() for m in messages if m.role == "user" and m.content.strip()), "")
    lines: list[tuple[int, str]] = []  # (priority, line)
    seen: set[str] = {request} if request else set()
    for message in messages:
        if message.role == "system":
            continue
        if message.role == "tool":
            text = " ".join(message.content.split())
            if text and text not in seen:
                seen.add(text)
                lines.append((2 if _FAILURE.search(text) else 1, f"- [{message.name or 'tool'}] {text[:500]}"))
            continue
        for match in _SENTENCE.finditer(message.content):
            sentence = match.group(0).strip()
            priority = _priority(sentence) if sentence and sentence not in seen else 0
            if priority:
                seen.add(sentence)
                lines.append((priority, f"- {sentence}"))
    head = f"Request: {request[:1000]}" if request else ""
    budget = max_chars - len(head) - 1 - 40  # room for the "left out" line
    keep: set[int] = set()
    for level in (2, 1):
        for n in range(len(lines) - 1, -1, -1):  # newest first
            priority, line = lines[n]
            if priority == level and len(line) + 1 <= budget:
                keep.add(n)
                budget -= len(line) + 1
    body = [line for n, (_, line) in enumerate(lines) if n in keep]
    if len(keep) < len(lines):
        body.insert(0, f"- ({len(lines) - len(keep)} older details left out)")
    return "\n".join([head, *body] if head else body)[:max_chars]


def format_transcript(messages: Sequence[ChatMessage]) -> str:
    """``role (tool name): content`` lines, the input of an LLM summarizer."""
    return "\n".join(f"{m.role}{f' ({m.name})' if m.name else ''}: {m.content}" for m in messages)


def parse_label(reply: str, labels: Sequence[str] | None) -> str:
    """The first word of an LLM's reply, lowercased; ``"other"`` if it is not among ``labels``."""
    words = reply.strip().split()
    label = words[0].strip(".,:;\"'").lower() if words else ""
    return label if labels is None or label in {x.lower() for x in labels} else "other"


def verify_request(message: str, recent: Sequence[str]) -> str:
    """The user turn of a verifier prompt: the task's recent messages, then the new one."""
    context = "\n".join(f"current task: {r}" for r in recent[-6:])
    return f"{context}\nnew message: {message}".strip()


def parse_verdict(reply: str) -> bool | None:
    """An LLM verifier's answer: True for NEW, False for SAME, None when it said neither."""
    words = reply.strip().split()
    word = words[0].strip(".,:;\"'*").upper() if words else ""
    return True if word == "NEW" else False if word == "SAME" else None
