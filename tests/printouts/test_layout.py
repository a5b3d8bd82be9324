"""Imposition: cards per page, centring, copies, duplex mirroring, crop marks, sizes."""

from __future__ import annotations

from dataclasses import astuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.printouts.layout import (
    CARD_SIZES,
    MARK_GAP,
    MARK_LENGTH,
    PAGE_SIZES,
    LayoutError,
    Line,
    Options,
    Size,
    Slot,
    cut_lines,
    grid,
    impose,
    parse_size,
)


def test_nine_poker_cards_fit_an_a4_page_centred() -> None:
    layout = grid(Options())
    assert (layout.columns, layout.rows) == (3, 3)
    assert layout.left == pytest.approx((210 - 3 * 63) / 2)
    assert layout.top == pytest.approx((297 - 3 * 88) / 2)


def test_bleed_and_gap_take_room() -> None:
    assert grid(Options(bleed=3)).per_sheet == 6  # 10 mm margins made it 4
    assert grid(Options(card=Size(*CARD_SIZES["mini"]))).per_sheet == 16
    assert grid(Options(bleed=3, margin=3, marks="lines")).per_sheet == 9  # the bleed may run into the margin


@pytest.mark.parametrize(
    ("page", "extra", "cards"),
    [("letter", {}, 9), ("a4", {"gap": 2}, 9), ("a4", {"bleed": 3}, 6), ("letter", {"bleed": 3}, 6)],
)
def test_the_largest_grid_that_fits_the_printers_safe_area(page: str, extra: dict[str, float], cards: int) -> None:
    """Poker cards: 9 on Letter (a fixed 10 mm margin gave 6), 9 on A4 with a 2 mm gap (6)."""
    options = Options(page=Size(*PAGE_SIZES[page]), **extra)  # type: ignore[arg-type]
    layout = grid(options)
    assert layout.per_sheet == cards
    trim_right = layout.left + layout.columns * (63 + 2 * options.bleed + options.gap) - options.gap - 2 * options.bleed
    assert layout.left >= options.margin and trim_right <= options.page.width - options.margin + 1e-9


def test_a_wider_margin_takes_cards_away() -> None:
    assert grid(Options(margin=10, gap=2)).per_sheet == 6
    with pytest.raises(LayoutError, match="20 mm margins"):
        grid(Options(card=Size(*CARD_SIZES["tarot"]), page=Size(100, 150), margin=20))


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
        assert b.x == pytest.approx(210 - f.x - 63 - 0.5)  # the printer's +0.5 mm shift, corrected
        assert b.y == pytest.approx(f.y + 1.0)


def test_a_measured_printer_shift_is_corrected_not_doubled() -> None:
    """README: `--back-offset` is the shift your printer gives the back side. A printer that shifts backs by
    (+0.5, -1) mm must then put each back exactly behind its front: the error cancels, it does not double."""
    options = Options(backs="duplex-short", back_offset=(0.5, -1.0))
    front, back = impose(["a"], ["A"], options)[:2]
    printed_x, printed_y = back.slots[0].x + 0.5, back.slots[0].y - 1.0  # what the printer does to the back
    assert printed_x == pytest.approx(front.slots[0].x)
    assert printed_y == pytest.approx(297 - front.slots[0].y - 88)


def test_duplex_short_edge_mirrors_top_bottom() -> None:
    front, back = impose(list("abcd"), list("ABCD"), Options(backs="duplex-short"))
    for f, b in zip(front.slots, back.slots, strict=True):
        assert b.x == pytest.approx(f.x)
        assert b.y == pytest.approx(297 - f.y - 88)


def test_crop_marks_frame_the_grid_and_lines_cross_the_sheet() -> None:
    options = Options(bleed=2, gap=4)
    xs, ys = cut_lines(grid(options), options)
    outside = [m for m in impose(["a"], None, options)[0].marks if not _inside_grid(m, options)]
    assert len(outside) == 2 * len(xs) + 2 * len(ys)  # each cut line marked at both ends
    assert all(m.x1 in xs or m.y1 in ys for m in outside)
    lines = impose(["a"], None, Options(marks="lines"))[0].marks
    assert len(lines) == 4 + 4 and all(m.y1 == 0 and m.y2 == 297 for m in lines if m.x1 == m.x2)
    assert impose(["a"], None, Options(marks="none"))[0].marks == []


def test_corner_marks_between_separated_cards_sit_in_the_gutters_on_the_cut_lines() -> None:
    options = Options(gap=4)  # poker on A4: 2 columns, 3 rows
    layout = grid(options)
    xs, ys = cut_lines(layout, options)
    inner = [m for m in impose(["a"], None, options)[0].marks if _inside_grid(m, options)]
    vertical = [m for m in inner if m.x1 == m.x2]
    horizontal = [m for m in inner if m.y1 == m.y2]
    assert len(vertical) == len(xs) * (layout.rows - 1) and len(horizontal) == len(ys) * (layout.columns - 1)
    assert {m.x1 for m in vertical} == set(xs) and {m.y1 for m in horizontal} == set(ys)
    first_gutter = layout.top + 88  # below the first row, 4 mm high: a 2 mm mark 1 mm clear of each card
    assert {(m.y1, m.y2) for m in vertical if m.y1 < first_gutter + 4} == {(first_gutter + 1, first_gutter + 3)}


def test_a_wide_gutter_gets_a_mark_off_each_cards_corner() -> None:
    options = Options(card=Size(*CARD_SIZES["mini"]), gap=20, bleed=1)
    layout = grid(options)
    xs, _ = cut_lines(layout, options)
    inner = [m for m in impose(["a"], None, options)[0].marks if _inside_grid(m, options) and m.x1 == m.x2]
    assert len(inner) == 2 * len(xs) * (layout.rows - 1)
    assert all(m.y2 - m.y1 == pytest.approx(MARK_LENGTH) for m in inner)
    bleed_bottom = layout.top + 63 + 1
    assert min(m.y1 for m in inner) == pytest.approx(bleed_bottom + MARK_GAP)
    assert max(m.y2 for m in inner if m.y2 < bleed_bottom + 20) == pytest.approx(bleed_bottom + 20 - MARK_GAP)


@pytest.mark.parametrize(
    ("gap", "bleed"), [(0, 0), (0, 3), (0.5, 2)], ids=["touching", "bleeds-touching", "gutter-too-narrow"]
)
def test_no_corner_marks_where_no_gutter_can_hold_them(gap: float, bleed: float) -> None:
    options = Options(gap=gap, bleed=bleed)
    marks = impose(["a"], None, options)[0].marks
    assert marks and not [m for m in marks if _inside_grid(m, options)]


@pytest.mark.parametrize("backs", ["duplex-long", "duplex-short"])
@pytest.mark.parametrize(("marks", "offset"), [("crop", (0.5, -1.0)), ("lines", (0.0, 0.0))])
def test_back_marks_are_the_front_marks_turned_over_with_the_offset(
    backs: str, marks: str, offset: tuple[float, float]
) -> None:
    options = Options(backs=backs, back_offset=offset, marks=marks, gap=3, bleed=2)
    front, back = impose(list("ab"), list("AB"), options)
    assert back.side == "back" and len(back.marks) == len(front.marks) > 0
    expected = [v for line in sorted(_turned(m, options) for m in front.marks) for v in line]
    assert [v for m in sorted(back.marks, key=astuple) for v in astuple(m)] == pytest.approx(expected)


def test_back_marks_pushed_off_by_a_large_offset_are_cut_to_the_sheet() -> None:
    options = Options(backs="duplex-long", back_offset=(20.0, -30.0), marks="lines")
    front, back = impose(["a"], ["A"], options)
    assert back.marks and all(0 <= m.x1 <= m.x2 <= 210 and 0 <= m.y1 <= m.y2 <= 297 for m in back.marks)
    assert {m.y2 for m in back.marks if m.x1 == m.x2} == {297}  # shortened, not dropped
    assert len(back.marks) < len(front.marks)  # the first column's lines moved off the sheet


_offsets = st.floats(min_value=-3, max_value=3, allow_nan=False)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    page=st.sampled_from([Size(*size) for size in PAGE_SIZES.values()]),
    card=st.sampled_from([Size(*size) for size in CARD_SIZES.values()]),
    bleed=st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0, 5.0]),
    gap=st.floats(min_value=0, max_value=12, allow_nan=False),
    backs=st.sampled_from(["duplex-long", "duplex-short"]),
    offset=st.tuples(_offsets, _offsets),
)
def test_no_crop_mark_touches_a_cards_bleed_on_either_side(
    page: Size, card: Size, bleed: float, gap: float, backs: str, offset: tuple[float, float]
) -> None:
    options = Options(page=page, card=card, bleed=bleed, gap=gap, backs=backs, back_offset=offset)
    items = list(range(grid(options).per_sheet))
    for sheet in impose(items, items, options):
        assert sheet.marks
        for mark in sheet.marks:
            assert 0 < (mark.x2 - mark.x1) + (mark.y2 - mark.y1) <= MARK_LENGTH + 1e-9
            assert 0 <= mark.x1 <= mark.x2 <= page.width and 0 <= mark.y1 <= mark.y2 <= page.height
            assert not [slot.index for slot in sheet.slots if _touches(mark, slot, options)], (sheet.side, mark)


def _inside_grid(mark: Line, options: Options) -> bool:
    """Whether a mark lies within the outer edges of the grid's bleed (between cards, not in the margin)."""
    layout = grid(options)
    width = layout.columns * (options.card.width + 2 * options.bleed + options.gap) - options.gap
    height = layout.rows * (options.card.height + 2 * options.bleed + options.gap) - options.gap
    left, top = layout.left - options.bleed, layout.top - options.bleed
    return left <= mark.x1 <= mark.x2 <= left + width and top <= mark.y1 <= mark.y2 <= top + height


def _touches(mark: Line, slot: Slot[int], options: Options, clearance: float = 0.2) -> bool:
    """Whether a mark comes within `clearance` mm of a card's bleed box (a stroke is 0.09 mm wide)."""
    left, top = slot.x - options.bleed - clearance, slot.y - options.bleed - clearance
    right = slot.x + options.card.width + options.bleed + clearance
    bottom = slot.y + options.card.height + options.bleed + clearance
    return mark.x1 < right and mark.x2 > left and mark.y1 < bottom and mark.y2 > top


def _turned(mark: Line, options: Options) -> tuple[float, float, float, float]:
    """A front mark seen from the back once the sheet is turned on the chosen edge, then shifted by the offset."""
    dx, dy = options.back_offset
    x1, y1, x2, y2 = mark.x1, mark.y1, mark.x2, mark.y2
    if options.backs == "duplex-long":
        x1, x2 = options.page.width - x2, options.page.width - x1
    else:
        y1, y2 = options.page.height - y2, options.page.height - y1
    return x1 - dx, y1 - dy, x2 - dx, y2 - dy


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
