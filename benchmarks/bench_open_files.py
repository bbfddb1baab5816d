"""How many file descriptors a process still holds after opening, writing to and closing N embedded stores (Linux: reads
/proc/self/fd). A store's `close()` should let go of every file of its folder.

    python benchmarks/bench_open_files.py --stores 200
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

from zoned_memory import TaskContext, ZonedMemoryStore


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stores", type=int, default=200)
    args = parser.parse_args()
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    root = tempfile.mkdtemp()
    before = open_descriptors()
    for n in range(args.stores):
        store = ZonedMemoryStore.open(path=os.path.join(root, f"store-{n}"))
        store.write(ctx, f"note {n}")
        store.close()
    time.sleep(1.0)  # Chroma's Rust side closes its SQLite pool in the background
    print(f"{args.stores} stores opened, written and closed: {open_descriptors() - before} descriptors still open")


if __name__ == "__main__":
    main()
