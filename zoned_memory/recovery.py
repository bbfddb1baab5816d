"""Finish, at open, the changes a crash interrupted (the storage protocol of `docs/architecture.md`).

Run by `ZonedMemoryStore.open` in the process that takes an embedded folder's lock from the OS
(so no other writer can be in flight): an interrupted forget's collection rebuild is completed or
undone (`zoned_memory._rebuild.finish_rebuilds`), then every entry of the side file's change
journal is finished: the ids of an unacknowledged write are removed (absent, never present but
hidden) and every journaled zone gets a new version, so no copy from before the change is served.
It costs what was in flight, not the store's size.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ._rebuild import finish_rebuilds
from .backends import chroma_errors

if TYPE_CHECKING:  # pragma: no cover
    from .store import ZonedMemoryStore

__all__ = ["finish_interrupted"]

logger = logging.getLogger(__name__)


def finish_interrupted(store: "ZonedMemoryStore") -> None:
    """Finish what a crash left in ``store`` (an embedded store just opened by its only writer)."""
    if store.path is not None:
        with chroma_errors("finishing an interrupted forget"):
            restored = finish_rebuilds(store.backend.client)
        if restored:
            store.backend.forget_handles()
            logger.warning("finished the rebuild of %s that a crash interrupted", restored)
    for token, zones, added in store.versions.pending_changes():
        for zone, ids in added.items():
            store.backend.delete(zone, ids)
        store.versions.bump(zones)
        store.cache.invalidate(zones)
        store.versions.end_change(token)
        logger.warning("finished a change a crash interrupted: %d zones reloaded, %d unacknowledged memories "
                       "removed", len(zones), sum(len(i) for i in added.values()))
