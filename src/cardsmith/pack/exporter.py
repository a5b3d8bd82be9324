"""`cardsmith export --format csv|xlsx`: a pack's cards as a spreadsheet that `cardsmith import` reads back.

One row per card, one column per card key and field, each cell written the way the importer reads it
(`energy:2 ore:1` for a map of resources, `a, b` for a list, `yes`/`no`), so that export, edit, import gives
back the same cards but for what was edited. A field whose value a cell cannot hold (nested data) is refused,
located at the card, rather than exported wrong.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from ..base.diagnostics import Diagnostic, DiagnosticError, Location
from .catalogue import Card, Pack
from .formulas import guarded, risky


def card_types(pack: Pack) -> list[str]:
    """The card types that have cards, in the order game.yaml declares them."""
    used = {c.type for c in pack.cards}
    return [t for t in (pack.game.get("card_types") or {}) if t in used]


def rows(pack: Pack, card_type: str) -> list[list[str]]:
    """The header and one row per card of `card_type`."""
    cards = [(c, written_fields(pack, c)) for c in pack.cards if c.type == card_type]
    fields: dict[str, Any] = ((pack.game.get("card_types") or {}).get(card_type) or {}).get("fields") or {}
    columns = ["id", "name", "copies"] + (["provenance"] if any(c.provenance for c, _ in cards) else [])
    columns += [name for name in fields if any(name in written for _, written in cards)]
    table = [columns]
    for card, written in cards:
        table.append([_cell(card, written, column, fields) for column in columns])
    return table


def written_fields(pack: Pack, card: Card) -> dict[str, Any]:
    """A card's fields as its file writes them: effect texts as written, not as compiled."""
    located = pack.files.get(card.file)
    node: Any = located.data if located is not None else None
    for step in card.fields_path:
        node = node[step] if isinstance(node, dict | list) and _has(node, step) else None
    return dict(node) if isinstance(node, dict) else dict(card.fields)


def _has(node: dict[str, Any] | list[Any], step: Any) -> bool:
    if isinstance(node, dict):
        return step in node
    return isinstance(step, int) and 0 <= step < len(node)


def _cell(card: Card, written: dict[str, Any], column: str, fields: dict[str, Any]) -> str:
    if column in ("id", "name", "provenance"):
        return str(getattr(card, column))
    if column == "copies":
        return str(card.copies)
    value = written.get(column)
    kind = (fields.get(column) or {}).get("type") if isinstance(fields.get(column), dict) else None
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict) and kind == "resources" and all(isinstance(v, int) for v in value.values()):
        return " ".join(f"{name}:{amount}" for name, amount in value.items())
    if isinstance(value, list) and all(isinstance(v, str | int) and not isinstance(v, bool) for v in value):
        return ", ".join(str(v) for v in value)
    if isinstance(value, str | int | float):
        return str(value)
    where = card.location or Location(card.file or "cardsmith", 1, 1)
    message = f"card '{card.id}': its field '{column}' holds data a spreadsheet cell cannot carry"
    raise DiagnosticError(Diagnostic.at(where, "E103", message, "keep this card type in YAML"))


def csv_text(table: list[list[str]]) -> str:
    """The table as CSV, each cell that a spreadsheet would run as a formula written as text (`formulas`)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([guarded(cell) for cell in row] for row in table)
    return out.getvalue()


def write_xlsx(sheets: dict[str, list[list[str]]], path: Path) -> None:
    """One sheet per card type, named after it (the importer reads the sheet named by `--type`)."""
    from openpyxl import Workbook

    book = Workbook()
    book.remove(book.active)
    for name, table in sheets.items():
        sheet = book.create_sheet(title=name[:31])
        for row in table:
            sheet.append(row)
        for line in sheet.iter_rows():
            for cell in line:
                cell.data_type = "s"  # text as written: a name starting with '=' is no formula
                cell.quotePrefix = risky(str(cell.value or ""))  # and stays text when edited in the program
    book.save(path)
