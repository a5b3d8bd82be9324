"""Imposition: cards per page, centring, copies, duplex mirroring, crop marks, sizes."""

from __future__ import annotations

import pytest

from cardsmith.printouts.layout import CARD_SIZES, PAGE_SIZES, LayoutError, Options, Size, grid, impose, parse_size


def test_nine_poker_cards_fit_an_a4_page_centred() -> None:
    layout = grid(Options())
    assert (layout.columns, layout.rows) == (3, 3)
    assert layout.left == pytest.approx((210 - 3 * 63) / 2)
    assert layout.top == pytest.approx((297 - 3 * 88) / 2)


def test_bleed_and_gap_take_room() -> None:
    assert grid(Options(bleed=3)).per_sheet == 4
    assert grid(Options(card=Size(*CARD_SIZES["mini"]))).per_sheet == 16


def test_filled_top_left_first_with_overflow_to_a_new_sheet() -> None:
    sheets = impose(list(range(11)), None, Options())
    assert [len(s.slots) for s in sheets] == [9, 2]
    first = sheets[0].slots
    assert (first[0].x, first[0].y) < (first[1].x, first[1].y) and first[1].y == first[0].y
    assert first[3].x == first[0].x and first[3].y > first[0].y


def test_duplex_long_edge_mirrors_left_right_with_the_offset() -> None:
    options = Options(backs="duplex-long", back_offset=(0.5, -1.0))
    front, back = impose(["a", "b"], ["A", "B"], options)[:2]
    assert back.side == "back" and [s.item for s in back.slots] == ["A", "B"]
    for f, b in zip(front.slots, back.slots, strict=True):
        assert b.x == pytest.approx(210 - f.x - 63 + 0.5)
        assert b.y == pytest.approx(f.y - 1.0)


def test_duplex_short_edge_mirrors_top_bottom() -> None:
    front, back = impose(list("abcd"), list("ABCD"), Options(backs="duplex-short"))
    for f, b in zip(front.slots, back.slots, strict=True):
        assert b.x == pytest.approx(f.x)
        assert b.y == pytest.approx(297 - f.y - 88)


def test_crop_marks_stay_in_the_margin_and_lines_cross_the_sheet() -> None:
    options = Options(bleed=2, gap=4)
    layout = grid(options)
    marks = impose(["a"], None, options)[0].marks
    assert marks and all(
        m.y2 <= layout.top - 2
        or m.y1 >= 297 - layout.top + 2
        or m.x2 <= layout.left - 2
        or m.x1 >= 210 - layout.left + 2
        for m in marks
    )
    lines = impose(["a"], None, Options(marks="lines"))[0].marks
    assert len(lines) == 4 + 4 and all(m.y1 == 0 and m.y2 == 297 for m in lines if m.x1 == m.x2)
    assert impose(["a"], None, Options(marks="none"))[0].marks == []


def test_print_shop_mode_is_one_card_per_page() -> None:
    sheets = impose(list("abc"), None, Options(print_shop=True, bleed=3))
    assert len(sheets) == 3 and all((s.slots[0].x, s.slots[0].y) == (0, 0) for s in sheets)


def test_sizes() -> None:
    assert parse_size("poker", CARD_SIZES, "card") == Size(63, 88)
    assert parse_size("letter", PAGE_SIZES, "page") == Size(215.9, 279.4)
    assert parse_size("70x120", CARD_SIZES, "card") == Size(70, 120)
    with pytest.raises(LayoutError, match="neither"):
        parse_size("huge", CARD_SIZES, "card")
    with pytest.raises(LayoutError, match="does not fit"):
        grid(Options(card=Size(300, 300)))
