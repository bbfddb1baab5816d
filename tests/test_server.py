"""The Chroma server path, for real: `chroma run` started by the tests on a loopback port."""

from __future__ import annotations

import pytest

from tests.chroma_server import ChromaServer, free_port
from tests.test_isolation import QUERIES_EN, QUERIES_ZH, assert_inside, build_contamination
from zoned_memory import CacheConfig, StoreUnavailableError, TaskContext, ZonedMemoryError, ZonedMemoryStore

pytestmark = pytest.mark.server


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with ChromaServer(tmp_path_factory.mktemp("chroma-server") / "data") as srv:
        yield srv


@pytest.mark.parametrize("mode", ["partition", "collection"])
@pytest.mark.parametrize("cached", [True, False], ids=["cached", "chroma"])
def test_isolation_over_a_server(server, embedder, mode, cached):
    prefix = f"srv-{mode}-{'c' if cached else 'q'}"
    store = ZonedMemoryStore.open(url=server.url, embedder=embedder, mode=mode, collection_prefix=prefix,
                                  cache=None if cached else CacheConfig(max_vectors=0))
    contexts = build_contamination(store, n_tasks=12)
    for ctx in contexts:
        queries = QUERIES_ZH if int(ctx.task_id[4:]) % 2 == 0 else QUERIES_EN
        hits = store.search(ctx, queries[0], k=5)
        assert hits
        assert_inside(ctx, hits)


def test_two_clients_see_each_others_writes_and_revocations(server, embedder):
    ctx = TaskContext(user_id="u", session_id="s", task_id="shared")
    writer = ZonedMemoryStore.open(url=server.url, embedder=embedder, collection_prefix="srv-two")
    reader = ZonedMemoryStore.open(url=server.url, embedder=embedder, collection_prefix="srv-two",
                                   cache=CacheConfig(max_vectors=0))
    mem = writer.write(ctx, "the deploy key rotates on Fridays", source="user_input")
    assert [h.record.id for h in reader.search(ctx, "deploy key")] == [mem.id]
    writer.set_status(ctx, [mem.id], "revoked")
    assert reader.search(ctx, "deploy key") == []
    assert writer.search(ctx, "deploy key") == []


def test_data_survives_a_server_restart(tmp_path, embedder):
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    port = free_port()
    with ChromaServer(tmp_path / "restart", port=port) as srv:
        rec = ZonedMemoryStore.open(url=srv.url, embedder=embedder).write(ctx, "persisted fact", source="tool_output")
    with ChromaServer(tmp_path / "restart", port=port) as srv:
        store = ZonedMemoryStore.open(url=srv.url, embedder=embedder)
        assert store.get(ctx, [rec.id])[0].text == "persisted fact"


def test_unreachable_server_is_a_clear_error(embedder):
    with pytest.raises(StoreUnavailableError):
        ZonedMemoryStore.open(url=f"http://127.0.0.1:{free_port()}", embedder=embedder)


def test_server_going_away_is_an_error_not_an_empty_result(tmp_path, embedder):
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    srv = ChromaServer(tmp_path / "gone").start()
    store = ZonedMemoryStore.open(url=srv.url, embedder=embedder, cache=CacheConfig(max_vectors=0))
    store.write(ctx, "a fact")
    srv.stop()
    with pytest.raises(StoreUnavailableError):
        store.search(ctx, "fact")


def test_a_server_behind_a_token_proxy_needs_the_headers(server, embedder):
    from tests.auth_proxy import AuthProxy
    from zoned_memory import ZonedMemoryError

    ctx = TaskContext(user_id="u", session_id="s", task_id="auth")
    with AuthProxy(server.port, token="s3cret") as proxy:
        with pytest.raises(ZonedMemoryError, match="401|[Uu]nauthori"):
            ZonedMemoryStore.open(url=proxy.url, embedder=embedder, collection_prefix="srv-auth")
        with pytest.raises(ZonedMemoryError, match="401|[Uu]nauthori"):
            ZonedMemoryStore.open(url=proxy.url, embedder=embedder, collection_prefix="srv-auth",
                                  headers={"Authorization": "Bearer wrong"})
        refused = proxy.refused
        assert refused >= 2
        store = ZonedMemoryStore.open(url=proxy.url, embedder=embedder, collection_prefix="srv-auth",
                                      headers={"Authorization": "Bearer s3cret"})
        mem = store.write(ctx, "the staging database lives in eu-west-1", source="tool_output")
        assert [h.record.id for h in store.search(ctx, "staging database")] == [mem.id]
        assert proxy.refused == refused  # every request of the store carried the token


@pytest.mark.parametrize("bad", [{"Authorization": 5}, {"X-A": "a\r\nX-Injected: 1"}, ["Authorization"], {"": "x"}])
def test_bad_headers_are_refused_before_connecting(bad, embedder):
    from zoned_memory import InvalidInputError

    with pytest.raises(InvalidInputError):
        ZonedMemoryStore.open(url=f"http://127.0.0.1:{free_port()}", embedder=embedder, headers=bad)


def test_server_options_apply_to_url_only(tmp_path, embedder):
    from zoned_memory import InvalidInputError

    with pytest.raises(InvalidInputError, match="url= only"):
        ZonedMemoryStore.open(tmp_path / "s", embedder=embedder, tenant="acme")
    with pytest.raises(InvalidInputError, match="credentials"):
        ZonedMemoryStore.open(url="http://user:pw@127.0.0.1:8000", embedder=embedder)


def test_tenants_and_databases_keep_customers_apart(server, embedder):
    import chromadb
    from chromadb.config import Settings

    admin = chromadb.AdminClient(Settings(chroma_server_host="127.0.0.1", chroma_server_http_port=server.port,
                                          chroma_api_impl="chromadb.api.fastapi.FastAPI",
                                          anonymized_telemetry=False))
    admin.create_tenant("acme")
    admin.create_database("prod", tenant="acme")
    admin.create_database("prod", tenant="default_tenant")
    ctx = TaskContext(user_id="u", session_id="s", task_id="same-ids-everywhere")
    acme = ZonedMemoryStore.open(url=server.url, embedder=embedder, tenant="acme", database="prod")
    other = ZonedMemoryStore.open(url=server.url, embedder=embedder, database="prod")
    acme.write(ctx, "ACME's invoice total is 4,200 euros", source="tool_output")
    other.write(ctx, "Other's invoice total is 9,900 dollars", source="tool_output")
    assert [h.record.text for h in acme.search(ctx, "invoice total")] == ["ACME's invoice total is 4,200 euros"]
    assert [h.record.text for h in other.search(ctx, "invoice total")] == ["Other's invoice total is 9,900 dollars"]
    with pytest.raises(ZonedMemoryError, match="(?i)tenant|database|not found|does not exist"):
        ZonedMemoryStore.open(url=server.url, embedder=embedder, tenant="nobody")
