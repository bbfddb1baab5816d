"""Let a LangChain chat model summarize a task or classify intents.

    session = TaskSession(store, ctx, summarizer=chat_model_summarizer(llm))
    detector = TaskBoundaryDetector(classifier=chat_model_classifier(llm, labels=["finance", "travel", "coding"]))
"""

from __future__ import annotations

from typing import Sequence

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from zoned_memory.boundary import IntentClassifier
from zoned_memory.summarize import ChatMessage, Summarizer

__all__ = ["chat_model_summarizer", "chat_model_classifier", "SUMMARY_PROMPT", "CLASSIFY_PROMPT"]

SUMMARY_PROMPT = (
    "Summarize this finished task for long-term memory. Keep every number, named entity, decision and "
    "failed tool call (with why it failed). Write plain sentences, no preamble."
)
CLASSIFY_PROMPT = "Classify the user's request. Answer with one label only{labels}."


def _text(content: object) -> str:
    return content if isinstance(content, str) else str(content)


def chat_model_summarizer(llm: BaseChatModel, prompt: str = SUMMARY_PROMPT) -> Summarizer:
    """A summarizer backed by ``llm``."""

    def summarize(messages: Sequence[ChatMessage]) -> str:
        transcript = "\n".join(f"{m.role}{f' ({m.name})' if m.name else ''}: {m.content}" for m in messages)
        reply = llm.invoke([SystemMessage(content=prompt), HumanMessage(content=transcript)])
        return _text(reply.content).strip()

    return summarize


def chat_model_classifier(llm: BaseChatModel, labels: Sequence[str] | None = None,
                          prompt: str = CLASSIFY_PROMPT) -> IntentClassifier:
    """An intent classifier backed by ``llm``; with ``labels``, answers outside them become "other"."""
    allowed = {label.lower() for label in labels} if labels else None
    system = prompt.format(labels=f" from: {', '.join(labels)}" if labels else "")

    def classify(message: str, recent: Sequence[str]) -> str:
        context = "\n".join(f"earlier: {r}" for r in recent[-3:])
        reply = llm.invoke([SystemMessage(content=system), HumanMessage(content=f"{context}\nnow: {message}".strip())])
        label = _text(reply.content).strip().split()[0].strip(".,:;\"'").lower() if _text(reply.content).strip() else ""
        return label if allowed is None or label in allowed else "other"

    return classify
