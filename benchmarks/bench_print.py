"""540 poker cards to a PDF: cardsmith's whole print against a bare Jinja -> WeasyPrint render.

    python benchmarks/bench_print.py [--runs N]

The cards are Asteria's 54, ten copies each (540 cards, 60 A4 pages, crop marks).
- cardsmith: rules text, sandboxed templates, fit text, imposition, HTML, WeasyPrint with the local-only URL
  fetcher, the overflow check, and the sheets joined from each distinct face laid out once (what
  `cardsmith print` does after loading the pack);
- bare: a minimal sheet of the same cards at the same places, written straight in Jinja (each card its
  name and its rules text in one box, no icons, no fitting, no check): the floor a hand-made sheet costs.
The same two for one copy of each card (54 cards, 6 pages): with no copies to share a layout, this is the
cost of cardsmith's richer cards themselves.
Figures are medians of wall and CPU time; on a loaded machine the CPU ratio is the steadier one.
Goal: cardsmith at most 1.2x bare for the 540 cards.
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
    folder = Path(tempfile.mkdtemp(prefix="bench-print-"))
    for copies in (10, 1):
        cards = [dataclasses.replace(card, copies=copies) for card in pack.cards]
        medians, sizes = _measure(pack, cards, folder, runs)
        total = sum(card.copies for card in cards)
        for name, (wall, cpu) in medians.items():
            print(f"{name:10} {total:4} cards   wall {wall:6.2f} s   cpu {cpu:6.2f} s   {sizes[name] / 1024:7.0f} KB")
        wall = medians["cardsmith"][0] / medians["bare"][0]
        cpu = medians["cardsmith"][1] / medians["bare"][1]
        print(f"ratio to bare, {total} cards: wall {wall:.2f}x, cpu {cpu:.2f}x   ({runs} run(s); goal <= 1.2x at 540)")


def _measure(pack, cards, folder: Path, runs: int) -> tuple[dict[str, tuple[float, float]], dict[str, int]]:
    def ours() -> None:
        write_pdf(Renderer(pack, Options()).document(cards), folder / "cardsmith.pdf")

    def bare() -> None:
        items = [
            {"name": card.name, "text": " ".join(rules_text(pack, card).values())}
            for card in cards
            for _ in range(card.copies)
        ]
        HTML(string=BARE.render(sheets=impose(items, None, Options()))).write_pdf(folder / "bare.pdf")

    steps = {"cardsmith": ours, "bare": bare}
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in steps}
    for _ in range(runs):
        for name, step in steps.items():
            figures[name].append(timed(step))
    medians = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in figures.items()}
    return medians, {name: (folder / f"{name}.pdf").stat().st_size for name in steps}


if __name__ == "__main__":
    main()
