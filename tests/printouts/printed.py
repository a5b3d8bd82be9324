"""Reading printouts back: the cards' boxes and the crop marks in a PDF page."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

from cardsmith.pack.catalogue import Pack, load_pack
from cardsmith.printouts.rules_text import rules_text

PX_PER_MM = 96 / 25.4  # WeasyPrint draws in CSS pixels, scaled to points by its first `cm`
PT_PER_MM = 72 / 25.4
MARK_STROKE_PX = 0.25 * 96 / 72  # sheet.html draws a mark as a 0.25 pt border


def card_boxes(reader: PdfReader, page: int, width_mm: float, height_mm: float) -> list[tuple[float, float]]:
    """Top-left corners (mm, from the page's top-left) of the filled rectangles of one card's size."""
    content = ContentStream(reader.pages[page].get_contents(), reader)
    found: set[tuple[float, float]] = set()
    for operands, operator in content.operations:
        if operator == b"re":
            x, y, w, h = (float(v) / PX_PER_MM for v in operands)
            if abs(w - width_mm) < 0.05 and abs(h - height_mm) < 0.05:
                found.add((round(x, 2), round(y, 2)))
    return sorted(found, key=lambda p: (p[1], p[0]))


def mark_lines(reader: PdfReader, page: int) -> list[tuple[float, float, float, float]]:
    """The crop marks (thin black rectangles) as centre lines x1, y1, x2, y2 in mm from the page's top-left."""
    content = ContentStream(reader.pages[page].get_contents(), reader)
    found: list[tuple[float, float, float, float]] = []
    black = False
    for operands, operator in content.operations:
        if operator == b"rg":
            black = all(float(v) == 0 for v in operands)
        elif operator == b"re" and black:
            x, y, w, h = (float(v) for v in operands)
            if abs(w - MARK_STROKE_PX) < 1e-3 and h > 0:
                found.append((x + w / 2, y, x + w / 2, y + h))
            elif abs(h - MARK_STROKE_PX) < 1e-3 and w > 0:
                found.append((x, y + h / 2, x + w, y + h / 2))
    return sorted(
        (round(x1 / PX_PER_MM, 3), round(y1 / PX_PER_MM, 3), round(x2 / PX_PER_MM, 3), round(y2 / PX_PER_MM, 3))
        for x1, y1, x2, y2 in found
    )


def read_pdf(path: Path) -> PdfReader:
    assert path.read_bytes().startswith(b"%PDF")
    return PdfReader(path)


@cache
def bundled(name: str) -> Pack:
    """A bundled pack, loaded once for all the phrasing tests, and valid."""
    pack = load_pack(name)
    assert pack.ok, pack.diagnostics
    return pack


def card_text(pack: Pack, card_id: str, field: str | None = None, lang: str | None = None) -> str:
    """The rules text one card prints: one effect field, or all of them joined."""
    card = next(c for c in pack.cards if c.id == card_id)
    texts = rules_text(pack, card, lang)
    return texts[field] if field else " ".join(texts.values())
