"""Reading printouts back: the cards' boxes in a PDF page."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

PX_PER_MM = 96 / 25.4  # WeasyPrint draws in CSS pixels, scaled to points by its first `cm`
PT_PER_MM = 72 / 25.4


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


def read_pdf(path: Path) -> PdfReader:
    assert path.read_bytes().startswith(b"%PDF")
    return PdfReader(path)
