"""Statics read by kind: a card's cost reads only the discounts in play (`Values.statics_with`, found once per
definition and side), and the side a card shows decides which of its statics apply."""

from __future__ import annotations

from pathlib import Path

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: discounts
name: Discounts
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 99, start: 20}
  ore: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
  board: {owner: player, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      cost: {type: resources}
  dial:
    sides: [north, south]
    fields:
      north: {type: effect}
      south: {type: effect}
setup: |
  move 1 compass from supply to board
  rotate 1 compass on board to north
  move all high from supply to hand
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [play 1 high from hand] or [rotate 1 compass on board to south] or [gain 0 ore]"}
runtime:
  hand: hand
  active_zones: [board]
  play_zone: board
  cost_field: cost
  max_turns: 20
"""

CARDS = """\
cards:
  - {id: high, name: High, type: gizmo, copies: 2, provenance: "stand-in", fields: {cost: {energy: 5}}}
  - id: compass
    name: Compass
    type: dial
    provenance: "stand-in"
    fields: {north: "discount 2 energy on gizmo", south: "while ore >= 0: modify ore + 1"}
"""


def make(tmp_path: Path) -> State:
    root = write_pack(tmp_path / "discounts", GAME, CARDS)
    return new_state(load_game(str(root)), 1)


def energy(state: State) -> int:
    return state.view.amounts[0]["energy"]


def test_the_discount_of_the_side_shown_applies(tmp_path: Path) -> None:
    state = make(tmp_path)
    state.apply(0)  # play a High, the compass showing its discount
    assert energy(state) == 20 - 3
    state.apply("gain 0 ore")
    state.apply("rotate 1 compass on board to south")
    state.apply("gain 0 ore")
    state.apply(0)  # the other High: the south side has no discount, only a static of another kind
    assert energy(state) == 20 - 3 - 5


NUMBERS = """\
cards:
  - {id: high, name: High, type: gizmo, copies: 2, provenance: "stand-in", fields: {cost: {energy: 5}, rank: 4}}
  - id: compass
    name: Compass
    type: dial
    provenance: "stand-in"
    fields: {north: "modify rank + 3 of all gizmo on board", south: "modify ore + 1"}
"""


def test_a_card_number_follows_the_side_its_modifier_shows(tmp_path: Path) -> None:
    """The modifiers of a number are found once per definition and side (`Values.modifiers_of`): a card turned to a
    side without them stops changing the number, and a number no static names is its field."""
    game = GAME.replace("cost: {type: resources}", "cost: {type: resources}\n      rank: {type: int}")
    root = write_pack(tmp_path / "numbers", game, NUMBERS)
    state = new_state(load_game(str(root)), 1)
    run = Run(state.game, state.view)
    high = state.view.zones["hand/0"][0]
    compass = state.view.zones["board/0"][0]
    assert run.stat(high, "rank") == 4  # in hand: not on a board
    run.move(high, "board/0", face_up=True)
    assert run.stat(high, "rank") == 7
    assert run.stat(high, "cost") == 5  # a number no static changes
    run.d.side[compass] = "south"
    run.d.touch_card(compass)
    assert run.stat(high, "rank") == 4


def test_what_a_static_changes_is_selected_again_after_the_game_changes(tmp_path: Path) -> None:
    """A reading keeps the cards each static selects (`Values.held`) only while it lasts: a card moved between two
    readings is counted by the next one."""
    game = GAME.replace("cost: {type: resources}", "cost: {type: resources}\n      rank: {type: int}")
    state = new_state(load_game(str(write_pack(tmp_path / "numbers", game, NUMBERS))), 1)
    run = Run(state.game, state.view)
    first, second = state.view.zones["hand/0"]
    compass = state.view.zones["board/0"][0]

    def ranks(run: Run, ctx: Ctx) -> int:
        return sum(run.stat(c, "rank") for c in run.d.zones["board/0"] if c != compass)

    run.move(first, "board/0", face_up=True)
    assert run.read_alone(ranks, run, Ctx(0)) == 7
    run.move(second, "board/0", face_up=True)
    assert run.read_alone(ranks, run, Ctx(0)) == 14
    assert run.held is None


def test_a_rules_modules_reading_keeps_what_statics_reach_only_inside_it(tmp_path: Path) -> None:
    """`Table.reading()`: a module's block of reads selects each static's cards once; a card moved after the block is
    reached by the next one."""
    game = GAME.replace("cost: {type: resources}", "cost: {type: resources}\n      rank: {type: int}")
    state = new_state(load_game(str(write_pack(tmp_path / "numbers", game, NUMBERS))), 1)
    table = Run(state.game, state.view).table
    first, second = table.pile("hand/0")
    table.move(first, "board/0", face_up=True)
    with table.reading():
        assert (table.stat(first, "rank"), table.stat(second, "rank")) == (7, 4)
    table.move(second, "board/0", face_up=True)
    with table.reading():
        assert table.stat(second, "rank") == 7


def test_a_number_changed_by_two_statics_reads_the_same_in_a_reading_and_out_of_one(tmp_path: Path) -> None:
    """In a reading every card's changes are worked out at once (`Values.changes`), in the order `stat` applies
    them outside one: + 3 then x 2."""
    game = GAME.replace("cost: {type: resources}", "cost: {type: resources}\n      rank: {type: int}")
    twice = NUMBERS.replace(
        '"modify rank + 3 of all gizmo on board"',
        '"modify rank + 3 of all gizmo on board\\nmodify rank x 2 of all gizmo on board"',
    )
    state = new_state(load_game(str(write_pack(tmp_path / "numbers", game, twice))), 1)
    table = Run(state.game, state.view).table
    first, second = table.pile("hand/0")
    table.move(first, "board/0", face_up=True)
    assert (table.stat(first, "rank"), table.stat(second, "rank")) == (14, 4)
    with table.reading():
        assert (table.stat(first, "rank"), table.stat(second, "rank")) == (14, 4)


def test_an_amount_follows_the_side_its_modifier_shows(tmp_path: Path) -> None:
    """A player's amount reads the statics of the side each card shows (`Values._amount_modifiers`, found once per
    definition and side): only the owner's amount changes."""
    state = make(tmp_path)
    run = Run(state.game, state.view)
    compass = state.view.zones["board/0"][0]
    assert run.value("ore", 0, Ctx(0)) == 0  # north: a discount, not a modify
    run.d.side[compass] = "south"
    run.d.touch_card(compass)
    assert (run.value("ore", 0, Ctx(0)), run.value("ore", 1, Ctx(1))) == (1, 0)


def test_a_look_for_statics_of_one_kind_skips_the_cards_with_none(tmp_path: Path) -> None:
    """`Game.holders` lists the cards with a static of each effect kind on some side (`static discount`), so a
    card's cost looks only at those: the compass, whichever side it shows (its side decides what applies)."""
    state = make(tmp_path)
    game, compass = state.game, state.view.zones["board/0"][0]
    assert game.holders["static discount"] == game.holders["static modify"] == frozenset({compass})
    run = Run(game, state.view)
    assert [card for _, card in run.statics(0, Ctx(0), "discount")] == [compass]  # north: its discount
    assert list(run.statics(0, Ctx(0), "modify")) == []  # its modify is on the side it does not show
    assert list(run.statics(1, Ctx(1), "discount")) == []  # not player 1's
