"""Spreadsheets both ways: `export --format csv|xlsx` and an `import` that updates the card file it wrote
(matched by id; added, changed, removed reported), never losing a comment or a card it did not make."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from openpyxl import load_workbook

from cardsmith.pack.catalogue import load_pack


@pytest.fixture
def game(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A new pack, its card file given comments of the designer's."""
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    cards = tmp_path / "my_game" / "cards" / "actions.yaml"
    text = cards.read_text(encoding="utf-8")
    text = text.replace("  - id: spark\n", "  # the cheap one, keep it cheap\n  - id: spark   # starter\n")
    text = text.replace("      cost: {energy: 3}\n", "      cost: {energy: 3}   # playtest: 3 felt right\n")
    cards.write_text(text, encoding="utf-8")
    return tmp_path / "my_game"


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_export_csv_writes_what_import_reads(cli, game: Path) -> None:
    code, out, err = cli("export", str(game), "--format", "csv")
    assert code == 0, err
    rows = _rows(out)
    assert rows[0] == ["id", "name", "copies", "cost", "effect"]
    assert ["build", "Build", "6", "energy:3", "on play: gain 2 points"] in rows
    assert ["spark", "Spark", "6", "", "on play: gain 2 energy"] in rows  # the text as written, not compiled


def test_round_trip_export_edit_import_check(cli, game: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "cards.csv"
    assert cli("export", str(game), "--format", "csv", "--out", str(sheet))[0] == 0
    rows = _rows(sheet.read_text(encoding="utf-8"))
    build = next(r for r in rows if r[0] == "build")
    build[2], build[3] = "5", "energy:4"  # edited in the spreadsheet
    rows = [r for r in rows if r[0] != "bright_idea"]  # a hand-written card left out of the sheet
    rows.append(["raid", "Raid", "2", "energy:1", "on play: each opponent loses 2 energy, gain 1 points"])
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")

    cards = game / "cards" / "actions.yaml"
    code, out_text, err = cli(
        "import", str(game), str(sheet), "--type", "action", "--out", str(cards), "--format", "json"
    )
    assert code == 0, err  # not E105 "duplicate card id (also in the pack)": these are the file's own cards
    report = json.loads(out_text)
    assert (report["added"], report["changed"], report["removed"]) == (["raid"], ["build"], [])
    assert report["unchanged"] == ["spark"] and report["kept"] == ["bright_idea"]

    text = cards.read_text(encoding="utf-8")
    assert "# the cheap one, keep it cheap\n  - id: spark   # starter\n" in text  # untouched, byte for byte
    assert "# playtest: 3 felt right" in text  # a comment of a changed card is kept, above it
    assert "id: bright_idea" in text  # a card the import did not make is never removed
    pack = load_pack(str(game))
    assert pack.ok, [d.render() for d in pack.diagnostics]
    by_id = {c.id: c for c in pack.cards}
    assert (by_id["build"].copies, by_id["build"].fields["cost"]) == (5, {"energy": 4})
    assert by_id["raid"].copies == 2
    assert cli("check", str(game))[0] == 0

    # the sheet drops Raid, a card the import made: it goes, and only it
    sheet.write_text("\n".join(line for line in sheet.read_text().splitlines() if not line.startswith("raid")) + "\n")
    code, out_text, err = cli(
        "import", str(game), str(sheet), "--type", "action", "--out", str(cards), "--format", "json"
    )
    assert code == 0, err
    assert json.loads(out_text)["removed"] == ["raid"]
    assert {c.id for c in load_pack(str(game)).cards} == {"spark", "bright_idea", "build"}
    assert "# playtest: 3 felt right" in cards.read_text(encoding="utf-8")


def test_an_unchanged_sheet_changes_no_byte(cli, game: Path, tmp_path: Path) -> None:
    sheet = tmp_path / "cards.csv"
    cli("export", str(game), "--format", "csv", "--out", str(sheet))
    cards = game / "cards" / "actions.yaml"
    before = cards.read_text(encoding="utf-8")
    code, _, err = cli("import", str(game), str(sheet), "--type", "action", "--out", str(cards))
    assert code == 0 and "0 added, 0 changed, 0 removed, 3 unchanged" in err
    assert cards.read_text(encoding="utf-8") == before


def test_xlsx_round_trip(cli, game: Path, tmp_path: Path) -> None:
    book_path = tmp_path / "cards.xlsx"
    code, _, err = cli("export", str(game), "--format", "xlsx", "--out", str(book_path))
    assert code == 0, err
    book = load_workbook(book_path)
    sheet = book["action"]
    assert [c.value for c in sheet[1]] == ["id", "name", "copies", "cost", "effect"]
    assert {cell.data_type for row in sheet.iter_rows() for cell in row} <= {"s", "inlineStr"}  # never a formula
    book["action"].append(["zap", "Zap", "1", "energy:2", "on play: gain 3 energy"])
    book.save(book_path)
    cards = game / "cards" / "actions.yaml"
    code, _, err = cli("import", str(game), str(book_path), "--type", "action", "--out", str(cards))
    assert code == 0 and "1 added" in err, err
    assert cli("check", str(game))[0] == 0


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--format", "csv", "--type", "actoin"), "did you mean 'action'?"),
        (("--format", "xlsx"), "name it with --out"),
    ],
)
def test_export_usage_errors(cli, game: Path, args: tuple[str, ...], words: str) -> None:
    code, _, err = cli("export", str(game), *args)
    assert code == 2 and words in err


def test_a_csv_holds_one_card_type(cli) -> None:
    code, _, err = cli("export", "asterix", "--format", "csv")
    assert code == 2 and "choose one with --type (character, album)" in err
    code, out, _ = cli("export", "asterix", "--format", "csv", "--type", "album")
    assert code == 0 and len(_rows(out)) == 27  # the header and the catalogue's 26 albums


def test_a_card_is_updated_in_the_file_that_holds_it(cli, game: Path, tmp_path: Path) -> None:
    """A type's cards may be spread over several files: each row updates its card where it is."""
    raid = game / "cards" / "raid.yaml"
    raid.write_text(
        "cards:\n  - id: raid  # mine\n    name: Raid\n    type: action\n    fields: {cost: {energy: 1}}\n",
        encoding="utf-8",
    )
    sheet = tmp_path / "cards.csv"
    assert cli("export", str(game), "--format", "csv", "--out", str(sheet))[0] == 0
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("raid,Raid,1,energy:1", "raid,Raid,3,energy:1"))
    cards = game / "cards" / "actions.yaml"
    code, _, err = cli("import", str(game), str(sheet), "--type", "action", "--out", str(cards))
    assert code == 0, err
    assert "raid.yaml: 0 added, 1 changed" in err
    assert "# mine" in raid.read_text(encoding="utf-8") and "copies: 3" in raid.read_text(encoding="utf-8")
    assert "id: raid" not in cards.read_text(encoding="utf-8")
    assert cli("check", str(game))[0] == 0


RISKY = {  # card id -> a text that a spreadsheet would take for a formula, written as it is
    "sum": "=SUM(A1)",
    "minus": "-1 energy",
    "plus": "+2 points",
    "at": "@home",
    "tab": "\tindented",
    "quoted": "'=already quoted",
}


def _name(card: str) -> str:
    return RISKY[card] if RISKY[card].isprintable() else card.title()


@pytest.fixture
def risky_game(game: Path) -> Path:
    """The new pack with a flavour text field and cards whose texts start like formulas (names too, but for the
    tab, which a name may not hold)."""
    spec = game / "game.yaml"
    text = spec.read_text(encoding="utf-8")
    anchor = '      effect: {type: effect, description: "what the card does, in the effect language"}\n'
    assert anchor in text
    spec.write_text(text.replace(anchor, anchor + "      flavor: {type: text}\n"), encoding="utf-8")
    extra = "".join(
        f"  - id: {card}\n    name: {json.dumps(_name(card))}\n    type: action\n    copies: 1\n"
        f"    fields: {{effect: 'on play: gain 1 energy', flavor: {json.dumps(words)}}}\n"
        for card, words in RISKY.items()
    )
    (game / "cards" / "risky.yaml").write_text("cards:\n" + extra, encoding="utf-8")
    assert load_pack(str(game)).ok
    return game


def test_csv_export_writes_formula_like_texts_as_text(cli, risky_game: Path) -> None:
    code, out, err = cli("export", str(risky_game), "--format", "csv")
    assert code == 0, err
    cells = [cell for row in _rows(out) for cell in row]
    assert "'=SUM(A1)" in cells and "'-1 energy" in cells and "'@home" in cells and "'\tindented" in cells
    assert "'+2 points" in cells
    assert "''=already quoted" in cells  # so that it comes back with its own apostrophe
    assert not [c for c in cells if c[:1] in ("=", "+", "-", "@", "\t", "\r")]  # no cell a spreadsheet would run
    assert "6" in cells  # plain numbers stay numbers


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_formula_like_texts_round_trip_unchanged(cli, risky_game: Path, tmp_path: Path, kind: str) -> None:
    sheet = tmp_path / f"cards.{kind}"
    assert cli("export", str(risky_game), "--format", kind, "--out", str(sheet))[0] == 0
    if kind == "xlsx":
        book = load_workbook(sheet)
        cell = next(c for row in book["action"].iter_rows() for c in row if c.value == "=SUM(A1)")
        assert cell.data_type == "s" and cell.quotePrefix  # text, and still text when edited
    cards = risky_game / "cards" / "risky.yaml"
    code, out, err = cli("import", str(risky_game), str(sheet), "--type", "action", "--out", str(cards),
                         "--format", "json")  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["changed"] == []  # every text read back as it was written
    by_id = {c.id: c for c in load_pack(str(risky_game)).cards}
    assert {card: (by_id[card].name, by_id[card].fields["flavor"]) for card in RISKY} == {
        card: (_name(card), words) for card, words in RISKY.items()
    }


def test_the_guard_is_exact_both_ways() -> None:
    from cardsmith.pack.formulas import guarded, unguarded

    for text in [*RISKY.values(), "-1", "+2.5", "''-1", "'", "plain", "", "a=b", "'quoted", "\rx", "'''@x"]:
        assert unguarded(guarded(text)) == text
    assert guarded("-1") == "-1" and guarded("=1+1") == "'=1+1" and unguarded("'=1+1") == "=1+1"
