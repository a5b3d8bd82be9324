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
        # an optional ability (może + infinitive): quantity, pick, faction, state and place, "1 z" + genitive plural,
        # as the rulebook's own card says it (OPIS KARTY: "Znokautuj 1 z najsilniejszych Rzymian na tym Albumie")
        (
            "asteriks",
            "ability",
            "Możesz znokautować 1 z najsilniejszych Postaci z frakcji Rzymian bez magicznego napoju na tym Albumie.",
        ),
        # "z" before "zn…" is "ze"
        ("geriatriks", "ability", "Możesz ocucić 1 ze znokautowanych Postaci z frakcji Galów na tym Albumie."),
        # "choose 1" of two options: one of them
        ("dobromina", "ability", "Możesz wybrać jedno: zyskaj 1 żeton ryby lub zyskaj 1 żeton dzika."),
        # the numeral agrees with "karta": 1 kartę, 2 karty (never "kart …: 2"); both steps are optional
        ("bakalia", "ability", "Możesz dobrać 1 kartę Postaci."),
        ("homeopatiks", "ability", "Możesz dobrać 2 karty Postaci, potem odrzucić 1 kartę z ręki."),
        ("czerwonobrody", "ability", "Możesz dobrać 1 kartę Postaci z wierzchu stosu kart odrzuconych."),
        # a cost to play, in the rulebook's own words (A) ZAGRAJ 1 KARTĘ POSTACI: "Aby zagrać tę kartę, odrzuć 2 karty")
        ("kleopatra", "restriction", "Aby zagrać tę kartę, odrzuć 2 karty z ręki."),
        ("olaf", "restriction", "Aby zagrać tę kartę, odrzuć 1 kartę z ręki."),
        # another player's hand: the owner in the genitive; a random card
        ("prolix", "ability", "Możesz wziąć 1 losową kartę z ręki przeciwnika."),
        ("gajusz_preposterus", "ability", "Przeciwnik odrzuca 1 kartę z ręki."),
        # a requirement to play: comparisons in words, "nie ma" for none, "widocznych" before its noun
        (
            "wercyngetoryks",
            "restriction",
            "Tę kartę można zagrać tylko wtedy, gdy liczba widocznych Postaci z frakcji Galów na tym Albumie "
            "wynosi co najmniej 2.",
        ),
        (
            "rhetoriks",
            "restriction",
            "Tę kartę można zagrać tylko wtedy, gdy nie ma widocznych Postaci neutralnych na tym Albumie.",
        ),
        # the hero limit (BOHATEROWIE), and bans on tokens as the rulebook says them ("Nie może posiadać MAGICZNYCH
        # NAPOJÓW ani RYB"), each its own sentence; a card's name in Polish quotation marks
        (
            "juliusz_cezar",
            "restriction",
            "Aby zagrać tę kartę, wybierz jedno: usuń 1 hełm legionisty lub usuń 1 hełm centuriona. "
            "Zakaz używania magicznych napojów na tej karcie. Zakaz używania ryb na tej karcie. "
            "Tę kartę można zagrać tylko wtedy, gdy na żadnym Albumie nie ma widocznych kart „Juliusz Cezar”.",
        ),
        # a standing modifier for every visible neutral character ("neutralna", not "bez frakcji"); every album
        # doubles the strength of a character with a magic potion (SIŁA)
        (
            "album_asteriks_i_kleopatra",
            "album_rule",
            "Siła +1 dla każdej z widocznych Postaci neutralnych na tym Albumie. "
            "Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        # a ban on a token on the album ("ZAKAZ UŻYWANIA DZIKÓW NA TYM ALBUMIE"), a ban on playing a kind of card
        (
            "album_asteriks_i_goci",
            "album_rule",
            "Zakaz używania dzików na każdej z Postaci na tym Albumie. "
            "Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        (
            "album_asteriks_u_brytow",
            "album_rule",
            "Zakaz zagrywania Postaci typu Bohater. Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        # a limit on your own half of the album
        (
            "album_zloty_sierp",
            "album_rule",
            "Dopóki liczba twoich Postaci neutralnych na tym Albumie wynosi co najmniej 1: "
            "zakaz zagrywania Postaci neutralnych. Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        # an album's own events, in the locative after "po"; someone else acting
        (
            "album_dar_cezara",
            "album_rule",
            "Po zdobyciu tego Albumu: przeciwnik zyskuje 1 hełm legionisty. "
            "Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        (
            "album_asteriks_i_kociol",
            "album_rule",
            "Po zdobyciu tego Albumu: dobierz 2 karty Postaci. "
            "Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
        ),
        (
            "album_wyprawa_dookola_galii",
            "album_rule",
            "Po wyłożeniu tego Albumu: dobierz 1 kartę Postaci. "
            "Siła ×2 dla każdej z Postaci z magicznym napojem na tym Albumie.",
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
            "When this album is placed: draw 1 character. Strength × 2 for all magic potion characters on this album.",
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


MACHINE_PHRASES = (
    (r"kart[^ ]*( [^ :]+)*: \d", "a number of cards after a colon"),
    (r"\b1 kart\b|\b[234] kart\b", "a numeral that does not agree with 'karta'"),
    (r"\b\d+ z kart\b", "'N z kart' where Polish says 'N kartę/karty/kart'"),
    (r"\(gracz: ", "a player in brackets instead of the genitive"),
    (r"[≥≤≠=]|(?<!×)\b= ", "a comparison sign in a sentence"),
    (r"zakaz: ", "a ban as 'Zakaz: X'"),
    (r"bez frakcji", "'bez frakcji' instead of 'neutralna'"),
    (r"“", "an English opening quotation mark"),
    (r"\bz (?=[sśzźż][bcćdfghjklłmnńprsśtwzźż])", "'z' where Polish says 'ze'"),
)


def test_no_card_prints_a_machine_phrase(asterix: Pack) -> None:
    """What a Polish rules editor strikes out first, over every card of the pack."""
    for card in asterix.cards:
        for text in rules_text(asterix, card).values():
            for pattern, what in MACHINE_PHRASES:
                assert not re.search(pattern, text, re.IGNORECASE), (card.id, what, text)
