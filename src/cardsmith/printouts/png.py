"""PNG per card: the print-shop PDF (one card a page, its back on the next) rasterised by PDFium.

The pixels come from the same PDF as the print, so a PNG looks exactly like the printed card;
pypdfium2 installs from PyPI as a wheel, with no system library to add. Pages are rasterised one card
at a time, as they are saved, so memory holds one card's images whatever the size of the pack.
"""

from __future__ import annotations

import dataclasses
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2
from PIL import Image

from .pdf import write_pdf
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
    """One front and one back image per card (copies are not repeated here), made as they are read."""
    options = dataclasses.replace(renderer.options, print_shop=True, backs="duplex-long", marks="none", bleed=0.0)
    single = Renderer(pack, options, renderer.lang)
    printout = single.document(cards, copies=False)
    with tempfile.TemporaryDirectory(prefix="cardsmith-png-") as folder:
        target = Path(folder) / "cards.pdf"
        refused = write_pdf(printout, target, progress)
        document = pypdfium2.PdfDocument(target)
        try:
            yield _images(document, cards, dpi, progress), printout, refused
        finally:
            document.close()


def _images(
    document: pypdfium2.PdfDocument, cards: list[Card], dpi: int, progress: Callable[[str], None] | None
) -> Iterator[CardImage]:
    for i, card in enumerate(cards):
        yield CardImage(card, _page(document, 2 * i, dpi), _page(document, 2 * i + 1, dpi))
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
