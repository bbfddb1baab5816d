"""Render benchmarks/results.json (from bench_store.py) as the markdown tables of RESULTS.md.

    python benchmarks/report.py benchmarks/results.json
"""

from __future__ import annotations

import json
import sys


def main(path: str) -> None:
    data = json.load(open(path))
    rows = data["results"]
    print("| layout | memories | search | first touch p50 / p95 (ms) | warm p50 / p95 (ms) | recall@5 | raw Chroma filtered query p50 (ms) | peak RSS (MB) |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        for key, label in (("search", "cached (default)"), ("search_no_cache", "Chroma only")):
            s = r[key]
            raw = s.get("raw_chroma") or {}
            raw_txt = f"{raw['first_p50_ms']:.1f}" if raw else "n/a"
            print(f"| {r['mode']} | {r['scale']:,} | {label} | {s['first_touch_p50_ms']:.1f} / {s['first_touch_p95_ms']:.1f} "
                  f"| {s['warm_p50_ms']:.2f} / {s['warm_p95_ms']:.2f} | {s['recall_at_k']:.3f} | {raw_txt} | {s['peak_rss_mb']:.0f} |")
    print()
    print("| layout | memories | write_many (rec/s) | raw Chroma add (rec/s) | ratio | peak RSS (MB) |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        b = r["build"]
        print(f"| {r['mode']} | {r['scale']:,} | {b['write_many_per_s']:.0f} | {b['raw_add_per_s']:.0f} | {b['write_ratio']:.2f} | {b['peak_rss_mb']:.0f} |")
    print()
    by = {(r["mode"], r["scale"]): r for r in rows}
    for mode in sorted({r["mode"] for r in rows}):
        scales = sorted(s for m, s in by if m == mode)
        if len(scales) >= 2:
            small, big = by[(mode, scales[0])]["search"], by[(mode, scales[-1])]["search"]
            print(f"- {mode}: p50 at {scales[-1]:,} / p50 at {scales[0]:,}: first touch "
                  f"{big['first_touch_p50_ms'] / small['first_touch_p50_ms']:.2f}x, warm "
                  f"{big['warm_p50_ms'] / small['warm_p50_ms']:.2f}x; very first search (loads the global zone): "
                  f"{small['very_first_search_ms']:.0f} ms / {big['very_first_search_ms']:.0f} ms")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "benchmarks/results.json")
