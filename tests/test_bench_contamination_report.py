"""`bench_contamination` keeps the rows of systems a run did not play (a run of ``--systems ours`` wiped the peers')."""

from __future__ import annotations

from benchmarks.bench_contamination import merged_report

_SETS = {"sgd_train (en)": "shared/data/boundaries/sgd_train.jsonl"}


def _report(results: dict, sets: dict = _SETS, conversations: int = 89) -> dict:
    return {"conversations": conversations, "per_set": 25, "sets": sets, "versions": {}, "results": results}


def test_a_run_of_some_systems_replaces_theirs_and_keeps_the_others():
    before = _report({"lc_history_chroma (peer)": {"all": {"contamination": 0.4}}, "ours": {"all": {"contamination": 0.05}}})
    run = _report({"ours": {"all": {"contamination": 0.03}}})
    merged = merged_report(before, run)
    assert merged["results"] == {"lc_history_chroma (peer)": {"all": {"contamination": 0.4}},
                                 "ours": {"all": {"contamination": 0.03}}}
    assert before["results"]["ours"] == {"all": {"contamination": 0.05}}  # the input is not changed


def test_a_run_on_other_sets_or_conversations_starts_a_new_report():
    before = _report({"lc_history_chroma (peer)": {"all": {}}})
    other_sets = _report({"ours": {"all": {}}}, sets={"agent_work_2 (en+zh)": "main/tests/data/x.jsonl"})
    assert merged_report(before, other_sets)["results"] == {"ours": {"all": {}}}
    fewer = _report({"ours": {"all": {}}}, conversations=10)
    assert merged_report(before, fewer)["results"] == {"ours": {"all": {}}}
    assert merged_report(None, fewer) == fewer
