"""`TaskSession`: the short-term message list of the current task, and the task switch.

A switch archives before it resets, in this order, and resets only if every step before
succeeded (a failed switch loses nothing and leaves nothing half-written):

1. summarize the old task's messages (any callable; offline default: extractive);
2. write the summary (and optionally the raw transcript) into the old task's zone;
3. run the post-task review (unverified inferences -> outdated);
4. reset the message list to a clean system prompt for the new task (restoring the new
   task's last summary if it ran before), then the first message.

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> session = TaskSession(store, TaskContext(user_id="u", session_id="s", task_id="company-A"))
>>> session.add_user_message("Analyze the Q3 sales of Acme Corp") is None
True
>>> session.add_assistant_message("Acme Corp sold 1200 units in Q3.")
>>> boundary = session.add_user_message("New task: analyze the Q3 sales of Globex Inc")
>>> boundary.reasons, session.context.task_id != "company-A"
(('explicit cue',), True)
>>> [m.role for m in session.messages]
['system', 'user']
"""

from __future__ import annotations

import logging
import threading
from typing import Callable, Hashable, Sequence

from pydantic import BaseModel, ConfigDict

from .boundary import Boundary, TaskBoundaryDetector, is_provisional
from .context import TaskContext, ensure_context, validate_id
from .context import new_task_id as generate_task_id
from .archive import archive_task, task_summaries
from .errors import InvalidInputError, SwitchError, ZonedMemoryError
from .facts import Extractor, FactRouter, only_facts
from .profile import PROFILE_HEADER, fit_profile, render_profile, standing_memories
from .records import MemoryRecord, Scope, ScoredMemory, Source, Status
from .scope import LIVE_STATUSES
from .store import ReviewReport, ZonedMemoryStore
from .summarize import ChatMessage, Summarizer, extractive_summary

__all__ = ["TaskSession", "SwitchResult", "DEFAULT_SYSTEM_PROMPT", "SystemPrompt", "SwitchError", "UNDONE"]

#: the reason of the `SwitchResult` of an undone false switch (`TaskSession.last_switch`)
UNDONE = "false switch undone"

logger = logging.getLogger(__name__)

DEFAULT_SYSTEM_PROMPT = (
    "You are a helpful assistant working on task {task_id}. Use only information from this task, "
    "its session and the user's saved preferences; earlier tasks are closed.{profile_block}{summary_block}"
)

#: A format string (fields: task_id, session_id, user_id, summary, summary_block, profile,
#: profile_block) or a callable ``(context, summary) -> str``.
SystemPrompt = str | Callable[[TaskContext, str | None], str]


class SwitchResult(BaseModel):
    """What a switch did."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    old_context: TaskContext
    new_context: TaskContext
    archived: list[MemoryRecord]
    review: ReviewReport | None
    resumed_summary: str | None
    boundary: Boundary | None = None


class TaskSession:
    """Holds the current `TaskContext` and its short-term messages; switches tasks safely.

    With ``resume`` (the default) the session continues the task the store says its (user,
    session) is on, which every switch records (`zoned_memory.current_tasks`): after a restart,
    ``TaskSession(store, TaskContext(..., task_id="acme-audit"))`` is on the task the
    conversation had reached, and ``task_id`` is only the first task of a new session. An
    application that picks the task itself for every request passes ``resume=False``.
    """

    def __init__(
        self,
        store: ZonedMemoryStore,
        context: TaskContext,
        *,
        detector: TaskBoundaryDetector | None | bool = True,
        summarizer: Summarizer = extractive_summary,
        system_prompt: SystemPrompt = DEFAULT_SYSTEM_PROMPT,
        archive_transcript: bool = False,
        review: bool = True,
        auto_switch: bool = True,
        resume: bool = True,
        facts: "FactRouter | Extractor | None | bool" = True,
        undo_false_switches: bool = False,
    ) -> None:
        if not isinstance(store, ZonedMemoryStore):
            raise InvalidInputError(f"TaskSession needs a ZonedMemoryStore (got {type(store).__name__})")
        self.store = store
        self._context = ensure_context(context)
        if detector is True:
            detector = TaskBoundaryDetector()
        self.detector: TaskBoundaryDetector | None = detector or None
        self.summarizer = summarizer
        self.system_prompt = system_prompt
        self.archive_transcript = archive_transcript
        self.review = review
        self.auto_switch = auto_switch
        #: go back to the task just left, with its messages, when the message after an automatic
        #: switch names that task's subject (`TaskBoundaryDetector.continues`); off by default: an
        #: undo of a TRUE switch brings the old task's data back (see docs/architecture.md)
        self.undo_false_switches = undo_false_switches
        #: routes each judged user message's durable facts to the global / session zone
        #: (`zoned_memory.facts`); ``facts=False`` turns it off, a callable is an extractor
        self.facts: FactRouter | None = (FactRouter(store) if facts is True else facts if isinstance(facts, FactRouter)
                                         else FactRouter(store, facts) if callable(facts) else None)
        self._lock = threading.RLock()
        summary: str | None = None
        if resume:  # a restarted process continues the task the session was on
            saved = store.current_tasks.read(self._context.user_id, self._context.session_id)
            if saved is not None and saved != self._context.task_id:
                logger.info("session %s resumes its current task %s (not %s)", self._context.session_id, saved,
                            self._context.task_id)
                self._context = self._context.with_task(saved)
                summary = task_summaries(store, self._context)
            elif saved is None:
                store.current_tasks.write(self._context.user_id, self._context.session_id, self._context.task_id)
        self._messages: list[ChatMessage] = [ChatMessage(role="system", content=self._prompt(self._context, summary))]
        #: the earlier summaries the current task's system prompt carries (on a return), or None
        self.resumed_summary: str | None = summary
        self.last_switch: SwitchResult | None = None
        self._listeners: list[Callable[[SwitchResult], None]] = []
        #: the user message judged last and not yet added, with the turn it was judged in:
        #: integrations often see one message twice (a callback before retrieval, then the
        #: history), and it must be judged once per turn (a repeated message is a new turn)
        self._observed: tuple[str, Hashable | None] | None = None
        #: the last automatic switch, with the messages and summary it left, while the next user
        #: message may show it was a false one (`_undo_switch`)
        self._undoable: tuple[SwitchResult, list[ChatMessage], str | None] | None = None
        if self.detector is not None:
            self.detector.begin_task(self._context.task_id)

    def __repr__(self) -> str:
        ctx = self._context
        return (f"TaskSession(user={ctx.user_id!r}, session={ctx.session_id!r}, task={ctx.task_id!r}, "
                f"messages={len(self._messages) - 1})")

    # -- state ---------------------------------------------------------------------------
    @property
    def context(self) -> TaskContext:
        return self._context

    @property
    def messages(self) -> list[ChatMessage]:
        """A copy of the current task's short-term messages. The system prompt is rendered as it
        is read when it shows the user's profile, so a fact saved meanwhile is in it."""
        with self._lock:
            if self._live_prompt():
                prompt = ChatMessage(role="system", content=self._prompt(self._context, self.resumed_summary))
                return [prompt, *self._messages[1:]]
            return list(self._messages)

    @property
    def conversation(self) -> list[ChatMessage]:
        """A copy of the current task's messages after its system prompt (which is not rendered)."""
        with self._lock:
            return list(self._messages[1:])

    def _live_prompt(self) -> bool:
        return isinstance(self.system_prompt, str) and "{profile" in self.system_prompt

    def on_switch(self, listener: Callable[[SwitchResult], None]) -> None:
        """Call ``listener(result)`` after every successful switch (adapters re-scope with it)."""
        self._listeners.append(listener)

    def _prompt(self, ctx: TaskContext, summary: str | None) -> str:
        if callable(self.system_prompt):
            return self.system_prompt(ctx, summary)
        block = f"\n\nSummary of earlier work on this task:\n{summary}" if summary else ""
        profile = self.profile(ctx) if "{profile" in self.system_prompt else ""
        return self.system_prompt.format(task_id=ctx.task_id, session_id=ctx.session_id, user_id=ctx.user_id,
                                         summary=summary or "", summary_block=block, profile=profile,
                                         profile_block=f"\n\n{PROFILE_HEADER}\n{profile}" if profile else "")

    def profile_records(self, context: TaskContext | None = None) -> list[MemoryRecord]:
        """The user's standing memories (global zone, and this session's) that every prompt of
        every task shows, best first, within the profile's budget (`zoned_memory.profile`). A
        store that cannot be read raises, as a search does: a prompt never silently goes
        without the user's facts."""
        return fit_profile(standing_memories(self.store, context or self._context))

    def profile(self, context: TaskContext | None = None) -> str:
        """`profile_records` as bullet lines ("" if none)."""
        return render_profile(self.profile_records(context))

    # -- messages --------------------------------------------------------------------------
    def observe(self, content: str, tools: Sequence[str] = (), *, turn: Hashable | None = None) -> Boundary | None:
        """Run boundary detection on a user message and switch task if it starts one, WITHOUT
        adding the message (for integrations that add it themselves, after the run).

        ``turn`` names the exchange the message belongs to (an adapter passes its run's id): the
        same text is judged once per turn, and judged again in a new turn (a user who sends
        "New task: ..." twice starts two tasks). Without ``turn``, a text equal to the one just
        judged, or to the task's last user message, counts as already judged."""
        if not isinstance(content, str):
            raise TypeError("content must be a string")
        with self._lock:
            if self.judged(content, turn):
                return None  # judged already (integrations often pass one message twice)
            aside = False
            if self.facts is not None:  # the user's facts reach their zone before any switch
                _, labels = self.facts.route_labelled(self._context, content, asked=self._last_assistant())
                aside = only_facts(labels)
            if self.detector is None or aside:  # an aside about the user is not a new job
                self._observed = (content, turn)
                if self.detector is not None:
                    self.detector.user_spoke()  # the reply to the aside is a new reply
                return None
            undoable, self._undoable = self._undoable, None
            if undoable is not None and self.detector.continues(content, undoable[0].old_context.task_id, tools):
                self._undo_switch(*undoable)  # the message goes on with the task just left
            before = self.detector.snapshot()
            self._check_history(content)
            boundary = self.detector.observe(content, tools)
            self._observed = (content, turn)
            if boundary is not None and self.auto_switch:
                resume = boundary.resume_task_id
                if is_provisional(resume):  # an id the detector made up is never a task id
                    resume = None
                messages, summary = list(self._messages), self.resumed_summary
                try:
                    switch = self.switch_task(resume, _boundary=boundary)
                    if self.undo_false_switches and resume is None and \
                            not {"explicit cue", "return cue"} & set(boundary.reasons):
                        self._undoable = (switch, messages, summary)  # a guess: the next message may undo it
                except BaseException:
                    self.detector.restore(before)  # as if the message was never seen: a retry starts clean
                    self._observed = None
                    raise
            return boundary

    def judged(self, content: str, turn: Hashable | None = None) -> bool:
        """True if ``content`` was judged already in this turn (see `observe`)."""
        with self._lock:
            if self._observed is not None and self._observed[0] == content:
                seen_turn = self._observed[1]
                if turn is None or seen_turn is None or seen_turn == turn:
                    return True
            return turn is None and content == self._last_user_text()

    def pending_judgement(self) -> tuple[str, Hashable | None] | None:
        """The user message judged last and not yet added, with its turn (None if none): an
        adapter that sees a rewritten question knows the turn was judged already."""
        with self._lock:
            return self._observed

    def _last_user_text(self) -> str | None:
        return next((m.content for m in reversed(self._messages) if m.role == "user"), None)

    def _check_history(self, content: str) -> None:
        """Before the first message this session sees: if it carries an explicit cue and the
        current task already holds memories (e.g. the app restarted on it), the cue must switch."""
        assert self.detector is not None
        current = self.detector.current
        if current is None or current.texts or current.has_history or not self.detector.has_explicit_cue(content):
            return
        current.has_history = bool(self.store.records(self._context))

    def add_user_message(self, content: str | ChatMessage, tools: Sequence[str] = ()) -> Boundary | None:
        """Add a user message (a text, or a user `ChatMessage`, kept as it is). With a detector
        and ``auto_switch``, a boundary switches task first (the message then opens the new
        task). A message already judged by `observe` is not judged again. Returns the boundary."""
        if isinstance(content, ChatMessage):
            if content.role != "user":
                raise TypeError("add_user_message takes a user message")
            message = content
        elif isinstance(content, str):
            message = ChatMessage(role="user", content=content)
        else:
            raise TypeError("content must be a string or a ChatMessage")
        if not message.content.strip() and message.raw is None:  # an image-only message keeps its parts in raw
            raise InvalidInputError("a user message needs some content")
        with self._lock:
            boundary = self.observe(message.content, tools)
            self._observed = None  # this turn's message is in; the next one is judged afresh
            self._messages.append(message)
            return boundary

    def append(self, message: ChatMessage) -> None:
        """Add a message as it is: no boundary detection (a system message replaces none)."""
        if not isinstance(message, ChatMessage):
            raise TypeError("message must be a ChatMessage")
        with self._lock:
            self._messages.append(message)
            if message.role != "user":
                self._observed = None
            if message.role == "assistant" and self.detector is not None and message.content.strip():
                self.detector.add_assistant_message(message.content)  # context for the next decision

    def remember_archived_tasks(self) -> int:
        """Make the detector know this session's archived tasks (their summaries), e.g. after a
        restart, so a return to one of them is recognised. Only task ids and summary text feed
        the detector; nothing reaches the current task's messages. Returns how many tasks."""
        if self.detector is None:
            return 0
        ctx = self._context
        known: dict[str, str] = {}
        for record in self.store.scan(user_id=ctx.user_id, where={"$and": [
                {"session_id": {"$eq": ctx.session_id}}, {"source": {"$eq": "summary"}},
                {"memory_scope": {"$eq": "task"}}]}):
            if record.task_id != ctx.task_id:
                known[record.task_id] = known.get(record.task_id, "") + "\n" + record.text
        for task_id, text in known.items():
            self.detector.remember_task(task_id, text)
        return len(known)

    def replace_messages(self, messages: Sequence[ChatMessage]) -> None:
        """Replace the current task's messages after its system prompt (no detection, no archive)."""
        if not all(isinstance(m, ChatMessage) and m.role != "system" for m in messages):
            raise TypeError("messages must be non-system ChatMessages")
        with self._lock:
            self._messages = [self._messages[0], *messages]

    def note_tools(self, tools: Sequence[str]) -> None:
        """Tell the detector which tools the current task used (tool-set shift compares with them)."""
        if self.detector is not None and self.detector.current is not None:
            self.detector.current.tools |= set(tools)

    def _last_assistant(self) -> str | None:
        """The assistant's message the next user message replies to (None if the last one is not the assistant's)."""
        last = self._messages[-1] if len(self._messages) > 1 else None
        return last.content if last is not None and last.role == "assistant" and isinstance(last.content, str) else None

    def add_assistant_message(self, content: str) -> None:
        self.append(ChatMessage(role="assistant", content=content))

    def add_tool_message(self, name: str, content: str) -> None:
        self.append(ChatMessage(role="tool", content=content, name=name))

    def search(self, query: str, k: int = 5, **kwargs) -> list[ScoredMemory]:  # type: ignore[no-untyped-def]
        """Search long-term memory scoped to the current task."""
        return self.store.search(self._context, query, k, **kwargs)

    def prompt_memories(self, query: str, k: int = 5, *, context: TaskContext | None = None,
                        profile: Sequence[MemoryRecord] | None = None,
                        **kwargs) -> list[ScoredMemory]:  # type: ignore[no-untyped-def]
        """The memories to show a model beside the task's system prompt: a search of the task's
        zones (``context``: a run's own task) without what that prompt already carries: the
        task's summaries on a return, and the ``profile`` records it shows (default: the
        session's profile when its system prompt shows it), so nothing appears twice."""
        ctx = context or self._context
        kwargs.setdefault("statuses", LIVE_STATUSES)  # nothing outdated reaches a prompt
        carried = self.resumed_summary is not None and ctx == self._context
        if profile is None:
            profile = self.profile_records(ctx) if self._live_prompt() else []
        shown = {r.id for r in profile}
        hits = self.store.search(ctx, query, k + len(shown) + (4 if carried else 0), **kwargs)
        hits = [h for h in hits if h.record.id not in shown]
        if carried:
            hits = [h for h in hits if not (h.record.source is Source.SUMMARY and h.record.task_id == ctx.task_id
                                            and h.record.memory_scope is Scope.TASK)]
        return hits[:k]

    # -- the switch ------------------------------------------------------------------------
    def switch_task(
        self,
        new_task_id: str | None = None,
        first_message: str | None = None,
        *,
        _boundary: Boundary | None = None,
    ) -> SwitchResult:
        """Archive the current task and start (or re-enter) ``new_task_id`` (generated if None)."""
        with self._lock:
            old = self._context
            new = old.with_task(validate_id(new_task_id, "new_task_id") if new_task_id is not None else generate_task_id())
            if new.task_id == old.task_id:
                raise SwitchError(f"already on task {old.task_id!r}")
            archived: list[MemoryRecord] = []
            review: ReviewReport | None = None
            try:
                archived = archive_task(self.store, old, self._messages, self.summarizer,
                                        transcript=self.archive_transcript)
                if self.review:
                    review = self.store.review_task(old)
                resumed = task_summaries(self.store, new)
                prompt = self._prompt(new, resumed)
                self.store.current_tasks.write(new.user_id, new.session_id, new.task_id)  # a restart resumes it
            except Exception as exc:
                if archived:  # compensate: nothing half-written
                    try:
                        self.store.delete(old, [r.id for r in archived])
                    except ZonedMemoryError:
                        logger.exception("could not remove the archive of a failed switch")
                raise SwitchError(f"switching from task {old.task_id!r} failed; nothing was reset: {exc}") from exc
            # the reset: only now
            self._context = new
            self._messages = [ChatMessage(role="system", content=prompt)]
            self.resumed_summary = resumed
            if first_message is not None:
                self._messages.append(ChatMessage(role="user", content=first_message))
            if self.detector is not None:
                if _boundary is not None:
                    self.detector.begin_task(new.task_id)
                else:
                    self.detector.switch_to(new.task_id)
                    if first_message is not None:
                        self.detector.observe_in_current(first_message)
                summary = next((r.text for r in archived if r.source is Source.SUMMARY), None)
                if summary:
                    self.detector.remember_task(old.task_id, summary)
            result = SwitchResult(old_context=old, new_context=new, archived=archived, review=review,
                                  resumed_summary=resumed, boundary=_boundary)
            self._preload(new)
            self.last_switch = result
            logger.info("switched task %s -> %s (%d archived)", old.task_id, new.task_id, len(archived))
        for listener in self._listeners:
            listener(result)
        return result

    def _undo_switch(self, switch: SwitchResult, messages: list[ChatMessage], summary: str | None) -> None:
        """Go back to the task a false switch left, WITH its messages (not just its summary): the
        abandoned task's opening exchange joins them; what the switch's review outdated is
        unverified again, and its archive is marked outdated, last (the messages are live again and
        the next switch archives them whole). The session's current task is written first, so a
        crash in between resumes the right task with its summary still live."""
        old, false = switch.old_context, switch.new_context
        try:
            self.store.current_tasks.write(old.user_id, old.session_id, old.task_id)
            if switch.review is not None and switch.review.outdated:
                self.store.set_status(old, switch.review.outdated, Status.UNVERIFIED)
        except ZonedMemoryError:  # the switch stands: the message goes on in the new task
            logger.warning("could not undo the switch %s -> %s", old.task_id, false.task_id, exc_info=True)
            return
        self._context = old
        self._messages = messages + [m for m in self._messages if m.role != "system"]
        self.resumed_summary = summary
        if self.detector is not None:
            self.detector.undo_switch(old.task_id)
        if switch.archived:  # last: until here a restart resumes the task with its summary live
            try:
                self.store.set_status(old, [r.id for r in switch.archived], Status.OUTDATED)
            except ZonedMemoryError:  # the messages are back; a later return shows this summary twice
                logger.warning("could not outdate the archive of the undone switch of task %s", old.task_id,
                               exc_info=True)
        result = SwitchResult(old_context=false, new_context=old, archived=[], review=None, resumed_summary=summary,
                              boundary=Boundary(score=1.0, reasons=(UNDONE,),
                                                resume_task_id=old.task_id))
        self.last_switch = result
        logger.info("undid the switch %s -> %s: the next message went on with %s", old.task_id, false.task_id,
                    old.task_id)
        for listener in self._listeners:
            listener(result)

    def _preload(self, ctx: TaskContext) -> None:
        """Warm the new task's zones (its first search then costs no Chroma read); best effort."""
        try:
            self.store.preload(ctx)
        except ZonedMemoryError:
            logger.warning("could not preload the zones of task %s; its first search loads them", ctx.task_id,
                           exc_info=True)
