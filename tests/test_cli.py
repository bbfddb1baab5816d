"""The console script, run for real."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("zoned-memory")
    cmd = [exe, *args] if exe else [sys.executable, "-m", "zoned_memory", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


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
