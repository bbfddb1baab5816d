"""The console script, run for real."""

from __future__ import annotations


import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tests.task_ids import without_task_ids


def console_script() -> str:
    """The installed `zoned-memory` entry point: beside this interpreter (a venv), else on PATH."""
    beside = Path(sys.executable).parent / "zoned-memory"
    exe = str(beside) if beside.exists() else shutil.which("zoned-memory")
    if exe is None:
        pytest.fail("the zoned-memory console script is not installed (pip install -e .)")
    return exe


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([console_script(), *args], capture_output=True, text=True, timeout=300)


def test_demo_shows_the_leak_and_the_fix():
    result = run("demo")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "LEAK <- task A" in out  # the naive pool leaks task A's number into task B
    zoned_side = [line.split(" | ", 1)[1] for line in out.splitlines() if " | " in line]
    assert any("上海仓库库存为800件" in line for line in zoned_side)
    assert not any("1200" in line for line in zoned_side)
    assert "foreign task memories returned to task B with zones: 0" in out


def test_python_dash_m_works():
    result = subprocess.run([sys.executable, "-m", "zoned_memory", "--help"], capture_output=True, text=True)
    assert result.returncode == 0 and "demo" in result.stdout


@pytest.fixture
def populated(tmp_path):
    from zoned_memory import TaskContext, ZonedMemoryStore

    path = tmp_path / "store"
    store = ZonedMemoryStore.open(path=path)
    a = TaskContext(user_id="alice", session_id="s1", task_id="A")
    store.write(a, "上海仓库库存为1200件", source="tool_output", kind="inventory")
    guess = store.write(a, "the export API probably pages", source="model_inference")
    store.write(a, "prefers tables", scope="global", kind="preference")
    store.write(TaskContext(user_id="bob", session_id="s9", task_id="B"), "bob's note")
    store.close()
    return path, guess


def test_stats_list_review_prune_export(populated, tmp_path):
    path, guess = populated
    result = run("--path", str(path), "stats")
    assert result.returncode == 0, result.stderr
    assert "memories: 4" in result.stdout and "alice/s1/A" in result.stdout and "unverified" in result.stdout

    result = run("--path", str(path), "list", "--user", "alice", "--session", "s1", "--task", "A")
    assert result.returncode == 0 and "上海仓库库存为1200件" in result.stdout and "bob" not in result.stdout

    result = run("--path", str(path), "review", "--user", "alice", "--session", "s1", "--task", "A")
    assert result.returncode == 0 and guess.id in result.stdout
    listed = run("--path", str(path), "list", "--user", "alice", "--session", "s1", "--task", "A", "--json")
    statuses = {json.loads(line)["id"]: json.loads(line)["status"] for line in listed.stdout.splitlines()}
    assert statuses[guess.id] == "outdated"

    result = run("--path", str(path), "prune", "--user", "alice", "--min-retention", "5")
    assert result.returncode == 0 and "would remove 1" in result.stdout and "dry run" in result.stdout
    result = run("--path", str(path), "prune", "--all-users", "--min-retention", "5", "--apply")
    assert result.returncode == 0 and "removed 1 global memories of 1 user" in result.stdout

    out = tmp_path / "export.jsonl"
    result = run("--path", str(path), "export", "--out", str(out), "--user", "alice")
    assert result.returncode == 0, result.stderr
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 2 and {r["user_id"] for r in rows} == {"alice"}


@pytest.mark.parametrize(
    "args, message",
    [
        (["--path", "{missing}", "stats"], "does not exist"),
        (["--path", "{empty}", "stats"], "no zoned-memory store"),
        (["--path", "{store}", "list", "--user", "$ne", "--session", "s1", "--task", "A"], "user_id"),
        (["--path", "{store}", "review", "--user", "alice", "--session", "s1", "--task", "ghost"], "no memories"),
        (["--path", "{store}", "stats", "--user", "a b"], "user"),
    ],
)
def test_clear_errors(populated, tmp_path, args, message):
    path, _ = populated
    (tmp_path / "empty").mkdir()
    subst = {"missing": str(tmp_path / "missing"), "empty": str(tmp_path / "empty"), "store": str(path)}
    result = run(*[a.format(**subst) for a in args])
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "missing").exists()  # a typo never creates a store


def test_small_cli_and_input_checks(tmp_path, embedder, capsys):
    import math

    from zoned_memory import CacheConfig, DecayPolicy, InvalidInputError, TaskContext, ZonedMemoryStore
    from zoned_memory.cli import main

    empty = tmp_path / "not-a-store"
    empty.mkdir()
    assert main(["--path", str(empty), "stats"]) == 2
    assert list(empty.iterdir()) == []  # a read-only command creates nothing
    path = tmp_path / "s"
    store = ZonedMemoryStore.open(path=path, embedder=embedder)
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    store.write(ctx, "line one\nline two", source="user_input")
    assert main(["--path", str(path), "list", "--user", "u", "--session", "s", "--task", "t"]) == 0
    listed = capsys.readouterr().out.strip().splitlines()
    assert len(listed) == 1 and listed[0].endswith("line one\\nline two")
    with pytest.raises(InvalidInputError):
        store.prune_global("u", min_retention=math.nan)
    with pytest.raises(InvalidInputError, match="max_vectors"):
        CacheConfig(max_vectors=-1)
    with pytest.raises(InvalidInputError, match="default_half_life"):
        DecayPolicy(default_half_life=-5)
    with pytest.raises(InvalidInputError, match="path"):
        ZonedMemoryStore.open(url="http://127.0.0.1:8000/api/v2", embedder=embedder)


def test_edit_and_move_from_the_cli(tmp_path, embedder, capsys):
    from zoned_memory import TaskContext, ZonedMemoryStore
    from zoned_memory.cli import main

    path = tmp_path / "s"
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    mem = ZonedMemoryStore.open(path=path, embedder=embedder).write(ctx, "old text", source="user_input")
    base = ["--path", str(path)]
    who = ["--user", "u", "--session", "s", "--task", "t"]
    assert main([*base, "edit", *who, "--id", mem.id, "--text", "new text"]) == 0
    assert main([*base, "move", *who, "--id", mem.id, "--to", "t2", "--reason", "wrong task"]) == 0
    assert "moved to t2" in capsys.readouterr().out
    (record,) = ZonedMemoryStore.open(path=path, embedder=embedder).records(ctx.with_task("t2"))
    assert record.text == "new text" and record.metadata["move_reason"] == "wrong task"
    assert main([*base, "move", *who, "--id", mem.id, "--to", "t3", "--reason", "gone"]) == 2


def test_list_with_nothing_to_show_is_not_an_error(populated):
    path, _ = populated
    result = run("--path", str(path), "list", "--user", "alice", "--session", "s1", "--task", "nope")
    assert result.returncode == 0 and result.stdout == "" and "no memories" in result.stderr


def test_doctor_reindex_and_a_damaged_side_file(populated):
    from zoned_memory.zone_index import INDEX_FILENAME

    path, _ = populated
    result = run("--path", str(path), "doctor")
    assert result.returncode == 0 and "OK: 4 memories" in result.stdout, result.stdout + result.stderr
    assert "reindexed 4 memories" in run("--path", str(path), "reindex").stdout
    side = path / f"zoned_memory.{INDEX_FILENAME}"
    for extra in ("-wal", "-shm"):
        side.with_name(side.name + extra).unlink(missing_ok=True)
    side.write_bytes(b"garbage" * 1000)
    broken = run("--path", str(path), "stats")
    assert broken.returncode == 2 and "damaged" in broken.stderr and "Traceback" not in broken.stderr
    repaired = run("--path", str(path), "doctor", "--repair")
    assert repaired.returncode == 0 and "REPAIRED" in repaired.stdout, repaired.stdout + repaired.stderr
    after = run("--path", str(path), "stats")
    assert after.returncode == 0 and "memories: 4" in after.stdout


def test_import_of_a_non_utf8_file_is_one_clear_line(populated, tmp_path):
    path, _ = populated
    bad = tmp_path / "latin1.jsonl"
    bad.write_bytes('{"text": "caf\xe9"}\n'.encode("latin-1"))
    result = run("--path", str(path), "import", str(bad))
    assert result.returncode == 2 and "UTF-8" in result.stderr and "Traceback" not in result.stderr


def test_server_options_need_a_server(populated):
    path, _ = populated
    result = run("--path", str(path), "--header", "Authorization: Bearer x", "stats")
    assert result.returncode == 2 and "--url" in result.stderr


def test_profile_lists_and_revokes_a_users_standing_memories(populated):
    path, _ = populated
    shown = run("--path", str(path), "profile", "--user", "alice")
    assert shown.returncode == 0 and "prefers tables" in shown.stdout and "1200" not in without_task_ids(shown.stdout)
    memory_id = shown.stdout.split()[0]
    assert run("--path", str(path), "profile", "--user", "alice", "--revoke", memory_id).returncode == 0
    after = run("--path", str(path), "profile", "--user", "alice")
    assert after.returncode == 0 and "prefers tables" not in after.stdout
    assert run("--path", str(path), "profile", "--user", "bob").returncode == 0  # bob has none: not an error
