"""Naming a pack: a folder the user can see (a path, or a bare word naming a folder here) is that folder, else a
bare word is the bundled pack of that name; a folder named like a bundled pack never takes its place unnoticed
(playing a pack runs its code): a note says which one is used."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.base.paths import bundled_root
from conftest import write_pack
from runtime.code_packs import code_pack, marking


def test_a_folder_here_wins_over_a_bundled_pack_of_its_name_and_says_so(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A designer who copied a bundled pack to change it checks the copy they see, told on stderr which was used
    and where the bundled one is; `cardsmith check asteria` checked the bundled pack instead."""
    write_pack(tmp_path / "asteria")  # the "mini" pack, in a folder named like a bundled one
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "asteria")
    assert code == 0 and out.startswith("mini: ok"), out
    assert "note: 'asteria' is the folder asteria here, not the bundled pack asteria" in err, err
    assert str(bundled_root() / "asteria") in err  # where the bundled one is
    code, out, err = cli("check", "./asteria")
    assert code == 0 and out.startswith("mini: ok"), out
    code, out, err = cli("check", str(bundled_root() / "asteria"))  # the bundled pack, named by its folder
    assert code == 0 and out.startswith("asteria: ok") and "note" not in err, out


def test_every_command_takes_the_folder_here(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`simulate`, `test`, `print`: the folder's own pack (its rules module runs, and a note says so)."""
    marker = tmp_path / "imported"
    code_pack(tmp_path / "asteria", marking(marker))
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("simulate", "asteria", "--games", "1")
    assert code == 1 and "asteria/rules.py:3:1: error E514" in err, out + err  # the folder's module, which fails
    assert marker.exists() and "is the folder asteria here" in err
    code, out, err = cli("test", "asteria")
    assert "asteria/rules.py" in err and "bundled" not in out, out + err
    write_pack(tmp_path / "afternova")
    code, out, err = cli("print", "afternova", "--as", "html", "--out", str(tmp_path / "out"))
    assert code == 0 and "afternova here" in err, err
    assert "Spark" in next((tmp_path / "out").glob("*.html")).read_text(encoding="utf-8")


def test_a_bundled_name_without_a_folder_here_is_the_bundled_pack(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "asteria")
    assert code == 0 and out.startswith("asteria: ok") and "note" not in err, out


def test_a_bare_word_that_names_no_bundled_pack_is_a_folder_here(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_pack(tmp_path / "mygame")
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "mygame")
    assert code == 0 and out.startswith("mini: ok") and "note" not in err
