"""The common mistakes (`grammar.mistakes`) get what to write instead, not the grammar's list of tokens."""

from __future__ import annotations

import pytest

from cardsmith.compiler import compile_text
from cardsmith.grammar.mistakes import MISTAKES
from cardsmith.pack.catalogue import load_pack
from conftest import write_pack


@pytest.mark.parametrize(("advice", "example"), [(a, e) for a, examples in MISTAKES.items() for e in examples])
def test_each_example_fails_with_its_own_advice(advice, example: str) -> None:
    problem = compile_text(example).problem
    assert problem is not None, f"{example!r} now parses: take it out of the table"
    assert problem.message.endswith(advice.message) and problem.hint == advice.hint


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("when played: gain 2 energy", "write 'on play: gain 1 energy'"),  # was: expected "!=", "<", ...
        ("on play: gain 2 energy and draw 1 card", "write 'gain 2 energy, draw 1 card'"),
        ("when this card is played: discard 1 card", "write 'on play: gain 1 energy'"),
        ("pay 1 energy: draw 2 cards", "write 'pay 2 energy -> gain 1 points'"),
    ],
)
def test_natural_phrasing_says_what_to_write(text: str, words: str) -> None:
    problem = compile_text(text).problem
    assert problem is not None and words in (problem.hint or "")


def test_valid_texts_are_untouched() -> None:
    for text in ("on play: gain 2 energy, draw 1 card", "once per turn: pay 2 energy to opponent -> draw 1 card"):
        assert compile_text(text).problem is None


@pytest.mark.parametrize(("word", "number"), [("a", "1"), ("an", "1"), ("two", "2")])
def test_a_number_in_words_says_to_write_digits(tmp_path, word: str, number: str) -> None:
    """`draw a card` was "unknown name 'a': not a resource, counter..." and nothing more."""
    from conftest import CARDS

    pack = load_pack(str(write_pack(tmp_path / "p", cards=CARDS.replace('"gain 2 energy"', f'"draw {word} card"'))))
    hints = [d.hint or "" for d in pack.diagnostics]
    assert any(f"'{number}' for '{word}'" in hint for hint in hints), hints
