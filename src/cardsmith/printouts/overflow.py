"""What the printout hides: text that WeasyPrint laid out beyond a box that clips it, or under an opaque box
painted over it, found in its own layout.

Templates choose font sizes from an estimate before any layout exists (`fit`); only the real layout, with
the real fonts, knows whether every line is on the card. So after WeasyPrint lays the document out, and
before it is written, every text box is checked against the boxes that clip it (`overflow: hidden`, the
card's face among them), and each card side that loses text is named, once, whatever its copies.
Text printed smaller than a playtester can read is named the same way, and so is text that a positioned box
with an opaque background covers (a planet's strength under one of its halves): CSS paints positioned and turned
boxes after the text of the boxes they sit in, and later ones (or higher `z-index`) over earlier ones; and so is
text that the text of another positioned box runs over (two boxes placed on the same spot).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

PX_PER_PT = 96 / 72
MIN_READABLE_PT = 6.0  # below this, rules text is hard to read at arm's length on a poker card
SLACK = 0.25  # of a line's height: the leading below the last line may be cut without losing a glyph


@dataclass(frozen=True)
class Rect:
    left: float
    top: float
    right: float
    bottom: float

    def holds(self, box: Any) -> bool:
        """Whether a text box lies inside, give or take a little of the line's own leading."""
        slack = SLACK * box.height if hasattr(box, "text") and box.text else 0.5
        return (
            box.position_x >= self.left - 0.5
            and box.position_x + box.width <= self.right + 0.5
            and box.position_y >= self.top - slack
            and box.position_y + box.height <= self.bottom + slack
        )


@dataclass
class Finding:
    card: str
    side: str
    problem: str  # "clipped", "hidden", "crossed", "small" or "uneven" (`spacing`)
    text: str
    size: float = 0.0  # pt, for small text; mm, for uneven padding


def findings(document: Any) -> list[Finding]:
    """Each card side's first clipped text and its smallest text below MIN_READABLE_PT, once per card side."""
    found: dict[tuple[str, str, str], Finding] = {}
    for page in document.pages:
        for card, side, box, clips in _text_boxes(page._page_box, None, "front", ()):
            if card is None or not box.text.strip():
                continue
            if any(not clip.holds(box) for clip in clips):
                found.setdefault((card, side, "clipped"), Finding(card, side, "clipped", box.text.strip()))
            size = box.style["font_size"] / PX_PER_PT
            if size < MIN_READABLE_PT - 0.01 and not _is_icon(box):
                known = found.get((card, side, "small"))
                if known is None or size < known.size:
                    found[(card, side, "small")] = Finding(card, side, "small", box.text.strip(), size)
        for card, side, text, problem in _hidden(page._page_box):
            if (card, side, "clipped") not in found:  # what its box cuts off is said once, as cut off
                found.setdefault((card, side, "hidden"), Finding(card, side, problem, text))
    return list(found.values())


COVERED = 0.2  # of a text box's area: more than this under an opaque box, and the reader loses letters

Key = tuple[int, int]  # a positioned box's place in the painting order: its z-index, then its place in the tree
Area = tuple[float, float, float, float]  # left, top, right, bottom


@dataclass
class _Paint:
    """One card side's text boxes and opaque positioned boxes, each with its place in the painting order."""

    texts: list[tuple[Area, str, Key, frozenset[int]]]  # where, what, its positioned box's key, its ancestors
    covers: list[tuple[Area, Key, int]]  # where, key, the box's id
    count: int = 0


def _hidden(page: Any) -> Iterator[tuple[str, str, str, str]]:
    """(card, side, text, "hidden") for each text box mostly under an opaque box that is painted after it, else
    (card, side, text, "crossed") for a text that another box's text runs over."""
    for card, side, box in card_sides(page, "front"):
        paint = _Paint([], [])
        _paint(box, paint, (0, 0), frozenset(), ())
        for area, text, key, ancestors in paint.texts:
            if any(
                cover_key > key and cover not in ancestors and _overlap(area, where) > COVERED * _size(area)
                for where, cover_key, cover in paint.covers
            ):
                yield card, side, text, "hidden"
                break
        else:
            yield from ((card, side, text, "crossed") for text in _crossed(paint.texts)[:1])


def _crossed(texts: list[tuple[Area, str, Key, frozenset[int]]]) -> list[str]:
    """The texts printed over the text of another positioned box (two boxes placed on the same spot: a
    restriction run into an ability above it), the one painted first named."""
    groups: dict[Key, list[Area]] = {}
    for area, _, key, _ in texts:
        groups.setdefault(key, []).append(area)
    bounds = {key: _bounds(areas) for key, areas in groups.items()}
    for area, text, key, _ in texts:
        for other, others in groups.items():
            if other <= key or _overlap(bounds[key], bounds[other]) == 0:
                continue
            if any(_overlap(area, where) > COVERED * min(_size(area), _size(where)) for where in others):
                return [text]
    return []


def _bounds(areas: list[Area]) -> Area:
    return min(a[0] for a in areas), min(a[1] for a in areas), max(a[2] for a in areas), max(a[3] for a in areas)


def card_sides(box: Any, side: str) -> Iterator[tuple[str, str, Any]]:
    """(card, side, box) for each card side laid out under `box` (sheet.html's `data-card` boxes)."""
    element = getattr(box, "element", None)
    if element is not None and box.element_tag == "div" and element.get("data-card") is not None:
        yield element.get("data-card"), element.get("data-side") or side, box
        return
    for child in getattr(box, "children", ()):
        yield from card_sides(child, side)


def _paint(
    box: Any, paint: _Paint, key: Key, ancestors: frozenset[int], turns: tuple[tuple[float, float, float], ...]
) -> None:
    """Collects the text and the opaque covers under `box`; `key` is the painting place of the positioned box the
    text is in, `turns` the rotations of the boxes around it (their children are laid out unturned)."""
    if hasattr(box, "text"):
        if box.text.strip():
            area = _turn(
                (box.position_x, box.position_y, box.position_x + box.width, box.position_y + box.height), turns
            )
            paint.texts.append((area, box.text.strip(), key, ancestors))
        return
    style = box.style
    turned = bool(style["transform"]) and hasattr(box, "border_box_x")
    if turned:  # it turns about its centre, and all it holds with it
        angle = sum(value for name, value in style["transform"] if name == "rotate")
        x, y = box.border_box_x(), box.border_box_y()
        turns = ((angle, x + box.border_width() / 2, y + box.border_height() / 2), *turns)
    if (style["position"] != "static" or turned) and hasattr(box, "border_box_x"):
        paint.count += 1
        z = style["z_index"]
        key = (z if isinstance(z, int) else 0, paint.count)
        if getattr(style["background_color"], "alpha", 0) >= 1 and style["opacity"] >= 1:
            x, y = box.border_box_x(), box.border_box_y()
            area = _turn((x, y, x + box.border_width(), y + box.border_height()), turns)
            paint.covers.append((area, key, id(box)))
    for child in getattr(box, "children", ()):
        _paint(child, paint, key, ancestors | {id(box)}, turns)


def _turn(area: Area, turns: tuple[tuple[float, float, float], ...]) -> Area:
    """The bounding box of an area once the boxes around it are turned (innermost first) about their centres."""
    for angle, cx, cy in turns:
        cos, sin = math.cos(angle), math.sin(angle)
        xs, ys = [], []
        for x, y in ((area[0], area[1]), (area[2], area[1]), (area[0], area[3]), (area[2], area[3])):
            xs.append(cx + (x - cx) * cos - (y - cy) * sin)
            ys.append(cy + (x - cx) * sin + (y - cy) * cos)
        area = (min(xs), min(ys), max(xs), max(ys))
    return area


def _overlap(a: Area, b: Area) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def _size(area: Area) -> float:
    return (area[2] - area[0]) * (area[3] - area[1])


def _text_boxes(
    box: Any, card: str | None, side: str, clips: tuple[Rect, ...]
) -> Iterator[tuple[str | None, str, Any, tuple[Rect, ...]]]:
    element = getattr(box, "element", None)
    if element is not None and box.element_tag == "div" and element.get("data-card") is not None:
        card, side = element.get("data-card"), element.get("data-side") or side
    if hasattr(box, "text"):
        yield card, side, box, clips
        return
    if box.style["transform"] and hasattr(box, "border_box_x"):
        # Its children are laid out before the turn, so the outer boxes cannot judge them: the turned box as
        # a whole must lie inside them, and its own text inside the boxes within it.
        turned = _turned(box)
        inner = (b for child in box.children for _, _, b, _ in _text_boxes(child, card, side, ()))
        first = next((b for b in inner if b.text.strip()), None)
        if first is not None and turned is not None and any(not clip.holds(turned) for clip in clips):
            yield card, side, _Placed(first.text, first.style, -1e9, -1e9, 0.0, 0.0), clips
        clips = ()
    trim = element is not None and "face" in (element.get("class") or "").split()  # it draws into the bleed
    if (trim or box.style["overflow"] != "visible") and hasattr(box, "padding_box_x"):
        left, top = box.padding_box_x(), box.padding_box_y()
        clips = (*clips, Rect(left, top, left + box.padding_width(), top + box.padding_height()))
    for child in getattr(box, "children", ()):
        yield from _text_boxes(child, card, side, clips)


@dataclass(frozen=True)
class _Placed:
    """A box's text, style and place, for a turned box seen from outside."""

    text: str
    style: Any
    position_x: float
    position_y: float
    width: float
    height: float


def _turned(box: Any) -> _Placed | None:
    """The bounding box of a box turned about its centre (rotations only; None for any other transform)."""
    angle = 0.0
    for name, value in box.style["transform"]:
        if name != "rotate":
            return None
        angle += value
    x, y, w, h = box.border_box_x(), box.border_box_y(), box.border_width(), box.border_height()
    cos, sin = abs(math.cos(angle)), abs(math.sin(angle))
    width, height = w * cos + h * sin, w * sin + h * cos
    centre_x, centre_y = x + w / 2, y + h / 2
    return _Placed("", box.style, centre_x - width / 2, centre_y - height / 2, width, height)


def _is_icon(box: Any) -> bool:
    """An inline icon's letter (the `icons` filter's disc) is a picture, not text to read."""
    element = getattr(box, "element", None)
    return element is not None and "icon" in (element.get("class") or "").split()
