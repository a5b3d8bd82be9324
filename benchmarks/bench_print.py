"""540 poker cards to a PDF: cardsmith's whole print against a bare Jinja -> WeasyPrint render.

    python benchmarks/bench_print.py [--runs N]

The cards are Asteria's 54, ten copies each (540 cards, 60 A4 pages, crop marks).
- cardsmith: rules text, sandboxed templates, fit text, imposition, HTML, then WeasyPrint with
  the local-only URL fetcher (what `cardsmith print` does after loading the pack);
- bare: the same sheet HTML, rendered by a plain `jinja2.Template` and written by WeasyPrint with
  its defaults (the floor: what WeasyPrint alone costs for this document).
Figures are medians of wall and CPU time. Goal: cardsmith at most 1.2x bare.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import tempfile
import time
from pathlib import Path

import jinja2
from weasyprint import HTML

from cardsmith.pack.catalogue import load_pack
from cardsmith.printouts.layout import Options
from cardsmith.printouts.pdf import write_pdf
from cardsmith.printouts.render import Renderer


def timed(action) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    pack = load_pack("asteria")
    cards = [dataclasses.replace(card, copies=10) for card in pack.cards]
    assert sum(c.copies for c in cards) == 540
    folder = Path(tempfile.mkdtemp(prefix="bench-print-"))
    html = Renderer(pack, Options()).document(cards).html

    def ours() -> None:
        write_pdf(Renderer(pack, Options()).document(cards), folder / "ours.pdf")

    def bare() -> None:
        HTML(string=jinja2.Template("{{ body }}").render(body=html)).write_pdf(folder / "bare.pdf")

    figures: dict[str, list[tuple[float, float]]] = {"cardsmith": [], "bare": []}
    for _ in range(runs):
        figures["cardsmith"].append(timed(ours))
        figures["bare"].append(timed(bare))
    medians = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in figures.items()}
    for name, (wall, cpu) in medians.items():
        size = (folder / ("ours.pdf" if name == "cardsmith" else "bare.pdf")).stat().st_size
        print(f"{name:10} wall {wall:6.2f} s   cpu {cpu:6.2f} s   {size / 1024:7.0f} KB")
    ratio = medians["cardsmith"][0] / medians["bare"][0]
    print(f"ratio (wall): {ratio:.2f}x  (goal <= 1.2x)   540 cards, {runs} run(s)")


if __name__ == "__main__":
    main()
