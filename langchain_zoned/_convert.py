"""Conversions between zoned-memory records and LangChain objects (private)."""

from __future__ import annotations

from typing import Any

from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from zoned_memory import ScoredMemory
from zoned_memory.summarize import ChatMessage

__all__ = ["to_document", "to_lc_message", "from_lc_message"]


def to_document(hit: ScoredMemory) -> Document:
    """A search hit as a `Document`: the tags and the score breakdown in its metadata."""
    meta: dict[str, Any] = hit.record.to_chroma_metadata()
    meta.update(id=hit.record.id, **hit.score.as_metadata())
    return Document(page_content=hit.record.text, metadata=meta, id=hit.record.id)


def to_lc_message(message: ChatMessage) -> BaseMessage:
    if message.role == "system":
        return SystemMessage(content=message.content)
    if message.role == "user":
        return HumanMessage(content=message.content)
    if message.role == "assistant":
        return AIMessage(content=message.content)
    return ToolMessage(content=message.content, tool_call_id=message.name or "tool", name=message.name)


def _text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    return " ".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content)


def from_lc_message(message: BaseMessage) -> ChatMessage:
    """A LangChain message as the core's `ChatMessage` (multimodal parts keep their text)."""
    if isinstance(message, HumanMessage):
        return ChatMessage(role="user", content=_text(message))
    if isinstance(message, SystemMessage):
        return ChatMessage(role="system", content=_text(message))
    if isinstance(message, ToolMessage):
        return ChatMessage(role="tool", content=_text(message), name=message.name or message.tool_call_id)
    return ChatMessage(role="assistant", content=_text(message))
