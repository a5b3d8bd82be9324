"""Sheets from faces: each distinct side of a card is laid out once, and drawn by reference in every slot.

WeasyPrint lays out every box it is given, so 540 copies of 54 cards would cost it ten times the layout of
the cards themselves. A printout is therefore laid out as two small documents: the faces (one page for each
distinct side of a card, its bleed around it) and the frame (the sheets themselves: their page, trim and bleed
boxes and their label). Here the two are joined: each face page becomes one PDF Form XObject, drawn by
reference in each slot that shows it, and the cut marks are drawn as thin filled rectangles, under the cards
(lines across the sheet) or over them (crop marks, which never touch a card). The faces' fonts and pictures
are embedded once, whatever the number of copies.

What WeasyPrint writes beside the pages is kept as a single pass would have it: the document's language
(`/Lang`, which screen readers and hyphenation go by) and metadata (title, author…) from the frame; named
destinations (`#page-3`, as the HTML printout's sheets are named), bookmarks and links from the frame's pages
onto the same sheets; and from the faces, web links and bookmarks (a designer's template with headings) onto
every slot that shows them, moved with the face.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from io import BytesIO
from pathlib import Path
from typing import Any

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    Destination,
    DictionaryObject,
    Fit,
    FloatObject,
    IndirectObject,
    NameObject,
    NumberObject,
    StreamObject,
    TextStringObject,
    TreeObject,
)

from .layout import Line, Options, Sheet, Slot

PT_PER_MM = 72 / 25.4
MARK_PT = 0.25  # a cut mark's stroke, as sheet.html draws it
CATALOGUE_KEPT = ("/Lang", "/ViewerPreferences", "/PageMode", "/PageLayout", "/MarkInfo")
SHEET_ANCHOR = "page-{}"  # a sheet's name in the document (sheet.html's section id), a destination in the PDF
Shift = tuple[int, float, float]  # a composed page, and how far a face's points move on it (pt)


def compose(faces: bytes, frame: bytes, sheets: Sequence[Sheet[int]], options: Options, target: Path) -> int:
    """Write the printout: a page for each sheet, drawn as its page of `frame` (or the first, when the frame
    has one page for all the sheets), with the faces its sheet's slots name (a page of `faces` each) and its
    marks. Returns the number of pages written."""
    framed, drawn = PdfReader(BytesIO(frame)), PdfReader(BytesIO(faces))
    writer = PdfWriter()
    if framed.metadata:
        writer.add_metadata(framed.metadata)
    forms = [writer._add_object(_form(page, writer)) for page in drawn.pages]
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
    _keep_frame(framed, writer, len(sheets), one)
    _name_sheets(writer, sheets)
    _keep_faces(drawn, writer, _shifts(writer, sheets, options))
    writer.write(target)
    return len(writer.pages)


def _keep_frame(framed: PdfReader, writer: PdfWriter, count: int, one: bool) -> None:
    """The frame's language and viewer settings, and its destinations, links and bookmarks on the sheets they
    were on (a frame of one page for all the sheets is that of the first: it has neither label nor links)."""
    catalogue = framed.trailer["/Root"].get_object()
    assert isinstance(catalogue, DictionaryObject)  # a document's catalogue is a dictionary, by PDF's rules
    for key in CATALOGUE_KEPT:
        if key in catalogue:
            writer._root_object[NameObject(key)] = catalogue[key].clone(writer)
    pages = range(1 if one else min(count, len(framed.pages)))
    for name, destination in framed.named_destinations.items():
        number = framed.get_destination_page_number(destination)
        if number is not None and number in pages:
            writer.add_named_destination_array(TextStringObject(name), _at(writer, number, destination, 0, 0))
    for number in pages:
        for annotation in _annotations(framed.pages[number]):
            _annotate(writer, number, annotation, 0, 0, internal=True)
    _bookmarks(framed, framed.outline, writer, None, lambda page: [(page, 0.0, 0.0)] if page in pages else [])


def _name_sheets(writer: PdfWriter, sheets: Sequence[Sheet[int]]) -> None:
    """Each sheet reachable by its name (`#page-3`), as in a single pass: the frame names only those it has."""
    named = set(_named(writer))
    for index, sheet in enumerate(sheets):
        name = SHEET_ANCHOR.format(sheet.number)
        if name not in named:
            top = float(writer.pages[index].mediabox.top)
            writer.add_named_destination_array(TextStringObject(name), _xyz(writer, index, 0.0, top))


def _named(writer: PdfWriter) -> list[str]:
    """The names the writer's destinations have so far."""
    names = writer._root_object.get("/Names")
    dests = names.get_object().get("/Dests") if names else None
    listed = dests.get_object().get("/Names", []) if dests else []
    return [str(name) for name in listed[::2]]


def _keep_faces(drawn: PdfReader, writer: PdfWriter, shifts: dict[int, list[Shift]]) -> None:
    """The faces' web links and bookmarks, on every slot that shows them; the bookmarks card by card, each card's
    copies together (the faces' links inside their own document would lead nowhere in the printout: left out)."""
    for face, page in enumerate(drawn.pages):
        for annotation in _annotations(page):
            for number, dx, dy in shifts.get(face, []):
                _annotate(writer, number, annotation, dx, dy, internal=False)
    _bookmarks(drawn, drawn.outline, writer, None, lambda face: shifts.get(face, []))


def _annotations(page: PageObject) -> list[DictionaryObject]:
    """A page's annotations (links, for WeasyPrint), each a dictionary."""
    listed = page.get("/Annots")
    found = listed.get_object() if listed is not None else None
    items = found if isinstance(found, ArrayObject) else []
    return [a.get_object() for a in items if isinstance(a.get_object(), DictionaryObject)]


def _shifts(writer: PdfWriter, sheets: Sequence[Sheet[int]], options: Options) -> dict[int, list[Shift]]:
    """For each face, the pages it is drawn on and the shift from its page to its slot there."""
    found: dict[int, list[Shift]] = {}
    for number, sheet in enumerate(sheets):
        trim = writer.pages[number].trimbox
        for slot in sheet.slots:
            dx, dy = _origin(float(trim.left), float(trim.top), slot, options)
            found.setdefault(slot.item, []).append((number, dx, dy))
    return found


def _annotate(
    writer: PdfWriter, number: int, annotation: DictionaryObject, dx: float, dy: float, internal: bool
) -> None:
    """A copy of a link on a page of the printout, its box moved by dx, dy; only web links unless `internal`."""
    action = annotation.get("/A")
    web = action is not None and action.get_object().get("/S") == "/URI"
    if annotation.get("/Subtype") != "/Link" or not (web or internal):
        return
    copied = DictionaryObject(
        {NameObject(k): v.clone(writer) for k, v in annotation.items() if k not in ("/P", "/Rect", "/Parent")}
    )
    rect = annotation["/Rect"]
    assert isinstance(rect, ArrayObject)  # an annotation's box is an array, by PDF's rules
    x1, y1, x2, y2 = (float(v) for v in rect)
    copied[NameObject("/Rect")] = ArrayObject(FloatObject(v) for v in (x1 + dx, y1 + dy, x2 + dx, y2 + dy))
    writer.add_annotation(number, copied)


def _bookmarks(
    reader: PdfReader,
    items: list[Any],
    writer: PdfWriter,
    parent: TreeObject | IndirectObject | None,
    where: Callable[[int], list[Shift]],
) -> None:
    """The reader's bookmarks, nested as they were, each once for every place `where` its page goes."""
    last: list[IndirectObject] = []
    for item in items:
        if isinstance(item, list):
            for added in last:
                _bookmarks(reader, item, writer, added, where)
            continue
        last = []
        page = reader.get_destination_page_number(item)
        for number, dx, dy in where(page) if page is not None else []:
            fit = Fit.xyz(_shifted(item.left, dx), _shifted(item.top, dy), item.zoom)
            last.append(writer.add_outline_item(title=str(item.title), page_number=number, parent=parent, fit=fit))


def _at(writer: PdfWriter, number: int, destination: Destination, dx: float, dy: float) -> ArrayObject:
    """An explicit destination on the writer's page: where `destination` points, moved by dx, dy."""
    return _xyz(writer, number, _shifted(destination.left, dx), _shifted(destination.top, dy))


def _xyz(writer: PdfWriter, number: int, left: float | None, top: float | None) -> ArrayObject:
    coordinates = [NumberObject(0) if v is None else FloatObject(v) for v in (left, top)]
    return ArrayObject([writer.pages[number].indirect_reference, NameObject("/XYZ"), *coordinates, NumberObject(0)])


def _shifted(value: Any, by: float) -> float | None:
    return None if value is None or not isinstance(value, (int, float)) else float(value) + by


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
    cards = [
        f"q 1 0 0 1 {x:.3f} {y:.3f} cm {names[slot.item]} Do Q" for slot, (x, y) in _origins(sheet, left, top, options)
    ]
    marks = _marks(sheet.marks, left, top)
    drawn = [*marks, *cards] if options.marks == "lines" else [*cards, *marks]
    return "\n".join(drawn).encode() + b"\n"


def _origin(left: float, top: float, slot: Slot[int], options: Options) -> tuple[float, float]:
    """Where a face's page's origin (its bottom-left corner, the bleed's) goes on a sheet whose trim box starts
    at left, top (pt)."""
    bleed = options.bleed
    height = (options.card.height + 2 * bleed) * PT_PER_MM
    return left + (slot.x - bleed) * PT_PER_MM, top - (slot.y - bleed) * PT_PER_MM - height


def _origins(
    sheet: Sheet[int], left: float, top: float, options: Options
) -> list[tuple[Slot[int], tuple[float, float]]]:
    return [(slot, _origin(left, top, slot, options)) for slot in sheet.slots]


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
