"""The search language: what a designer asks for is what comes back, and a bad query is located."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.base.diagnostics import DiagnosticError
from cardsmith.pack.catalogue import Pack, load_pack
from cardsmith.pack.query import MAX_NESTING, parse_query, select

NESTED_GAME = """\
id: nested
name: Nested
players: {min: 2, max: 4}
resources:
  energy: {min: 0, max: 12, start: 2}
  ore: {min: 0, max: 12, start: 2}
zones:
  hand: {owner: player, order: unordered, visibility: owner}
card_types:
  action:
    fields:
      cost: {type: resources}
      faction: {type: enum, values: [gaul, roman, neutral]}
      tags: {type: list}
      label: {type: text}
      effect: {type: effect}
  planet:
    fields:
      strength: {type: int, min: 0, max: 9}
"""

NESTED_CARDS = """\
cards:
  - {id: big_bang, name: Big Bang, type: action, copies: 2, provenance: "stand-in: t",
     fields: {cost: {energy: 3}, faction: gaul, tags: [loud, hot], label: "Very loud", effect: "draw 2 card"}}
  - {id: spark, name: Spark, type: action, copies: 1, provenance: "rulebook: p. 2",
     fields: {cost: {energy: 1, ore: 1}, faction: roman, tags: [hot], effect: "gain 2 energy"}}
  - {id: emissario, name: Emissário, type: action, copies: 1, provenance: "stand-in: t",
     fields: {cost: {ore: 2}, faction: neutral, effect: "gain 1 ore"}}
  - {id: vulcan, name: Vulcan, type: planet, copies: 1, provenance: "stand-in: t", fields: {strength: 5}}
  - {id: dust, name: Dust, type: planet, copies: 3, provenance: "stand-in: t", fields: {strength: 1}}
"""


@pytest.fixture
def pack(pack_dir) -> Pack:
    loaded = load_pack(str(pack_dir(game=NESTED_GAME, cards=NESTED_CARDS)))
    assert loaded.ok, [d.header() for d in loaded.diagnostics]
    return loaded


def ids(pack: Pack, query: str) -> list[str]:
    return [card.id for card in select(pack, query)]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("type:action", ["big_bang", "spark", "emissario"]),
        ("type:action cost.energy>=2", ["big_bang"]),
        ("cost.energy=0", ["emissario"]),  # a missing amount counts as 0
        ("cost>=2", ["big_bang", "spark", "emissario"]),  # a map of amounts compares by its total
        ("cost:ore", ["spark", "emissario"]),
        ("text:draw", ["big_bang"]),
        ("draw", ["big_bang"]),
        ('name:"Big Bang"', ["big_bang"]),
        ('"big bang"', ["big_bang"]),
        ("emissario", ["emissario"]),  # accents ignored
        ("-type:planet", ["big_bang", "spark", "emissario"]),
        ("not type:action", ["vulcan", "dust"]),
        ("(faction:gaul or faction:roman) hot", []),  # `hot` is a tag, not a name or text
        ("(faction:gaul or faction:roman) tags:hot", ["big_bang", "spark"]),
        ("faction:gaul or faction:roman", ["big_bang", "spark"]),
        ("faction:gaul and tags=loud", ["big_bang"]),
        ("faction!=gaul type:action", ["spark", "emissario"]),
        ("tags.0=hot", ["spark"]),
        ("copies>1", ["big_bang", "dust"]),
        ("strength>1 or strength<1", ["vulcan"]),
        ("strength<=5 strength>=5", ["vulcan"]),
        ("is:planet", ["vulcan", "dust"]),
        ("is:rulebook", ["spark"]),
        ("has:label", ["big_bang"]),
        ("label:loud", ["big_bang"]),
        ("very", ["big_bang"]),  # text fields are rules text too
        ("not not type:planet", ["vulcan", "dust"]),
        ("id:spark", ["spark"]),
        ("", ["big_bang", "spark", "emissario", "vulcan", "dust"]),
    ],
)
def test_query_finds_what_is_asked(pack: Pack, query: str, expected: list[str]) -> None:
    assert ids(pack, query) == expected


def test_text_of_replaces_the_rules_text(pack: Pack) -> None:
    found = select(pack, "text:tirer", text_of=lambda card: "tirer 2 cartes" if card.id == "spark" else "")
    assert [c.id for c in found] == ["spark"]


@pytest.mark.parametrize(
    ("query", "column", "code", "words"),
    [
        ("typ:action", 1, "E301", "did you mean 'type'?"),
        ("type:action facton:gaul", 13, "E301", "did you mean 'faction'?"),
        ("type:acton", 6, "E301", "did you mean 'action'?"),
        ("faction=gual", 9, "E301", "did you mean 'gaul'?"),
        ("cost>=lots", 7, "E103", "not a number"),
        ("(type:action", 13, "E501", "closing ')'"),
        ("type:action)", 12, "E501", "unexpected ')'"),
        ('name:"Big', 6, "E501", "close the quote"),
        (">=2", 1, "E501", "needs a field"),
        ("spark or", 9, "E501", "ends too early"),
        ("name.first:x", 1, "E301", "has no parts"),
        ("(" * 40 + "x" + ")" * 40, 17, "E501", "nested"),
        ("x " * 1500, 1, "E501", "too long"),
    ],
)
def test_bad_queries_are_located(pack: Pack, query: str, column: int, code: str, words: str) -> None:
    with pytest.raises(DiagnosticError) as caught:
        select(pack, query)
    diagnostic = caught.value.diagnostic
    assert (diagnostic.path, diagnostic.line, diagnostic.column, diagnostic.code) == ("<query>", 1, column, code)
    assert words in diagnostic.header()
    assert diagnostic.render().splitlines()[-1] == "    " + " " * (column - 1) + "^"


def test_parse_query_needs_no_pack() -> None:
    query = parse_query("type:action -cost>2")
    assert query.text == "type:action -cost>2"
    with pytest.raises(DiagnosticError):
        parse_query("type:")


def test_bundled_packs_answer_designers_questions() -> None:
    asteria = load_pack("asteria")
    cheap_drawers = select(asteria, "type:action cost.energy>=2 text:draw")
    assert cheap_drawers and all(c.type == "action" and c.fields["cost"].get("energy", 0) >= 2 for c in cheap_drawers)
    asterix = load_pack("asterix")
    gauls = select(asterix, "faction:gaul -role:hero strength>=5")
    assert {c.id for c in gauls} >= {"asparanoiks", "wercyngetoryks"}
    assert all(c.fields["role"] != "hero" for c in gauls)


QUERY_PARTS = ["(", ")", "not", "-", "or", "and", "spark", "type:action", "cost>=1", '"Big Bang"']


@settings(max_examples=60, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(QUERY_PARTS), max_size=400), st.sampled_from([" ", ""]))
def test_any_query_is_answered_or_located(pack: Pack, parts: list[str], glue: str) -> None:
    """However a query nests (parentheses up to the bound, negations and `or` chains of any length), it is
    answered or refused with a located error: nothing that walks it recurses past Python's limit."""
    query = glue.join(parts)
    try:
        select(pack, query)
    except DiagnosticError as error:
        assert error.diagnostic.code in ("E501", "E301", "E103") and 1 <= error.diagnostic.column <= len(query) + 1


def test_the_deepest_query_allowed_is_answered(pack: Pack) -> None:
    deepest = "(-dust (spark or " * (MAX_NESTING // 2) + "type:planet" + "))" * (MAX_NESTING // 2)
    assert ids(pack, deepest) == ["spark", "vulcan"]
    assert ids(pack, "not " * 490 + "spark") == ["spark"]
    assert ids(pack, " or ".join(["spark"] * 220)) == ["spark"]
