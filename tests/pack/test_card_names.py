"""A glossary may name the cards by their ids in another language; it names them all, or check says which not."""

from __future__ import annotations

from conftest import CARDS, GAME

FLARE = CARDS.replace("cards:\n", "").replace("id: spark", "id: flare").replace("name: Spark", "name: Flare")
TWO_CARDS = CARDS + FLARE


def test_a_glossary_naming_some_cards_but_not_all_is_a_warning(cli, pack_dir) -> None:
    game = GAME + "glossary:\n  pt: {spark: Faísca}\n"
    code, out, err = cli("check", str(pack_dir(game=game, cards=TWO_CARDS)))
    assert code == 0, err
    assert "warning W302" in out + err and "not flare" in out + err and "game.yaml:" in out + err


def test_a_glossary_naming_every_card_or_none_is_quiet(cli, pack_dir) -> None:
    for glossary in ("{spark: Faísca, flare: Chama}", "{energy: energia}"):
        code, out, err = cli("check", str(pack_dir(game=GAME + f"glossary:\n  pt: {glossary}\n", cards=TWO_CARDS)))
        assert code == 0 and "W302" not in out + err, out + err
