"""The execution model: a suspended run resumed by `apply`, clones that resume from plain data, and the
`when` checks that skip conditions whose zones and amounts have not changed — all invisible in play."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from cardsmith.compiler import compile_text
from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.reads import own_reads, reads

GAME = load_game("asteria")
CRAZY_EIGHTS = str(Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights")


def _random_game(game, seed: int) -> State:  # type: ignore[no-untyped-def]
    state = new_state(game, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def _observed(state: State) -> tuple[object, ...]:
    d = state.view
    return (state.action_labels(), state.prompt(), d.zones, d.amounts, d.turn, d.winners)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_clone_taken_anywhere_plays_on_exactly_as_the_original(seed: int) -> None:
    state = new_state(GAME, seed)
    rng = random.Random(seed)
    clones: list[tuple[State, list[int]]] = []
    moves: list[int] = []
    while not state.is_terminal():
        if len(moves) % 7 == 3:
            clones.append((state.clone(), list(moves)))
        action = rng.choice(state.legal_actions())
        moves.append(action)
        state.apply(action)
    for clone, before in clones:
        for action in moves[len(before) :]:
            clone.apply(action)
        assert clone.history == state.history
        assert _observed(clone) == _observed(state)


def test_a_clone_of_a_clone_and_its_original_stay_independent() -> None:
    state = new_state(GAME, 4)
    for _ in range(12):
        state.apply(0)
    first = state.clone()
    second = first.clone()
    second.apply(len(second.legal_actions()) - 1)
    first.apply(0)
    assert len(state.history) == 12 and len(first.history) == len(second.history) == 13
    assert first.history[-1] == state.action_labels()[0]
    assert second.history[-1] == state.action_labels()[-1]


def test_a_clone_reads_like_the_original_before_it_is_played() -> None:
    state = new_state(GAME, 9)
    for _ in range(5):
        state.apply(0)
    copy = state.clone()
    assert _observed(copy) == _observed(state)
    assert copy.observation(0) == state.observation(0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("count(planet in play_area) >= 3", frozenset({"play_area/@"})),  # the checked player's own
        ("energy > 2 and count(action in hand) >= 1", frozenset({"energy", "hand/@"})),
        ("points >= 3 or ore < 1", frozenset({"points", "ore"})),
        ("count(planet on table) >= 3", frozenset({"table"})),  # a shared zone
        ("count(action in hand of each opponent) >= 1", frozenset({"hand"})),  # others': any hand may be theirs
        ("each opponent has 1 action in hand", frozenset({"hand"})),
        ("you have 1 action in hand", frozenset({"hand/@"})),
    ],
)
def test_a_condition_names_the_zones_and_amounts_it_reads(text: str, expected: frozenset[str]) -> None:
    ir = compile_text(f"if {text} then draw 1 card").ir
    assert ir is not None
    assert reads(ir[0]["effects"][0]["condition"], GAME) == expected


def test_a_read_of_ones_own_zone_heeds_that_zone_and_changes_told_by_the_zone_name() -> None:
    assert own_reads(frozenset({"hand/@", "points"}), 1) == ("hand/1", "hand/*", "points")


@pytest.mark.parametrize(
    "text",
    [
        "count(planet in play_area where (strength > 2)) >= 1",  # a card's own number
        "count(action in hand of active player) >= 1",  # whose hand changes with the turn
        "energy of active player > 2",
    ],
)
def test_a_condition_that_reads_a_card_or_a_moving_player_may_read_anything(text: str) -> None:
    ir = compile_text(f"if {text} then draw 1 card").ir
    assert ir is not None
    assert reads(ir[0]["effects"][0]["condition"], GAME) is None


@pytest.mark.parametrize(
    ("pack", "seed"),
    [(pack, s) for pack in ("asteria", CRAZY_EIGHTS) for s in range(8)] + [("asterix", 0), ("asterix", 1)],
)
def test_skipping_unchanged_when_conditions_changes_no_game(pack: str, seed: int) -> None:
    """Asteria's achievements read hands, play areas and planets, each part of `A and B` again only when what that
    part reads changed; Crazy Eights' end reads each player's own hand (`hand/@`): a card drawn into one hand must
    not hide the other's emptying; Asterix's capture reads a state its rules module works out (`capturable`), so
    that condition is read whole whenever a pile it names changes."""
    game = load_game(pack)
    always = replace(game, when_reads={})  # every `when` evaluated after every change
    skipping, checking = _random_game(game, seed), _random_game(always, seed)
    assert skipping.history == checking.history
    assert skipping.view.winners == checking.view.winners and skipping.view.over == checking.view.over


def test_a_state_dropped_mid_game_is_freed_with_its_suspended_run() -> None:
    """A search makes thousands of clones and drops each one mid-game; each holds a suspended run. The run's
    stack referred back to its state, a cycle the collector could not see into: a deck report of 1,000 searched
    games grew to 12 GB. A dropped state and its run are now freed at once."""
    import gc
    import weakref

    import greenlet

    state = new_state(GAME, 3)
    rng = random.Random(3)
    for _ in range(10):
        state.apply(rng.choice(state.legal_actions()))
    clones = [state.clone() for _ in range(20)]
    for each in clones:
        each.apply(rng.choice(each.legal_actions()))  # resumed: each has a suspended run of its own
    gone = [weakref.ref(each) for each in clones]
    del clones, each
    gc.collect()
    assert all(ref() is None for ref in gone)
    runs = [g for g in gc.get_objects() if isinstance(g, greenlet.greenlet) and not g.dead and g.parent is not None]
    assert len(runs) <= 1  # only `state`'s own
    state.apply(rng.choice(state.legal_actions()))  # the original plays on


def test_cards_dealt_again_in_place_are_found_in_play_again() -> None:
    """A search deals the cards a seat cannot see again where they lie (`search.determinize`), behind the game's
    back; in a pack whose cards in play may be hidden, the cards kept as in play must be found again after it."""
    from cardsmith.runtime.interpreter import Run

    state = new_state(GAME, 2)
    rng = random.Random(2)
    while not state.view.zones.get("play_area/0"):
        state.apply(rng.choice(state.legal_actions()))
    d = state.clone().view
    run = Run(GAME, d)
    before = list(run.active_cards())
    in_play, in_deck = d.zones["play_area/0"][0], d.zones["action_deck"][0]
    d.zones["play_area/0"][0], d.zones["action_deck"][0] = in_deck, in_play  # as `determinize` deals, in place
    d.loc[in_deck], d.loc[in_play] = "play_area/0", "action_deck"
    d.face_up[in_deck] = True
    d.dealt()
    after = run.active_cards()
    assert in_play in before and in_play not in after and in_deck in after
