"""`cardsmith import`: spreadsheets become card files that `check` accepts; bad cells are located."""

from __future__ import annotations

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
    assert fizzle.copies == 1 and fizzle.provenance == "stand-in: imported from cards.csv, row 3"
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
