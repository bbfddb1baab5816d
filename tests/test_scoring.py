import math

import numpy as np
import pytest

from zoned_memory import DecayPolicy, InvalidInputError, decay_factor, retention_score, score
from zoned_memory.scoring import DAY, HOUR


def test_decay_halves_every_half_life():
    assert decay_factor(0, DAY) == pytest.approx(1.0)
    assert decay_factor(DAY, DAY) == pytest.approx(0.5)
    assert decay_factor(3 * DAY, DAY) == pytest.approx(0.125)


def test_no_half_life_means_no_decay_and_future_timestamps_count_as_now():
    assert decay_factor(1e9, np.nan) == 1.0
    assert decay_factor(1e9, None) == 1.0
    assert decay_factor(-5 * DAY, DAY) == pytest.approx(1.0)


def test_missing_age_is_an_error_not_fresh():
    with pytest.raises(InvalidInputError, match="missing"):
        decay_factor(np.nan, DAY)


def test_score_is_the_product_and_zero_stays_zero():
    assert float(score(0.8, 0.5, age_seconds=DAY, half_life=DAY)) == pytest.approx(0.2)
    assert float(score(0.0, 1.0, age_seconds=0, half_life=DAY)) == 0.0
    assert float(score(-0.3, 1.0, age_seconds=0, half_life=DAY)) == 0.0  # unrelated, not inverted


def test_score_vectorized_matches_scalar():
    sims = np.array([0.9, 0.5, 0.1])
    conf = np.array([0.5, 1.0, 0.9])
    ages = np.array([0.0, DAY, 10 * DAY])
    half = np.array([DAY, np.nan, 2 * DAY])
    vec = score(sims, conf, age_seconds=ages, half_life=half)
    for i in range(3):
        assert vec[i] == pytest.approx(float(score(sims[i], conf[i], age_seconds=ages[i], half_life=half[i])))


def test_low_confidence_ranks_down_but_is_not_dropped():
    high = float(score(0.7, 0.9, age_seconds=0, half_life=DAY))
    low = float(score(0.7, 0.2, age_seconds=0, half_life=DAY))
    assert 0 < low < high


@pytest.mark.parametrize("bad", [-0.1, 1.1, math.nan])
def test_confidence_out_of_range(bad):
    with pytest.raises(InvalidInputError):
        score(0.5, bad, age_seconds=0, half_life=DAY)


def test_policy_defaults_and_overrides_do_not_mutate():
    policy = DecayPolicy()
    assert policy.half_life("inventory") == DAY
    assert policy.half_life("price") == 6 * HOUR
    assert policy.half_life("preference") is None
    assert policy.half_life("something-else") == policy.default_half_life
    faster = policy.with_half_lives(inventory=HOUR)
    assert faster.half_life("inventory") == HOUR
    assert policy.half_life("inventory") == DAY
    with pytest.raises(ValueError):
        DecayPolicy(half_lives={"x": -1})
    with pytest.raises(ValueError):
        DecayPolicy(default_half_life=0)


def test_fast_kinds_fall_behind_stable_ones_with_age():
    policy = DecayPolicy()
    age = 3 * DAY
    inv = float(score(0.8, 0.9, age_seconds=age, half_life=policy.half_life("inventory")))
    pref = float(score(0.8, 0.9, age_seconds=age, half_life=np.nan))
    assert inv < pref / 4


def test_retention_grows_with_access_and_falls_with_idleness():
    fresh = retention_score(0, idle_seconds=0, half_life=DAY)
    used = retention_score(5, idle_seconds=0, half_life=DAY)
    idle = retention_score(0, idle_seconds=5 * DAY, half_life=DAY)
    assert used > fresh > idle
    assert float(retention_score(3, idle_seconds=1e9, half_life=np.nan)) == 4.0
