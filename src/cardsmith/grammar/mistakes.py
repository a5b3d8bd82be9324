"""The mistakes designers really make, each with what to write instead: a table of examples, matched by Lark.

A syntax error is matched against these examples as Lark's `UnexpectedInput.match_examples` does: when the
parser stops in the same state, on the same kind of word, as it does for an example, the error gets that
example's advice instead of a list of the words the grammar expected. (`match_examples` itself compares parser
states by identity under lark-cython, and re-parses every example at each error; here each example is parsed
once, into a table keyed by the LALR state and the token's kind.) Adding advice is adding a line here; a test
checks that each example still fails, with its own advice (the grammar changes; the table must follow).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from lark.exceptions import UnexpectedInput


class Advice(NamedTuple):
    message: str
    hint: str


# advice -> mistakes that get it (effect texts as a designer writes them first)
MISTAKES: dict[Advice, tuple[str, ...]] = {
    Advice("a card's own play is 'on play'", "write 'on play: gain 1 energy'"): (
        "when played: gain 1 energy",
        "when you play this: gain 1 energy",
        "when this is played, gain 1 energy",
        "when this card is played: gain 1 energy",
    ),
    Advice("effects follow one another with commas", "write 'gain 2 energy, draw 1 card' ('and' joins conditions)"): (
        "gain 2 energy and draw 1 card",
        "on play: gain 2 energy and draw 1 card",
    ),
    Advice("a cost comes before an arrow", "write 'pay 2 energy -> gain 1 points'"): (
        "pay 2 energy: gain 1 points",
        "on play: pay 2 energy: gain 1 points",
    ),
    Advice("a trigger ends with a colon", "write 'on play: gain 1 energy'"): (
        "on play gain 1 energy",
        "at start of turn gain 1 energy",
    ),
    Advice("write 'at start of turn' or 'at end of turn'", "as in 'at start of turn: gain 1 energy'"): (
        "at the start of your turn: gain 1 energy",
        "at the end of the turn: gain 1 energy",
    ),
    Advice("an amount has no sign", "write 'gain 2 energy', or 'lose 2 energy' to take some away"): (
        "gain +2 energy",
        "on play: gain +2 energy",
    ),
    Advice("a condition is followed by 'then'", "write 'if energy > 3 then gain 1 points'"): (
        "on play: if energy > 3: gain 1 points",
        "if energy > 3, gain 1 points",
    ),
    Advice("'then' follows an 'if'", "steps follow one another with commas: 'draw 1 card, gain 1 energy'"): (
        "draw 1 card then gain 1 energy",
        "on play: draw 1 card then gain 1 energy",
    ),
}


Key = tuple[int, str]


def key_of(error: UnexpectedInput) -> Key | None:
    """Where the parser stopped (its LALR state) and on what kind of token: what `match_examples` compares."""
    state = getattr(error, "state", None)
    position = getattr(state, "position", state)
    token = getattr(error, "token", None)
    if not isinstance(position, int) or token is None:
        return None
    return position, str(token.type)


def table(parse: Callable[[str], Any]) -> dict[Key, Advice]:
    """Each mistake's key, from parsing it once (`parse` raises on a mistake); the first advice keeps a key."""
    found: dict[Key, Advice] = {}
    for given, examples in MISTAKES.items():
        for example in examples:
            try:
                parse(example)
            except UnexpectedInput as error:
                key = key_of(error)
                if key is not None:
                    found.setdefault(key, given)
    return found


def advice(error: UnexpectedInput, known: dict[Key, Advice]) -> Advice | None:
    key = key_of(error)
    return None if key is None else known.get(key)
