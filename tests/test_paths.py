"""Naming a pack: a bare word that is a bundled pack's name is that pack, a path is a folder; a folder named like
a bundled pack never takes its place unnoticed (playing a pack runs its code)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import write_pack
from runtime.code_packs import code_pack, marking


def test_a_bundled_name_is_the_bundled_pack_even_with_a_folder_of_that_name_here(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_pack(tmp_path / "asteria")  # the "mini" pack, in a folder named like a bundled one
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "asteria")
    assert code == 0 and out.startswith("asteria: ok"), out
    assert "note: 'asteria' is the bundled pack" in err and "./asteria" in err
    code, out, _err = cli("check", "./asteria")
    assert code == 0 and out.startswith("mini: ok"), out


def test_a_folder_named_like_a_bundled_pack_never_runs_in_its_place(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "imported"
    code_pack(tmp_path / "asteria", marking(marker))
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("simulate", "asteria", "--games", "1")
    assert code == 0 and out.startswith("Asteria: 1 games"), err
    assert not marker.exists()


def test_a_bare_word_that_names_no_bundled_pack_is_a_folder_here(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_pack(tmp_path / "mygame")
    monkeypatch.chdir(tmp_path)
    code, out, err = cli("check", "mygame")
    assert code == 0 and out.startswith("mini: ok") and "note" not in err
