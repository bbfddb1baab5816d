"""Let a LlamaIndex `LLM` summarize a task or classify intents.

    session = TaskSession(store, ctx, summarizer=llm_summarizer(llm))
    detector = TaskBoundaryDetector(classifier=llm_classifier(llm, labels=["finance", "travel"]))
"""

from __future__ import annotations

from typing import Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.llms.llm import LLM

from zoned_memory.boundary import IntentClassifier
from zoned_memory.summarize import ChatMessage, Summarizer

__all__ = ["llm_summarizer", "llm_classifier", "SUMMARY_PROMPT", "CLASSIFY_PROMPT"]

SUMMARY_PROMPT = (
    "Summarize this finished task for long-term memory. Keep every number, named entity, decision and "
    "failed tool call (with why it failed). Write plain sentences, no preamble."
)
CLASSIFY_PROMPT = "Classify the user's request. Answer with one label only{labels}."


def llm_summarizer(llm: LLM, prompt: str = SUMMARY_PROMPT) -> Summarizer:
    def summarize(messages: Sequence[ChatMessage]) -> str:
        transcript = "\n".join(f"{m.role}{f' ({m.name})' if m.name else ''}: {m.content}" for m in messages)
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=prompt),
                          LIChatMessage(role=MessageRole.USER, content=transcript)])
        return (reply.message.content or "").strip()

    return summarize


def llm_classifier(llm: LLM, labels: Sequence[str] | None = None, prompt: str = CLASSIFY_PROMPT) -> IntentClassifier:
    allowed = {label.lower() for label in labels} if labels else None
    system = prompt.format(labels=f" from: {', '.join(labels)}" if labels else "")

    def classify(message: str, recent: Sequence[str]) -> str:
        context = "\n".join(f"earlier: {r}" for r in recent[-3:])
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=system),
                          LIChatMessage(role=MessageRole.USER, content=f"{context}\nnow: {message}".strip())])
        words = (reply.message.content or "").strip().split()
        label = words[0].strip(".,:;\"'").lower() if words else ""
        return label if allowed is None or label in allowed else "other"

    return classify
