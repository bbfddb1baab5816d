"""Embedders: any callable from a list of texts to vectors; wordllama's bundled model by default.

Nothing here downloads: `WordLlamaEmbedding` loads the weights shipped inside the
``wordllama`` wheel with downloads disabled.

>>> emb = WordLlamaEmbedding()
>>> embed_texts(emb, ["上海仓库库存为1200件"]).shape
(1, 256)
"""

from __future__ import annotations

import contextlib
import logging
import threading
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Embeddings
from chromadb.utils.embedding_functions import register_embedding_function
from numpy.typing import NDArray

from .errors import EmbeddingError

__all__ = [
    "Embedder",
    "WordLlamaEmbedding",
    "PrecomputedOnlyEmbedding",
    "embed_texts",
    "embedder_name",
]

logger = logging.getLogger(__name__)

#: Anything that maps a list of texts to one vector each (Chroma embedding functions included).
Embedder = Callable[..., Any]

_MODELS: dict[tuple[str, int], Any] = {}
_MODELS_LOCK = threading.Lock()


@contextlib.contextmanager
def _host_logging_kept() -> Iterator[None]:
    """Undo what importing a library does to the host's logging (wordllama calls
    ``logging.basicConfig(level=INFO)`` at import): the root logger's handlers and level, and
    logging's last-resort handler, are exactly as before."""
    root = logging.root
    handlers, level = list(root.handlers), root.level
    try:
        yield
    finally:
        for handler in list(root.handlers):
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)


def _load_wordllama(config: str, dim: int) -> Any:
    with _MODELS_LOCK:
        model = _MODELS.get((config, dim))
        if model is None:
            with _host_logging_kept():
                import wordllama
                import wordllama.inference  # noqa: F401 - its import configures logging too
                from wordllama import WordLlama

            model = WordLlama.load(
                config=config,
                dim=dim,
                cache_dir=Path(wordllama.__file__).parent,
                disable_download=True,
            )
            _MODELS[(config, dim)] = model
            logger.debug("loaded bundled wordllama %s/%d", config, dim)
        return model


@register_embedding_function
class WordLlamaEmbedding(EmbeddingFunction[Documents]):
    """The offline default: wordllama's bundled 256-dim weights, L2-normalized.

    Registered with Chroma, so a collection created with it reopens with it.
    Quality is modest (a static word-embedding model); pass any other embedder for more.
    """

    def __init__(self, config: str = "l2_supercat", dim: int = 256) -> None:
        self.config = config
        self.dim = dim

    def __call__(self, input: Documents) -> Embeddings:
        model = _load_wordllama(self.config, self.dim)
        vectors = model.embed(list(input), norm=True)
        return [np.asarray(v, dtype=np.float32) for v in vectors]

    @staticmethod
    def name() -> str:
        return "zoned_memory_wordllama"

    def get_config(self) -> dict[str, Any]:
        return {"config": self.config, "dim": self.dim}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> "WordLlamaEmbedding":
        return WordLlamaEmbedding(config=config.get("config", "l2_supercat"), dim=int(config.get("dim", 256)))

    def default_space(self) -> str:  # type: ignore[override]
        return "cosine"


@register_embedding_function
class PrecomputedOnlyEmbedding(EmbeddingFunction[Documents]):
    """Attached to collections whose vectors come from a user's embedder.

    zoned-memory always passes vectors to Chroma; if anything ever asks Chroma to embed,
    this raises instead of letting Chroma fall back to a model it would download.
    """

    def __init__(self) -> None:
        pass

    def __call__(self, input: Documents) -> Embeddings:
        raise EmbeddingError(
            "this collection's vectors come from a zoned-memory embedder; pass embeddings explicitly"
        )

    @staticmethod
    def name() -> str:
        return "zoned_memory_precomputed"

    def get_config(self) -> dict[str, Any]:
        return {}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> "PrecomputedOnlyEmbedding":
        return PrecomputedOnlyEmbedding()

    def default_space(self) -> str:  # type: ignore[override]
        return "cosine"


def embedder_name(embedder: Any) -> str:
    """A stable label for an embedder, stored with the collection to catch mix-ups on reopen."""
    if isinstance(embedder, WordLlamaEmbedding):
        return f"wordllama:{embedder.config}:{embedder.dim}"
    name = getattr(embedder, "name", None)
    if isinstance(name, str):
        return name
    return f"{type(embedder).__module__}.{type(embedder).__qualname__}"


def embed_texts(
    embedder: Embedder, texts: Sequence[str], dim: int | None = None, *, query: bool = False
) -> NDArray[np.float32]:
    """Embed ``texts`` and return an ``(n, d)`` float32 array of unit vectors.

    With ``query=True`` an embedder's ``embed_query(texts)`` is used when it has one (models
    that embed questions and documents differently).

    Raises `EmbeddingError` if the embedder fails, returns the wrong number of vectors,
    vectors of another dimension than ``dim``, non-finite or all-zero vectors.
    """
    if not texts:
        return np.zeros((0, dim or 0), dtype=np.float32)
    try:
        embed_query = getattr(embedder, "embed_query", None) if query else None
        raw = embed_query(list(texts)) if callable(embed_query) else embedder(list(texts))
        matrix = np.asarray([np.asarray(v, dtype=np.float32).ravel() for v in raw], dtype=np.float32)
    except EmbeddingError:
        raise
    except Exception as exc:
        raise EmbeddingError(f"embedder failed: {exc}") from exc
    if matrix.ndim != 2 or matrix.shape[0] != len(texts):
        raise EmbeddingError(f"embedder returned {matrix.shape[0] if matrix.ndim else 0} vectors for {len(texts)} texts")
    if dim is not None and matrix.shape[1] != dim:
        raise EmbeddingError(f"embedder returned {matrix.shape[1]}-dim vectors; the store holds {dim}-dim vectors")
    if not np.isfinite(matrix).all():
        raise EmbeddingError("embedder returned non-finite values")
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    if (norms == 0).any():
        raise EmbeddingError("embedder returned an all-zero vector (text without known tokens?)")
    return (matrix / norms).astype(np.float32)
