"""A recording chat model for `create_agent` tests: every call's exact messages are kept."""

from __future__ import annotations

from typing import Any, Callable

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

__all__ = ["RecordingChatModel", "prompt_text"]


def prompt_text(messages: list[BaseMessage]) -> str:
    return "\n".join(f"{m.type}: {m.text}" for m in messages)


class RecordingChatModel(BaseChatModel):
    """Answers with ``script(messages)`` (default: a plain "ok") and records every prompt."""

    calls: list[list[BaseMessage]] = Field(default_factory=list)
    script: Callable[[list[BaseMessage]], AIMessage] | None = None
    on_prompt: Callable[[str], Any] | None = None

    @property
    def _llm_type(self) -> str:
        return "recording"

    def bind_tools(self, tools: Any, **kwargs: Any) -> "RecordingChatModel":
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        self.calls.append(list(messages))
        if self.on_prompt is not None:
            self.on_prompt(prompt_text(messages))
        message = self.script(messages) if self.script is not None else AIMessage(content="ok")
        return ChatResult(generations=[ChatGeneration(message=message)])
