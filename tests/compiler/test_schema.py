"""The JSON Schemas are valid Draft 2020-12, and every compiled effect of the bundled packs fits the IR's."""

from __future__ import annotations

import jsonschema
import pytest

from cardsmith.compiler import compile_text
from cardsmith.compiler.schema import all_schemas, ir_schema
from cardsmith.pack.catalogue import load_pack

VALIDATOR = jsonschema.Draft202012Validator(ir_schema())


@pytest.mark.parametrize("name", sorted(all_schemas()))
def test_schema_is_valid_draft_2020_12(name: str) -> None:
    schema = all_schemas()[name]
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("name", ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"])
def test_every_bundled_effect_fits_the_ir_schema(name: str) -> None:
    pack = load_pack(name)
    texts = [ir for card in pack.cards for ir in card.effects.values()]
    texts += [step["do"] for phase in pack.procedure["flow"]["phases"] for step in phase["steps"] if step["do"]]
    assert texts
    for ir in texts:
        errors = list(VALIDATOR.iter_errors(ir))
        assert not errors, [e.message for e in errors[:3]]


def test_schema_rejects_a_misspelt_parameter() -> None:
    """The failure Forge's scripts are known for: a parameter name nobody checks."""
    ir = compile_text("gain 2 energy").ir
    assert ir is not None
    ir[0]["effects"][0]["amonut"] = 2
    messages = [e.message for e in VALIDATOR.iter_errors(ir)]
    assert any("amonut" in m for m in messages)


def test_schema_rejects_an_unknown_kind() -> None:
    ir = [{"effects": [{"effect": "teleport", "amount": 1}]}]
    assert not VALIDATOR.is_valid(ir)
