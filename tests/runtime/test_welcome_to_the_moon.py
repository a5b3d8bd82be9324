"""Welcome to the Moon (Adventure 1) played by random bots: every invariant kept, every zone of every sheet in
ascending order, the game ended by its rules (never cut off), solo against ASTRA too, and replays exact."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardsmith.runtime import State, load_game, new_state
from cardsmith.runtime.sheets import Sheets
from conftest import play_random

GAME = load_game("welcome_to_the_moon")


def _play(seed: int, players: int, options: dict[str, int] | None = None) -> State:
    return play_random(GAME, seed, players, options, every=40)


def _ascending(state: State) -> bool:
    """In every ascending zone of every sheet (and every column through a grid), the numbers written rise."""
    layout = state.game.layouts[state.view.sheet_face]
    for marks in state.view.sheets:
        sheet = Sheets(layout, marks)
        for zone in layout.zones:  # each part of a zone split by lines (Adventure 2) on its own
            for part in {sheet.part(zone, b) if zone.index == layout.boxes[b].zone else zone.boxes for b in zone.boxes}:
                numbers = [sheet.number(b) for b in part if sheet.number(b) >= 0]
                if zone.order == "ascending" and numbers != sorted(set(numbers)):
                    return False
    return True


def _ended_by_the_rules(state: State) -> bool:
    d = state.view
    ends = [
        a["mission_a_done"] + a["mission_b_done"] + a["mission_c_done"] == 3
        or a["system_error"] >= 6
        or a["empty_boxes"] == 0
        or (a["rockets_left"] == 0 and a["open_error"] == 0)
        or a["astra_track"] >= 60
        or a["deck_pass"] == 2
        for a in d.amounts
    ]
    return d.over is not None and "max_turns" not in d.over and any(ends)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 4), (3, 6)])
def test_a_random_game_keeps_every_invariant_and_ends_by_its_rules(seed: int, players: int) -> None:
    state = _play(seed, players)
    assert _ended_by_the_rules(state) and state.view.winners
    assert _ascending(state)
    for p, amounts in enumerate(state.view.amounts):  # the score is the rocket track less the open errors
        assert amounts["points"] == amounts["rocket_score"] - 5 * amounts["open_error"], p


def test_a_solo_game_against_astra_ends_by_its_rules_and_scores_astra() -> None:
    state = _play(5, 1, {"adversary": 1})
    amounts = state.view.amounts[0]
    assert _ended_by_the_rules(state) and _ascending(state)
    astra = state.view.shared["astra_score"]  # ASTRA's score is the game's rival (runtime.rival)
    assert amounts["astra_level"] == 1 and astra > 0
    assert state.view.zones.get("astra_pile")  # the third card of each turn went to ASTRA
    lost = astra > amounts["points"]  # a loss to ASTRA reads as one: nobody wins, every seat returns -1
    assert (state.view.winners == []) == lost and state.view.rival_won == lost
    assert state.returns() == ([-1.0] if lost else [1.0])
    assert ("the rival (astra_score" in state.view.over) == lost


def test_a_game_replays_exactly_from_its_record() -> None:
    state = _play(7, 3)
    replayed = State.from_json(GAME, state.to_json())
    assert replayed.view.sheets == state.view.sheets and replayed.view.amounts == state.view.amounts


def test_every_player_sees_every_sheet_but_no_deck() -> None:
    state = new_state(GAME, 0, 3)
    seen = state.observation(1)
    assert sorted(seen["sheets"]) == [0, 1, 2] and "level_1a: _ _ _" in seen["sheets"][1]
    assert set(seen["zones"]["spaceship_deck_1"]) == {"hidden"}  # only the top number shows, in the choices


def test_in_a_simultaneous_step_nobody_sees_another_players_choice_before_making_their_own() -> None:
    state = new_state(GAME, 0, 2)
    assert state.current_player == 0 and state.prompt() == "¿qué combinación?"
    state.apply(0)
    assert state.current_player == 1 and state.prompt() == "¿qué combinación?"
    assert state.view.amounts[0]["chosen_pile"] > 0  # player 1 has chosen...
    assert state.observation(1)["amounts"][0]["chosen_pile"] == 0  # ...but player 2 does not see it yet
    assert state.observation(0)["amounts"][0]["chosen_pile"] > 0  # player 1 sees their own choice
    state.apply(0)
    while state.prompt() != "¿qué combinación?":  # the next simultaneous step (numbering), then the next turn
        state.apply(0)
    assert state.observation(1)["amounts"][0]["chosen_number"] == state.view.amounts[0]["chosen_number"]


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_many_random_games_end_by_the_rules(players: int) -> None:
    for seed in range(10):
        state = _play(seed, players)
        assert _ended_by_the_rules(state) and _ascending(state)


def test_a_person_fills_their_sheet_at_the_terminal(cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`cardsmith play welcome_to_the_moon`: the person sees their sheet, picks a combination, writes its number."""
    answers = iter(["1", "1"])
    prompts: list[str] = []

    def read(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    save = tmp_path / "moon.json"
    code, out, err = cli("play", "welcome_to_the_moon", "--players", "2", "--save", str(save))
    assert code == 0 and "Traceback" not in err, err
    assert "tu hoja:" in out and "Nivel 1: _ _ _ | _ _ _" in out and "¿qué combinación?" in out  # the table in Spanish
    assert "¿en qué casilla escribir " in out  # the number of the combination picked, then its box
    replay = json.loads(save.read_text(encoding="utf-8"))
    assert len(replay["actions"]) >= 2 and cli("replay", str(save))[0] == 0


def test_the_adventure_is_an_option_and_one_without_a_sheet_is_a_usage_error(cli) -> None:
    code, out, err = cli(
        "simulate", "welcome_to_the_moon", "--players", "2", "--games", "2", "--option", "chosen_adventure=1"
    )
    assert code == 0 and "2 games" in out, err
    code, _, err = cli(
        "simulate", "welcome_to_the_moon", "--players", "2", "--games", "2", "--option", "chosen_adventure=9"
    )
    assert (
        code == 2
        and "chosen_adventure=9: welcome_to_the_moon has sheets for chosen_adventure 1, 2, 3, 4, 5, 6, 7, 8 only" in err
    )
    assert "Traceback" not in err


ADVENTURE_ENDS = {2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 2}  # system error boxes per sheet (tables.error_boxes)


def _ended_by_an_adventure_rule(state: State, adventure: int) -> bool:
    """The game ended at the end of a turn by one of the basic ends: every mission, the last system error box,
    or every box of the numbering space numbered (A8: of one of a player's 2 sheets); never cut off."""
    d = state.view
    ends = [
        a["mission_a_done"] + a["mission_b_done"] + a["mission_c_done"] == 3
        or (a["system_error"] >= ADVENTURE_ENDS[adventure] if adventure != 8 else a["a8_errors"] >= 2)
        or (a["empty_boxes"] == 0 if adventure != 8 else a["a8_full"] == 1)
        or a["deck_pass"] == 2
        or d.rival_won
        for a in d.amounts
    ]
    return d.over is not None and "max_turns" not in d.over and any(ends)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 6), (3, 1)])
def test_adventure_4_the_mine_is_played_to_its_end_and_scores_its_factories(seed: int, players: int) -> None:
    state = _play(seed, players, {"chosen_adventure": 4})
    assert _ended_by_an_adventure_rule(state, 4) and _ascending(state)
    penalty = [0, 5, 10, 15]
    for p, a in enumerate(state.view.amounts):
        factories = (
            a["pearl_stock"] * [4, 6][a["pearl_upgraded"]]
            + a["ruby_stock"] * [3, 5][a["ruby_upgraded"]]
            + a["water_stock"] * [2, 4][a["water_upgraded"]]
            + a["plant_stock"] * [2, 4][a["plant_upgraded"]]
            + 5 * (a["a4_pearl_fill"] + a["a4_ruby_fill"])
            + 4 * (a["a4_water_fill"] + a["a4_plant_fill"])
            + 3 * a["astronaut_mark"] * a["astronaut_upgraded"]
            - 3 * a["planning_mark"] * (1 - a["planning_upgraded"])
        )
        missions = a["points"] - factories + penalty[a["system_error"]]
        assert missions in range(0, 3 * 16 + 1), (p, a["points"], factories)
        assert a["circled_pump"] >= a["adjacent_pumps"]


@pytest.mark.parametrize(
    ("adventure", "seed", "players"),
    [(a, seed, players) for a in (2, 3, 5, 6, 7, 8) for seed, players in ((1, 2), (2, 6), (3, 1))],
)
def test_adventures_are_played_to_their_end_with_every_zone_ascending(adventure: int, seed: int, players: int) -> None:
    state = _play(seed, players, {"chosen_adventure": adventure})
    assert _ended_by_an_adventure_rule(state, adventure) and _ascending(state)


@pytest.mark.slow
def test_a_person_plays_a_whole_game_of_the_battle_at_the_terminal(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """`cardsmith play welcome_to_the_moon --option chosen_adventure=8`, always answering the first choice: the
    person plays both shared sheets to the end of the game."""
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    code, out, err = cli("play", "welcome_to_the_moon", "--players", "2", "--option", "chosen_adventure=8")
    assert code == 0 and "Traceback" not in err, err
    assert (
        "Hoja izquierda, planeta 1: _ _ _ _ _" in out
        and "¿en qué planeta dibujas tu insignia?" in out
        and "fin de la partida" in out
    )
