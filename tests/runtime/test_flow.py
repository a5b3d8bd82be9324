"""The flow's moments: `at start of your turn` abilities are found once per card definition, side and moment, and
the card's side of the moment decides which run; a step of plain texts runs as its generated code or not, alike."""

from __future__ import annotations

import random
from pathlib import Path

from cardsmith.runtime import Game, load_game, new_state
from cardsmith.runtime.codegen import generation
from cardsmith.runtime.flow import CHECK, _settled, plan
from cardsmith.runtime.state import State
from conftest import write_pack

GAME = """\
id: moments
name: Moments
players: {min: 2, max: 2}
resources:
  ore: {min: 0, max: 99, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  board: {owner: player, order: row, visibility: public}
card_types:
  dial:
    sides: [north, south]
    fields:
      north: {type: effect}
      south: {type: effect}
setup: |
  move 1 compass from supply to board
  rotate 1 compass on board to north
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [rotate 1 compass on board to south] or [rotate 1 compass on board to north]"}
        - {id: tally, do: "gain 0 ore"}
runtime:
  active_zones: [board]
  max_turns: 20
"""

CARDS = """\
cards:
  - id: compass
    name: Compass
    type: dial
    provenance: "stand-in"
    fields: {north: "at start of your turn: gain 1 ore", south: "at start of your turn: gain 10 ore"}
"""


def make(tmp_path: Path) -> State:
    root = write_pack(tmp_path / "moments", GAME, CARDS)
    return new_state(load_game(str(root)), 1)


def ore(state: State) -> int:
    return state.view.amounts[0]["ore"]


def test_the_side_of_the_moment_decides_which_ability_runs(tmp_path: Path) -> None:
    state = make(tmp_path)
    assert ore(state) == 1  # the first turn starts with the north side up
    state.apply("rotate 1 compass on board to south")
    state.apply(0)  # the other player's turn: not their card
    assert ore(state) == 11  # south up: its own ability, not the north side's found at the first turn
    state.apply("rotate 1 compass on board to north")
    state.apply(0)
    assert ore(state) == 12


def test_a_step_of_plain_texts_plays_alike_with_and_without_generated_code(tmp_path: Path) -> None:
    state = make(tmp_path)
    step = plan(state.game).phases[0].steps[1]
    assert step.plain is not None and len(step.plain) == 1  # `gain 0 ore`: a plain body
    games = []
    for on in (True, False):
        with generation(on):
            state = make(tmp_path)
            for choice in [0, 1, 1, 0, 0, 0]:
                state.apply(choice)
            games.append((ore(state), state.view.turn, state.history))
    assert games[0] == games[1] and games[0][0] == 1 + 10 + 1 + 10


BUDGET = """\
id: budget
name: Budget
players: {min: 2, max: 2}
resources:
  ore: {min: 0, max: 999999, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  hand: {owner: player, order: unordered, visibility: owner}
card_types:
  token: {fields: {}}
flow:
  phases:
    - id: main
      steps:
        - {id: dig, do: "repeat 7000 [gain 1 ore]"}
        - {id: haul, do: "repeat 7000 [gain 1 ore]"}
        - {id: more, do: "choose 1 [repeat 7000 [gain 1 ore]] or [gain 1 ore]"}
runtime:
  hand: hand
  max_turns: 2
"""

BUDGET_CARDS = """\
cards:
  - {id: pebble, name: Pebble, type: token, provenance: "stand-in", fields: {}}
"""


def test_each_step_of_a_turn_played_in_one_loop_has_a_budget_of_its_own(tmp_path: Path) -> None:
    """A state that keeps no stable points plays a turn in one loop (`flow._turn`), but each step is still a stage of
    its own: 3 × 7,001 effects in one turn is more than the budget of 20,000, and no step alone is."""
    game = load_game(str(write_pack(tmp_path / "budget", BUDGET, BUDGET_CARDS)))
    assert all(step.quick for step in plan(game).phases[0].steps)
    for snapshots in (False, True):  # one loop, or a stage at a time
        state = State.new(game, 1, snapshots=snapshots)
        state.apply(0)
        assert state.view.amounts[0]["ore"] == 3 * 7000
        state.apply(1)
        assert state.is_terminal() and state.view.amounts[1]["ore"] == 2 * 7000 + 1


def test_a_step_whose_end_an_ability_listens_for_is_not_quick(tmp_path: Path) -> None:
    """A quick step runs its bodies and nothing else (`StepPlan.quick`): a step whose end a card listens for cannot be
    one, or the ore of `at end of step tally` would never come. Steps of a game where no ability listens for any
    step stay quick, even beside an `at start of your turn`."""
    cards = CARDS.replace("at start of your turn: gain 10 ore", "at end of step tally: gain 50 ore")
    game = load_game(str(write_pack(tmp_path / "tally", GAME, cards)))
    assert [step.quick for step in plan(game).phases[0].steps] == [False, False]
    assert all(step.quick for step in plan(make(tmp_path).game).phases[0].steps)
    for snapshots in (False, True):
        state = State.new(game, 1, snapshots=snapshots)
        state.apply("rotate 1 compass on board to south")  # south up when the tally ends
        assert state.view.amounts[0]["ore"] == 1 + 50


HEARD = """\
id: heard
name: Heard
players: {min: 2, max: 3}
resources:
  energy: {min: 0, max: 99, start: 7}
  ore: {min: 0, max: 99, start: 0}
counters:
  points: {min: 0, max: 999, start: 0}
zones:
  supply: {owner: shared, order: unordered, visibility: public}
  board: {owner: player, order: row, visibility: public}
card_types:
  gizmo:
    fields:
      a: {type: effect}
      b: {type: effect}
      c: {type: effect}
setup: |
  move 1 star from supply to board
flow:
  phases:
    - id: main
      steps:
        - {id: act, do: "choose 1 [gain 0 ore] or [gain 1 ore] or [gain 3 energy]"}
        - {id: tally, do: "gain 1 energy"}
    - id: late
      steps:
        - {id: wait, do: "choose 1 [gain 2 ore] or [score 1]"}
runtime:
  active_zones: [board]
  score: points
  max_turns: 24
"""

HEARD_CARDS = """\
cards:
  - id: star
    name: Star
    type: gizmo
    provenance: "stand-in"
    fields:
      a: "once per turn, if ore > 0: pay 3 energy -> score 1"
      b: "at start of round: gain 1 ore; at end of round: score 2; at start of phase late: gain 1 energy"
      c: "at end of phase main: score 3; at start of turn: gain 1 ore; at end of turn: score 5"
"""


def test_a_turn_written_for_its_flow_plays_as_the_flow_stage_by_stage(tmp_path: Path) -> None:
    """A flow that plays every phase in every turn has its turn written out for generated code (`flow.turn_fn`):
    with every moment heard, steps quick or not (`at end of step tally` below) and windows that offer, a game
    plays the same in that turn as stage by stage (`snapshots`: the stages' own functions) and without generated
    code."""
    for tally in ("", "at end of step tally: gain 1 ore"):
        cards = HEARD_CARDS.replace("score 5", f"score 5; {tally}" if tally else "score 5")
        game = load_game(str(write_pack(tmp_path / f"heard{len(tally)}", HEARD, cards)))
        assert plan(game).turn is not None
        assert [step.quick for step in plan(game).phases[0].steps] == [not tally, not tally]
        for seed in range(3):
            played = _three_ways(game, seed)
            assert any("use Star" in label for _, labels, _ in played[:-1] for label in labels)


ROUND_PHASES = """\
    - id: opening
      per: round
      steps:
        - {id: bid, do: "choose 1 [gain 1 ore] or [gain 2 energy]"}
"""


def test_a_turn_written_for_a_flow_with_phases_of_the_round_plays_as_the_flow_stage_by_stage(tmp_path: Path) -> None:
    """A flow with phases played once a round (`per: round`: in its first turn, or its last) has its turn written
    out too, each such phase played only in the turn that comes to it: a game plays the same in that turn as stage
    by stage and without generated code, with a phase of the round before the phases of every turn, after them,
    or only phases of the round (every turn then plays them all)."""
    closing = ROUND_PHASES.replace("opening", "closing").replace("bid", "settle")
    for k, (before, after, turn) in enumerate(((ROUND_PHASES, "", True), ("", closing, True), ("", "", False))):
        flow = HEARD.replace("  phases:\n", "  phases:\n" + before).replace("runtime:", after + "runtime:")
        flow = flow.replace("    - id: late\n", "    - id: late\n      per: round\n") if not turn else flow
        flow = flow.replace("    - id: main\n", "    - id: main\n      per: round\n") if not turn else flow
        game = load_game(str(write_pack(tmp_path / f"round{k}", flow, HEARD_CARDS)))
        assert plan(game).turn is not None and not game.every_turn
        for seed in range(3):
            _three_ways(game, seed)


def test_a_setup_written_for_its_game_plays_as_its_texts_one_by_one(tmp_path: Path) -> None:
    """The setup's texts are written out for generated code (`flow.setup_fn`): those that are only a body written
    in, any other (a cost, which asks the player) performed as without it; a game plays the same with it as
    without generated code, and its first decision is the setup's."""
    setup = "  move 1 star from supply to board\n  pay 1 energy -> gain 2 ore\n  gain 1 ore\n"
    flow = HEARD.replace("  move 1 star from supply to board\n", setup)
    game = load_game(str(write_pack(tmp_path / "setup", flow, HEARD_CARDS)))
    assert plan(game).setup is not None
    for seed in range(3):
        assert _three_ways(game, seed)[0][0].startswith("setup")


def _three_ways(game: Game, seed: int) -> list[object]:
    """The random game of `seed` played in the written turn, stage by stage (`snapshots`: the stages' own functions)
    and without generated code: the three must be the same game; it is returned."""
    games = []
    for snapshots, on in ((False, True), (True, True), (False, False)):
        with generation(on):
            games.append(_played(State.new(game, seed, snapshots=snapshots), seed))
    assert games[0] == games[1] == games[2]
    return games[0]


def _played(state: State, seed: int) -> list[object]:
    """Every decision of a random game (its prompt, its labels, the turn), then how it ended."""
    rng, seen = random.Random(seed), []
    while not state.is_terminal():
        seen.append((state.prompt(), state.action_labels(), state.view.turn))
        state.apply(rng.choice(state.legal_actions()))
    d = state.view
    return [*seen, (state.winners, d.amounts, d.turn, d.round, d.over)]


def test_the_checks_of_a_written_turn_after_one_that_found_no_change_are_not_asked() -> None:
    """Checks with only the flow's own writes between them (`flow._settled`): the later ones are asked only when the
    first found a change; the writes are made either way, in their order; a call between them ends the run."""
    check, write, call = list(CHECK), ["    d.step = 1", "    d.stage = 'window'"], ["    run.at_time('end', 'turn')"]
    assert _settled([*check, *write, *check, *call, *check]) == [
        *check,
        *(f"    {line}" for line in [*write, *check]),
        "    else:",
        *(f"    {line}" for line in write),
        *call,
        *check,
    ]
    assert _settled([*check, *call, *check]) == [*check, *call, *check]


def test_each_text_of_a_step_written_into_the_turn_starts_from_the_step_s_context(tmp_path: Path) -> None:
    """The texts of a quick step are written into the turn (`flow.turn_fn`), one after another in one function: the
    `it` of the first (`reveal 1 compass`) is not the second's, which finds no `it` to move, as without generated
    code."""
    tally = '        - {id: tally, do: "gain 0 ore"}\n'
    show = "        - id: show\n          do: |\n            reveal 1 compass on board\n"
    show += "            if count(compass on board) > 0 then move it to supply\n"
    game = load_game(str(write_pack(tmp_path / "show", GAME.replace(tally, tally + show), CARDS)))
    assert [len(step.plain or ()) for step in plan(game).phases[0].steps if step.quick] == [1, 1, 2]
    for on in (True, False):
        with generation(on):
            state = new_state(game, 1)
            state.apply(0)
            assert state.view.zones["board/0"] == [0] and not state.view.zones["supply"]


def test_written_turns_go_on_only_while_no_stable_point_is_kept(tmp_path: Path) -> None:
    """A state that keeps no stable points plays its written turns one after another in one call (`flow.turn_fn`); a
    clone made at a decision makes it keep them from then on: the next turn is played stage by stage, and its stage
    is a stable point (`base`), not the seed (None)."""
    state = make(tmp_path)
    assert plan(state.game).turn is not None and not state.snapshots
    state.apply(0)
    state.apply(1)
    state.clone()
    turn = state.view.turn
    state.apply(0)
    base = state.base
    assert base is not None and base.turn == state.view.turn == turn + 1
