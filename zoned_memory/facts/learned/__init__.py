"""The learned parts of the statement classifier: a statement's features over the boundary's bundled sentence table
(`features`), the fact model for what the rules leave open (`model`, ``weights.npz``) and the reader of session context
(`session_reader`, ``session_weights.npz``); both weights ship in the package and are read offline.

>>> from zoned_memory.facts.learned.model import FactModel
>>> FactModel.load().predict("I'm vegetarian.")[1] in ("profile", "preference", "constraint", "knowledge")
True
"""

from __future__ import annotations

__all__: list[str] = []
