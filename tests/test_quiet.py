"""A quiet library: using zoned-memory never changes the host's logging, never prints."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_full_lifecycle_leaves_logging_alone_and_prints_nothing(tmp_path):
    script = textwrap.dedent("""
        import logging, sys
        root = logging.getLogger()
        before = (list(root.handlers), root.level)
        from zoned_memory import TaskContext, ZonedMemoryStore, TaskSession
        store = ZonedMemoryStore.open(path=sys.argv[1])
        ctx = TaskContext(user_id="u", session_id="s", task_id="a")
        store.write(ctx, "Acme Corp sold 1200 units", source="tool_output")
        store.search(ctx, "units")
        session = TaskSession(store, ctx)
        session.add_user_message("Analyze Acme Corp")
        session.add_assistant_message("Acme sold 1200 units.")
        session.add_user_message("New task: plan a trip to Rome")
        store.delete_user("u")
        store.close()
        after = (list(root.handlers), root.level)
        assert before == after, (before, after)
        logging.getLogger("httpx").info("this must not appear")
        logging.getLogger("zoned_memory.store").info("nor this")
    """)
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "s")], capture_output=True, text=True,
                          cwd=ROOT, timeout=180)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "" and done.stderr == ""
