"""Spreadsheet cells that a spreadsheet program would run as formulas, written as text and read back unchanged.

A card's text may start with `=`, `+`, `-`, `@`, a tab or a carriage return ("-1 energy", "=SUM(A1)" on a card
about sums): opened from a CSV file, Excel, LibreOffice and Google Sheets take such a cell for a formula —
at best an error in the cell, at worst a formula that fetches or runs something (CSV injection, OWASP). So a
CSV cell that starts so is written with a leading apostrophe, which the programs show as text, and the
apostrophe is taken off again on import. The rule is exact both ways: a cell is guarded when, after any
apostrophes it already starts with, it starts with one of those characters, and unguarded when it starts
with an apostrophe followed by such a cell; so a text that itself starts with apostrophes comes back as written.
Plain numbers (`-1`, `+2.5`) are no formula and stay as they are. XLSX cells are typed as text instead.
"""

from __future__ import annotations

import re

_RISKY = re.compile(r"'*[=+\-@\t\r]")
_NUMBER = re.compile(r"[+-]?[0-9]+(\.[0-9]+)?")


def risky(cell: str) -> bool:
    """Whether a spreadsheet would read this text, written as it is, as a formula (plain numbers aside)."""
    return bool(_RISKY.match(cell)) and not _NUMBER.fullmatch(cell)


def guarded(cell: str) -> str:
    """A cell as a CSV file writes it: text that a spreadsheet would take for a formula gets a leading `'`."""
    return "'" + cell if risky(cell) else cell


class Verbatim(str):
    """A cell's text that was guarded, exactly as written: not trimmed like other cells (a tab it starts with is
    part of the text, the reason it was guarded)."""

    __slots__ = ()


def unguarded(cell: str) -> str:
    """A CSV cell as cardsmith reads it: the `'` that `guarded` added (or a spreadsheet kept) taken off."""
    if cell.startswith("'") and risky(cell[1:]):
        return Verbatim(cell[1:])
    return cell
