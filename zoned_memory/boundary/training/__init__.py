"""Training and evaluation of the detector (the ``train`` extra): the model's training (`train`) and the encoder's
distillation (`distill`), leave-one-corpus-out (`loco`), turn-by-turn scoring of labelled conversations (`evaluate`), the
corpora's labels set to the definition (`relabel`) and generated conversations (`synthetic`). The detector never imports it (the CLI's ``eval-boundaries`` reads with `evaluate`).

    python -m zoned_memory.boundary.training.loco --sample 600 --json benchmarks/boundary_loco.json
"""

from __future__ import annotations

__all__: list[str] = []
