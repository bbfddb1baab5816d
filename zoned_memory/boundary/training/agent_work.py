"""The hand-written sets of agent work as training data for the boundary model (training only).

The public corpora are bookings and travel; the product is agents at work. Every stop since 48 wrote
sets of agent work (`tests/data/boundaries_agent_work_*.jsonl`, zh + en, labelled to the model card's
definition) and scored them first, before any change they asked for. At stop 53 the twenty sets of the time
moved the model by one to three boundaries, and were left out; with over a hundred sets they move it by more
(the model card, "Stop 65"), so training reads the sets numbered up to `TRAINED_UPTO`. Sets written later
are held out: their first score is the honest one, and `walk_forward` measures on them.

>>> [set_number(p) for p in agent_work_sets(upto=3)]
[2, 3]
>>> len(agent_work_conversations(upto=3)) > 10
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ...facts.training.agent_work_data import DATA, file_number
from .evaluate import load_conversations

__all__ = ["TRAINED_UPTO", "agent_work_conversations", "agent_work_sets", "set_number"]

#: the last agent-work set the shipped weights learnt from (stop 65); sets after it are scored, never trained on
TRAINED_UPTO = 132

#: the number of an agent-work set's file ("boundaries_agent_work_12.jsonl": 12)
set_number = file_number


def agent_work_sets(upto: int = TRAINED_UPTO, after: int = 0) -> list[Path]:
    """The agent-work set files numbered in (``after``, ``upto``], in number order."""
    found = [p for p in DATA.glob("boundaries_agent_work_*.jsonl") if after < set_number(p) <= upto]
    return sorted(found, key=set_number)


def agent_work_conversations(upto: int = TRAINED_UPTO, after: int = 0) -> list[dict[str, Any]]:
    """Every conversation of the sets `agent_work_sets` names."""
    return [conv for path in agent_work_sets(upto, after) for conv in load_conversations(path)]
