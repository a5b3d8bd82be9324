"""Asteria's printed rules text reads as Portuguese rules text (its rulebook's words), and as English with --lang en."""

from __future__ import annotations

import re

import pytest
from printed import bundled, card_text

from cardsmith.pack.catalogue import Pack
from cardsmith.printouts.rules_text import rules_text


@pytest.fixture(scope="module")
def asteria() -> Pack:
    return bundled("asteria")


printed = card_text


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        # a limit, a cost paid to the opponent, a marker advanced
        (
            "transporte_de_tributo",
            "expand",
            "Uma vez por turno: pague 2 energias para seu oponente → avance 1 em qualquer planeta.",
        ),
        # a comparison between players, in the subjunctive after "se"
        (
            "emissario",
            "expand",
            "Uma vez por turno, se você tiver mais energia que seu oponente: avance 1 em qualquer planeta.",
        ),
        # an Expand card's income, collected in Etapa 1 ("No começo do seu turno") when its condition holds
        (
            "racionamento",
            "expand",
            "No início de seu turno, se você tiver menos minério que seu oponente: ganhe 2 energias.",
        ),
        # a game event of the pack, named by the glossary
        ("emissario", "exterminate", "Ao ser derrotado no conflito: ganhe 2 energias."),
        # a random card from the opponent's hand: the pick after the noun, "da mão"
        ("agente_infiltrado", "explore", "Pegue 1 carta de ação aleatória da mão de seu oponente."),
        # a state and a card type, noun first; a side by its rulebook name
        ("demolidor", "explore", "Gire 1 carta de ação livre sobre qualquer planeta para qualquer lado."),
        ("demolidor", "expand", "Expandir custa 1 minério a menos."),
        # a discard as the cost of playing another card on this card's planet
        (
            "sacrificio_planetario",
            "exterminate",
            "Descarte 1 planeta da mão → jogue 1 carta de ação da mão no planeta desta carta.",
        ),
        # a conflict modifier
        ("nave_mae", "exterminate", "Durante o conflito: +3 de força."),
        # an achievement: counts, "for pelo menos", a card on each planet
        (
            "objetivo",
            "technological",
            "Uma vez por jogo, assim que o número de cartas de ação Expandir na área de jogo for pelo menos 3 "
            "e você tiver carta de ação Expandir sobre cada planeta: marque 2 PV.",
        ),
    ],
)
def test_asteria_in_portuguese(asteria: Pack, card_id: str, field: str, sentence: str) -> None:
    assert printed(asteria, card_id, field) == sentence


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        ("emissario", "exterminate", "When you lose a conflict: gain 2 energy."),
        (
            "racionamento",
            "expand",
            "At the start of your turn, if you have fewer ore than your opponent: gain 2 energy.",
        ),
        ("demolidor", "exterminate", "Destroy 1 uncovered action card on any planet."),
        ("sonda_recicladora", "explore", "Reveal 1 planet from the planet deck to the table."),
    ],
)
def test_asteria_in_english(asteria: Pack, card_id: str, field: str, sentence: str) -> None:
    assert printed(asteria, card_id, field, "en") == sentence


def test_no_internal_name_is_printed_in_portuguese(asteria: Pack) -> None:
    """Every declared name the Portuguese glossary translates is printed in Portuguese, never as its id."""
    ids = list(asteria.game["glossary"]["pt"])
    pattern = re.compile(r"\b(" + "|".join(re.escape(n.replace("_", " ")) for n in ids) + r")\b")
    leftovers = {
        (card.id, field, match.group(1))
        for card in asteria.cards
        for field, text in rules_text(asteria, card).items()
        for match in pattern.finditer(text)
    }
    assert not leftovers
