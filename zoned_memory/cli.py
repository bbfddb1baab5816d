"""The ``zoned-memory`` command line.

    zoned-memory demo          # the contamination scenario, naive vs zoned
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Sequence

from .errors import ZonedMemoryError

__all__ = ["main", "build_parser"]

logger = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="zoned-memory", description="Task-zoned memory for LLM agents.")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug messages")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="show a cross-task leak and its fix")
    demo.add_argument("-k", type=int, default=3, help="memories recalled per query")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING)
    try:
        if args.command == "demo":
            from .demo import run_demo

            return 1 if run_demo(sys.stdout, k=args.k) else 0
    except ZonedMemoryError as exc:
        print(f"zoned-memory: error: {exc}", file=sys.stderr)
        return 2
    return 0  # pragma: no cover


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
