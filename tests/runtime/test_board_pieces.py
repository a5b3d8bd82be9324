"""A board of stars with planets at them, and pieces on the planets: what a game like Ad Astra needs of the engine.

A small pack: two stars on the table (`runtime.board`), planets in the pile at each star (`runtime.hosted_zone`),
ship tokens from each player's own supply. Each test plays one step's text and reads what a designer would see.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.pack.catalogue import load_pack
from cardsmith.runtime.game import build_game
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: board
name: Board
players: {{min: 2, max: 4}}
resources:
  fuel: {{min: 0, max: 9, start: 3}}
  ore: {{min: 0, max: 9, start: 0, supply: 5}}
counters:
  points: {{min: 0, start: 0}}
tokens:
  ship: {{count: 10, max_per_player: 5}}
zones:
  supply: {{owner: shared, order: unordered, visibility: public}}
  galaxy: {{owner: shared, order: row, visibility: public}}
  system: {{owner: shared, order: row, visibility: public}}
  hand: {{owner: player, order: unordered, visibility: owner}}
  stack: {{owner: shared, order: stack, visibility: hidden}}
card_types:
  star: {{fields: {{}}}}
  planet:
    fields:
      kind: {{type: enum, values: [rocky, alien]}}
      found: {{type: effect}}
  relic: {{fields: {{}}}}
setup: |
  move all star in supply to galaxy face up
  move all relic in supply to stack
  move "Vega" in supply to any vega face down
  move all planet in supply to any sirius face down
  each player gains 2 ship
flow:
  phases:
    - id: main
      steps:
        - {{id: act, do: "{text}"}}
        - {{id: wait, do: "choose 1 [gain 0 fuel] or [gain 0 points]"}}
runtime:
  board: [galaxy]
  hosted_zone: system
  score: points
"""

CARDS = """\
cards:
  - {id: vega, name: Vega Star, type: star, provenance: "stand-in"}
  - {id: sirius, name: Sirius Star, type: star, provenance: "stand-in"}
  - {id: vega_b, name: Vega, type: planet, provenance: "stand-in", fields: {kind: rocky}}
  - id: ruin
    name: Ruin
    type: planet
    copies: 2
    provenance: "stand-in"
    fields: {kind: alien, found: "on reveal: draw 1 relic from stack"}
  - {id: relic, name: Relic, type: relic, copies: 2, provenance: "stand-in"}
"""


def _state(tmp_path: Path, text: str, players: int = 2) -> State:
    root = write_pack(tmp_path / "board", GAME.format(text=text.replace('"', '\\"')), CARDS)
    pack = load_pack(str(root))
    errors = [d.header() + " " + d.message for d in pack.diagnostics if d.severity == "error"]
    assert not errors, errors
    return State.new(build_game(pack), 0, players)


def _ids(state: State, key: str) -> list[str]:
    game, d = state.game, state.view
    return [game.of_instance[c].id for c in d.zones.get(key, [])]


def _host(state: State, star: str) -> str:
    game, d = state.game, state.view
    return next(f"system#{c}" for c in d.zones["galaxy"] if game.of_instance[c].id == star)


def test_a_card_id_names_the_pile_at_that_card(tmp_path: Path) -> None:
    """`move ... to any vega`: the pile at the card vega, not at every star."""
    state = _state(tmp_path, "gain 0 fuel")
    assert _ids(state, _host(state, "vega")) == ["vega_b"]
    assert sorted(_ids(state, _host(state, "sirius"))) == ["ruin", "ruin"]


def test_the_card_a_summon_picked_is_it_for_what_follows(tmp_path: Path) -> None:
    """`summon 1 planet ..., attach 1 ship to it`: the ship lands on the planet just taken, which is now yours."""
    state = _state(tmp_path, "summon 1 planet in any vega, attach 1 ship to it, remove 1 ship")
    d = state.view
    planet = d.zones[_host(state, "vega")][0]
    assert d.owner[planet] == 0
    assert d.tokens[planet] == {"ship": 1}
    assert d.amounts[0]["ship"] == 1


def test_a_planet_revealed_at_its_star_meets_its_own_on_reveal_for_its_owner(tmp_path: Path) -> None:
    """The alien planet's `on reveal` runs although it lies at a star, and for the player it belongs to."""
    state = _state(tmp_path, "summon 1 ruin planet in any sirius, reveal it")
    d = state.view
    assert len(_ids(state, "hand/0")) == 1 and _ids(state, "hand/1") == []
    assert d.zones["stack"] and len(d.zones["stack"]) == 1


def test_two_options_picking_the_same_card_say_what_follows(tmp_path: Path) -> None:
    """Both options start by taking the same planet: each label tells what it then does."""
    state = _state(
        tmp_path, "choose 1 [summon 1 planet in any vega, gain 1 fuel] or [summon 1 planet in any vega, gain 2 fuel]"
    )
    labels = state.action_labels()
    assert len(labels) == 2 and len(set(labels)) == 2
    assert labels[0].endswith("gain 1 fuel") and labels[1].endswith("gain 2 fuel")
    state.apply(labels[1])
    assert state.view.amounts[0]["fuel"] == 5


def test_a_quoted_card_name_selects_that_card_when_played(tmp_path: Path) -> None:
    """`"Vega"` in a selector finds the planet named Vega, at run time as in `check`."""
    state = _state(tmp_path, 'summon 1 "Vega" in any vega, attach 1 ship to it')
    d = state.view
    planet = d.zones[_host(state, "vega")][0]
    assert d.tokens[planet] == {"ship": 1}


def test_a_resource_with_a_supply_is_a_bank_that_runs_out(tmp_path: Path) -> None:
    """5 ore in the game: each player in turn takes 3 while the bank has them; what is paid goes back to it."""
    state = _state(tmp_path, "for each player [they gain 3 ore], pay 1 ore, for each opponent [they gain 1 ore]", 3)
    assert [a["ore"] for a in state.view.amounts] == [2, 3, 0]


def test_options_that_cannot_be_done_are_not_offered(tmp_path: Path) -> None:
    """An `if` that does not hold, a `choose` with nothing possible: the one option left is taken unasked."""
    state = _state(
        tmp_path,
        "choose 1 [if fuel > 5 then [gain 1 points]] or [choose 1 [pay 9 fuel] or [if fuel > 8 then [gain 2 points]]]"
        " or [gain 3 points]",
    )
    assert state.view.amounts[0]["points"] == 3
    assert state.action_labels() == ["gain 0 fuel", "gain 0 points"]


def test_each_opponent_goes_around_the_table_from_you(tmp_path: Path) -> None:
    """Player 3 acting while player 1 is active: player 4, then 1, then 2 follow (not from the active player)."""
    state = _state(tmp_path, "gain 0 fuel", 4)
    assert state.view.active == 0
    assert Run(state.game, state.view.copy()).players("each_opponent", Ctx(2)) == [3, 0, 1]
