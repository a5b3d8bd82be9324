"""The deck: section of game.yaml is checked with the pack: shapes by schema, names against the pack."""

from __future__ import annotations

import pytest
from tests.conftest import GAME

from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.deck_rules import PRINTED, read_rules


@pytest.mark.parametrize(
    ("rules", "code", "line", "column", "words"),
    [
        ("deck:\n  sise: {min: 1}\n", "E102", 20, 3, "did you mean 'size'?"),
        ("deck:\n  size: {min: -1}\n", "E104", 20, 15, "minimum"),
        ("deck:\n  counts:\n    - {name: x, select: 'facton:red'}\n", "E301", 21, 26, "did you mean 'faction'?"),
        ("deck:\n  counts:\n    - {name: x, select: '(cost>1'}\n", "E501", 21, 33, "closing"),
        ("deck:\n  counts:\n    - {name: x, per: colour}\n", "E301", 21, 22, "unknown field 'colour'"),
        ("deck:\n  required: [sparks]\n", "E301", 20, 14, "did you mean 'spark'?"),
        ("deck:\n  banned: [nope]\n", "E301", 20, 12, "unknown card 'nope'"),
        ("deck:\n  copies: {max: 2, except: {sprak: 1}}\n", "E301", 20, 29, "did you mean 'spark'?"),
        ("deck:\n  copies: {max: lots}\n", "E103", 20, 17, "expected integer"),
    ],
)
def test_bad_rules_are_located_in_game_yaml(pack_dir, rules: str, code: str, line: int, column: int, words: str):
    pack = load_pack(str(pack_dir(game=GAME + rules)))
    found = [(d.code, d.line, d.column) for d in pack.diagnostics]
    assert (code, line, column) in found, [d.header() for d in pack.diagnostics]
    assert any(words in d.header() for d in pack.diagnostics)


def test_rules_read_as_data() -> None:
    rules = read_rules(load_pack("ad_astra").game)
    assert rules is not None
    assert (rules.size_min, rules.size_max, rules.copies_max) == (268, 268, PRINTED)
    per_colour = rules.counts[0]
    assert (per_colour.select, per_colour.per, per_colour.min, per_colour.max) == ("type:accion", "color", 11, 11)
    assert read_rules({"id": "x"}) is None
