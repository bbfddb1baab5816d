"""What agent-work sets 190-191 (`tests/data/boundaries_agent_work_190.jsonl`, `_191.jsonl`) and carry-over file 113,
scored first on stop 68's wave-7 code, found, read turn by turn with `TaskBoundaryDetector` (issue #23)."""

from __future__ import annotations

from tests.boundary_play import resumed, verdict

_NEWS = [("今天有什么科技新闻", "今天的科技要闻：1. 某大厂发布新一代AI芯片 2. 国产大飞机获新订单 3. 一款折叠屏手机发布。", "news"),
         ("第一条详细说说", "新一代AI芯片采用3纳米工艺，算力提升一倍，功耗下降30%，预计明年量产。", "news")]


def test_something_to_play_named_is_an_order_of_its_own():
    assert verdict(_NEWS, "播放一首周杰伦的歌", ("music",)) is not None
    assert verdict(_NEWS, "播放一下这条新闻的视频", ("news",)) is None  # the news at hand


def test_the_news_pointed_back_at_after_the_music_returns_to_it():
    played = [*_NEWS, ("播放一首周杰伦的歌", "正在播放周杰伦的《晴天》。", "music"), ("换一首", "正在播放《七里香》。", "music")]
    back, ids = resumed(played, "刚才那个芯片新闻是哪家公司的", ("news",))
    assert back == ids[0]
