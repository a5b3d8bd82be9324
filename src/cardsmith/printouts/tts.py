"""Tabletop Simulator: a Saved Object (`<stem>.json`) holding one deck per card back, and its grid images.

TTS builds a custom deck from a grid image of faces (at most 10×7 cells, 4096 px a side) and one back
image, or, for cards whose backs differ ("UniqueBack"), a second grid of backs in the same cells. The grid's
last cell shows the hidden card (what other players see of a card in hand), so a sheet holds at most 69
cards. Cards are grouped by their back as printed: a pack whose types have different backs gets one deck
per back, never every card on the first card's back; a type that declares `back_fields` gets the card's own
backs. Each card is named and described (its rules text) in the Saved Object, copies repeated as in the box.

The Saved Object refers to the images by `file://` URLs on this machine (TTS loads local files); to share it,
upload the images and replace the URLs (TTS's Cloud Manager does this).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PIL import Image

from .png import CardImage

if TYPE_CHECKING:
    from ..pack.catalogue import Card

MAX_COLUMNS, MAX_ROWS, MAX_SIDE = 10, 7, 4096
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last slot is the hidden card
SPACING = 3.0  # TTS units between the decks laid out on the table


def grid_for(count: int) -> tuple[int, int]:
    """Columns and rows for `count` cards plus the hidden slot (TTS needs at least 2×2)."""
    slots = count + 1
    columns = max(2, min(MAX_COLUMNS, math.ceil(math.sqrt(slots * 1.4))))
    rows = max(2, math.ceil(slots / columns))
    while rows > MAX_ROWS:
        columns += 1
        rows = math.ceil(slots / columns)
    return columns, rows


@dataclass
class Deck:
    """The cards that share one back (or, `unique`, the cards of a type with backs of their own)."""

    number: int
    name: str
    unique: bool
    back: Image.Image
    pending: list[tuple[Card, Image.Image, Image.Image]] = field(default_factory=list)  # card, face, its back
    cards: list[dict[str, Any]] = field(default_factory=list)  # the Saved Object's card entries
    sheets: dict[str, dict[str, Any]] = field(default_factory=dict)  # its CustomDeck entries, by number
    written: list[Path] = field(default_factory=list)


@dataclass
class DeckWriter:
    """Groups the card images into decks as they come, writing each sheet once it is full, so that only the
    sheets being filled are held in memory."""

    folder: Path
    stem: str
    describe: Callable[[Card], str]
    label: Callable[[str], str] = str
    name_of: Callable[[Card], str] | None = None  # a card's printed name (its glossary name in another language)
    decks: dict[str, Deck] = field(default_factory=dict)
    sheet_count: int = 0

    def add(self, image: CardImage, unique: bool) -> None:
        key = f"type:{image.card.type}" if unique else _digest(image.back)
        deck = self.decks.get(key)
        if deck is None:
            deck = Deck(len(self.decks) + 1, self.label(image.card.type), unique, image.back)
            self.decks[key] = deck
        face, back = fit_cell(image.front), fit_cell(image.back) if unique else image.back
        for _ in range(image.card.copies):
            deck.pending.append((image.card, face, back))
            if len(deck.pending) == PER_SHEET:
                self._flush(deck)

    def finish(self) -> list[Path]:
        """Writes the last sheets, each deck's back and the Saved Object; the files written."""
        for deck in self.decks.values():
            if deck.pending:
                self._flush(deck)
        written = [path for deck in self.decks.values() for path in deck.written]
        if not self.decks:
            return written
        target = self.folder / f"{self.stem}.json"
        target.write_text(json.dumps(self.saved_object(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return [*written, target]

    def _flush(self, deck: Deck) -> None:
        self.sheet_count += 1
        number = self.sheet_count
        columns, rows = grid_for(len(deck.pending))
        faces = [face for _, face, _ in deck.pending]
        face_path = self.folder / f"{self.stem}-sheet-{number}.png"
        compose(faces, deck.back, columns, rows).save(face_path)
        deck.written.append(face_path)
        if deck.unique:
            back_path = self.folder / f"{self.stem}-sheet-{number}-backs.png"
            compose([back for _, _, back in deck.pending], deck.back, columns, rows).save(back_path)
            deck.written.append(back_path)
        else:
            back_path = self.folder / f"{self.stem}-back-{deck.number}.png"
            if back_path not in deck.written:
                fit_side(deck.back, MAX_SIDE).save(back_path)
                deck.written.append(back_path)
        deck.sheets[str(number)] = {
            "FaceURL": face_path.resolve().as_uri(),
            "BackURL": back_path.resolve().as_uri(),
            "NumWidth": columns,
            "NumHeight": rows,
            "BackIsHidden": True,
            "UniqueBack": deck.unique,
            "Type": 0,
        }
        for slot, (card, _, _) in enumerate(deck.pending):
            deck.cards.append(self._card(card, number * 100 + slot, deck.sheets[str(number)], number))
        deck.pending = []

    def _card(self, card: Card, card_id: int, sheet: dict[str, Any], number: int) -> dict[str, Any]:
        return {
            "Name": "Card",
            "Nickname": self.name_of(card) if self.name_of else card.name,
            "Description": self.describe(card),
            "GMNotes": card.id,
            "CardID": card_id,
            "CustomDeck": {str(number): sheet},
            "Transform": _transform(0),
        }

    def saved_object(self) -> dict[str, Any]:
        """TTS's Saved Object: what its "Objects → Saved Objects" menu lists and spawns."""
        states = [self._deck_state(deck, i) for i, deck in enumerate(self.decks.values())]
        return {
            "SaveName": self.stem,
            "Date": "",
            "VersionNumber": "",
            "GameMode": "",
            "Note": "",
            "ObjectStates": states,
        }

    def _deck_state(self, deck: Deck, position: int) -> dict[str, Any]:
        if len(deck.cards) == 1:
            return {**deck.cards[0], "Transform": _transform(position)}
        return {
            "Name": "DeckCustom",
            "Nickname": deck.name,
            "Description": "",
            "DeckIDs": [card["CardID"] for card in deck.cards],
            "CustomDeck": deck.sheets,
            "ContainedObjects": deck.cards,
            "Transform": _transform(position),
        }


def save_deck(
    images: Iterable[CardImage],
    folder: Path,
    stem: str,
    unique: Callable[[Card], bool],
    describe: Callable[[Card], str],
    label: Callable[[str], str] = str,
    name_of: Callable[[Card], str] | None = None,
) -> list[Path]:
    """Sheets, backs and the Saved Object `<stem>.json` for the cards, one deck per back."""
    folder.mkdir(parents=True, exist_ok=True)
    writer = DeckWriter(folder, stem, describe, label, name_of)
    for image in images:
        writer.add(image, unique(image.card))
    return writer.finish()


def _digest(image: Image.Image) -> str:
    return hashlib.blake2b(image.tobytes(), digest_size=16).hexdigest()


def _transform(position: int) -> dict[str, float]:
    """Face down on the table, the decks side by side."""
    return {
        "posX": position * SPACING,
        "posY": 1.0,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 180.0,
        "scaleX": 1.0,
        "scaleY": 1.0,
        "scaleZ": 1.0,
    }


def fit_cell(face: Image.Image) -> Image.Image:
    """A face at the size of its cell in the largest grid (10 × 7 within MAX_SIDE), whatever the sheet."""
    width, height = face.size
    scale = min(1.0, MAX_SIDE / (width * MAX_COLUMNS), MAX_SIDE / (height * MAX_ROWS))
    size = (max(1, int(width * scale)), max(1, int(height * scale)))
    return face if size == face.size else face.resize(size)


def compose(faces: list[Image.Image], hidden: Image.Image, columns: int, rows: int) -> Image.Image:
    """One grid image no larger than MAX_SIDE a side; the last slot holds the hidden card."""
    width, height = faces[0].size
    scale = min(1.0, MAX_SIDE / (width * columns), MAX_SIDE / (height * rows))
    cell_w, cell_h = max(1, int(width * scale)), max(1, int(height * scale))
    sheet = Image.new("RGB", (cell_w * columns, cell_h * rows), "white")
    for index, face in enumerate(faces):
        sheet.paste(face.resize((cell_w, cell_h)), ((index % columns) * cell_w, (index // columns) * cell_h))
    last = columns * rows - 1
    sheet.paste(hidden.resize((cell_w, cell_h)), ((last % columns) * cell_w, (last // columns) * cell_h))
    return sheet


def fit_side(image: Image.Image, side: int) -> Image.Image:
    scale = min(1.0, side / max(image.size))
    return image if scale == 1.0 else image.resize((int(image.width * scale), int(image.height * scale)))
