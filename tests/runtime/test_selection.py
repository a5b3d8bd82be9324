"""Places and cards (runtime/selection.py): a card asked alone whether it is in play answers as the list of the
cards in play does, in the states of real games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.data import zone_key
from cardsmith.runtime.interpreter import Run
from cardsmith.runtime.selection import Selection


@pytest.mark.parametrize("pack", ["asteria", "asterix", "afternova"])
def test_a_card_is_in_play_alone_as_in_the_list_of_cards_in_play(pack: str) -> None:
    """`is_active` (asked of one card: the cards that watch are found so) agrees with `active_cards` for every card,
    played at a planet, in a play area, knocked out or in a hand."""
    game = load_game(pack)
    in_play = 0
    for seed in range(3):
        state, rng = new_state(game, seed), random.Random(seed)
        for _ in range(60):
            if state.is_terminal():
                break
            run = Run(game, state.view)
            active = set(run.active_cards())
            in_play += len(active)
            assert [c for c in range(len(game.of_instance)) if run.is_active(c)] == sorted(active)
            state.apply(rng.choice(state.legal_actions()))
    assert in_play > 0


@pytest.mark.parametrize("pack", ["asteria", "asterix", "afternova"])
def test_the_places_of_the_cards_in_play_follow_the_cards_on_the_board(pack: str) -> None:
    """`in_play` (where `destroy` looks; its fixed part kept per game): the board zones, every player's active zones,
    then the pile at each card on the board, as the board holds them now."""
    game = load_game(pack)
    settings, piles = game.settings, 0
    for seed in range(2):
        state, rng = new_state(game, seed), random.Random(seed)
        for _ in range(60):
            if state.is_terminal():
                break
            run, d = Run(game, state.view), state.view
            fixed = [k for z in settings.board + settings.active_zones for k in run.zone_keys_of(z)]
            hosts = [c for z in settings.board for c in d.zones.get(z, [])]
            assert run.in_play() == fixed + [zone_key(settings.hosted_zone, host=h) for h in hosts]
            piles += len(hosts)
            state.apply(rng.choice(state.legal_actions()))
    assert piles > 0


def test_the_cards_in_play_of_each_kind_follow_a_turn_and_a_move() -> None:
    """`active_with` keeps each kind's cards while the cards in play and their sides stay the same (a change
    elsewhere, or in the zones that decide them that leaves them as they were), and finds them again when a card
    in play turns to another side or a card comes into play."""
    game = load_game("asteria")
    state = new_state(game, 0)
    d = state.view
    run = Run(game, d)
    sided = [c for c, card in enumerate(game.of_instance) if card.of_kind("expand", "activated")]
    first, second = sided[0], sided[1]
    d.move(first, "play_area/0")
    d.side[first], d.face_up[first], d.face_up[second] = "extract", True, True
    d.touch_card(first)
    assert first not in run.active_with("activated")
    kept = run.active_with("activated")
    d.touch("hand/0")
    d.touch_card(first)  # its zone changes, the cards in play and their sides do not
    assert run.active_with("activated") is kept
    d.side[first] = "expand"
    d.touch_card(first)
    assert first in run.active_with("activated")
    d.move(second, "play_area/0")
    d.side[second] = "expand"
    found = run.active_with("activated")
    assert second in found and found.index(first) < found.index(second)


def test_the_cards_in_play_follow_the_cards_on_the_board_not_its_touches() -> None:
    """A marker moved on a planet touches the table and leaves the cards in play as they were (kept, not found
    again); a planet leaving the table takes the cards played at it out of play, and one coming onto it with cards
    already at it brings them in, though no card moved into or out of a pile (`Selection.active_cards`)."""
    game = load_game("asteria")
    state = new_state(game, 0)
    d = state.view
    run = Run(game, d)
    planet, other = d.zones["table"][0], d.zones["planet_deck"][-1]
    action, waiting = d.zones["hand/0"][0], d.zones["hand/0"][1]
    run.move(action, zone_key(run.hosted, host=planet), face_up=True)
    run.move(waiting, zone_key(run.hosted, host=other), face_up=True)
    kept = run.active_cards()
    assert action in kept and waiting not in kept
    d.markers[(planet, 0)] = 1
    d.touch_card(planet)  # what `Table.set_marker` does
    assert run.active_cards() is kept
    run.move(planet, "planet_discard", face_up=True)
    assert action not in run.active_cards()
    run.move(other, "table", face_up=True)
    assert waiting in run.active_cards()


def test_a_state_word_is_a_stored_state_or_one_the_rules_module_gives() -> None:
    """`contested planet` finds a planet with the state stored on it; `free_card action` the last action card of a
    player's row on a planet, which only Asteria's `card_states` hook says (`has_state` asks the hook only when the
    card does not store the state)."""
    game = load_game("asteria")
    state = new_state(game, 1)
    run, d = Run(game, state.view), state.view
    planet = next(c for c in range(len(d.loc)) if "planet" in game.of_instance[c].words)
    actions = [c for c in range(len(d.loc)) if "action" in game.of_instance[c].words][:2]
    assert not run.matches(planet, ["contested"])
    d.states[planet] = {"contested"}
    assert run.matches(planet, ["contested", "planet"])
    row = zone_key(run.hosted, host=planet)
    for card in actions:
        run.move(card, row, face_up=True)
        d.owner[card] = 0
    assert [run.matches(c, ["free_card"]) for c in actions] == [False, True]
    assert run.states(actions[1]) == {"free_card"}


def _play_random_games(pack: str, games: int) -> None:
    """Whole random games of `pack`, seeds 0 to `games` - 1 (what a test has patched looks at every step)."""
    game = load_game(pack)
    for seed in range(games):
        state, rng = new_state(game, seed), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("pack", ["asteria", "asterix", "ad_astra"])
def test_the_cards_in_play_kept_after_a_card_is_played_are_those_found_again(
    pack: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`came_into_play` (the cards in play kept after a card is played, not found again) leaves the cards in play,
    their sides and each kind's cards as `active_cards` finds them from the zones, in real games."""
    came = Selection.came_into_play
    kept = 0

    def checked(run: Selection, card: int, *args: Any) -> None:
        nonlocal kept
        came(run, card, *args)
        if run._active_at != run.d.version:
            return  # not kept: found again at the next look
        kept += 1
        fresh = Run(run.g, run.d)
        assert run.active_cards() == fresh.active_cards()
        assert run._active_sides == fresh._active_sides
        assert run._active_kinds == fresh._active_kinds

    monkeypatch.setattr(Selection, "came_into_play", checked)
    _play_random_games(pack, 4)
    assert kept > 0


@pytest.mark.parametrize("pack", ["asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon"])
def test_the_cards_in_play_kept_are_those_found_again_at_every_look(pack: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards in play, and each kind's of them, kept while no card changed (`Data.placed`: the game's amounts, its
    turn, its counters may have), or found unchanged by the zones that decide them, are those a run that has never
    looked finds, at every look of real games (`active_cards`, `active_with`, the interpreter's offers)."""
    looked = Selection.active_cards
    looks = 0

    def checked(run: Selection) -> list[int]:
        nonlocal looks
        found = looked(run)
        fresh = Run(run.g, run.d)
        assert found == looked(fresh)
        assert run._active_kinds == fresh._active_kinds
        looks += 1
        return found

    def with_kind(run: Selection, kind: str) -> list[int]:
        checked(run)
        return run._active_kinds.get(kind, [])

    monkeypatch.setattr(Selection, "active_cards", checked)
    monkeypatch.setattr(Selection, "active_with", with_kind)
    _play_random_games(pack, 2)
    assert looks > 0
