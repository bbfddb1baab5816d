"""Conversions between zoned-memory records and LlamaIndex objects (private).

A message converted to the core keeps the LlamaIndex message itself (``ChatMessage.raw``), so it
comes back unchanged: tool call blocks, ``tool_call_id``, images and other blocks survive the
round trip through a `TaskSession`. A message made by the core (a system prompt) is built.
"""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.schema import NodeWithScore, TextNode

from zoned_memory import ScoredMemory
from zoned_memory.records import RESERVED_KEYS, SYSTEM_METADATA_KEYS
from zoned_memory.summarize import ChatMessage

__all__ = ["to_node", "to_li_message", "from_li_message", "message_text"]

_ROLE_TO_LI = {"system": MessageRole.SYSTEM, "user": MessageRole.USER, "assistant": MessageRole.ASSISTANT,
               "tool": MessageRole.TOOL}


def to_node(hit: ScoredMemory) -> NodeWithScore:
    """A search hit as a `NodeWithScore`: tags and breakdown in the node's metadata, score = final.

    The tags and the score breakdown are hidden from the LLM and the embedder; the caller's own
    metadata keys (e.g. ``company``) stay visible to the LLM, as on any LlamaIndex node."""
    meta: dict[str, Any] = hit.record.to_chroma_metadata()
    meta.update(hit.score.as_metadata())
    user_keys = set(hit.record.metadata)
    hidden = [key for key in meta if key not in user_keys or key in RESERVED_KEYS or key in SYSTEM_METADATA_KEYS]
    node = TextNode(id_=hit.record.id, text=hit.record.text, metadata=meta,
                    excluded_llm_metadata_keys=hidden, excluded_embed_metadata_keys=list(meta))
    return NodeWithScore(node=node, score=hit.score.final)


def message_text(message: LIChatMessage) -> str:
    """The text of a message (its text blocks, joined)."""
    return message.content or ""


def to_li_message(message: ChatMessage) -> LIChatMessage:
    if isinstance(message.raw, LIChatMessage):
        return message.raw
    extra: dict[str, Any] = {"name": message.name} if message.name else {}
    if message.tool_call_id:
        extra["tool_call_id"] = message.tool_call_id
    return LIChatMessage(role=_ROLE_TO_LI[message.role], content=message.content, additional_kwargs=extra)


def from_li_message(message: LIChatMessage) -> ChatMessage:
    """A LlamaIndex message as the core's `ChatMessage` (the original kept in ``raw``)."""
    role = {MessageRole.SYSTEM: "system", MessageRole.USER: "user", MessageRole.TOOL: "tool",
            MessageRole.FUNCTION: "tool"}.get(message.role, "assistant")
    name = message.additional_kwargs.get("name") if role == "tool" else None
    call_id = message.additional_kwargs.get("tool_call_id") if role == "tool" else None
    return ChatMessage(role=role, content=message_text(message), name=name,  # type: ignore[arg-type]
                       tool_call_id=call_id if isinstance(call_id, str) else None, raw=message)
