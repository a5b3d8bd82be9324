"""`--lang en` titles every bundled card in English: each pack's glossary names its cards by their ids."""

from __future__ import annotations

from pathlib import Path

import pytest
from printed import bundled

from cardsmith.printouts.layout import Options
from cardsmith.printouts.render import Renderer

BUNDLED = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon")


@pytest.mark.parametrize(
    ("pack", "original", "english"),
    [
        ("asteria", "Transporte de Tributo", "Tribute Transport"),
        ("asteria", "Nébula Rubra", "Red Nebula"),
        ("asterix", "Złoty sierp", "Asterix and the Golden Sickle"),
        ("asterix", "Idefiks", "Dogmatix"),
        ("afternova", "Astronave Stella Polare", "Starship North Star"),
        ("afternova", "Pilota Cadetta", "Cadet Pilot"),
    ],
)
def test_lang_en_prints_the_cards_english_names(cli, tmp_path: Path, pack: str, original: str, english: str) -> None:
    """Asteria, Asterix and Afternova printed their Portuguese, Polish and Italian names with `--lang en`."""
    code, _, err = cli("print", pack, "--lang", "en", "--format", "html", "--out", str(tmp_path / "en"))
    assert code == 0, err
    html = (tmp_path / "en" / f"{pack}.html").read_text(encoding="utf-8")
    assert english in html and original not in html
    code, _, err = cli("print", pack, "--format", "html", "--out", str(tmp_path / "own"))
    assert code == 0, err
    assert original in (tmp_path / "own" / f"{pack}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", BUNDLED)
def test_every_bundled_card_has_an_english_name(name: str) -> None:
    """No card keeps its own language's name on an English printout (a name that is only a name, such as a
    planet's, may be the same in both)."""
    pack = bundled(name)
    renderer = Renderer(pack, Options(), "en")
    unnamed = [card.id for card in pack.cards if card.id not in (renderer.glossary or {})]
    assert not unnamed
    translated = sum(renderer.card_name(card) != card.name for card in pack.cards)
    assert translated > len(pack.cards) / 2


def test_wtm_stand_in_adversaries_have_english_names(cli, tmp_path: Path) -> None:
    """The ASTRA adversaries the rulebook does not name printed "Adversario ASTRA de nivel 5" in English too: their
    names are the glossary's, "Level 5 ASTRA Adversary"; Katherine keeps her name."""
    only = ["--only", "type:astra_adversary", "--backs", "duplex-long", "--format", "html"]
    code, _, err = cli("print", "welcome_to_the_moon", "--lang", "en", *only, "--out", str(tmp_path / "en"))
    assert code == 0, err
    html = (tmp_path / "en" / "welcome_to_the_moon.html").read_text(encoding="utf-8")
    assert "Level 5 ASTRA Adversary" in html and "Katherine" in html and "Adversario ASTRA de nivel" not in html
    code, _, err = cli("print", "welcome_to_the_moon", *only, "--out", str(tmp_path / "es"))
    html = (tmp_path / "es" / "welcome_to_the_moon.html").read_text(encoding="utf-8")
    assert code == 0 and "Adversario ASTRA de nivel 5" in html and "Level 5" not in html
