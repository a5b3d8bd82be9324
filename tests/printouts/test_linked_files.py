"""A pack's templates, stylesheet and art are read by the rules every pack file is read by: inside the pack once
links are resolved, regular files only, size-capped. A refused template or stylesheet is a located error; a
refused image or font in a PDF a warning (W701), as any URL the printout may not fetch."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardsmith.base.files import MAX_FILE_BYTES

PIXEL = base64.b64decode(  # a 1x1 PNG
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)
WITH_ART = '<img src="art/a.png" style="width: 10mm">{{ card.name }}'


def _secret(tmp_path: Path) -> Path:
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:not for printing", encoding="utf-8")
    return secret


@pytest.mark.parametrize("fmt", ["html", "pdf"])
@pytest.mark.parametrize("name", ["card.html", "style.css", "generic/card.html"])
def test_a_template_or_stylesheet_linked_out_of_the_pack_is_refused(
    cli, pack_dir, tmp_path: Path, name: str, fmt: str
) -> None:
    pack = pack_dir()
    (pack / "templates" / name).parent.mkdir(parents=True)
    os.symlink(_secret(tmp_path), pack / "templates" / name)
    code, out, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", fmt)
    assert code == 1 and "Traceback" not in err
    assert f"mini/templates/{name}:1:1: error E006 'mini/templates/{name}' is outside the pack folder" in err
    assert "not for printing" not in out + err and not (tmp_path / "o" / f"mini.{fmt}").exists()


def test_a_templates_folder_linked_out_of_the_pack_is_refused(cli, pack_dir, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "card.html").write_text("not for printing {{ card.name }}", encoding="utf-8")
    pack = pack_dir()
    os.symlink(elsewhere, pack / "templates")
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "error E006 'mini/templates/card.html' is outside the pack folder" in err


@pytest.mark.parametrize("name", ["card.html", "style.css"])
def test_a_template_or_stylesheet_that_is_a_fifo_is_an_error(cli, pack_dir, tmp_path: Path, fifo, name) -> None:
    """A FIFO was silently passed over (the generic template printed instead); reading it would wait forever."""
    pack = pack_dir()
    (pack / "templates").mkdir()
    fifo(pack / "templates" / name)
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and f"mini/templates/{name}: error E007 cannot read the file: it is a named pipe (FIFO)" in err


def test_a_template_over_the_size_limit_is_refused(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": b"{{ card.name }}" + b" " * MAX_FILE_BYTES})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--format", "html")
    assert code == 1 and "mini/templates/card.html:1:1: error E008 the file is too large (more than 8 MiB)" in err


def test_art_inside_the_pack_is_printed(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": WITH_ART, "templates/art/a.png": PIXEL})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 0 and "W701" not in err, err
    assert len(PdfReader(tmp_path / "o" / "mini.pdf").pages[0].images) == 1


def test_art_linked_out_of_the_pack_is_not_fetched(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(extra={"templates/card.html": WITH_ART})
    (pack / "templates" / "art").mkdir()
    os.symlink(_secret(tmp_path), pack / "templates" / "art" / "a.png")
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 0 and "W701 not fetched (only files inside the pack may be used)" in err and "art/a.png" in err
    assert b"not for printing" not in (tmp_path / "o" / "mini.pdf").read_bytes()
    assert not PdfReader(tmp_path / "o" / "mini.pdf").pages[0].images


def test_art_that_is_a_fifo_is_not_fetched_and_the_print_does_not_hang(cli, pack_dir, tmp_path: Path, fifo) -> None:
    pack = pack_dir(extra={"templates/card.html": WITH_ART})
    (pack / "templates" / "art").mkdir()
    fifo(pack / "templates" / "art" / "a.png")
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"))
    assert code == 0 and "W701 not fetched (cannot read the file: it is a named pipe (FIFO)" in err


def test_a_pdf_of_a_pack_named_by_a_relative_path(cli, pack_dir, tmp_path: Path, monkeypatch) -> None:
    """The pack's folder became the PDF's base URL, and a relative one made an internal error."""
    pack_dir()
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("print", "mini", "--out", "o")
    assert code == 0, err
    assert (tmp_path / "o" / "mini.pdf").stat().st_size > 0
