"""Text that shrinks to fit: larger boxes and shorter texts get larger type."""

from __future__ import annotations

import pytest

from cardsmith.printouts.fit import font_size, lines_needed, table_height, table_size


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


def test_a_table_of_fields_counts_the_lines_of_long_values_in_its_value_column() -> None:
    short = {"cost": "2", "strength": "3"}
    long = {"cost": "2", "note": "sixty boxes crossed left to right, top line first, then the bottom line " * 2}
    assert table_height(short, 57, 6.5) == pytest.approx(2 * 6.5 * 25.4 / 72 * 1.2)
    assert table_height(long, 57, 6.5) > 4 * table_height(short, 57, 6.5) / 2
    size = table_size(long, 57, table_height(short, 57, 6.5) * 1.5, 6.5, 4.5)
    assert 4.5 <= size < 6.5 and table_height(long, 57, size) <= table_height(short, 57, 6.5) * 1.5 + 1e-9


def test_a_table_whose_labels_are_too_long_for_one_line_wraps_them() -> None:
    """The generic card's labels wrap when a card is too narrow for them (once they never did, and the values
    were pushed off a mini card): the estimate wraps them too, in the share a browser gives them."""
    rows = {"puntos por Planificación (anverso)": "1", "nombre (anverso)": "Katherine"}
    assert table_height(rows, 60, 6) == pytest.approx(2 * 6 * 25.4 / 72 * 1.2)  # room for all on one line each
    narrow = table_height(rows, 30, 6)
    assert 2 * 6 * 25.4 / 72 * 1.2 < narrow < 6 * 6 * 25.4 / 72 * 1.2  # the long label on two or three lines
    assert table_height({"nombre": "Supercalifragilisticexpialidocious"}, 20, 6) == 1e9  # no word fits


def test_a_word_wider_than_its_line_does_not_fit_as_css_never_breaks_it() -> None:
    """An Asteria action's name on a mini card: the estimate broke 'Racionamento' over two lines, the browser ran
    it into the card's edge text."""
    from cardsmith.printouts.fit import word_width

    width = 18.6  # mm: the name's room on a mini action card
    size = font_size("Racionamento", width, 7, 8, 6)
    assert size is not None and word_width("Racionamento") * size * 25.4 / 72 <= width
    assert font_size("Racionamento", 5, 7, 8, 6) is None
