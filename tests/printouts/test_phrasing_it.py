"""Afternova's printed rules text reads as Italian rules text, and as English with --lang en."""

from __future__ import annotations

import pytest
from printed import bundled, card_text

from cardsmith.pack.catalogue import Pack, load_pack
from cardsmith.printouts.rules_text import labels, rules_text, speaker
from conftest import GAME


@pytest.fixture(scope="module")
def afternova() -> Pack:
    return bundled("afternova")


def _printed(pack: Pack, card_id: str, lang: str | None = None) -> str:
    return card_text(pack, card_id, "miglioria", lang)


@pytest.mark.parametrize(
    ("card_id", "italian"),
    [
        ("stiva_ampliata", "Astronave in gioco: Capienza +1."),
        ("alloggi_extra", "Limite di carte in mano +1."),
        ("simulatore_di_volo", "Icone Pilotaggio nelle tue Raccolte +1."),
        ("mappa_stellare", "Icone Navigazione nelle tue Raccolte +1."),
    ],
)
def test_migliorie_in_italian(afternova: Pack, card_id: str, italian: str) -> None:
    assert _printed(afternova, card_id) == italian


@pytest.mark.parametrize(
    ("card_id", "english"),
    [
        ("stiva_ampliata", "Hold capacity + 1 for Starship in play area."),
        ("alloggi_extra", "Hand limit + 1."),
        ("officina_di_bordo", "Engineering icons in your Extract actions + 1."),
    ],
)
def test_migliorie_in_english(afternova: Pack, card_id: str, english: str) -> None:
    assert _printed(afternova, card_id, "en") == english


def test_card_types_and_badges_use_the_rulebook_words(afternova: Pack) -> None:
    it, en = speaker("it", afternova), speaker("en", afternova)
    italian = {name: it.label(name) for name in labels(afternova, "it")}
    english = {name: en.label(name) for name in labels(afternova, "en")}
    assert [italian[t] for t in ("zampesperta", "progetto", "astronave", "pianeta")] == [
        "Zampesperta",
        "Progetto",
        "Astronave",
        "Pianeta",
    ]
    assert [english[t] for t in ("zampesperta", "progetto", "astronave", "pianeta")] == [
        "Hired Paw",
        "Blueprint",
        "Starship",
        "Planet",
    ]
    assert (italian["req_viola"], italian["punti"], italian["spazi"]) == (
        "Frammento viola",  # a count's label: `counted` says "2 Frammenti viola"
        "Punti Vittoria",
        "Spazi Frammento",
    )
    assert (english["req_viola"], english["req_pilotaggio"]) == ("Purple Fragment", "Piloting required")
    assert [it.counted("req_viola", n) for n in (1, 2)] == ["Frammento viola", "Frammenti viola"]
    assert [en.counted("req_arancione", n) for n in (1, 3)] == ["Orange Fragment", "Orange Fragments"]


def _step(pack: Pack, phase: str, lang: str) -> str:
    [found] = [s for p in pack.procedure["flow"]["phases"] if p["id"] == phase for s in p["steps"]]
    return " ".join(speaker(lang, pack).ability(a) for a in found["do"])


def test_a_rule_reads_as_an_infinitive_after_may_and_in_a_choice(afternova: Pack) -> None:
    assert _step(afternova, "fine_turno", "it") == "Ogni giocatore può completare Progetti."
    assert _step(afternova, "azione", "it") == (
        "Dichiarare un Pianeta e negoziare l’aiuto degli altri giocatori, poi se accordo raggiunto = 1, "
        "effettuare l’azione Raccolta; altrimenti effettuare l’azione Mercato."
    )
    assert _step(afternova, "fine_turno", "en") == "Each player may complete Blueprints."


ITALIAN = (
    GAME.replace("players:", "language: it\nplayers:").replace("card_types:\n", "card_types:\n  planet: {fields: {}}\n")
    + "glossary:\n  it: {energy: energia, potion: pozione, hand: mano, deck: mazzo,"
    + " action: azione, planet: pianeta, red: rossa}\n"
)


@pytest.mark.parametrize(
    ("effect", "italian"),
    [
        (
            "once per turn: pay 2 energy to opponent -> draw 1 action from deck",
            "Una volta per turno: paga 2 energia a un avversario → pesca 1 azione da mazzo.",
        ),
        (
            "on play: you may draw 1 action from deck, each opponent may [they discard 1 action from hand]",
            "Quando viene giocata: puoi pescare 1 azione da mazzo, poi ogni avversario può scartare 1 azione da mano.",
        ),
        (
            "at start of your turn: move 1 random action in hand to deck face down",
            "All’inizio di ogni tuo turno: sposta in mazzo a faccia in giù 1 azione a caso in mano.",
        ),
        (
            "whenever you play red action: gain 1 energy",
            "Ogni volta che viene giocata azione rossa da te: guadagna 1 energia.",
        ),
        # `on` is a YAML boolean unless quoted in the phrasebook: it printed as "on"
        ("discard 1 action on this planet", "Scarta 1 azione su questo pianeta."),
        ("attach 1 potion to this", "Metti 1 pozione su questa carta."),
        ("modify energy + 1 of this", "Questa carta: energia +1."),
    ],
)
def test_italian_phrasing_of_effect_kinds(pack_dir, effect: str, italian: str) -> None:
    """The phrasebook on other kinds of effect, with an Italian glossary as a designer would write it."""
    cards = f"""\
cards:
  - id: spark
    name: Scintilla
    type: action
    fields: {{cost: 1, faction: red, effect: "{effect}"}}
    provenance: "stand-in: test"
"""
    pack = load_pack(str(pack_dir(game=ITALIAN, cards=cards)))
    assert pack.ok, pack.diagnostics
    assert rules_text(pack, pack.cards[0])["effect"] == italian
