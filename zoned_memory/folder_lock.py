"""One process per embedded folder: an OS lock taken when a store opens the folder.

Chroma's embedded `PersistentClient` is not safe for several processes on one folder: two
writers at once leave embeddings that can no longer be read, and nothing says so. So
`ZonedMemoryStore.open(path=...)` takes an exclusive ``flock`` on ``<folder>/zoned-memory.lock``
and keeps it while a store object of the process has the folder open (they share it; Chroma
shares one client per folder too): `ZonedMemoryStore.close` lets go, and a closed store that
writes again takes it again. A second process gets `StoreLockedError` naming the holder,
at once or after ``lock_timeout`` seconds of waiting. Several processes share a store through a
Chroma server (``ZonedMemoryStore.open(url=...)``).

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> first, second = hold_folder(folder), hold_folder(folder)   # the same process may open it again
>>> first.release(); second.release()                          # the last one lets go
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sys
import threading
import time
from pathlib import Path

from .errors import StoreLockedError, StoreUnavailableError

__all__ = ["LOCK_FILENAME", "StoreLockedError", "FolderHold", "hold_folder", "holder_of"]

logger = logging.getLogger(__name__)

LOCK_FILENAME = "zoned-memory.lock"

_held: dict[Path, list[int]] = {}  # folder -> [the locked file's descriptor, holds]
#: re-entrant: a store collected while this thread holds it (its ``weakref.finalize`` runs `release`
#: inside `ensure`, at any allocation) must not deadlock the thread; such a release waits in
#: `_deferred` until the section that was interrupted ends, so it never changes `_held` mid-update
_lock = threading.RLock()
_inside = threading.local()
_deferred: list["FolderHold"] = []


def holder_of(folder: str | os.PathLike[str]) -> dict | None:
    """What the process holding the folder wrote about itself (pid, command), or None."""
    try:
        text = (Path(folder) / LOCK_FILENAME).read_text(encoding="utf-8")
        found = json.loads(text) if text.strip() else None
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


class FolderHold:
    """One store object's claim on its folder's lock (`release` once; `ensure` takes it again)."""

    def __init__(self, folder: Path, timeout: float) -> None:
        self.folder = folder
        self.timeout = timeout
        self._holding = False
        #: True if this claim took the lock from the OS (no other store of this process held it)
        self.first = False
        self.ensure()

    def ensure(self) -> None:
        """Hold the folder (again, after `release`); raises `StoreLockedError` if another has it."""
        with _section() as interrupted:
            if interrupted:  # only `release` runs inside another section (from a finalizer)
                raise RuntimeError("FolderHold.ensure called inside another hold's update")
            if self._holding:
                return
            entry = _held.get(self.folder)
            if entry is None:
                _held[self.folder] = [_acquire(self.folder, self.timeout), 1]
                self.first = True
            else:
                entry[1] += 1
            self._holding = True

    def release(self) -> None:
        """Drop this claim; the lock goes when the process's last claim does."""
        with _section() as interrupted:
            if interrupted:
                _deferred.append(self)
                return
            self._drop()

    def _drop(self) -> None:
        if not self._holding:
            return
        self._holding = False
        entry = _held[self.folder]
        entry[1] -= 1
        if entry[1] == 0:
            del _held[self.folder]
            _unlock(entry[0])


class _section:
    """The module lock for one update of `_held`; yields True when this thread is already inside
    one (a finalizer interrupted it). Releases deferred meanwhile are done when the outer one ends."""

    def __enter__(self) -> bool:
        _lock.acquire()
        depth = getattr(_inside, "depth", 0)
        _inside.depth = depth + 1
        return depth > 0

    def __exit__(self, *exc: object) -> None:
        try:
            if _inside.depth == 1:
                while _deferred:
                    _deferred.pop()._drop()
        finally:
            _inside.depth -= 1
            _lock.release()


def _unlock(fd: int) -> None:
    import fcntl

    try:
        os.ftruncate(fd, 0)
        fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def hold_folder(folder: str | os.PathLike[str], timeout: float = 0.0) -> FolderHold:
    """Claim the folder's lock for this process (shared with the process's other claims); wait up
    to ``timeout`` seconds for another process to let go, then raise `StoreLockedError`."""
    return FolderHold(Path(folder).resolve(), float(timeout))


def _acquire(key: Path, timeout: float) -> int:
    import fcntl

    path = key / LOCK_FILENAME
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise StoreUnavailableError(f"cannot open the store's lock file {path}: {exc}") from exc
    deadline = time.monotonic() + max(0.0, timeout)
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                os.close(fd)
                raise StoreUnavailableError(f"cannot lock the store folder {key}: {exc}") from exc
            if time.monotonic() >= deadline:
                os.close(fd)
                holder = holder_of(key) or {}
                who = f"process {holder.get('pid')} ({holder.get('command', '?')})" if holder else "another process"
                raise StoreLockedError(
                    f"the embedded store {key} is open in {who}: Chroma's embedded mode allows one process "
                    "per folder. Stop that process, pass lock_timeout= to wait for it, or share the store "
                    "through a Chroma server (`chroma run --path DIR`, then ZonedMemoryStore.open(url=...))"
                ) from None
            time.sleep(0.05)
    try:
        os.ftruncate(fd, 0)
        os.write(fd, json.dumps({"pid": os.getpid(), "command": Path(sys.argv[0] if sys.argv else "python").name}).encode())
    except OSError:  # the lock is what matters; the note is a courtesy
        logger.debug("could not write the lock holder's note", exc_info=True)
    return fd
