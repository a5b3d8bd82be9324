"""Welcome to the Moon prints its cards in the rulebook's Spanish terms, and in English with --lang en.

The words come from the pack's glossary (cards/welcome_to_the_moon/game.yaml); the sentences around them from
the phrasebooks. A designer would notice any of these changing on a printed card.
"""

from __future__ import annotations

from functools import cache

import pytest
from printed import bundled, card_text

from cardsmith.pack.catalogue import Pack
from cardsmith.printouts.rules_text import effect_text, speaker
from cardsmith.runtime.game import load_game


@cache
def _pack() -> Pack:
    return bundled("welcome_to_the_moon")


def _text(card_id: str, field: str, lang: str | None = None) -> str:
    return card_text(_pack(), card_id, field, lang)


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        # a timed trigger and a rule the card names
        ("capitan", "effect", "Al final de cada turno: mueve la carta de Capitán delante de la otra hoja."),
        # the game's own event, and a counter gained
        ("aventura_astra_1_2", "front_astra_bonus", "Al ser activado un Sabotaje: gana 1 Bonificación ASTRA."),
        # a rule and a sheet verb, in sequence
        (
            "aventura_astra_1_2",
            "front_astra_effect",
            "Tacha un Sabotaje aún disponible en tu espacio para numerar, luego rodea 1 Error del Sistema.",
        ),
        # a condition on a counter guarding a rule
        (
            "aventura_astra_1_2",
            "back_astra_effect",
            "Si letra del Efecto ASTRA ≠ 3, tacha el multiplicador mayor aún disponible de una estación espacial.",
        ),
        # if / otherwise, a rule with an argument, setting a counter
        (
            "aventura_astra_5_6",
            "back_astra_effect",
            "Si vuelta del mazo = 1, activa el virus verde o azul (si ya lo están, tacha un símbolo de Propagación); "
            "si no, activa el virus de la carta de Misión (letra del Efecto ASTRA), luego fija propagaciones "
            "pendientes en 0, luego aplica de inmediato una propagación de todos los virus activos.",
        ),
        # repetition
        ("aventura_astra_7_8", "back_astra_effect", "2 veces: haz una acción Planificación por ASTRA."),
    ],
)
def test_spanish_rules_text(card_id: str, field: str, sentence: str) -> None:
    """The phrasebook's Spanish for an effect (what a card prints when the designer wrote no sentence for it)."""
    card = next(c for c in _pack().cards if c.id == card_id)
    assert effect_text(card.effects[field], "es", _pack()) == sentence


def test_astra_cards_print_the_rulebooks_sentences() -> None:
    """Issue 12: an ASTRA Adventure card prints the rulebook's own sentence for its bonus and its effect."""
    assert _text("aventura_astra_1_2", "front_astra_effect") == (
        "Cuando robes una carta de Efecto ASTRA A, B o C, debes escoger un efecto Sabotaje que esté aún disponible "
        "en tu espacio para numerar y tacharlo inmediatamente. A partir de este momento, ya no lo puedes activar. "
        "Además, rodea inmediatamente 1 Error del Sistema."
    )
    assert _text("aventura_astra_1_2", "front_astra_bonus").startswith("Por cada efecto Sabotaje que actives")
    assert _text("aventura_astra_7_8", "back_astra_effect") == (
        "Cuando robas una carta de Efecto ASTRA A, B o C, haz inmediatamente 2 acciones Planificación por ASTRA."
    )


def test_a_mission_prints_the_rulebooks_sentence_and_runs_its_own_condition() -> None:
    """Issue 12: the mission card prints the designer's sentence (its `label`, declared `printed: label` on the
    condition), not the procedure; what runs is the condition of the same card."""
    pack = _pack()
    for card in (c for c in pack.cards if c.type == "mission"):
        assert _text(card.id, "condition") == card.fields["label"].strip()
    assert _text("mision_1_a1", "condition") == "Numera completamente los 3 niveles Astronauta y Agua."
    game = load_game("welcome_to_the_moon")
    (runs,) = [d for d in game.defs if d.id == "mision_1_a1"]
    (ability,) = runs.abilities["condition"]
    assert "complete_astronaut_levels + complete_water_levels >= 3" in ability.text


def test_english_mission_condition_is_generated_from_the_effect() -> None:
    """No English sentence was written: the English card says what the effect does."""
    text = _text("mision_1_a1", "condition", "en")
    assert text.startswith("When missions are checked (phase 6), if complete Astronaut levels + complete Water")
    assert "apply Active Rocket" in text and "_" not in text


def test_spanish_names_printed_outside_the_rules_text() -> None:
    """The spaceship's action face, the card type and the field labels of the ASTRA cards."""
    words = speaker("es", _pack())
    assert [words.name(a) for a in ("robot", "energy", "plant", "water", "astronaut", "planning")] == [
        "Robot",
        "Energía",
        "Planta",
        "Agua",
        "Astronauta",
        "Planificación",
    ]
    assert words.name("astra_adversary") == "Adversario ASTRA"
    assert words.name("front_robot_points") == "puntos por Robot (anverso)"


@pytest.mark.parametrize(
    ("card_id", "field", "sentence"),
    [
        (
            "mision_1_a1",
            "condition",
            "When missions are checked (phase 6), if complete Astronaut levels + complete Water levels ≥ 3 "
            "and Mission A accomplished = 0: set Mission A accomplished to 1, then if Mission A still open "
            "= 1, apply Active Rocket (this card's higher points); otherwise apply Active Rocket (this card's "
            "lower points).",
        ),
        (
            "efecto_astra_b",
            "effect",
            "When drawn: set ASTRA Effect letter to 2, then apply the ASTRA effect of the ASTRA Adventure card, then "
            "if deck pass = 2, rotate all type B mission cards in the mission row to the “Mission accomplished” side, "
            "then set Mission B still open to 0, then move this to your discard pile, then draw 1 card from "
            "your deck.",
        ),
        (
            "aventura_astra_7_8",
            "back_astra_bonus",
            "When your insignia is drawn on a flag: gain 1 won flag, then if won flag = 2, set won flag to 0, "
            "then gain 1 ASTRA Bonus.",
        ),
    ],
)
def test_english_rules_text(card_id: str, field: str, sentence: str) -> None:
    assert _text(card_id, field, "en") == sentence
