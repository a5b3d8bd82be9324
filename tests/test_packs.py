"""The five bundled packs: every card compiles, and the catalogue has the rulebooks' counts."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardsmith.base.paths import bundled_names
from cardsmith.pack.catalogue import Pack, load_pack

PACKS = ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"]
_LOADED: dict[str, Pack] = {}


def pack(name: str) -> Pack:
    if name not in _LOADED:
        _LOADED[name] = load_pack(name)
    return _LOADED[name]


def test_the_five_games_are_bundled() -> None:
    assert set(PACKS) <= set(bundled_names())


@pytest.mark.parametrize("name", PACKS)
def test_every_card_compiles(name: str) -> None:
    loaded = pack(name)
    lines = {p: f.lines for p, f in loaded.files.items()}
    assert loaded.ok, "\n".join(d.render(lines) for d in loaded.diagnostics)
    assert loaded.effect_count > 20


@pytest.mark.parametrize("name", PACKS)
def test_every_card_says_where_it_comes_from(name: str) -> None:
    for card in pack(name).cards:
        assert card.provenance.startswith(("rulebook", "stand-in")), card.id


def components(name: str) -> Counter[str]:
    counts: Counter[str] = Counter()
    for c in pack(name).components:
        counts[c["id"]] += c["count"]
    return counts


def fields(name: str, card_type: str, field: str) -> Counter[Any]:
    counts: Counter[Any] = Counter()
    for card in pack(name).cards:
        if card.type == card_type:
            counts[card.fields.get(field)] += card.copies
    return counts


def test_asteria_counts() -> None:
    assert pack("asteria").card_counts() == {"action": 38, "planet": 14, "objective": 2, "resource_card": 2}
    c = components("asteria")
    assert (c["green_expansion_marker"], c["red_expansion_marker"]) == (3, 3)
    assert (c["objective_marker"], c["energy_marker"], c["ore_marker"]) == (4, 2, 2)
    assert all(
        set(card.effects) == {"extract", "expand", "explore", "exterminate"}
        for card in pack("asteria").cards
        if card.type == "action"
    )


def test_asterix_characters_have_faction_type_strength_ability_and_restriction() -> None:
    characters = [c for c in pack("asterix").cards if c.type == "character"]
    assert sum(c.copies for c in characters) == 60
    assert set(fields("asterix", "character", "faction")) == {"gaul", "roman", "neutral"}
    assert all(2 <= c.fields["strength"] <= 8 and c.fields.get("role") for c in characters)
    with_text = [c for c in characters if "ability" in c.effects or "restriction" in c.effects]
    assert len(with_text) >= 0.75 * len(characters)  # some characters are plain strength
    names = {c.name for c in characters}
    assert {"Asteriks", "Juliusz Cezar", "Kleopatra", "Czerwonobrody"} <= names
    assert pack("asterix").card_counts()["album"] == 26


def test_afternova_counts() -> None:
    assert pack("afternova").card_counts() == {"zampesperta": 40, "progetto": 40, "astronave": 10, "pianeta": 18}
    fragments = {k: v for k, v in components("afternova").items() if k.startswith("frammento_")}
    assert len(fragments) == 5 and set(fragments.values()) == {8}


def test_ad_astra_counts() -> None:
    assert pack("ad_astra").card_counts() == {
        "accion": 55,
        "artefacto": 11,
        "estrella": 9,
        "planeta": 43,
        "recurso": 150,
    }
    assert set(fields("ad_astra", "accion", "color").values()) == {11}
    c = components("ad_astra")
    assert [c[p] for p in ("nave", "colonia", "fabrica", "terraformador")] == [25, 25, 25, 25]


def test_welcome_to_the_moon_spaceship_deck_has_the_rulebook_distribution() -> None:
    numbers = fields("welcome_to_the_moon", "spaceship", "number")
    expected = {1: 2, 2: 2, 14: 2, 15: 2, 3: 3, 13: 3, 4: 4, 12: 4, 5: 5, 11: 5, 6: 6, 7: 6, 9: 6, 10: 6, 8: 7}
    assert dict(numbers) == expected
    actions = fields("welcome_to_the_moon", "spaceship", "action")
    assert dict(actions) == {"robot": 14, "energy": 14, "plant": 14, "water": 7, "astronaut": 7, "planning": 7}
    counts = pack("welcome_to_the_moon").card_counts()
    assert counts["mission"] == 48 and counts["spaceship"] == 63
    assert counts["astra_effect"] + counts["astra_adversary"] + counts["astra_adventure"] == 11
    assert components("welcome_to_the_moon")["campaign_card"] == 97
    missions = fields("welcome_to_the_moon", "mission", "adventure")
    assert set(missions.values()) == {6} and len(missions) == 8


@pytest.mark.parametrize("name", PACKS)
def test_procedure_is_written_in_the_language(name: str) -> None:
    procedure = pack(name).procedure
    assert procedure.get("setup"), "setup compiles to effects"
    assert procedure["flow"]["phases"], "turn structure"
    assert procedure.get("end"), "end condition"
