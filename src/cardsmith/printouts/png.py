"""PNG per card: the card's faces, laid out as the PDF lays them out (a page each), rasterised by PDFium.

The pixels come from the same layout as the print, so a PNG looks exactly like the printed card;
pypdfium2 installs from PyPI as a wheel, with no system library to add. Pages are rasterised one card
at a time, as they are saved, so memory holds one card's images whatever the size of the pack.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2
from PIL import Image

from .pdf import lay_out_faces
from .render import Printout, Renderer

PROGRESS_EVERY = 50  # cards between two progress lines

if TYPE_CHECKING:
    from ..pack.catalogue import Card, Pack


@dataclass
class CardImage:
    card: Card
    front: Image.Image
    back: Image.Image


@contextmanager
def card_images(
    pack: Pack, cards: list[Card], renderer: Renderer, dpi: int, progress: Callable[[str], None] | None = None
) -> Iterator[tuple[Iterator[CardImage], Printout, list[str]]]:
    """One front and one back image per card (copies are not repeated here), made as they are read, from one
    layout of each distinct face (the same as the printed PDF's)."""
    options = dataclasses.replace(renderer.options, print_shop=True, backs="duplex-long", marks="none", bleed=0.0)
    single = Renderer(pack, options, renderer.lang)
    printout = single.document(cards, copies=False)
    faces, refused = lay_out_faces(printout)
    if progress:
        progress(f"{len(printout.faces)} distinct card faces laid out")
    sides = [printout.page_of(slot.item) for sheet in printout.sheets for slot in sheet.slots]  # front, back, ...
    document = pypdfium2.PdfDocument(faces)
    try:
        yield _images(document, cards, sides, dpi, progress), printout, refused
    finally:
        document.close()


def _images(
    document: pypdfium2.PdfDocument,
    cards: list[Card],
    sides: list[int],
    dpi: int,
    progress: Callable[[str], None] | None,
) -> Iterator[CardImage]:
    last: tuple[int, Image.Image] | None = None  # the cards of a type share their back: rasterised once
    for i, card in enumerate(cards):
        back = sides[2 * i + 1]
        if last is None or last[0] != back:
            last = (back, _page(document, back, dpi))
        yield CardImage(card, _page(document, sides[2 * i], dpi), last[1])
        if progress and (i + 1) % PROGRESS_EVERY == 0:
            progress(f"{i + 1}/{len(cards)} cards rasterised")


def _page(document: pypdfium2.PdfDocument, index: int, dpi: int) -> Image.Image:
    return document[index].render(scale=dpi / 72).to_pil().convert("RGB")


def file_name(card_id: str) -> str:
    """A card id made safe as a file name (ids are checked by the schema; this is a second guard)."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", card_id)[:100] or "card"


def save_cards(images: Iterable[CardImage], folder: Path) -> list[Path]:
    """`<id>.png` (front) and `<id>.back.png` for each card."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for image in images:
        for suffix, picture in (("", image.front), (".back", image.back)):
            path = folder / f"{file_name(image.card.id)}{suffix}.png"
            picture.save(path, optimize=False)
            written.append(path)
    return written
