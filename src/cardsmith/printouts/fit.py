"""Text that shrinks to fit its box: a font size computed from the text and the box, in CSS only.

No script runs in a PDF renderer, so the size is estimated here: words are wrapped greedily at
an average glyph width, and the largest size whose lines fit the box's height is kept. The
estimate errs on the wide side (DejaVu Sans, the default face, is a wide font).
"""

from __future__ import annotations

PT_TO_MM = 25.4 / 72
GLYPH_WIDTH = 0.56  # average advance of a glyph, in em
LINE_HEIGHT = 1.2  # in em; the templates use the same value
STEP = 0.25  # pt


def lines_needed(text: str, chars_per_line: int) -> int:
    """How many lines greedy wrapping takes (a word longer than a line is broken)."""
    if chars_per_line < 1:
        return 10**9
    lines, used = 0, 0
    for paragraph in text.split("\n"):
        lines += 1
        used = 0
        for word in paragraph.split():
            while len(word) > chars_per_line:  # a very long word breaks where it must
                lines += 1 if used else 0
                word, used = word[chars_per_line:], 0
                lines += 1
            need = len(word) + (1 if used else 0)
            if used + need > chars_per_line:
                lines += 1
                used = len(word)
            else:
                used += need
    return lines


def height(text: str, width_mm: float, size_pt: float) -> float:
    """The height (mm) the text takes, wrapped to the width at the size."""
    em = size_pt * PT_TO_MM
    return lines_needed(text, int(width_mm / (em * GLYPH_WIDTH))) * em * LINE_HEIGHT


def fits(text: str, width_mm: float, height_mm: float, size_pt: float) -> bool:
    em = size_pt * PT_TO_MM
    per_line = int(width_mm / (em * GLYPH_WIDTH))
    rows = int(height_mm / (em * LINE_HEIGHT) + 1e-6)
    return lines_needed(text, per_line) <= rows


def font_size(
    text: str, width_mm: float, height_mm: float, largest: float = 9.0, smallest: float = 5.0
) -> float | None:
    """The largest size (pt, a multiple of STEP) at which `text` fits the box; None when even `smallest` cannot."""
    size = largest
    while size >= smallest - 1e-9:
        if fits(text, width_mm, height_mm, size):
            return size
        size -= STEP
    return None


def table_height(rows: dict[str, str], width_mm: float, size_pt: float) -> float:
    """The height (mm) of a two-column table of labels and values: the labels take their longest width."""
    if not rows:
        return 0.0
    em = size_pt * PT_TO_MM
    label_w = max(len(label) for label in rows) * em * GLYPH_WIDTH + 1.5
    per_line = int(max(width_mm - label_w, em) / (em * GLYPH_WIDTH))
    lines = sum(max(lines_needed(str(value), per_line), lines_needed(label, 10**6)) for label, value in rows.items())
    return lines * em * LINE_HEIGHT


def table_size(rows: dict[str, str], width_mm: float, height_mm: float, largest: float, smallest: float) -> float:
    """The largest size (pt) at which the table fits the height; `smallest` when none does."""
    size = largest
    while size > smallest + 1e-9 and table_height(rows, width_mm, size) > height_mm:
        size -= STEP
    return size
