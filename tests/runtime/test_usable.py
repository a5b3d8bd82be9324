"""Whether an ability is offered: its limit, its timing and its cost, read through the closure made once per ability
(`runtime/usable.py`) at every window, as the state changes under it."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from cardsmith.runtime.usable import _make, _written, cost_plan
from conftest import write_pack

GAME = """\
id: usable
name: Usable
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 20, start: 7}
  ore: {min: 0, max: 20, start: 0}
counters:
  points: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  board: {owner: player, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      effect: {type: effect}
setup: |
  move 1 star from supply to board
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [gain 0 ore] or [gain 1 ore] or [gain 3 energy]"}
runtime:
  active_zones: [board]
  score: points
  max_turns: 40
"""

CARDS = """\
cards:
  - {id: star, name: Star, type: gizmo, provenance: "stand-in", fields: {effect: "EFFECT"}}
"""

ABILITY = "once per turn, if ore > 0: pay 3 energy -> score 1"
OFFER = f"use Star (effect): {ABILITY}"


def make(tmp_path: Path, effect: str = ABILITY) -> State:
    root = write_pack(tmp_path / "usable", GAME, CARDS.replace("EFFECT", effect))
    return new_state(load_game(str(root)), 1)


def turn(state: State, player: int, choice: str) -> list[str]:
    """The player answers their turn's question; what the next decision offers."""
    assert state.current_player == player and "gain 0 ore" in state.action_labels()
    state.apply(choice)
    return state.action_labels()


def test_offered_while_its_condition_cost_and_limit_allow(tmp_path: Path) -> None:
    state = make(tmp_path)
    d = state.view
    assert OFFER not in turn(state, 0, "gain 0 ore")  # no ore: its condition does not hold
    turn(state, 1, "gain 0 ore")
    assert turn(state, 0, "gain 1 ore") == [OFFER, "end main"]  # ore 1, energy 7
    state.apply(OFFER)
    assert (d.amounts[0]["energy"], d.amounts[0]["points"]) == (4, 1)
    assert state.current_player == 1  # energy 4 would pay again, but once per turn: not offered again
    turn(state, 1, "gain 0 ore")
    assert turn(state, 0, "gain 0 ore") == [OFFER, "end main"]  # a new turn
    state.apply(OFFER)
    turn(state, 1, "gain 0 ore")
    assert OFFER not in turn(state, 0, "gain 0 ore")  # energy 1: the cost cannot be paid
    turn(state, 1, "gain 0 ore")
    assert turn(state, 0, "gain 3 energy") == [OFFER, "end main"]  # energy 4 again


def test_a_cost_worked_out_in_the_game_is_read_each_time(tmp_path: Path) -> None:
    state = make(tmp_path, "pay (ore + 3) energy -> score 1")
    turn(state, 0, "gain 0 ore")  # energy 7 pays 3
    offer = "use Star (effect): pay ore + 3 energy -> score 1"
    assert state.action_labels()[0] == offer
    state.apply(0)
    assert state.view.amounts[0]["energy"] == 4
    assert state.current_player == 0  # 4 pays 3 again
    state.apply(0)
    assert state.current_player == 1  # energy 1 does not
    turn(state, 1, "gain 0 ore")
    state.apply("gain 3 energy")  # energy 4, ore 0: payable
    state.apply("end main")
    turn(state, 1, "gain 0 ore")
    assert turn(state, 0, "gain 1 ore") == [offer, "end main"]  # energy 4, ore 1: 4 pays (ore + 3)
    state.apply("end main")
    turn(state, 1, "gain 0 ore")
    assert offer not in turn(state, 0, "gain 1 ore")  # ore 2: 4 no longer pays (ore + 3)
    assert state.current_player == 1


def test_constant_costs_are_summed_once() -> None:
    pay = {"effect": "pay", "resource": "energy", "amount": 2}
    assert cost_plan([pay, {**pay, "amount": 3}, {"effect": "remove", "token": "potion", "amount": 1}]) == (
        (("energy", 5), ("potion", 1)),
        (),
    )
    assert cost_plan([{**pay, "amount": {"expr": "value", "name": "ore"}}]) is None  # read in the game
    assert cost_plan([{**pay, "to": "each_opponent"}]) is None  # one payment per opponent


MOMENTS = """\
id: moments
name: Moments
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 20, start: 9}
  ore: {min: 0, max: 20, start: 0}
counters:
  points: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
events: [haggle]
rules:
  haggle:
    params: []
    text: |
      you may gain 1 ore
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [gain 0 ore] or [gain 1 ore]"}
        - {id: trade, do: "during main: pay 1 energy -> gain 1 ore"}
        - {id: barter, do: "during haggle: pay 2 energy -> gain 3 ore"}
    - id: rest
      steps:
        - {id: wait, do: "rule haggle"}
runtime:
  score: points
  max_turns: 6
"""
TRADE = "trade: during main: pay 1 energy -> gain 1 ore"
BARTER = "barter: during haggle: pay 2 energy -> gain 3 ore"


def test_a_text_of_the_game_is_offered_only_at_its_moment_or_while_its_rule_runs(tmp_path: Path) -> None:
    """The game's own `during ...` texts are sorted once per moment of the flow (`Run.moment_offers`); a rule running
    (`during haggle`) is no moment of the flow, and its texts are still offered while it runs, and only then."""
    state = new_state(load_game(str(write_pack(tmp_path / "moments", MOMENTS, "cards: []\n"))), 1)
    state.apply("gain 0 ore")
    assert state.action_labels() == [TRADE, "end main"]  # the window of main: trade, not barter
    state.apply(TRADE)
    assert state.view.amounts[0]["ore"] == 1
    state.apply("end main")
    assert state.prompt() == "may gain 1 ore" and state.action_labels() == ["yes", "no", BARTER]  # in rule haggle
    state.apply(BARTER)
    assert state.view.amounts[0]["ore"] == 4
    state.apply("yes")
    assert state.current_player == 1  # rest's window offers nothing: neither text is of that moment
    assert state.action_labels() == ["gain 0 ore", "gain 1 ore"]


def test_conditions_are_read_without_a_reading_kept_only_where_no_static_reaches_cards() -> None:
    """`Values.read_alone` keeps what the statics reach for a reading; a game whose statics reach no card when read
    (`Game.statics_reached`) reads its conditions without it. Asterix's strength is changed by statics: kept."""
    assert not load_game("asteria").statics_reached  # its statics change amounts and costs, not card numbers
    assert load_game("asterix").statics_reached


HAND_GAME = (
    GAME.replace(
        "  board: {owner: player, order: row, visibility: public}",
        "  board: {owner: player, order: row, visibility: public}"
        "\n  hand: {owner: player, order: unordered, visibility: owner}"
        "\n  scrap: {owner: shared, order: stack, visibility: public}",
    )
    .replace("  active_zones: [board]", "  active_zones: [board]\n  discard: {gizmo: scrap}")
    .replace("move 1 star from supply to board", "move 1 star from supply to board, move 1 gizmo from supply to hand")
)
HAND_CARDS = (
    CARDS + "  - {id: cog, name: Cog, type: gizmo, provenance: stand-in, copies: 4, fields: {effect: 'gain 1 ore'}}\n"
)


def test_a_cost_of_cards_is_counted_where_it_discards_from(tmp_path: Path) -> None:
    """`discard 2 gizmo from hand` is answered by a count of the hand (`usable.cost_plan`, before the ability's
    timing and conditions): offered once two cards are there, not while one is."""
    ability = "discard 2 gizmo from hand -> score 1"
    root = write_pack(tmp_path / "hand", HAND_GAME, HAND_CARDS.replace("EFFECT", ability))
    state = new_state(load_game(str(root)), 1)
    offer = f"use Star (effect): {ability}"
    assert offer not in turn(state, 0, "gain 0 ore")  # one cog in hand
    state.view.move(state.view.zones["supply"][-1], "hand/0")
    turn(state, 1, "gain 0 ore")
    assert turn(state, 0, "gain 0 ore") == [offer, "end main"]  # two in hand
    state.apply(offer)
    while state.prompt() == "choose 2":  # which cog first
        state.apply(0)
    assert state.view.amounts[0]["points"] == 1 and len(state.view.zones["scrap"]) == 2


def test_a_cost_plan_leaves_out_what_the_game_must_read() -> None:
    target = {"cards": "card_set", "quantity": 2}
    assert cost_plan([{"effect": "discard", "target": target}, {"effect": "pay", "resource": "ore", "amount": 1}]) == (
        (("ore", 1),),
        ((target, 2, "discard"),),
    )
    assert cost_plan([{"effect": "pay", "resource": "ore", "amount": {"expr": "value", "name": "ore"}}]) is None


DIALS = """\
id: dials
name: Dials
players: {min: 2, max: 2}
resources:
  ore: {min: 0, max: 20, start: 0}
counters:
  points: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  board: {owner: player, order: row, visibility: public}
card_types:
  dial:
    sides: [calm, loud]
    fields:
      calm: {type: effect}
      loud: {type: effect}
setup: |
  move 1 dial from supply to board, rotate 1 dial on board to calm
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [gain 0 ore] or [rotate 1 dial on board to loud]"}
runtime:
  active_zones: [board]
  score: points
  max_turns: 40
"""
DIAL_CARDS = """\
cards:
  - {id: drum, name: Drum, type: dial, provenance: stand-in, fields: {calm: "once per turn: gain 1 ore", loud: "once \
per turn: gain 2 ore"}}
"""


def test_a_card_turned_to_another_side_offers_that_sides_abilities(tmp_path: Path) -> None:
    """The active cards with activated abilities are paired with their offers once for each list of them
    (`Run._card_offers`); a card turned to another side makes that list anew, and its new side's ability is offered
    in the very next window, not the old one's."""
    state = new_state(load_game(str(write_pack(tmp_path / "dials", DIALS, DIAL_CARDS))), 1)
    calm, loud = "use Drum (calm): once per turn: gain 1 ore", "use Drum (loud): once per turn: gain 2 ore"
    assert state.action_labels() == ["gain 0 ore", "rotate 1 dial on board to loud"]
    state.apply("gain 0 ore")
    assert state.action_labels() == [calm, "end main"]
    state.apply("end main")
    state.apply("gain 0 ore")  # player 2 has no dial
    state.apply("rotate 1 dial on board to loud")
    assert state.action_labels() == [loud, "end main"]
    state.apply(loud)
    assert state.view.amounts[0]["ore"] == 2


def test_an_answer_that_changes_nothing_leaves_the_next_moment_its_own_offers(tmp_path: Path) -> None:
    """`no` to the rule's question changes nothing: the window after it, at the same data but no longer `during
    haggle`, offers what its own moment offers (nothing), not what the question did (a guard for any answer of
    `Run.activations` kept while the data is unchanged)."""
    state = new_state(load_game(str(write_pack(tmp_path / "moments", MOMENTS, "cards: []\n"))), 1)
    state.apply("gain 0 ore")
    state.apply("end main")
    assert state.action_labels() == ["yes", "no", BARTER]
    state.apply("no")
    assert state.current_player == 1 and state.view.amounts[0]["ore"] == 0


IDLE = "once per turn: if ore > 50 then [gain 1 ore]"


def test_an_ability_used_to_no_effect_is_used_all_the_same(tmp_path: Path) -> None:
    """Using an ability that changes nothing still uses its limit (`Values.use`): the window that offered it offers it
    no more, though the data (and its version) is as it was when it did."""
    state = make(tmp_path, IDLE)
    state.apply("gain 0 ore")
    offer = "use Star (effect): once per turn: if ore > 50 then gain 1 ore"
    assert state.action_labels() == [offer, "end main"]
    state.apply(offer)
    assert state.current_player == 1


@pytest.mark.parametrize("pack", ["asteria", "usable", "moments", "idle"])
def test_an_abilitys_written_test_answers_as_its_closure(
    pack: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`_written` is `_make`'s closure written out: at every offer of random games, for the game's own texts and
    every active card's activated abilities, for each player, with the context given or made, the two answer alike
    (a limit, a condition, amounts known before the game, a cost read in the game, `during`)."""
    packs = {"usable": (GAME, CARDS.replace("EFFECT", ABILITY)), "moments": (MOMENTS, "cards: []\n")}
    packs["idle"] = (GAME, CARDS.replace("EFFECT", "once per round: pay (ore) energy -> gain 1 ore"))
    game, asked = load_game(str(write_pack(tmp_path / pack, *packs[pack])) if pack in packs else pack), [0]
    activations = Run.activations

    def both(run: Run, player: int) -> list[Any]:
        offered = [(a, None) for a in game.procedure_abilities]
        offered += [(a, card) for card in run.active_with("activated") for a in run.abilities_of(card, "activated")]
        for (ability, card), timed, who in itertools.product(offered, (True, False), range(run.d.players)):
            fns = _written(game, ability, timed), _make(game, ability, timed)
            for ctx in (None, run.card_ctx(card, who)):
                assert fns[0](run, card, who, ctx) == fns[1](run, card, who, ctx)
                asked[0] += 1
        return activations(run, player)

    monkeypatch.setattr(Run, "activations", both)
    for seed in range(3):
        state, rng = new_state(game, seed), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
    assert asked[0] > 0
