"""`cardsmith import`: spreadsheets become card files that `check` accepts; bad cells are located."""

from __future__ import annotations

import time
import zipfile
from pathlib import Path

import pytest
from openpyxl import Workbook
from tests.conftest import GAME

from cardsmith.pack.catalogue import load_pack

RESOURCE_GAME = GAME.replace(
    "      cost: {type: int, min: 0, max: 5}\n",
    "      cost: {type: int, min: 0, max: 5}\n      price: {type: resources}\n      tags: {type: list}\n"
    "      rare: {type: bool}\n",
)


@pytest.fixture
def mini(pack_dir) -> Path:
    return pack_dir(game=RESOURCE_GAME)


def test_csv_round_trip_through_check(cli, mini: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "cards.csv"
    sheet.write_text(
        "Name;Copies;Cost;Faction;Effect;price.energy;Tags;Rare\n"
        "Big Bang;2;3;Blue;gain 2 energy;2;loud, hot;yes\n"
        "Fizzle;;0;red;;;;no\n",
        encoding="utf-8",
    )
    out = mini / "cards" / "imported.yaml"
    code, _, err = cli("import", str(sheet), "--game", str(mini), "--type", "action", "--out", str(out))
    assert code == 0, err
    pack = load_pack(str(mini))
    assert pack.ok, [d.header() for d in pack.diagnostics]
    big = next(c for c in pack.cards if c.id == "big_bang")
    assert (big.copies, big.fields["faction"], big.fields["price"], big.fields["tags"], big.fields["rare"]) == (
        2,
        "blue",
        {"energy": 2},
        ["loud", "hot"],
        True,
    )
    assert big.effects["effect"][0]["effects"][0]["effect"] == "gain"
    fizzle = next(c for c in pack.cards if c.id == "fizzle")
    assert fizzle.copies == 1 and fizzle.provenance == ""  # a designer's own card needs none
    code, out_text, _ = cli("check", str(mini))
    assert code == 0 and "6 cards" in out_text


def test_xlsx_import_to_stdout(cli, mini: Path, tmp_path: Path) -> None:
    book = Workbook()
    sheet = book.active
    sheet.append(["id", "name", "copies", "cost", "faction"])
    sheet.append(["zap", "Zap!", 3, 2.0, "red"])
    book.save(tmp_path / "cards.xlsx")
    code, out, err = cli("import", str(tmp_path / "cards.xlsx"), "--game", str(mini), "--type", "action")
    assert code == 0, err
    assert "- id: zap\n  name: Zap!\n  type: action\n  copies: 3\n  fields:\n    cost: 2\n" in out


def test_bad_rows_are_reported_by_row_and_column(cli, mini: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "cards.csv"
    sheet.write_text(
        "name,copies,cost,faction,effect,colour\n"
        "Ok,1,1,red,gain 1 energy,\n"
        "Bad,two,9,green,gain 1 enrgy,\n"
        ",1,1,red,,\n"
        "Ok,1,1,red,draw 1 card from,\n",
        encoding="utf-8",
    )
    code, out, err = cli("import", str(sheet), "--game", str(mini), "--type", "action")
    assert code == 1 and out == ""
    lines = [line for line in err.splitlines() if ": error " in line]
    shown = str(sheet)
    assert lines == [
        f"{shown}:1:6: error E102 unknown column 'colour' (columns: id, name, copies, provenance, cost, price, tags, "
        "rare, faction, effect)",
        f"{shown}:3:2: error E103 copies: expected a whole number, got 'two'",
        f"{shown}:3:3: error E104 9 is above the maximum 5",
        f"{shown}:3:4: error E301 'green' is not one of red, blue",
        f"{shown}:3:5: error E301 unknown name 'enrgy': not a resource, counter or token (at character 8 of the "
        "effect) (did you mean 'energy'?)",
        f"{shown}:4:1: error E101 the card has no name",
        f"{shown}:5:5: error E201 the text ends too early (at character 17 of the effect) "
        '(expected "any", "each", "it", "this", a name)',
    ]
    assert "5:1: error E105" not in err  # a row with errors claims no id


def test_never_overwrites_without_force(cli, mini: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "cards.csv"
    sheet.write_text("name\nZap\n", encoding="utf-8")
    out = tmp_path / "out.yaml"
    out.write_text("mine\n", encoding="utf-8")
    code, _, err = cli("import", str(sheet), "--game", str(mini), "--type", "action", "--out", str(out))
    assert code == 1 and "use --force" in err and out.read_text(encoding="utf-8") == "mine\n"
    code, _, _ = cli("import", str(sheet), "--game", str(mini), "--type", "action", "--out", str(out), "--force")
    assert code == 0 and "id: zap" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("content", "args", "words"),
    [
        (b"name\nZap\n", ("--type", "actoin"), "no card type 'actoin' (did you mean 'action'?)"),
        (b"\n", ("--type", "action"), "the first row must name the columns"),
        (b"cost\n1\n", ("--type", "action"), "no 'name' column"),
        (b"name\nZ\xe9\n", ("--type", "action"), "E005"),
        (b"name,id\nZap,Zap Zap\n", ("--type", "action"), "must be lower_snake_case (try 'zap_zap')"),
        (b"name\nSpark\n", ("--type", "action"), "duplicate card id 'spark' (also in the pack)"),
        (b"name,price.enrgy\nZap,1\n", ("--type", "action"), "unknown resource 'enrgy' (did you mean 'energy'?)"),
    ],
)
def test_bad_spreadsheets(cli, mini: Path, tmp_path: Path, content: bytes, args: tuple[str, ...], words: str) -> None:
    (tmp_path / "cards.csv").write_bytes(content)
    code, _, err = cli("import", str(tmp_path / "cards.csv"), "--game", str(mini), *args)
    assert code == 1 and words in err and "Traceback" not in err


def test_not_a_workbook(cli, mini: Path, tmp_path: Path) -> None:
    (tmp_path / "cards.xlsx").write_bytes(b"not a zip")
    code, _, err = cli("import", str(tmp_path / "cards.xlsx"), "--game", str(mini), "--type", "action")
    assert code == 1 and "cannot read the workbook" in err


# ---------------------------------------------------------------- hostile cells

TEXT_GAME = RESOURCE_GAME.replace(
    "      rare: {type: bool}\n", "      rare: {type: bool}\n      flavour: {type: text}\n"
)


@pytest.mark.parametrize(
    ("row", "column", "message"),
    [
        ("Zap," + "9" * 400, 2, "E104 copies: 999999999999... (400 characters) is too large (at most 15 digits)"),
        ("Zap,1001", 2, "E104 copies must be from 0 to 1000, not 1001"),
        ("Zap,2.5", 2, "E103 copies: expected a whole number, got '2.5'"),
        ("Zap,٣", 2, "E103 copies: expected a whole number, got '٣'"),
        ("Z\x00ap,1", 1, "E103 name: control character U+0000 at character 2 (a cell holds printable text only)"),
        ("\x1b[31mZap,1", 1, "E103 name: control character U+001B at character 1"),
        ("Zap,1," + "9" * 400, 3, "E104 cost: 999999999999... (400 characters) is too large"),
        ("Zap,1,,energy:" + "9" * 30, 4, "E104 price.energy: 999999999999... (30 characters) is too large"),
        ('Zap,1,,,"bad\x07bell"', 5, "E103 flavour: control character U+0007 at character 4"),
        ("Z" * 201 + ",1", 1, "E104 name is 201 characters long, at most 200"),
    ],
    ids=[
        "copies-400-digits",
        "copies-over-1000",
        "copies-2.5",
        "copies-unicode-digit",
        "name-nul",
        "name-escape",
        "cost-400-digits",
        "amount-30-digits",
        "text-bell",
        "name-too-long",
    ],
)
def test_hostile_cells_are_located_errors(cli, pack_dir, tmp_path: Path, row: str, column: int, message: str) -> None:
    game = pack_dir(game=TEXT_GAME)
    sheet = tmp_path / "cards.csv"
    sheet.write_text(f"name,copies,cost,price,flavour\n{row}\n", encoding="utf-8")
    out = tmp_path / "out.yaml"
    code, _, err = cli("import", str(sheet), "--game", str(game), "--type", "action", "--out", str(out))
    assert code == 1 and f"{sheet}:2:{column}: error {message}" in err, err
    assert not out.exists() and "\x1b" not in err and "\x00" not in err


def test_text_cells_keep_new_lines(cli, pack_dir, tmp_path: Path) -> None:
    game = pack_dir(game=TEXT_GAME)
    sheet = tmp_path / "cards.csv"
    sheet.write_text('name,flavour\nZap,"two\nlines\tand a tab"\n', encoding="utf-8")
    code, out, err = cli("import", str(sheet), "--game", str(game), "--type", "action")
    assert code == 0, err
    assert 'flavour: "two\\nlines\\tand a tab"' in out


# ---------------------------------------------------------------- hostile workbooks, built with zipfile

SHEET_XML = (
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">{dimension}<sheetData>'
    '<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>'
    '<row r="2"><c r="A2" t="s"><v>0</v></c>{extra}</row></sheetData></worksheet>'
)
STRINGS_XML = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">{}</sst>'
LAUGHS = (
    '<!DOCTYPE sst [<!ENTITY lol0 "lol">'
    + "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10))
    + "]>"
)


def workbook(path: Path, strings: str, dimension: str = "", extra: str = "") -> Path:
    """A workbook whose first sheet names its card through the shared strings `strings` (the XML of that part)."""
    book = Workbook()
    book.active.append(["name"])
    plain = path.with_suffix(".plain.xlsx")
    book.save(plain)
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "[Content_Types].xml":
                data = data.replace(
                    b"</Types>",
                    b'<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-'
                    b'officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
                )
            elif info.filename == "xl/_rels/workbook.xml.rels":
                data = data.replace(
                    b"</Relationships>",
                    b'<Relationship Id="rIdS" Target="sharedStrings.xml" Type="http://schemas.openxmlformats.org/'
                    b'officeDocument/2006/relationships/sharedStrings"/></Relationships>',
                )
            elif info.filename == "xl/worksheets/sheet1.xml":
                data = SHEET_XML.format(dimension=dimension, extra=extra).encode()
            target.writestr(info, data)
        target.writestr("xl/sharedStrings.xml", strings)
    plain.unlink()
    return path


def test_a_handmade_workbook_imports(cli, mini: Path, tmp_path: Path) -> None:
    """The builder of the hostile workbooks below makes a workbook that imports, when it is not hostile."""
    sheet = workbook(tmp_path / "cards.xlsx", STRINGS_XML.format("<si><t>Zap</t></si>"))
    code, out, err = cli("import", str(sheet), "--game", str(mini), "--type", "action")
    assert code == 0 and "name: Zap" in out, err


@pytest.mark.parametrize(
    ("strings", "words"),
    [
        (LAUGHS + STRINGS_XML.format("<si><t>&lol9;</t></si>"), "XML entities, which cardsmith refuses"),
        (
            '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file://{secret}">]>' + STRINGS_XML.format("<si><t>&xxe;</t></si>"),
            "XML entities, which cardsmith refuses",
        ),
        (STRINGS_XML.format("<si><t>Zap</t></si>" * 1_000_000), "the workbook unpacks to 190"),
        (STRINGS_XML.format("<si/>" * 700_000), "the workbook holds 70"),
        ("<sst><si><t>Zap</t>", "cannot read the workbook"),
    ],
    ids=["billion-laughs", "external-entity", "shared-strings-bomb", "too-many-tags", "broken-xml"],
)
def test_hostile_workbooks_are_located_errors(cli, mini: Path, tmp_path: Path, strings: str, words: str) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET", encoding="utf-8")
    sheet = workbook(tmp_path / "cards.xlsx", strings.replace("{secret}", str(secret)))
    started = time.perf_counter()
    code, out, err = cli("import", str(sheet), "--game", str(mini), "--type", "action")
    assert code == 1 and f"{sheet}: error E00" in err and words in err, err
    assert "Traceback" not in err and "TOP SECRET" not in out + err and len(err.splitlines()) == 1
    assert time.perf_counter() - started < 10


def test_a_sheet_that_claims_every_column_is_read_only_as_wide_as_its_cells(cli, mini: Path, tmp_path: Path) -> None:
    strings = STRINGS_XML.format("<si><t>Zap</t></si>")
    sheet = workbook(tmp_path / "wide.xlsx", strings, dimension='<dimension ref="A1:XFD1048576"/>')
    started = time.perf_counter()
    code, out, err = cli("import", str(sheet), "--game", str(mini), "--type", "action")
    assert code == 0 and "name: Zap" in out, err
    assert time.perf_counter() - started < 10
    sheet = workbook(tmp_path / "wider.xlsx", strings, extra='<c r="IX2"><v>1</v></c>')  # column 258
    code, _, err = cli("import", str(sheet), "--game", str(mini), "--type", "action")
    assert code == 1 and f"{sheet}:2:258: error E008 more than 256 columns" in err, err


def test_a_rulebook_packs_imported_cards_say_where_they_come_from(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(game=GAME + 'source: "seeds/rules.txt"\n')
    (tmp_path / "cards.csv").write_text("name\nZap\n", encoding="utf-8")
    code, out, err = cli("import", str(pack), str(tmp_path / "cards.csv"), "--type", "action")
    assert code == 0, err
    assert "provenance: 'stand-in: imported from cards.csv, row 2'" in out
