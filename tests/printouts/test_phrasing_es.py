"""Spanish rules text as printed on Ad Astra's cards, and in English with `--lang en`.

These are the sentences a designer reads on the prototype: a change to the phrasebook, the glossary or
a card's effect that alters one shows up here.
"""

from __future__ import annotations

import pytest
from printed import bundled, card_text

from cardsmith.compiler import compile_text
from cardsmith.pack.catalogue import Pack
from cardsmith.printouts.rules_text import effect_text, rules_text


@pytest.fixture(scope="module")
def ad_astra() -> Pack:
    return bundled("ad_astra")


def printed(pack: Pack, card_id: str, lang: str | None = None) -> str:
    return card_text(pack, card_id, None, lang)


SPANISH = {
    # a choice between two named procedures (the pack's rules, printed by their glossary words)
    "rojo_produccion_1": "Al ser revelada: elige 1: produce energía o produce agua.",
    # a scoring card: its owner becomes the first player, a choice of elements, then a rule as a step
    "rojo_puntuacion_recursos": (
        "Al ser revelada: pasa a ser el jugador inicial, luego elige 1: puntúa recursos idénticos"
        " o puntúa recursos diferentes, luego otorga la bonificación por mayoría (+3)."
    ),
    # "puedes" / "puede" + infinitive, for you and for another player
    "azul_movimiento_1": (
        "Al ser revelada: puedes mover una nave estelar, luego por cada oponente: ese jugador puede"
        " mover una nave estelar, luego mueve tus demás naves estelares."
    ),
    # resources by their Spanish names, points, and "this card"
    "omnibus_rebus_responsum": (
        "Al ser jugada: elige 1: gana 4 energía o gana 4 agua o gana 4 mineral o gana 4 comida"
        " o gana 4 combustible, luego anota 2 puntos, luego descarta esta carta."
    ),
    # a timed trigger
    "magnum_et_antiquum_arcanum": (
        "Al inicio de cada ronda: elige 1: gana 1 energía o gana 1 agua o gana 1 mineral o gana 1 comida"
        " o gana 1 combustible."
    ),
    # a card type noun first ("artefacto alienígena") drawn from a shared zone with its article
    "planeta_alienigena": "Al ser revelada: roba 1 artefacto alienígena de la pila de artefactos.",
    "mapa_estelar": "Al ser jugada: gana 1 combustible, luego gana 1 energía, luego descarta esta carta.",
}

ENGLISH = {
    "rojo_construccion": (
        "When revealed: you may build any number of elements, then for each opponent: that player may build"
        " one element."
    ),
    "verde_puntuacion_3": (
        "When revealed: become the first player, then choose 1: score alien artifacts or score alien"
        " planets, then award the majority bonus (+3)."
    ),
    "planeta_alienigena": "When revealed: draw 1 alien artifact from the alien artifact deck.",
}


@pytest.mark.parametrize("card_id", SPANISH)
def test_ad_astra_cards_read_in_spanish(ad_astra: Pack, card_id: str) -> None:
    assert printed(ad_astra, card_id) == SPANISH[card_id]


@pytest.mark.parametrize("card_id", ENGLISH)
def test_ad_astra_cards_read_in_english(ad_astra: Pack, card_id: str) -> None:
    assert printed(ad_astra, card_id, "en") == ENGLISH[card_id]


def test_no_ad_astra_card_prints_an_internal_id(ad_astra: Pack) -> None:
    """Ids like `puntos_elemento` or `ficha_primer_jugador` never reach a card, in either language."""
    for card in ad_astra.cards:
        for lang in ("es", "en"):
            text = printed(ad_astra, card.id, lang)
            assert "_" not in text, (card.id, lang, text)
    scoring = printed(ad_astra, "azul_puntuacion_recursos")
    assert len(scoring) < 250, scoring  # the procedure is the rule's; the card only names it


def test_spanish_phrasebook_says_yours_and_uses_infinitives_after_puede() -> None:
    ir = compile_text(
        "at end of your turn: take 1 random action from hand of opponent,"
        " move all action owned by you in table to discard, each opponent may [they gain 1 ore]"
    ).ir
    assert ir is not None
    assert effect_text(ir, "es") == (
        "Al final de tu turno: toma 1 action al azar de hand de tu oponente, luego mueve cada action"
        " que posees en table a discard, luego cada oponente puede ganar 1 ore."
    )


def test_on_is_a_spanish_word_not_a_yaml_boolean() -> None:
    ir = compile_text("destroy 1 card on any planet").ir
    assert ir is not None
    assert effect_text(ir, "es") == "Destruye 1 carta en cualquier planet."


@pytest.mark.parametrize(
    ("pack", "spanish", "english"),
    [
        ("ad_astra", "Planeta de energía", "Energy planet"),
        ("ad_astra", "Movimiento: Amarilla nebulosa / Roja grande", "Movement: Nebula yellow / Large red"),
        ("welcome_to_the_moon", "Misión A (Aventura 1): Niveles Astronauta y Agua", "Mission A (Adventure 1)"),
        ("welcome_to_the_moon", "Adversario ASTRA 1", "ASTRA Adversary 1"),
    ],
)
def test_lang_en_prints_the_cards_english_names(cli, tmp_path, pack: str, spanish: str, english: str) -> None:
    """`--lang en` printed Ad Astra's and Welcome to the Moon's card names in Spanish: the glossary names each
    card by its id."""
    code, _, err = cli("print", pack, "--lang", "en", "--format", "html", "--out", str(tmp_path))
    assert code == 0, err
    html = (tmp_path / f"{pack}.html").read_text(encoding="utf-8")
    assert english in html and spanish not in html
    code, _, err = cli("print", pack, "--format", "html", "--out", str(tmp_path))
    assert spanish in (tmp_path / f"{pack}.html").read_text(encoding="utf-8")


def test_a_spanish_sentence_never_mixes_the_infinitive_and_the_imperative() -> None:
    """A rule's name gives its imperative and, after "puedes", its infinitive: "luego mover tus demás naves" once
    followed "puedes mover una nave" as if it were another thing you may do."""
    import re

    for name in ("ad_astra", "welcome_to_the_moon"):
        pack = bundled(name)
        for card in pack.cards:
            for text in rules_text(pack, card).values():
                for step in re.split(r"(?:, luego |: )", text):
                    if step.startswith(("puedes ", "puede ")):
                        continue
                    assert not re.match(r"(mover|producir|puntuar|construir|tachar|aplicar|activar) ", step), text
