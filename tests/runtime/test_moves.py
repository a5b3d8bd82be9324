"""Changing the game (runtime/moves.py): playing cards pays for each in turn, and what may be played is asked
again once something has been paid."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.codegen import generation
from cardsmith.runtime.handlers import Ctx
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: costs
name: Costs
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 99, start: 3}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
  board: {owner: player, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      cost: {type: resources}
      effect: {type: effect}
flow:
  phases:
    - id: main
      steps:
        - {id: wait, do: "choose 1 [gain 1 energy] or [gain 2 energy]"}
runtime: {hand: hand, active_zones: [board], play_zone: board, cost_field: cost}
"""

CARDS = """\
cards:
  - id: pricey
    name: Pricey
    type: gizmo
    copies: 3
    provenance: "stand-in"
    fields: {cost: {energy: 2}, effect: "gain 0 energy"}
"""


def _state(tmp_path: Path) -> State:
    return new_state(load_game(str(write_pack(tmp_path / "costs", GAME, CARDS))), 1)


def _run(state: State, text: str) -> None:
    ir, problems = state.game.pack.check_text(text)
    assert not problems and ir is not None, problems
    run = Run(state.game, state.view)
    for ability in ir:
        run.run_body(ability["effects"], Ctx(0))


@pytest.mark.parametrize("generated", [True, False])
def test_playing_several_cards_asks_again_after_paying_for_the_first(tmp_path: Path, generated: bool) -> None:
    """Three cards of cost 2 with 3 energy: all three may be played when asked, the first is played (and not asked
    again, nothing having changed), and the next ones are asked again: 1 energy left pays for none."""
    state = _state(tmp_path)
    with generation(generated):
        _run(state, "move all gizmo from supply to hand")
        _run(state, "play all gizmo from hand")
    d = state.view
    assert len(d.zones["board/0"]) == 1 and len(d.zones["hand/0"]) == 2
    assert d.amounts[0]["energy"] == 1


@pytest.mark.parametrize("generated", [True, False])
def test_a_card_that_cannot_be_paid_for_is_not_played(tmp_path: Path, generated: bool) -> None:
    state = _state(tmp_path)
    with generation(generated):
        _run(state, "move all gizmo from supply to hand, lose 2 energy")
        _run(state, "play all gizmo from hand")
    assert "board/0" not in state.view.zones or not state.view.zones["board/0"]
    assert state.view.amounts[0]["energy"] == 1


SIDED = """\
id: sided
name: Sided
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 99, start: 3}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
  board: {owner: player, order: row, visibility: public}
card_types:
  dial:
    sides: [calm, loud]
    fields:
      cost: {type: resources}
      calm: {type: effect}
      loud: {type: effect}
setup: |
  move all dial from supply to hand
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "play 1 dial from hand"}
runtime: {hand: hand, active_zones: [board], play_zone: board, cost_field: cost, free_sides: [calm], max_turns: 6}
"""

SIDED_CARDS = """\
cards:
  - id: drum
    name: Drum
    type: dial
    copies: 2
    provenance: "stand-in"
    fields: {cost: {energy: 2}, calm: "gain 0 energy", loud: "gain 0 energy"}
"""


@pytest.mark.parametrize("generated", [True, False])
def test_a_side_is_offered_only_if_its_printed_cost_can_be_paid(tmp_path: Path, generated: bool) -> None:
    """Each side's printed cost (`printed_costs`, found once per definition): the free side costs nothing, the other
    its card's cost. With 3 energy both sides of the first drum are offered and the loud one takes 2; with 1 left,
    the second drum can only show its calm side: played without a question, and the game has no other."""
    with generation(generated):
        state = new_state(load_game(str(write_pack(tmp_path / "sided", SIDED, SIDED_CARDS))), 1)
        assert state.prompt() == "side for Drum" and state.action_labels() == ["side calm", "side loud"]
        state.apply(1)
        assert state.is_terminal()  # no other decision: the second drum's loud side was not offered
        d = state.view
        assert sorted(d.side[c] for c in d.zones["board/0"]) == ["calm", "loud"] and d.amounts[0]["energy"] == 1


def test_a_cost_made_once_reads_the_game_each_time_it_is_asked(tmp_path: Path) -> None:
    """`cost_fn` is made once per cost and answers from the game as it stands: the cards to discard where the
    selector says (your hand when it names no place), the amount paid to each opponent counted once per opponent."""
    state = _state(tmp_path)
    run, d = Run(state.game, state.view), state.view
    placed, _ = state.game.pack.check_text("discard 1 gizmo from hand, pay 2 energy to each opponent -> gain 1 energy")
    unplaced, _ = state.game.pack.check_text("discard 2 gizmo, pay 4 energy -> gain 1 energy")
    assert placed is not None and unplaced is not None
    to_opponent, two_cards = placed[0]["cost"], unplaced[0]["cost"]
    you = Ctx(0)
    assert not run.cost_payable(to_opponent, you)  # no gizmo in hand yet
    _run(state, "move 2 gizmo from supply to hand")
    assert run.cost_payable(to_opponent, you)  # 3 energy: 2 for the one opponent
    d.amounts[0]["energy"] = 1
    assert not run.cost_payable(to_opponent, you)
    d.amounts[0]["energy"] = 4
    assert run.cost_payable(two_cards, you)  # two gizmos in hand, where a discard looks
    _run(state, "move 1 gizmo from hand to supply")
    assert not run.cost_payable(two_cards, you)


HEARING = """\
cards:
  - id: bell
    name: Bell
    type: gizmo
    copies: 3
    provenance: "stand-in"
    fields: {effect: "on play: gain 1 energy"}
  - id: ear
    name: Ear
    type: gizmo
    provenance: "stand-in"
    fields: {effect: "whenever you play gizmo: gain 10 energy"}
"""


@pytest.mark.parametrize("generated", [True, False])
def test_on_play_runs_as_its_card_enters_and_hears_no_other_play(tmp_path: Path, generated: bool) -> None:
    """`on play` runs once, as its own card enters (`entering`): a bell in play does not hear the next card played,
    so it is no hearer of the play event (`Game.holders`, `Game.heard`); `whenever you play` hears every other card
    played, whatever it is."""
    bells = HEARING.split("  - id: ear")[0]
    assert "play" not in load_game(str(write_pack(tmp_path / "bells", GAME, bells))).heard
    state = new_state(load_game(str(write_pack(tmp_path / "hearing", GAME, HEARING))), 1)
    assert "play" in state.game.heard
    with generation(generated):
        _run(state, "move all card from supply to hand")
        energy = []
        for text in ("play 1 bell from hand", "play 1 bell from hand", "play 1 ear from hand", "play 1 bell from hand"):
            _run(state, text)
            energy.append(state.view.amounts[0]["energy"])
    assert energy == [4, 5, 5, 16]


@pytest.mark.parametrize("generated", [True, False])
def test_a_card_played_where_one_has_just_left_is_the_only_one_there_in_play(tmp_path: Path, generated: bool) -> None:
    """The cards in play a run keeps (`Selection.came_into_play`) are found again before a card is played when a card
    has changed since they were last looked at: one card leaves the board and the next is played there, with no look
    at the cards in play between (that move told by the same zone name as the play's)."""
    state = new_state(load_game(str(write_pack(tmp_path / "hearing", GAME, HEARING))), 1)
    _run(state, "move all bell from supply to hand, play 1 bell from hand")
    run = Run(state.game, state.view)
    first = run.active_cards()
    ir, problems = state.game.pack.check_text("move all bell from board to supply, play 1 bell from hand")
    assert not problems and ir is not None
    with generation(generated):
        run.run_body(ir[0]["effects"], Ctx(0))
    assert run.active_cards() == state.view.zones["board/0"] != first


@pytest.mark.parametrize("generated", [True, False])
def test_a_play_is_offered_for_the_cards_that_may_be_played(tmp_path: Path, generated: bool) -> None:
    """`Moves.playable`: a bell (no cost, nothing required: its `PlayPlan.may`) is offered whatever the player holds,
    a pricey card only while its cost can be paid."""
    game = GAME.replace("[gain 1 energy] or [gain 2 energy]", "[play 1 gizmo from hand] or [lose 3 energy]")
    deal = "move 1 pricey from supply to hand of them, move 1 bell from supply to hand of them"
    game += f"setup: 'for each player [{deal}]'\n"
    cards = CARDS + HEARING.removeprefix("cards:\n").split("  - id: ear")[0]
    with generation(generated):
        state = new_state(load_game(str(write_pack(tmp_path / "offers", game, cards))), 1)
        offered = []
        for _ in range(3):
            offered.append([label.split(" (")[0] for label in state.action_labels()])
            state.apply(len(offered[-1]) - 1)  # lose 3 energy
    assert offered[0] == offered[1] == ["play Pricey", "play Bell", "lose 3 energy"]
    assert offered[2] == ["play Bell", "lose 3 energy"]
