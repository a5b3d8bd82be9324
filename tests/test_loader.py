"""YAML is read safely and as written: YAML 1.2 scalars, located nodes, bounded aliases."""

from __future__ import annotations

import pytest
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


# ---------------------------------------------------------------- places, looked up in the composed nodes

ALIASES_AND_STYLES = """\
base: &base
  cost: 2
  tags: [a, b]
cards:
  - <<_: 1
    id: "quoted"
    effect: |
      gain 2 energy
      draw 1 card
    folded: >
      one
      two
    single: 'it''s'
    again: *base
    list:
      - - deep
        - {x: 1, "y": [2, 3]}
  - plain words here
"""


def _tables(text: str) -> tuple[dict, dict]:
    """Every node's and every key's place by path, as the loader once recorded them while converting."""
    import yaml

    from cardsmith.base.loader import _Composer, _info

    nodes: dict = {}
    keys: dict = {}

    def walk(node: yaml.Node, path: tuple) -> None:
        nodes.setdefault(path, _info(node))
        if isinstance(node, yaml.SequenceNode):
            for i, child in enumerate(node.value):
                walk(child, (*path, i))
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                keys[(*path, str(key.value))] = _info(key)
                walk(value, (*path, str(key.value)))

    walk(yaml.compose(text, Loader=_Composer), ())
    return nodes, keys


def _probes(nodes: dict) -> set[tuple]:
    """Every path, and paths that leave the document (a missing key, an index too far, a wrong kind)."""
    found = set()
    for path in nodes:
        found |= {path, (*path, "missing"), (*path, 0), (*path, 99), (*path, -1), (*path, True), path[:-1] + ("0",)}
    return found


def _old_where(nodes: dict, keys: dict, shown: str, path: tuple, key: bool = False) -> tuple[int, int]:
    table = keys if key else nodes
    probe = path
    while probe:
        info = table.get(probe) or nodes.get(probe)
        if info:
            return info.line, info.column
        probe = probe[:-1]
    return 1, 1


@pytest.mark.slow  # every path of every bundled file, ~11 s: the quick tests above locate the same kinds of node
def test_places_are_those_the_loader_recorded_while_converting() -> None:
    """`where` and `text_position` look places up in the composed nodes; they give what the tables of every
    node's and key's place gave, on every path of every bundled file and a file of aliases and styles."""
    from cardsmith.base.paths import bundled_names, resolve_pack

    texts = {"aliases.yaml": ALIASES_AND_STYLES}
    for name in bundled_names():
        for path in sorted(resolve_pack(name).rglob("*.yaml")):
            texts[str(path)] = path.read_text(encoding="utf-8")
    assert len(texts) > 20
    for shown, text in texts.items():
        located = load_yaml(text, shown)
        nodes, keys = _tables(text)
        for path in sorted(_probes(nodes), key=repr):
            for key in (False, True):
                where = located.where(path, key=key)
                assert (where.line, where.column) == _old_where(nodes, keys, shown, path, key), (shown, path, key)
            for line, column in ((1, 1), (1, 5), (2, 3), (3, 1)):
                where = located.text_position(path, line, column)
                expected = _old_text_position(nodes, keys, located.lines, shown, path, line, column)
                assert (where.line, where.column) == expected, (shown, path, line, column)


def _old_text_position(nodes: dict, keys: dict, lines: list[str], shown: str, path: tuple, line: int, column: int):
    info = nodes.get(path)
    if info is None:
        return _old_where(nodes, keys, shown, path)
    if info.style in ("|", ">"):
        first = info.line + line
        indent = 0
        if 0 < first <= len(lines):
            content = lines[first - 1]
            indent = len(content) - len(content.lstrip(" "))
        return first, indent + column
    if line == 1:
        offset = 1 if info.style in ('"', "'") else 0
        return info.line, info.column + offset + column - 1
    return info.line + line - 1, column


def test_a_duplicate_key_names_the_line_of_the_first() -> None:
    try:
        load_yaml("a: 1\nb: 2\n\na: 3\n", "x.yaml")
    except DiagnosticError as error:
        d = error.diagnostic
        assert (d.code, d.line, d.column, d.hint) == ("E002", 4, 1, "first given on line 1")
    else:
        raise AssertionError("a duplicate key was accepted")


def test_the_nesting_bound_holds_for_text_too() -> None:
    """Text one level inside the bound loads; one level deeper is refused, in a mapping and in a list."""
    nested = "".join("  " * i + f"k{i}:\n" for i in range(63)) + "  " * 63 + "x: y\n"
    assert load_yaml(nested, "x.yaml").data["k0"]["k1"]["k2"] is not None
    deeper = "".join("  " * i + f"k{i}:\n" for i in range(64)) + "  " * 64 + "x: y\n"
    lists = ("a: " + "[" * 63 + "x" + "]" * 63, "a: " + "[" * 64 + "x" + "]" * 64)
    assert load_yaml(lists[0], "x.yaml").data
    for text in (deeper, lists[1]):
        try:
            load_yaml(text, "x.yaml")
        except DiagnosticError as error:
            assert error.diagnostic.code == "E004"
        else:
            raise AssertionError("nesting beyond the bound was accepted")
