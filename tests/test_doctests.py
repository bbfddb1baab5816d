"""The usage examples in the core's docstrings run (a docstring that lies is a bug)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import zoned_memory

MODULES = sorted(m.name for m in pkgutil.walk_packages(zoned_memory.__path__, "zoned_memory.")
                 if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    if not result.attempted:
        pytest.skip("no examples in this module")
    assert result.failed == 0
