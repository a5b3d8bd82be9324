"""`cardsmith search`: matching cards and a count, grep's exit codes, located query errors."""

from __future__ import annotations

import json

from conftest import GAME


def test_search_lists_matches_and_counts(cli) -> None:
    code, out, _ = cli("search", "asterix", "faction:gaul role:hero")
    assert code == 0
    assert "asteriks" in out and "obeliks" in out
    assert "roman" not in out
    assert out.strip().splitlines()[-1].startswith("2 card(s), 4 copies match")


def test_search_json(cli) -> None:
    code, out, _ = cli("search", "asterix", "faction:gaul role:hero", "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["count"] == 2 and {c["id"] for c in data["cards"]} == {"asteriks", "obeliks"}


def test_no_match_exits_1(cli) -> None:
    code, out, _ = cli("search", "asteria", "no_such_word_anywhere")
    assert code == 1 and out.startswith("0 card(s)")


def test_bad_query_is_located_with_a_caret(cli) -> None:
    code, out, err = cli("search", "asterix", "faction:gaul strenght>3")
    assert code == 1 and out == ""
    assert "<query>:1:14: error E301 unknown field 'strenght' (did you mean 'strength'?)" in err
    assert err.rstrip().endswith("\n" + " " * 4 + " " * 13 + "^")
    code, out, _ = cli("search", "asterix", "(faction:gaul", "--format", "json")
    assert code == 1 and json.loads(out)["diagnostics"][0]["column"] == 14


def test_unknown_pack_is_a_usage_error(cli) -> None:
    code, _, err = cli("search", "asterx", "x")
    assert code == 2 and "did you mean 'asterix'?" in err


def test_search_in_a_pack_with_malformed_card_types_answers_and_says_why(cli, pack_dir) -> None:
    """A pack with errors is still searched (with a warning): its declarations may be of any shape."""
    game = GAME.replace("  action:\n", "  action: {fields: 3, sides: 4}\n  spell: 5\n  ignored:\n", 1)
    pack = pack_dir(game=game.replace("faction: {type: enum, values: [red, blue]}", "faction: {type: enum, values: 7}"))
    for query in ("type:action", "has:front", "faction:red", "cost>1"):
        code, _, err = cli("search", str(pack), query)
        assert code in (0, 1) and "Traceback" not in err and "internal error" not in err, err
        assert "warning: pack mini has" in err
    code, _, err = cli("search", str(pack_dir(game=GAME.replace("card_types:\n  action:", "card_types: '0'\nx:"))), "x")
    assert code == 1 and "internal error" not in err, err
