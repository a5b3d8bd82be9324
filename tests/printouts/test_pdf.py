"""The PDF read back: page size and count, the cards' boxes, trim and bleed boxes, duplex backs, crop marks."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from printed import PT_PER_MM, card_boxes, mark_lines, read_pdf

from cardsmith.printouts.layout import Options, Size, impose
from conftest import CARDS


def test_asteria_on_a4_nine_cards_a_page(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asteria", "--out", str(tmp_path))
    assert code == 0, err
    assert "W701" not in err
    reader = read_pdf(tmp_path / "asteria.pdf")
    assert len(reader.pages) == 7  # 56 cards, 9 a page
    page = reader.pages[0]
    assert float(page.mediabox.width) == pytest.approx(210 * PT_PER_MM, abs=0.1)
    assert float(page.mediabox.height) == pytest.approx(297 * PT_PER_MM, abs=0.1)
    boxes = card_boxes(reader, 0, 63, 88)
    assert len(boxes) == 9
    assert boxes[0] == pytest.approx(((210 - 189) / 2, (297 - 264) / 2), abs=0.05)
    assert len(card_boxes(reader, 6, 63, 88)) == 56 - 6 * 9
    assert "Asteria 1.0.0" in page.extract_text() and "page 1/7" in page.extract_text()
    assert "Transporte de Tributo" in " ".join(page.extract_text().split())


def test_duplex_backs_are_interleaved_and_mirrored(cli, pack_dir, tmp_path: Path) -> None:
    pack = pack_dir()
    out = tmp_path / "out"
    code, _, err = cli(
        "print",
        str(pack),
        "--out",
        str(out),
        "--backs",
        "duplex-long",
        "--bleed",
        "2",
        "--back-offset",
        "1,0",
        "--card",
        "mini",
    )
    assert code == 0, err
    reader = read_pdf(out / "mini.pdf")
    assert len(reader.pages) == 2
    fronts, backs = card_boxes(reader, 0, 48, 67), card_boxes(reader, 1, 48, 67)
    assert len(fronts) == len(backs) == 3  # copies expanded
    assert sorted(round(210 - x - 48 - 1, 2) for x, _ in fronts) == sorted(x for x, _ in backs)
    assert "backs" in reader.pages[1].extract_text()


def test_back_pages_carry_the_crop_marks_where_the_front_marks_show_through(cli, pack_dir, tmp_path: Path) -> None:
    args = ["--card", "mini", "--gap", "4", "--bleed", "2", "--backs", "duplex-long", "--back-offset", "1,0.5"]
    args += ["--margin", "10"]  # room for every mark on both sides, whatever the offset
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"), *args)
    assert code == 0, err
    reader = read_pdf(tmp_path / "o" / "mini.pdf")
    front, back = mark_lines(reader, 0), mark_lines(reader, 1)
    options = Options(card=Size(44, 63), gap=4, bleed=2, margin=10)
    planned = impose(["spark"], None, options)[0].marks
    assert len(front) == len(planned) > 2 * 6 + 2 * 6  # beyond the margin's marks on 6 + 6 cut lines: corner marks
    assert _flat(front) == pytest.approx(_flat((m.x1, m.y1, m.x2, m.y2) for m in planned), abs=0.01)
    turned = ((210 - x2 - 1, y1 - 0.5, 210 - x1 - 1, y2 - 0.5) for x1, y1, x2, y2 in front)
    assert _flat(back) == pytest.approx(_flat(turned), abs=0.01)


def _flat(lines: Iterable[tuple[float, ...]]) -> list[float]:
    return [value for line in sorted(lines) for value in line]


def test_print_shop_pages_have_trim_and_bleed_boxes(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "o"), "--print-shop", "--bleed", "3")
    assert code == 0, err
    reader = read_pdf(tmp_path / "o" / "mini.pdf")
    assert len(reader.pages) == 3
    page = reader.pages[0]
    assert float(page.trimbox.width) == pytest.approx(63 * PT_PER_MM, abs=0.1)
    assert float(page.trimbox.height) == pytest.approx(88 * PT_PER_MM, abs=0.1)
    assert float(page.bleedbox.width) == pytest.approx(69 * PT_PER_MM, abs=0.1)
    assert float(page.mediabox.height) == pytest.approx(94 * PT_PER_MM, abs=0.1)
    assert len(card_boxes(reader, 0, 69, 94)) == 1


def test_letter_page_and_english_text(cli, pack_dir, tmp_path: Path) -> None:
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path), "--page", "letter", "--lang", "en")
    assert code == 0, err
    page = read_pdf(tmp_path / "mini.pdf").pages[0]
    assert float(page.mediabox.width) == pytest.approx(215.9 * PT_PER_MM, abs=0.1)
    assert "Gain 2" in page.extract_text() and "energy" in page.extract_text()


def test_only_reprints_a_subset(cli, tmp_path: Path) -> None:
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--only", "type:planet")
    assert code == 0, err
    assert len(read_pdf(tmp_path / "asteria.pdf").pages) == 2  # 14 planets
    code, _, err = cli("print", "asteria", "--out", str(tmp_path), "--only", "type:plnet")
    assert code == 1 and "<query>:1:" in err


def _bleed_pixels(path: Path, page: int) -> list[tuple[int, int, int]]:
    """The colours at the four corners and edge middles of a page's bleed (1 mm in from the sheet's edge)."""
    import pypdfium2

    image = pypdfium2.PdfDocument(path)[page].render(scale=100 / 72).to_pil().convert("RGB")
    inset = round(100 / 25.4)
    w, h = image.width - 1 - inset, image.height - 1 - inset
    return [image.getpixel(p) for p in ((inset, inset), (w, inset), (inset, h), (w, h), (w // 2, inset))]


def test_the_bleed_continues_what_touches_the_edge(cli, tmp_path: Path) -> None:
    """Welcome to the Moon's robot back is grey to its edge, bleed included (it sat in a blue frame), and an
    Asterix album's red and blue halves run into the bleed (the bleed was a flat background colour)."""
    args = ["--print-shop", "--bleed", "3", "--out", str(tmp_path)]
    code, _, err = cli("print", "welcome_to_the_moon", "--only", "id:nave_01", "--backs", "duplex-long", *args)
    assert code == 0, err
    assert set(_bleed_pixels(tmp_path / "welcome_to_the_moon.pdf", 1)) == {(0x6B, 0x6B, 0x6B)}
    code, _, err = cli("print", "asterix", "--only", "id:album_asteriks_gal", *args)
    assert code == 0, err
    top_left, top_right, bottom_left, bottom_right, top = _bleed_pixels(tmp_path / "asterix.pdf", 0)
    assert top_left == top_right == top == (0xB3, 0x26, 0x1E)  # the roman half
    assert bottom_left == bottom_right == (0x2A, 0x5D, 0x9F)  # the gaul half


def _forms(path: Path) -> int:
    """How many distinct drawings (Form XObjects) the PDF's pages draw."""
    found = set()
    for page in read_pdf(path).pages:
        for ref in (page["/Resources"].get("/XObject") or {}).values():
            if ref.get_object().get("/Subtype") == "/Form":
                found.add(ref.idnum)
    return len(found)


def test_copies_are_one_face_drawn_in_each_slot(cli, pack_dir, tmp_path: Path) -> None:
    """27 copies of a card make 3 pages of 9, but the PDF holds the card once, drawn in each slot: it is barely
    larger than the PDF of one copy (each copy was laid out and written again, 27 times the card)."""
    sizes = {}
    for copies in (1, 27):
        pack = pack_dir(cards=CARDS.replace("copies: 3", f"copies: {copies}"))
        code, _, err = cli("print", str(pack), "--out", str(tmp_path / str(copies)))
        assert code == 0, err
        path = tmp_path / str(copies) / "mini.pdf"
        sizes[copies] = path.stat().st_size
        reader = read_pdf(path)
        assert len(reader.pages) == (copies + 8) // 9
        assert [len(card_boxes(reader, page, 63, 88)) for page in range(len(reader.pages))] == (
            [9, 9, 9] if copies == 27 else [1]
        )
        assert "Spark" in " ".join(reader.pages[-1].extract_text().split())
        assert _forms(path) == 1
    assert sizes[27] < sizes[1] * 1.3


def test_print_shop_pages_share_one_frame(cli, pack_dir, tmp_path: Path) -> None:
    """One card a page, 27 copies: each page has its trim and bleed boxes and its card, but the empty frame
    around it is laid out once and shared (WeasyPrint laid out an empty page per card)."""
    pack = pack_dir(cards=CARDS.replace("copies: 3", "copies: 27"))
    code, _, err = cli("print", str(pack), "--out", str(tmp_path / "o"), "--print-shop", "--bleed", "3")
    assert code == 0, err
    reader = read_pdf(tmp_path / "o" / "mini.pdf")
    assert len(reader.pages) == 27
    assert all(float(page.trimbox.width) == pytest.approx(63 * PT_PER_MM, abs=0.1) for page in reader.pages)
    assert all(len(card_boxes(reader, number, 69, 94)) == 1 for number in (0, 13, 26))
    frames = {page["/Contents"][1].idnum for page in reader.pages}  # after the "q" that keeps its state apart
    assert len(frames) == 1
