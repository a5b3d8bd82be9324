"""Imposition: where each card goes on which sheet, in millimetres, computed before any HTML exists.

The whole geometry lives here (not in CSS) so that it can be tested on its own, and so that crop
marks and mirrored duplex backs are exact: a browser or WeasyPrint only places boxes where told.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Generic, TypeVar

CARD_SIZES = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),  # the US bridge size; 56×87 is common too: give it as 56x87
    "mini": (44.0, 63.0),  # "mini American"; 41×63 "mini European" as 41x63
    "tarot": (70.0, 120.0),
    "square": (70.0, 70.0),
}
PAGE_SIZES = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARKS = ("crop", "lines", "none")
BACKS = ("none", "duplex-long", "duplex-short")
MARK_LENGTH = 5.0  # mm, a crop mark's length
MARK_GAP = 1.0  # mm between a crop mark and the nearest bleed edge
MIN_GUTTER = 1.0  # mm: a narrower gutter between two cards' bleed boxes gets no marks
SAFE_MARGIN = 5.0  # mm: most office printers print to within 4.2 mm of the edge; the cards' trim stays inside
MARK_ROOM = MARK_GAP + 2.0  # mm beyond the grid's bleed: with crop marks, room for marks at least 2 mm long
LABEL_ROOM = 3.0  # mm below the grid's marks the page label needs
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*$")

T = TypeVar("T")


class LayoutError(ValueError):
    """Options that cannot make a sheet (a card larger than the page, a malformed size)."""


@dataclass(frozen=True)
class Size:
    width: float
    height: float

    def __str__(self) -> str:
        return f"{self.width:g}×{self.height:g} mm"


def parse_size(text: str, named: dict[str, tuple[float, float]], what: str) -> Size:
    """A named size or WxH in millimetres (`63x88`)."""
    key = text.strip().lower()
    if key in named:
        return Size(*named[key])
    match = _SIZE.match(key)
    if not match:
        raise LayoutError(f"{what} size '{text}' is neither one of {', '.join(named)} nor WxH in mm (like 63x88)")
    width, height = float(match.group(1)), float(match.group(2))
    if not (5 <= width <= 2000 and 5 <= height <= 2000):
        raise LayoutError(f"{what} size '{text}': each side must be between 5 and 2000 mm")
    return Size(width, height)


def parse_offset(text: str) -> tuple[float, float]:
    """`X,Y` in millimetres (may be negative): how far the printer shifts the back side, as measured on a
    printed test sheet (a back printed 0.5 mm right of its front is `0.5,0`); the backs are moved the other way."""
    match = re.match(r"^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$", text)
    if not match:
        raise LayoutError(f"back offset '{text}' is not X,Y in mm (like 0.5,-1)")
    x, y = float(match.group(1)), float(match.group(2))
    if abs(x) > 50 or abs(y) > 50:
        raise LayoutError(f"back offset '{text}': at most 50 mm each way")
    return x, y


@dataclass(frozen=True)
class Options:
    page: Size = Size(*PAGE_SIZES["a4"])
    card: Size = Size(*CARD_SIZES["poker"])
    bleed: float = 0.0
    gap: float = 0.0
    margin: float = SAFE_MARGIN  # the printer's unprintable edge: no card's trim comes closer to the page edge
    marks: str = "crop"
    backs: str = "none"
    back_offset: tuple[float, float] = (0.0, 0.0)
    print_shop: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.bleed <= 10:
            raise LayoutError(f"bleed {self.bleed:g} mm: choose between 0 and 10 mm")
        if not 0 <= self.margin <= 50:
            raise LayoutError(f"margin {self.margin:g} mm: choose between 0 and 50 mm")
        if not 0 <= self.gap <= 50:
            raise LayoutError(f"gap {self.gap:g} mm: choose between 0 and 50 mm")
        if self.marks not in MARKS:
            raise LayoutError(f"marks '{self.marks}': choose one of {', '.join(MARKS)}")
        if self.backs not in BACKS:
            raise LayoutError(f"backs '{self.backs}': choose one of {', '.join(BACKS)}")

    @property
    def sheet(self) -> Size:
        """The page actually printed: the chosen page, or one card (with its bleed) in print-shop mode."""
        return self.card if self.print_shop else self.page


@dataclass(frozen=True)
class Slot(Generic[T]):
    """One card on a sheet; x, y is the top-left corner of its trim box on the page, in mm."""

    x: float
    y: float
    item: T
    index: int  # the position in the grid, row by row


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass
class Sheet(Generic[T]):
    number: int  # 1-based page number in the document
    side: str  # "front" or "back"
    slots: list[Slot[T]] = field(default_factory=list)
    marks: list[Line] = field(default_factory=list)


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int
    left: float  # trim x of the first column
    top: float  # trim y of the first row

    @property
    def per_sheet(self) -> int:
        return self.columns * self.rows


def grid(options: Options) -> Grid:
    """The largest grid that fits, centred: each card's trim inside the printer's safe area (the page less the
    margin), each bleed box on the page, and with crop marks room for them beyond the outer bleed."""
    if options.print_shop:
        return Grid(1, 1, 0.0, 0.0)
    card, page, bleed, gap = options.card, options.page, options.bleed, options.gap
    columns = _how_many(page.width, card.width, options)
    rows = _how_many(page.height, card.height, options)
    if columns < 1 or rows < 1:
        raise LayoutError(
            f"a {card} card with {bleed:g} mm bleed does not fit on a {page} page with {options.margin:g} mm margins",
        )
    slot_w, slot_h = card.width + 2 * bleed, card.height + 2 * bleed
    grid_w = columns * slot_w + (columns - 1) * gap
    grid_h = rows * slot_h + (rows - 1) * gap
    return Grid(columns, rows, (page.width - grid_w) / 2 + bleed, (page.height - grid_h) / 2 + bleed)


def _how_many(page: float, card: float, options: Options) -> int:
    """How many cards fit side by side along one side of the page."""
    count = 0
    while _fits(count + 1, page, card, options):
        count += 1
    return count


def _fits(count: int, page: float, card: float, options: Options) -> bool:
    pitch = card + 2 * options.bleed + options.gap
    trim = count * pitch - options.gap - 2 * options.bleed  # from the first card's trim edge to the last's
    outer = trim + 2 * options.bleed
    room = 2 * MARK_ROOM if options.marks == "crop" else 0.0
    return trim <= page - 2 * options.margin + 1e-9 and outer + room <= page + 1e-9


def label_top(options: Options) -> float | None:
    """Where the page's label goes (mm from the top): centred in the room below the grid's marks; None when the
    grid leaves too little room for it."""
    if options.print_shop:
        return None
    layout = grid(options)
    bottom = layout.top + layout.rows * (options.card.height + 2 * options.bleed + options.gap) - options.gap
    below = bottom - options.bleed + (MARK_GAP + MARK_LENGTH if options.marks == "crop" else 0.0)
    free = options.page.height - below
    if free < LABEL_ROOM:
        return None
    return below + (free - LABEL_ROOM) / 2 + 0.5


def impose(fronts: list[T], backs: list[T] | None, options: Options) -> list[Sheet[T]]:
    """Sheets of fronts filled top-left first; with duplex, each followed by its mirrored backs.

    `backs[i]` is the back of `fronts[i]`. On a back sheet a card sits where its front will be once
    the paper is turned over on the chosen edge, moved against the printer's measured back shift.
    """
    layout = grid(options)
    sheets: list[Sheet[T]] = []
    duplex = options.backs != "none" and backs is not None
    front_marks = cut_marks(layout, options)
    # The same marks on the back, turned like the cards: held to the light, a sheet shows whether they register.
    back_marks = [line for line in (_mirror_line(m, options) for m in front_marks) if line is not None]
    for start in range(0, len(fronts), layout.per_sheet):
        chunk = range(start, min(start + layout.per_sheet, len(fronts)))
        front = Sheet[T](len(sheets) + 1, "front")
        front.slots = [_slot(layout, options, i - start, fronts[i]) for i in chunk]
        front.marks = list(front_marks)
        sheets.append(front)
        if duplex and backs is not None:
            back = Sheet[T](len(sheets) + 1, "back")
            back.slots = [_mirror(_slot(layout, options, i - start, backs[i]), options) for i in chunk]
            back.marks = list(back_marks)
            sheets.append(back)
    return sheets


def _slot(layout: Grid, options: Options, index: int, item: T) -> Slot[T]:
    column, row = index % layout.columns, index // layout.columns
    pitch_x = options.card.width + 2 * options.bleed + options.gap
    pitch_y = options.card.height + 2 * options.bleed + options.gap
    return Slot(layout.left + column * pitch_x, layout.top + row * pitch_y, item, index)


def _mirror(slot: Slot[T], options: Options) -> Slot[T]:
    """Where a card's back goes."""
    x, y = _turned(slot.x, slot.y, options.card.width, options.card.height, options)
    return Slot(x, y, slot.item, slot.index)


def _mirror_line(line: Line, options: Options) -> Line | None:
    """Where a mark goes on the back, cut to the sheet (the offset may push it off); None when nothing is left."""
    width, height = line.x2 - line.x1, line.y2 - line.y1
    x, y = _turned(line.x1, line.y1, width, height, options)
    sheet = options.sheet
    x1, y1 = max(x, 0.0), max(y, 0.0)
    x2, y2 = min(round(x + width, 4), sheet.width), min(round(y + height, 4), sheet.height)
    if x1 > x2 or y1 > y2 or (x1, y1) == (x2, y2):
        return None
    return Line(x1, y1, x2, y2)


def _turned(x: float, y: float, width: float, height: float, options: Options) -> tuple[float, float]:
    """The top-left corner of a box once the sheet is turned over: the long edge mirrors left-right,
    the short edge top-bottom; then moved against the printer's measured shift (`back_offset`), so that once the
    printer shifts it the back lands under its front. Cards and marks share it, so they register."""
    sheet = options.sheet
    dx, dy = options.back_offset
    if options.backs == "duplex-long":
        x = sheet.width - x - width
    elif options.backs == "duplex-short":
        y = sheet.height - y - height
    return round(x - dx, 4), round(y - dy, 4)


def cut_lines(layout: Grid, options: Options) -> tuple[list[float], list[float]]:
    """The x positions of vertical cuts and the y positions of horizontal cuts."""
    pitch_x = options.card.width + 2 * options.bleed + options.gap
    pitch_y = options.card.height + 2 * options.bleed + options.gap
    xs = sorted(
        {round(layout.left + c * pitch_x + d, 4) for c in range(layout.columns) for d in (0, options.card.width)}
    )
    ys = sorted({round(layout.top + r * pitch_y + d, 4) for r in range(layout.rows) for d in (0, options.card.height)})
    return xs, ys


def cut_marks(layout: Grid, options: Options) -> list[Line]:
    """Crop marks around the grid and between cards, or thin lines across the whole sheet.

    Lines may run under the cards (they are drawn first); crop marks never touch a card's bleed box.
    """
    if options.marks == "none" or options.print_shop:
        return []
    xs, ys = cut_lines(layout, options)
    page = options.page
    if options.marks == "lines":
        return [Line(x, 0, x, page.height) for x in xs] + [Line(0, y, page.width, y) for y in ys]
    return _margin_marks(layout, options, xs, ys) + _gutter_marks(layout, options, xs, ys)


def _margin_marks(layout: Grid, options: Options, xs: list[float], ys: list[float]) -> list[Line]:
    """Marks in the margin, on every cut line, MARK_GAP outside the grid's bleed."""
    top = layout.top - options.bleed - MARK_GAP
    bottom = layout.top + layout.rows * (options.card.height + 2 * options.bleed + options.gap) - options.gap
    bottom += -options.bleed + MARK_GAP
    left = layout.left - options.bleed - MARK_GAP
    right = layout.left + layout.columns * (options.card.width + 2 * options.bleed + options.gap) - options.gap
    right += -options.bleed + MARK_GAP
    length = min(MARK_LENGTH, max(0.0, top), max(0.0, left))
    marks = [Line(x, top - length, x, top) for x in xs] + [Line(x, bottom, x, bottom + length) for x in xs]
    marks += [Line(left - length, y, left, y) for y in ys] + [Line(right, y, right + length, y) for y in ys]
    return marks


def _gutter_marks(layout: Grid, options: Options, xs: list[float], ys: list[float]) -> list[Line]:
    """Marks inside the grid, in the gutters between bleed boxes, on every cut line crossing them.

    With a gap (or bleed) the trim lines of neighbours differ, so the margin marks alone leave a cutter
    guessing where each inner card ends. A vertical cut line crosses every gutter between rows.
    """
    card, bleed, gap = options.card, options.bleed, options.gap
    pitch_x, pitch_y = card.width + 2 * bleed + gap, card.height + 2 * bleed + gap
    marks = []
    for row in range(layout.rows - 1):
        start = layout.top + row * pitch_y + card.height + bleed  # the bottom of this row's bleed
        marks += [Line(x, y1, x, y2) for y1, y2 in _across(start, gap) for x in xs]
    for column in range(layout.columns - 1):
        start = layout.left + column * pitch_x + card.width + bleed
        marks += [Line(x1, y, x2, y) for x1, x2 in _across(start, gap) for y in ys]
    return marks


def _across(start: float, width: float) -> list[tuple[float, float]]:
    """Where marks go along a gutter `width` wide: one centred, or in a wide one one off each card's
    corner as in the margin; none in a gutter too narrow to keep them clear of both cards."""
    if width < MIN_GUTTER:
        return []
    end = start + width
    clearance = min(MARK_GAP, width / 4)
    room = width - 2 * clearance
    if room >= 2 * MARK_LENGTH + MARK_GAP:
        spans = [(start + clearance, start + clearance + MARK_LENGTH), (end - clearance - MARK_LENGTH, end - clearance)]
    else:
        middle, half = start + width / 2, min(room, MARK_LENGTH) / 2
        spans = [(middle - half, middle + half)]
    return [(round(a, 4), round(b, 4)) for a, b in spans]
