"""Render benchmarks/results.json (from bench_store.py) as the markdown tables of RESULTS.md.

    python benchmarks/report.py benchmarks/results.json
    python benchmarks/report.py benchmarks/results_2026-11-30b.json --chart benchmarks/speed.png   # + a chart
"""

from __future__ import annotations

import json
import sys


def chart(path: str, out: str) -> None:
    """Search latency per scale, log scale: ours (warm, first touch) against raw Chroma's filtered
    query and the peers' retrievers, from one bench_store run (embedded, partition layout)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in json.load(open(path))["results"] if r["mode"] == "partition" and not r.get("server")]
    series = {"ours, warm p50": lambda r: r["search"]["warm_p50_ms"],
              "ours, a task's first search p50": lambda r: r["search"]["first_touch_p50_ms"],
              "raw Chroma filtered query p50": lambda r: r["search"]["raw_chroma"]["first_p50_ms"],
              "langchain-chroma retriever + filter p50":
                  lambda r: r["search"]["raw_chroma"]["peers"]["langchain_chroma_p50_ms"],
              "LlamaIndex ChromaVectorStore + filters p50":
                  lambda r: r["search"]["raw_chroma"]["peers"]["llamaindex_chroma_p50_ms"]}
    fig, ax = plt.subplots(figsize=(8, 4.5))
    width = 0.8 / len(series)
    for n, (label, get) in enumerate(series.items()):
        values = []
        for r in rows:
            try:
                values.append(get(r))
            except (KeyError, TypeError):
                values.append(0.0)
        ax.bar([i + (n - len(series) / 2 + 0.5) * width for i in range(len(rows))], values, width, label=label)
    ax.set_xticks(range(len(rows)), [f"{r['scale']:,} memories" for r in rows])
    ax.set_yscale("log")
    ax.set_ylabel("ms per scoped search (log scale, lower is better)")
    ax.set_title("The same scoped query (task + session + global, k = 5), one run, embedded")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(f"wrote {out}", file=sys.stderr)


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


if __name__ == "__main__" and "--chart" in sys.argv:
    chart(sys.argv[1], sys.argv[sys.argv.index("--chart") + 1])
elif __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "benchmarks/results.json")
