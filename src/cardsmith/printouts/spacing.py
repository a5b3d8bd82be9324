"""Uneven padding: text set closer to one side of the box a reader sees around it than to the other.

A playtester sees a coloured band, a bordered box or the card's own edge, and the text inside it; text 2 mm from
the left of a band and 4 mm from its right looks misprinted. Only WeasyPrint's layout knows where the text went
(a margin on one side, a box positioned on one side, a template's width a little off), so after the layout the
room each text block leaves inside its *frame* (the nearest box around it with a border or a background, else
the card's trim) is measured: left against right always, and top against bottom when the frame is as tall as
what it holds (a band; a box of fixed height, such as a rules box, keeps its text at its top by design).
What stands beside the text in its frame (a strength badge in a corner, positioned on purpose) bounds its room
on that side. Turned boxes are left out: they are laid out unturned.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from weasyprint.formatting_structure import boxes

from .overflow import Finding, card_sides

PX_PER_MM = 96 / 25.4
TOLERANCE_MM = 0.3  # unevenness below this is lost in the cut (a guillotine is good to about half a millimetre)

Span = tuple[float, float]


@dataclass
class _Frame:
    """A box a reader sees the edges of, and what was found in it."""

    box: Any
    blocks: list[Any]  # the text blocks whose nearest frame it is
    beside: list[Any]  # boxes positioned (or floated, or inline blocks) inside it: what may stand beside text


def uneven(document: Any) -> list[Finding]:
    """Each card side's first text block with uneven room inside its frame, once per card side."""
    found: dict[tuple[str, str], Finding] = {}
    for page in document.pages:
        for card, side, box in card_sides(page._page_box, "front"):
            if (card, side) in found:
                continue
            problem = next(_problems(box), None)
            if problem is not None:
                found[(card, side)] = Finding(card, side, "uneven", *problem)
    return list(found.values())


def _problems(card: Any) -> Iterator[tuple[str, float]]:
    """(what it says, how uneven in mm) for each uneven text block or frame of a card side."""
    frames: list[_Frame] = []
    _collect(card, None, frames)
    for frame in frames:
        for block in frame.blocks:
            left, right = _room(block, frame)
            if abs(left - right) > TOLERANCE_MM and min(left, right) >= 0:  # wider than its frame: cut off
                yield (
                    _said(block, f"{left:.1f} mm from the left of its box and {right:.1f} mm from the right"),
                    abs(left - right),
                )
        top_bottom = _vertical(frame)
        if top_bottom is not None and abs(top_bottom[0] - top_bottom[1]) > TOLERANCE_MM:
            top, bottom = top_bottom
            yield (
                _said(frame.box, f"{top:.1f} mm of room above it in its box and {bottom:.1f} mm below"),
                abs(top - bottom),
            )


def _collect(box: Any, frame: _Frame | None, frames: list[_Frame]) -> None:
    """Walks a card side: each frame, the text blocks in it, and what is placed beside them."""
    box = _laid_out(box)
    if box.style["transform"]:
        return
    is_frame = _is_frame(box)
    if frame is not None and box is not frame.box and _placed(box):
        frame.beside.append(box)
    if frame is not None and _is_block(box) and _stretched(box):
        frame.blocks.append(box)  # a frame too: a band within the card, as wide on both sides
    if is_frame:
        frame = _Frame(box, [box] if _holds_lines(box) else [], [])
        frames.append(frame)
    if _arranged(box) and not is_frame:
        return  # a table, a flex or grid box is one block: its columns are set apart on purpose
    for child in getattr(box, "children", ()):
        _collect(child, frame, frames)


def _laid_out(box: Any) -> Any:
    """The box itself: WeasyPrint leaves a placeholder where a positioned box was taken out of the flow."""
    return getattr(box, "_box", box)


def _is_frame(box: Any) -> bool:
    """A box whose edges a reader sees: a border, a background, or the card's trim."""
    if not isinstance(box, boxes.BlockContainerBox) or isinstance(box, boxes.TableCellBox):
        return False
    element = getattr(box, "element", None)
    if element is not None and "face" in (element.get("class") or "").split():
        return True
    style = box.style
    if getattr(style["background_color"], "alpha", 0) > 0:
        return True
    return any(style[f"border_{side}_width"] > 0 for side in ("top", "right", "bottom", "left"))


def _is_block(box: Any) -> bool:
    """A text block: a block-level box in the flow of its frame holding lines of text, or a table, flex or grid
    box (one block, whatever its columns)."""
    if not isinstance(box, boxes.BlockBox | boxes.FlexBox | boxes.GridBox) or box.is_floated():
        return False
    return _arranged(box) or _holds_lines(box)


def _arranged(box: Any) -> bool:
    """A box that sets its children side by side by its own rules: a table, a flex or a grid container."""
    return isinstance(box, boxes.TableBox | boxes.FlexContainerBox | boxes.GridContainerBox) or bool(
        getattr(box, "is_table_wrapper", False)
    )


def _stretched(box: Any) -> bool:
    """Whether a block takes the room its frame gives it (in the flow, or positioned by both its sides), rather
    than being placed at one side on purpose (a badge in a corner, a number at its edge)."""
    if not box.is_absolutely_positioned():
        return True
    return box.style["left"] != "auto" and box.style["right"] != "auto"


def _holds_lines(box: Any) -> bool:
    return any(isinstance(child, boxes.LineBox) and _has_text(child) for child in getattr(box, "children", ()))


def _has_text(box: Any) -> bool:
    box = _laid_out(box)
    if isinstance(box, boxes.TextBox):
        return bool(box.text.strip())
    if isinstance(box, boxes.AtomicInlineLevelBox):
        return True
    return any(_has_text(child) for child in getattr(box, "children", ()))


def _placed(box: Any) -> bool:
    """A box placed where its template wants it rather than in the flow: it may stand beside text."""
    if not hasattr(box, "border_box_x"):
        return False
    return box.is_absolutely_positioned() or box.is_floated() or isinstance(box, boxes.InlineBlockBox)


def _inner(box: Any) -> tuple[float, float, float, float]:
    """The inside of a frame's border (its padding box): left, top, right, bottom, in px."""
    left, top = box.padding_box_x(), box.padding_box_y()
    return left, top, left + box.padding_width(), top + box.padding_height()


def _room(block: Any, frame: _Frame) -> Span:
    """How far (mm) a block's content keeps from the left and the right of the room its frame leaves it: the
    frame's inside, less what stands beside the block (a badge it leaves room for)."""
    if block is frame.box:
        return block.padding_left / PX_PER_MM, block.padding_right / PX_PER_MM
    left, _, right, _ = _inner(frame.box)
    x, y = block.content_box_x(), block.content_box_y()
    end, bottom = x + block.width, y + block.height
    for other in frame.beside:
        ox, oy = other.border_box_x(), other.border_box_y()
        oend, obottom = ox + other.border_width(), oy + other.border_height()
        if oy >= bottom or obottom <= y or _within(other, block):
            continue
        if oend <= x + 0.5:
            left = max(left, oend)
        elif ox >= end - 0.5:
            right = min(right, ox)
    return (x - left) / PX_PER_MM, (right - end) / PX_PER_MM


def _within(inner: Any, outer: Any) -> bool:
    return any(inner is _laid_out(box) for box in outer.descendants())


def _vertical(frame: _Frame) -> Span | None:
    """The room (mm) above and below what a frame holds, when the frame is as tall as its content (its height
    not set, nor held between its top and bottom); None for any other frame, or one holding nothing."""
    box = frame.box
    style = box.style
    if style["height"] != "auto" or (not frame.blocks and not frame.beside):
        return None
    if box.is_absolutely_positioned() and style["top"] != "auto" and style["bottom"] != "auto":
        return None
    element = getattr(box, "element", None)
    if element is not None and "face" in (element.get("class") or "").split():
        return None
    found = [_extent(part) for part in [*frame.blocks, *frame.beside] if part is not box]
    found += [_lines(box)] if box in frame.blocks else []
    spans = [span for span in found if span is not None]
    if not spans:
        return None
    _, top, _, bottom = _inner(box)
    return (min(s[0] for s in spans) - top) / PX_PER_MM, (bottom - max(s[1] for s in spans)) / PX_PER_MM


def _extent(box: Any) -> Span | None:
    """Where a part of a frame's content lies, top to bottom: a block of text its lines (its box, when its
    height is set: a label kept two lines tall), anything else its border box."""
    if _holds_lines(box) and box.style["height"] == "auto":
        return _lines(box)
    y = box.border_box_y()
    return y, y + box.border_height()


def _lines(box: Any) -> Span | None:
    lines = [child for child in box.children if isinstance(child, boxes.LineBox) and _has_text(child)]
    if not lines:
        return None
    return lines[0].position_y, lines[-1].position_y + lines[-1].height


def _said(box: Any, where: str) -> str:
    return f"'{_text(box)[:40]}' is {where}"


def _text(box: Any) -> str:
    """A box's text, as read: its words, one space apart."""
    box = _laid_out(box)
    if isinstance(box, boxes.TextBox):
        return box.text.strip()
    words = (_text(child) for child in getattr(box, "children", ()))
    return " ".join(" ".join(w for w in words if w).split())
