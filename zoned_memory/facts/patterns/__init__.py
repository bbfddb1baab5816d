"""The language patterns the fact rules (`..rules.rule_label`) apply, by language and by what they find: English
(`english`, which gathers `english_body`, `english_habits`, `english_people`, `english_work`, `english_world`,
`english_not_durable`, with `english_words` and the session's `english_session`), Chinese (`chinese`, with the session's
`chinese_session`), and the scopes both share (`scopes`: "today", "这次对话").

>>> from zoned_memory.facts.patterns import chinese
>>> any(p.search("我对花生过敏") for _, _, p in chinese.RULES)
True
"""

from __future__ import annotations

__all__: list[str] = []
