"""JSON Schemas (Draft 2020-12): the IR's, derived from the registry, and those of pack files.

The IR schema dispatches on each node's tag (`if`/`then` per kind) rather than a wide `oneOf`, so a
validator explains a bad node by its own kind. `cardsmith schema` writes them all to a folder.
"""

from __future__ import annotations

from typing import Any

from .registry import CATEGORY_KEYS, REGISTRY, Kind

DIALECT = "https://json-schema.org/draft/2020-12/schema"
BASE = "https://cardsmith.dev/schema/"

_NAME = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}


def _slot_schema(slot_type: str) -> dict[str, Any]:
    base = slot_type.split(":")[0]
    simple: dict[str, dict[str, Any]] = {
        "expr": {"$ref": "#/$defs/expr"},
        "cond": {"$ref": "#/$defs/cond"},
        "player": {"$ref": "#/$defs/player"},
        "cards": {"$ref": "#/$defs/cards"},
        # one card named directly: this card (or the card it sits on), it, the card just played
        "card_ref": {
            "allOf": [{"$ref": "#/$defs/cards"}, {"properties": {"cards": {"enum": ["this", "it", "just_played"]}}}]
        },
        "zone": {"$ref": "#/$defs/zone"},
        "body": {"type": "array", "items": {"$ref": "#/$defs/effect"}, "minItems": 1},
        "blocks": {
            "type": "array",
            "minItems": 2,
            "items": {"type": "array", "items": {"$ref": "#/$defs/effect"}, "minItems": 1},
        },
        "words": {
            "type": "array",
            "minItems": 1,
            "items": {
                "anyOf": [
                    _NAME,
                    {
                        "type": "object",
                        "properties": {"card": {"type": "string", "minLength": 1}},
                        "required": ["card"],
                        "additionalProperties": False,
                    },
                ]
            },
        },
        "event": _NAME,
        "facing": {"enum": ["face up", "face down"]},
        "op": {"enum": ["+", "-", "x", "=", "*", "/", "min", "max"]},
        "side": _NAME,
        "args": {"type": "array", "items": {"$ref": "#/$defs/expr"}, "minItems": 1},
        "period": {"enum": ["turn", "round", "game", "phase", "step"]},
        "edge": {"enum": ["start", "end"]},
        "whose": {"enum": ["your", "each", "every"]},
        "comparative": {"enum": ["more", "fewer"]},
        "superlative": {"enum": ["most", "fewest"]},
        "cmp": {"enum": ["<", "<=", ">", ">=", "==", "!="]},
        "target": {"anyOf": [{"enum": ["player", "opponent", "neighbour"]}, {"$ref": "#/$defs/cards"}]},
        "int": {"type": "integer"},
        "quantity": {
            "anyOf": [
                {"type": "integer", "minimum": 0},
                {"enum": ["all", "any"]},
                {
                    "type": "object",
                    "properties": {"up_to": {"type": "integer", "minimum": 0}},
                    "required": ["up_to"],
                    "additionalProperties": False,
                },
            ]
        },
        "pick": {"enum": ["random", "strongest", "weakest", "top", "bottom"]},
        "location": {
            "type": "object",
            "properties": {"prep": {"enum": ["in", "on", "from", "under"]}, "zone": {"$ref": "#/$defs/zone"}},
            "required": ["prep", "zone"],
            "additionalProperties": False,
        },
        "name": _NAME,
    }
    return simple[base]


def _kind_schema(kind: Kind, key: str) -> dict[str, Any]:
    properties: dict[str, Any] = {key: {"const": kind.name}}
    for slot, slot_type in kind.slots:
        properties[slot] = _slot_schema(slot_type)
    required = [key]
    if kind.rest:
        slot, slot_type = kind.rest.split("=")
        item = _slot_schema(slot_type) if slot_type != "blocks" else _slot_schema("body")
        properties[slot] = {"type": "array", "items": item, "minItems": 2 if slot_type == "blocks" else 1}
        required.append(slot)
    required += [s for s, t in kind.slots if _required_slot(kind, s)]
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
        "description": kind.doc,
    }


def _required_slot(kind: Kind, slot: str) -> bool:
    """A slot is required unless it sits inside an optional `[...]` part of the syntax."""
    depth = 0
    i = 0
    syntax = kind.syntax.replace("\\[", "").replace("\\]", "")
    while i < len(syntax):
        char = syntax[i]
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
        elif syntax.startswith("{" + slot + "}", i):
            return depth == 0
        i += 1
    return False


def _category_schema(category: str) -> dict[str, Any]:
    key = CATEGORY_KEYS[category]
    kinds = REGISTRY.of(category)
    if key is None:
        return {"enum": [k.name for k in kinds]}
    branches = [
        {"if": {"properties": {key: {"const": k.name}}, "required": [key]}, "then": _kind_schema(k, key)}
        for k in kinds
        if not (category == "expr" and k.name == "number")
    ]
    return {
        "type": "object",
        "required": [key],
        "properties": {key: {"enum": [k.name for k in kinds]}},
        "allOf": branches,
    }


def ir_schema() -> dict[str, Any]:
    """The schema of a compiled effect text: a list of abilities."""
    defs: dict[str, Any] = {category: _category_schema(category) for category in CATEGORY_KEYS}
    defs["expr"] = {"anyOf": [{"type": "integer"}, defs["expr"]]}
    defs["ability"] = {
        "type": "object",
        "properties": {
            "headers": {"type": "array", "items": {"$ref": "#/$defs/trigger"}, "minItems": 1},
            "cost": {"type": "array", "items": {"$ref": "#/$defs/effect"}, "minItems": 1},
            "effects": {"type": "array", "items": {"$ref": "#/$defs/effect"}, "minItems": 1},
        },
        "required": ["effects"],
        "additionalProperties": False,
    }
    return {
        "$schema": DIALECT,
        "$id": BASE + "ir.json",
        "title": "cardsmith effect IR",
        "type": "array",
        "items": {"$ref": "#/$defs/ability"},
        "$defs": defs,
    }


# ---------------------------------------------------------------- pack files

_TEXT = {"type": "string", "maxLength": 4000}
_ID = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "maxLength": 64}
_COUNT = {"type": "integer", "minimum": 0, "maximum": 100000}
_BOUND = {"type": "integer", "minimum": -1000000, "maximum": 1000000}
COMPONENT_KINDS = [
    "token",
    "marker",
    "pawn",
    "fragment",
    "sheet",
    "board",
    "bag",
    "die",
    "card_back",
    "reference",
    "pen",
    "eraser",
    "book",
    "other",
]


def _map_of(item: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "propertyNames": _ID, "additionalProperties": item}


# `glossary:` and `labels:` in game.yaml: language -> declared name -> printed words.
_LANGUAGES = {"enum": ["pt", "pl", "it", "es", "en", "fr", "de"]}
_WORD = {"type": "string", "minLength": 1, "maxLength": 200}
WORDS_BY_LANGUAGE = {"type": "object", "propertyNames": _LANGUAGES, "additionalProperties": _map_of(_WORD)}
# The glossary may also word a phrase a rules module says at the table: a key with a space, `{}` for a name.
_PHRASE = {"type": "string", "pattern": "^[a-z{][a-z0-9_{}:,' ]* [a-z0-9_{}:,' ]*$", "maxLength": 120}
# `agree:` in game.yaml: language -> [pattern, replacement] pairs, the pack's own agreement (rules_text).
AGREE_BY_LANGUAGE = {
    "type": "object",
    "propertyNames": _LANGUAGES,
    "additionalProperties": {
        "type": "array",
        "items": {"type": "array", "items": {"type": "string", "maxLength": 200}, "minItems": 2, "maxItems": 2},
    },
}
# A player sheet's parts keep their layout's ids (`L_planet_3`); `{}` in a key names a numbered family of them.
_SHEET_PART = {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_{}]*$", "maxLength": 64}
GLOSSARY = {
    "type": "object",
    "propertyNames": _LANGUAGES,
    "additionalProperties": {
        "type": "object",
        "propertyNames": {"anyOf": [_ID, _PHRASE, _SHEET_PART]},
        "additionalProperties": _WORD,
    },
}


def _strict(properties: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = required
    return schema


COMPONENT = _strict(
    {
        "id": _ID,
        "kind": {"enum": COMPONENT_KINDS},
        "count": _COUNT,
        "name": _TEXT,
        "colour": _TEXT,
        "provenance": _TEXT,
        "data": {"type": "object"},
        "owner": _TEXT,
        "description": _TEXT,
    },
    ["id", "kind", "count"],
)

_NAMES = {"type": "array", "items": _ID}
RUNTIME = _strict(
    {
        "module": {"type": "string", "pattern": "^[a-z_][a-z0-9_]*\\.py$"},
        "supply": _ID,
        "hand": _ID,
        "play_zone": _ID,
        "hosted_zone": _ID,
        "board": _NAMES,
        "active_zones": _NAMES,
        "keeps_owner": _NAMES,
        "discard": _map_of(_ID),
        "default_discard": _ID,
        "decks": _map_of(_ID),
        "restock": _map_of(_ID),
        "cost_field": _ID,
        "free_sides": _NAMES,
        "score": _ID,
        "value": {"type": "object", "additionalProperties": {"type": "number"}},
        "value_scored": {"type": "boolean"},
        "track_length": _COUNT,
        "max_turns": {"type": "integer", "minimum": 1, "maximum": 100000},
        "rank_by": _ID,
        "returns": {"enum": ["win", "score", "rank"]},
        "pieces": _NAMES,
        "tie_break": _NAMES,
        "rival": _ID,
        "options": _NAMES,
        "sheet": _strict(
            {
                "component": _ID,
                "face": _ID,
                "readings": {"type": "object", "additionalProperties": {"type": "object"}},
                "visibility": {"enum": ["public", "owner"]},
                "face_by": _ID,
                "faces": {
                    "type": "object",
                    "additionalProperties": {
                        "anyOf": [
                            _ID,
                            _strict(
                                {
                                    "face": _ID,
                                    "component": _ID,
                                    "readings": {"type": "object", "additionalProperties": {"type": "object"}},
                                },
                                ["face"],
                            ),
                        ]
                    },
                },
                "description": _TEXT,
            },
            ["component"],
        ),
        "description": _TEXT,
    }
)

FIELD_TYPES = ["int", "text", "enum", "effect", "resources", "list", "bool", "map"]

FIELD = _strict(
    {
        "type": {"enum": FIELD_TYPES},
        "min": _BOUND,
        "max": _BOUND,
        "values": {"type": "array", "items": _ID, "minItems": 1},
        "required": {"type": "boolean"},
        "printed": _ID,
        "description": _TEXT,
    },
    ["type"],
)


def game_schema() -> dict[str, Any]:
    bounds = _strict({"min": _BOUND, "max": _BOUND, "start": _BOUND, "description": _TEXT})
    zone = _strict(
        {
            "owner": {"enum": ["player", "shared"]},
            "order": {"enum": ["stack", "row", "unordered", "bag", "grid"]},
            "visibility": {"enum": ["public", "owner", "hidden", "top"]},
            "capacity": _COUNT,
            "description": _TEXT,
            "holds": {"type": "array", "items": _ID},
        },
        ["owner"],
    )
    step = _strict(
        {
            "id": _ID,
            "do": _TEXT,
            "description": _TEXT,
            "optional": {"type": "boolean"},
            "players": {"enum": ["active", "each", "simultaneous"]},
        },
        ["id"],
    )
    phase = _strict(
        {
            "id": _ID,
            "steps": {"type": "array", "items": step},
            "description": _TEXT,
            "per": {"enum": ["turn", "round"]},
        },
        ["id"],
    )
    return {
        "$schema": DIALECT,
        "$id": BASE + "game.json",
        "title": "cardsmith game.yaml",
        **_strict(
            {
                "id": _ID,
                "name": _TEXT,
                "version": {"type": "string", "maxLength": 32},
                "language": {"enum": ["pt", "pl", "it", "es", "en", "fr", "de"]},
                "source": _TEXT,
                "description": _TEXT,
                "players": _strict(
                    {
                        "min": {"type": "integer", "minimum": 1, "maximum": 20},
                        "max": {"type": "integer", "minimum": 1, "maximum": 20},
                        "description": _TEXT,
                    },
                    ["min", "max"],
                ),
                "notes": {"type": "array", "items": _TEXT},
                "resources": _map_of(_strict({**bounds["properties"], "supply": _COUNT})),
                "counters": _map_of(
                    _strict(
                        {
                            "min": _BOUND,
                            "max": _BOUND,
                            "start": _BOUND,
                            "scope": {"enum": ["player", "game"]},
                            "internal": {"type": "boolean"},
                            "description": _TEXT,
                        }
                    )
                ),
                "tokens": _map_of(
                    _strict(
                        {
                            "count": _COUNT,
                            "max_per_player": _COUNT,
                            "max_per_card": _COUNT,
                            "name": _TEXT,
                            "description": _TEXT,
                        }
                    )
                ),
                "stats": {"type": "array", "items": _ID},
                "states": {"type": "array", "items": _ID},
                "events": {"type": "array", "items": _ID},
                "areas": {"type": "array", "items": _ID},
                "tables": _map_of({"type": "array", "items": {"type": "integer"}, "maxItems": 1000}),
                "rules": _map_of(
                    _strict(
                        {"params": {"type": "array", "items": _ID}, "text": _TEXT, "description": _TEXT, "name": _TEXT}
                    )
                ),
                "zones": _map_of(zone),
                "card_types": _map_of(
                    _strict(
                        {
                            "fields": _map_of(FIELD),
                            "sides": {"type": "array", "items": _ID},
                            "back_fields": {"type": "array", "items": _ID, "maxItems": 100},
                            "private_back": {"type": "boolean"},
                            "count": _COUNT,
                            "name": _TEXT,
                            "description": _TEXT,
                            "back": _TEXT,
                        }
                    )
                ),
                "components": {"type": "array", "items": COMPONENT},
                "files": {"type": "array", "items": {"type": "string", "maxLength": 256}},
                "setup": _TEXT,
                "flow": _strict(
                    {
                        "turn_order": {
                            "anyOf": [
                                {"enum": ["clockwise", "simultaneous", "board_order", "counterclockwise"]},
                                _strict({"by": _ID, "first": {"enum": ["highest", "lowest"]}}, ["by"]),
                            ]
                        },
                        "phases": {"type": "array", "items": phase},
                        "description": _TEXT,
                    }
                ),
                "end": {"type": "array", "items": _TEXT},
                "scoring": {"type": "array", "items": _TEXT},
                "tie_breakers": {"type": "array", "items": _TEXT},
                "modes": _map_of({"type": "object"}),
                "runtime": RUNTIME,
                "deck": _deck_rules(),
                "glossary": GLOSSARY,
                "labels": WORDS_BY_LANGUAGE,
                "agree": AGREE_BY_LANGUAGE,
            },
            ["id", "name", "players"],
        ),
    }


def _deck_rules() -> dict[str, Any]:
    """The `deck:` section: construction rules (see cardsmith.decks.rules)."""
    span = _strict({"min": _COUNT, "max": _COUNT, "description": _TEXT})
    count = _strict(
        {"name": _TEXT, "select": _TEXT, "per": _ID, "min": _COUNT, "max": _COUNT, "description": _TEXT}, ["name"]
    )
    copies = _strict(
        {"max": {"anyOf": [_COUNT, {"const": "printed"}]}, "except": _map_of(_COUNT), "description": _TEXT}
    )
    return _strict(
        {
            "description": _TEXT,
            "size": span,
            "copies": copies,
            "counts": {"type": "array", "items": count},
            "required": {"type": "array", "items": _ID},
            "banned": {"type": "array", "items": _ID},
        }
    )


def cards_schema() -> dict[str, Any]:
    card = _strict(
        {
            "id": _ID,
            "name": {"type": "string", "minLength": 1, "maxLength": 200},
            "type": _ID,
            "copies": {"type": "integer", "minimum": 0, "maximum": 1000},
            "fields": {"type": "object"},
            "provenance": {"type": "string", "pattern": "^(rulebook|stand-in)\\b", "maxLength": 1000},
            "text": _TEXT,
            "number": {"type": "integer"},
        },
        ["id", "name", "type"],
    )
    return {
        "$schema": DIALECT,
        "$id": BASE + "cards.json",
        "title": "cardsmith card file",
        **_strict(
            {
                "cards": {"type": "array", "items": card},
                "components": {"type": "array", "items": COMPONENT},
                "notes": {"type": "array", "items": _TEXT},
            }
        ),
    }


def pack_schema() -> dict[str, Any]:
    """The exported catalogue (`cardsmith export`): a whole pack, compiled."""
    return {
        "$schema": DIALECT,
        "$id": BASE + "pack.json",
        "title": "cardsmith compiled pack",
        "type": "object",
        "required": ["pack", "game", "cards", "components", "counts"],
        "properties": {
            "pack": {"type": "object", "required": ["id", "name", "version"]},
            "game": {"type": "object"},
            "cards": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["id", "name", "type", "copies", "fields", "effects", "provenance"],
                    "properties": {"effects": {"type": "object", "additionalProperties": {"$ref": BASE + "ir.json"}}},
                },
            },
            "components": {"type": "array", "items": {"type": "object", "required": ["id", "kind", "count"]}},
            "counts": {"type": "object"},
            "procedure": {"type": "object"},
        },
    }


def all_schemas() -> dict[str, dict[str, Any]]:
    return {
        "ir.json": ir_schema(),
        "game.json": game_schema(),
        "cards.json": cards_schema(),
        "pack.json": pack_schema(),
    }
