"""Pieces in a bag (runtime/pieces.py), ties broken by an amount (runtime.tie_break), a simulated opponent's
score (runtime.rival), a module moving cards.

A small pack with 3 red and 2 blue cubes drawn from a bag onto cards and into holds, as a designer would write it.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsmith.pack.catalogue import load_pack
from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.handlers import Ctx, GameOver
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: cubes
name: Cubes
players: {min: 2, max: 3}
counters:
  points: {min: 0, max: 99, start: 0}
  seat: {min: 0, max: 9, start: 0}
zones:
  box: {owner: shared, order: unordered, visibility: hidden}
  bag: {owner: shared, order: unordered, visibility: hidden}
  row: {owner: shared, order: row, visibility: public}
  on_card: {owner: shared, order: unordered, visibility: public}
  hold: {owner: player, order: unordered, visibility: public}
card_types:
  site: {fields: {spaces: {type: int}}}
components:
  - {id: red_cube, kind: pawn, count: 3, name: "Red cube"}
  - {id: blue_cube, kind: pawn, count: 2, name: "Blue cube"}
  - {id: rulebook, kind: reference, count: 1}
setup: |
  move all site in box to row
  move all pawn in box to bag
flow:
  phases:
    - id: main
      steps:
        - {id: wait, do: "choose 1 [gain 1 points] or [gain 2 points]"}
scoring:
  - "score count(red_cube in hold)"
runtime:
  supply: box
  pieces: [pawn]
  hosted_zone: on_card
  board: [row]
  score: points
  tie_break: [seat]
"""

CARDS = """\
cards:
  - {id: mine, name: Mine, type: site, provenance: "stand-in: test", fields: {spaces: 2}}
"""


def make(tmp_path: Path, game: str = GAME, seed: int = 1) -> State:
    root = write_pack(tmp_path / "cubes", game, CARDS)
    return new_state(load_game(str(root)), seed, 2)


def run_text(state: State, text: str, player: int = 0) -> None:
    ir, problems = state.game.pack.check_text(text)
    assert not problems and ir is not None, problems
    run = Run(state.game, state.view)
    for ability in ir:
        run.run_effects(ability["effects"], Ctx(player))


def names(state: State, key: str) -> Counter[str]:
    return Counter(state.game.of_instance[c].id for c in state.view.zones.get(key, []))


def test_the_components_named_as_pieces_exist_in_the_game_and_start_in_the_supply(tmp_path: Path) -> None:
    state = make(tmp_path)
    assert names(state, "bag") == Counter({"red_cube": 3, "blue_cube": 2})
    assert "rulebook" not in {d.id for d in state.game.defs}  # a reference is no piece


def test_pieces_are_drawn_at_random_onto_a_card_and_counted_by_colour(tmp_path: Path) -> None:
    state = make(tmp_path)
    run_text(state, "for each site in row [repeat sum spaces of it [move 1 random pawn in bag to this site]]")
    [mine] = state.view.zones["row"]
    assert sum(names(state, f"on_card#{mine}").values()) == 2
    run_text(state, "for each site in row [move all pawn on this site to hold]")
    run_text(state, "if count(red_cube in hold) + count(blue_cube in hold) == 2 then [gain 5 points]")
    assert state.view.amounts[0]["points"] == 5


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_draw_from_the_bag_depends_only_on_the_seed(tmp_path_factory, seed: int) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("p")
    drawn = []
    for _ in range(2):
        state = make(root, seed=seed)
        run_text(state, "move 3 random pawn in bag to hold")
        drawn.append(names(state, "hold/0"))
        assert sum(names(state, "bag").values()) == 2  # conserved: 3 drawn, 2 left
    assert drawn[0] == drawn[1]


def test_a_tie_for_the_most_points_goes_to_the_most_of_the_tie_break_amount(tmp_path: Path) -> None:
    state = make(tmp_path)
    run = Run(state.game, state.view)
    for player, seat in ((0, 1), (1, 2)):
        run.add(player, "seat", seat)
    assert run.leaders() == [1]  # both 0 points: seat 2 played last


def test_check_names_an_unknown_piece_kind_and_tie_break_amount(tmp_path: Path) -> None:
    game = GAME.replace("pieces: [pawn]", "pieces: [pawns]").replace("tie_break: [seat]", "tie_break: [sit]")
    pack = load_pack(str(write_pack(tmp_path / "bad", game, CARDS)))
    messages = " ".join(d.message for d in pack.diagnostics)
    assert "runtime.pieces: no component kind or id 'pawns'" in messages
    assert "runtime.tie_break: no counter or resource 'sit'" in messages


def test_a_rules_module_moves_cards_and_reads_amounts_through_the_table(tmp_path: Path) -> None:
    state = make(tmp_path)
    table = Run(state.game, state.view).table
    [cube, *_] = table.pile("bag")
    assert table.move(cube, table.zone("hold", 1))
    assert table.owner(cube) == 1 and "pawn" in table.words(cube)
    assert table.amount(0, "points") == 0


RIVAL = GAME.replace(
    "  seat: {min: 0, max: 9, start: 0}\n",
    "  seat: {min: 0, max: 9, start: 0}\n  automa: {min: 0, max: 99, start: 0, scope: game}\n",
).replace("  tie_break: [seat]\n", "  tie_break: [seat]\n  rival: automa\n")


def ended(tmp_path: Path, automa: int, points: tuple[int, int]) -> State:
    state = new_state(load_game(str(write_pack(tmp_path / "rival", RIVAL, CARDS))), 1, 2)
    run_text(state, f"gain {automa} automa")
    for player, amount in enumerate(points):
        run_text(state, f"gain {amount} points", player)
    with pytest.raises(GameOver):
        run_text(state, "end the game")
    return state


def test_a_rival_ahead_of_every_player_wins_and_every_player_loses(tmp_path: Path) -> None:
    state = ended(tmp_path, 5, (2, 4))
    assert state.winners == [] and state.returns() == [-1.0, -1.0]
    assert "the rival (automa 5) beat every player (best 4)" in (state.view.over or "")


def test_a_player_who_ties_the_rival_or_beats_it_wins(tmp_path: Path) -> None:
    assert ended(tmp_path / "tie", 4, (2, 4)).winners == [1]
    state = ended(tmp_path / "ahead", 3, (5, 4))
    assert state.winners == [0] and state.returns() == [1.0, -1.0]


def test_check_wants_the_rival_to_be_a_game_wide_counter(tmp_path: Path) -> None:
    game = RIVAL.replace("rival: automa", "rival: points")
    pack = load_pack(str(write_pack(tmp_path / "bad", game, CARDS)))
    assert any(
        d.code.startswith("E3") and "runtime.rival: no game-wide counter (scope: game) 'points'" in d.message
        for d in pack.diagnostics
    ), [d.message for d in pack.diagnostics]
