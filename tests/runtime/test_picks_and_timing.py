"""`for each N X`: the player picks the cards one at a time; `when ...` abilities fire as soon as they hold.

Both with a tiny pack whose one step is the text under test, run up to its first decision.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: picks
name: Picks
players: {min: 2, max: 2}
resources:
  energy: {min: 0, max: 99, start: 0}
counters:
  points: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  row: {owner: shared, order: row, visibility: public}
  done_pile: {owner: shared, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      rank: {type: int}
      kind: {type: enum, values: [early, late]}
setup: |
  move all early gizmo from supply to row
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "STEP"}
end:
  - "when points >= 3: win the game"
runtime:
  score: points
"""

CARDS = """\
cards:
  - {id: alpha, name: Alpha, type: gizmo, provenance: "stand-in", fields: {rank: 1, kind: early}}
  - {id: beta, name: Beta, type: gizmo, provenance: "stand-in", fields: {rank: 2, kind: early}}
  - {id: gamma, name: Gamma, type: gizmo, provenance: "stand-in", fields: {rank: 3, kind: late}}
"""

ASK = "choose 1 [gain 1 energy] or [gain 2 energy]"  # a question, where a step's run stops


def make(tmp_path: Path, step: str) -> State:
    root = write_pack(tmp_path / "picks", GAME.replace("STEP", step), CARDS)
    return new_state(load_game(str(root)), 1)


def names(state: State, zone: str) -> list[str]:
    return [state.game.defs[state.game.instances[c]].name for c in state.view.zones.get(zone, [])]


def labels(state: State) -> list[str]:
    return [label.split(" (")[0] for label in state.action_labels()]


def test_for_each_up_to_lets_the_player_pick_the_order_and_stop(tmp_path: Path) -> None:
    state = make(tmp_path, "for each up to 2 gizmo in row [move it to done_pile]")
    assert labels(state) == ["Alpha", "Beta", "done"]
    assert state.prompt() == "choose the next one for: move it to done_pile"
    state.apply(1)  # Beta first
    assert labels(state) == ["Alpha", "done"]
    state.apply("done")
    assert names(state, "done_pile") == ["Beta"] and names(state, "row") == ["Alpha"]


def test_for_each_n_picks_among_the_cards_there_are_then_never_twice(tmp_path: Path) -> None:
    state = make(
        tmp_path, f"for each 2 gizmo in row [move it to done_pile, move all late gizmo from supply to row], {ASK}"
    )
    assert labels(state) == ["Alpha", "Beta"]  # no `done`: two are picked
    state.apply(1)
    assert labels(state) == ["Alpha", "Gamma"]  # Gamma arrived with the first pick, Beta is not offered again
    state.apply(1)
    assert state.prompt() == "choose"  # two were picked: the loop is over
    assert names(state, "done_pile") == ["Beta", "Gamma"] and names(state, "row") == ["Alpha"]


def test_a_single_card_to_pick_asks_nothing(tmp_path: Path) -> None:
    state = make(tmp_path, f"for each 3 gizmo in row where (sum rank of it > 1) [move it to done_pile], {ASK}")
    assert state.prompt() == "choose"  # the loop ran alone; the next question is the step's choice
    assert names(state, "done_pile") == ["Beta"]


def test_a_plain_for_each_keeps_its_order_and_asks_nothing(tmp_path: Path) -> None:
    state = make(tmp_path, f"for each gizmo in row [move it to done_pile], {ASK}")
    assert names(state, "done_pile") == ["Alpha", "Beta"]


def test_when_fires_in_the_middle_of_a_step(tmp_path: Path) -> None:
    state = make(tmp_path, f"score 3, {ASK}")
    assert state.is_terminal(), "the game was won before the step's choice was asked"
    assert state.winners == [state.view.active]
