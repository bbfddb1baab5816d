"""``python -m zoned_memory``: the same as the ``zoned-memory`` command."""

import sys

from .cli import main

sys.exit(main())
