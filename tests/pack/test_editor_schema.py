"""`cardsmith schema PACK`: each pack's card files get a schema with the pack's own names, and every
property says what it is, so that editors complete and check card files as they are typed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.editor_schema import MODELINE, card_file_schema

ROOT = Path(__file__).resolve().parents[2]
PACKS = ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"]


def _properties(schema: Any, where: str = "") -> Iterator[tuple[str, Any]]:
    if isinstance(schema, dict):
        for name, sub in (schema.get("properties") or {}).items():
            yield f"{where}.{name}", sub
        for key, sub in schema.items():
            yield from _properties(sub, f"{where}/{key}")
    elif isinstance(schema, list):
        for i, sub in enumerate(schema):
            yield from _properties(sub, f"{where}[{i}]")


@pytest.mark.parametrize("name", PACKS)
def test_every_property_has_a_description(name: str) -> None:
    schema = card_file_schema(load_pack(name))
    missing = [where for where, sub in _properties(schema) if not (isinstance(sub, dict) and sub.get("description"))]
    assert missing == []


@pytest.mark.parametrize("name", PACKS)
def test_the_bundled_card_files_name_their_up_to_date_schema_and_pass_it(name: str) -> None:
    pack = load_pack(name)
    shipped = json.loads((ROOT / "cards" / name / "schemas" / "cards.json").read_text(encoding="utf-8"))
    assert shipped == card_file_schema(pack), f"run: cardsmith schema {name} --out cards/{name}/schemas"
    validator = jsonschema.Draft202012Validator(shipped)
    for path in sorted((ROOT / "cards" / name / "cards").glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert text.startswith(MODELINE + "\n"), path
        assert [e.message for e in validator.iter_errors(yaml.safe_load(text))] == [], path


def test_the_schema_knows_the_packs_own_names() -> None:
    schema = card_file_schema(load_pack("asterix"))
    card = schema["properties"]["cards"]["items"]
    assert card["properties"]["type"]["enum"] == ["character", "album"]
    character = next(rule for rule in card["allOf"] if rule["if"]["properties"]["type"]["const"] == "character")
    faction = character["then"]["properties"]["fields"]["properties"]["faction"]
    assert faction["enum"] == ["gaul", "roman", "neutral"]
    validator = jsonschema.Draft202012Validator(schema)
    wrong = {"cards": [{"id": "x", "name": "X", "type": "character", "fields": {"faction": "viking"}}]}
    assert any("'viking' is not one of" in e.message for e in validator.iter_errors(wrong))


def test_schema_command_writes_the_packs_schema(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    schema = json.loads((tmp_path / "my_game" / "schemas" / "cards.json").read_text(encoding="utf-8"))
    cost = schema["properties"]["cards"]["items"]["allOf"][0]["then"]["properties"]["fields"]["properties"]["cost"]
    assert sorted(cost["properties"]) == ["energy", "points"]
    bad = {"cards": [{"id": "x", "name": "X", "type": "action", "fields": {"cost": {"enrgy": 1}}}]}
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(bad))
    monkeypatch.chdir(tmp_path / "my_game")
    code, _, _ = cli("schema", "--out", "elsewhere")
    assert code == 0 and (tmp_path / "my_game" / "elsewhere" / "cards.json").is_file()
