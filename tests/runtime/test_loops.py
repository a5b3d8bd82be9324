"""An endless chain of triggers stops with a clear error naming the cards, not a hang."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.runtime import EndlessLoop, load_game, new_state
from conftest import write_pack

GAME = """\
id: loop
name: Loop
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
  board: {owner: player, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      effect: {type: effect}
setup: |
  for each player [move 1 gizmo from supply to board of them]
flow:
  phases:
    - id: main
      steps:
        - {id: spark, do: "gain 1 energy"}
runtime:
  active_zones: [board]
  play_zone: board
"""

CARDS = """\
cards:
  - id: echo
    name: Echo Chamber
    type: gizmo
    copies: 2
    fields:
      effect: "whenever you gain: gain 1 energy"
    provenance: "stand-in: test"
"""


def test_an_endless_trigger_chain_is_an_error_naming_the_card(tmp_path: Path) -> None:
    root = write_pack(tmp_path / "loop", GAME, CARDS)
    game = load_game(str(root))
    with pytest.raises(EndlessLoop, match="Echo Chamber"):
        new_state(game, 1)


def test_simulate_reports_the_loop_and_exits_1(tmp_path: Path, cli) -> None:
    root = write_pack(tmp_path / "loop", GAME, CARDS)
    code, out, err = cli("simulate", str(root), "--games", "2")
    assert code == 1
    assert "Echo Chamber" in out and "Traceback" not in out + err


EACH_GAME = (
    GAME.replace("players: {min: 2, max: 2}", "players: {min: 2, max: 4}")
    .replace("for each player [move 1 gizmo from supply to board of them]", "for each opponent [they gain 2 energy]")
    .replace('do: "gain 1 energy"', 'do: "choose 1 [gain 1 energy] or [gain 3 energy]"')
)


def test_for_each_opponent_reaches_every_opponent_without_asking(tmp_path: Path) -> None:
    cards = CARDS.replace("whenever you gain: gain 1 energy", "gain 0 energy")
    game = load_game(str(write_pack(tmp_path / "each", EACH_GAME, cards)))
    state = new_state(game, 3, players=4)
    assert len(state.legal_actions()) == 2  # stopped at the first turn's choice
    energies = [state.view.amounts[p]["energy"] for p in range(4)]
    assert sorted(energies) == [0, 2, 2, 2], energies
