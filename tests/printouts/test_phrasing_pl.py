"""Asteriks i spółka prints Polish rules text a Polish player can read, and English with --lang en.

Each sentence is what a real card of the pack prints; a change to the Polish phrasebook or to the
pack's glossary that breaks one shows up here as the sentence that changed.
"""

from __future__ import annotations

import re

import pytest
from printed import bundled, card_text

from cardsmith.pack.catalogue import Declarations, Pack
from cardsmith.printouts.rules_text import labels, rules_text


@pytest.fixture(scope="module")
def asterix() -> Pack:
    return bundled("asterix")


_text = card_text


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        # an optional ability (może): quantity, pick, faction, state and place, in the genitive plural after "1 z"
        (
            "asteriks",
            "ability",
            "Możesz znokautować 1 z najsilniejszych Postaci z frakcji Rzymian bez magicznego napoju na tym Albumie.",
        ),
        # a state word after the card type
        ("geriatriks", "ability", "Możesz ocucić 1 z Postaci znokautowanych z frakcji Galów na tym Albumie."),
        # a choice between tokens, named so that "1" needs no agreement
        ("dobromina", "ability", "Możesz wybrać 1: zyskaj 1 żeton ryby lub zyskaj 1 żeton dzika."),
        # a number of cards drawn goes after a colon; two steps in order
        ("homeopatiks", "ability", "Możesz dobrać kart Postaci z talii Postaci: 2, potem odrzuć 1 z kart z ręki."),
        # a standing modifier for every visible neutral character ("neutralna", not "bez frakcji"); every album
        # doubles the strength of a character with a magic potion
        (
            "album_asteriks_i_kleopatra",
            "album_rule",
            "Siła +1 dla każdej z Postaci widocznych neutralnych na tym Albumie. "
            "Siła ×2 dla każdej z Postaci magiczny napój na tym Albumie.",
        ),
        # a limit on your own half of the album
        (
            "album_zloty_sierp",
            "album_rule",
            "Dopóki liczba twoich Postaci neutralnych na tym Albumie ≥ 1: zakaz: Postaci neutralnych. "
            "Siła ×2 dla każdej z Postaci magiczny napój na tym Albumie.",
        ),
        # an event header in the locative, someone else acting
        (
            "album_dar_cezara",
            "album_rule",
            "Po zdobyciu: przeciwnik zyskuje 1 hełm legionisty. "
            "Siła ×2 dla każdej z Postaci magiczny napój na tym Albumie.",
        ),
        # a requirement to play, and a ban on this card
        (
            "obeliks",
            "restriction",
            "Zakaz: magiczny napój na tej karcie. "
            "Aby zagrać: tylko jeśli liczba widocznych “Obeliks” na dowolnym Albumie = 0.",
        ),
    ],
)
def test_polish_rules_text(asterix: Pack, card_id: str, field: str, sentence: str) -> None:
    assert _text(asterix, card_id, field) == sentence


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        ("asteriks", "ability", "You may knock out 1 strongest Roman exposed character on this album."),
        (
            "album_wyprawa_dookola_galii",
            "album_rule",
            "When this album is placed: draw 1 character from the character deck. "
            "Strength × 2 for all magic potion characters on this album.",
        ),
        ("panoramiks", "ability", "You may gain 1 magic potion."),
    ],
)
def test_english_rules_text(asterix: Pack, card_id: str, field: str, sentence: str) -> None:
    assert _text(asterix, card_id, field, "en") == sentence


def test_no_internal_id_is_printed_in_polish(asterix: Pack) -> None:
    """The ids are English (roman, visible, character_deck); a Polish card must not show one."""
    namespaces = Declarations(asterix.game).namespaces
    ids = set().union(*(names for space, names in namespaces.items() if space != "card"))
    for card in asterix.cards:
        for text in rules_text(asterix, card).values():
            leaked = {word for word in re.findall(r"\w+", text) if word in ids}
            assert not leaked, (card.id, leaked, text)


def test_card_labels_are_polish(asterix: Pack) -> None:
    """Faction and type labels head each character card; the halves are named on each album."""
    words = labels(asterix, "pl")
    factions = [words[value] for value in ("gaul", "roman", "neutral")]
    assert factions == ["z frakcji Galów", "z frakcji Rzymian", "neutralnych"]
    sides = [words[name] for name in ("roman_half", "gaul_half")]
    assert words["hero"] == "typu Bohater" and sides == ["strona Rzymian", "strona Galów"]
