"""Sheets from faces: each distinct side of a card is laid out once, and drawn by reference in every slot.

WeasyPrint lays out every box it is given, so 540 copies of 54 cards would cost it ten times the layout of
the cards themselves. A printout is therefore laid out as two small documents: the faces (one page for each
distinct side of a card, its bleed around it) and the frame (the sheets themselves: their page, trim and bleed
boxes and their label). Here the two are joined: each face page becomes one PDF Form XObject, drawn by
reference in each slot that shows it, and the cut marks are drawn as thin filled rectangles, under the cards
(lines across the sheet) or over them (crop marks, which never touch a card). The faces' fonts and pictures
are embedded once, whatever the number of copies.
"""

from __future__ import annotations

from collections.abc import Sequence
from io import BytesIO
from pathlib import Path

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    IndirectObject,
    NameObject,
    StreamObject,
)

from .layout import Line, Options, Sheet

PT_PER_MM = 72 / 25.4
MARK_PT = 0.25  # a cut mark's stroke, as sheet.html draws it


def compose(faces: bytes, frame: bytes, sheets: Sequence[Sheet[int]], options: Options, target: Path) -> int:
    """Write the printout: a page for each sheet, drawn as its page of `frame` (or the first, when the frame
    has one page for all the sheets), with the faces its sheet's slots name (a page of `faces` each) and its
    marks. Returns the number of pages written."""
    framed = PdfReader(BytesIO(frame))
    writer = PdfWriter()
    if framed.metadata:
        writer.add_metadata(framed.metadata)
    forms = [writer._add_object(_form(page, writer)) for page in PdfReader(BytesIO(faces)).pages]
    saved = writer._add_object(_stream(b"q\n"))  # the frame's own drawing keeps its state to itself
    one = len(framed.pages) == 1
    for number, sheet in enumerate(sheets):
        page = writer.add_page(_page(framed.pages[0 if one else number], writer))
        names = _declare(page, {slot.item for slot in sheet.slots}, forms)
        drawing = _drawing(page, sheet, options, names)
        contents = page.get("/Contents")
        own = [contents] if isinstance(contents, IndirectObject) else list(contents or [])
        added = writer._add_object(_stream(b"Q\n" + drawing))
        page[NameObject("/Contents")] = ArrayObject([saved, *own, added])
    writer.write(target)
    return len(writer.pages)


def _page(frame: PageObject, writer: PdfWriter) -> PageObject:
    """A new page like the frame's: its boxes, and its drawing and resources shared with every page like it."""
    page = PageObject(writer)
    page[NameObject("/Type")] = NameObject("/Page")
    for key in ("/MediaBox", "/CropBox", "/TrimBox", "/BleedBox", "/Resources", "/Contents"):
        if key in frame:
            page[NameObject(key)] = frame[NameObject(key)].clone(writer)
    return page


def _form(page: PageObject, writer: PdfWriter) -> StreamObject:
    """A face page as a Form XObject: its drawing, its box, its resources (shared ones copied once)."""
    contents = page.get_contents()
    form = _stream(contents.get_data() if contents is not None else b"")
    box = page.mediabox
    form.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject(FloatObject(v) for v in (box.left, box.bottom, box.right, box.top)),
            NameObject("/Resources"): page[NameObject("/Resources")].clone(writer),
        }
    )
    return form


def _stream(data: bytes) -> StreamObject:
    stream = DecodedStreamObject()
    stream.set_data(data)
    return stream.flate_encode()


def _declare(page: PageObject, faces: set[int], forms: list[IndirectObject]) -> dict[int, str]:
    """Names the page's resources give the faces it shows (`/Face12`), added beside what the frame has."""
    resources = page[NameObject("/Resources")].get_object()
    assert isinstance(resources, DictionaryObject)  # a page's resources are a dictionary, by PDF's rules
    if "/XObject" not in resources:
        resources[NameObject("/XObject")] = DictionaryObject()
    xobjects = resources["/XObject"].get_object()
    assert isinstance(xobjects, DictionaryObject)
    names = {face: f"/Face{face}" for face in sorted(faces)}
    for face, name in names.items():
        xobjects[NameObject(name)] = forms[face]
    return names


def _drawing(page: PageObject, sheet: Sheet[int], options: Options, names: dict[int, str]) -> bytes:
    """The page's cards and marks, from the top-left corner of its trim box (where the sheet's millimetres
    start: in print-shop mode the bleed lies outside it)."""
    trim = page.trimbox
    left, top = float(trim.left), float(trim.top)
    bleed = options.bleed
    height = (options.card.height + 2 * bleed) * PT_PER_MM
    cards = [
        f"q 1 0 0 1 {left + (slot.x - bleed) * PT_PER_MM:.3f} {top - (slot.y - bleed) * PT_PER_MM - height:.3f} cm"
        f" {names[slot.item]} Do Q"
        for slot in sheet.slots
    ]
    marks = _marks(sheet.marks, left, top)
    drawn = [*marks, *cards] if options.marks == "lines" else [*cards, *marks]
    return "\n".join(drawn).encode() + b"\n"


def _marks(lines: list[Line], left: float, top: float) -> list[str]:
    """Each mark a black rectangle MARK_PT wide, centred on its cut line, as WeasyPrint draws a border."""
    if not lines:
        return []
    shapes = []
    for line in lines:
        x, y = left + line.x1 * PT_PER_MM, top - line.y2 * PT_PER_MM
        width, height = (line.x2 - line.x1) * PT_PER_MM, (line.y2 - line.y1) * PT_PER_MM
        if width == 0:
            x, width = x - MARK_PT / 2, MARK_PT
        else:
            y, height = y - MARK_PT / 2, MARK_PT
        shapes.append(f"{x:.3f} {y:.3f} {width:.3f} {height:.3f} re")
    return ["q 0 0 0 rg", *shapes, "f Q"]
