"""Stable points: a state that keeps them (`snapshots`, on once it has been cloned) has one at the start of every
stage, which its clones replay from; one that keeps none plays a whole turn as one stage. Either way the game is
the same."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.interpreter import Run

CRAZY_EIGHTS = str(Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights")


def _play(state: State, seed: int) -> list[tuple[object, ...]]:
    """Random play to the end: what was offered at each decision, then the result."""
    rng, seen = random.Random(seed), []
    while not state.is_terminal():
        seen.append((state.current_player, state.prompt(), state.action_labels(), state.view.turn))
        state.apply(rng.choice(state.legal_actions()))
    seen.append((state.winners, state.returns(), state.view.over))
    return seen


@pytest.mark.parametrize("pack", ["asteria", "asterix", CRAZY_EIGHTS])
def test_keeping_stable_points_or_not_plays_the_same_game(pack: str) -> None:
    game = load_game(pack)
    for seed in range(3):
        kept = State.new(game, seed, snapshots=True)
        assert _play(kept, seed) == _play(new_state(game, seed), seed)


def test_a_state_that_keeps_stable_points_has_one_at_the_stage_of_its_decision() -> None:
    """A scenario's `given` changes that stable point, and a clone replays only the choices made since it."""
    state = State.new(load_game("asteria"), 2, snapshots=True)
    rng, in_steps = random.Random(2), 0
    for _ in range(30):
        d, base = state.view, state.base
        assert base is not None
        if base.stage == "step":  # the step the decision is in
            assert (base.turn, base.phase, base.step) == (d.turn, d.phase, d.step)
            in_steps += 1
        state.apply(rng.choice(state.legal_actions()))
    assert in_steps >= 20  # most decisions are in steps: not replayed from the start of the turn


def test_a_state_cloned_mid_turn_then_keeps_stable_points_and_its_clones_play_on_alike() -> None:
    game = load_game("asteria")
    state = new_state(game, 5)
    rng = random.Random(5)
    for _ in range(9):  # no stable point kept so far: the turns ran as one stage each
        state.apply(rng.choice(state.legal_actions()))
    assert state.base is None
    first = state.clone()  # from the seed and the actions
    state.apply(0)
    second = state.clone()  # from the stable point the original kept since
    assert state.base is not None
    first.apply(0)
    for _ in range(20):
        action = rng.choice(state.legal_actions())
        for s in (state, first, second):
            s.apply(action)
    assert state.history == first.history == second.history
    assert state.view.zones == first.view.zones == second.view.zones


def test_a_clone_replays_with_the_checks_of_its_stable_point_unless_it_was_handed_out() -> None:
    """A clone's replay starts from what its original's checks of `when ...` abilities knew at the stable point, so
    it reads no condition again that nothing since has changed. A stable point handed out to be changed (as a
    scenario's `given` is) is checked afresh: a player given 3 points there has won (`when points >= 3: win the
    game`) at the replay's first check, though nothing told the checks that the points changed."""
    game = load_game("asteria")
    state = State.new(game, 3, snapshots=True)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    alike = state.clone()
    assert [alike.action_labels(), alike.view.zones] == [state.action_labels(), state.view.zones]
    changed = state.clone()
    base = changed.base
    assert base is not None and base.over is None
    base.amounts[base.active]["points"] = 3
    assert changed.view.winners == [base.active]
    assert state.view.over is None and state.base is not None and state.base.amounts[base.active]["points"] < 3


def test_a_stable_point_handed_out_and_reseeded_is_replayed_with_its_new_generator() -> None:
    """A stable point keeps its generator's state, read once for all its clones' replays; one handed out may be
    changed, its generator too, and its replay then draws from the generator as it now is."""
    state = State.new(load_game("asteria"), 8, snapshots=True)
    rng = random.Random(8)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    same, reseeded = state.clone(), state.clone()
    base = reseeded.base
    assert base is not None
    base.rng.seed(12345)
    assert same.view.rng.getstate() == state.view.rng.getstate()
    assert reseeded.view.rng.getstate() != state.view.rng.getstate()


@pytest.mark.parametrize("keeps", [True, False])
def test_a_clone_played_before_it_is_read_plays_as_one_read_first(keeps: bool) -> None:
    """A clone not yet resumed replays the action it is given with the choices before it (no pause at the decision
    it was cloned at): the same game as a clone resumed first, from a stable point or (none kept) from the seed."""
    state = State.new(load_game("asteria"), 9, snapshots=keeps)
    rng = random.Random(9)
    for _ in range(14):
        state.apply(rng.choice(state.legal_actions()))
    for action in state.legal_actions():
        direct, read = state.clone(), state.clone()
        assert read.action_labels() == state.action_labels()
        direct.apply(action)
        read.apply(action)
        assert direct.history == read.history == state.history + [state.action_labels()[action]]
        assert [direct.action_labels(), direct.view.zones, direct.tape] == [
            read.action_labels(),
            read.view.zones,
            read.tape,
        ]


def test_checks_kept_at_a_stable_point_are_a_copy_each_run_changes_alone() -> None:
    """What a run's `when` checks know, kept (`checks_kept`) and started from (`keep_checks`): each run gets its own
    copy, the plan's entries still the kept truths themselves, so one replay's checks never change another's."""
    game = load_game("asteria")
    state = State.new(game, 3, snapshots=True)
    rng = random.Random(3)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    first = Run(game, state.view.copy())
    first.d.checked = -1
    first.check_state()
    kept = first.checks_kept()
    second = Run(game, state.view.copy())
    second.keep_checks(kept)
    assert second._known == first._known and second._knowns and second._known is not kept[0]
    assert all(any(entry is kept_entry for kept_entry in second._known.values()) for entry in second._knowns)
    key = next(iter(second._known))
    second._known[key][3][0][2] = -1  # a part read again by this run
    assert kept[0][key][3][0][2] != -1 and first._known[key][3][0][2] != -1
