"""Every ```python block of the README runs as written, in order, in one namespace."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_readme_python_blocks_run(tmp_path, monkeypatch):
    blocks = python_blocks()
    assert len(blocks) >= 4
    monkeypatch.chdir(tmp_path)  # the README writes ./memory
    namespace: dict = {"__name__": "readme"}
    for n, block in enumerate(blocks):
        try:
            exec(compile(block, f"README.md block {n + 1}", "exec"), namespace)
        except Exception as exc:  # pragma: no cover - the message says which block
            raise AssertionError(f"README block {n + 1} failed: {exc!r}\n{block}") from exc
    assert namespace["session"].context.task_id != "company-A"
