"""No code path downloads anything: networking is disabled and Chroma's downloading default is a trap."""

from __future__ import annotations

import socket

import pytest
from chromadb.utils.embedding_functions import DefaultEmbeddingFunction, ONNXMiniLM_L6_V2

from zoned_memory import TaskContext, WordLlamaEmbedding, ZonedMemoryStore


@pytest.fixture
def no_network(monkeypatch):
    from pytest_socket import disable_socket, enable_socket

    def trap(self, input):
        raise AssertionError("Chroma's downloading default embedding function was reached")

    def download_trap(*args, **kwargs):
        raise AssertionError("Chroma tried to download a model")

    monkeypatch.setattr(DefaultEmbeddingFunction, "__call__", trap)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "__call__", trap)
    monkeypatch.setattr(ONNXMiniLM_L6_V2, "_download_model_if_not_exists", download_trap, raising=False)
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()


def test_network_is_really_off(no_network):
    with pytest.raises(Exception):
        socket.create_connection(("127.0.0.1", 9), timeout=1)


@pytest.mark.parametrize("mode", ["partition", "collection"])
def test_full_lifecycle_offline(no_network, tmp_path, mode):
    from zoned_memory import embeddings

    embeddings._MODELS.clear()  # load the bundled weights under the ban, too
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    store = ZonedMemoryStore.open(path=tmp_path, mode=mode)  # default embedder
    assert isinstance(store.embedder, WordLlamaEmbedding)
    store.write(ctx, "上海仓库库存为1200件", source="tool_output", kind="inventory")
    store.write(ctx, "prefers tables", scope="global", kind="preference")
    assert store.search(ctx, "当前库存是多少")[0].text == "上海仓库库存为1200件"
    store.review_task(ctx)
    store.prune_global("u")
    store.close()
    reopened = ZonedMemoryStore.open(path=tmp_path, mode=mode)
    assert len(reopened.search(ctx, "库存", k=5)) == 2


def test_raw_chroma_reopen_uses_the_registered_embedder(no_network, tmp_path):
    """A collection reopened through plain Chroma gets the bundled embedder back, not the downloader."""
    import chromadb
    from chromadb.config import Settings

    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    ZonedMemoryStore.open(path=tmp_path).write(ctx, "warehouse stock 1200")
    client = chromadb.PersistentClient(path=str(tmp_path), settings=Settings(anonymized_telemetry=False))
    col = client.get_collection("zoned_memory")
    result = col.query(query_texts=["warehouse stock"], n_results=1)
    assert result["documents"][0] == ["warehouse stock 1200"]
