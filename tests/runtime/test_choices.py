"""Who `opponent` is and the order of the players (`runtime/choices.py`): found once per active player and player,
and still right as the turn goes round."""

from __future__ import annotations

from pathlib import Path

from cardsmith.runtime import load_game, new_state
from conftest import write_pack

GAME = """\
id: tribute
name: Tribute
players: {min: 3, max: 3}
resources:
  ore: {min: 0, max: 20, start: 5}
counters:
  points: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
flow:
  phases:
    - id: main
      steps:
        - {id: give, do: "pay 1 ore to opponent"}
runtime:
  score: points
  max_turns: 6
"""


def test_an_opponent_is_chosen_among_the_others_from_the_active_player_on(tmp_path: Path) -> None:
    """Each turn its player pays one opponent, offered in turn order from them; the answer kept for one active player
    is not offered to the next."""
    state = new_state(load_game(str(write_pack(tmp_path / "tribute", GAME, "cards: []\n"))), 1)
    seen = []
    for _ in range(6):
        assert state.prompt() == "choose an opponent"
        seen.append((state.current_player, state.action_labels()))
        state.apply(1)  # the second of them
    assert (
        seen
        == [
            (0, ["player 2", "player 3"]),
            (1, ["player 3", "player 1"]),
            (2, ["player 1", "player 2"]),
        ]
        * 2
    )
    assert [a["ore"] for a in state.view.amounts] == [5 - 2 + 2, 5 - 2 + 2, 5 - 2 + 2]
