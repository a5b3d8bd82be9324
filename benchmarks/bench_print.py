"""540 poker cards to a PDF: cardsmith's whole print against a bare Jinja -> WeasyPrint render.

    python benchmarks/bench_print.py [--runs N]

The cards are Asteria's 54, ten copies each (540 cards, 60 A4 pages, crop marks).
- cardsmith: rules text, sandboxed templates, fit text, imposition, HTML, then WeasyPrint with
  the local-only URL fetcher (what `cardsmith print` does after loading the pack);
- same HTML: cardsmith's own sheet HTML, rendered by a plain `jinja2.Template` and written by WeasyPrint
  with its defaults (what WeasyPrint alone costs for this document: cardsmith's own overhead);
- bare: a minimal sheet of the same cards at the same places, written straight in Jinja (each card its
  name and its rules text in one box, no icons, no fitting): the floor a hand-made sheet costs.
Figures are medians of wall and CPU time; on a loaded machine the CPU ratio is the steadier one.
Goal: cardsmith at most 1.2x bare.
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
from cardsmith.printouts.layout import Options, impose
from cardsmith.printouts.pdf import write_pdf
from cardsmith.printouts.render import Renderer
from cardsmith.printouts.rules_text import rules_text

BARE = jinja2.Template(
    """<html><head><style>
@page { size: 210mm 297mm; margin: 0 }
body { margin: 0; font-family: "DejaVu Sans", sans-serif; font-size: 7pt; line-height: 1.2 }
.sheet { position: relative; width: 210mm; height: 297mm; page-break-after: always }
.card { position: absolute; width: 63mm; height: 88mm; overflow: hidden; border: 0.2mm solid #444 }
.card b { display: block; font-size: 9pt; padding: 2mm }
</style></head><body>{% for sheet in sheets %}<section class="sheet">{% for slot in sheet.slots %}
<div class="card" style="left: {{ slot.x }}mm; top: {{ slot.y }}mm"><b>{{ slot.item.name }}</b>
{{ slot.item.text }}</div>{% endfor %}</section>{% endfor %}</body></html>""",
    autoescape=True,
)


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

    def same() -> None:
        HTML(string=jinja2.Template("{{ body }}").render(body=html)).write_pdf(folder / "same.pdf")

    def bare() -> None:
        items = [
            {"name": card.name, "text": " ".join(rules_text(pack, card).values())}
            for card in cards
            for _ in range(card.copies)
        ]
        HTML(string=BARE.render(sheets=impose(items, None, Options()))).write_pdf(folder / "bare.pdf")

    figures: dict[str, list[tuple[float, float]]] = {"cardsmith": [], "same HTML": [], "bare": []}
    steps = {"cardsmith": ours, "same HTML": same, "bare": bare}
    for _ in range(runs):
        for name, step in steps.items():
            figures[name].append(timed(step))
    medians = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in figures.items()}
    files = {"cardsmith": "ours.pdf", "same HTML": "same.pdf", "bare": "bare.pdf"}
    for name, (wall, cpu) in medians.items():
        size = (folder / files[name]).stat().st_size
        print(f"{name:10} wall {wall:6.2f} s   cpu {cpu:6.2f} s   {size / 1024:7.0f} KB")
    for floor in ("bare", "same HTML"):
        wall = medians["cardsmith"][0] / medians[floor][0]
        cpu = medians["cardsmith"][1] / medians[floor][1]
        print(f"ratio to {floor}: wall {wall:.2f}x, cpu {cpu:.2f}x  (goal <= 1.2x to bare)   540 cards, {runs} run(s)")


if __name__ == "__main__":
    main()
