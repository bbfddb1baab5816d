"""`ZonedMemoryMiddleware`: task boundaries and task-scoped long-term memory for LangChain 1.x agents.

A `create_agent` agent keeps one message list per thread in its checkpointer; nothing in it
knows about tasks, so task A's tool outputs ride into task B. A callback cannot change the
agent's state; this middleware can:

- ``before_model``: the newest user message is judged by the `TaskSession`'s boundary
  detector. On a switch the old task is archived (summary into its zone, review) and the
  thread's messages are REPLACED (LangGraph's ``RemoveMessage(REMOVE_ALL_MESSAGES)``) by the
  new task's clean context: the user message alone. A failed switch raises `SwitchError` and
  changes neither the zones nor the thread. A switch the app makes itself
  (``session.switch_task(...)`` between runs) resets the thread at the next model call too.
- ``wrap_model_call``: the task's scoped memories (task + session + global, reranked) and,
  on a return to an earlier task, its summary, are added to the system prompt of that one
  model call. They never enter the message list.
- ``wrap_tool_call`` / ``after_model`` (optional): tool outputs are written as ``tool_output``
  memories and final answers as ``model_inference``, tagged to the current task.

Needs the ``langchain-agents`` extra (``langchain`` and ``langgraph``).

>>> from langchain.agents import create_agent  # doctest: +SKIP
>>> agent = create_agent(model, tools, middleware=[ZonedMemoryMiddleware(session)],  # doctest: +SKIP
...                      checkpointer=InMemorySaver())
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import logging
import threading
import weakref
from typing import Annotated, Any, Awaitable, Callable, Sequence, cast

from typing_extensions import NotRequired

from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)
from langgraph.graph.message import REMOVE_ALL_MESSAGES

from zoned_memory import Source, TaskContext, TaskSession
from zoned_memory.errors import InvalidInputError
from zoned_memory.profile import PROFILE_HEADER, render_profile
from zoned_memory.records import MAX_TEXT_LENGTH
from zoned_memory.session import UNDONE

from ._convert import from_lc_message, message_text, to_lc_message

__all__ = ["ZonedMemoryMiddleware", "ZonedAgentState"]

logger = logging.getLogger(__name__)

MEMORY_HEADER = "Relevant long-term memories (this task, its session, the user's saved preferences):"


class ZonedAgentState(AgentState):  # type: ignore[type-arg]
    """The agent state with the task the running run works in (set at its first model call)."""

    zoned_task_id: NotRequired[Annotated[str | None, PrivateStateAttr]]


def _run_task(state: Any) -> str | None:
    """The task the running run was judged in (None before its first model call)."""
    found = state.get("zoned_task_id") if isinstance(state, dict) else getattr(state, "zoned_task_id", None)
    return found if isinstance(found, str) else None


def _is_user_turn(message: AnyMessage) -> bool:
    """A message the user typed (not a summary another middleware wrote as a human message)."""
    return isinstance(message, HumanMessage) and (message.additional_kwargs or {}).get("lc_source") != "summarization"


def _last_user_index(messages: Sequence[AnyMessage]) -> int | None:
    return next((i for i in range(len(messages) - 1, -1, -1) if _is_user_turn(messages[i])), None)


def _thread_id() -> str | None:
    """The thread id of the running graph (None outside a run or without a checkpointer's thread)."""
    from langgraph.config import get_config

    try:
        config = get_config()
    except RuntimeError:
        return None
    thread = (config.get("configurable") or {}).get("thread_id")
    return None if thread is None else str(thread)


class ZonedMemoryMiddleware(AgentMiddleware):  # type: ignore[type-arg]
    """Agent middleware over `TaskSession` s: ``session=`` for one conversation, or
    ``sessions=thread_id -> TaskSession`` for an agent serving many threads (called once per
    thread id; the middleware keeps the session until `forget_thread`).

    With one ``session``, a second thread id fails closed (`InvalidInputError`) instead of
    mixing two conversations in one task. ``k`` memories are injected per model call (0: none);
    ``write_tool_outputs`` stores every tool result in the task's zone, ``write_answers`` stores
    final answers (off by default: an unverified inference is the memory most often wrong).

    Each run carries the task it was judged in (``zoned_task_id`` in the agent state): its
    prompts read, and its tool results are filed under, that task, even if a concurrent run of
    the same thread (``batch``) switched the session meanwhile.
    """

    state_schema = ZonedAgentState

    def __init__(
        self,
        session: TaskSession | None = None,
        *,
        sessions: Callable[[str], TaskSession] | None = None,
        k: int = 5,
        write_tool_outputs: bool = True,
        write_answers: bool = False,
        memory_header: str = MEMORY_HEADER,
    ) -> None:
        super().__init__()
        if (session is None) == (sessions is None):
            raise InvalidInputError("pass session= (one conversation) or sessions= (a TaskSession per thread id)")
        if session is not None and not isinstance(session, TaskSession):
            raise InvalidInputError("ZonedMemoryMiddleware needs a zoned_memory.TaskSession")
        if sessions is not None and not callable(sessions):
            raise InvalidInputError("sessions must be a callable thread_id -> TaskSession")
        if type(k) is not int or k < 0:
            raise InvalidInputError("k must be a non-negative int")
        self._single = session
        self._factory = sessions
        self._by_thread: dict[str, TaskSession] = {}
        self._bound_thread: str | None = None
        self.k = k
        self.write_tool_outputs = bool(write_tool_outputs)
        self.write_answers = bool(write_answers)
        self.memory_header = memory_header
        self._lock = threading.RLock()
        #: the task each session's thread was last shaped for (an app's own switch resets it too)
        self._thread_context: weakref.WeakKeyDictionary[TaskSession, TaskContext] = weakref.WeakKeyDictionary()

    def __repr__(self) -> str:
        if self._single is not None:
            return f"ZonedMemoryMiddleware(task={self._single.context.task_id!r}, k={self.k})"
        return f"ZonedMemoryMiddleware(threads={len(self._by_thread)}, k={self.k})"

    @property
    def session(self) -> TaskSession:
        """The `TaskSession` of the running thread."""
        thread = _thread_id()
        with self._lock:
            if self._single is not None:
                if thread is not None:
                    if self._bound_thread is None:
                        self._bound_thread = thread
                    elif thread != self._bound_thread:
                        raise InvalidInputError(
                            f"this middleware wraps one TaskSession (thread {self._bound_thread!r}) and was run "
                            f"on thread {thread!r}: pass sessions=thread_id -> TaskSession to serve many threads")
                return self._single
            if thread is None:
                raise InvalidInputError("sessions= needs a thread id: invoke with "
                                        "config={'configurable': {'thread_id': ...}} and a checkpointer")
            found = self._by_thread.get(thread)
            if found is None:
                assert self._factory is not None
                found = self._factory(thread)
                if not isinstance(found, TaskSession):
                    raise InvalidInputError("sessions(thread_id) must return a zoned_memory.TaskSession")
                self._by_thread[thread] = found
            return found

    def forget_thread(self, thread_id: str) -> None:
        """Drop the session kept for ``thread_id`` (its memories stay in the store)."""
        with self._lock:
            self._by_thread.pop(str(thread_id), None)

    # -- a run starts: it has no task until its first model call judges its message -----------
    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return {"zoned_task_id": None}

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.before_agent(state, runtime)

    # -- before the model: judge the new user message, reset the thread on a switch -------------
    def before_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        if _run_task(state) is not None:
            return None  # a later model call of this run: judged at its first, keeps that task
        update = self._judge_run(state)
        task = {"zoned_task_id": self.session.context.task_id}
        return task if update is None else {**update, **task}

    def _judge_run(self, state: Any) -> dict[str, Any] | None:
        messages: list[AnyMessage] = list(state["messages"])
        idx = _last_user_index(messages)
        if idx is None:
            return None
        human = messages[idx]
        session = self.session
        with self._lock:
            old = self._thread_context.get(session, session.context)
            # system messages the thread starts with are the app's instructions: a reset keeps them
            head = list(itertools.takewhile(lambda m: isinstance(m, SystemMessage), messages[:idx]))
            if session.context != old:  # the app switched (session.switch_task) since the last call
                self._thread_context[session] = session.context
                keep = [*head, *messages[idx:]]
                session.replace_messages([from_lc_message(m) for m in keep if not isinstance(m, SystemMessage)])
                logger.info("task switched by the app %s -> %s: thread reset", old.task_id, session.context.task_id)
                return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *keep]}
            # the session mirrors this task's thread: it is what a switch summarizes and archives
            text = message_text(human)
            # earlier copies of this message (a run whose switch failed, retried) are not "seen already"
            session.replace_messages([from_lc_message(m) for m in messages[:idx] if not isinstance(m, SystemMessage)
                                      and not (_is_user_turn(m) and message_text(m) == text)])
            switch_before = session.last_switch
            session.observe(text, self._tools_of(messages[idx + 1:]))  # SwitchError propagates
            keep = [*head, *messages[idx:]] if session.context != old else list(messages)
            undone = session.last_switch
            if undone is not switch_before and undone is not None and undone.boundary is not None \
                    and UNDONE in undone.boundary.reasons:  # a false switch: the task's thread comes back
                keep = [*head, *(cast(AnyMessage, to_lc_message(m)) for m in session.messages if m.role != "system"),
                        *messages[idx:]]
            session.replace_messages([from_lc_message(m) for m in keep if not isinstance(m, SystemMessage)])
            self._thread_context[session] = session.context
            if session.context == old:
                return None
        logger.info("task switch %s -> %s: thread reset to the new task's context", old.task_id,
                    session.context.task_id)
        return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *keep]}

    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return await asyncio.to_thread(self.before_model, state, runtime)

    @staticmethod
    def _tools_of(messages: Sequence[AnyMessage]) -> list[str]:
        return [c["name"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]

    def _context(self, state: Any) -> TaskContext:
        """The task of the running run (the session's current task before its first model call)."""
        session = self.session
        task = _run_task(state)
        return session.context if task is None or task == session.context.task_id else session.context.with_task(task)

    # -- around the model call: the task's memories in the system prompt --------------------
    def _prepared(self, request: ModelRequest) -> ModelRequest:
        session = self.session
        ctx = self._context(request.state)
        idx = _last_user_index(request.messages)
        parts = [request.system_prompt or ""]
        with self._lock:
            resumed = session.last_switch.resumed_summary if session.last_switch is not None and \
                session.last_switch.new_context == ctx else None
            profile = session.profile_records(ctx)  # the user's standing facts: every call, not only similar ones
            if profile:
                parts.append(f"{PROFILE_HEADER}\n{render_profile(profile)}")
            if resumed:
                parts.append(f"Summary of earlier work on this task:\n{resumed}")
            if self.k and idx is not None:
                query = message_text(request.messages[idx]).strip()
                hits = session.prompt_memories(query, k=self.k, context=ctx, profile=profile) if query else []
                if hits:
                    parts.append("\n".join([self.memory_header, *(f"- {hit.text}" for hit in hits)]))
        prompt = "\n\n".join(p for p in parts if p)
        return request.override(system_message=SystemMessage(content=prompt) if prompt else None)

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]) -> Any:
        return handler(self._prepared(request))

    async def awrap_model_call(self, request: ModelRequest,
                               handler: Callable[[ModelRequest], Awaitable[ModelResponse]]) -> Any:
        prepared = await asyncio.to_thread(self._prepared, request)
        return await handler(prepared)

    # -- after the model and the tools: what the task learned ---------------------------------
    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        last = state["messages"][-1] if state["messages"] else None
        if not isinstance(last, AIMessage):
            return None
        session = self.session
        with self._lock:
            session.note_tools([c["name"] for c in last.tool_calls])
            text = message_text(last).strip()
            if text and not last.tool_calls:
                session.append(from_lc_message(last))  # context for the detector's next decision
                if self.write_answers:
                    self._write(self._context(state), text[:MAX_TEXT_LENGTH], Source.MODEL_INFERENCE)
        return None

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return await asyncio.to_thread(self.after_model, state, runtime)

    def _remember_tool_output(self, request: Any, result: Any) -> None:
        if not self.write_tool_outputs or not isinstance(result, ToolMessage) or result.status == "error":
            return  # a failed call is kept in the thread (and its summary), not as a fact
        text = message_text(result).strip()
        if not text:
            return
        name = (request.tool_call or {}).get("name") or result.name or "tool"
        self._write(self._context(getattr(request, "state", None) or {}), f"{name}: {text}"[:MAX_TEXT_LENGTH],
                    Source.TOOL_OUTPUT, {"tool": str(name)})

    def _write(self, ctx: TaskContext, text: str, source: Source, metadata: dict[str, str] | None = None) -> None:
        """Write into the run's task; the id derives from task and text, so the same output
        seen twice (a repeated tool call, a retried run) is stored once."""
        session = self.session
        with self._lock:
            digest = hashlib.sha256("\x1f".join([ctx.user_id, ctx.session_id, ctx.task_id, text]).encode())
            session.store.write(ctx, text, source=source, metadata=metadata, id=f"mw-{digest.hexdigest()[:40]}")

    def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        result = handler(request)
        self._remember_tool_output(request, result)
        return result

    async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        result = await handler(request)
        await asyncio.to_thread(self._remember_tool_output, request, result)
        return result
