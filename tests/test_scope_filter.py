import pytest

from zoned_memory import (
    InvalidContextError,
    InvalidInputError,
    Scope,
    Status,
    TaskContext,
    build_scope_filter,
    zone_key,
)

CTX = TaskContext(user_id="u1", session_id="s1", task_id="t1")


def test_zones_of_a_context():
    flt = build_scope_filter(CTX)
    assert flt.zones == ("task|u1|s1|t1", "session|u1|s1", "global|u1")
    assert flt.user_id == "u1"
    assert Status.REVOKED not in flt.statuses


def test_where_selects_by_zone_and_never_admits_revoked():
    where = build_scope_filter(CTX).where()
    assert where == {
        "$and": [
            {"zone": {"$in": ["task|u1|s1|t1", "session|u1|s1", "global|u1"]}},
            {"status": {"$ne": "revoked"}},
        ]
    }
    # narrowed statuses are listed; a single zone is an equality
    narrowed = build_scope_filter(CTX, scopes=["task"], statuses=["validated"]).where()
    assert narrowed == {"$and": [{"zone": {"$eq": "task|u1|s1|t1"}}, {"status": {"$in": ["validated"]}}]}
    # every zone key names the user, so the user is bound by the zone clause itself
    assert all(z.split("|")[1] == "u1" for z in build_scope_filter(CTX).zones)


def test_session_scope_is_this_session_only():
    """The article's sample filter let any session/global memory through; ours binds them."""
    flt = build_scope_filter(CTX, scopes=["session"])
    other_session = {"user_id": "u1", "zone": "session|u1|s2", "status": "validated"}
    other_user_global = {"user_id": "u2", "zone": "global|u2", "status": "validated"}
    assert not flt.admits(other_session)
    assert not build_scope_filter(CTX).admits(other_user_global)
    assert flt.admits({"user_id": "u1", "zone": "session|u1|s1", "status": "validated"})


def test_admits_rejects_revoked_missing_keys_and_forged_zones():
    flt = build_scope_filter(CTX)
    assert not flt.admits({"user_id": "u1", "zone": "task|u1|s1|t1", "status": "revoked"})
    assert not flt.admits({"zone": "task|u1|s1|t1", "status": "validated"})
    assert not flt.admits({"user_id": "u1", "status": "validated"})
    assert not flt.admits({"user_id": "u1", "zone": "task|u1|s1|t2", "status": "validated"})
    assert not flt.admits({"user_id": "u2", "zone": "task|u1|s1|t1", "status": "validated"})


def test_scopes_and_statuses_narrow_never_widen():
    assert build_scope_filter(CTX, scopes="task").zones == ("task|u1|s1|t1",)
    assert build_scope_filter(CTX, statuses=["validated"]).statuses == (Status.VALIDATED,)
    with pytest.raises(InvalidInputError, match="revoked"):
        build_scope_filter(CTX, statuses=["validated", "revoked"])
    with pytest.raises(InvalidInputError):
        build_scope_filter(CTX, scopes=[])
    with pytest.raises(InvalidInputError):
        build_scope_filter(CTX, scopes=["everything"])
    with pytest.raises(InvalidInputError):
        build_scope_filter(CTX, statuses=[])


def test_context_is_revalidated_even_if_constructed_around_validation():
    forged = TaskContext.model_construct(user_id={"$ne": ""}, session_id="s", task_id="t")
    with pytest.raises(InvalidContextError):
        build_scope_filter(forged)
    with pytest.raises(InvalidContextError):
        build_scope_filter({"user_id": "u", "session_id": "s", "task_id": {"$gt": ""}})


def test_zone_keys_are_unambiguous():
    a = TaskContext(user_id="u", session_id="s-t", task_id="x")
    b = TaskContext(user_id="u", session_id="s", task_id="t-x")
    assert zone_key(Scope.TASK, a) != zone_key(Scope.TASK, b)
