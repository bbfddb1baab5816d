"""Training and evaluation of the statement classifier (the ``train`` extra): the fact model's training (`train`) and the
session reader's (`train_session`), scoring labelled messages (`evaluate`, read by ``zoned-memory eval-facts``), generated
statements (`generated`) and the hand-written agent-work conversations (`agent_work_data`). The router never imports it.

    python -m zoned_memory.facts.training.train
"""

from __future__ import annotations

__all__: list[str] = []
