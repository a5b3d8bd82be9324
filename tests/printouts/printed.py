"""Reading printouts back: the cards' boxes and the crop marks in a PDF page."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

from cardsmith.pack.catalogue import Pack, load_pack
from cardsmith.printouts.rules_text import rules_text

PT_PER_MM = 72 / 25.4
MARK_STROKE_MM = 0.25 / PT_PER_MM  # sheet.html and the composer draw a mark 0.25 pt wide

Matrix = tuple[float, float, float, float, float, float]
Shape = tuple[tuple[float, float, float], tuple[float, float, float, float]]  # fill colour, rectangle


def _times(m: Matrix, n: Matrix) -> Matrix:
    """m, then n (PDF's row-vector order: a point is mapped by m first)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s, e * p + f * r + t, e * q + f * s + u)


def _rectangles(content: object, resources: object, reader: PdfReader, ctm: Matrix) -> list[Shape]:
    """Every rectangle a content stream draws, on the page (pt), with its fill colour; drawn forms followed."""
    found: list[Shape] = []
    stack: list[tuple[Matrix, tuple[float, float, float]]] = []
    fill = (0.0, 0.0, 0.0)
    for operands, operator in ContentStream(content, reader).operations:
        if operator == b"q":
            stack.append((ctm, fill))
        elif operator == b"Q":
            ctm, fill = stack.pop()
        elif operator == b"cm":
            ctm = _times(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
        elif operator == b"rg":
            fill = tuple(float(v) for v in operands)  # type: ignore[assignment]
        elif operator == b"re":
            x, y, w, h = (float(v) for v in operands)
            corners = [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]
            a, b, c, d, e, f = ctm
            xs = [a * px + c * py + e for px, py in corners]
            ys = [b * px + d * py + f for px, py in corners]
            found.append((fill, (min(xs), min(ys), max(xs), max(ys))))
        elif operator == b"Do":
            form = resources["/XObject"][operands[0]].get_object()  # type: ignore[index]
            if form["/Subtype"] == "/Form":
                matrix = tuple(float(v) for v in form.get("/Matrix", (1, 0, 0, 1, 0, 0)))
                inner = _times(matrix, ctm)  # type: ignore[arg-type]
                found += _rectangles(form, form["/Resources"].get_object(), reader, inner)
    return found


def _shapes(reader: PdfReader, page: int) -> list[tuple[tuple[float, float, float], tuple[float, float, float, float]]]:
    """The page's rectangles in mm from the top-left corner of its trim box (where the sheet's mm start)."""
    pdf_page = reader.pages[page]
    trim = pdf_page.trimbox
    left, top = float(trim.left), float(trim.top)
    shapes = _rectangles(pdf_page.get_contents(), pdf_page["/Resources"].get_object(), reader, (1, 0, 0, 1, 0, 0))
    return [
        (fill, ((x1 - left) / PT_PER_MM, (top - y2) / PT_PER_MM, (x2 - left) / PT_PER_MM, (top - y1) / PT_PER_MM))
        for fill, (x1, y1, x2, y2) in shapes
    ]


def card_boxes(reader: PdfReader, page: int, width_mm: float, height_mm: float) -> list[tuple[float, float]]:
    """Top-left corners (mm, from the page's top-left) of the filled rectangles of one card's size."""
    found = {
        (round(x1, 2), round(y1, 2))
        for _, (x1, y1, x2, y2) in _shapes(reader, page)
        if abs(x2 - x1 - width_mm) < 0.05 and abs(y2 - y1 - height_mm) < 0.05
    }
    return sorted(found, key=lambda p: (p[1], p[0]))


def mark_lines(reader: PdfReader, page: int) -> list[tuple[float, float, float, float]]:
    """The crop marks (thin black rectangles) as centre lines x1, y1, x2, y2 in mm from the page's top-left."""
    found: list[tuple[float, float, float, float]] = []
    for fill, (x1, y1, x2, y2) in _shapes(reader, page):
        if any(fill):
            continue
        if abs(x2 - x1 - MARK_STROKE_MM) < 1e-3 and y2 > y1:
            found.append(((x1 + x2) / 2, y1, (x1 + x2) / 2, y2))
        elif abs(y2 - y1 - MARK_STROKE_MM) < 1e-3 and x2 > x1:
            found.append((x1, (y1 + y2) / 2, x2, (y1 + y2) / 2))
    return sorted(tuple(round(v, 3) for v in line) for line in found)  # type: ignore[misc]


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
