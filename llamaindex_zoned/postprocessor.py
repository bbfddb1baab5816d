"""`DecayPostprocessor`: the design's decay rerank as a LlamaIndex node postprocessor.

``final = score x confidence x 0.5 ** (age / half-life(kind))``, computed by the core
(`zoned_memory.rerank.rerank_tagged`). Unlike LlamaIndex's `TimeWeightedPostprocessor`,
it never mutates the input nodes, keeps a real 0.0 score at 0.0, and handles a missing
score, confidence or timestamp explicitly (raise, or the documented neutral values).

    engine = RetrieverQueryEngine.from_args(retriever, node_postprocessors=[DecayPostprocessor(top_n=3)])

Works on nodes from any retriever whose node metadata carries ``confidence``,
``created_at`` (epoch seconds or ISO-8601) and ``kind``, LlamaIndex's `ChromaVectorStore` included.
"""

from __future__ import annotations

import time
from typing import Callable, List, Optional

from llama_index.core.bridge.pydantic import ConfigDict, Field
from llama_index.core.postprocessor.types import BaseNodePostprocessor
from llama_index.core.schema import NodeWithScore, QueryBundle

from zoned_memory import DecayPolicy
from zoned_memory.rerank import OnMissing, rerank_tagged


__all__ = ["DecayPostprocessor"]


class DecayPostprocessor(BaseNodePostprocessor):
    """Rerank nodes by similarity x confidence x decay, with a half-life per kind."""

    model_config = ConfigDict(arbitrary_types_allowed=True, extra="forbid")

    decay: DecayPolicy = Field(default_factory=DecayPolicy)
    top_n: Optional[int] = Field(default=None, ge=1)
    on_missing: OnMissing = "raise"
    timestamp_key: str = "created_at"
    now: Callable[[], float] = Field(default=time.time, exclude=True)

    @classmethod
    def class_name(cls) -> str:
        return "DecayPostprocessor"

    def _postprocess_nodes(
        self, nodes: List[NodeWithScore], query_bundle: Optional[QueryBundle] = None
    ) -> List[NodeWithScore]:
        placeholders = [n for n in nodes if n.node.metadata.get("zm_placeholder")]  # "no memories yet": kept
        nodes = [n for n in nodes if not n.node.metadata.get("zm_placeholder")]
        items = [(n.score, n.node.metadata) for n in nodes]
        ranked = rerank_tagged(items, policy=self.decay, now=float(self.now()), on_missing=self.on_missing,
                               timestamp_key=self.timestamp_key)
        out = []
        for index, breakdown in ranked[: self.top_n]:
            original = nodes[index]
            added = breakdown.as_metadata()
            node = original.node.model_copy(update={
                "metadata": {**original.node.metadata, **added},
                # scores are not content: keep them out of the LLM's and the embedder's text
                "excluded_llm_metadata_keys": sorted({*original.node.excluded_llm_metadata_keys, *added}),
                "excluded_embed_metadata_keys": sorted({*original.node.excluded_embed_metadata_keys, *added}),
            })
            out.append(NodeWithScore(node=node, score=breakdown.final))
        return out or placeholders
