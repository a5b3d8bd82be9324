"""Whatever the values in a pack, cardsmith answers with diagnostics, never an exception: a wrong value gets
at least one located error at the key that holds it, a right one gets none."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from cardsmith.base.diagnostics import CODES
from cardsmith.compiler.schema import cards_schema, game_schema
from cardsmith.pack.catalogue import load_pack
from conftest import CARDS, GAME, write_pack

WRONG = [1, "x", [1, "y"], {"a": 1}, None, True, {"a": {"b": [1]}}, [{"c": 2}]]

# The (file, key, value) cases of WRONG that are in fact right: any text where text is wanted, a whole number
# of copies or cost, and anything at all inside a mode (a mode's settings are free-form objects).
VALID = [
    *(("game", key, "x") for key in ("id", "name", "version", "source", "description")),
    ("game", "modes", {"a": {"b": [1]}}),
    ("card", "id", "x"),
    ("card", "name", "x"),
    ("card", "copies", 1),
    ("field", "cost", 1),
]

FILES = {"game": "game.yaml", "card": "cards/a.yaml", "field": "cards/a.yaml"}


def _valid(file: str, key: str, value: object) -> bool:
    """Whether a case is in VALID (`True == 1` in Python, but not in a pack)."""
    return any((f, k, type(v), v) == (file, key, type(value), value) for f, k, v in VALID)


def _cases(schema: dict, base: str) -> list[tuple[str, str, object]]:
    return [(base, key, value) for key in schema["properties"] for value in WRONG]


def _entry(mapping: yaml.Node, key: str) -> tuple[yaml.Node, yaml.Node]:
    """The key node and the value node of `key` in a composed mapping."""
    return next((k, v) for k, v in mapping.value if k.value == key)


def _last_line(node: yaml.Node) -> int:
    """The last line (from 1) that holds part of `node`'s value."""
    if isinstance(node, yaml.ScalarNode):
        return node.end_mark.line + 1
    children = [c for pair in node.value for c in pair] if isinstance(node, yaml.MappingNode) else node.value
    return max([node.start_mark.line + 1, *(_last_line(child) for child in children)])


def _lines_of(text: str, file: str, key: str) -> range:
    """The lines (from 1) of the written file from `key:` to the end of its value."""
    root = yaml.compose(text)
    if file == "game":
        k, v = _entry(root, key)
    else:
        card = _entry(root, "cards")[1].value[0]
        k, v = _entry(_entry(card, "fields")[1] if file == "field" else card, key)
    return range(k.start_mark.line + 1, _last_line(v) + 1)


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
    if _valid(file, key, value):
        assert pack.diagnostics == [], [d.header() for d in pack.diagnostics]
        return
    assert pack.diagnostics and not pack.ok, f"{file} {key}: {value!r} is accepted"
    texts = {str(path): path.read_text(encoding="utf-8") for path in root.rglob("*.yaml")}
    shown = {path: text.splitlines() for path, text in texts.items()}
    for d in pack.diagnostics:
        assert d.code in CODES and d.message.strip() and d.severity in ("error", "warning"), d
        assert d.path in texts, f"{d.header()}: not a file of the pack"
        lines = shown[d.path]
        assert 1 <= d.line <= len(lines) and 1 <= d.column <= len(lines[d.line - 1]) + 1, d.header()
        assert d.render(shown).count("\n") == 2, d.render(shown)  # the header, the source line, a caret
    edited = str(root / FILES[file])
    at_key = _lines_of(texts[edited], file, key)
    assert any(d.path == edited and d.line in at_key and d.severity == "error" for d in pack.diagnostics), (
        f"no error at {FILES[file]} lines {at_key.start}-{at_key.stop - 1} ({key})",
        [d.header() for d in pack.diagnostics],
    )


def test_card_schema_lists_the_keys_the_loader_reads() -> None:
    assert {"id", "name", "type", "copies", "fields", "provenance"} <= set(
        cards_schema()["properties"]["cards"]["items"]["properties"]
    )
