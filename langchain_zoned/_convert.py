"""Conversions between zoned-memory records and LangChain objects (private).

A message converted to the core keeps the LangChain message itself (``ChatMessage.raw``), so it
comes back unchanged: tool calls, tool call ids, images and other content parts survive the
round trip through a `TaskSession`. A message made by the core (a system prompt) is built.
"""

from __future__ import annotations

from typing import Any

from langchain_core.documents import Document
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from zoned_memory import ScoredMemory
from zoned_memory.summarize import ChatMessage, ToolCall

__all__ = ["to_document", "to_lc_message", "from_lc_message", "message_text"]


def to_document(hit: ScoredMemory) -> Document:
    """A search hit as a `Document`: the tags and the score breakdown in its metadata."""
    meta: dict[str, Any] = hit.record.to_chroma_metadata()
    meta.update(id=hit.record.id, **hit.score.as_metadata())
    return Document(page_content=hit.record.text, metadata=meta, id=hit.record.id)


def to_lc_message(message: ChatMessage) -> BaseMessage:
    if isinstance(message.raw, BaseMessage):
        return message.raw
    if message.role == "system":
        return SystemMessage(content=message.content)
    if message.role == "user":
        return HumanMessage(content=message.content)
    if message.role == "assistant":
        calls = [{"id": c.id, "name": c.name, "args": dict(c.args)} for c in message.tool_calls]
        return AIMessage(content=message.content, tool_calls=calls)
    return ToolMessage(content=message.content, tool_call_id=message.tool_call_id or message.name or "tool",
                       name=message.name)


def message_text(message: BaseMessage) -> str:
    """The text of a message (text parts of multimodal content, joined)."""
    content = message.content
    if isinstance(content, str):
        return content
    return " ".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content
                    if isinstance(part, str) or (isinstance(part, dict) and part.get("type", "text") == "text"))


def from_lc_message(message: BaseMessage) -> ChatMessage:
    """A LangChain message as the core's `ChatMessage` (the original kept in ``raw``)."""
    text = message_text(message)
    if isinstance(message, HumanMessage):
        return ChatMessage(role="user", content=text, raw=message)
    if isinstance(message, SystemMessage):
        return ChatMessage(role="system", content=text, raw=message)
    if isinstance(message, ToolMessage):
        return ChatMessage(role="tool", content=text, name=message.name, tool_call_id=message.tool_call_id,
                           raw=message)
    calls = tuple(ToolCall(id=c.get("id"), name=c["name"], args=dict(c.get("args") or {}))
                  for c in getattr(message, "tool_calls", None) or [])
    return ChatMessage(role="assistant", content=text, tool_calls=calls, raw=message)
