"""What the printout hides: text that WeasyPrint laid out beyond a box that clips it, found in its own layout.

Templates choose font sizes from an estimate before any layout exists (`fit`); only the real layout, with
the real fonts, knows whether every line is on the card. So after WeasyPrint lays the document out, and
before it is written, every text box is checked against the boxes that clip it (`overflow: hidden`, the
card's face among them), and each card side that loses text is named, once, whatever its copies.
Text printed smaller than a playtester can read is named the same way.
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
    problem: str  # "clipped" or "small"
    text: str
    size: float = 0.0  # pt, for small text


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
    return list(found.values())


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
