"""`fmt --write` never loses or corrupts anything: atomic, line endings and links kept, leftovers of a killed
write neither loaded nor kept; `import --out` writes by the same rule."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import CARDS

SOURCE = str(Path(__file__).resolve().parents[2] / "src")
UNFORMATTED = CARDS.replace('"gain 2 energy"', '"you gain  2 energy"')


def _crlf(text: str) -> bytes:
    return text.replace("\n", "\r\n").encode("utf-8")


def test_fmt_write_keeps_crlf_line_endings(cli, pack_dir) -> None:
    pack = pack_dir(cards=_crlf(UNFORMATTED))
    assert cli("fmt", str(pack), "--write")[0] == 0
    assert (pack / "cards" / "a.yaml").read_bytes() == _crlf(CARDS)


def test_fmt_write_keeps_crlf_in_a_rewritten_block_text(cli, pack_dir) -> None:
    block = "|\n        you gain  2 energy\n        you draw 1 action from deck\n    provenance"
    pack = pack_dir(cards=_crlf(CARDS.replace('"gain 2 energy"\n    provenance', block)))
    assert cli("fmt", str(pack), "--write")[0] == 0
    written = (pack / "cards" / "a.yaml").read_bytes()
    assert b"gain 2 energy" in written and b"you gain" not in written
    assert written.count(b"\n") == written.count(b"\r\n"), "every line still ends with CRLF"
    assert cli("fmt", str(pack), "--check")[0] == 0 and cli("check", str(pack))[0] == 0


def test_fmt_write_keeps_a_linked_card_file_a_link(cli, pack_dir) -> None:
    pack = pack_dir(cards=None, extra={"shared/a.yaml": UNFORMATTED})
    (pack / "cards").mkdir()
    os.symlink("../shared/a.yaml", pack / "cards" / "a.yaml")
    assert cli("fmt", str(pack), "--write")[0] == 0
    assert os.readlink(pack / "cards" / "a.yaml") == "../shared/a.yaml"
    assert (pack / "shared" / "a.yaml").read_text(encoding="utf-8") == CARDS


def test_fmt_write_keeps_the_files_permissions(cli, pack_dir) -> None:
    pack = pack_dir(cards=UNFORMATTED)
    (pack / "cards" / "a.yaml").chmod(0o640)
    assert cli("fmt", str(pack), "--write")[0] == 0
    assert (pack / "cards" / "a.yaml").stat().st_mode & 0o777 == 0o640


def test_fmt_write_killed_before_its_rename_loses_nothing(cli, pack_dir) -> None:
    """kill -9 between writing the new text and renaming it over the card file: the card file is whole, the
    leftover is not loaded by `check`, and the next `fmt --write` removes it once it is stale."""
    pack = pack_dir(cards=UNFORMATTED)
    stuck = (
        "import os, sys, time\n"
        "os.replace = lambda *args: time.sleep(60)\n"  # stands for a process killed at that very moment
        "from cardsmith.cli import main\n"
        "main(['fmt', sys.argv[1], '--write'])\n"
    )
    writer = subprocess.Popen([sys.executable, "-c", stuck, str(pack)], env={**os.environ, "PYTHONPATH": SOURCE})
    try:
        leftovers = _wait_for_leftover(pack / "cards")
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    assert [p.name.startswith(".cardsmith-") for p in leftovers] == [True]
    assert (pack / "cards" / "a.yaml").read_text(encoding="utf-8") == UNFORMATTED
    code, _, err = cli("check", str(pack))
    assert code == 0, err
    hour_ago = time.time() - 3600
    os.utime(leftovers[0], (hour_ago, hour_ago))
    assert cli("fmt", str(pack), "--write")[0] == 0
    assert sorted(p.name for p in (pack / "cards").iterdir()) == ["a.yaml"]
    assert (pack / "cards" / "a.yaml").read_text(encoding="utf-8") == CARDS


def _wait_for_leftover(folder: Path) -> list[Path]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = [p for p in folder.iterdir() if p.name != "a.yaml"]
        if found and found[0].stat().st_size:
            return found
        time.sleep(0.02)
    pytest.fail("fmt --write never wrote its temporary")


def test_a_recent_temporary_is_left_to_the_write_that_may_own_it(cli, pack_dir) -> None:
    pack = pack_dir(cards=UNFORMATTED, extra={"cards/.cardsmith-abcd1234.tmp": "being written"})
    assert cli("fmt", str(pack), "--write")[0] == 0
    assert (pack / "cards" / ".cardsmith-abcd1234.tmp").exists()


def test_import_force_onto_a_link_writes_through_it(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir()
    (tmp_path / "rows.csv").write_text("name,cost,faction\nBolt,2,red\n", encoding="utf-8")
    (tmp_path / "kept.yaml").write_text("old\n", encoding="utf-8")
    os.symlink(tmp_path / "kept.yaml", pack / "cards" / "b.yaml")
    out = str(pack / "cards" / "b.yaml")
    code, _, err = cli("import", str(tmp_path / "rows.csv"), "--game", str(pack), "--type", "action", "--out", out)
    assert code == 1 and "E006" in err  # a link in the pack that leads outside it is not read, to be updated
    args = ("import", str(tmp_path / "rows.csv"), "--game", str(pack), "--type", "action", "--out", out, "--force")
    assert cli(*args)[0] == 0
    assert (pack / "cards" / "b.yaml").is_symlink() and "name: Bolt" in (tmp_path / "kept.yaml").read_text()
