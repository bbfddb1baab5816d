"""Durable user facts: cut a message into statements, classify each, route facts to their zone.

The pipeline is at the top (`statements` cuts, `classify` labels: `rules` first, then the learned readers, `router`
writes; `answers`, `never_promoted`, `llm` beside it); under it, `patterns` (the English and Chinese patterns the rules
apply), `learned` (the fact model and the session reader, with their weights) and `training` (the ``train`` extra).

>>> from zoned_memory.facts import classify
>>> classify("I live in Paris").scope
'global'
"""

from .classify import classify
from .rules import FACT_KINDS, FactLabel, is_revocation, rule_label
from .router import Extractor, FactRouter, only_facts
from .statements import split_statements

__all__ = ["FACT_KINDS", "FactLabel", "classify", "rule_label", "is_revocation", "Extractor", "FactRouter", "only_facts",
           "split_statements"]
