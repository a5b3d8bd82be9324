"""Text that shrinks to fit its box: a font size computed from the text and the box, in CSS only.

No script runs in a PDF renderer, so the size is computed here, before layout: words are measured with the
real font the sheet prints in (DejaVu Sans, regular and bold, read by Pillow's FreeType from the system's
fonts), wrapped greedily as WeasyPrint wraps them, and the largest size whose lines fit the box is kept.
Bold labels before paragraphs and the inline icons before resource names are measured too. Where the font
cannot be found, an average glyph width stands in, erring wide. The layout itself is checked afterwards
(`overflow`), so an estimate that is still wrong is a warning, never a silent clip.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PIL import ImageFont

PT_TO_MM = 25.4 / 72
GLYPH_WIDTH = 0.56  # average advance of a glyph, in em, when the font cannot be read
LINE_HEIGHT = 1.2  # in em; the templates use the same value
STEP = 0.25  # pt
ICON_WIDTH = 1.1  # em: the inline icon before a resource's name and its margin (sheet.html's .icon)
FONTS = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}  # sheet.html's first font family
REFERENCE = 100  # px: the size words are measured at, then scaled


@cache
def _font(bold: bool) -> ImageFont.FreeTypeFont | None:
    try:
        return ImageFont.truetype(FONTS[bold], REFERENCE)  # Pillow looks in the system's font folders
    except OSError:
        return None


@cache
def word_width(word: str, bold: bool = False) -> float:
    """A word's advance in em, in the sheet's font."""
    font = _font(bold)
    if font is None:
        return len(word) * GLYPH_WIDTH * (1.08 if bold else 1.0)
    return font.getlength(word) / REFERENCE


def lines_needed(text: str, chars_per_line: int) -> int:
    """How many lines greedy wrapping takes at a fixed number of characters a line (a word longer than a line
    is broken); `wrapped_lines` measures real widths instead."""
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


def wrapped_lines(
    paragraph: str, width_em: float, label: str = "", icons: frozenset[str] = frozenset(), bold: bool = False
) -> int:
    """How many lines a paragraph takes, wrapped greedily at `width_em`; `label` is a bold prefix, and each
    word in `icons` carries an inline icon. A word wider than the line makes it 10**9: it would run out of the box."""
    if width_em <= 0:
        return 10**9
    words = [(w, True) for w in label.split()] + [(w, bold) for w in paragraph.split()]
    space = word_width(" ")
    lines, used = 1, 0.0
    for word, bold in words:
        width = word_width(word, bold) + (ICON_WIDTH if word.strip(".,:;()") in icons else 0.0)
        if width > width_em + 1e-9:  # CSS never breaks a word: one wider than the line runs out of its box
            return 10**9
        if used and used + space + width > width_em:
            lines, used = lines + 1, width
        else:
            used += (space if used else 0.0) + width
    return lines


Text = str | Mapping[str, str]


def _paragraphs(text: Text) -> list[tuple[str, str]]:
    """(bold label, paragraph) pairs: a mapping is printed as `label: text` paragraphs."""
    if isinstance(text, Mapping):
        return [(f"{label}:" if label else "", str(body)) for label, body in text.items()]
    return [("", paragraph) for paragraph in str(text).split("\n")]


def height(text: Text, width_mm: float, size_pt: float, gap: float = 0.0, icons: frozenset[str] = frozenset()) -> float:
    """The height (mm) the text takes, wrapped to the width at the size; `gap` em between paragraphs."""
    em = size_pt * PT_TO_MM
    paragraphs = _paragraphs(text)
    lines = sum(wrapped_lines(body, width_mm / em, label, icons) for label, body in paragraphs)
    return (lines * LINE_HEIGHT + gap * max(0, len(paragraphs) - 1)) * em


def fits(
    text: Text, width_mm: float, height_mm: float, size_pt: float, gap: float = 0.0, icons: frozenset[str] = frozenset()
) -> bool:
    return height(text, width_mm, size_pt, gap, icons) <= height_mm + 1e-6


def font_size(
    text: Text,
    width_mm: float,
    height_mm: float,
    largest: float = 9.0,
    smallest: float = 5.0,
    gap: float = 0.0,
    icons: frozenset[str] = frozenset(),
) -> float | None:
    """The largest size (pt, a multiple of STEP) at which `text` fits the box; None when even `smallest` cannot."""
    size = largest
    while size >= smallest - 1e-9:
        if fits(text, width_mm, height_mm, size, gap, icons):
            return size
        size -= STEP
    return None


def table_height(rows: dict[str, str], width_mm: float, size_pt: float) -> float:
    """The height (mm) of a two-column table of labels and values (bold), 1.5 mm apart; 1e9 when its words
    cannot fit the width. The columns share the width as a browser's automatic table layout shares it: each
    its whole text when both fit side by side, else each its longest word and the rest in proportion."""
    if not rows:
        return 0.0
    em = size_pt * PT_TO_MM
    label_w, value_w = _columns(rows, width_mm / em - 1.5 / em)
    if label_w <= 0 or value_w <= 0:
        return 1e9
    lines = sum(
        max(wrapped_lines(label, label_w + 1e-6), wrapped_lines(str(value), value_w + 1e-6, bold=True))
        for label, value in rows.items()
    )
    return lines * em * LINE_HEIGHT


def _columns(rows: dict[str, str], width_em: float) -> tuple[float, float]:
    """The widths (em) of the label and value columns in `width_em`; (0, 0) when their longest words do not fit."""
    labels, values = list(rows), [str(value) for value in rows.values()]
    label_min, label_max = _widths(labels, False)
    value_min, value_max = _widths(values, True)
    if label_max + value_max <= width_em:
        return label_max, width_em - label_max
    spare = width_em - label_min - value_min
    if spare < 0:
        return 0.0, 0.0
    stretch = (label_max - label_min) + (value_max - value_min)
    label_w = label_min + (spare * (label_max - label_min) / stretch if stretch else 0.0)
    return label_w, width_em - label_w


def _widths(texts: list[str], bold: bool) -> tuple[float, float]:
    """A column's narrowest (its longest word) and widest (its longest text on one line) widths, in em."""
    words = [word_width(word, bold) for text in texts for word in text.split()]
    whole = [
        sum(word_width(w, bold) for w in text.split()) + word_width(" ") * (len(text.split()) - 1) for text in texts
    ]
    return max(words, default=0.0), max(whole, default=0.0)


def table_size(rows: dict[str, str], width_mm: float, height_mm: float, largest: float, smallest: float) -> float:
    """The largest size (pt) at which the table fits the height; `smallest` when none does."""
    size = largest
    while size > smallest + 1e-9 and table_height(rows, width_mm, size) > height_mm:
        size -= STEP
    return size
