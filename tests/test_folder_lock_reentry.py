"""A store collected while this thread updates the folder holds (its finalizer runs `release` inside
`ensure`) neither deadlocks the thread nor loses the OS lock of the holds still open."""

from __future__ import annotations

import fcntl
import os
import threading

from zoned_memory import folder_lock
from zoned_memory.folder_lock import LOCK_FILENAME, hold_folder


def _locked_by_this_process(folder) -> bool:
    fd = os.open(os.path.join(folder, LOCK_FILENAME), os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # another open file: refused while a hold has the lock
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def test_a_release_from_a_finalizer_inside_an_update_waits_for_it_and_keeps_the_lock(tmp_path):
    folder = str(tmp_path)
    old, kept = hold_folder(folder), hold_folder(folder)
    done = threading.Event()

    def update_interrupted_by_a_finalizer():
        with folder_lock._section():  # what `ensure` holds when the garbage collector runs `old.release`
            old.release()
            assert len(folder_lock._deferred) == 1  # not applied mid-update
        done.set()

    worker = threading.Thread(target=update_interrupted_by_a_finalizer, daemon=True)
    worker.start()
    worker.join(timeout=10)
    assert done.is_set(), "release inside an update deadlocked"
    assert not folder_lock._deferred and _locked_by_this_process(folder)  # applied after; `kept` still holds
    kept.release()
    assert not _locked_by_this_process(folder)
