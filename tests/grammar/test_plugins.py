"""Each reduction is one call (`plugins.fused`): Lark's chain of child filter, `ExpandSingleChild` and builder made
into one function of a shape `grammar/reducers.py` ships, and an inlined `_rule`'s value the list its parent
splices. What the parsers make with them is compared with Lark's own parsers in test_tables.py and
test_cython.py; here, that they are used, that none is compiled at run time, and what each shape does."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from lark import Lark, Tree
from lark.grammar import Rule
from lark.parse_tree_builder import ChildFilter, ChildFilterLALR, ExpandSingleChild

from cardsmith.compiler import compile_text
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.compiler.transform import IRBuilder
from cardsmith.grammar import plugins, reducers, tables
from cardsmith.grammar.plugins import Shape, fused
from cardsmith.grammar.tables import EFFECTS, QUERY


def rules_of(parser: Lark) -> dict[Rule, Any]:
    """Lark's own callbacks of a parser's rules (what `fused` is given)."""
    return {rule: f for rule, f in parser._callbacks.items() if isinstance(rule, Rule)}


def test_the_effect_parser_reduces_in_one_call_with_shipped_reducers(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(shape: Shape) -> Any:
        raise AssertionError(f"{shape.name} compiled at run time: run python -m cardsmith.compiler.shipped")

    monkeypatch.setattr(plugins, "_compiled", refuse)
    callbacks = rules_of(tables.load_parser(EFFECTS, effect_grammar(), transformer=IRBuilder()))
    made = fused(callbacks)
    assert made.keys() == callbacks.keys()
    assert not [f for f in made.values() if isinstance(f, ChildFilter | ExpandSingleChild)]  # no chain left
    inlined = [rule for rule in made if rule.origin.name.startswith("_")]
    assert len(inlined) > 5  # `_sep`, and the `__x_plus_n` / `__x_star_n` of `+` and `*`
    assert all(made[rule].__qualname__.endswith("reduce") for rule in inlined)  # lists, not trees
    assert sum(f.__module__ == reducers.__name__ for f in made.values()) > 100


def test_a_parser_with_positions_keeps_larks_callbacks() -> None:
    """The search's parser propagates positions (a wrapper `fused` does not know): Lark's own, untouched."""
    callbacks = rules_of(tables.load_parser(QUERY, propagate_positions=True))
    assert fused(callbacks) == {rule: plugins._unit(rule, f) for rule, f in callbacks.items()}


SHAPES = [
    Shape(items, bool(single), bool(spliced))
    for items, single, spliced in [("k", 0, 0), ("knsn", 0, 0), ("ks", 1, 0), ("ns", 1, 0), ("s", 1, 0), ("ks", 0, 1),
                                   ("nkn", 0, 1), ("", 0, 0)]
]  # fmt: skip


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.name)
@pytest.mark.parametrize("spliced", [["x", "y"], ["x"], []], ids=["two", "one", "none"])
def test_each_shape_makes_what_larks_wrappers_make(shape: Shape, spliced: list[str]) -> None:
    """A reducer against Lark's child filter (and `ExpandSingleChild`) over the same children: an inlined child is
    a list here, a tree there; an inlined rule's value is the list of what Lark's tree holds."""
    places = tuple(range(0, 2 * len(shape.items.replace("n", "")), 2))  # children 0, 2, 4 ... kept
    kinds = iter(k for k in shape.items if k != "n")
    mine = {p: list(spliced) if next(kinds) == "s" else f"c{p}" for p in places}
    theirs = {p: Tree("_x", list(v)) if isinstance(v, list) else v for p, v in mine.items()}
    include, nones = [], 0
    for kind in shape.items:
        if kind == "n":
            nones += 1
        else:
            include.append((places[len(include)], kind == "s", nones))
            nones = 0

    def builder(kept: list[Any]) -> Any:
        return ("built", kept)

    lark_builder = partial(Tree, "_x") if shape.spliced else builder
    lark = ChildFilterLALR(include, nones, ExpandSingleChild(lark_builder) if shape.single else lark_builder)
    width = 2 * len(places) + 1
    expected = lark([theirs.get(i, "skipped") for i in range(width)])
    made = plugins._compiled(shape)(builder, *places)([mine.get(i, "skipped") for i in range(width)])
    assert made == (expected.children if shape.spliced else expected)
    shipped = getattr(reducers, shape.name, None)
    if shipped is not None:  # the shipped factory is the same code
        assert shipped(builder, *places)([mine.get(i, "skipped") for i in range(width)]) == made


def test_an_inlined_rule_with_a_builder_of_its_own_keeps_larks_callbacks() -> None:
    """A transformer's own method for a `_rule` would see Lark's tree: then nothing is fused."""

    class Own(IRBuilder):
        def _sep(self, children: list[Any]) -> Tree:
            return Tree("_sep", children)

    callbacks = rules_of(tables.load_parser(EFFECTS, effect_grammar(), transformer=Own()))
    assert fused(callbacks) == {rule: plugins._unit(rule, f) for rule, f in callbacks.items()}


def test_a_list_grows_in_place_as_lark_grows_it() -> None:
    """`NAME+` is left-recursive: each reduction adds one name to the list so far. Extended in place (as Lark's
    child filter does), a text of a thousand names makes its list in linear time rather than quadratic."""
    so_far = ["a", "b"]
    grown = plugins._compiled(Shape("sk", False, True))(None, 0, 1)([so_far, "c"])
    assert grown is so_far and so_far == ["a", "b", "c"]
    words = compile_text("discard " + "x " * 1500 + "card")
    assert words.ir is not None and len(words.ir[0]["effects"][0]["target"]["filter"]) == 1501
