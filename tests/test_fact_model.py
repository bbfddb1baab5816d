"""The learned fact model beside the rules (issue #24, item 2): where the rules leave a statement
undecided the model decides; what the rules block never becomes a fact; the weights are checked."""

from __future__ import annotations

import numpy as np
import pytest

from zoned_memory.errors import InvalidInputError
from zoned_memory.facts import classify, rule_label
from zoned_memory.facts.classify import open_to_model
from zoned_memory.facts.learned.features import DENSE_FEATURES, HASH_BUCKETS
from zoned_memory.facts.learned.model import MODEL_KINDS, FactModel


def _always(probability: float, kind: str = "preference") -> FactModel:
    """A model that says ``probability`` (via its bias) for every statement."""
    width = len(DENSE_FEATURES)
    kind_bias = np.full(len(MODEL_KINDS), -5.0)
    kind_bias[MODEL_KINDS.index(kind)] = 5.0
    return FactModel(mean=np.zeros(width), std=np.ones(width), dense=np.zeros(width), hashed=np.zeros(HASH_BUCKETS),
                     bias=float(np.log(probability / (1 - probability))), kind_dense=np.zeros((len(MODEL_KINDS), width)),
                     kind_hashed=np.zeros((len(MODEL_KINDS), HASH_BUCKETS)), kind_bias=kind_bias, threshold=0.5)


@pytest.mark.parametrize("text", ["I do a lot of work on my uncle's farm.", "My family had a dairy farm when I was little.",
                                  "I do pottery when I am not teaching."])
def test_the_shipped_model_finds_facts_the_rules_leave_undecided(text):
    assert not rule_label(text).durable and open_to_model(text)
    label = classify(text)
    assert label.scope == "global" and label.kind in MODEL_KINDS


@pytest.mark.parametrize("text", ["I'm leaving from Boston on Friday", "We have 300 units in the Shanghai warehouse",
                                  "I ran the report for Acme", "I sent the invoice to Acme", "My flight lands at 9 pm",
                                  "我周五从北京出发", "我的订单号是4711吗",
                                  "New task: write a birthday message for my colleague Maria",
                                  "Plan a dinner for my wife and me"])
def test_the_shipped_model_leaves_task_talk_with_the_task(text):
    assert not classify(text).durable


@pytest.mark.parametrize("text", ["Can you book me a table for two?", "I'd like a hotel in Paris", "my client loves jazz",
                                  "I'm hungry", "帮我订一家餐厅", "我客户是素食者", "forget that I live in Paris",
                                  "The weather is nice"])
def test_a_model_that_calls_everything_a_fact_still_cannot_promote_what_the_rules_block(text):
    assert not classify(text, _always(0.99)).durable


def test_a_model_fact_ranks_below_a_rule_fact_and_follows_the_threshold():
    text = "My spare room is full of my paintings"
    assert not rule_label(text).durable
    found = classify(text, _always(0.99, "preference"))
    assert found.scope == "global" and found.kind == "preference" and found.confidence < rule_label("I love jazz").confidence
    assert not classify(text, _always(0.3)).durable
    model = _always(0.3)
    assert classify(text, model, threshold=0.2).durable and model.threshold == 0.5  # the model is not changed


def test_weights_of_another_shape_are_refused(tmp_path):
    model = _always(0.9)
    model.dense = np.zeros(3)
    path = tmp_path / "w.npz"
    model.save(path)
    with pytest.raises(InvalidInputError, match="retrain"):
        FactModel.load(path)
    with pytest.raises(InvalidInputError, match="no fact model"):
        FactModel.load(tmp_path / "missing.npz")


def test_training_is_deterministic_and_round_trips(tmp_path):
    pytest.importorskip("sklearn")
    from zoned_memory.facts.training.train import Featurized, fit
    rows = [("I'm vegan", True, "constraint"), ("I collect stamps", True, "preference"), ("I live in Oslo", True, "profile"),
            ("Book a cab", False, None), ("I'm leaving at 5", False, None), ("We are 4 people", False, None)] * 3
    a = fit([Featurized(rows)], threshold=0.7)
    b = fit([Featurized(rows)], threshold=0.7)
    assert np.array_equal(a.hashed, b.hashed)
    a.save(tmp_path / "w.npz")
    loaded = FactModel.load(tmp_path / "w.npz")
    assert loaded.threshold == 0.7
    assert abs(loaded.probability("I collect coins") - a.probability("I collect coins")) < 1e-2


def _scores(recall, promotions):
    return {"recall": recall, "false_promotions": promotions}


def test_the_threshold_is_chosen_by_the_worst_left_out_corpus_and_ties_go_to_fewer_promotions():
    pytest.importorskip("sklearn")
    from zoned_memory.facts.training.train import THRESHOLDS, choose_threshold

    def results(by_threshold):
        return {name: {"rules": _scores(0.5, 0.0),
                       "model": {str(t): by_threshold(t)[i] for t in THRESHOLDS}} for i, name in enumerate(["a", "b"])}

    # the model finds no more facts left out at any threshold: the one promoting least task talk wins
    tie = results(lambda t: (_scores(0.5, 0.0), _scores(0.9, round(0.02 * (1 - t), 4))))
    chosen, summary = choose_threshold(tie)
    assert chosen == THRESHOLDS[-1] and summary["worst_recall"] == 0.5
    # a higher worst recall still wins over fewer promotions, while promotions stay in bound
    better = results(lambda t: (_scores(0.6 if t <= 0.7 else 0.5, 0.0), _scores(0.9, 0.005 if t <= 0.7 else 0.0)))
    assert choose_threshold(better)[0] == 0.7
