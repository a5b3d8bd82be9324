"""`cardsmith schema PACK`: a JSON Schema of one pack's card files, for editors that complete and check YAML.

The generic card-file schema (`compiler.schema.cards_schema`) knows no game: `fields` is any mapping. This one
is written from the pack's own declarations: its card types as an enum, and for each type its fields with their
types, bounds, enum values and the resources a cost may name, every property with a description, so that an
editor (VS Code with the YAML extension, any yaml-language-server client) completes `faction: ` with the
pack's factions and flags `cost: {enrgy: 1}` as you type. Card files name it in their first line:
`# yaml-language-server: $schema=../schemas/cards.json`.
"""

from __future__ import annotations

from typing import Any

from ..compiler.schema import COMPONENT, DIALECT
from .catalogue import Pack

MODELINE = "# yaml-language-server: $schema=../schemas/cards.json"
_KIND_WORDS = {
    "int": "a whole number",
    "text": "text",
    "enum": "one of the declared values",
    "effect": "an effect text in the effect language (docs/language.md)",
    "resources": "amounts of resources, e.g. {energy: 2}",
    "list": "a list of names",
    "bool": "yes or no (true/false)",
    "map": "free-form data",
}


def card_file_schema(pack: Pack) -> dict[str, Any]:
    """The schema of a card file of `pack`."""
    declared = pack.game.get("card_types")
    types: dict[str, Any] = declared if isinstance(declared, dict) else {}
    card = {
        "type": "object",
        "description": "A card: its id, name, type, copies and the fields its type declares.",
        "required": ["id", "name", "type"],
        "additionalProperties": False,
        "properties": {
            "id": _described(
                {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "maxLength": 64},
                "Unique in the pack, lower_snake_case.",
            ),
            "name": _described({"type": "string", "minLength": 1, "maxLength": 200}, "The name as printed."),
            "type": _described({"enum": list(types)}, "The card type, one of " + ", ".join(types) + "."),
            "copies": _described({"type": "integer", "minimum": 0, "maximum": 1000}, "Physical copies (default 1)."),
            "fields": _described({"type": "object"}, "The fields the card's type declares."),
            "provenance": _described(
                {"type": "string", "pattern": "^(rulebook|stand-in)\\b"},
                "Where the card comes from: 'rulebook: <where>' or 'stand-in: <why>' (none for one's own card).",
            ),
            "text": _described({"type": "string"}, "Flavour or reminder text printed on the card."),
            "number": _described({"type": "integer"}, "The card's number, when the game numbers its cards."),
        },
        "allOf": [_type_rule(name, spec, pack) for name, spec in types.items()],
    }
    return {
        "$schema": DIALECT,
        "title": f"{pack.game.get('name', pack.name)}: card file",
        "description": f"A card file of the pack '{pack.name}' (written by `cardsmith schema`; run it again when "
        "game.yaml changes).",
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "cards": {"type": "array", "description": "The cards of this file.", "items": card},
            "components": {
                "type": "array",
                "description": "Components that are not cards: tokens, markers, boards...",
                "items": _components(),
            },
            "notes": {"type": "array", "description": "Notes on these cards.", "items": {"type": "string"}},
        },
    }


def _described(schema: dict[str, Any], text: str) -> dict[str, Any]:
    return {**schema, "description": text}


def _type_rule(name: str, spec: Any, pack: Pack) -> dict[str, Any]:
    """`if type is NAME then fields are NAME's fields`: the editor checks a card's fields by its type."""
    fields: dict[str, Any] = spec.get("fields") or {} if isinstance(spec, dict) else {}
    properties = {field: _field(field, f if isinstance(f, dict) else {}, pack) for field, f in fields.items()}
    required = [field for field, f in fields.items() if isinstance(f, dict) and f.get("required")]
    fields_schema: dict[str, Any] = {
        "type": "object",
        "description": f"The fields of a card of type {name}.",
        "additionalProperties": False,
        "properties": properties,
    }
    if required:
        fields_schema["required"] = required
    return {
        "if": {"properties": {"type": {"const": name, "description": f"A card of type {name}."}}, "required": ["type"]},
        "then": {"properties": {"fields": fields_schema}},
    }


def _field(name: str, spec: dict[str, Any], pack: Pack) -> dict[str, Any]:
    kind = str(spec.get("type", "text"))
    own = spec.get("description")
    text = f"{name}: {own}" if own else f"{name}: {_KIND_WORDS.get(kind, kind)}"
    schema: dict[str, Any] = {"description": text}
    if kind == "int":
        schema["type"] = "integer"
        if "min" in spec:
            schema["minimum"] = spec["min"]
        if "max" in spec:
            schema["maximum"] = spec["max"]
    elif kind == "enum":
        schema["enum"] = list(spec.get("values") or [])
    elif kind in ("text", "effect"):
        schema["type"] = "string"
    elif kind == "bool":
        schema["type"] = "boolean"
    elif kind == "list":
        schema["type"] = "array"
    elif kind == "map":
        schema["type"] = "object"
    elif kind == "resources":
        amounts = _amounts(pack)
        schema.update(
            type="object",
            additionalProperties=False,
            properties={a: {"type": "integer", "description": f"{a}: {amounts[a]}"} for a in amounts},
        )
    return schema


def _amounts(pack: Pack) -> dict[str, str]:
    """The resources, counters and tokens a map of amounts may name, each with what it is."""
    found: dict[str, str] = {}
    for section, what in (("resources", "a resource"), ("counters", "a counter"), ("tokens", "a token")):
        declared = pack.game.get(section)
        for name, spec in declared.items() if isinstance(declared, dict) else []:
            own = spec.get("description") if isinstance(spec, dict) else None
            found[name] = str(own or what)
    return found


def _components() -> dict[str, Any]:
    words = {
        "id": "Unique in the pack, lower_snake_case.",
        "kind": "What it is: token, marker, pawn, board...",
        "count": "How many the game has.",
        "name": "The name as printed.",
        "colour": "Its colour, when the game tells them apart by it.",
        "provenance": "Where it comes from in the rulebook.",
        "data": "Free-form data (a board's geometry...).",
        "owner": "Whose it is.",
        "description": "What it is for.",
    }
    properties = {k: {**v, "description": words.get(k, k)} for k, v in COMPONENT["properties"].items()}
    return {**COMPONENT, "description": "A component.", "properties": properties}
