"""Whatever the values in a pack, cardsmith answers with diagnostics, never an exception."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from cardsmith.compiler.schema import cards_schema, game_schema
from cardsmith.pack.catalogue import load_pack
from conftest import CARDS, GAME, write_pack

WRONG = [1, "x", [1, "y"], {"a": 1}, None, True, {"a": {"b": [1]}}, [{"c": 2}]]


def _cases(schema: dict, base: str) -> list[tuple[str, str, object]]:
    return [(base, key, value) for key in schema["properties"] for value in WRONG]


@pytest.mark.parametrize(
    ("file", "key", "value"),
    _cases(game_schema(), "game")
    + [("card", key, value) for key in ("id", "name", "type", "copies", "fields", "provenance") for value in WRONG]
    + [("field", key, value) for key in ("cost", "faction", "effect") for value in WRONG],
)
def test_wrong_values_give_diagnostics_not_exceptions(tmp_path: Path, file: str, key: str, value: object) -> None:
    game = yaml.safe_load(GAME)
    cards = yaml.safe_load(CARDS)
    if file == "game":
        game[key] = value
    elif file == "card":
        cards["cards"][0][key] = value
    else:
        cards["cards"][0]["fields"][key] = value
    root = write_pack(tmp_path / "mini", game=yaml.safe_dump(game), cards=yaml.safe_dump(cards))
    pack = load_pack(str(root))  # must not raise
    for d in pack.diagnostics:
        assert d.line >= 0 and d.code


def test_card_schema_lists_the_keys_the_loader_reads() -> None:
    assert {"id", "name", "type", "copies", "fields", "provenance"} <= set(
        cards_schema()["properties"]["cards"]["items"]["properties"]
    )
