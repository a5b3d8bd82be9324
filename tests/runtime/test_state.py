"""The OpenSpiel-style API on Asteria: determinism, clones, replays, observations, labels."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from cardsmith.compiler.registry import REGISTRY
from cardsmith.runtime import IllegalAction, State, load_game, new_state
from cardsmith.runtime import state as state_module
from cardsmith.runtime.effects import __name__ as _effects  # noqa: F401  (registers the handlers)
from cardsmith.runtime.handlers import EFFECTS
from cardsmith.runtime.invariants import hidden_from

GAME = load_game("asteria")


def _play(seed: int, moves: int | None = None) -> State:
    state = new_state(GAME, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_every_effect_kind_of_the_registry_has_a_runtime_handler() -> None:
    assert set(EFFECTS) == {k.name for k in REGISTRY.of("effect")}


def test_setup_follows_the_rulebook() -> None:
    state = new_state(GAME, 5)
    d = state.view
    for p in range(2):
        hand = [GAME.defs[GAME.instances[c]].type for c in d.zones[f"hand/{p}"]]
        assert sorted(hand) == ["action", "action", "action", "planet"]
        area = sorted(GAME.defs[GAME.instances[c]].type for c in d.zones[f"play_area/{p}"])
        assert area == ["objective", "resource_card"]
        assert d.amounts[p]["energy"] == 2 and d.amounts[p]["ore"] == 2
    assert len(d.zones["table"]) == 2
    assert state.current_player == d.first


def test_the_same_seed_plays_the_same_game_and_another_seed_another() -> None:
    assert _play(11).history == _play(11).history
    assert _play(11).history != _play(12).history


def test_a_clone_is_independent_of_its_original() -> None:
    state = _play(3, moves=10)
    copy = state.clone()
    labels = copy.action_labels()
    copy.apply(0)
    assert state.action_labels() == labels
    assert len(state.history) == 10 and len(copy.history) == 11


def test_a_clone_shares_its_stable_point_until_one_of_them_changes_it() -> None:
    """A clone reads its original's stable point without copying it; a change made to one's `base` (a scenario's
    `given`, a test dealing hidden cards again) never shows in the other, in either direction."""
    original = new_state(GAME, 4)
    original.clone()  # from now on the original keeps its stable points
    rng = random.Random(4)
    for _ in range(6):
        original.apply(rng.choice(original.legal_actions()))
    clone = original.clone()
    assert clone.base is not None and original.base is not None and clone.base is not original.base
    clone.base.amounts[0]["ore"] = 77
    assert original.base.amounts[0]["ore"] != 77
    original.base.amounts[1]["ore"] = 66
    assert clone.base.amounts[1]["ore"] != 66
    again = original.clone()
    assert [again.action_labels(), again.view.zones] == [original.action_labels(), original.view.zones]
    assert again.view.amounts[1]["ore"] == 66  # a clone plays on from its original's stable point as it is now


def test_a_replay_reproduces_the_game_through_json() -> None:
    state = _play(7)
    saved = json.loads(json.dumps(state.to_json()))
    assert set(saved) == {"version", "pack", "catalogue", "seed", "config", "actions"}
    again = State.from_json(GAME, saved)
    assert again.winners == state.winners and again.view.zones == state.view.zones
    assert again.returns() == state.returns() and sum(state.returns()) == 0


def test_a_replay_of_other_cards_or_with_a_wrong_action_is_refused() -> None:
    saved = _play(7).to_json()
    with pytest.raises(Exception, match="another version"):
        State.from_json(GAME, {**saved, "catalogue": "0000"})
    broken = {**saved, "actions": [*saved["actions"][:3], "no such action"]}
    with pytest.raises(IllegalAction, match="action 4"):
        State.from_json(GAME, broken)


def test_labels_are_unique_and_apply_accepts_them() -> None:
    state = _play(4, moves=5)
    labels = state.action_labels()
    assert len(labels) == len(set(labels))
    state.apply(labels[-1])
    with pytest.raises(IllegalAction):
        state.apply("not a label")
    with pytest.raises(IllegalAction):
        state.apply(99)


def test_an_observation_hides_the_other_players_hand() -> None:
    state = _play(9, moves=8)
    for player in range(2):
        other = f"hand/{1 - player}"
        shown = state.observation(player)["zones"][other]
        assert shown and all(entry == "hidden" for entry in shown)
        mine = state.observation(player)["zones"][f"hand/{player}"]
        assert all(entry != "hidden" for entry in mine)
        assert hidden_from(state, player)  # the decks and the other hand


def test_a_face_up_deck_shows_its_top_card_only() -> None:
    """Welcome to the Moon's solo deck lies with its action face up (`visibility: top`): the player saw every card
    in it, in order, at the table; they see the top one, and the others are theirs to guess (`hidden_from`)."""
    from cardsmith.runtime import load_game, new_state

    state = new_state(load_game("welcome_to_the_moon"), 3, 1)
    deck = state.view.zones["solo_deck"]
    shown = state.observation(0)["zones"]["solo_deck"]
    assert len(deck) > 1 and shown[:-1] == ["hidden"] * (len(deck) - 1)
    assert shown[-1]["card"] == state.game.name_of_instance[deck[-1]]
    names = {state.game.name_of_instance[c] for c in deck[:-1]}
    assert names <= hidden_from(state, 0)


def test_terminal_states_have_no_actions_and_a_winner_at_three_points() -> None:
    state = _play(2)
    assert state.is_terminal() and state.legal_actions() == [] and state.current_player == -4
    (winner,) = state.winners
    assert state.view.amounts[winner]["points"] >= 3


def test_a_pack_edited_on_disk_is_played_as_it_now_is(cli, tmp_path, monkeypatch) -> None:
    """`load_game` kept the first game it built for a name for the whole process: a pack edited since (a long
    `watch`, a notebook) or a relative name said from another folder played the old cards."""
    from cardsmith.runtime import load_game

    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    root = tmp_path / "my_game"
    before = load_game(str(root))
    assert load_game(str(root)) is before  # unchanged: the same game
    cards = next((root / "cards").glob("*.yaml"))
    text = cards.read_text(encoding="utf-8")
    assert "draw 2" in text
    cards.write_text(text.replace("draw 2", "draw 3"), encoding="utf-8")
    after = load_game(str(root))
    assert after is not before
    assert [c.effects for c in after.pack.cards] != [c.effects for c in before.pack.cards]


@pytest.mark.parametrize("pack", ["asteria", "asterix", "welcome_to_the_moon"])
def test_the_places_a_seat_cannot_see_are_those_visible_refuses(pack: str) -> None:
    """`unseen` (a search's look at a whole zone) answers as `visible`, the one observer, card by card."""
    game = load_game(pack)
    state = new_state(game, 2)
    rng = random.Random(2)
    hidden = 0
    while not state.is_terminal() and len(state.history) < 40:
        for key, cards in state.view.zones.items():
            for player in range(state.view.players):
                refused = [i for i, card in enumerate(cards) if not state.visible(card, key, player)]
                assert state.unseen(key, player) == refused, (key, player)
                hidden += len(refused)
        state.apply(rng.choice(state.legal_actions()))
    assert hidden > 0


@pytest.mark.parametrize("pack", ["asteria", "welcome_to_the_moon"])
def test_every_seats_value_read_at_once_is_each_seats_value(pack: str) -> None:
    game = load_game(pack)
    state = new_state(game, 6, game.max_players)
    rng = random.Random(6)
    for _ in range(15):
        state.apply(rng.choice(state.legal_actions()))
    values = state.values()
    assert values == [state.value(p) for p in range(state.view.players)]
    assert len(set(values)) > 1 or pack != "asteria"  # the seats' values differ there: a seat mixed up would show


def _seen(state: State) -> tuple[object, ...]:
    """What a reader of a state finds: the decision asked, the whole game's data, the seats' values."""
    d = state.view
    fields = (d.zones, d.amounts, d.shared, d.turn, d.active, d.step, d.winners, d.rng.getstate())
    return (state.current_player, state.prompt(), state.action_labels(), fields, state.values(), state.history)


@pytest.mark.parametrize("pack", ["asteria", "afternova", "welcome_to_the_moon", "ad_astra"])
def test_a_peek_is_a_clone_with_the_action_applied_and_plays_on_as_one(pack: str) -> None:
    """`peek` stops its run at the next decision instead of suspending it: what it reads must be exactly what a
    clone played on finds (the data as the decision found it, not left as the run's unwinding leaves it), and
    played on further, its replay from the stable point must give the same game as the clone's."""
    game = load_game(pack)
    state = new_state(game, 8, game.max_players)
    rng = random.Random(8)
    peeked = 0
    while not state.is_terminal() and len(state.history) < 25:
        for action in state.legal_actions()[:3]:
            clone = state.clone()
            clone.apply(action)
            after = state.peek(action)
            assert _seen(after) == _seen(clone)
            peeked += 1
            for _ in range(2):
                if clone.is_terminal():
                    break
                move = rng.choice(clone.legal_actions())
                clone.apply(move)
                after.apply(move)
                assert _seen(after) == _seen(clone)
            assert after.to_json() == clone.to_json()
        state.apply(rng.choice(state.legal_actions()))
    assert peeked > 20


CRAZY_EIGHTS = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"


def _stable(data: object) -> tuple[object, ...]:
    """A stable point as a replay starts from it: its data and its generator's state."""
    d = data
    assert isinstance(d, state_module.Data)
    return (d.zones, d.amounts, d.shared, d.turn, d.active, d.phase, d.step, d.stage, d.used, d.rng.getstate())


@pytest.mark.parametrize("pack", [str(CRAZY_EIGHTS), "asteria", "welcome_to_the_moon"])
def test_a_stable_point_taken_late_is_the_one_taken_at_its_stage(pack: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stable points are only counted as stages start, and copied when a clone or `base` needs one, by replaying
    from the last one kept: what that gives must be what a copy at every stage gave (a stage miscounted would hand
    out the data of another stage), whether a clone comes at every decision or after many stages without one."""
    game = load_game(pack)
    lazy = new_state(game, 3, game.max_players)
    monkeypatch.setattr(state_module, "KEEP_EVERY", 1)  # a copy at every stage, as before
    eager = new_state(game, 3, game.max_players)
    monkeypatch.undo()
    lazy.clone(), eager.clone()  # from now on both keep stable points
    rng = random.Random(3)
    decisions = compared = 0
    while not lazy.is_terminal() and decisions < 80:
        if decisions % 7 in (0, 3, 4):  # sometimes at every decision, sometimes after a few stages
            a, b = lazy.clone(), eager.clone()
            action = rng.choice(a.legal_actions())
            a.apply(action), b.apply(action)
            assert _seen(a) == _seen(b)
        if decisions % 11 == 5:
            kept, wanted = lazy.base, eager.base  # none yet while the first stage since the first clone lasts
            assert (kept is None) == (wanted is None)
            if kept is not None and wanted is not None:
                assert _stable(kept) == _stable(wanted)
                compared += 1
        action = rng.choice(lazy.legal_actions())
        lazy.apply(action), eager.apply(action)
        decisions += 1
    assert decisions > 30 and compared > 2 and lazy.history == eager.history


def _fields(data: Any) -> dict[str, Any]:
    return {name: value for name, value in vars(data).items() if name != "rng"}


def test_every_game_starts_from_its_own_copy_of_the_start_every_seed_shares() -> None:
    """The start is made once per number of players and options, and copied for each game: games played to their
    end (and a scenario's change to a start) leave the next game's start as a start made anew."""
    made = state_module._start_of(GAME, 2, None)
    first = state_module._fresh(GAME, 4, 2)
    first.amounts[0]["ore"] = 9
    first.zones[GAME.settings.supply].pop()
    _play(4), _play(5)
    again = state_module._fresh(GAME, 4, 2)
    assert _fields(again) == _fields(made)
    assert again.rng.getstate() == random.Random(4).getstate()
    shared = [name for name, value in vars(again).items() if isinstance(value, (list, dict, set))]
    assert not [name for name in shared if vars(again)[name] is vars(state_module._fresh(GAME, 4, 2))[name]]
