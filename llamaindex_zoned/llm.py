"""Let a LlamaIndex `LLM` summarize a task or classify intents.

    session = TaskSession(store, ctx, summarizer=llm_summarizer(llm))
    detector = TaskBoundaryDetector(classifier=llm_classifier(llm, labels=["finance", "travel"]))
    session = TaskSession(store, ctx, facts=llm_extractor(llm))   # user facts by the model

The prompts and the label parsing are the core's (`zoned_memory.summarize`).
"""

from __future__ import annotations

from typing import Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.llms.llm import LLM

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

__all__ = ["llm_summarizer", "llm_classifier", "llm_verifier", "llm_extractor"]


def llm_summarizer(llm: LLM, prompt: str = SUMMARY_PROMPT) -> Summarizer:
    """A summarizer backed by ``llm``."""

    def summarize(messages: Sequence[ChatMessage]) -> str:
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=prompt),
                          LIChatMessage(role=MessageRole.USER, content=format_transcript(messages))])
        return (reply.message.content or "").strip()

    return summarize


def llm_classifier(llm: LLM, labels: Sequence[str] | None = None, prompt: str = CLASSIFY_PROMPT) -> IntentClassifier:
    """An intent classifier backed by ``llm``; with ``labels``, answers outside them become "other"."""
    system = prompt.format(labels=f" from: {', '.join(labels)}" if labels else "")

    def classify(message: str, recent: Sequence[str]) -> str:
        context = "\n".join(f"earlier: {r}" for r in recent[-3:])
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=system),
                          LIChatMessage(role=MessageRole.USER, content=f"{context}\nnow: {message}".strip())])
        return parse_label(reply.message.content or "", labels)

    return classify


def llm_verifier(llm: LLM, prompt: str = VERIFY_PROMPT) -> Verifier:
    """A boundary verifier backed by ``llm``: asked only when the detector is unsure.

        detector = TaskBoundaryDetector(verifier=llm_verifier(llm))
    """

    def verify(message: str, recent: Sequence[str]) -> bool | None:
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=prompt),
                          LIChatMessage(role=MessageRole.USER, content=verify_request(message, recent))])
        return parse_verdict(reply.message.content or "")

    return verify


def llm_extractor(llm: LLM, prompt: str = FACTS_PROMPT) -> Extractor:
    """A user-fact extractor backed by ``llm`` (instead of the offline rules):

        session = TaskSession(store, ctx, facts=llm_extractor(llm))
    """

    def extract(statements: Sequence[str]) -> list[FactLabel]:
        if not statements:
            return []
        reply = llm.chat([LIChatMessage(role=MessageRole.SYSTEM, content=prompt),
                          LIChatMessage(role=MessageRole.USER, content=facts_request(statements))])
        return parse_fact_labels(reply.message.content or "", statements)

    return extract
