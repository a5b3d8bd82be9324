"""`cardsmith simulate`, `play` and `replay` as a user runs them."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest


def test_simulate_prints_a_summary_and_writes_every_game(cli, tmp_path: Path) -> None:
    out_file = tmp_path / "results.json"
    code, out, err = cli(
        "simulate", "asteria", "--games", "12", "--seed", "3", "--agents", "random,greedy", "--out", str(out_file)
    )
    assert code == 0, err
    assert "seat 1:" in out and "greedy:" in out and "game length: mean" in out
    results = json.loads(out_file.read_text())
    assert len(results["records"]) == 12 and results["summary"]["measured"] == 12
    wins = [seat["wins"] for seat in results["summary"]["seats"]]
    assert sum(w["count"] for w in wins) + results["summary"]["no_winner"] == 12
    assert all(0 <= w["low"] <= w["rate"] <= w["high"] <= 1 for w in wins)
    agents = results["summary"]["agents"]
    assert agents["greedy"]["wins"]["rate"] > agents["random"]["wins"]["rate"]


def test_two_workers_give_the_same_games_as_one(cli, tmp_path: Path) -> None:
    one, two = tmp_path / "1.json", tmp_path / "2.json"
    assert cli("simulate", "asteria", "--games", "6", "--out", str(one))[0] == 0
    assert cli("simulate", "asteria", "--games", "6", "--workers", "2", "--out", str(two))[0] == 0
    assert json.loads(one.read_text())["records"] == json.loads(two.read_text())["records"]


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--agents", "smart"], "unknown agent")],
)
def test_simulate_refuses_bad_options(cli, args: list[str], message: str) -> None:
    code, _out, err = cli("simulate", "asteria", *args)
    assert code == 2 and message in err  # a usage error, as the README says
    code, _out, err = cli("deck", "report", "cards/asteria/decks/full.txt", "--game", "asteria", *args)
    assert code == 2 and message in err


def test_play_against_a_bot_then_replay_the_saved_game(cli, tmp_path: Path, monkeypatch) -> None:
    answers = iter(["1"] * 400)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    save = tmp_path / "game.json"
    code, out, err = cli("play", "asteria", "--seed", "4", "--save", str(save))
    assert code == 0, err
    assert "você é o jogador 1" in out and "mão · jogador 1" in out  # Asteria is played in Portuguese
    assert "replay salvo em" in out and "fim de jogo" in out
    code, out, err = cli("replay", str(save))
    assert code == 0, err
    assert "replayed" in out and "exactly" in out


def test_quitting_a_game_saves_what_was_played(cli, tmp_path: Path, monkeypatch) -> None:
    answers = iter(["1", "q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    save = tmp_path / "left.json"
    code, out, _ = cli("play", "asteria", "--save", str(save))
    assert code == 0 and "você saiu do jogo" in out
    assert json.loads(save.read_text())["actions"]


def test_a_player_sees_no_hidden_card_at_the_terminal(cli, tmp_path: Path, monkeypatch) -> None:
    answers = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    _code, out, _ = cli("play", "asteria", "--seed", "1", "--save", str(tmp_path / "r.json"))
    assert "mão · jogador 2: 4 ocultas" in out or "mão · jogador 2: 3 ocultas" in out


def test_a_bot_s_secret_choice_is_not_shown_at_the_terminal(cli, tmp_path: Path, monkeypatch) -> None:
    """Ad Astra's bots put action cards face down on the planning board: the terminal says where, never which."""
    answers = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    _code, out, _ = cli("play", "ad_astra", "--seed", "1", "--save", str(tmp_path / "r.json"))
    bot_lines = [line for line in out.splitlines() if "(greedy):" in line]
    assert bot_lines and all("Comercio" not in line and "Producción" not in line for line in bot_lines)
    assert any("(una elección secreta)" in line for line in bot_lines)  # in Spanish, Ad Astra's language
    assert any("espacio" in line for line in bot_lines)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "not a JSON replay"),
        ('{"seed": 1}', "not a cardsmith replay"),
        (None, "another version of asteria's cards"),
    ],
)
def test_a_bad_replay_file_is_a_clear_error(cli, tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "bad.json"
    if content is None:
        cli("simulate", "asteria", "--games", "1")
        good = {
            "version": "0.1.0",
            "pack": "asteria",
            "catalogue": "feedfacefeedface",
            "seed": 1,
            "config": {"players": 2},
            "actions": [],
        }
        content = json.dumps(good)
    path.write_text(content)
    code, _out, err = cli("replay", str(path))
    assert code == 1 and message in err and "Traceback" not in err


def test_human_agent_accepts_a_label_fragment(monkeypatch) -> None:
    from cardsmith.runtime import load_game, new_state
    from cardsmith.runtime.agents import HumanAgent

    state = new_state(load_game("asteria"), 2)
    target = state.action_labels()[-1]
    agent = HumanAgent(lambda s, p: "", read=lambda prompt: target)
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert agent.act(state) == len(state.action_labels()) - 1


def test_a_pack_that_declares_no_runtime_is_a_clear_error(cli, tmp_path: Path) -> None:
    from conftest import write_pack

    code, _, err = cli("simulate", str(write_pack(tmp_path / "plain")), "--games", "1")
    assert code == 1 and "no `runtime:` section" in err and "Traceback" not in err
