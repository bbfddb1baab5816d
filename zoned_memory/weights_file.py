"""Reading a shipped numpy weights file (the boundary model, its encoder table, the fact model), with one error.

>>> read_weights("/no/such/file.npz", "boundary model")
Traceback (most recent call last):
...
zoned_memory.errors.InvalidInputError: no boundary model at /no/such/file.npz: ...
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .errors import InvalidInputError

__all__ = ["read_weights"]


def read_weights(path: str, what: str) -> Any:
    """The arrays of the ``.npz`` at ``path`` (no pickles); `InvalidInputError` naming ``what`` if it cannot be read."""
    try:
        return np.load(path, allow_pickle=False)
    except OSError as exc:
        raise InvalidInputError(f"no {what} at {path}: {exc}") from None
