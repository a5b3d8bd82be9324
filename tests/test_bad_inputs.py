"""The corpus of bad inputs: each gets its exact, located error (file, line, column, code).

Broken YAML, duplicate keys, alias bombs, deep nesting, wrong types, out-of-range numbers, unknown
names, bad effect syntax, files that are not UTF-8 and paths that escape the pack.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from cardsmith.pack.catalogue import load_pack
from conftest import CARDS, GAME, write_pack


def card(effect: str = "gain 2 energy", **over: Any) -> str:
    """The sample card file with some lines replaced."""
    text = CARDS.replace('effect: "gain 2 energy"', f"effect: {effect}")
    for old, new in over.items():
        text = text.replace(old.replace("_", " ") if " " in old else old, new)
    return text


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{n}: &{n} [{', '.join(['*' + p] * 9)}]\n" for p, n in zip("abcdef", "bcdefg", strict=True)
)

# (id, files to write (game, cards, extra), (file, line, column, code, words in the message))
CASES: list[tuple[str, dict[str, Any], tuple[str, int, int, str, str]]] = [
    # ------------------------------------------------------------ broken YAML
    (
        "yaml-unclosed-flow",
        {"cards": "cards:\n  - {id: spark, name: [Spark\n"},
        ("cards/a.yaml", 3, 1, "E001", "invalid YAML"),
    ),
    ("yaml-tab-indent", {"cards": "cards:\n\t- id: spark\n"}, ("cards/a.yaml", 2, 1, "E001", "invalid YAML")),
    (
        "yaml-colon-in-plain-text",
        {"cards": card("on play: gain 2 energy")},
        ("cards/a.yaml", 9, 22, "E001", "mapping values"),
    ),
    (
        "yaml-bad-indent",
        {"cards": "cards:\n  - id: spark\n   name: Spark\n"},
        ("cards/a.yaml", 3, 4, "E001", "invalid YAML"),
    ),
    ("yaml-game-garbage", {"game": "id: mini\nname: [\n"}, ("game.yaml", 3, 1, "E001", "invalid YAML")),
    # ------------------------------------------------------------ duplicate keys
    (
        "duplicate-key-game",
        {"game": GAME.replace("name: Mini\n", "name: Mini\nname: Maxi\n")},
        ("game.yaml", 3, 1, "E002", "duplicate key 'name'"),
    ),
    (
        "duplicate-key-card",
        {"cards": CARDS.replace("    copies: 3\n", "    copies: 3\n    copies: 4\n")},
        ("cards/a.yaml", 6, 5, "E002", "duplicate key 'copies'"),
    ),
    (
        "duplicate-key-fields",
        {"cards": CARDS.replace("      cost: 1\n", "      cost: 1\n      cost: 2\n")},
        ("cards/a.yaml", 8, 7, "E002", "duplicate key 'cost'"),
    ),
    # ------------------------------------------------------------ aliases, nesting, tags
    ("alias-bomb", {"extra": {"cards/bomb.yaml": BOMB}}, ("cards/bomb.yaml", 6, 4, "E003", "aliases expand")),
    (
        "deep-flow-nesting",
        {"extra": {"cards/deep.yaml": "cards: " + "[" * 100 + "]" * 100 + "\n"}},
        ("cards/deep.yaml", 1, 72, "E004", "nesting deeper"),
    ),
    (
        "deep-block-nesting",
        {"extra": {"cards/deep.yaml": "".join("  " * i + f"k{i}:\n" for i in range(70)) + "  " * 70 + "v\n"}},
        ("cards/deep.yaml", 66, 131, "E004", "nesting deeper"),
    ),
    (
        "python-tag",
        {"cards": "cards: !!python/object/apply:os.system [echo hi]\n"},
        ("cards/a.yaml", 1, 8, "E009", "not allowed"),
    ),
    ("custom-tag", {"cards": "cards: !card [1]\n"}, ("cards/a.yaml", 1, 8, "E009", "not allowed")),
    (
        "merge-key",
        {"cards": "base: &b {type: action}\ncards:\n  - <<: *b\n    id: x\n"},
        ("cards/a.yaml", 3, 5, "E009", "merge keys"),
    ),
    # ------------------------------------------------------------ encodings and paths
    (
        "latin1-bytes",
        {"cards": CARDS.replace("Spark", "Sp\u00e4rk").encode("latin-1")},
        ("cards/a.yaml", 3, 13, "E005", "not UTF-8"),
    ),
    ("utf16-file", {"cards": CARDS.encode("utf-16")}, ("cards/a.yaml", 1, 1, "E005", "not UTF-8")),
    (
        "files-escape-dotdot",
        {"game": GAME + "files: [cards/a.yaml, ../outside.yaml]\n"},
        ("game.yaml", 19, 23, "E006", "leaves the pack"),
    ),
    ("files-absolute", {"game": GAME + "files: [/etc/passwd]\n"}, ("game.yaml", 19, 9, "E006", "leaves the pack")),
    ("files-missing", {"game": GAME + "files: [cards/nope.yaml]\n"}, ("game.yaml", 19, 9, "E007", "no such file")),
    ("game-empty", {"game": ""}, ("game.yaml", 1, 1, "E101", "'id' is a required")),
    # ------------------------------------------------------------ wrong types
    (
        "copies-text",
        {"cards": CARDS.replace("copies: 3", "copies: three")},
        ("cards/a.yaml", 5, 13, "E103", "expected integer"),
    ),
    (
        "players-text",
        {"game": GAME.replace("{min: 2, max: 4}", "{min: two, max: 4}")},
        ("game.yaml", 3, 16, "E103", "expected integer"),
    ),
    (
        "field-int-text",
        {"cards": CARDS.replace("cost: 1", "cost: one")},
        ("cards/a.yaml", 7, 13, "E103", "expected a whole number"),
    ),
    ("effect-not-text", {"cards": card("[gain, 2]")}, ("cards/a.yaml", 9, 15, "E103", "expected text")),
    ("cards-not-list", {"cards": "cards: {id: spark}\n"}, ("cards/a.yaml", 1, 8, "E103", "expected array")),
    ("card-file-list", {"cards": "- id: spark\n"}, ("cards/a.yaml", 1, 1, "E103", "must be a mapping")),
    (
        "bool-name",
        {"cards": CARDS.replace("name: Spark", "name: true")},
        ("cards/a.yaml", 3, 11, "E103", "expected string"),
    ),
    # ------------------------------------------------------------ out of range
    (
        "number-of-5000-digits",  # past Python's own limit on int(): refused before it, located
        {"cards": CARDS.replace("copies: 3", "copies: " + "9" * 5000)},
        ("cards/a.yaml", 5, 13, "E104", "a number of 5000 digits is out of range"),
    ),
    (
        "copies-negative",
        {"cards": CARDS.replace("copies: 3", "copies: -1")},
        ("cards/a.yaml", 5, 13, "E104", "minimum"),
    ),
    (
        "field-above-max",
        {"cards": CARDS.replace("cost: 1", "cost: 9")},
        ("cards/a.yaml", 7, 13, "E104", "above the maximum 5"),
    ),
    (
        "field-below-min",
        {"cards": CARDS.replace("cost: 1", "cost: -1")},
        ("cards/a.yaml", 7, 13, "E104", "below the minimum 0"),
    ),
    (
        "players-zero",
        {"game": GAME.replace("{min: 2, max: 4}", "{min: 0, max: 4}")},
        ("game.yaml", 3, 16, "E104", "minimum"),
    ),
    # ------------------------------------------------------------ schema: keys and forms
    (
        "unknown-card-key",
        {"cards": CARDS.replace("copies: 3", "copeis: 3")},
        ("cards/a.yaml", 5, 5, "E102", "unknown key 'copeis'"),
    ),
    (
        "unknown-game-key",
        {"game": GAME.replace("resources:", "resorces:")},
        ("game.yaml", 4, 1, "E102", "unknown key 'resorces'"),
    ),
    (
        "missing-name",
        {"cards": CARDS.replace("    name: Spark\n", "")},
        ("cards/a.yaml", 2, 5, "E101", "'name' is a required"),
    ),
    (
        "missing-provenance-in-a-rulebook-pack",
        {
            "game": GAME + 'source: "seeds/rulebook.txt"\n',
            "cards": CARDS.replace('    provenance: "stand-in: test"\n', ""),
        },
        ("cards/a.yaml", 2, 5, "E101", "lacks 'provenance'"),
    ),
    (
        "bad-provenance",
        {"cards": CARDS.replace('"stand-in: test"', '"I made it up"')},
        ("cards/a.yaml", 10, 17, "E100", "does not match"),
    ),
    (
        "id-not-snake",
        {"cards": CARDS.replace("id: spark", "id: Spark Card")},
        ("cards/a.yaml", 2, 9, "E100", "does not match"),
    ),
    # ------------------------------------------------------------ declarations
    (
        "unknown-card-type",
        {"cards": CARDS.replace("type: action", "type: actoin")},
        ("cards/a.yaml", 4, 11, "E301", "unknown card type 'actoin'"),
    ),
    (
        "unknown-field",
        {"cards": CARDS.replace("cost: 1", "cots: 1")},
        ("cards/a.yaml", 7, 7, "E102", "no field 'cots'"),
    ),
    (
        "bad-enum-value",
        {"cards": CARDS.replace("faction: red", "faction: rad")},
        ("cards/a.yaml", 8, 16, "E301", "'rad' is not one of"),
    ),
    (
        "duplicate-card-id",
        {"cards": CARDS + CARDS[len("cards:\n") :]},
        ("cards/a.yaml", 11, 5, "E105", "duplicate card id"),
    ),
    (
        "count-mismatch",
        {"game": GAME.replace("  action:\n", "  action:\n    count: 5\n")},
        ("game.yaml", 13, 12, "E106", "declares 5 cards"),
    ),
    ("reserved-resource", {"game": GAME.replace("  energy:", "  draw:")}, ("game.yaml", 5, 3, "E302", "reserved word")),
    (
        "name-terminal-escape",
        {"cards": CARDS.replace("name: Spark", 'name: "Spark\\e[2J"')},
        ("cards/a.yaml", 3, 11, "E103", "control character U+001B"),
    ),
    (
        "name-bidi-override",
        {"cards": CARDS.replace("name: Spark", 'name: "\\u202eSpark"')},
        ("cards/a.yaml", 3, 11, "E103", "control character U+202E"),
    ),
    (
        "name-line-break",
        {"cards": CARDS.replace("name: Spark", 'name: "Sp\\nark"')},
        ("cards/a.yaml", 3, 11, "E103", "on one line"),
    ),
    # ------------------------------------------------------------ effect syntax
    ("effect-misspelt-verb", {"cards": card('"gian 2 energy"')}, ("cards/a.yaml", 9, 16, "E201", "unexpected 'gian'")),
    ("effect-ends-early", {"cards": card('"gain 2"')}, ("cards/a.yaml", 9, 22, "E201", "ends too early")),
    (
        "effect-bad-character",
        {"cards": card('"gain 2 energy!"')},
        ("cards/a.yaml", 9, 29, "E201", "unexpected character"),
    ),
    ("effect-empty", {"cards": card('""')}, ("cards/a.yaml", 9, 16, "E201", "ends too early")),
    (
        "effect-block-line-2",
        {"cards": card("|\n        gain 2 energy\n        draw 1 action from dekc")},
        ("cards/a.yaml", 11, 28, "E301", "unknown name 'dekc'"),
    ),
    (
        "effect-too-long",
        {"cards": card('"' + "gain 1 energy, " * 300 + 'gain 1 energy"')},
        ("cards/a.yaml", 9, 16, "E203", "too long"),
    ),
    (
        "effect-too-deep",
        {"cards": card('"repeat 2 ' + "[repeat 2 " * 14 + "gain 1 energy" + "]" * 14 + '"')},
        ("cards/a.yaml", 9, 145, "E203", "nested more than"),
    ),
    (
        "effect-bodies-too-deep",
        {"cards": card('"' + "may " * 500 + 'gain 1 energy"')},
        ("cards/a.yaml", 9, 144, "E203", "nested more than 32"),
    ),
    (
        "effect-sum-too-long",
        {"cards": card('"gain ' + "1+" * 1500 + '1 energy"')},
        ("cards/a.yaml", 9, 86, "E203", "nested more than 32"),
    ),
    # ------------------------------------------------------------ unknown names in effects
    ("unknown-resource", {"cards": card('"gain 2 enrgy"')}, ("cards/a.yaml", 9, 23, "E301", "did you mean 'energy'")),
    (
        "unknown-zone",
        {"cards": card('"draw 1 action from dek"')},
        ("cards/a.yaml", 9, 35, "E301", "unknown name 'dek'"),
    ),
    (
        "unknown-filter-type",
        {"cards": card('"discard 1 actoin from hand"')},
        ("cards/a.yaml", 9, 26, "E301", "did you mean 'action'"),
    ),
    (
        "unknown-card-name",
        {"cards": card('"take 1 \\"Sprak\\" from deck"')},
        ("cards/a.yaml", 9, 23, "E301", "unknown card 'Sprak'"),
    ),
    (
        "unknown-token",
        {"cards": card('"attach 1 poton to this"')},
        ("cards/a.yaml", 9, 25, "E301", "did you mean 'potion'"),
    ),
    ("unknown-rule", {"cards": card('"rule prodce(1)"')}, ("cards/a.yaml", 9, 21, "E301", "did you mean 'produce'")),
    ("rule-arity", {"cards": card('"rule produce(1, 2)"')}, ("cards/a.yaml", 9, 21, "E303", "takes 1 argument")),
    ("param-outside-rule", {"cards": card('"gain $amount energy"')}, ("cards/a.yaml", 9, 22, "E301", "outside a rule")),
    (
        "unknown-event",
        {"cards": card('"during confict: gain 1 energy"')},
        ("cards/a.yaml", 9, 23, "E301", "unknown name 'confict'"),
    ),
]


@pytest.mark.parametrize(("files", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_input_gets_its_located_error(tmp_path: Path, files: dict[str, Any], expected: tuple[Any, ...]) -> None:
    root = tmp_path / "mini"
    write_pack(root, game=files.get("game", GAME), cards=files.get("cards", CARDS), extra=files.get("extra"))
    pack = load_pack(str(root))
    file, line, column, code, words = expected
    found = [(d.path.removeprefix(str(root) + "/"), d.line, d.column, d.code) for d in pack.diagnostics]
    assert (file, line, column, code) in found, "\n".join(d.render() for d in pack.diagnostics)
    match = next(
        d
        for d in pack.diagnostics
        if (d.path.removeprefix(str(root) + "/"), d.line, d.column, d.code) == (file, line, column, code)
    )
    assert words in match.message + " " + (match.hint or "")
    assert not pack.ok


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 40


def test_symlink_out_of_the_pack_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "secret.yaml"
    outside.write_text("cards: []\n", encoding="utf-8")
    root = write_pack(tmp_path / "mini")
    os.symlink(outside, root / "cards" / "link.yaml")
    pack = load_pack(str(root))
    assert [(d.code, d.line) for d in pack.diagnostics] == [("E006", 1)]
    assert "outside the pack" in pack.diagnostics[0].message


def test_every_error_is_reported_not_only_the_first(tmp_path: Path) -> None:
    cards = (
        CARDS.replace("cost: 1", "cost: 9")
        .replace('"gain 2 energy"', '"gain 2 enrgy"')
        .replace("type: action", "type: action\n    colour: red")
    )
    pack = load_pack(str(write_pack(tmp_path / "mini", cards=cards)))
    assert sorted(d.code for d in pack.diagnostics) == ["E102", "E104", "E301"]


def test_a_designers_own_card_needs_no_provenance(tmp_path: Path) -> None:
    """A pack with no rulebook (`source:`) is the designer's own: 'my own design' is no error."""
    root = write_pack(tmp_path / "mine", cards=CARDS.replace('    provenance: "stand-in: test"\n', ""))
    pack = load_pack(str(root))
    assert pack.ok, [d.render() for d in pack.diagnostics]
    assert pack.cards[0].provenance == ""
