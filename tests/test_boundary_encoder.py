"""The distilled bilingual encoder (`zoned_memory.boundary.learned.encoder`): what the boundary model's
similarity features are computed with when its weights say so."""

from __future__ import annotations

import numpy as np
import pytest

from zoned_memory.boundary import TaskBoundaryDetector
from zoned_memory.boundary.learned.encoder import embed_message
from zoned_memory.boundary.learned.encoder import (ENCODERS, PairedEncoder, StaticEncoder, encoder_named, keys_of)
from zoned_memory.boundary.learned.model import BoundaryModel
from zoned_memory.embeddings import WordLlamaEmbedding
from zoned_memory.errors import InvalidInputError


@pytest.fixture(scope="module")
def encoder() -> StaticEncoder:
    return StaticEncoder.load()


def _cos(encoder, a: str, b: str) -> float:
    x, y = encoder([a, b])
    return float(x @ y)


# (English, the same request in Chinese, another request in Chinese)
CROSS_LINGUAL = [
    ("Find me a restaurant", "帮我找一家餐厅", "明天天气怎么样？"),
    ("Get me a taxi", "帮我叫一辆出租车", "帮我订一家酒店"),
    ("What is the weather tomorrow?", "明天天气怎么样？", "帮我订一家酒店"),
    ("Play some music", "放一首歌", "帮我找一家餐厅"),
    ("Thank you so much!", "非常感谢！", "帮我订一家酒店"),
]


@pytest.mark.parametrize("english,same,other", CROSS_LINGUAL)
def test_a_request_is_closer_to_its_translation_than_to_another_request(encoder, english, same, other):
    assert _cos(encoder, english, same) > _cos(encoder, english, other)


def test_the_languages_are_not_set_against_each_other(encoder):
    # before the per-language centring every English/Chinese pair scored below zero
    assert np.mean([_cos(encoder, en, zh) for en, zh, _ in CROSS_LINGUAL]) > 0.2


def test_vectors_are_unit_length_and_small(encoder):
    vectors = encoder(["Book a table for two at 7pm", "我想订一张两个人的桌子"])
    assert all(abs(float(np.linalg.norm(v)) - 1.0) < 1e-5 for v in vectors)
    assert encoder.dim <= 256 and encoder.vectors.dtype == np.int8


def test_a_text_with_no_known_key_has_no_vector(encoder):
    assert encoder.encode("1234 5678 !!!") is None
    assert not encoder(["1234 5678 !!!"])[0].any()
    assert embed_message(encoder, "1234 5678 !!!") is None  # the detector treats it as no vector, not an error


def test_keys_are_words_and_chinese_characters_and_bigrams():
    assert keys_of("I'd like 2 rooms") == ["i'd", "like", "rooms"]
    assert keys_of("订酒店") == ["订", "酒", "店", "订酒", "酒店"]


def test_save_and_load_round_trip(encoder, tmp_path):
    small = StaticEncoder(["hotel", "酒店"], np.asarray([[127, 0], [100, 20]], dtype=np.int8),
                          np.asarray([0.01, 0.02], dtype=np.float32), np.asarray([1.0, 0.5], dtype=np.float32))
    small.save(tmp_path / "t.npz")
    loaded = StaticEncoder.load(tmp_path / "t.npz")
    assert np.allclose(loaded.encode("hotel 酒店"), small.encode("hotel 酒店"))


def test_a_table_whose_parts_differ_in_length_is_refused():
    with pytest.raises(InvalidInputError):
        StaticEncoder(["a"], np.zeros((2, 4), dtype=np.int8), np.ones(2, dtype=np.float32),
                      np.ones(2, dtype=np.float32))


def test_a_missing_table_is_a_clear_error(tmp_path):
    with pytest.raises(InvalidInputError, match="no encoder table"):
        StaticEncoder.load(tmp_path / "missing.npz")


def test_encoders_by_name():
    assert isinstance(encoder_named("wordllama"), WordLlamaEmbedding)
    assert isinstance(encoder_named("static-e5"), StaticEncoder)
    paired = encoder_named("wordllama+static-e5")
    assert isinstance(paired, PairedEncoder)
    a, b = paired(["Find me a restaurant", "帮我找一家餐厅"])
    assert abs(float(np.linalg.norm(a)) - 1.0) < 1e-5
    assert set(ENCODERS) == {"wordllama", "static-e5", "wordllama+static-e5", "e5-small"}
    with pytest.raises(InvalidInputError):
        encoder_named("bert")


@pytest.mark.parametrize("name,kind", [("wordllama", WordLlamaEmbedding), ("static-e5", StaticEncoder),
                                       ("wordllama+static-e5", PairedEncoder)])
def test_the_detector_embeds_with_what_its_model_was_trained_with(name, kind):
    shipped = BoundaryModel.load()
    model = BoundaryModel(shipped.mean, shipped.std, shipped.dense, shipped.hashed, shipped.bias, shipped.threshold,
                          shipped.band, info={**shipped.info, "encoder": name})
    assert isinstance(TaskBoundaryDetector(model=model).embedder, kind)
    assert TaskBoundaryDetector(model=model, embedder=None).embedder is None


def test_fitting_the_table_to_the_teachers_sentences_brings_translations_together():
    """A teacher whose word vectors carry a language offset, and whose sentence vectors carry the meaning only:
    the sentence fit (model2vec's tokenlearn, linear) moves "hotel" toward "酒店" and away from "taxi"."""
    from zoned_memory.boundary.training.distill import agreement, distill, sentence_sample

    rng = np.random.default_rng(5)
    meanings = rng.normal(size=(4, 24))
    english, chinese = ["hotel", "taxi", "music", "weather"], ["酒店", "打车", "音乐", "天气"]
    keys = english + chinese + [c for word in chinese for c in word]
    offset_en, offset_zh = rng.normal(size=24) * 2, rng.normal(size=24) * 2
    vectors = np.stack([meanings[english.index(k)] + offset_en if k in english else
                        meanings[chinese.index(k)] + offset_zh if k in chinese else rng.normal(size=24) + offset_zh
                        for k in keys]) + rng.normal(scale=0.8, size=(len(keys), 24))
    freq = np.full(len(keys), 1.0 / len(keys))
    sentences, targets = [], []
    for _ in range(300):
        n = int(rng.integers(4))
        zh = bool(rng.integers(2))
        sentences.append(chinese[n] if zh else english[n])
        targets.append(meanings[n] + rng.normal(scale=0.1, size=24))
    plain = distill(keys, freq, vectors, dim=8)
    fitted = distill(keys, freq, vectors, 8, sentences, np.stack(targets), held_out=50)

    def cos(encoder, a, b):
        x, y = encoder([a, b])
        return float(x @ y)

    assert cos(fitted, "hotel", "酒店") > cos(plain, "hotel", "酒店")
    assert cos(fitted, "hotel", "酒店") > cos(fitted, "hotel", "打车")
    assert sentence_sample(["你好", "hi there", "hi there", "再见", "bye"], per_language=1, seed=0)[0] in {"你好", "再见"}
    table = rng.normal(size=(4, 6))
    teacher = table / np.linalg.norm(table, axis=1, keepdims=True)
    assert agreement(table, np.eye(4), teacher, np.array([False, False, True, True]), pairs=2) == {
        "en-en": 1.0, "zh-zh": 1.0, "en-zh": 1.0}
