"""Does a later task know the user, without another task's data? (issue #24)

    python benchmarks/bench_carryover.py --json benchmarks/carryover.json --plot benchmarks/carryover.png
    # mem0 pins protobuf<7: its own venv (see bench_contamination), merged into the same JSON
    .venv-mem0/bin/python benchmarks/bench_carryover.py --systems mem0 --json benchmarks/carryover.json

Generated multi-session, multi-task conversations (en + zh, seeded; half the switches inside a
session have no cue word, only another job or subject): in a task the user states
durable facts about themselves ("I'm allergic to peanuts", "我是素食者"), context for the session
("for everything today use the staging database"), task data ("Acme's budget is 40k"), a third
party's taste ("the client prefers tables") and updates ("I moved to Berlin" after "I live in
Paris"). Every later task's prompt (what a model would be sent) is checked for:

- carry-over: the durable facts said earlier (in any session) / the session facts said earlier
  in this session that the prompt holds;
- contamination: prompts holding another task's data, a superseded fact, or another session's
  context;
- false promotions: task data or third-party tastes found in the user's global zone (ours: or in a session zone,
  where a later task of the session would read it).

``--file`` plays hand-written conversations of the same shape instead (`tests/data/carryover_fresh.jsonl`:
facts said in words the generator never uses; a "new" step names the marker it ``replaces``; a "transient" step, the
moment's state, must no more reach the global zone than a third party's taste).

Systems: ours with the defaults (the detector finds the switches) on `TaskSession` and through
``create_agent`` + ``ZonedMemoryMiddleware``, ours with the gold switches (`switch_task` where a
task starts), and the peers run through their real libraries (`carryover_peers`): ``create_agent``
+ checkpointer, LangGraph ``InMemoryStore`` namespaced per user, LlamaIndex ``Memory`` with a
``VectorMemoryBlock``, mem0 scoped by user. For a peer that keeps a user-level store, "false
promotions" counts the task data found in it (what any later task of the user can recall).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from zoned_memory import TaskContext, TaskSession, ZonedMemoryStore  # noqa: E402

# (durable fact, marker) per language; markers are what must (or must not) reach a prompt
FACTS = {
    "en": [("By the way, I'm allergic to peanuts.", "allergic to peanuts"), ("I'm vegetarian.", "vegetarian"),
           ("My name is Dana.", "Dana"), ("I always want answers as tables.", "answers as tables"),
           ("I work as a nurse.", "nurse"), ("Our fiscal year starts in April.", "fiscal year starts in April")],
    "zh": [("顺便说一下，我对花生过敏。", "我对花生过敏"), ("我是素食者。", "我是素食者"), ("我叫王芳。", "王芳"),
           ("我喜欢用表格回答。", "表格"), ("我在医院上班。", "医院上班"), ("我们公司的财年从四月开始。", "财年从四月开始")],
}
UPDATES = {"en": (("I live in Paris.", "Paris"), ("I moved to Berlin last month.", "Berlin")),
           "zh": (("我住在上海。", "上海"), ("我上个月搬到了北京。", "北京"))}
SESSION_FACTS = {"en": [("For everything today, use the staging database.", "staging database")],
                 "zh": [("今天的材料都用英文写。", "材料都用英文写")]}
THIRD_PARTY = {"en": [("The client prefers short bullet points.", "short bullet points")],
               "zh": [("我客户喜欢简短的要点。", "简短的要点")]}
TASKS = {
    "en": [("New task: analyze the Q3 sales of {e}.", "{e} sold {n} units in Q3.",
            ["Acme Corp", "Globex Inc", "Initech", "Umbrella Ltd", "Hooli", "Vandelay Imports"],
            "And what about the second quarter?"),
           ("New task: draft an email to {e} about the delayed shipment.", "Draft for {e}: the shipment is {n} days late.",
            ["Soylent Corp", "Cyberdyne", "Stark Industries", "Wayne Enterprises"], "Make it a bit shorter, please."),
           ("New task: plan a dinner for Saturday with {e}.", "Booked a table for {n} with {e}.",
            ["the Millers", "the Parks", "the Lopez family"], "Make it 7 pm instead.")],
    "zh": [("新任务：分析一下{e}第三季度的销售数据。", "{e}第三季度卖出{n}件。", ["阿里巴巴", "腾讯", "京东", "美团", "小米"],
            "那第二季度呢？"),
           ("换个话题，帮我给{e}写一封关于延迟发货的邮件。", "给{e}的草稿：发货延迟{n}天。", ["华为", "联想", "比亚迪"],
            "写得再简短一点。"),
           ("新任务：帮我安排周六和{e}的晚餐。", "已为{e}订了{n}人的桌子。", ["王家", "李家", "张家"], "改到晚上七点吧。")],
}

CUE = re.compile(r"^(?:New task: |新任务：|换个话题，)")


def conversation(rng: random.Random, lang: str, n: int) -> dict[str, Any]:
    """Two or three sessions of two or three tasks; each task: request, reply, maybe a user
    statement (fact / session fact / third party / update), a follow-up of that job ("Make it 7 pm
    instead." for a dinner; until stop 28 every task's follow-up asked about "the second quarter",
    which put a sales word into dinner plans and emails)."""
    facts = rng.sample(FACTS[lang], 3)
    sessions = []
    entities_used: set[str] = set()
    update_at = rng.randrange(2)
    for s in range(rng.choice([2, 3])):
        tasks = []
        for t in range(rng.choice([2, 3])):
            template, reply, entities, follow = rng.choice(TASKS[lang])
            entity = rng.choice([e for e in entities if e not in entities_used] or entities)
            entities_used.add(entity)
            number = rng.randrange(100, 999)
            opening = template.format(e=entity)
            if t > 0 and rng.random() < 0.5:  # half the switches without a cue word: the job or subject changes
                opening = CUE.sub("", opening)
                opening = opening[:1].upper() + opening[1:]
            turns: list[dict[str, Any]] = [{"user": opening, "assistant": reply.format(e=entity, n=number)}]
            said: list[tuple[str, str, str]] = []  # (kind, text, marker)
            if t == 0 and s < len(facts):
                said.append(("durable", *facts[s]))
            if t == 1 and s == 0:
                said.append(("session", *SESSION_FACTS[lang][0]))
            if t == 1 and s == 1:
                said.append(("third_party", *THIRD_PARTY[lang][0]))
            if s == update_at and t == 0:
                said.append(("old", *UPDATES[lang][0]))
            if s == update_at + 1 and t == 0:
                said.append(("new", *UPDATES[lang][1]))
            for kind, text, marker in said:
                turns.append({"user": text, "assistant": "好的。" if lang == "zh" else "Noted.", "kind": kind, "marker": marker})
            turns.append({"user": follow, "assistant": str(number + 1)})
            tasks.append({"id": f"t{s}-{t}", "entity": entity, "data": str(number), "turns": turns})
        sessions.append({"id": f"s{s}", "tasks": tasks})
    return {"id": f"{lang}-{n}", "lang": lang, "sessions": sessions}


DEBUG = False
Prompt = Callable[[str, str, str, str], str]  # (session id, task id, user text, assistant text) -> prompt


def ours(store: ZonedMemoryStore, user: str, gold: bool) -> Prompt:
    sessions: dict[str, TaskSession] = {}

    def turn(session_id: str, task_id: str, text: str, reply: str) -> str:
        if session_id not in sessions:
            sessions[session_id] = TaskSession(store, TaskContext(user_id=user, session_id=session_id, task_id=task_id))
        session = sessions[session_id]
        if gold and session.context.task_id != task_id:
            session.switch_task(task_id)
        if gold:
            session.detector = None  # the gold switches only
        session.add_user_message(text)
        hits = session.prompt_memories(text, 5)
        prompt = "\n".join([m.content for m in session.messages] + [h.record.text for h in hits])
        session.add_assistant_message(reply)
        return prompt
    return turn


def play(conv: dict[str, Any], make: Callable[[Path], tuple[Prompt, Callable[[], list[str]] | None]]) -> dict[str, int]:
    counts = dict(durable_needed=0, durable_found=0, session_needed=0, session_found=0, prompts=0, contaminated=0,
                  promoted=0, task_statements=0)
    with tempfile.TemporaryDirectory() as tmp:
        turn, global_texts = make(Path(tmp))
        durable: list[str] = []
        superseded: list[str] = []
        other_sessions: list[str] = []
        for session in conv["sessions"]:
            session_facts: list[str] = []
            for task in session["tasks"]:
                other_tasks = [t["entity"] for s in conv["sessions"] for t in s["tasks"]
                               if t is not task and t["entity"] != task["entity"]]
                for n, step in enumerate(task["turns"]):
                    prompt = turn(session["id"], task["id"], step["user"], step["assistant"])
                    kind = step.get("kind")
                    if kind == "new":  # replaced from this message on, its own prompt included
                        old = step.get("replaces") or UPDATES[conv["lang"]][0][1]
                        durable.remove(old)
                        superseded.append(old)
                    if n == 0:  # the task's opening prompt: what it starts knowing
                        said = prompt.casefold()  # a marker is found whatever the case of its first letter ("We're on ...")
                        counts["prompts"] += 1
                        counts["durable_needed"] += len(durable)
                        counts["durable_found"] += sum(m.casefold() in said for m in durable)
                        counts["session_needed"] += len(session_facts)
                        counts["session_found"] += sum(m.casefold() in said for m in session_facts)
                        bad = any(e in prompt for e in other_tasks) or any(m.casefold() in said for m in superseded + other_sessions)
                        counts["contaminated"] += bad
                        missing = [m for m in durable if m.casefold() not in said]
                        if DEBUG and (bad or missing):
                            print("--", conv["id"], task["id"], "missing", missing, "\n", prompt[:600], file=sys.stderr)
                    if kind in ("durable", "new", "old"):
                        durable.append(step["marker"])
                    if kind == "session":
                        session_facts.append(step["marker"])
            other_sessions += session_facts
        if global_texts is None:  # no global zone: nothing to promote into
            counts["task_statements"] = -1
            return counts
        texts = global_texts()
        third = [s["marker"] for sess in conv["sessions"] for t in sess["tasks"] for s in t["turns"]
                 if s.get("kind") in ("third_party", "transient")]  # a third party's taste, the moment's state
        data = [t["entity"] for sess in conv["sessions"] for t in sess["tasks"]]
        counts["task_statements"] = len(third) + len(data)
        counts["promoted"] = sum(any(m in text for text in texts) for m in third + data)
    return counts


def systems() -> dict[str, Callable[[Path], tuple[Prompt, Callable[[], list[str]] | None]]]:
    def ours_system(gold: bool) -> Callable[[Path], tuple[Prompt, Callable[[], list[str]] | None]]:
        def make(tmp: Path) -> tuple[Prompt, Callable[[], list[str]] | None]:
            store = ZonedMemoryStore.open(path=str(tmp / "mem"))
            return ours(store, "u", gold), lambda: [r.text for r in store.scan(  # the user's zones beyond a task's
                user_id="u", where={"memory_scope": {"$in": ["global", "session"]}})]
        return make
    from benchmarks.carryover_peers import PEERS
    return {"ours: TaskSession (defaults)": ours_system(False), "ours: TaskSession [gold switches]": ours_system(True),
            **PEERS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=100, help="per language (0 with --plot: only draw)")
    parser.add_argument("--json", type=Path, default=None, help="merge the results into this file")
    parser.add_argument("--systems", default="", help="comma-separated substrings of the systems to run (default: all)")
    parser.add_argument("--plot", type=Path, default=None, help="draw the JSON's results as a bar chart here")
    parser.add_argument("--file", type=Path, default=None,
                        help="play these hand-written conversations (JSONL, the generated shape) instead of generating")
    args = parser.parse_args(argv)
    if args.plot and not args.conversations:
        return plot(args.json, args.plot)
    if args.file:
        convs = [json.loads(line) for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        rng = random.Random(20261201)
        convs = [conversation(rng, lang, n) for lang in ("en", "zh") for n in range(args.conversations)]
    results: dict[str, dict[str, float]] = {}
    wanted = [w.strip().lower() for w in args.systems.split(",") if w.strip()]
    for name, make in systems().items():
        if wanted and not any(w in name.lower() for w in wanted):
            continue
        total: dict[str, int] = {}
        try:
            for conv in convs:
                for key, value in play(conv, make).items():
                    total[key] = total.get(key, 0) + value
        except ModuleNotFoundError as exc:  # mem0 lives in its own venv
            print(f"{name}: skipped ({exc})", file=sys.stderr)
            continue
        results[name] = {
            "durable carry-over": round(total["durable_found"] / max(1, total["durable_needed"]), 3),
            "session carry-over": round(total["session_found"] / max(1, total["session_needed"]), 3),
            "contaminated prompts": round(total["contaminated"] / max(1, total["prompts"]), 3),
            "false promotions": (round(total["promoted"] / max(1, total["task_statements"]), 3)
                                 if total["task_statements"] >= 0 else None),
        }
        print(name, results[name], file=sys.stderr, flush=True)
    print("| system | durable carry-over | session carry-over | contaminated prompts | false promotions |")
    print("|---|---|---|---|---|")
    for name, r in results.items():
        print(f"| {name} | {r['durable carry-over']:.1%} | {r['session carry-over']:.1%} | "
              f"{r['contaminated prompts']:.1%} | "
              f"{'-' if r['false promotions'] is None else format(r['false promotions'], '.1%')} |")
    if args.json:
        merged = json.loads(args.json.read_text(encoding="utf-8")) if args.json.exists() else {}
        merged = {k: v for k, v in merged.items() if isinstance(v, dict) and "durable carry-over" in v}
        merged.update(results)
        args.json.write_text(json.dumps(merged, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.plot and args.json:
        plot(args.json, args.plot)
    return 0


def plot(source: Path | None, out: Path) -> int:
    """Grouped bars per system: carry-over (higher is better) and contamination / promotions."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if source is None or not source.exists():
        raise SystemExit("--plot needs --json FILE with results")
    results = json.loads(source.read_text(encoding="utf-8"))
    metrics = ["durable carry-over", "session carry-over", "contaminated prompts", "false promotions"]
    names = list(results)
    fig, ax = plt.subplots(figsize=(11, 0.55 * len(names) + 1.8))
    height = 0.2
    for m, metric in enumerate(metrics):
        values = [100 * (results[n].get(metric) or 0) for n in names]
        ax.barh([i + (m - 1.5) * height for i in range(len(names))], values, height, label=metric)
    ax.set_yticks(range(len(names)), names, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("% (carry-over: higher is better; contamination, promotions: lower is better)")
    ax.set_title("Remembering the user across tasks without another task's data (bench_carryover)")
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=4)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"wrote {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
