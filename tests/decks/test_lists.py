"""Deck lists in text and YAML: counts, sections, comments, names resolved with a 'did you mean'."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.decks.lists import DeckList, full_deck_text, read_deck
from cardsmith.pack.catalogue import Pack, load_pack


@pytest.fixture(scope="module")
def asterix() -> Pack:
    return load_pack("asterix")


def read(tmp_path: Path, pack: Pack, text: str, name: str = "deck.txt") -> DeckList:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return read_deck(path, name, pack)


def test_text_forms(tmp_path: Path, asterix: Pack) -> None:
    deck = read(
        tmp_path,
        asterix,
        "# comment\n## Heroes\n3x Asteriks\n  2 x obeliks  # trailing comment\n[the rest]\nIdefiks\nPANORAMIKS x2\n"
        "1 falbala\n",
    )
    assert deck.diagnostics == []
    got = [
        (e.card.id if e.card else None, e.count, e.section, e.location.line, e.location.column) for e in deck.entries
    ]
    assert got == [
        ("asteriks", 3, "Heroes", 3, 1),
        ("obeliks", 2, "Heroes", 4, 3),
        ("idefiks", 1, "the rest", 6, 1),
        ("panoramiks", 2, "the rest", 7, 13),
        ("falbala", 1, "the rest", 8, 1),
    ]


def test_names_resolve_by_id_and_ignore_case_and_accents(tmp_path: Path) -> None:
    asteria = load_pack("asteria")
    deck = read(tmp_path, asteria, "1 EMISSARIO\n1 transporte_de_tributo\n1 Emissário\n")
    assert [e.card.id for e in deck.entries if e.card] == ["emissario", "transporte_de_tributo", "emissario"]


def test_unknown_and_ambiguous_names_are_located(tmp_path: Path, asterix: Pack) -> None:
    deck = read(tmp_path, asterix, "2 Asterks\n\n   1 Kajus Bonus\n")
    assert [d.header() for d in deck.diagnostics] == [
        "deck.txt:1:3: error E301 no card 'Asterks' in asterix (did you mean 'Asteriks'?)",
        "deck.txt:3:6: error E301 no card 'Kajus Bonus' in asterix (did you mean 'Gajusz Bonus'?)",
    ]
    ad_astra = load_pack("ad_astra")
    deck = read(tmp_path, ad_astra, "1 Construcción\n")
    assert "names 5 cards" in deck.diagnostics[0].header() and "write one id" in deck.diagnostics[0].header()


def test_bad_counts(tmp_path: Path, asterix: Pack) -> None:
    deck = read(tmp_path, asterix, "0 Asteriks\n99999 Obeliks\n")
    assert [(d.code, d.line, d.column) for d in deck.diagnostics] == [("E601", 1, 1), ("E601", 2, 1)]


def test_yaml_lists(tmp_path: Path, asterix: Pack) -> None:
    text = "name: Gauls\ncards:\n  Asteriks: 2\n  obeliks: 1\nsections:\n  extra:\n    Idefiks: 1\n    Asterks: 1\n"
    deck = read(tmp_path, asterix, text, "deck.yaml")
    assert deck.name == "Gauls"
    assert [(e.card.id if e.card else None, e.count, e.section) for e in deck.entries] == [
        ("asteriks", 2, None),
        ("obeliks", 1, None),
        ("idefiks", 1, "extra"),
        (None, 1, "extra"),
    ]
    assert [d.header() for d in deck.diagnostics] == [
        "deck.yaml:8:5: error E301 no card 'Asterks' in asterix (did you mean 'Asteriks'?)"
    ]


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        ("cards:\n  Asteriks: two\n", "E601", 2),
        ("cards: [Asteriks]\n", "E103", 1),
        ("cards:\n  Asteriks: 1\n  Asteriks: 2\n", "E002", 3),
        ("card:\n  Asteriks: 1\n", "E102", 1),
        ("cards: {a: [\n", "E001", 2),
    ],
)
def test_bad_yaml_lists_are_located(tmp_path: Path, asterix: Pack, text: str, code: str, line: int) -> None:
    deck = read(tmp_path, asterix, text, "deck.yaml")
    assert [(d.code, d.line) for d in deck.diagnostics][:1] == [(code, line)]


def test_unreadable_deck_is_an_error_not_a_crash(tmp_path: Path, asterix: Pack) -> None:
    deck = read_deck(tmp_path / "missing.txt", "missing.txt", asterix)
    assert deck.diagnostics[0].code == "E007"
    (tmp_path / "latin1.txt").write_bytes(b"1 Ast\xe9riks\n")
    assert read_deck(tmp_path / "latin1.txt", "latin1.txt", asterix).diagnostics[0].code == "E005"


def test_full_deck_text_round_trips(tmp_path: Path) -> None:
    ad_astra = load_pack("ad_astra")  # has cards sharing a name: written by id
    deck = read(tmp_path, ad_astra, full_deck_text(ad_astra))
    assert deck.diagnostics == []
    assert sum(e.count for e in deck.entries) == sum(c.copies for c in ad_astra.cards)
