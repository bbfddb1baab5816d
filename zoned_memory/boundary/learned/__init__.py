"""The learned part of the detector: the task's state and the message's features (`features`), the bundled static
sentence table (`encoder`, ``encoder.npz``) and the logistic model (`model`, ``weights.npz``), both shipped in the package and
read offline.

>>> from zoned_memory.boundary.learned.model import BoundaryModel
>>> BoundaryModel.load().threshold > 0
True
"""

from __future__ import annotations

__all__: list[str] = []
