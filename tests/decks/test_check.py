"""Deck check: bundled full decks pass; a broken deck gets every violation, typed and located."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.base.paths import bundled_names, bundled_root
from cardsmith.decks.check import INVALID, PARTLY_VALID, VALID, check_deck
from cardsmith.decks.lists import read_deck
from cardsmith.pack.catalogue import Pack, load_pack

RULES = """\
deck:
  size: {min: 4, max: 6}
  copies: {max: 2, except: {spark: 3}}
  counts:
    - {name: red cards, select: "faction:red", max: 4}
    - {name: cards per faction, select: "type:action", per: faction, min: 1}
  required: [ember]
  banned: [frost]
"""

CARDS = """\
cards:
  - {id: spark, name: Spark, type: action, copies: 3, provenance: "stand-in: t", fields: {faction: red}}
  - {id: ember, name: Ember, type: action, copies: 3, provenance: "stand-in: t", fields: {faction: red}}
  - {id: tide, name: Tide, type: action, copies: 3, provenance: "stand-in: t", fields: {faction: blue}}
  - {id: frost, name: Frost, type: action, copies: 3, provenance: "stand-in: t", fields: {faction: blue}}
"""


@pytest.fixture
def mini(pack_dir) -> Pack:
    from tests.conftest import GAME

    pack = load_pack(str(pack_dir(game=GAME + RULES, cards=CARDS)))
    assert pack.ok, [d.header() for d in pack.diagnostics]
    return pack


def check(tmp_path: Path, pack: Pack, text: str):
    (tmp_path / "deck.txt").write_text(text, encoding="utf-8")
    return check_deck(read_deck(tmp_path / "deck.txt", "deck.txt", pack), pack)


@pytest.mark.parametrize("name", bundled_names())
def test_each_bundled_full_deck_passes(name: str) -> None:
    pack = load_pack(name)
    path = bundled_root() / name / "decks" / "full.txt"
    result = check_deck(read_deck(path, str(path), pack), pack)
    assert result.violations == [] and result.status == VALID
    assert result.cards == sum(c.copies for c in pack.cards)


def test_valid_deck(tmp_path: Path, mini: Pack) -> None:
    result = check(tmp_path, mini, "3 Spark\n1 Ember\n1 Tide\n")
    assert result.status == VALID and result.cards == 5


def test_incomplete_deck_is_partly_valid(tmp_path: Path, mini: Pack) -> None:
    result = check(tmp_path, mini, "2 Spark\n")
    assert result.status == PARTLY_VALID
    assert sorted(v.kind for v in result.violations) == ["count", "required", "size"]
    assert all(v.incomplete for v in result.violations)
    assert any("faction blue" in v.message for v in result.violations)


def test_every_error_of_a_broken_deck_is_typed_and_located(tmp_path: Path, mini: Pack) -> None:
    text = "# broken\n2 Spark\n1 Frost\n3 Ember\n2 Spark\n1 Sprak\nmystery line\n"
    result = check(tmp_path, mini, text)
    assert result.status == INVALID
    got = [(v.kind, v.card, v.rule, v.location.line, v.location.column, v.incomplete) for v in result.violations]
    assert got == [
        ("banned", "frost", "deck.banned", 3, 3, False),
        ("copies", "ember", "deck.copies.max", 4, 1, False),
        ("count", "ember", "deck.counts[0] (red cards)", 4, 1, False),
        ("size", None, "deck.size.max", 5, 1, False),
        ("copies", "spark", "deck.copies.except", 5, 1, False),
        ("unknown_card", None, "deck list", 6, 3, False),
        ("unknown_card", None, "deck list", 7, 1, False),
    ]
    assert "did you mean 'Spark'?" in result.violations[5].diagnostic().header()
    assert result.violations[0].diagnostic().render({"deck.txt": text.splitlines()}).endswith("1 Frost\n      ^")


def test_a_pack_without_rules_allows_its_printed_copies(tmp_path: Path, pack_dir) -> None:
    pack = load_pack(str(pack_dir()))  # Spark x3, no deck: section
    assert check(tmp_path, pack, "3 Spark\n").status == VALID
    assert check(tmp_path, pack, "4 Spark\n").status == INVALID
