"""`cardsmith deck check`: exit codes, 'partly valid', --format json."""

from __future__ import annotations

import json
from pathlib import Path


def test_full_deck_is_valid(cli) -> None:
    code, out, err = cli("deck", "check", "cards/asteria/decks/full.txt", "--game", "asteria")
    assert code == 0 and ": valid - 56 cards for asteria" in out and err == ""


def test_partly_valid_says_so_and_exits_0(cli, tmp_path: Path) -> None:
    (tmp_path / "d.txt").write_text("2 Objetivo\n", encoding="utf-8")
    code, out, err = cli("deck", "check", str(tmp_path / "d.txt"), "--game", "asteria")
    assert code == 0 and "partly valid" in out
    assert "warning E602 the deck has 2 cards, at least 56" in err


def test_invalid_exits_1_with_located_errors_and_json(cli, tmp_path: Path) -> None:
    (tmp_path / "d.txt").write_text("3 Objetivo\n1 Emisario\n", encoding="utf-8")
    code, out, err = cli("deck", "check", str(tmp_path / "d.txt"), "--game", "asteria")
    assert code == 1 and ": invalid - 3 cards" in out
    assert "d.txt:1:1: error E603 3 copies of 'Objetivo', at most 2" in err
    assert "d.txt:2:3: error E301 no card 'Emisario' in asteria (did you mean 'Emissário'?)" in err
    code, out, _ = cli("deck", "check", str(tmp_path / "d.txt"), "--game", "asteria", "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["status"] == "invalid"
    assert {(v["kind"], v["line"]) for v in data["violations"] if not v["incomplete"]} == {
        ("copies", 1),
        ("count", 1),
        ("unknown_card", 2),
    }


def test_usage_errors(cli) -> None:
    assert cli("deck", "check", "x.txt")[0] == 2  # --game is required
    code, _, err = cli("deck", "check", "x.txt", "--game", "asteira")
    assert code == 2 and "no pack 'asteira' (did you mean" in err


def test_missing_deck_file(cli, tmp_path: Path) -> None:
    code, _, err = cli("deck", "check", str(tmp_path / "none.txt"), "--game", "asteria")
    assert code == 1 and "error E007 cannot read the file" in err
    assert "E605" not in err  # an unreadable list is not also an empty deck
