"""Asterix & co played by bots: every player count ends as the rulebook says (a capture reaching 50 sestertii),
with every invariant kept and every replay reproducing its game; its scenarios (the rulebook's rules and its
eight-step album battle) pass."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.invariants import check
from cardsmith.runtime.scenarios import run_scenarios

GAME = load_game("asterix")


def _play(seed: int, players: int) -> State:
    state = new_state(GAME, seed, players)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        step += 1
        assert not check(state, observations=step % 11 == 0), f"seed {seed}, action {step}"
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1])
def test_random_games_end_with_a_player_at_50_sestertii(seed: int, players: int) -> None:
    state = _play(seed, players)
    assert state.view.winners and "sestertii" in state.view.over
    (winner,) = state.view.winners
    assert state.view.amounts[winner]["sestertii"] >= 50
    replayed = State.from_json(GAME, state.to_json())
    assert replayed.view.zones == state.view.zones and replayed.view.winners == state.view.winners


def test_the_albums_lie_between_neighbours_with_a_red_and_a_blue_half_towards_each_player() -> None:
    """Setup 3: 3-4 players, one starting album between each pair of neighbours; 2 players, two albums."""
    for players in (2, 3, 4):
        state = new_state(GAME, 0, players)
        albums = state.view.zones["table"]
        assert len(albums) == players
        assert sorted(state.view.orient[a] for a in albums) == list(range(players))


def test_the_bundled_scenarios_all_pass() -> None:
    report = run_scenarios("asterix")
    assert [d.render(report.lines) for d in report.all_diagnostics()] == []
    assert len(report.results) >= 19
    assert {"rules.yaml", "rulebook.yaml"} <= {Path(r.file).name for r in report.results}
