"""The Chroma boundary: clients, the two isolation layouts, and error mapping.

Everything that talks to Chroma lives here; Chroma's exceptions are turned into
`StoreError` subclasses on the way out. Two layouts share one interface:

- `PartitionBackend`: one collection, the zone key in each record's metadata.
- `CollectionBackend`: one collection per zone (physical isolation).

Both apply the scope filter inside every Chroma read, so even a collection that
holds one zone is read through the hard filter.
"""

from ..rows import Rows
from .base import MAX_BATCH, Backend
from .chroma import EmbeddedClient, chroma_errors, make_client, validate_prefix
from .partition import PartitionBackend
from .per_zone import CollectionBackend

__all__ = [
    "Rows",
    "Backend",
    "PartitionBackend",
    "CollectionBackend",
    "make_client",
    "EmbeddedClient",
    "validate_prefix",
    "chroma_errors",
    "MAX_BATCH",
]
