"""Afternova played by random bots: pieces conserved, amounts in bounds, nothing hidden shows, the game ends by
its rules (a sixth project) and its replay, with the Bot option, reproduces it. Whole games take about a second,
so the default run plays a few; `-m slow` plays more."""

from __future__ import annotations

import pytest

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.game import GameError
from conftest import play_random

GAME = load_game("afternova")


def _play(seed: int, players: int, options: dict[str, int] | None = None) -> State:
    return play_random(GAME, seed, players, options, every=25)


def _ended_by_six_projects(state: State) -> bool:
    d = state.view
    return max(a["progetti_fatti"] for a in d.amounts) == 6 or len(d.zones.get("completati_bot", [])) >= 6


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 5)])
def test_a_random_game_keeps_every_invariant_and_ends_with_a_sixth_project(seed: int, players: int) -> None:
    state = _play(seed, players)
    assert state.view.over == "the game ended" and state.view.winners
    assert _ended_by_six_projects(state)
    assert len([c for c in range(len(GAME.instances)) if GAME.of_instance[c].type == "fragment"]) == 40


def test_the_bot_variant_replays_exactly_from_its_record() -> None:
    state = _play(4, 2, {"variante_bot": 1})
    assert _ended_by_six_projects(state)
    assert state.to_json()["config"] == {"players": 2, "options": {"variante_bot": 1}}
    replayed = State.from_json(GAME, state.to_json())
    assert replayed.view.zones == state.view.zones and replayed.view.shared == state.view.shared


def test_an_option_the_pack_does_not_offer_is_refused() -> None:
    with pytest.raises(GameError, match="no option bot"):
        new_state(GAME, 0, 2, {"bot": 1})


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_many_random_games_end_by_the_rules(players: int) -> None:
    for seed in range(10):
        assert _ended_by_six_projects(_play(seed, players))


def test_simulate_takes_the_bot_option_and_names_the_options_of_a_wrong_one(cli) -> None:  # type: ignore[no-untyped-def]
    code, out, err = cli("simulate", "afternova", "--players", "2", "--games", "2", "--option", "variante_bot=1")
    assert code == 0, err
    assert "2 games" in out and "max_turns" not in out
    code, _, err = cli("simulate", "afternova", "--games", "1", "--option", "bot=1")
    assert code == 2 and "variante_bot" in err  # a usage error, as any option out of its range
    code, _, err = cli("simulate", "afternova", "--games", "1", "--option", "variante_bot=" + "9" * 5000)
    assert code == 2 and "NAME=NUMBER" in err
