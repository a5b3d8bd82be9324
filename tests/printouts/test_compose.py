"""The composed PDF keeps what a single WeasyPrint pass writes beside the pages: language, title, the sheets'
names, bookmarks and links (the faces are laid out apart from the sheets and joined by `compose`)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from printed import PT_PER_MM, read_pdf
from pypdf import PdfReader

from conftest import CARDS

LINKED = """\
{#- A designer's card with a heading (a bookmark, as WeasyPrint makes of headings) and a link to the rules. -#}
<div class="my"><h2>{{ card.name }}</h2><a href="https://example.com/rules">rules</a></div>
"""


def _sheet_names(reader: PdfReader) -> dict[str, int]:
    return {name: reader.get_destination_page_number(dest) for name, dest in reader.named_destinations.items()}


def test_a_bundled_packs_pdf_keeps_its_language_title_and_sheet_names(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--only", "type:planet", "--backs", "duplex-long")
    assert code == 0, err
    reader = read_pdf(tmp_path / "asteria.pdf")
    assert reader.trailer["/Root"]["/Lang"] == "pt"  # screen readers and search go by it
    assert reader.metadata is not None and reader.metadata.title == "Asteria 1.0.0"
    assert _sheet_names(reader) == {f"page-{n + 1}": n for n in range(len(reader.pages))}


def test_print_shop_sheets_keep_their_names_though_they_share_one_frame(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--only", "type:planet", "--print-shop")
    assert code == 0, err
    reader = read_pdf(tmp_path / "asteria.pdf")
    assert len(reader.pages) == 14
    assert _sheet_names(reader) == {f"page-{n + 1}": n for n in range(14)}
    assert reader.trailer["/Root"]["/Lang"] == "pt"


def test_a_templates_headings_and_links_reach_every_copy(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir(cards=CARDS, extra={"templates/action.html": LINKED})
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "out"), "--card", "mini")
    assert code == 0, err
    reader = read_pdf(tmp_path / "out" / "mini.pdf")
    assert [item.title for item in reader.outline] == ["Spark"] * 3  # three copies, a bookmark each
    links = [annotation.get_object() for annotation in reader.pages[0].get("/Annots") or []]
    assert [link["/A"]["/URI"] for link in links] == ["https://example.com/rules"] * 3
    lefts = sorted(float(link["/Rect"][0]) / PT_PER_MM for link in links)
    pitch = 44  # mini cards side by side with no gap: each copy's link sits on its own card
    assert [b - a for a, b in itertools.pairwise(lefts)] == pytest.approx([pitch, pitch], abs=0.01)
    tops = [float(item.top) for item in reader.outline]
    assert len(set(tops)) == 1  # the three on one row, each bookmark at its card's heading
    assert all(reader.get_destination_page_number(item) == 0 for item in reader.outline)
