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
        # without a pick word, 1 and the noun in the singular (the rulebook's "Ocuć znokautowaną Postać"), not
        # "1 ze znokautowanych Postaci"; the pack's `agree:` knows "Postać"
        ("geriatriks", "ability", "Możesz ocucić 1 znokautowaną Postać z frakcji Galów na tym Albumie."),
        ("automatiks", "ability", "Możesz znokautować 1 Postać typu Oszust bez magicznego napoju na tym Albumie."),
        ("adrenalina", "ability", "Możesz wezwać 1 Postać neutralną bez magicznego napoju na tym Albumie."),
        ("numerobis", "ability", "Możesz wyeliminować 1 widoczną Postać na tym Albumie."),
        # with a pick word, "1 z" stays, as on the rulebook's card
        (
            "tuliusz_detritus",
            "ability",
            "Możesz wyeliminować 1 z najsłabszych widocznych Postaci z frakcji Galów na tym Albumie.",
        ),
        # "choose 1" of two gains: one gain of either, not "wybrać jedno: zyskaj … lub zyskaj …"
        ("dobromina", "ability", "Możesz zyskać 1 żeton ryby lub 1 żeton dzika."),
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
        # a requirement to play: what lies on the album, in words; "nie ma" for none
        (
            "wercyngetoryks",
            "restriction",
            "Tę kartę można zagrać tylko wtedy, gdy na tym Albumie są widoczne co najmniej 2 Postacie z frakcji Galów.",
        ),
        (
            "tuliusz_oktopus",
            "restriction",
            "Tę kartę można zagrać tylko wtedy, gdy na tym Albumie jest widoczna co najmniej 1 Postać typu Legionista "
            "lub Centurion.",
        ),
        (
            "rhetoriks",
            "restriction",
            "Tę kartę można zagrać tylko wtedy, gdy nie ma widocznych Postaci neutralnych na tym Albumie.",
        ),
        # the card's cost, bans on tokens and the hero limit (BOHATEROWIE) as the rulebook's card says them ("Aby
        # zagrać tę kartę, usuń 1 ze swoich HEŁMÓW. Nie może posiadać MAGICZNYCH NAPOJÓW ani RYB."), each ban its
        # own sentence; a card's name in Polish quotation marks
        (
            "juliusz_cezar",
            "restriction",
            "Aby zagrać tę kartę, usuń 1 ze swoich hełmów. Nie może posiadać magicznych napojów. "
            "Nie może posiadać ryb. "
            "Tę kartę można zagrać tylko wtedy, gdy na żadnym Albumie nie ma widocznych kart „Juliusz Cezar”.",
        ),
        (
            "obeliks",
            "restriction",
            "Nie może posiadać magicznych napojów. "
            "Tę kartę można zagrać tylko wtedy, gdy na żadnym Albumie nie ma widocznych kart „Obeliks”.",
        ),
        # a standing modifier for every visible neutral character ("neutralna", not "bez frakcji"); every album
        # doubles the strength of a character with a magic potion (SIŁA)
        (
            "album_asteriks_i_kleopatra",
            "album_rule",
            "Każda widoczna Postać neutralna na tym Albumie ma +1 do Siły. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        # a ban on a token on the album ("ZAKAZ UŻYWANIA DZIKÓW NA TYM ALBUMIE"), a ban on playing a kind of card
        (
            "album_asteriks_i_goci",
            "album_rule",
            "Zakaz używania dzików na tym Albumie. Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        (
            "album_asteriks_u_brytow",
            "album_rule",
            "Zakaz zagrywania Postaci typu Bohater na tym Albumie. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        (
            "album_wielka_przeprawa",
            "album_rule",
            "Zakaz zagrywania Postaci neutralnych na tym Albumie. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        # a limit on your own half of the album, as the rulebook's album prints it
        (
            "album_zloty_sierp",
            "album_rule",
            "Maksymalnie 1 Postać neutralna na każdej stronie tego Albumu. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        # an album's own events, in the locative after "po"; someone else acting
        (
            "album_dar_cezara",
            "album_rule",
            "Po zdobyciu tego Albumu: przeciwnik zyskuje 1 hełm legionisty. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        (
            "album_asteriks_i_kociol",
            "album_rule",
            "Po zdobyciu tego Albumu: dobierz 2 karty Postaci. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
        ),
        (
            "album_wyprawa_dookola_galii",
            "album_rule",
            "Po wyłożeniu tego Albumu: dobierz 1 kartę Postaci. "
            "Każda Postać z magicznym napojem na tym Albumie ma podwojoną Siłę.",
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
    (r"\b1 ze? (?!naj|losowo|swoich)", "'1 z Postaci' without a pick word, where Polish says '1 Postać'"),
    (r"×", "a multiplication sign where Polish says 'podwojona'"),
    (r"\bna każdej z Postaci na tym Albumie", "'na każdej z Postaci na tym Albumie' for 'na tym Albumie'"),
    (r"\bliczba\b", "a count ('liczba … wynosi') where the rulebook says what lies on the album"),
    (r"“", "an English opening quotation mark"),
    (r"\bz (?=[sśzźż][bcćdfghjklłmnńprsśtwzźż])", "'z' where Polish says 'ze'"),
    (r"na tej karcie", "a ban on a card said as on a place, where the rulebook's card says 'Nie może posiadać'"),
    (r"\busuń 1 hełm \w+ lub usuń", "a choice of helmets where the rulebook says '1 ze swoich hełmów'"),
    (r"zakaz zagrywania (?!.* na tym Albumie)", "a ban on playing that does not say where it holds"),
    (r"\bwybrać jedno: zyskaj .* lub zyskaj", "an infinitive and two imperatives for one choice of gains"),
)


def test_no_card_prints_a_machine_phrase(asterix: Pack) -> None:
    """What a Polish rules editor strikes out first, over every card of the pack."""
    for card in asterix.cards:
        for text in rules_text(asterix, card).values():
            for pattern, what in MACHINE_PHRASES:
                assert not re.search(pattern, text, re.IGNORECASE), (card.id, what, text)
