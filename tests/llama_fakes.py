"""A recording LlamaIndex LLM for the adapters' tests: every prompt is kept, the reply is fixed (LlamaIndex is
imported when one is made, so importing this module needs no framework)."""

from __future__ import annotations

from typing import Any

__all__ = ["recording_llm"]


def recording_llm(prompts: list[str], reply: str = "noted") -> Any:
    """A LlamaIndex LLM that appends every prompt to ``prompts`` and answers ``reply``."""
    from llama_index.core.llms import CompletionResponse, CustomLLM, LLMMetadata
    from llama_index.core.llms.callbacks import llm_completion_callback

    class RecordingLLM(CustomLLM):
        @property
        def metadata(self) -> LLMMetadata:
            return LLMMetadata()

        @llm_completion_callback()
        def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
            prompts.append(prompt)
            return CompletionResponse(text=reply)

        @llm_completion_callback()
        def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any):  # type: ignore[no-untyped-def]
            prompts.append(prompt)
            yield CompletionResponse(text=reply, delta=reply)

    return RecordingLLM()
