"""The ``zoned-memory`` command line: the demo, and operations on a store.

    zoned-memory demo
    zoned-memory --path DIR stats [--user U]
    zoned-memory --path DIR list --user U --session S --task T [--scope task session global]
    zoned-memory --path DIR review --user U --session S --task T [--verified ID ...] [--delete]
    zoned-memory --path DIR prune (--user U | --all-users) [--apply] [--min-retention 0.25] [--max-records N]
    zoned-memory --path DIR export --out FILE.jsonl [--user U]
    zoned-memory --path DIR import FILE.jsonl
    zoned-memory --path DIR forget --user U [--session S] [--apply] [--no-vacuum]
    zoned-memory --path DIR edit --user U --session S --task T --id ID [--text T] [--confidence C] [--kind K]
    zoned-memory eval-boundaries FILE.jsonl [--errors N] [--no-assistant] [--no-tools] [--threshold P]
    zoned-memory eval-facts FILE.jsonl [--errors N]
    zoned-memory --path DIR move --user U --session S --task T --id ID [ID ...] --to TASK --reason WHY
    zoned-memory --path DIR profile --user U [--session S] [--revoke ID ...]
    zoned-memory --path DIR reindex
    zoned-memory --path DIR doctor [--repair]

``--url http://host:port`` instead of ``--path`` talks to a Chroma server (with ``--header
'Authorization: Bearer ...'``, ``--tenant``, ``--database``). Errors exit with 2.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Sequence, TextIO

from .errors import InvalidInputError, ZonedMemoryError

__all__ = ["main", "build_parser"]

logger = logging.getLogger(__name__)

#: records an import writes per call (a file is streamed, never read whole)
IMPORT_BATCH = 1000


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="zoned-memory", description="Task-zoned memory for LLM agents.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--path", help="folder of an embedded store")
    where.add_argument("--url", help="a Chroma server, e.g. http://127.0.0.1:8000")
    parser.add_argument("--mode", choices=["partition", "collection"], default=None,
                        help="store layout (default: the library default)")
    parser.add_argument("--prefix", default="zoned_memory", help="collection name / prefix")
    parser.add_argument("--header", action="append", default=[], metavar="'NAME: VALUE'",
                        help="an HTTP header sent to the server with every request (repeatable; --url only)")
    parser.add_argument("--tenant", help="the server's tenant (--url only)")
    parser.add_argument("--database", help="the server's database (--url only)")
    sub = parser.add_subparsers(dest="command", required=True)

    demo = sub.add_parser("demo", help="show a cross-task leak and its fix")
    demo.add_argument("-k", type=int, default=3, help="memories recalled per query")

    stats = sub.add_parser("stats", help="counts per user, session, task and status")
    stats.add_argument("--user")

    def task_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--user", required=True)
        p.add_argument("--session", required=True)
        p.add_argument("--task", required=True)

    lst = sub.add_parser("list", help="the memories of one task")
    task_args(lst)
    lst.add_argument("--scope", nargs="+", default=["task"], choices=["task", "session", "global"])
    lst.add_argument("--json", action="store_true", help="one JSON object per line")

    review = sub.add_parser("review", help="post-task review: unverified -> outdated")
    task_args(review)
    review.add_argument("--verified", nargs="*", default=[], help="ids to mark validated")
    review.add_argument("--delete", action="store_true", help="delete instead of marking outdated")

    prune = sub.add_parser("prune", help="prune global zones by access frequency x decay (dry run by default)")
    who = prune.add_mutually_exclusive_group(required=True)
    who.add_argument("--user")
    who.add_argument("--all-users", action="store_true")
    prune.add_argument("--apply", action="store_true", help="really delete (default: only report)")
    prune.add_argument("--min-retention", type=float, default=0.25)
    prune.add_argument("--max-records", type=int, default=None)

    export = sub.add_parser("export", help="write memories as JSON lines")
    export.add_argument("--out", required=True)
    export.add_argument("--user")

    imp = sub.add_parser("import", help="write an export back (ids, timestamps, statuses kept; idempotent)")
    imp.add_argument("file")

    forget = sub.add_parser("forget", help="delete a user (or one session) and every copy of their memories "
                                           "(dry run by default)")
    forget.add_argument("--user", required=True)
    forget.add_argument("--session")
    forget.add_argument("--apply", action="store_true", help="really forget (default: only count)")
    forget.add_argument("--no-vacuum", action="store_true", help="skip `chroma vacuum` (faster; leaves free pages)")

    profile = sub.add_parser("profile", help="what every prompt of a user shows: the global zone (and a session's)")
    profile.add_argument("--user", required=True)
    profile.add_argument("--session", help="also this session's standing memories")
    profile.add_argument("--revoke", nargs="+", metavar="ID", help="revoke these profile memories (never served again)")

    sub.add_parser("reindex", help="rebuild the zone index from a scan of the store (every process reloads)")
    doctor = sub.add_parser("doctor", help="check the store's files and indexes; --repair rebuilds what it can")
    doctor.add_argument("--repair", action="store_true", help="rebuild the side file and the zone index")

    ev = sub.add_parser("eval-boundaries", help="measure the task-boundary detector on your labelled logs")
    ev.add_argument("file", help="JSON Lines: {'turns': [{'text', 'assistant', 'tools', 'new_task' or 'task'}]}")
    ev.add_argument("--errors", type=int, default=0, help="list this many wrong decisions")
    ev.add_argument("--no-assistant", action="store_true", help="ignore the assistant's replies")
    ev.add_argument("--no-tools", action="store_true", help="ignore the tools")
    ev.add_argument("--threshold", type=float, default=None, help="decide at this P(new task)")

    facts = sub.add_parser("eval-facts", help="measure the user-fact classifier on labelled messages")
    facts.add_argument("file", help="JSON Lines: {'statements': [{'text', 'durable', 'kind'}]}")
    facts.add_argument("--errors", type=int, default=0, help="list this many wrong statements")

    edit = sub.add_parser("edit", help="edit a memory in place (a new text is re-embedded)")
    task_args(edit)
    edit.add_argument("--id", required=True)
    edit.add_argument("--text")
    edit.add_argument("--confidence", type=float)
    edit.add_argument("--kind")

    move = sub.add_parser("move", help="move memories to another task of the same session (audited)")
    task_args(move)
    move.add_argument("--id", nargs="+", required=True)
    move.add_argument("--to", required=True, help="the task to move them to")
    move.add_argument("--reason", required=True, help="why (kept with each memory)")
    return parser


def _progress(items: Iterable[Any], total: int | None, desc: str) -> Iterable[Any]:
    """A progress bar on stderr for long runs (tqdm, when present and the run is long)."""
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm comes with chromadb
        return items
    return tqdm(items, total=total, desc=desc, unit="rec", disable=(total is not None and total < 1000) or None,
                file=sys.stderr)  # None: shown on a terminal only


def _open(args: argparse.Namespace, must_exist: bool = True):  # type: ignore[no-untyped-def]
    from .store import ZonedMemoryStore

    kwargs: dict[str, Any] = {"collection_prefix": args.prefix}
    if args.mode:
        kwargs["mode"] = args.mode
    if args.url:
        headers = {}
        for header in args.header:
            name, sep, value = header.partition(":")
            if not sep or not name.strip():
                raise InvalidInputError(f"--header takes 'NAME: VALUE' (got {header!r})")
            headers[name.strip()] = value.strip()
        store = ZonedMemoryStore.open(url=args.url, headers=headers or None, tenant=args.tenant,
                                      database=args.database, **kwargs)
    else:
        if not args.path:
            raise InvalidInputError("give the store with --path DIR or --url URL")
        if args.header or args.tenant or args.database:
            raise InvalidInputError("--header, --tenant and --database are for a server (--url)")
        if must_exist and not Path(args.path).is_dir():
            raise InvalidInputError(f"no store at {args.path}: the folder does not exist")
        if must_exist and not (Path(args.path) / "chroma.sqlite3").is_file():
            # checked before opening: opening creates Chroma's files in whatever folder it is given
            raise InvalidInputError(f"no zoned-memory store at {args.path}: no Chroma database in that folder")
        store = ZonedMemoryStore.open(path=args.path, **kwargs)
    if must_exist and not store.exists():
        where = args.url or args.path
        raise InvalidInputError(f"no zoned-memory store at {where} (layout {store.mode}, prefix {args.prefix!r})")
    return store


def _ctx(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from .context import TaskContext

    return TaskContext(user_id=args.user, session_id=args.session, task_id=args.task)


def _record_line(r: Any) -> str:
    text = r.text.replace("\\", "\\\\").replace("\r", "\\r").replace("\n", "\\n")  # one line per memory
    return (f"{r.id}  [{r.memory_scope.value}/{r.status.value}/{r.source.value} conf={r.confidence:.2f} "
            f"kind={r.kind} reads={r.access_count}] {text}")


def run(args: argparse.Namespace, out: TextIO) -> int:
    if args.command == "demo":
        from .demo import run_demo

        return 1 if run_demo(out, k=args.k) else 0
    if args.command == "eval-boundaries":
        return _eval_boundaries(args, out)
    if args.command == "eval-facts":
        from .facts.training.evaluate import evaluate_facts

        out.write(json.dumps(evaluate_facts(args.file, errors=args.errors), ensure_ascii=False, indent=1) + "\n")
        return 0
    if args.command == "doctor" and args.path:
        from .doctor import check_side_files

        for line in check_side_files(Path(args.path), args.prefix, repair=args.repair):
            out.write(line + "\n")
    store = _open(args, must_exist=args.command != "import")
    if args.command == "stats":
        from .context import validate_id

        user = validate_id(args.user, "user") if args.user else None
        per: dict[str, Counter[str]] = {k: Counter() for k in ("user", "session", "task", "status", "scope")}
        total = 0
        for r in _progress(store.scan(user_id=user), store.count(), "scanning"):
            total += 1
            per["user"][r.user_id] += 1
            per["session"][f"{r.user_id}/{r.session_id}"] += 1
            if r.memory_scope.value == "task":  # a session or global memory is not its writer task's
                per["task"][f"{r.user_id}/{r.session_id}/{r.task_id}"] += 1
            per["status"][r.status.value] += 1
            per["scope"][r.memory_scope.value] += 1
        out.write(f"memories: {total}\n")
        for key, counter in per.items():
            out.write(f"\nper {key}:\n")
            for name, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
                out.write(f"  {n:>8}  {name}\n")
        return 0
    if args.command == "list":
        ctx = _ctx(args)
        records = store.records(ctx, scopes=args.scope)
        if not records:  # an empty answer is an answer, not an error
            print(f"zoned-memory: no memories for task {ctx.task_id!r} of user {ctx.user_id!r} "
                  f"in session {ctx.session_id!r} ({', '.join(args.scope)})", file=sys.stderr)
        for r in records:
            out.write((r.model_dump_json() if args.json else _record_line(r)) + "\n")
        return 0
    if args.command == "review":
        ctx = _ctx(args)
        if not store.records(ctx, scopes=("task", "session", "global"), where={"task_id": ctx.task_id}):
            raise InvalidInputError(f"no memories written by task {ctx.task_id!r} of user {ctx.user_id!r}")
        report = store.review_task(ctx, verified_ids=args.verified, delete=args.delete)
        out.write(report.model_dump_json(indent=2) + "\n")
        return 0
    if args.command == "prune":
        users = [args.user] if args.user else sorted({r.user_id for r in store.scan(where={"memory_scope": "global"})})
        removed = 0
        for user in _progress(users, len(users), "pruning"):
            report = store.prune_global(user, min_retention=args.min_retention, max_records=args.max_records,
                                        dry_run=not args.apply)
            removed += len(report.removed)
            for r in report.removed:
                out.write(f"{'removed' if args.apply else 'would remove'}  {r.id}  "
                          f"retention={report.retention[r.id]:.3f}  {r.text}\n")
        out.write(f"{'removed' if args.apply else 'would remove'} {removed} global memories of {len(users)} user(s)"
                  f"{'' if args.apply else ' (dry run: add --apply to delete)'}\n")
        return 0
    if args.command == "export":
        n = 0
        total = store.count() if args.user is None else sum(1 for _ in store.scan(user_id=args.user))
        with open(args.out, "w", encoding="utf-8") as fh:
            for r in _progress(store.scan(user_id=args.user), total, "exporting"):
                fh.write(json.dumps(r.model_dump(mode="json"), ensure_ascii=False) + "\n")
                n += 1
        out.write(f"exported {n} memories to {args.out}\n")
        return 0
    if args.command == "import":
        from .transfer import read_jsonl

        imported = skipped = 0
        batch: list[dict[str, Any]] = []
        for record in _progress(read_jsonl(args.file), None, "importing"):  # streamed, in batches
            batch.append(record)
            if len(batch) >= IMPORT_BATCH:
                report = store.import_records(batch)
                imported, skipped, batch = imported + report.imported, skipped + report.skipped, []
        if batch:
            report = store.import_records(batch)
            imported, skipped = imported + report.imported, skipped + report.skipped
        out.write(f"imported {imported} memories ({skipped} already there)\n")
        return 0
    if args.command == "profile":
        from .context import TaskContext
        from .profile import standing_memories
        from .records import Scope

        scopes = (Scope.GLOBAL, Scope.SESSION) if args.session else (Scope.GLOBAL,)
        ctx = TaskContext(user_id=args.user, session_id=args.session or "cli", task_id="cli")
        if args.revoke:
            revoked = store.set_status(ctx, args.revoke, "revoked")
            out.write(f"revoked {len(revoked)} memories\n")
            return 0
        records = standing_memories(store, ctx, scopes)
        if not records:
            print(f"zoned-memory: no profile memories for user {args.user!r}", file=sys.stderr)
        for r in records:
            out.write(_record_line(r) + "\n")
        return 0
    if args.command == "reindex":
        out.write(f"reindexed {store.reindex()} memories\n")
        return 0
    if args.command == "doctor":
        from .doctor import check_store

        problems = 0
        for line in check_store(store, repair=args.repair):
            problems += line.startswith("PROBLEM")
            out.write(line + "\n")
        return 1 if problems and not args.repair else 0
    if args.command == "forget":
        from .context import validate_id

        user = validate_id(args.user, "user")
        where: dict[str, Any] = {"user_id": user}
        if args.session:
            where = {"$and": [{"user_id": user}, {"session_id": validate_id(args.session, "session")},
                              {"memory_scope": {"$ne": "global"}}]}
        if not args.apply:
            n = sum(1 for _ in store.scan(where=where))
            out.write(f"would forget {n} memories (dry run: add --apply)\n")
            return 0
        if args.session:
            report = store.delete_session(user, args.session, vacuum=not args.no_vacuum)
        else:
            report = store.delete_user(user, vacuum=not args.no_vacuum)
        out.write(f"forgot {report.deleted} memories in {len(report.zones)} zones in {report.seconds:.1f} s"
                  f"{'' if report.vacuumed else _not_vacuumed(args)}\n")
        return 0
    if args.command == "edit":
        record = store.update(_ctx(args), args.id, text=args.text, confidence=args.confidence, kind=args.kind)
        out.write(_record_line(record) + "\n")
        return 0
    if args.command == "move":
        for record in store.move(_ctx(args), args.id, args.to, reason=args.reason):
            out.write(f"moved to {args.to}: {_record_line(record)}\n")
        return 0
    raise InvalidInputError(f"unknown command {args.command}")  # pragma: no cover


def _not_vacuumed(args: argparse.Namespace) -> str:
    if args.url:
        return " (not vacuumed: run `chroma vacuum --path DIR --force` on the server host)"
    return f" (not vacuumed: run `chroma vacuum --path {args.path} --force` while no process uses the store)"


def _eval_boundaries(args: argparse.Namespace, out: TextIO) -> int:
    from .boundary import DetectorConfig, TaskBoundaryDetector
    from .boundary.training.evaluate import evaluate, load_conversations

    if not Path(args.file).is_file():
        raise InvalidInputError(f"no file {args.file}")
    config = DetectorConfig(threshold=args.threshold)
    result = evaluate(load_conversations(args.file), lambda: TaskBoundaryDetector(config), errors=args.errors,
                      use_assistant=not args.no_assistant, use_tools=not args.no_tools)
    errors = result.pop("errors", [])
    out.write(json.dumps(result, ensure_ascii=False, indent=1) + "\n")
    for e in errors:
        out.write(f"{e['kind']}  {e['id']}#{e['turn']}  p={e['score'] if e['score'] is not None else '-'}  "
                  f"{e['text'][:120]!r}  (assistant: {e['assistant'][:80]!r})"
                  + (f"  why: {', '.join(e['reasons'])}" if e.get("reasons") else "") + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING)
    try:
        return run(args, sys.stdout)
    except ZonedMemoryError as exc:
        print(f"zoned-memory: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"zoned-memory: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
