"""Task-boundary detection: a learned, offline, bilingual model of "does this message start a new task?".

- `cues`: the word patterns (explicit and return cues act directly; the rest are features);
- `features`: what the model sees of a message, its task and the assistant's last reply;
- `model`: the logistic model, numpy weights shipped beside it (``weights.npz``);
- `detector`: `TaskBoundaryDetector`, which keeps the task states and decides;
- `train`: regenerates the weights (``python -m zoned_memory.boundary.train``, the ``train`` extra).

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
from .features import TaskState
from .model import BoundaryModel

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
