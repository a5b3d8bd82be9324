"""Property: the canonical formatter and the parser agree, `compile(format(ir)) == ir`.

IR is generated from the registry itself: every kind, every slot type, optional slots present or not. The
default run tries a few abilities; `-m slow` tries 150 and 80.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cardsmith.compiler import compile_text
from cardsmith.compiler.formatter import format_text
from cardsmith.compiler.registry import REGISTRY, Kind
from cardsmith.compiler.schema import _required_slot
from cardsmith.grammar import check_shape

NAMES = st.sampled_from(["energy", "ore", "hand", "deck", "action", "planet", "strength", "table_a", "x2", "k"])
PLAYERS = st.sampled_from([k.name for k in REGISTRY.of("player")])
ACTORS = st.sampled_from([k.name for k in REGISTRY.of("player") if k.name != "you"])
CARD_NAMES = st.text(alphabet="ABCdef xyzĄę-'", min_size=1, max_size=12).filter(lambda s: s.strip() == s and s)
NUMBERS = st.integers(min_value=-999_999, max_value=999_999)
COUNTS = st.integers(min_value=0, max_value=999_999)


def _words() -> st.SearchStrategy[list[Any]]:
    return st.lists(st.one_of(NAMES, CARD_NAMES.map(lambda n: {"card": n})), min_size=1, max_size=3)


def _kind_node(kind: Kind, key: str, slot_value: Any) -> st.SearchStrategy[dict[str, Any]]:
    """A node of `kind`: required slots always, optional ones sometimes."""
    fields: dict[str, st.SearchStrategy[Any]] = {}
    optional: dict[str, st.SearchStrategy[Any]] = {}
    for slot, slot_type in kind.slots:
        strategy = slot_value(slot, slot_type)
        (fields if _required_slot(kind, slot) else optional)[slot] = strategy
    if kind.rest:
        slot, slot_type = kind.rest.split("=")
        fields[slot] = st.lists(slot_value(slot, slot_type), min_size=2, max_size=3)
    base = st.fixed_dictionaries({key: st.just(kind.name), **fields}, optional=optional)
    return base


def ir_strategies() -> dict[str, st.SearchStrategy[Any]]:
    s: dict[str, st.SearchStrategy[Any]] = {}

    def deferred(name: str) -> st.SearchStrategy[Any]:
        return st.deferred(lambda: s[name])

    def slot_value(slot: str, slot_type: str) -> st.SearchStrategy[Any]:
        base = slot_type.split(":")[0]
        if slot == "actor":
            return ACTORS
        table: dict[str, st.SearchStrategy[Any]] = {
            "name": NAMES,
            "expr": deferred("expr"),
            "cond": deferred("cond"),
            "player": PLAYERS,
            "cards": deferred("cards"),
            "zone": deferred("zone"),
            "body": deferred("body"),
            "blocks": deferred("body"),
            "words": _words(),
            "event": st.sampled_from(["play", "gain", "conflict", "capture", "draw"]),
            "facing": st.sampled_from(["face up", "face down"]),
            "side": st.one_of(NAMES, st.just("any")),
            "args": st.lists(deferred("expr"), min_size=1, max_size=3),
            "period": st.sampled_from(["turn", "round", "game", "phase", "step"]),
            "edge": st.sampled_from(["start", "end"]),
            "whose": st.sampled_from(["your", "each", "every"]),
            "comparative": st.sampled_from(["more", "fewer"]),
            "superlative": st.sampled_from(["most", "fewest"]),
            "card_ref": st.sampled_from([{"cards": "it"}, {"cards": "this"}, {"cards": "just_played"}]),
            "cmp": st.sampled_from(["<", "<=", ">", ">=", "==", "!="]),
            "target": st.one_of(st.sampled_from(["player", "opponent", "neighbour"]), deferred("cards")),
            "int": COUNTS,
            "quantity": st.one_of(COUNTS, st.sampled_from(["all", "any"]), COUNTS.map(lambda n: {"up_to": n})),
            "pick": st.sampled_from(["random", "strongest", "weakest", "top", "bottom"]),
            "location": st.fixed_dictionaries(
                {"prep": st.sampled_from(["in", "on", "from", "under"]), "zone": deferred("zone")}
            ),
            "op": st.sampled_from(["+", "-", "x", "="]),
        }
        return table[base]

    def kinds(category: str, key: str, skip: tuple[str, ...] = ()) -> list[st.SearchStrategy[Any]]:
        return [_kind_node(k, key, slot_value) for k in REGISTRY.of(category) if k.name not in skip]

    arith = st.fixed_dictionaries(
        {
            "expr": st.just("arith"),
            "op": st.sampled_from(["+", "-", "*", "/"]),
            "left": deferred("expr"),
            "right": deferred("expr"),
        }
    )
    minmax = st.fixed_dictionaries(
        {
            "expr": st.just("minmax"),
            "op": st.sampled_from(["min", "max"]),
            "args": st.lists(deferred("expr"), min_size=2, max_size=3),
        }
    )
    s["expr"] = st.one_of(NUMBERS, arith, minmax, *kinds("expr", "expr", ("number", "arith", "minmax")))
    s["cond"] = st.one_of(*kinds("cond", "cond"))
    card_set = st.fixed_dictionaries(
        {"cards": st.just("card_set")},
        optional={
            "quantity": slot_value("q", "quantity"),
            "pick": slot_value("p", "pick"),
            "filter": _words(),
            "owner": PLAYERS,
            "where": deferred("cond"),
        },
    ).flatmap(
        lambda d: (
            st.fixed_dictionaries({**{k: st.just(v) for k, v in d.items()}, "location": slot_value("l", "location")})
            if "filter" not in d
            else st.fixed_dictionaries(
                {k: st.just(v) for k, v in d.items()}, optional={"location": slot_value("l", "location")}
            )
        )
    )
    s["cards"] = st.one_of(card_set, *kinds("cards", "cards", ("card_set",)))
    s["zone"] = st.one_of(*kinds("zone", "zone"))
    s["effect"] = st.one_of(*kinds("effect", "effect"))
    s["body"] = st.lists(deferred("effect"), min_size=1, max_size=2)
    s["trigger"] = st.one_of(*kinds("trigger", "trigger"))
    s["ability"] = st.fixed_dictionaries(
        {"effects": st.lists(deferred("effect"), min_size=1, max_size=2)},
        optional={
            "headers": st.lists(deferred("trigger"), min_size=1, max_size=2),
            "cost": st.lists(deferred("effect"), min_size=1, max_size=2),
        },
    )
    return s


STRATEGIES = ir_strategies()


def _identity(ir: list[dict[str, Any]]) -> None:
    text = format_text(ir)
    assume(check_shape(text) is None)  # within the language's bounds on length and nesting
    compiled = compile_text(text)
    assert compiled.problem is None, f"{text!r}: {compiled.problem}"
    assert compiled.ir == ir, f"{text}\n{ir}\n{compiled.ir}"


def _fixed_point(ir: list[dict[str, Any]]) -> None:
    text = format_text(ir)
    assume(check_shape(text) is None)
    compiled = compile_text(text)
    assert compiled.ir is not None
    assert format_text(compiled.ir) == text


ABILITIES = st.lists(STRATEGIES["ability"], min_size=1, max_size=2)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ABILITIES)
def test_parse_of_format_is_identity_on_a_few_abilities(ir: list[dict[str, Any]]) -> None:
    _identity(ir)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ABILITIES)
def test_canonical_text_is_a_fixed_point_on_a_few_abilities(ir: list[dict[str, Any]]) -> None:
    _fixed_point(ir)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ABILITIES)
def test_parse_of_format_is_identity(ir: list[dict[str, Any]]) -> None:
    _identity(ir)


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(ABILITIES)
def test_canonical_text_is_a_fixed_point(ir: list[dict[str, Any]]) -> None:
    _fixed_point(ir)
