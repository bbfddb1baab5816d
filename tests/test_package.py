"""Package hygiene: explicit __all__, no framework import in the core, a named logger per module."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import pytest

import zoned_memory

CORE_MODULES = sorted(m.name for m in pkgutil.iter_modules(zoned_memory.__path__, "zoned_memory.") if m.name != "zoned_memory.__main__")


def test_top_level_all_is_exact():
    assert sorted(zoned_memory.__all__) == sorted(set(zoned_memory.__all__))
    for name in zoned_memory.__all__:
        assert hasattr(zoned_memory, name), name


@pytest.mark.parametrize("module", CORE_MODULES)
def test_every_core_module_declares_all(module):
    mod = importlib.import_module(module)
    assert isinstance(getattr(mod, "__all__", None), list), module
    for name in mod.__all__:
        assert hasattr(mod, name), f"{module}.{name}"


def test_core_imports_no_framework():
    code = (
        "import sys, zoned_memory, zoned_memory.cli, zoned_memory.demo;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('langchain', 'langchain_core', 'llama_index')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_root_logger_in_the_core():
    import inspect

    for module in CORE_MODULES:
        source = inspect.getsource(importlib.import_module(module))
        assert "logging.getLogger()" not in source, module
        assert "logging.info(" not in source and "logging.warning(" not in source, module


@pytest.mark.parametrize("package, forbidden", [("langchain_zoned", "llama_index"), ("llamaindex_zoned", "langchain")])
def test_adapters_never_import_each_other(package, forbidden):
    code = (
        f"import sys, {package};"
        f"bad = [m for m in sys.modules if m.startswith('{forbidden}') or m.startswith('{forbidden.split('_')[0]}_zoned')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("package", ["langchain_zoned", "llamaindex_zoned"])
def test_adapter_all_is_exact(package):
    mod = importlib.import_module(package)
    assert mod.__all__, package
    for name in mod.__all__:
        assert hasattr(mod, name), f"{package}.{name}"
