"""One command-line convention: the pack first (or the pack of the current folder), `--format text|json` for
what is printed, `--as` for what `print` writes, exit 2 for usage errors, defaults in `--help`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import cardsmith
from conftest import write_pack

SOURCE = str(Path(cardsmith.__file__).parents[1])


@pytest.fixture
def in_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The current folder is a designer's own pack."""
    root = write_pack(tmp_path / "mygame")
    monkeypatch.chdir(root)
    return root


def test_check_in_a_pack_folder_checks_that_pack(cli, in_pack: Path) -> None:
    code, out, err = cli("check")
    assert code == 0, err
    assert "1 pack(s), 3 cards: all valid" in out  # not the five bundled packs


def test_a_command_without_a_pack_outside_a_pack_is_a_usage_error(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("search", "type:action")
    assert code == 2
    assert "no pack named, and this folder has no game.yaml" in err and "cardsmith new NAME" in err


@pytest.mark.parametrize(
    "args",
    [
        ("search", "type:action"),
        ("search", ".", "type:action"),
        ("search", "--format", "json", "type:action"),
    ],
)
def test_the_pack_of_the_current_folder_is_the_default(cli, in_pack: Path, args: tuple[str, ...]) -> None:
    code, out, err = cli(*args)
    assert code == 0, err
    assert "spark" in out


def test_the_pack_comes_first_and_options_go_anywhere(cli) -> None:
    code, out, _ = cli("search", "asteria", "--format", "json", "type:planet")
    assert code == 0 and json.loads(out)["pack"] == "asteria"


def test_deck_check_takes_the_pack_first_and_still_takes_game(cli, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Nope\n", encoding="utf-8")
    new = cli("deck", "check", "asteria", str(deck), "--format", "json")
    old = cli("deck", "check", str(deck), "--game", "asteria", "--format", "json")
    assert new[0] == old[0] == 1
    assert json.loads(new[1])["pack"] == json.loads(old[1])["pack"] == "asteria"


def test_compile_takes_the_pack_first_and_still_takes_game(cli) -> None:
    new = cli("compile", "asteria", "gain 2 enrgy")
    old = cli("compile", "gain 2 enrgy", "--game", "asteria")
    assert new[0] == old[0] == 1
    assert "did you mean 'energy'" in new[2] and new[2] == old[2]


def test_two_different_packs_are_a_usage_error(cli, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Nope\n", encoding="utf-8")
    code, _, err = cli("deck", "check", "asteria", str(deck), "--game", "asterix")
    assert code == 2 and "two packs named" in err


def test_fmt_prints_json(cli, tmp_path: Path) -> None:
    from conftest import CARDS

    pack = write_pack(tmp_path / "mini", cards=CARDS.replace('"gain 2 energy"', '"gain   2 energy"'))
    code, out, _ = cli("fmt", str(pack), "--format", "json")
    assert code == 0
    change = json.loads(out)["changes"][0]
    assert change["old"] == "gain   2 energy" and change["new"] == "gain 2 energy" and change["line"] == 9


def test_import_prints_json(cli, tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "mini")
    sheet = tmp_path / "cards.csv"
    sheet.write_text("name,cost,faction,effect\nBolt,2,blue,gain 1 energy\n", encoding="utf-8")
    out_file = tmp_path / "b.yaml"
    code, out, err = cli(
        "import", str(pack), str(sheet), "--type", "action", "--out", str(out_file), "--format", "json"
    )
    assert code == 0, err
    assert json.loads(out)["added"] == ["bolt"] and out_file.is_file()


def test_print_writes_as_and_reports_json(cli, tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "mini")
    code, out, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--as", "html", "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    assert report["ok"] and report["written"][0].endswith(".html")
    assert err == ""


def test_print_format_html_still_works_with_a_note(cli, tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "mini")
    code, out, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 0
    assert "wrote" in out and ".html" in out
    assert "'--format html' is now '--as html'" in err


@pytest.mark.parametrize(
    ("command", "shown"),
    [
        (("simulate",), "(default: 100)"),
        (("print",), "(default: a4)"),
        (("deck", "report"), "(default: 200)"),
        (("check",), "(default: text)"),
    ],
)
def test_help_shows_defaults(cli, command: tuple[str, ...], shown: str) -> None:
    code, out, _ = cli(*command, "--help")
    assert code == 0
    assert shown in " ".join(out.split())
    assert "--game PACK" not in out  # the old spelling works, unlisted


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "asteria", "--games", "0"),
        ("play", "asteria", "--seat", "9"),
        ("simulate", "asteria", "--agents", "nobody"),
    ],
)
def test_usage_errors_exit_2(cli, args: tuple[str, ...]) -> None:
    assert cli(*args)[0] == 2


def test_simulate_prints_json(cli) -> None:
    code, out, err = cli("simulate", "asteria", "--games", "2", "--format", "json")
    assert code == 0, err
    result = json.loads(out)
    assert result["games"] == 2 and result["summary"]["games"] == 2


def test_help_imports_no_compiler() -> None:
    probe = (
        "import sys; from cardsmith.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('cardsmith.compiler', 'lark', 'jsonschema'))))"
    )
    run = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env={"PYTHONPATH": SOURCE}, timeout=60
    )
    assert run.stdout.splitlines()[-1] == "[]", run.stderr
