"""Honest figures from simulated games: runs that measure nothing fail, cut-off games and draws are shown,
and a card's effect on winning is estimated with the agents held fixed, not read off who plays it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from cardsmith.base.paths import bundled_root
from cardsmith.decks.report import length_bars
from cardsmith.runtime.summary import stratified_effect, summarise

CRAZY_EIGHTS = Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights"
PLAY_STEP = 'do: "choose 1 [play 1 card from hand'


def crazy_eights(tmp_path: Path, name: str, old: str, new: str) -> Path:
    pack = tmp_path / name
    shutil.copytree(CRAZY_EIGHTS, pack)
    game = pack / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert old in text
    game.write_text(text.replace(old, new), encoding="utf-8")
    return pack


def test_simulate_fails_when_every_game_is_cut_off_at_the_turn_limit(tmp_path: Path, cli: Any) -> None:
    pack = crazy_eights(tmp_path, "short", "max_turns: 200", "max_turns: 2")
    code, out, err = cli("simulate", str(pack), "--games", "5")
    assert code == 1
    assert "every game (5) was cut off at the turn limit" in err
    assert "cut off: 5 game(s)" in out
    assert "Traceback" not in err


def test_simulate_fails_when_no_game_asks_for_a_decision(tmp_path: Path, cli: Any) -> None:
    pack = crazy_eights(tmp_path, "idle", PLAY_STEP, 'do: "draw 0 cards from draw_pile" #')
    code, _out, err = cli("simulate", str(pack), "--games", "3")
    assert code == 1
    assert "every game (3) was cut off" in err or "asked any player for a decision" in err
    assert "3 of 3 game(s) asked no player for any decision" in err


def test_simulate_warns_when_some_games_are_cut_off(tmp_path: Path, cli: Any) -> None:
    pack = crazy_eights(tmp_path, "some", "max_turns: 200", "max_turns: 20")
    code, out, err = cli("simulate", str(pack), "--games", "30", "--seed", "1")
    figures_cut = int(out.split("cut off: ")[1].split()[0])
    assert 0 < figures_cut < 30  # some games end before turn 20, some do not
    assert code == 0
    assert f"warning: {figures_cut} of 30 game(s) reached the turn limit" in err


def test_a_run_of_finished_games_has_no_warning(cli: Any) -> None:
    code, out, err = cli("simulate", "asteria", "--games", "3")
    assert code == 0 and "warning" not in err and "cut off" not in out


def record(seat_agents: list[str], winners: list[int], played: list[dict[str, int]], **extra: Any) -> dict[str, Any]:
    return {
        "seed": 0,
        "seats": [{"agent": a} for a in seat_agents],
        "winners": winners,
        "returns": [0.0] * len(seat_agents),
        "length": {"turns": 5, "rounds": 3, "decisions": 9},
        "played": played,
        "error": None,
        **extra,
    }


def test_draws_cut_off_games_and_shared_wins_are_counted_apart() -> None:
    records = [
        record(["a", "b"], [0], [{}, {}]),
        record(["a", "b"], [0, 1], [{}, {}]),
        record(["a", "b"], [], [{}, {}], end="no winner after 200 turns (runtime.max_turns)"),
        record(["a", "b"], [], [{}, {}], end="nobody scored"),
    ]
    figures = summarise(records)
    assert (figures["no_winner"], figures["cut_off"], figures["draws"], figures["shared_wins"]) == (2, 1, 1, 1)
    assert len(figures["warnings"]) == 1 and "1 of 4 game(s) reached the turn limit" in figures["warnings"][0]


def test_a_game_the_rival_won_is_a_loss_to_the_rival_not_a_draw() -> None:
    lost = record(["a"], [], [{}], end="the rival (astra_score 80) beat every player (best 40)")
    figures = summarise([{**lost, "rival_won": True}, record(["a"], [], [{}], end="nobody scored")])
    assert (figures["no_winner"], figures["draws"], figures["rival_wins"]) == (2, 1, 1)


def test_a_card_the_strong_agent_favours_has_no_effect_when_it_changes_nothing() -> None:
    """The strong agent wins every game and plays `x` in most of them; the weak one plays `x` as often as it plays
    `y`. Win rate when played says `x` is strong; holding the agent fixed, neither card changes anything."""
    records = []
    for k in range(40):
        strong_plays = {"x": 1} if k % 4 else {"y": 1}
        weak_plays = {"x": 1} if k % 2 else {"y": 1}
        records.append(record(["strong", "weak"], [0], [strong_plays, weak_plays]))
    cards = {c["id"]: c for c in summarise(records, {"x": "X", "y": "Y"})["cards"]}
    assert cards["x"]["win_rate_when_played"]["rate"] > 0.55 > cards["y"]["win_rate_when_played"]["rate"]
    for card in cards.values():
        effect = card["effect"]
        assert effect["estimate"] == pytest.approx(0.0)
        assert effect["low"] < 0 < effect["high"]
    assert cards["x"]["by_agent"] == {"strong": {"seats": 30, "wins": 30.0}, "weak": {"seats": 20, "wins": 0.0}}


def test_a_card_that_wins_games_within_each_agent_shows_a_positive_effect() -> None:
    records = []
    for k in range(60):
        plays = [{"z": 1}, {}] if k % 2 else [{}, {"z": 1}]
        winner = 0 if plays[0] else 1  # whoever played z won
        records.append(record(["a", "b"] if k % 3 else ["b", "a"], [winner], plays))
    effect = next(c for c in summarise(records, {"z": "Z"})["cards"] if c["id"] == "z")["effect"]
    assert effect["estimate"] == pytest.approx(1.0)
    assert 0.5 < effect["low"] <= effect["high"] <= 1.0


def test_the_stratified_effect_weights_agents_by_their_seats() -> None:
    effect = stratified_effect([(3, 4, 1, 4), (0, 10, 0, 2), (5, 5, 0, 0)])  # the last has no seat without
    assert effect["estimate"] == pytest.approx(8 / 20 * 0.5 + 12 / 20 * 0.0)
    assert effect["seats"] == 14
    assert stratified_effect([(1, 1, 0, 0)])["estimate"] is None


def test_the_length_histogram_bars_cover_their_bins() -> None:
    lefts, widths, heights = length_bars([{"from": 10, "to": 12, "games": 4}, {"from": 13, "to": 15, "games": 1}])
    assert lefts == [9.5, 12.5] and widths == [3, 3] and heights == [4, 1]
    assert [left + width / 2 for left, width in zip(lefts, widths, strict=True)] == [11, 14]  # centred on the bin


def test_the_deck_report_shows_agents_outcomes_and_card_effects(cli: Any, tmp_path: Path) -> None:
    deck = bundled_root() / "asteria" / "decks" / "full.txt"
    args = ["deck", "report", str(deck), "--game", "asteria", "--games", "6", "--agents", "greedy,random"]
    code, _out, err = cli(*args, "--out", str(tmp_path))
    assert code == 0, err
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    figures = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert set(figures["agents"]) == {"greedy", "random"}
    assert 'id="agent-table"' in html and "Wins by agent" in html and "greedy" in html
    assert "Cut off at the turn limit" in html and "a draw" in html
    assert "Effect on winning" in html and "agents held fixed" in html
    assert all("effect" in c and "by_agent" in c for c in figures["cards"])
