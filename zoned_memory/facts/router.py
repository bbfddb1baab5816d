"""Route what the user says about themselves to its zone, at write time.

Each user message is cut into statements (`statements.user_statements`: without the text it hands over to
work on, which speaks for whoever wrote it); a durable fact about
the user goes to the user's GLOBAL zone, context for this session's work to the SESSION zone
(`classify.classify`), ``source=user_input``, one ``kind`` per type. Everything else stays with
the task (the task's transcript keeps it). A new fact of the same slot ("I moved to Berlin"
after "I live in Paris") or that takes one back ("I no longer eat meat") marks the old one
``outdated``; "forget that I ..." / "别记这个" revokes. The same statement is stored once (its id
is derived from zone and text); said again after it was outdated or revoked, it is live again. A short
answer to the assistant's question about the user ("Any allergies?" / "Shellfish.", `answers`) is the fact it states.

>>> import tempfile
>>> from zoned_memory import TaskContext, ZonedMemoryStore
>>> store = ZonedMemoryStore.open(path=tempfile.mkdtemp())
>>> ctx = TaskContext(user_id="alice", session_id="s1", task_id="acme")
>>> router = FactRouter(store)
>>> [r.text for r in router.route(ctx, "Analyze Acme's Q3 sales. By the way, I'm vegetarian.")]
["I'm vegetarian."]
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Callable, Mapping, Sequence

from ..context import TaskContext
from ..errors import InvalidInputError
from ..records import MemoryRecord, Scope, Status, content_id
from ..scope import LIVE_STATUSES, zone_key
from .answers import answered_fact
from .never_promoted import holds_secret, never_promoted
from .classify import classify_all
from .rules import FactLabel, is_revocation, is_total_revocation, left_behind, slots_named
from .statements import user_statements

if TYPE_CHECKING:  # pragma: no cover
    from ..store import ZonedMemoryStore

__all__ = ["FactRouter", "Extractor", "only_facts"]

#: the user named in a statement: a fact said with its subject needs no answer to restate it
_SUBJECT = re.compile(r"\b(?:i|i'm|i've|i'd|my|we|we're|our)\b|我", re.IGNORECASE)

logger = logging.getLogger(__name__)

#: ``statements -> labels``: the offline rules by default; an LLM extractor has the same shape
Extractor = Callable[[Sequence[str]], Sequence[FactLabel]]
#: the status a routed fact is written (and, said again, restored) with: the user said it (the
#: ``user_input`` default); how sure the statement was is its confidence, which ranks it
ROUTED_STATUS = Status.VALIDATED
_WORD = re.compile(r"[a-z0-9]{3,}|[\u4e00-\u9fff]")
_STOP = {"the", "and", "that", "this", "with", "for", "are", "was", "have", "not", "any", "more", "longer", "forget",
         "remember", "don", "please", "about", "what", "now", "just", "anymore",
         # the words of asking to forget ("scratch what I said about ...", "you can forget about ...")
         "scratch", "ignore", "disregard", "drop", "said", "told", "mentioned", "you", "can", "could", "would", "delete",
         "erase", "remove", "clear", "wipe", "from", "memory", "stop", "remembering", "keep",
         "我", "的", "了", "是", "不", "这", "个", "别", "记", "忘", "现", "在", "说", "把", "删", "掉", "除"}
_LEAD_IN = re.compile(r"^\s*(?:by the way|btw|also|oh|and|just so you know|fyi|顺便(?:说|提)?(?:一下|一句)?|对了|另外|还有)"
                      r"[\s,，.。:：!！]*$", re.IGNORECASE)


_OPENING = re.compile(r"^\s*(?:(?:and|but|so|also|oh|well|since|because|by the way|btw|fyi|just so you know)\b[\s,]*)+",
                      re.IGNORECASE)


def _clean(text: str) -> str:
    """A fact as stored: without the conjunction or lead-in it was said with, or a trailing comma."""
    cleaned = _OPENING.sub("", text.strip()).strip().rstrip(",，、")
    return (cleaned[:1].upper() + cleaned[1:]) if cleaned else text.strip()


def _content(text: str) -> set[str]:
    """The words a fact is recognised by, lightly stemmed ("cats" ~ "cat", "allergy" ~ "allergic")."""
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP}


#: what a change says the user did before ("我以前跑步，现在改成游泳了", "I used to run, now I swim")
_CHANGED_FROM = re.compile(r"(?:以前|之前|原来|过去)(?:是|都|一直)?([^，。,.；;！!？?]{1,12})|\bused to ([^,.;!?]{2,40})", re.IGNORECASE)


def _changed_from(fact: str) -> set[str]:
    """The words of what a changed fact says was so before, else an empty set."""
    found = _CHANGED_FROM.search(fact)
    return _content(next(group for group in found.groups() if group)) if found else set()


def _stem(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:6] if len(word) > 6 else word


def _default_extractor(statements: Sequence[str]) -> list[FactLabel]:
    return classify_all(statements)


def only_facts(labels: Sequence[FactLabel]) -> bool:
    """True if the labelled statements are all durable facts or lead-ins ("by the way, I'm
    vegetarian"): an aside that tells something about the user, not a new job (no task switch)."""
    return any(label.durable for label in labels) and all(
        label.durable or _LEAD_IN.match(label.text) for label in labels)


#: slots whose facts add up rather than replace one another: a diet ("vegetarian", "lactose intolerant")
_FACTS_ADD_UP = frozenset({"diet"})


class FactRouter:
    """Writes a message's durable user facts to the global / session zone (see the module doc).

    ``extractor``: ``statements -> FactLabel`` per statement (default: the offline rules of
    `classify`); an LLM extractor's labels are validated like any write.
    """

    def __init__(self, store: "ZonedMemoryStore", extractor: Extractor | None = None) -> None:
        self.store = store
        self.extractor: Extractor = extractor or _default_extractor

    def labels(self, text: str) -> list[FactLabel]:
        """The label of each statement of ``text``."""
        return self._labels(user_statements(text))

    def _labels(self, statements: Sequence[str]) -> list[FactLabel]:
        labels = list(self.extractor(statements))
        if len(labels) != len(statements) or not all(isinstance(label, FactLabel) for label in labels):
            raise InvalidInputError("a fact extractor must return one FactLabel per statement")
        return labels

    def route(self, ctx: TaskContext, text: str, *, asked: str | None = None) -> list[MemoryRecord]:
        """Store the durable facts of one user message; returns the records written (or found).
        ``asked``: the assistant's message it replies to ("Any food allergies?" makes "Shellfish." a fact)."""
        return self.route_labelled(ctx, text, asked=asked)[0]

    def route_labelled(self, ctx: TaskContext, text: str, *,
                       asked: str | None = None) -> tuple[list[MemoryRecord], list[FactLabel]]:
        """`route`, also returning every statement's label (the extractor is asked once); a short answer to
        the assistant's question about the user is one label, the fact it states."""
        statements = user_statements(text)
        revocations = [s for s in statements if is_revocation(s)]
        if revocations:
            self._revoke(ctx, revocations)
        labels = self._labels(statements)
        if asked and not revocations and not any(label.durable and _SUBJECT.search(label.text) for label in labels) \
                and not holds_secret(asked):  # an answer restates a fact said without its subject ("不吃香菜") with it
            answer = answered_fact(asked, text)  # a short answer to a question about the user (not a security question)
            labels = [answer] if answer is not None else labels
        # whoever labelled them (rules, model, an LLM): a secret or an illness of the moment stays with the task
        labels = [FactLabel(text=label.text) if label.durable and never_promoted(label.text) else label for label in labels]
        facts = [label for label in labels if label.durable]
        gone = [name for statement in statements for name in left_behind(statement)]
        live: dict[Scope, list[MemoryRecord]] = {}  # each zone read once per message
        if gone:  # both zones: what the user left may be named in either
            live = {scope: self._live(ctx, scope) for scope in (Scope.GLOBAL, Scope.SESSION)}
        replaced = _naming(live, gone) if gone else []
        if not facts:
            self._outdate(ctx, replaced)
            return [], labels
        items = []
        for label in facts:
            scope = Scope.GLOBAL if label.scope == "global" else Scope.SESSION
            fact = _clean(label.text)
            if scope not in live:
                live[scope] = self._live(ctx, scope)
            replaced += self._replaced(live[scope], label, fact)
            items.append({"text": fact, "scope": scope, "source": "user_input", "kind": label.kind,
                          "confidence": label.confidence, "status": ROUTED_STATUS.value,
                          "id": content_id(zone_key(scope, ctx), fact),
                          "metadata": {"slot": label.slot or "", "routed": True}})
        written = self.store.write_many(ctx, items)
        self._reinstate(ctx, written)
        kept = {r.id for r in written}
        self._outdate(ctx, [i for i in replaced if i not in kept])  # after the new facts: a crash leaves both
        logger.debug("routed %d user facts of task %s", len(written), ctx.task_id)
        return written, labels

    def _outdate(self, ctx: TaskContext, ids: Sequence[str]) -> None:
        if ids:
            self.store.set_status(ctx, sorted(set(ids)), Status.OUTDATED)

    def _reinstate(self, ctx: TaskContext, written: Sequence[MemoryRecord]) -> None:
        """A fact said again that was outdated or revoked (same id: "I live in Paris" after Berlin
        had replaced it, or after "forget that ...") is live again: the user has just said it."""
        stale = [r.id for r in written if r.status not in LIVE_STATUSES]
        if stale:
            self.store.set_status(ctx, stale, ROUTED_STATUS)

    def _live(self, ctx: TaskContext, scope: Scope) -> list[MemoryRecord]:
        return [r for r in self.store.records(ctx, scopes=[scope]) if r.status in LIVE_STATUSES
                and r.source.value == "user_input"]

    def _replaced(self, live: list[MemoryRecord], label: FactLabel, fact: str) -> list[str]:
        """The ids of the zone's ``live`` facts the new fact replaces (taken out of ``live``): the
        same slot ("residence"; a job only when said as changed: "I'm a product manager" and "I work at
        Google" hold together, "I'm now a teacher" replaces both); for a fact that takes something back,
        the facts about the same thing; for a change ("I now prefer aisle seats"), the facts of its kind
        about the same thing."""
        words = _content(fact)
        before = _changed_from(fact) if label.changed else set()  # "我以前跑步，现在改成游泳了": what it was ("跑步")
        old = []
        for record in live:
            if record.text == fact:
                continue
            same_slot = bool(label.slot) and record.metadata.get("slot") == label.slot and \
                label.slot not in _FACTS_ADD_UP and not (label.slot == "job" and not label.changed)
            shared = len(words & _content(record.text)) >= max(1, len(words) // 3)
            if before and not shared:  # a change names the old fact by what it was
                shared = len(before & _content(record.text)) >= max(1, len(before) // 2)
            taken_back = shared and (label.negated or (label.changed and record.kind == label.kind))
            if same_slot or taken_back:
                old.append(record.id)
        live[:] = [r for r in live if r.id not in old]
        return old

    def _revoke(self, ctx: TaskContext, requests: Sequence[str]) -> None:
        """"forget that I ...": revoke the facts that share the request's words or fill the slot it
        names ("forget my address": where the user lives), or, for "this", "这个", the newest fact."""
        for scope in (Scope.GLOBAL, Scope.SESSION):
            live = self._live(ctx, scope)
            ids: list[str] = []
            for request in requests:
                if is_total_revocation(request):  # "forget everything you know about me"
                    ids += [r.id for r in live]
                    continue
                words, slots = _content(request), slots_named(request)
                matched = [r.id for r in live if (words and len(words & _content(r.text)) >= max(1, len(words) // 2))
                           or r.metadata.get("slot") in slots]
                if not matched and live and not words - {"that", "this", "这个", "那个"}:
                    matched = [max(live, key=lambda r: r.created_at).id]
                ids += matched
            if ids:
                self.store.set_status(ctx, sorted(set(ids)), Status.REVOKED)


def _naming(live: Mapping[Scope, Sequence[MemoryRecord]], names: Sequence[str]) -> list[str]:
    """The ids of the ``live`` facts that name one of ``names``, the things the user says they left ("we moved off
    BigQuery": "We use BigQuery at my company")."""
    found = re.compile("|".join(rf"(?<![\w-]){re.escape(name)}(?![\w-])" for name in names), re.IGNORECASE)
    return [r.id for records in live.values() for r in records if found.search(r.text)]
