"""Invariants over random Asteria games: cards conserved, counters in bounds, nothing hidden shows, every
replay reproduces its game, no exception. The default run plays 20 games; `-m slow` plays 1,000."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.invariants import check

GAME = load_game("asteria")
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def _final(state: State) -> tuple[object, ...]:
    d = state.view
    return (d.zones, d.amounts, d.winners, d.turn, d.side, d.owner, d.markers)


def _play(seed: int) -> None:
    """One random game to its end, checking every invariant as it goes, then its replay."""
    state = new_state(GAME, seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        assert state.legal_actions(), "a state that is not terminal offers actions"
        state.apply(rng.choice(state.legal_actions()))
        step += 1
        assert not check(state, observations=step % 7 == 0), f"seed {seed}, action {step}"
    assert not check(state)
    assert state.view.over
    replayed = State.from_json(GAME, state.to_json())
    assert _final(replayed) == _final(state)


@settings(max_examples=20, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(seed=SEEDS)
def test_twenty_random_games_keep_every_invariant(seed: int) -> None:
    _play(seed)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(seed=SEEDS)
def test_random_games_keep_every_invariant(seed: int) -> None:
    """1,000 games: the size stays; the run gets faster with the engine."""
    _play(seed)
