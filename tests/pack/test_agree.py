"""A pack's own agreement patterns (`agree:` in game.yaml) and its glossary's table phrases: check accepts what
can be used and says, located, what cannot."""

from __future__ import annotations

from conftest import CARDS, GAME


def test_a_broken_agreement_pattern_is_a_located_error(cli, pack_dir) -> None:
    for pair, why in (
        ("['1 z (kart', '1 kartę']", "not a regular expression"),
        ("['1 z kart', '\\2']", "invalid group reference 2"),
    ):
        code, out, err = cli("check", str(pack_dir(game=GAME + f"agree:\n  pl:\n    - {pair}\n", cards=CARDS)))
        assert code == 1 and "error E100" in out + err and why in out + err, out + err
        assert "game.yaml:" in out + err and "Traceback" not in out + err


def test_agreement_patterns_and_table_phrases_are_accepted(cli, pack_dir) -> None:
    game = (
        GAME
        + "agree:\n  pl:\n    - ['\\b1 z (kart)\\b', '1 \\1']\nglossary:\n  pl: {\"potion on {}\": \"napój na {}\"}\n"
    )
    code, out, err = cli("check", str(pack_dir(game=game, cards=CARDS)))
    assert code == 0, out + err
