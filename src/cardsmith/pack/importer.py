"""`cardsmith import`: a spreadsheet (CSV or XLSX) of cards of one type, turned into a pack's card file.

The first row names the columns: `name` (required), `id` (default: made from the name), `copies`
(default 1), `provenance` (default: a stand-in naming the file and row), and the fields the card type
declares. A dotted column (`cost.energy`) fills one amount of a map field. Each cell is converted by its
field's declared type, and every bad cell is reported as `FILE:ROW:COLUMN` (ROW counts the header as 1).
"""

from __future__ import annotations

import csv
import difflib
import io
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.files import regular_file, write_atomically
from ..base.loader import read_text
from .catalogue import Declarations, Pack, _field_problem, check_text

CARD_COLUMNS = ("id", "name", "copies", "provenance")
MAX_ROWS = 10_000
_TRUE = {"true", "yes", "y", "1", "x", "sim", "tak", "si", "sì", "sí"}
_FALSE = {"false", "no", "n", "0", "", "nao", "não", "nie"}


@dataclass
class Imported:
    cards: list[dict[str, Any]] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def yaml_text(self, source: str) -> str:
        header = f"# Imported by cardsmith from {source}; edit freely.\n"
        return header + yaml.safe_dump({"cards": self.cards}, sort_keys=False, allow_unicode=True, width=120)


# ---------------------------------------------------------------- reading rows


def read_rows(path: Path, shown: str) -> list[list[Any]]:
    """The rows of the first sheet (XLSX) or of the CSV, delimiter detected. Raises DiagnosticError."""
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _xlsx_rows(regular_file(path, shown), shown)  # opened by openpyxl: a FIFO would block it forever
    try:
        text = read_text(path, shown).lstrip("\ufeff")
    except DiagnosticError as error:
        raise DiagnosticError(error.diagnostic) from None
    sample = text[:8192]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        return list(csv.reader(io.StringIO(text), dialect))
    except csv.Error as error:
        raise DiagnosticError(Diagnostic("E001", f"not a readable CSV file: {error}", shown)) from None


def _xlsx_rows(path: Path, shown: str) -> list[list[Any]]:
    import zipfile

    from openpyxl import load_workbook

    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except (OSError, zipfile.BadZipFile, KeyError, ValueError) as error:
        raise DiagnosticError(Diagnostic("E007", f"cannot read the workbook: {error}", shown)) from None
    try:
        sheet = book.worksheets[0]
        rows = []
        for row in sheet.iter_rows(values_only=True):
            rows.append(["" if v is None else v for v in row])
            if len(rows) > MAX_ROWS + 1:
                break
        return rows
    finally:
        book.close()


# ---------------------------------------------------------------- converting


def import_rows(rows: list[list[Any]], shown: str, pack: Pack, card_type: str) -> Imported:
    """Rows (the first is the header) -> card mappings, with every bad cell reported."""
    result = Imported()
    spec = (pack.game.get("card_types") or {}).get(card_type)
    if not isinstance(spec, dict):
        close = difflib.get_close_matches(card_type, list(pack.game.get("card_types") or {}), n=1)
        hint = f"did you mean '{close[0]}'?" if close else None
        raise DiagnosticError(Diagnostic("E301", f"pack {pack.name} has no card type '{card_type}'", shown, hint=hint))
    if not rows or not any(str(c).strip() for c in rows[0]):
        raise DiagnosticError(
            Diagnostic("E101", "the first row must name the columns", shown, 1, 1, "e.g. name,copies")
        )
    if len(rows) > MAX_ROWS + 1:
        raise DiagnosticError(Diagnostic("E008", f"more than {MAX_ROWS} rows", shown, MAX_ROWS + 2, 1))
    fields: dict[str, Any] = spec.get("fields") or {}
    decl = Declarations(pack.game, pack.cards, pack.components)
    columns = _columns(rows[0], fields, shown, result, decl.namespaces["amount"])
    if "name" not in columns.values():
        result.diagnostics.append(Diagnostic("E101", "no 'name' column", shown, 1, 1, "add a column named name"))
        return result
    taken = {c.id: "the pack" for c in pack.cards}
    for number, row in enumerate(rows[1:], start=2):
        if not any(str(c).strip() for c in row):
            continue
        card = _card(row, number, columns, fields, card_type, shown, decl, result)
        if card is None:
            continue
        if card["id"] in taken:
            where = taken[card["id"]]
            result.diagnostics.append(
                Diagnostic("E105", f"duplicate card id '{card['id']}' (also in {where})", shown, number, 1, "add an id")
            )
            continue
        taken[card["id"]] = f"row {number}"
        result.cards.append(card)
    return result


def _columns(
    header: list[Any], fields: dict[str, Any], shown: str, result: Imported, amounts: set[str]
) -> dict[int, str]:
    """Column index -> card key or field path (`cost.energy`); unknown columns are reported."""
    known = list(CARD_COLUMNS) + list(fields)
    columns: dict[int, str] = {}
    for index, raw in enumerate(header):
        name = _key(str(raw))
        if not name:
            continue
        base = name.split(".")[0]
        if base not in known:
            close = difflib.get_close_matches(base, known, n=1)
            hint = f"did you mean '{close[0]}'?" if close else "columns: " + ", ".join(known)
            result.diagnostics.append(Diagnostic("E102", f"unknown column '{raw}'", shown, 1, index + 1, hint))
        elif name in columns.values():
            result.diagnostics.append(Diagnostic("E102", f"column '{raw}' is given twice", shown, 1, index + 1))
        elif "." in name and (fields.get(base) or {}).get("type") not in ("resources", "map"):
            message = f"'{base}' is not a map field, so '{raw}' has no parts"
            result.diagnostics.append(Diagnostic("E102", message, shown, 1, index + 1))
        elif "." in name and fields[base]["type"] == "resources" and name.partition(".")[2] not in amounts:
            part = name.partition(".")[2]
            near = difflib.get_close_matches(part, sorted(amounts), n=1)
            result.diagnostics.append(
                Diagnostic(
                    "E301",
                    f"unknown resource '{part}'",
                    shown,
                    1,
                    index + 1,
                    f"did you mean '{near[0]}'?" if near else None,
                )
            )
        else:
            columns[index] = name
    return columns


def _key(header: str) -> str:
    return re.sub(r"\s+", "_", header.strip().casefold())


def _card(
    row: list[Any],
    number: int,
    columns: dict[int, str],
    fields: dict[str, Any],
    card_type: str,
    shown: str,
    decl: Declarations,
    result: Imported,
) -> dict[str, Any] | None:
    values: dict[str, Any] = {}
    ok = True
    for index, key in columns.items():
        cell = row[index] if index < len(row) else ""
        if isinstance(cell, str):
            cell = cell.strip()
        if cell == "":
            continue
        try:
            _put(values, key, _convert(key, cell, fields))
        except ValueError as error:
            result.diagnostics.append(Diagnostic("E103", str(error), shown, number, index + 1))
            ok = False
            continue
        base = key.split(".")[0]
        if base in fields and "." not in key:
            problem = _field_problem(fields[base], values[base], decl) or _effect_problem(fields[base], cell, decl)
            if problem:
                result.diagnostics.append(Diagnostic(problem[0], problem[1], shown, number, index + 1, problem[2]))
                ok = False
    if not values.get("name"):
        name_column = next(i for i, k in columns.items() if k == "name")
        result.diagnostics.append(Diagnostic("E101", "the card has no name", shown, number, name_column + 1))
        return None
    if not ok:
        return None
    card: dict[str, Any] = {
        "id": values.pop("id", None) or slug(values["name"]),
        "name": values.pop("name"),
        "type": card_type,
        "copies": values.pop("copies", 1),
    }
    provenance = values.pop("provenance", None) or f"stand-in: imported from {Path(shown).name}, row {number}"
    if values:
        card["fields"] = values
    card["provenance"] = provenance
    return card


def _convert(key: str, cell: Any, fields: dict[str, Any]) -> Any:
    """One cell to the type its column wants; raises ValueError with a message for the designer."""
    if key == "name":
        return str(cell)
    if key == "provenance":
        if not re.match(r"(rulebook|stand-in)\b", str(cell)):
            raise ValueError("provenance must start with 'rulebook: <where>' or 'stand-in: <why>'")
        return str(cell)
    if key == "id":
        text = str(cell)
        if not re.fullmatch(r"[a-z][a-z0-9_]*", text):
            raise ValueError(f"id '{text}' must be lower_snake_case (try '{slug(text)}')")
        return text
    if key == "copies":
        copies = _whole(cell, "copies")
        if copies < 0:
            raise ValueError(f"copies must be 0 or more, not {copies}")
        return copies
    base, _, part = key.partition(".")
    kind = (fields.get(base) or {}).get("type")
    if part:  # one amount of a map of amounts
        return _whole(cell, key) if kind == "resources" else _scalar(cell)
    if kind == "int":
        return _whole(cell, base)
    if kind == "bool":
        folded = str(cell).strip().casefold()
        if isinstance(cell, bool) or folded in _TRUE | _FALSE:
            return cell if isinstance(cell, bool) else folded in _TRUE
        raise ValueError(f"{base}: expected yes or no, got '{cell}'")
    if kind == "list":
        return [_scalar(item.strip()) for item in re.split(r"[,;|]", str(cell)) if item.strip()]
    if kind == "resources":
        return _amounts(str(cell), base)
    if kind == "enum":
        declared = {str(v).casefold(): v for v in (fields.get(base) or {}).get("values") or []}
        return declared.get(str(cell).strip().casefold(), str(cell).strip())
    return str(cell) if not isinstance(cell, str) else cell


def _whole(cell: Any, what: str) -> int:
    if isinstance(cell, bool):
        raise ValueError(f"{what}: expected a whole number, got {cell}")
    if isinstance(cell, (int, float)) and float(cell).is_integer():
        return int(cell)
    text = str(cell).strip()
    if re.fullmatch(r"[-+]?\d+(\.0+)?", text):
        return int(float(text))
    raise ValueError(f"{what}: expected a whole number, got '{cell}'")


def _scalar(cell: Any) -> Any:
    text = str(cell)
    return int(text) if re.fullmatch(r"[-+]?\d+", text) else text


def _amounts(text: str, what: str) -> dict[str, int]:
    """`energy:2 ore:1`, `energy=2; ore=1` or `2 energy, 1 ore`."""
    amounts: dict[str, int] = {}
    for part in re.split(r"[,;|]|\s+(?=[^\s:=]+\s*[:=])", text):
        part = part.strip()
        if not part:
            continue
        named = re.fullmatch(r"([^\s:=]+)\s*[:=]\s*(\d+)", part) or re.fullmatch(r"(\d+)\s+(\S+)", part)
        if named is None:
            raise ValueError(f"{what}: cannot read '{part}' as an amount (write energy:2 or 2 energy)")
        first, second = named.groups()
        name, amount = (second, first) if first.isdigit() else (first, second)
        amounts[name] = int(amount)
    return amounts


def _effect_problem(spec: Any, cell: Any, decl: Declarations) -> tuple[str, str, str | None] | None:
    """The first syntax error or unknown name in an effect cell, placed by its character in the cell."""
    if not isinstance(spec, dict) or spec.get("type") != "effect" or not isinstance(cell, str):
        return None
    rules: dict[str, Any] = decl.game["rules"] if isinstance(decl.game.get("rules"), dict) else {}
    _, problems = check_text(cell, decl, rules)
    for p in problems:
        return p.code, f"{p.message} (at character {p.column} of the effect)", p.hint
    return None


def _put(values: dict[str, Any], key: str, value: Any) -> None:
    base, _, part = key.partition(".")
    if part:
        values.setdefault(base, {})[part] = value
    else:
        values[key] = value


def slug(name: str) -> str:
    """An id from a name: `Big Bang!` -> `big_bang`."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "_", ascii_name.casefold()).strip("_")
    text = text if text and text[0].isalpha() else f"card_{text}"
    return text[:64]


# ---------------------------------------------------------------- writing


def write_new(path: Path, text: str, force: bool) -> None:
    """Writes `text` to `path` atomically (a link: to its target); refuses to replace a file unless `force`."""
    if path.exists() and not force:
        raise DiagnosticError(
            Diagnostic("E007", f"'{path}' exists; not overwritten", str(path), hint="use --force to replace it")
        )
    write_atomically(path, text.encode("utf-8"))
