"""Talking to Chroma: clients, the mapping of its errors, and its results as `Rows`.

Chroma's exceptions are turned into `StoreError` subclasses here, on the way out.
"""

from __future__ import annotations

import contextlib
import re
import threading
from typing import Any, Iterator, Mapping
from urllib.parse import urlparse

import numpy as np

from ..errors import (
    EmbeddingError,
    InvalidInputError,
    StoreError,
    StoreUnavailableError,
    ZonedMemoryError,
)
from ..filters import and_where
from ..rows import Rows

__all__ = ["chroma_errors", "make_client", "EmbeddedClient", "validate_prefix", "as_rows", "query_rows", "pages", "split_by_zone"]

_NAME = re.compile(r"[a-zA-Z0-9][a-zA-Z0-9._-]{1,62}[a-zA-Z0-9]")


@contextlib.contextmanager
def chroma_errors(operation: str) -> Iterator[None]:
    """Map whatever Chroma (or its HTTP client) raises into this package's errors."""
    try:
        yield
    except ZonedMemoryError:
        raise
    except Exception as exc:  # noqa: BLE001 - this IS the boundary
        from chromadb.errors import InvalidDimensionException

        name = type(exc).__name__
        text = str(exc)
        if isinstance(exc, InvalidDimensionException) or "dimension" in text.lower():
            raise EmbeddingError(f"{operation}: vector dimension does not match the store: {text}") from exc
        if "Embedding function conflict" in text:
            raise InvalidInputError(
                f"{operation}: the store was created with another embedder: {text}"
            ) from exc
        if isinstance(exc, (ConnectionError, TimeoutError)) or any(
            s in name for s in ("Connect", "Timeout", "Transport", "Network", "Remote")
        ) or "Could not connect" in text:
            raise StoreUnavailableError(f"{operation}: Chroma is unreachable: {text}") from exc
        if "Auth" in name or any(s in text for s in ('"Unauthorized"', '"Forbidden"', "401 Unauthorized")):
            raise StoreError(f"{operation}: the server refused the credentials (pass them with "
                             f"open(url=..., headers=...)): {text}") from exc
        raise StoreError(f"{operation} failed in Chroma ({name}): {text}") from exc


#: a tenant or database name: what Chroma accepts, and nothing that reads as a path
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}")


def _server_options(headers: Any, tenant: Any, database: Any) -> dict[str, Any]:
    """Validate what `open(url=...)` passes on to Chroma's HttpClient (plain strings only)."""
    if headers is not None:
        if not isinstance(headers, Mapping) or not all(
            type(k) is str and type(v) is str and k and "\n" not in k + v and "\r" not in k + v
            for k, v in headers.items()
        ):
            raise InvalidInputError("headers must map header names to string values (no line breaks)")
        headers = dict(headers)
    for name, value in (("tenant", tenant), ("database", database)):
        if value is not None and (type(value) is not str or not _NAME.fullmatch(value) or ".." in value):
            raise InvalidInputError(f"{name} must be a plain name of [A-Za-z0-9_.-] (got {value!r})")
    out: dict[str, Any] = {"headers": headers}
    if tenant is not None:
        out["tenant"] = tenant
    if database is not None:
        out["database"] = database
    return out


def make_client(
    path: str | None = None,
    url: str | None = None,
    client: Any = None,
    *,
    headers: Mapping[str, str] | None = None,
    tenant: str | None = None,
    database: str | None = None,
) -> Any:
    """A Chroma client: the given one, an HTTP client for ``url``, or an embedded persistent one.

    ``headers`` (e.g. ``{"Authorization": "Bearer ..."}`` for a server behind an auth proxy),
    ``tenant`` and ``database`` apply to ``url=`` only.
    """
    import chromadb
    from chromadb.config import Settings

    given = sum(x is not None for x in (path, url, client))
    if given > 1:
        raise InvalidInputError("pass only one of path=, url=, client=")
    if url is None and any(x is not None for x in (headers, tenant, database)):
        raise InvalidInputError("headers=, tenant= and database= apply to url= only "
                                "(configure a client you pass yourself as Chroma documents)")
    if client is not None:
        return client
    settings = Settings(anonymized_telemetry=False)
    if url is not None:
        if type(url) is not str:
            raise InvalidInputError("url must be a string such as http://127.0.0.1:8000")
        options = _server_options(headers, tenant, database)
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise InvalidInputError(f"url {url!r} is not an http(s) URL with a host")
        if parsed.path not in ("", "/") or parsed.query or parsed.fragment:
            raise InvalidInputError(f"url {url!r} has a path or query; Chroma serves at the root "
                                    "(tenants and databases are chosen with tenant= and database=)")
        if parsed.username or parsed.password:
            raise InvalidInputError(f"url {parsed.hostname!r}: put credentials in headers=, not in the URL")
        port = parsed.port or (443 if parsed.scheme == "https" else 8000)
        with chroma_errors(f"connecting to {parsed.scheme}://{parsed.hostname}:{port}"):
            http = chromadb.HttpClient(
                host=parsed.hostname, port=port, ssl=parsed.scheme == "https", settings=settings, **options
            )
            http.heartbeat()
        return http
    return EmbeddedClient(str(path), settings)


class EmbeddedClient:
    """The embedded Chroma client a store opened at ``path``: Chroma's ``PersistentClient``, opened
    now, let go by `close` (its files and threads: the store's `close` leaves nothing of the folder
    open) and opened again by the next use. Everything else is the client's.

    >>> import tempfile
    >>> client = EmbeddedClient(tempfile.mkdtemp())
    >>> client.close(); client.list_collections()
    []
    """

    def __init__(self, path: str, settings: Any = None) -> None:
        from chromadb.config import Settings

        self.path = path
        self._settings = settings if settings is not None else Settings(anonymized_telemetry=False)
        self._guard = threading.Lock()
        self._client: Any = None
        self._live()  # a folder Chroma cannot open fails at open, not at the first write

    def _live(self) -> Any:
        with self._guard:
            if self._client is None:
                import chromadb

                with chroma_errors(f"opening {self.path}"):
                    self._client = chromadb.PersistentClient(path=self.path, settings=self._settings)
            return self._client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._live(), name)

    def close(self) -> None:
        """Let go of the folder (another client of it in this process keeps Chroma's system open)."""
        with self._guard:
            client, self._client = self._client, None
        if client is not None:
            with chroma_errors(f"closing {self.path}"):
                client.close()


def as_rows(result: Mapping[str, Any], with_vectors: bool) -> Rows:
    vectors = None
    if with_vectors:
        raw = result.get("embeddings")
        vectors = (
            np.asarray(raw, dtype=np.float32)
            if raw is not None and len(raw)
            else np.zeros((0, 0), dtype=np.float32)
        )
    return Rows(
        ids=list(result["ids"]),
        texts=[d or "" for d in (result.get("documents") or [None] * len(result["ids"]))],
        metas=[dict(m or {}) for m in (result.get("metadatas") or [None] * len(result["ids"]))],
        vectors=vectors,
    )


def validate_prefix(prefix: Any) -> str:
    """A collection name (prefix): 3-64 characters of ``[a-zA-Z0-9._-]``, alphanumeric at both ends."""
    if type(prefix) is not str or not _NAME.fullmatch(prefix):
        raise InvalidInputError(
            f"collection prefix {prefix!r} must be 3-64 characters of [a-zA-Z0-9._-], "
            "starting and ending with a letter or digit"
        )
    return prefix


def split_by_zone(rows: Rows) -> dict[str, Rows]:
    """Group rows read from Chroma by their zone key."""
    index: dict[str, list[int]] = {}
    for n, meta in enumerate(rows.metas):
        index.setdefault(str(meta.get("zone")), []).append(n)
    return {zone: rows.take(idx) for zone, idx in index.items()}


def query_rows(result: Mapping[str, Any]) -> Rows:
    """The rows of a one-vector Chroma query, with cosine similarities."""
    first = {k: v[0] for k, v in result.items() if k in ("ids", "documents", "metadatas") and v}
    rows = as_rows({"ids": [], **first}, with_vectors=False)
    dist = np.asarray(result["distances"][0] if result.get("distances") else [], dtype=np.float64)
    return Rows(rows.ids, rows.texts, rows.metas, similarities=1.0 - dist)


def pages(col: Any, where: Mapping[str, Any] | None, batch: int) -> Iterator[Rows]:
    """Every record of ``col`` matching ``where``, ``batch`` at a time (no vectors)."""
    offset = 0
    while True:
        with chroma_errors("scan"):
            result = col.get(where=and_where(where), limit=batch, offset=offset, include=["documents", "metadatas"])
        rows = as_rows(result, with_vectors=False)
        if not len(rows):
            return
        yield rows
        offset += len(rows)
