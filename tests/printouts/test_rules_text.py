"""Rules text comes from the compiled IR, through a phrasebook that covers every registry kind."""

from __future__ import annotations

import pytest

from cardsmith.catalogue import load_pack
from cardsmith.compiler import compile_text
from cardsmith.compiler.formatter import _template
from cardsmith.compiler.registry import REGISTRY
from cardsmith.printouts.rules_text import LANGUAGES, effect_text, phrasebook, rules_text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_registry_kind_has_a_phrase_with_the_registry_slots(lang: str) -> None:
    book = phrasebook(lang)
    assert set(book.kinds) == set(REGISTRY.kinds), f"{lang}: phrases missing or unknown"
    for name, entry in book.kinds.items():
        kind = REGISTRY[name]
        forms = entry.values() if isinstance(entry, dict) else [entry]
        for form in forms:
            used = {part[1] for part in _flatten(_template(form)) if part[0] == "slot"}
            assert used <= set(kind.slot_names) | {kind.rest.split("=")[0] if kind.rest else ""}, (lang, name, form)


def _flatten(parts: list) -> list:
    out = []
    for part in parts:
        if isinstance(part, list):
            out += _flatten(part)
        elif isinstance(part, tuple):
            out.append(part)
    return out


def _ir(text: str) -> list:
    compiled = compile_text(text)
    assert compiled.ir is not None, compiled.problem
    return compiled.ir


def test_english_sentences_from_ir() -> None:
    assert effect_text(_ir("on play: gain 2 energy")) == "When played: gain 2 energy."
    assert effect_text(_ir("once per turn: pay 2 energy to opponent -> draw 1 action")) == (
        "Once per turn: pay 2 energy to your opponent → draw 1 action."
    )
    assert effect_text(_ir("each player gains 1 ore")) == "Each player gains 1 ore."


def test_the_games_own_language_by_default() -> None:
    pack = load_pack("asteria")
    card = next(c for c in pack.cards if c.id == "transporte_de_tributo")
    text = rules_text(pack, card)
    assert text["extract"] == "Ao ser jogada, no início de seu turno: ganhe 1 ore."
    assert rules_text(pack, card, "en")["extract"] == "When played, at the start of your turn: gain 1 ore."


def test_printed_text_follows_the_ir_not_the_source() -> None:
    """Two spellings of one effect compile to one IR and so print the same words."""
    assert effect_text(_ir("each player gains 1 ore")) == effect_text(_ir("all players gain 1 ore"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_bundled_card_has_rules_text_in_every_language(lang: str) -> None:
    for name in ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"):
        pack = load_pack(name)
        for card in pack.cards:
            for field, text in rules_text(pack, card, lang).items():
                assert text and "{" not in text and "None" not in text, (name, card.id, field, text)
