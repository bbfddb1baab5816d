"""`ZonedStore`: a LangGraph `BaseStore` whose namespaces are zones.

LangGraph's long-term memory (``create_agent(store=...)``, LangMem) keeps JSON items under
namespaces. This store maps them onto the zones of a `ZonedMemoryStore`:

============================================  ===========================================
namespace                                     zone
============================================  ===========================================
``(user,)``                                   the user's global zone
``(user, session)``                           the session zone
``(user, session, task, *sub)``               the task zone (``sub`` labels stay on the item)
============================================  ===========================================

The mapping is explicit: ``prefix=`` names labels every namespace starts with, skipped before
the user (the LangGraph docs' ``("memories", user_id)`` is ``ZonedStore(store,
prefix=("memories",))``); after it come the user, the session, the task. A user position that
looks like a label (``"memories"``, ``"users"``, ``"profile"``... `LABEL_WORDS`) is refused,
since every user would share it and ``delete_user`` would never reach their items
(``allow_label_users=True`` if such a word really is a user id).

**Search is NOT a plain prefix match.** A search under a namespace returns its own zone plus
the broader zones the core's default scopes allow (task -> its session -> the user's global
zone), NEVER a sibling task: under ``(user, session, "task-b")`` task A's items are not
returned, although LangGraph's `InMemoryStore` would return every task of ``(user, session)``
for the prefix ``(user, session)``. A search needs at least the user in its prefix; listing
namespaces needs a prefix naming the user.

Keys become caller ids (a hash of namespace and key): ``put`` is idempotent and overwrites,
``put(..., None)``/``delete`` deletes. ``query=`` searches with the store's embedder over
the item's text (``fields``, LangGraph's index paths; default the whole value as JSON);
``filter=`` matches values (equality, nested dicts, ``$eq $ne $gt $gte $lt $lte``). Items
do not expire: a ``ttl`` is refused (`supports_ttl` is False); ``refresh_ttl`` has nothing to
refresh. Memories the core wrote itself (a task's summary, tool outputs) come back too, with
their zone's namespace, their id as key and ``{"content": text, ...tags}`` as value.

>>> store = ZonedStore(ZonedMemoryStore.open(path=folder))  # doctest: +SKIP
>>> store.put(("u1", "s1", "task-a"), "price", {"content": "Acme's unit price is 12 USD"})  # doctest: +SKIP
>>> [i.key for i in store.search(("u1", "s1", "task-b"), query="unit price")]  # doctest: +SKIP
[]
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from datetime import datetime, timezone
from typing import Any, Iterable, Mapping, Sequence

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from zoned_memory import Scope, Source, TaskContext, ZonedMemoryStore
from zoned_memory.context import validate_id
from zoned_memory.errors import InvalidInputError, MemoryNotFoundError
from zoned_memory.records import MAX_TEXT_LENGTH, MemoryRecord

__all__ = ["ZonedStore", "namespace_scope", "LABEL_WORDS"]

logger = logging.getLogger(__name__)

_NS, _KEY, _VALUE, _UPDATED = "lg_namespace", "lg_key", "lg_value", "lg_updated_at"
#: provenance of a memory put under ``(user,)`` or ``(user, session)`` (no task wrote it)
STORE_TASK = "langgraph-store"
_SCOPES = {1: (Scope.GLOBAL,), 2: (Scope.SESSION, Scope.GLOBAL)}
_OPERATORS = {
    "$eq": lambda a, b: a == b,
    "$ne": lambda a, b: a != b,
    "$gt": lambda a, b: a is not None and float(a) > float(b),
    "$gte": lambda a, b: a is not None and float(a) >= float(b),
    "$lt": lambda a, b: a is not None and float(a) < float(b),
    "$lte": lambda a, b: a is not None and float(a) <= float(b),
}


#: namespace parts that name a kind of memory, not a user: refused in the user position
LABEL_WORDS = frozenset({
    "memories", "memory", "mem", "users", "user", "user_id", "profile", "profiles", "facts", "fact", "preferences",
    "preference", "prefs", "episodes", "episodic", "semantic", "procedural", "notes", "note", "documents", "docs",
    "data", "store", "items", "threads", "thread", "sessions", "session", "tasks", "task", "global", "default",
    "instructions", "knowledge", "history", "agent", "agents", "langgraph", "langmem", "chat", "messages",
})


def namespace_scope(namespace: Sequence[str], *, allow_label_users: bool = False) -> tuple[TaskContext, Scope]:
    """The context and zone of a namespace after its prefix (validated: plain-string ids of the
    safe alphabet; a user position that looks like a label is refused)."""
    if not isinstance(namespace, tuple) or not namespace or not all(type(p) is str for p in namespace):
        raise InvalidInputError("a namespace is a non-empty tuple of strings, the user id first")
    user = validate_id(namespace[0], "namespace[0] (user id)")
    if not allow_label_users and user.lower() in LABEL_WORDS:
        raise InvalidInputError(
            f"namespace {namespace!r} has {user!r} where the user id goes: that looks like a label, and every user "
            f"would share it. Name the labels to skip, ZonedStore(store, prefix=({user!r},)), so the user comes "
            "next, or pass allow_label_users=True if it really is a user id")
    if len(namespace) == 1:
        return TaskContext(user_id=user, session_id=STORE_TASK, task_id=STORE_TASK), Scope.GLOBAL
    session = validate_id(namespace[1], "namespace[1] (session id)")
    if len(namespace) == 2:
        return TaskContext(user_id=user, session_id=session, task_id=STORE_TASK), Scope.SESSION
    return TaskContext(user_id=user, session_id=session, task_id=validate_id(namespace[2], "namespace[2] (task id)")), \
        Scope.TASK


def _memory_id(namespace: tuple[str, ...], key: str) -> str:
    return "lg-" + hashlib.sha256(json.dumps([list(namespace), key]).encode()).hexdigest()[:40]


def _matches(value: Any, condition: Any) -> bool:
    if isinstance(condition, Mapping):
        if any(str(k).startswith("$") for k in condition):
            try:
                return all(_OPERATORS[op](value, arg) for op, arg in condition.items())
            except KeyError as exc:
                raise InvalidInputError(f"unsupported filter operator {exc.args[0]!r}") from None
            except (TypeError, ValueError):
                return False
        return isinstance(value, Mapping) and all(_matches(value.get(k), v) for k, v in condition.items())
    return value == condition


def _at_path(value: Any, path: str) -> list[str]:
    if path in ("$", ""):
        return [value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)]
    node = value
    for part in path.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return []
        node = node[part]
    if isinstance(node, str):
        return [node]
    return [json.dumps(node, ensure_ascii=False, sort_keys=True)] if node is not None else []


def _when(seconds: float) -> datetime:
    return datetime.fromtimestamp(float(seconds), tz=timezone.utc)


class ZonedStore(BaseStore):
    """A LangGraph store over a `ZonedMemoryStore` (see the module docstring for the mapping)."""

    supports_ttl = False

    def __init__(self, store: ZonedMemoryStore, *, fields: Sequence[str] | None = None,
                 source: Source | str = Source.MODEL_INFERENCE, prefix: Sequence[str] = (),
                 allow_label_users: bool = False) -> None:
        if not isinstance(store, ZonedMemoryStore):
            raise InvalidInputError("ZonedStore wraps a zoned_memory.ZonedMemoryStore")
        if isinstance(prefix, str) or not all(type(p) is str and p for p in prefix):
            raise InvalidInputError("prefix is a tuple of non-empty strings, e.g. ('memories',)")
        self.store = store
        self.prefix: tuple[str, ...] = tuple(prefix)
        self.allow_label_users = bool(allow_label_users)
        self.fields = list(fields) if fields is not None else ["$"]
        self.source = Source(source)

    def __repr__(self) -> str:
        return f"ZonedStore({self.store!r}, fields={self.fields!r})"

    # -- LangGraph's batch interface ----------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        results: list[Result] = []
        for op in ops:
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                raise InvalidInputError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await asyncio.to_thread(self.batch, list(ops))

    def _scope(self, namespace: tuple[str, ...]) -> tuple[TaskContext, Scope]:
        """The context and zone of a full namespace (its prefix checked and skipped)."""
        return namespace_scope(self._strip(namespace), allow_label_users=self.allow_label_users)

    def _strip(self, namespace: tuple[str, ...]) -> tuple[str, ...]:
        if not isinstance(namespace, tuple) or namespace[:len(self.prefix)] != self.prefix:
            raise InvalidInputError(f"namespace {namespace!r} does not start with this store's prefix {self.prefix!r}")
        return namespace[len(self.prefix):]

    # -- items ------------------------------------------------------------------------------
    def _item(self, record: MemoryRecord, score: float | None = None, with_score: bool = False) -> Item:
        meta = record.metadata
        if _NS in meta and _KEY in meta:
            namespace = tuple(json.loads(str(meta[_NS])))
            key, value = str(meta[_KEY]), json.loads(str(meta[_VALUE]))
        else:  # a memory the core wrote: its zone's namespace, its id, its text and tags
            namespace = self.prefix + {Scope.GLOBAL: (record.user_id,),
                                       Scope.SESSION: (record.user_id, record.session_id)}.get(
                record.memory_scope, (record.user_id, record.session_id, record.task_id))
            key = record.id
            value = {"content": record.text, "source": record.source.value, "status": record.status.value,
                     "confidence": record.confidence, "kind": record.kind}
        updated = _when(float(meta.get(_UPDATED, record.created_at)))
        if with_score:
            return SearchItem(namespace=namespace, key=key, value=value, created_at=_when(record.created_at),
                              updated_at=updated, score=score)
        return Item(value=value, key=key, namespace=namespace, created_at=_when(record.created_at),
                    updated_at=updated)

    def _find(self, namespace: tuple[str, ...], key: str) -> MemoryRecord | None:
        ctx, scope = self._scope(namespace)
        try:
            (record,) = self.store.get(ctx, [_memory_id(namespace, key)], scopes=(scope,))
        except MemoryNotFoundError:
            return None
        meta = record.metadata
        if meta.get(_NS) != json.dumps(list(namespace)) or meta.get(_KEY) != key:
            return None
        return record

    def _get(self, op: GetOp) -> Item | None:
        if type(op.key) is not str:
            raise InvalidInputError("a key is a string")
        record = self._find(tuple(op.namespace), op.key)
        return self._item(record) if record is not None and record.status.value != "revoked" else None

    def _put(self, op: PutOp) -> None:
        namespace, key = tuple(op.namespace), op.key
        if type(key) is not str or not key:
            raise InvalidInputError("a key is a non-empty string")
        if getattr(op, "ttl", None) is not None:
            raise InvalidInputError("ZonedStore does not expire items (supports_ttl is False): put without ttl; "
                                    "the global zone is pruned by access and decay (prune_global)")
        ctx, scope = self._scope(namespace)
        existing = self._find(namespace, key)
        if op.value is None:
            if existing is not None:
                self.store.delete(ctx, [existing.id])
            return
        if not isinstance(op.value, Mapping):
            raise InvalidInputError("a value is a dict")
        value = dict(op.value)
        try:
            encoded = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            raise InvalidInputError(f"a value must be JSON-serializable: {exc}") from None
        fields = self.fields if op.index is None else (list(op.index) if op.index else ["$"])
        text = "\n".join(t for path in fields for t in _at_path(value, path)).strip() or json.dumps(value)
        if len(text) > MAX_TEXT_LENGTH:
            raise InvalidInputError(f"the item's text is {len(text)} characters (max {MAX_TEXT_LENGTH}); "
                                    "index fewer fields")
        metadata = {_NS: json.dumps(list(namespace)), _KEY: key, _VALUE: encoded, _UPDATED: time.time()}
        if existing is not None and existing.status.value == "revoked":  # a new value, not a revival
            self.store.delete(ctx, [existing.id])
            existing = None
        if existing is not None:
            self.store.update(ctx, existing.id, text=text if text != existing.text else None, metadata=metadata)
        else:
            self.store.write(ctx, text, scope=scope, source=self.source, metadata=metadata,
                             id=_memory_id(namespace, key))

    # -- search -------------------------------------------------------------------------------
    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = tuple(op.namespace_prefix)
        if len(prefix) <= len(self.prefix):
            raise InvalidInputError("ZonedStore searches inside one user: the namespace prefix must name it")
        ctx, scope = self._scope(prefix)
        scopes = {Scope.GLOBAL: (Scope.GLOBAL,), Scope.SESSION: (Scope.SESSION, Scope.GLOBAL)}.get(
            scope, (Scope.TASK, Scope.SESSION, Scope.GLOBAL))
        if type(op.limit) is not int or type(op.offset) is not int or op.limit < 0 or op.offset < 0:
            raise InvalidInputError("limit and offset are non-negative ints")
        wanted = op.offset + op.limit
        if op.query is not None:
            if type(op.query) is not str:
                raise InvalidInputError("query is a string")
            k = wanted if not op.filter and len(prefix) <= 3 else max(wanted * 8, 50)
            ranked: list[tuple[MemoryRecord, float | None]] = [
                (hit.record, hit.score.final) for hit in self.store.search(ctx, op.query, k=k, scopes=scopes)]
        else:
            records = self.store.records(ctx, scopes=scopes)
            records.sort(key=lambda r: float(r.metadata.get(_UPDATED, r.created_at)), reverse=True)
            ranked = [(r, None) for r in records if r.status.value != "revoked"]
        out: list[SearchItem] = []
        for record, score in ranked:
            item = self._item(record, score, with_score=True)
            if record.memory_scope is scope and item.namespace[:len(prefix)] != prefix:
                continue  # a sibling sub-namespace of the same zone
            if op.filter and not _matches(item.value, op.filter):
                continue
            out.append(item)  # type: ignore[arg-type]
        return out[op.offset:wanted]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions: tuple[MatchCondition, ...] = tuple(op.match_conditions or ())
        prefix = next((c.path for c in conditions if c.match_type == "prefix"), None)
        prefix = tuple(prefix) if isinstance(prefix, list) else (prefix or ())
        if not isinstance(prefix, tuple) or not all(type(p) is str for p in prefix):
            raise InvalidInputError("a namespace prefix is a tuple of strings")
        rest = self._strip(prefix) if len(prefix) > len(self.prefix) else ()
        if not rest or rest[0] == "*":
            raise InvalidInputError(f"ZonedStore lists the namespaces of one user: pass prefix={self.prefix!r} + "
                                    "(user_id, ...)")
        user = namespace_scope(rest[:1], allow_label_users=self.allow_label_users)[0].user_id
        for n, part in enumerate(rest[1:3], start=1):  # session and task: ids, or a wildcard
            if part != "*":
                validate_id(part, f"prefix[{n}]")
        found: set[tuple[str, ...]] = set()
        for record in self.store.scan(user_id=user):
            if record.status.value == "revoked":
                continue
            ns = self._item(record).namespace
            if all(_namespace_matches(ns, c) for c in conditions):
                found.add(ns[:op.max_depth] if op.max_depth is not None else ns)
        return sorted(found)[op.offset:op.offset + op.limit]


def _namespace_matches(namespace: tuple[str, ...], condition: MatchCondition) -> bool:
    path = tuple(condition.path)
    if len(path) > len(namespace):
        return False
    part = namespace[:len(path)] if condition.match_type == "prefix" else namespace[len(namespace) - len(path):]
    return all(p == "*" or p == n for p, n in zip(path, part))
