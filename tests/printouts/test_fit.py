"""Text that shrinks to fit: larger boxes and shorter texts get larger type."""

from __future__ import annotations

from cardsmith.printouts.fit import font_size, lines_needed


def test_wrapping_counts_lines() -> None:
    assert lines_needed("aaa bbb ccc", 7) == 2
    assert lines_needed("a\nb", 10) == 2
    assert lines_needed("x" * 25, 10) == 3


def test_size_shrinks_with_length_and_gives_up_below_the_minimum() -> None:
    short = font_size("Gain 2 energy.", 55, 30)
    long = font_size("Gain 2 energy. " * 30, 55, 30)
    assert short == 9.0
    assert long is not None and 5 <= long < short
    assert font_size("word " * 2000, 55, 30) is None
