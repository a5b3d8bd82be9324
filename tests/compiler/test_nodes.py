"""Runtime-facing node classes come from the registry and carry the IR losslessly."""

from __future__ import annotations

import dataclasses

import pytest

from cardsmith.catalogue import load_pack
from cardsmith.compiler import compile_text
from cardsmith.compiler.nodes import NODE_CLASSES, to_ir, to_nodes
from cardsmith.compiler.registry import REGISTRY


def test_one_class_per_kind_with_the_registry_slots() -> None:
    for kind in REGISTRY.kinds.values():
        if kind.category == "player":
            continue
        cls = NODE_CLASSES[kind.name]
        names = {f.name for f in dataclasses.fields(cls)}
        assert set(kind.slot_names) <= names and cls.__doc__ == kind.doc


def test_nodes_are_immutable() -> None:
    (ability,) = to_nodes(compile_text("once per turn: pay 2 energy to opponent -> advance 1 on any planet").ir)
    assert type(ability.cost[0]).__name__ == "Pay" and ability.cost[0].to == "opponent"
    with pytest.raises(dataclasses.FrozenInstanceError):
        ability.cost[0].amount = 3  # type: ignore[misc]


@pytest.mark.parametrize("name", ["asteria", "welcome_to_the_moon"])
def test_every_bundled_effect_survives_the_trip_through_nodes(name: str) -> None:
    for card in load_pack(name).cards:
        for ir in card.effects.values():
            assert to_ir(to_nodes(ir)) == ir
