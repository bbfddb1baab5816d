"""Task-boundary detection: a learned, offline, bilingual model of "does this message start a new task?", with rules around it.

- `detector`: `TaskBoundaryDetector`, which keeps the task states and decides; `config`: its settings and answers;
- `reading`: what a message says by its form (cues, kinds of job, content words, units, subjects, request forms);
- `rules`: what continues the task, what opens another, which earlier task a message returns to;
- `learned`: the task's state and the message's features, the bundled sentence table and the logistic model, numpy
  weights shipped beside them (``encoder.npz``, ``weights.npz``);
- `training`: regenerates the weights and measures them (``python -m zoned_memory.boundary.training.train``,
  ``python -m zoned_memory.boundary.training.loco``; the ``train`` extra).

See ``MODEL_CARD.md`` beside this file for the data, the metrics and the limits.
"""

from __future__ import annotations

from .detector import (
    PROVISIONAL_PREFIX,
    Boundary,
    DetectorConfig,
    DetectorState,
    IntentClassifier,
    TaskBoundaryDetector,
    Verifier,
    is_provisional,
)
from .learned.features import TaskState
from .learned.model import BoundaryModel

__all__ = [
    "Boundary",
    "BoundaryModel",
    "DetectorConfig",
    "DetectorState",
    "IntentClassifier",
    "PROVISIONAL_PREFIX",
    "TaskBoundaryDetector",
    "TaskState",
    "Verifier",
    "is_provisional",
]
