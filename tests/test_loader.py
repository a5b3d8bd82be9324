"""YAML is read safely and as written: YAML 1.2 scalars, located nodes, bounded aliases."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cardsmith.base.diagnostics import DiagnosticError
from cardsmith.base.loader import load_yaml


def test_words_that_yaml_1_1_turns_into_booleans_stay_words() -> None:
    data = load_yaml("a: No\nb: on\nc: yes\nd: off\ne: y\n", "x.yaml").data
    assert data == {"a": "No", "b": "on", "c": "yes", "d": "off", "e": "y"}


def test_numbers_are_decimal_and_dates_stay_text() -> None:
    data = load_yaml("a: 010\nb: 0x10\nc: 2024-01-01\nd: 1.5\ne: '7'\nf: true\ng: ~\n", "x.yaml").data
    assert data == {"a": 10, "b": "0x10", "c": "2024-01-01", "d": 1.5, "e": "7", "f": True, "g": None}


def test_every_node_and_key_is_located() -> None:
    located = load_yaml("cards:\n  - id: spark\n    copies: 3\n", "x.yaml")
    assert (located.where(("cards", 0, "copies")).line, located.where(("cards", 0, "copies")).column) == (3, 13)
    key = located.where(("cards", 0, "copies"), key=True)
    assert (key.line, key.column) == (3, 5)


def test_position_inside_a_block_scalar_maps_to_the_file() -> None:
    located = load_yaml("effect: |\n  gain 2 energy\n  draw 1 card\n", "x.yaml")
    where = located.text_position(("effect",), 2, 6)
    assert (where.line, where.column) == (3, 8)


def test_small_aliases_are_fine() -> None:
    assert load_yaml("a: &x [1, 2]\nb: *x\n", "x.yaml").data == {"a": [1, 2], "b": [1, 2]}


@given(
    st.recursive(
        st.one_of(st.integers(-1000, 1000), st.text(alphabet="abc xyz", max_size=8), st.booleans()),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.dictionaries(st.text(alphabet="kq", min_size=1, max_size=3), inner, max_size=3),
        ),
        max_leaves=20,
    )
)
def test_plain_data_loads_back_as_itself(value: object) -> None:
    import json

    text = "v: " + json.dumps(value)
    try:
        loaded = load_yaml(text, "x.yaml").data
    except DiagnosticError as error:  # only the nesting bound may refuse plain data
        assert error.diagnostic.code == "E004"
        return
    assert loaded == {"v": value}
