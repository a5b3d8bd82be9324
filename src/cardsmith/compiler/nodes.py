"""Runtime-facing effect objects: one frozen dataclass per registry kind, made from the registry.

`to_nodes(ir)` turns compiled IR (plain JSON) into immutable objects that can be built once and
shared by every game state and clone; `to_ir(node)` gives the JSON back. Players stay plain
strings and numbers plain ints, as in the IR.
"""

from __future__ import annotations

from dataclasses import field, fields, is_dataclass, make_dataclass
from typing import Any

from .registry import CATEGORY_KEYS, REGISTRY, Kind

_TAGS = tuple(key for key in CATEGORY_KEYS.values() if key)


class Node:
    """Base of every generated node class: `kind` is the registry name, `category` its kind of node."""

    kind: str = ""
    category: str = ""


def _class_name(kind: Kind) -> str:
    return "".join(part.capitalize() for part in kind.name.split("_"))


def _make(kind: Kind) -> type:
    names = list(kind.slot_names) + ([kind.rest.split("=")[0]] if kind.rest else [])
    return make_dataclass(
        _class_name(kind),
        [(name, Any, field(default=None)) for name in names],
        bases=(Node,),
        frozen=True,
        namespace={"__doc__": kind.doc, "kind": kind.name, "category": kind.category},
    )


NODE_CLASSES: dict[str, type] = {k.name: _make(k) for k in REGISTRY.kinds.values() if CATEGORY_KEYS[k.category]}

Ability = make_dataclass(
    "Ability",
    [("effects", Any), ("headers", Any, field(default=())), ("cost", Any, field(default=()))],
    bases=(Node,),
    frozen=True,
    namespace={
        "__doc__": "One ability: headers (triggers, limits, conditions), an optional cost, effects.",
        "kind": "ability",
        "category": "ability",
    },
)


def to_nodes(value: Any) -> Any:
    """IR -> immutable nodes (lists become tuples, dicts become frozen dataclasses)."""
    if isinstance(value, list):
        return tuple(to_nodes(v) for v in value)
    if not isinstance(value, dict):
        return value
    for tag in _TAGS:
        if isinstance(value.get(tag), str) and value[tag] in NODE_CLASSES:
            cls = NODE_CLASSES[value[tag]]
            return cls(**{k: to_nodes(v) for k, v in value.items() if k != tag})
    if "effects" in value and set(value) <= {"effects", "headers", "cost"}:
        return Ability(**{k: to_nodes(v) for k, v in value.items()})
    return {k: to_nodes(v) for k, v in value.items()}  # shapes: a location, a quantity, a card name


def to_ir(value: Any) -> Any:
    """Nodes -> the IR's plain JSON."""
    if isinstance(value, tuple):
        return [to_ir(v) for v in value]
    if isinstance(value, dict):
        return {k: to_ir(v) for k, v in value.items()}
    if is_dataclass(value) and isinstance(value, Node):
        data = {f.name: to_ir(getattr(value, f.name)) for f in fields(value)}
        data = {k: v for k, v in data.items() if v is not None and v != []}
        if value.category == "ability":
            return data
        return {CATEGORY_KEYS[value.category]: value.kind, **data}
    return value
