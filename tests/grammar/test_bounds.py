"""Bounds before parsing: `too_deep` visits only the brackets (of any text: it reads its UTF-8 bytes) and finds
what a walk over every character finds; `nesting_depth` bounds every recursive construct of the effect language,
so nothing that walks the IR afterwards can recurse past Python's limit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.base.bounds import too_deep
from cardsmith.compiler import compile_text
from cardsmith.compiler.formatter import format_text
from cardsmith.grammar import MAX_DEPTH, MAX_NESTING, _walked_depth, nesting_depth
from conftest import CARDS


def walk(text: str, opening: str, closing: str, limit: int) -> tuple[int, int] | None:
    """The first implementation: every character, counting lines and columns on the way."""
    depth, line, column = 0, 1, 0
    for char in text:
        column += 1
        if char == "\n":
            line, column = line + 1, 0
        elif char in opening:
            depth += 1
            if depth > limit:
                return line, column
        elif char in closing:
            depth = max(0, depth - 1)
    return None


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="([{)]}\n abé⟦ζ", max_size=80), st.integers(min_value=0, max_value=6))
def test_too_deep_finds_what_a_walk_finds(text: str, limit: int) -> None:
    for opening, closing in (("([", ")]"), ("[{", "]}"), ("(", ")")):
        assert too_deep(text, opening, closing, limit) == walk(text, opening, closing, limit)


def test_too_deep_points_at_the_bracket() -> None:
    assert too_deep("a\n  ((((", "(", ")", 3) == (2, 6)
    assert too_deep("(((()))) ((()))", "(", ")", 4) is None


# ---------------------------------------------------------------- nesting of the effect language

# Each recursive construct of the effect language: (name, how to wrap a text one level deeper, the innermost text).
NESTINGS: list[tuple[str, Callable[[str], str], str]] = [
    ("may", lambda inner: f"may {inner}", "gain 1 energy"),
    ("may-block", lambda inner: f"may [{inner}]", "gain 1 energy"),
    ("if-then", lambda inner: f"if 1 > 0 then {inner}", "gain 1 energy"),
    ("if-else", lambda inner: f"if 1 > 0 then gain 1 energy else {inner}", "gain 1 energy"),
    ("repeat", lambda inner: f"repeat 2 {inner}", "gain 1 energy"),
    ("repeat-until", lambda inner: f"repeat until 1 > 0 {inner}", "gain 1 energy"),
    ("for-each", lambda inner: f"for each player {inner}", "gain 1 energy"),
    ("plus", lambda inner: f"{inner} + 1", "gain 1"),
    ("times", lambda inner: f"{inner} * 2", "gain 1"),
    ("and", lambda inner: f"{inner} and 1 > 0", "if 1 > 0"),
    ("or", lambda inner: f"{inner} or 1 > 0", "if 1 > 0"),
]
ENDINGS = {"plus": " energy", "times": " energy", "and": " then gain 1 energy", "or": " then gain 1 energy"}
WRAPS = {name: wrap for name, wrap, _ in NESTINGS}


def nested(name: str, levels: int) -> str:
    """The construct `name` nested `levels` deep, completed into a whole effect text."""
    text = next(inner for n, _, inner in NESTINGS if n == name)
    for _ in range(levels):
        text = WRAPS[name](text)
    return text + ENDINGS.get(name, "")


def deepest_accepted(name: str) -> int:
    """The most levels of `name` that the bounds let through."""
    return next(n for n in range(MAX_DEPTH + 2) if compile_text(nested(name, n + 1)).problem)


def depth_of(ir: object) -> int:
    """How deep a compiled text nests (walked without recursion, so it can measure anything)."""
    deepest, stack = 0, [(ir, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        stack.extend((child, depth + 1) for child in children)
    return deepest


@pytest.mark.parametrize("name", list(WRAPS))
def test_every_nesting_construct_is_bounded_at_its_column(cli, name: str) -> None:
    """One level past the bound is a located E203 at the word or bracket that goes too deep; at the bound, the
    text compiles and prints in both formats (the formatter and json recurse over the IR)."""
    levels = deepest_accepted(name)
    assert levels >= min(MAX_NESTING, MAX_DEPTH // 2 - 1)  # texts of the bundled packs nest up to 13
    for form in ("json", "text"):
        code, out, err = cli("compile", "--format", form, nested(name, levels))
        assert code == 0 and out, err
    text = nested(name, levels + 1)
    code, _, err = cli("compile", text)
    assert code == 1, err
    header = err.splitlines()[0]
    assert "error E203" in header and "nested more than" in header
    column = int(header.split(":")[2])
    assert nesting_depth(text[: column - 1], MAX_DEPTH) is None  # nothing before the column is too deep
    words = ("may", "then", "else", "repeat", "for", "and", "or")
    assert text[column - 1] in "[+*" or text[column - 1 :].startswith(words)  # a construct's word or bracket


@pytest.mark.parametrize("text", [nested("may", 500), "gain " + "+".join(["1"] * 1900) + " energy"])
def test_hostile_depths_are_errors_not_crashes(cli, text: str) -> None:
    code, _, err = cli("compile", text)
    assert code == 1 and "E203" in err and "internal error" not in err


@settings(max_examples=40, deadline=2000)
@given(st.lists(st.sampled_from([name for name in WRAPS if name not in ENDINGS]), min_size=1, max_size=60))
def test_any_mix_of_bodies_compiles_or_is_refused(names: list[str]) -> None:
    """Bodies nested in any order: either refused by the bound before parsing, or compiled into an IR no deeper
    than a few levels per counted level (so no walk over it can reach Python's recursion limit)."""
    text = "gain 1 energy"
    for name in names:
        text = WRAPS[name](text)
    compiled = compile_text(text)
    if compiled.problem:
        assert compiled.problem.code == "E203" and nesting_depth(text, MAX_DEPTH) is not None
    else:
        assert depth_of(compiled.ir) <= 8 * (MAX_DEPTH + 1)
        assert format_text(compiled.ir or [])


def test_choose_options_quoted_names_and_new_steps_do_not_count() -> None:
    options = "choose 1 " + " or ".join(["[gain 1 energy]"] * 40)
    assert nesting_depth(options, MAX_DEPTH) is None
    quoted = 'take 1 "' + "may " * 19 + '" from deck, ' * 3
    assert nesting_depth(quoted, 1) is None
    assert nesting_depth("may may may", 2) == (1, 9)
    assert nesting_depth("may may, may may\nmay may", 2) is None  # a step ends the bodies begun in it


def test_a_deep_effect_in_a_pack_is_located_by_check_search_fmt_and_import(cli, pack_dir, tmp_path: Path) -> None:
    deep = nested("may", 500)
    root = pack_dir(cards=CARDS.replace('effect: "gain 2 energy"', f'effect: "{deep}"'))
    code, _, err = cli("check", "--no-cache", str(root))
    assert code == 1 and f"cards/a.yaml:9:{16 + 4 * MAX_DEPTH}: error E203" in err, err
    code, out, err = cli("search", str(root), "spark")
    assert code == 0 and "Spark" in out and "1 error(s)" in err
    code, _, err = cli("fmt", str(root))
    assert code == 1 and "internal error" not in err
    sheet = tmp_path / "cards.csv"
    sheet.write_text(f"name,effect\nDeep,{deep}\n", encoding="utf-8")
    code, _, err = cli("import", str(sheet), "--game", str(root), "--type", "action")
    assert code == 1 and f"cards.csv:2:2: error E203 nested more than {MAX_DEPTH} deep" in err, err


NESTING_PARTS = [*(f"{word} " for word in ["may", "then", "else", "repeat", "for", "not", "and", "or"]), *"+-*/()[]"]
OTHER_PARTS = ["floor ", "more ", "order ", "android ", "x", " ", ",", ";", ":", "->", "\n", '"a or b"', "# or and\n"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(NESTING_PARTS + OTHER_PARTS), max_size=60), st.integers(min_value=0, max_value=12))
def test_the_counts_before_the_walk_never_skip_a_text_too_deep(parts: list[str], limit: int) -> None:
    """`nesting_depth` skips its walk when a count says the text cannot nest deeper than the limit: the counts
    must never be short of what the walk counts (nesting words inside longer words, in quotes, in comments)."""
    text = "".join(parts)
    assert nesting_depth(text, limit) == _walked_depth(text, limit)
