"""Labelled statements of agent work, from the conversations written for this project (training only).

The shared corpora are chit-chat personas and bookings; the product is agents at work, where a user
says "Our whole stack is Terraform-managed" or "我家是九十年代的老公房，六楼没电梯" beside a request. A
model trained on the corpora alone ranks such statements at chance against the task talk of agent work
(stop 53, the model card), so training also reads the hand-written conversations of ``tests/data``:

- carry-over files (``carryover_fresh*.jsonl``): the statement of a ``durable`` or ``new`` step that
  holds its marker is a fact; every statement of a step that is task data, a third party's taste, the
  moment's state or plain work is not, except what the rules call a fact in plain work (a session step is
  neither: the session reader's);
- boundary sets of agent work (``boundaries_agent_work*.jsonl``): every user statement is task talk,
  except what the rules call a fact or session context (an aside such as "I'm allergic to shellfish").

``upto`` keeps the files numbered after it out (carry-over, boundary set), so a model can be scored
on files written after the ones it learnt from (`train.walk_forward`). The shipped weights read the files up to
`TRAINED_UPTO`; files written later are held out for the next honest first play.

>>> rows = agent_work_rows()
>>> any(durable for _, durable, _ in rows) and not all(durable for _, durable, _ in rows)
True
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterator

from ..rules import rule_label
from ..statements import split_statements

__all__ = ["DATA", "TRAINED_UPTO", "agent_work_rows", "file_number"]

DATA = Path(__file__).resolve().parents[3] / "tests" / "data"
#: (last carry-over file, last boundary set) the shipped weights learnt from (stop 53)
TRAINED_UPTO = (30, 39)
#: carry-over steps that are not facts of the user
_TASK_STEPS = {None, "task", "third_party", "transient"}
_NUMBER = re.compile(r"_(\d+)\.jsonl$")


def file_number(path: Path) -> int:
    """The number of a set's file (the unnumbered first file is 1)."""
    found = _NUMBER.search(path.name)
    return int(found.group(1)) if found else 1


def _files(pattern: str, upto: int | None) -> list[Path]:
    return [p for p in sorted(DATA.glob(pattern)) if upto is None or file_number(p) <= upto]


def _carryover_steps(path: Path) -> Iterator[dict]:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            for session in json.loads(line)["sessions"]:
                for task in session["tasks"]:
                    yield from task["turns"]


def agent_work_rows(upto: tuple[int, int] | None = TRAINED_UPTO) -> list[tuple[str, bool, str | None]]:
    """(statement, durable, kind) rows; kinds are not labelled (None). ``upto``: (last carry-over file,
    last boundary set) to read (None: every file)."""
    rows: list[tuple[str, bool, str | None]] = []
    for path in _files("carryover_fresh*.jsonl", upto[0] if upto else None):
        for step in _carryover_steps(path):
            kind = step.get("kind")
            for statement in split_statements(step["user"]):
                if kind in ("durable", "new") and step["marker"].lower() in statement.lower():
                    rows.append((statement, True, None))
                elif kind in _TASK_STEPS and not (kind is None and rule_label(statement).durable):
                    rows.append((statement, False, None))  # plain work may say a fact in passing ("我是做销售的"): not task talk
    for path in _files("boundaries_agent_work*.jsonl", upto[1] if upto else None):
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                for turn in json.loads(line)["turns"]:
                    rows += [(s, False, None) for s in split_statements(turn["text"]) if not rule_label(s).durable]
    return rows
