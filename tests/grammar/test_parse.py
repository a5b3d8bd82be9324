"""The grammar: every keyword is usable where it belongs, and errors point at the word."""

from __future__ import annotations

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.compiler import compile_text
from cardsmith.compiler.registry import REGISTRY
from cardsmith.compiler.schema import ir_schema
from cardsmith.compiler.semantic import reserved_words

VALIDATOR = jsonschema.Draft202012Validator(ir_schema())


@pytest.mark.parametrize("kind", [k for k in REGISTRY.kinds.values() if k.examples], ids=lambda k: k.name)
def test_every_registry_example_compiles_to_its_kind(kind) -> None:
    wrap = {"cond": "if {}: draw 1 card", "expr": "gain {} energy", "cards": "discard {}"}.get(kind.category, "{}")
    for example in kind.examples:
        compiled = compile_text(wrap.format(example))
        assert compiled.problem is None, (example, compiled.problem)
        assert f"'{kind.name}'" in repr(compiled.ir), example


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("gain 2 energy,, draw 1 card", 1, 15, "unexpected ','"),
        ("on play gain 2 energy", 1, 9, "unexpected 'gain'"),
        ("gain 2 energy\ndraw 1 card to hand", 2, 13, "unexpected 'to'"),
        ("knock 1 character", 1, 7, "unexpected '1'"),
        ("choose 1 [gain 1 energy]", 1, 25, "ends too early"),
        ("gain 2 Energy", 1, 8, "unexpected character"),
        ("play 1 action on this planet at", 1, 32, "ends too early"),
    ],
)
def test_syntax_errors_point_at_the_word(text: str, line: int, column: int, words: str) -> None:
    problem = compile_text(text).problem
    assert problem is not None
    assert (problem.line, problem.column) == (line, column)
    assert words in problem.message


def test_misspelt_keyword_gets_a_suggestion() -> None:
    problem = compile_text("gian 2 energy").problem
    assert problem is not None and problem.hint == 'did you mean "gain"?'


def test_the_hint_names_the_keywords_expected_not_a_scanner() -> None:
    """Where only keywords may come (the first word of a step), the hint lists them, never the inner name of
    the scanner that reads them (`__keyword_word`)."""
    problem = compile_text("gain 2 energy ->-> draw 1 card").problem
    assert problem is not None and problem.hint is not None
    assert "keyword_word" not in problem.hint
    assert problem.hint.startswith('expected "active", "advance"')


def test_a_keyword_glued_to_the_next_word_is_refused() -> None:
    """`ifcount(...)` read as `if count(...)` only because the lexer tried `if` alone; it is one unknown word."""
    problem = compile_text("ifcount(card in hand) > 1 then gain 1 energy").problem
    assert problem is not None and problem.message == "unexpected 'ifcount'" and problem.column == 1


@pytest.mark.parametrize("word", sorted(reserved_words()))
def test_a_keyword_in_a_name_slot_never_passes_the_checks(word: str, tmp_path) -> None:
    """Lark's contextual lexer may read a keyword as a name where no keyword fits; a keyword can
    never be declared (E302), so such a text always fails the name check, located at the word."""
    from cardsmith.pack.catalogue import load_pack
    from conftest import CARDS, GAME, write_pack

    text = f"gain 2 {word}"
    root = write_pack(tmp_path / "mini", game=GAME, cards=CARDS.replace('"gain 2 energy"', f'"{text}"'))
    pack = load_pack(str(root))
    assert not pack.ok
    assert any(d.code in ("E201", "E301") and d.line == 9 and d.column >= 22 for d in pack.diagnostics)


def test_names_may_contain_keywords_as_parts() -> None:
    ir = compile_text("gain 2 gain_token, draw 1 draw_pile from each_deck").ir
    assert ir is not None
    assert ir[0]["effects"][0]["resource"] == "gain_token"


TOKENS = sorted(reserved_words()) + [
    "energy",
    "hand",
    "2",
    "0",
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "->",
    ";",
    "+",
    "-",
    "*",
    "/",
    ">=",
    "==",
    "<",
    '"Asteriks"',
    "$x",
    "\n",
    "x2",
    "#c",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=14))
def test_any_token_soup_compiles_or_gets_a_located_problem(words: list[str]) -> None:
    """Never an exception: an inline builder's error would escape Lark raw."""
    text = " ".join(words)
    compiled = compile_text(text)
    if compiled.ir is None:
        assert compiled.problem is not None
        assert 1 <= compiled.problem.line <= text.count("\n") + 1
        assert compiled.problem.column >= 1
    else:
        assert VALIDATOR.is_valid(compiled.ir), text


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_text_compiles_or_gets_a_located_problem(text: str) -> None:
    compiled = compile_text(text)
    assert compiled.ir is not None or compiled.problem is not None
