"""What `print` and `watch` say about a build: a warning quotes the card's own text, escaped."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.commands.printing import report
from cardsmith.printouts.printout import Result


def test_a_warning_quoting_a_card_shows_its_control_characters_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    result = Result(0, written=[Path("out/mini.pdf")], warnings=["card 'zap': text does not fit: \x1b]0;owned\x07"])
    assert report(result, "mini") == 0
    err = capsys.readouterr().err
    assert err == "cardsmith: warning W701 card 'zap': text does not fit: \\x1b]0;owned\\x07\n"


@pytest.mark.parametrize("form", ["./mini", "mini", "."])
@pytest.mark.parametrize("output", ["pdf", "png", "tts"])
def test_a_pack_named_by_a_relative_path_prints(
    cli, pack_dir, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, form: str, output: str
) -> None:
    """The README's own form, `cardsmith print ./mygame --out out`: a relative pack and output folder."""
    pack = pack_dir()
    monkeypatch.chdir(pack if form == "." else pack.parent)
    code, out, err = cli("print", form, "--out", "out", "--format", output, "--dpi", "60")
    assert code == 0, err
    assert "wrote" in out and "internal error" not in err
    assert any((Path.cwd() / "out").rglob("*.pdf" if output == "pdf" else "*.png"))


def test_watch_builds_a_pack_named_by_a_relative_path(
    cli, pack_dir, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(pack_dir().parent)
    code, _, err = cli("watch", "./mini", "--out", "out", "--builds", "1")
    assert code == 0, err
    assert (tmp_path / "out" / "mini.pdf").is_file()
