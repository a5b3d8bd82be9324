"""Tabletop Simulator deck sheets: at most 10×7 cards and 4096 px a side, plus one back image.

TTS reads a deck from a grid image; the grid's last slot shows the hidden card (what other players
see of a card in hand), so a sheet holds at most 69 cards. Copies are repeated, as in the box.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from pathlib import Path

from PIL import Image

from .png import CardImage

MAX_COLUMNS, MAX_ROWS, MAX_SIDE = 10, 7, 4096
PER_SHEET = MAX_COLUMNS * MAX_ROWS - 1  # the last slot is the hidden card


def grid_for(count: int) -> tuple[int, int]:
    """Columns and rows for `count` cards plus the hidden slot (TTS needs at least 2×2)."""
    slots = count + 1
    columns = max(2, min(MAX_COLUMNS, math.ceil(math.sqrt(slots * 1.4))))
    rows = max(2, math.ceil(slots / columns))
    while rows > MAX_ROWS:
        columns += 1
        rows = math.ceil(slots / columns)
    return columns, rows


def save_deck(images: Iterable[CardImage], folder: Path, stem: str, count: int) -> list[Path]:
    """`<stem>-sheet-N.png` grids, `<stem>-back.png` and `<stem>-deck.json` describing them, for `count` cards
    (copies included). Each face is shrunk to its cell as it comes, so only the sheet being filled is held."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = [min(PER_SHEET, count - start) for start in range(0, count, PER_SHEET)]
    written: list[Path] = []
    sheets: list[dict[str, object]] = []
    faces: list[Image.Image] = []
    hidden: Image.Image | None = None
    for image in images:
        hidden = image.back if hidden is None else hidden
        cells: dict[tuple[int, int], Image.Image] = {}  # this card's face, shrunk for each grid its copies are on
        for _ in range(image.card.copies):
            grid = grid_for(sizes[len(sheets)])
            if grid not in cells:
                cells[grid] = fit_cell(image.front, *grid)
            faces.append(cells[grid])
            if len(faces) == sizes[len(sheets)]:
                path = folder / f"{stem}-sheet-{len(sheets) + 1}.png"
                compose(faces, hidden, *grid).save(path)
                written.append(path)
                sheets.append({"file": path.name, "columns": grid[0], "rows": grid[1], "cards": len(faces)})
                faces = []
    if hidden is None:
        return written
    back = folder / f"{stem}-back.png"
    fit_side(hidden, MAX_SIDE).save(back)
    index = folder / f"{stem}-deck.json"
    index.write_text(json.dumps({"back": back.name, "sheets": sheets}, indent=2) + "\n", encoding="utf-8")
    return [*written, back, index]


def fit_cell(face: Image.Image, columns: int, rows: int) -> Image.Image:
    """A face at the size of its cell in a grid of `columns` × `rows` no larger than MAX_SIDE a side."""
    width, height = face.size
    scale = min(1.0, MAX_SIDE / (width * columns), MAX_SIDE / (height * rows))
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
