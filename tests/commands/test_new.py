"""`cardsmith new`: a pack that checks, plays, tests and prints from its first minute."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


@pytest.fixture
def made(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("new", "My Cards", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["pack"] == "my_cards"
    return tmp_path / "My Cards"


def test_a_new_pack_checks_simulates_and_passes_its_scenario(cli, made: Path) -> None:
    code, out, err = cli("check", str(made))
    assert code == 0, err
    assert "my_cards: ok - 16 cards" in out
    code, out, err = cli("simulate", str(made), "--games", "10", "--format", "json")
    assert code == 0, err
    summary = json.loads(out)["summary"]
    assert summary["errors"] == [] and summary["no_winner"] < 10  # games end by the pack's own rule
    code, out, err = cli("test", str(made))
    assert code == 0 and "1 scenario(s), all passed" in out, err
    code, out, err = cli("deck", "check", str(made), str(made / "decks" / "full.txt"))
    assert code == 0 and "valid - 16 cards" in out, err


def test_a_new_pack_prints(cli, made: Path, tmp_path: Path) -> None:
    code, out, err = cli("print", str(made), "--out", str(tmp_path / "out"), "--as", "html", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["written"]


def test_a_new_pack_is_named_after_its_folder(made: Path) -> None:
    game = (made / "game.yaml").read_text(encoding="utf-8")
    assert "id: my_cards\nname: My Cards\n" in game and "__" not in game


def test_new_never_writes_over_a_folder(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me", encoding="utf-8")
    code, _, err = cli("new", "mine")
    assert code == 1 and "exists and is not an empty folder" in err
    assert sorted(p.name for p in (tmp_path / "mine").iterdir()) == ["notes.txt"]


@pytest.mark.parametrize(("name", "words"), [("asteria", "bundled pack"), ("123", "makes no pack id")])
def test_new_refuses_a_name_no_command_could_use(cli, tmp_path: Path, monkeypatch, name: str, words: str) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("new", name)
    assert code == 2 and words in err
    assert not (tmp_path / name).exists()


def test_a_pack_that_cannot_play_yet_points_at_the_guide(cli, tmp_path: Path) -> None:
    """It pointed at one README sentence; the guide says how, and `new` makes a pack that plays."""
    from conftest import write_pack

    code, _, err = cli("simulate", str(write_pack(tmp_path / "mini")), "--games", "1")
    assert code == 1 and "'Making a pack playable'" in err and "cardsmith new NAME" in err
