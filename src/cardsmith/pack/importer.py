"""`cardsmith import`: a spreadsheet (CSV or XLSX) of cards of one type, turned into a pack's card file.

The first row names the columns: `name` (required), `id` (default: made from the name), `copies`
(default 1), `provenance` (default, in a pack taken from a rulebook: a stand-in naming the file and row; a
designer's own cards need none), and the fields the card type
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
from ..compiler.schema import cards_schema
from .catalogue import Declarations, Pack, _field_problem, check_text
from .formulas import Verbatim, unguarded

CARD_COLUMNS = ("id", "name", "copies", "provenance")
MAX_ROWS = 10_000
MAX_COLUMNS = 256
MAX_XLSX_BYTES = 8 * 1024 * 1024  # unpacked: as much as the largest CSV (or card file) that is read
MAX_XML_TAGS = 600_000  # 12 s of openpyxl at worst (~20 µs a tag); 10,000 rows of 5 cells hold 280,000
MAX_DIGITS = 15  # a whole number in a cell: 10**15 is beyond any count a card game has, and exact as a float
_WHOLE = re.compile(r"[-+]?[0-9]+(\.0+)?")  # ASCII digits only: \d also takes '٣', and int() takes 5,000 of them
_CARD_SCHEMA = cards_schema()["properties"]["cards"]["items"]["properties"]
MAX_COPIES: int = _CARD_SCHEMA["copies"]["maximum"]  # what `check` accepts, so that an import passes it
MAX_NAME: int = _CARD_SCHEMA["name"]["maxLength"]
_INTEGER = re.compile(rf"[-+]?[0-9]{{1,{MAX_DIGITS}}}")
MULTILINE_KINDS = ("text", "effect")  # fields whose cells may hold new lines and tabs
_TRUE = {"true", "yes", "y", "1", "x", "sim", "tak", "si", "sì", "sí"}
_FALSE = {"false", "no", "n", "0", "", "nao", "não", "nie"}


class OutOfRange(ValueError):
    """A cell of the right kind whose value is too large or too long (E104, not E103)."""


@dataclass
class Imported:
    cards: list[dict[str, Any]] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)  # the card keys and fields the sheet has a column for

    def yaml_text(self, source: str) -> str:
        header = f"# Imported by cardsmith from {source}; edit freely.\n"
        return header + yaml.safe_dump({"cards": self.cards}, sort_keys=False, allow_unicode=True, width=120)


# ---------------------------------------------------------------- reading rows


def read_rows(path: Path, shown: str, sheet: str | None = None) -> list[list[Any]]:
    """The rows of the sheet named `sheet` (XLSX; else its first sheet) or of the CSV, delimiter detected.
    Raises DiagnosticError."""
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _xlsx_rows(regular_file(path, shown), shown, sheet)  # opened by openpyxl: a FIFO would block it forever
    try:
        text = read_text(path, shown).lstrip("\ufeff")
    except DiagnosticError as error:
        raise DiagnosticError(error.diagnostic) from None
    sample = text[:8192]
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:  # a cell that `export` guarded against formulas ('=SUM(A1)) is read as it was written (=SUM(A1))
        return [[unguarded(cell) for cell in row] for row in csv.reader(io.StringIO(text), dialect)]
    except csv.Error as error:
        raise DiagnosticError(Diagnostic("E001", f"not a readable CSV file: {error}", shown)) from None


def _xlsx_rows(path: Path, shown: str, name: str | None = None) -> list[list[Any]]:
    """The first sheet's rows. The archive's size is checked before any XML is parsed; openpyxl parses with
    defusedxml (a dependency), which refuses entity declarations; whatever it raises is a located error."""
    from openpyxl import load_workbook

    _check_archive(path, shown)
    try:
        book = load_workbook(path, read_only=True, data_only=True)
        try:
            named = [sheet for sheet in book.worksheets if name is not None and sheet.title == name]
            return _sheet_rows((named or book.worksheets)[0], shown)
        finally:
            book.close()
    except DiagnosticError:
        raise
    except Exception as error:  # whatever openpyxl or its XML parser raises for a broken or hostile workbook
        raise DiagnosticError(_workbook_error(error, shown)) from None


def _check_archive(path: Path, shown: str) -> None:
    """Refuses a workbook that unpacks to more than MAX_XLSX_BYTES or holds more than MAX_XML_TAGS tags, before
    openpyxl parses it (a zip bomb of shared strings took minutes: parsing costs 10-20 µs a tag). What the archive
    declares bounds what is read: the zip reader stops at the declared size, and fails if the data is longer."""
    import zipfile
    import zlib

    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
            unpacked = sum(info.file_size for info in members)
            if unpacked > MAX_XLSX_BYTES:
                raise _too_large(f"the workbook unpacks to {unpacked} bytes, at most {MAX_XLSX_BYTES}", shown)
            tags = sum(_count(archive, info, b"<") for info in members)
    except (OSError, zipfile.BadZipFile, ValueError, EOFError, zlib.error, NotImplementedError, RuntimeError) as error:
        raise DiagnosticError(_workbook_error(error, shown)) from None  # not a zip, encrypted, or corrupt
    if tags > MAX_XML_TAGS:
        raise _too_large(f"the workbook holds {tags} XML tags, at most {MAX_XML_TAGS}", shown)


def _count(archive: Any, info: Any, byte: bytes) -> int:
    count = 0
    with archive.open(info) as member:
        while chunk := member.read(1 << 20):
            count += chunk.count(byte)
    return count


def _too_large(message: str, shown: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic("E008", message, shown, hint="split the sheet, or save it as CSV"))


def _kept(value: Any) -> Any:
    """A workbook's text starting with a tab or a line break is written so on purpose (export keeps it as text):
    read exactly, not trimmed like a stray space."""
    return Verbatim(value) if isinstance(value, str) and value.startswith(("\t", "\r")) else value


def _sheet_rows(sheet: Any, shown: str) -> list[list[Any]]:
    """At most MAX_ROWS + 2 rows (one more than allowed, to tell there are too many), each as wide as its cells:
    the size the sheet declares is ignored (`A1:XFD1048576` would pad every row to 16,384 cells)."""
    sheet.reset_dimensions()
    rows: list[list[Any]] = []
    for number, row in enumerate(sheet.iter_rows(values_only=True), start=1):
        beyond = row[MAX_COLUMNS:]
        if beyond.count(None) < len(beyond):
            column = MAX_COLUMNS + next(i for i, v in enumerate(beyond) if v is not None) + 1
            raise DiagnosticError(Diagnostic("E008", f"more than {MAX_COLUMNS} columns", shown, number, column))
        rows.append(["" if v is None else _kept(v) for v in row])
        if len(rows) > MAX_ROWS + 1:
            break
    return rows


def _workbook_error(error: BaseException, shown: str) -> Diagnostic:
    """One line about the first cause (openpyxl wraps the parser's error in a paragraph of its own)."""
    while error.__cause__ or error.__context__:
        error = error.__cause__ or error.__context__  # type: ignore[assignment]
    text = " ".join(str(error).split()) or type(error).__name__
    name = type(error).__name__
    if "entit" in text.lower() or "DTD" in text or name.endswith("Forbidden"):
        hint = "the workbook declares XML entities, which cardsmith refuses; save it again from a spreadsheet program"
        return Diagnostic("E007", f"cannot read the workbook: {name}: {text}", shown, hint=hint)
    return Diagnostic("E007", f"cannot read the workbook: {text}", shown, hint="is it an .xlsx file?")


# ---------------------------------------------------------------- converting


def import_rows(rows: list[list[Any]], shown: str, pack: Pack, card_type: str, updating: bool = False) -> Imported:
    """Rows (the first is the header) -> card mappings, with every bad cell reported. When `updating` the
    pack's cards, a row with the id of a card of the same type is that card, not a duplicate."""
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
    result.columns = sorted({key.split(".")[0] for key in columns.values()})
    taken = {c.id: "the pack" for c in pack.cards if not (updating and c.type == card_type)}
    rulebook = bool(pack.game.get("source"))
    for number, row in enumerate(rows[1:], start=2):
        if not any(str(c).strip() for c in row):
            continue
        card = _card(row, number, columns, fields, card_type, shown, decl, result, rulebook)
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
    rulebook: bool = True,
) -> dict[str, Any] | None:
    values: dict[str, Any] = {}
    ok = True
    for index, key in columns.items():
        cell = row[index] if index < len(row) else ""
        if isinstance(cell, str):  # stray spaces trimmed, but not a guarded text's own
            cell = str(cell) if isinstance(cell, Verbatim) else cell.strip()
        if cell == "":
            continue
        try:
            _printable(cell, key, fields)
            _put(values, key, _convert(key, cell, fields))
        except ValueError as error:
            code = "E104" if isinstance(error, OutOfRange) else "E103"
            result.diagnostics.append(Diagnostic(code, str(error), shown, number, index + 1))
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
    provenance = values.pop("provenance", None)
    if provenance is None and rulebook:  # a pack from a rulebook says where each card comes from
        provenance = f"stand-in: imported from {Path(shown).name}, row {number}"
    if values:
        card["fields"] = values
    if provenance is not None:
        card["provenance"] = provenance
    return card


def _printable(cell: Any, key: str, fields: dict[str, Any]) -> None:
    """A control character (NUL, escape, bell...) in a cell is refused: it would be written into the card file
    and, from there, into terminals and printouts. Text and effect cells may hold new lines and tabs."""
    if not isinstance(cell, str):
        return
    multiline = (fields.get(key.split(".")[0]) or {}).get("type") in MULTILINE_KINDS
    for position, char in enumerate(cell, 1):
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") and not (multiline and char in "\t\n\r"):
            raise ValueError(
                f"{key}: control character U+{ord(char):04X} at character {position} (a cell holds printable text only)"
            )


def _convert(key: str, cell: Any, fields: dict[str, Any]) -> Any:
    """One cell to the type its column wants; raises ValueError with a message for the designer."""
    if key == "name":
        name = str(cell)
        if len(name) > MAX_NAME:
            raise OutOfRange(f"name is {len(name)} characters long, at most {MAX_NAME}")
        return name
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
        if not 0 <= copies <= MAX_COPIES:
            raise OutOfRange(f"copies must be from 0 to {MAX_COPIES}, not {copies}")
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
    """A whole number of at most MAX_DIGITS digits, from a number cell or text like `3` or `3.0`."""
    if isinstance(cell, bool):
        raise ValueError(f"{what}: expected a whole number, got {cell}")
    if isinstance(cell, float) and cell.is_integer() and abs(cell) < 10**MAX_DIGITS:
        return int(cell)
    text = str(cell).strip()
    if isinstance(cell, int) or _WHOLE.fullmatch(text):
        digits = text.lstrip("+-").split(".")[0]
        if len(digits.lstrip("0")) > MAX_DIGITS:
            raise OutOfRange(f"{what}: {_short(text)} is too large (at most {MAX_DIGITS} digits)")
        return int(text.split(".")[0])
    raise ValueError(f"{what}: expected a whole number, got '{_short(text)}'")


def _short(text: str) -> str:
    return text if len(text) <= 24 else f"{text[:12]}... ({len(text)} characters)"


def _scalar(cell: Any) -> Any:
    text = str(cell)
    return int(text) if _INTEGER.fullmatch(text) else text


def _amounts(text: str, what: str) -> dict[str, int]:
    """`energy:2 ore:1`, `energy=2; ore=1` or `2 energy, 1 ore`."""
    amounts: dict[str, int] = {}
    for part in re.split(r"[,;|]|\s+(?=[^\s:=]+\s*[:=])", text):
        part = part.strip()
        if not part:
            continue
        named = re.fullmatch(r"([^\s:=]+)\s*[:=]\s*([0-9]+)", part) or re.fullmatch(r"([0-9]+)\s+(\S+)", part)
        if named is None:
            raise ValueError(f"{what}: cannot read '{part}' as an amount (write energy:2 or 2 energy)")
        first, second = named.groups()
        name, amount = (second, first) if first.isdigit() else (first, second)
        amounts[name] = _whole(amount, f"{what}.{name}")
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
