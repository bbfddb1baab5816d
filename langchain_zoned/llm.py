"""Let a LangChain chat model summarize a task or classify intents.

    session = TaskSession(store, ctx, summarizer=chat_model_summarizer(llm))
    detector = TaskBoundaryDetector(classifier=chat_model_classifier(llm, labels=["finance", "travel", "coding"]))
    session = TaskSession(store, ctx, facts=chat_model_extractor(llm))   # user facts by the model

The prompts and the label parsing are the core's (`zoned_memory.summarize`).
"""

from __future__ import annotations

from typing import Sequence

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from zoned_memory.boundary import IntentClassifier, Verifier
from zoned_memory.facts import Extractor, FactLabel
from zoned_memory.facts.llm import FACTS_PROMPT, facts_request, parse_fact_labels
from zoned_memory.summarize import (
    CLASSIFY_PROMPT,
    SUMMARY_PROMPT,
    VERIFY_PROMPT,
    ChatMessage,
    Summarizer,
    format_transcript,
    parse_label,
    parse_verdict,
    verify_request,
)

__all__ = ["chat_model_summarizer", "chat_model_classifier", "chat_model_verifier", "chat_model_extractor"]


def _text(content: object) -> str:
    return content if isinstance(content, str) else str(content)


def chat_model_summarizer(llm: BaseChatModel, prompt: str = SUMMARY_PROMPT) -> Summarizer:
    """A summarizer backed by ``llm``."""

    def summarize(messages: Sequence[ChatMessage]) -> str:
        reply = llm.invoke([SystemMessage(content=prompt), HumanMessage(content=format_transcript(messages))])
        return _text(reply.content).strip()

    return summarize


def chat_model_classifier(llm: BaseChatModel, labels: Sequence[str] | None = None,
                          prompt: str = CLASSIFY_PROMPT) -> IntentClassifier:
    """An intent classifier backed by ``llm``; with ``labels``, answers outside them become "other"."""
    system = prompt.format(labels=f" from: {', '.join(labels)}" if labels else "")

    def classify(message: str, recent: Sequence[str]) -> str:
        context = "\n".join(f"earlier: {r}" for r in recent[-3:])
        reply = llm.invoke([SystemMessage(content=system), HumanMessage(content=f"{context}\nnow: {message}".strip())])
        return parse_label(_text(reply.content), labels)

    return classify


def chat_model_verifier(llm: BaseChatModel, prompt: str = VERIFY_PROMPT) -> Verifier:
    """A boundary verifier backed by ``llm``: asked only when the detector is unsure.

        detector = TaskBoundaryDetector(verifier=chat_model_verifier(llm))
    """

    def verify(message: str, recent: Sequence[str]) -> bool | None:
        reply = llm.invoke([SystemMessage(content=prompt), HumanMessage(content=verify_request(message, recent))])
        return parse_verdict(_text(reply.content))

    return verify


def chat_model_extractor(llm: BaseChatModel, prompt: str = FACTS_PROMPT) -> Extractor:
    """A user-fact extractor backed by ``llm`` (instead of the offline rules):

        session = TaskSession(store, ctx, facts=chat_model_extractor(llm))
    """

    def extract(statements: Sequence[str]) -> list[FactLabel]:
        if not statements:
            return []
        reply = llm.invoke([SystemMessage(content=prompt), HumanMessage(content=facts_request(statements))])
        return parse_fact_labels(_text(reply.content), statements)

    return extract
