"""Conversions between zoned-memory records and LlamaIndex objects (private)."""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole
from llama_index.core.schema import NodeWithScore, TextNode

from zoned_memory import ScoredMemory
from zoned_memory.summarize import ChatMessage

__all__ = ["to_node", "to_li_message", "from_li_message"]

_ROLE_TO_LI = {"system": MessageRole.SYSTEM, "user": MessageRole.USER, "assistant": MessageRole.ASSISTANT,
               "tool": MessageRole.TOOL}


def to_node(hit: ScoredMemory) -> NodeWithScore:
    """A search hit as a `NodeWithScore`: tags and breakdown in the node's metadata, score = final."""
    meta: dict[str, Any] = hit.record.to_chroma_metadata()
    meta.update(hit.score.as_metadata())
    node = TextNode(id_=hit.record.id, text=hit.record.text, metadata=meta,
                    excluded_llm_metadata_keys=list(meta), excluded_embed_metadata_keys=list(meta))
    return NodeWithScore(node=node, score=hit.score.final)


def to_li_message(message: ChatMessage) -> LIChatMessage:
    extra = {"name": message.name} if message.name else {}
    return LIChatMessage(role=_ROLE_TO_LI[message.role], content=message.content, additional_kwargs=extra)


def from_li_message(message: LIChatMessage) -> ChatMessage:
    role = {MessageRole.SYSTEM: "system", MessageRole.USER: "user", MessageRole.TOOL: "tool",
            MessageRole.FUNCTION: "tool"}.get(message.role, "assistant")
    name = message.additional_kwargs.get("name") if role == "tool" else None
    return ChatMessage(role=role, content=message.content or "", name=name)  # type: ignore[arg-type]
