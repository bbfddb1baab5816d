import pytest

from zoned_memory import InvalidContextError, TaskContext, ZonedMemoryError, new_task_id, validate_id


@pytest.mark.parametrize(
    "bad",
    [None, "", {"$ne": ""}, {"$in": ["a"]}, ["a"], 1, 1.5, True, b"alice", "$ne", "$where",
     "a" * 129, "a b", "a|b", "a/b", "user\n", "用户", "-leading-dash", ".hidden"],
)
@pytest.mark.parametrize("field", ["user_id", "session_id", "task_id"])
def test_bad_ids_are_rejected_naming_the_field(bad, field):
    ids = {"user_id": "u", "session_id": "s", "task_id": "t", field: bad}
    with pytest.raises(InvalidContextError, match=field):
        TaskContext(**ids)


def test_str_subclass_is_not_a_plain_string():
    class Sneaky(str):
        pass

    with pytest.raises(InvalidContextError, match="plain string"):
        validate_id(Sneaky("alice"), "user_id")


@pytest.mark.parametrize("good", ["alice", "u_1", "alice@example.com", "task:42", "a" * 128, "_x", "9"])
def test_plain_ids_are_accepted(good):
    ctx = TaskContext(user_id=good, session_id=good, task_id=good)
    assert ctx.user_id == good


def test_missing_field_and_extra_field():
    with pytest.raises(InvalidContextError, match="task_id"):
        TaskContext(user_id="u", session_id="s")
    with pytest.raises(InvalidContextError):
        TaskContext(user_id="u", session_id="s", task_id="t", zone="x")


def test_context_is_immutable_and_errors_share_the_root():
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    with pytest.raises(Exception):
        ctx.task_id = "other"  # type: ignore[misc]
    assert issubclass(InvalidContextError, ZonedMemoryError)
    assert issubclass(InvalidContextError, ValueError)


def test_with_task_and_new_task_id():
    ctx = TaskContext(user_id="u", session_id="s", task_id="t")
    other = ctx.with_task(new_task_id())
    assert (other.user_id, other.session_id) == ("u", "s")
    assert other.task_id.startswith("task-") and other.task_id != new_task_id()
    with pytest.raises(InvalidContextError):
        ctx.with_task({"$ne": "t"})  # type: ignore[arg-type]
