"""Simulation in parallel and its streaming summary: the same games whatever the number of workers, the
same figures whether the records come one by one or as a list, and no list of games kept.

Speed is measured in `benchmarks/bench_simulate.py`, never here.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import random
import shutil
import statistics
import tracemalloc
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from cardsmith.commands.play import RecordsOut
from cardsmith.runtime import simulate as simulation
from cardsmith.runtime.simulate import MAX_CHUNK, play_games, simulate, spans
from cardsmith.runtime.summary import ExactSum, Summary, histogram, stratified_effect, summarise

Record = dict[str, Any]


# ---------------------------------------------------------------- the same games with any number of workers


def test_one_two_and_three_workers_play_the_same_games_in_seed_order() -> None:
    one = simulate("asteria", 4, seed=7, agents=["random", "greedy"], workers=1)
    assert [r["seed"] for r in one] == [7, 8, 9, 10]
    assert [r["seats"][0]["agent"] for r in one] == ["random", "greedy", "random", "greedy"]
    assert simulate("asteria", 4, seed=7, agents=["random", "greedy"], workers=2) == one
    assert list(play_games("asteria", 4, seed=7, agents=["random", "greedy"], workers=3)) == one


def test_spawned_workers_play_the_same_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where fork is unavailable (Windows, macOS), workers are spawned and load the game themselves."""
    monkeypatch.setattr(simulation, "_context", lambda: multiprocessing.get_context("spawn"))
    assert simulate("asteria", 3, seed=2, workers=2) == simulate("asteria", 3, seed=2)


class _NoPool:
    """A start method whose pool cannot start, as where a sandbox has no working semaphores."""

    def Pool(self, *args: object) -> None:
        raise OSError(38, "Function not implemented")


def test_without_worker_processes_the_games_are_played_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "_context", lambda: _NoPool())
    with pytest.warns(RuntimeWarning, match="cannot start 2 worker processes.*in this process"):
        records = simulate("asteria", 2, seed=4, workers=2)
    assert records == simulate("asteria", 2, seed=4)


@pytest.mark.parametrize(("games", "workers"), [(1, 2), (7, 2), (100, 2), (1000, 2), (1000, 3), (10_000, 8)])
def test_spans_cover_every_game_once_shrinking_to_single_games(games: int, workers: int) -> None:
    chunks = list(spans(games, workers))
    assert [start for start, _ in chunks] == [0, *(stop for _, stop in chunks[:-1])]
    assert chunks[-1][1] == games
    sizes = [stop - start for start, stop in chunks]
    assert sizes == sorted(sizes, reverse=True) and max(sizes) <= MAX_CHUNK
    assert sizes[-min(len(sizes), workers * 4) :] == [1] * min(len(sizes), workers * 4)


def test_a_pack_that_cannot_be_played_fails_at_the_call(tmp_path: Path) -> None:
    from cardsmith.runtime import GameError
    from conftest import write_pack

    with pytest.raises(GameError, match="runtime"):
        play_games(str(write_pack(tmp_path / "plain")), 3)  # a pack without `runtime:`, before any record is asked for


# ---------------------------------------------------------------- the streaming summary


def reference_summary(records: list[Record], names: dict[str, str], playable: list[str]) -> dict[str, Any]:
    """The summary computed from the whole list, as cardsmith did before it streamed (the one change: a
    shared win's shares are added exactly, so the figures do not depend on the order of the games)."""
    finished = [r for r in records if not r.get("error")]
    seats = max((len(r.get("seats") or []) for r in finished), default=0)
    plays: dict[str, int] = {}
    for r in finished:
        for seat_plays in r.get("played") or []:
            for card, n in (seat_plays or {}).items():
                plays[card] = plays.get(card, 0) + int(n)
    cut = [bool(r.get("cut_off")) or "runtime.max_turns" in str(r.get("end") or "") for r in finished]
    cut_off = sum(cut)
    no_winner = sum(1 for r in finished if not r.get("winners"))
    return {
        "games": len(records),
        "measured": len(finished),
        "errors": [{"seed": r.get("seed"), "error": r["error"]} for r in records if r.get("error")],
        "no_winner": no_winner,
        "cut_off": cut_off,
        "draws": sum(
            not r.get("winners") and not c and not r.get("rival_won") for r, c in zip(finished, cut, strict=True)
        ),
        "rival_wins": sum(bool(r.get("rival_won")) for r in finished),
        "shared_wins": sum(len(r.get("winners") or []) > 1 for r in finished),
        "no_decisions": sum(not (r.get("length") or {}).get("decisions") for r in finished),
        "rival_score": _mean([float(r["rival_score"]) for r in finished if r.get("rival_score") is not None]),
        "warnings": Summary.warnings_of(
            cut_off, sum(not (r.get("length") or {}).get("decisions") for r in finished), len(finished)
        ),
        "seats": [_reference_seat(finished, i) for i in range(seats)],
        "agents": _reference_agents(finished),
        "length": {key: _reference_length(finished, key) for key in ("turns", "rounds", "decisions")},
        "cards": _reference_cards(finished, names, plays),
        "never_played": [card for card in playable if not plays.get(card)] if any(plays.values()) else [],
    }


def _share(record: Record, seat: int) -> Fraction:
    winners = record.get("winners") or []
    return Fraction(1, len(winners)) if seat in winners else Fraction(0)


def _rate(successes: float, trials: int) -> dict[str, Any]:
    from cardsmith.base.stats import rate

    return rate(successes, trials)


def _reference_seat(records: list[Record], seat: int) -> dict[str, Any]:
    playing = [r for r in records if seat < len(r.get("seats") or [])]
    returns = [float(r["returns"][seat]) for r in playing if seat < len(r.get("returns") or [])]
    scores = [float(r["scores"][seat]) for r in playing if seat < len(r.get("scores") or [])]
    return {
        "seat": seat,
        "agents": sorted({str((r["seats"][seat] or {}).get("agent", "?")) for r in playing}),
        "wins": _rate(float(sum(_share(r, seat) for r in playing)), len(playing)),
        "mean_return": _mean(returns),
        "mean_score": _mean(scores),
    }


def _mean(values: list[float]) -> float | None:
    return statistics.fmean(values) if values else None


def _reference_agents(records: list[Record]) -> dict[str, Any]:
    seats: dict[str, int] = {}
    wins: dict[str, Fraction] = {}
    for r in records:
        for seat, entry in enumerate(r.get("seats") or []):
            agent = str((entry or {}).get("agent", "?"))
            seats[agent] = seats.get(agent, 0) + 1
            wins[agent] = wins.get(agent, Fraction(0)) + _share(r, seat)
    return {agent: {"wins": _rate(float(wins[agent]), n)} for agent, n in sorted(seats.items())}


def _reference_length(records: list[Record], key: str) -> dict[str, Any]:
    values = [int((r.get("length") or {}).get(key, 0)) for r in records if key in (r.get("length") or {})]
    return {
        "mean": statistics.fmean(values) if values else None,
        "median": statistics.median(values) if values else None,
        "min": min(values, default=None),
        "max": max(values, default=None),
        "histogram": histogram(values),
    }


def _reference_cards(records: list[Record], names: dict[str, str], plays: dict[str, int]) -> list[dict[str, Any]]:
    games: dict[str, int] = {}
    seat_plays: dict[str, int] = {}
    seat_wins: dict[str, Fraction] = {}
    by_agent: dict[tuple[str, str], list[Any]] = {}  # (card, agent) -> [seats, wins]
    agent_seats: dict[str, list[Any]] = {}
    for r in records:
        in_game = set()
        agents = [str((e or {}).get("agent", "?")) for e in r.get("seats") or []]
        for seat, agent in enumerate(agents):
            tally = agent_seats.setdefault(agent, [0, Fraction(0)])
            tally[0] += 1
            tally[1] += _share(r, seat)
        for seat, played in enumerate(r.get("played") or []):
            for card, n in (played or {}).items():
                if n:
                    in_game.add(card)
                    seat_plays[card] = seat_plays.get(card, 0) + 1
                    seat_wins[card] = seat_wins.get(card, Fraction(0)) + _share(r, seat)
                    tally = by_agent.setdefault((card, agents[seat] if seat < len(agents) else "?"), [0, Fraction(0)])
                    tally[0] += 1
                    tally[1] += _share(r, seat)
        for card in in_game:
            games[card] = games.get(card, 0) + 1
    total_seats = sum(n for n, _ in agent_seats.values())

    def effect(card: str) -> dict[str, Any]:
        strata = []
        for agent, (n, w) in sorted(agent_seats.items()):
            n1, w1 = by_agent.get((card, agent), [0, Fraction(0)])
            strata.append((float(w1), n1, float(w) - float(w1), n - n1))
        return stratified_effect(strata)

    return [
        {
            "id": card,
            "name": names.get(card, card),
            "plays": plays.get(card, 0),
            "play_rate": _rate(games.get(card, 0), len(records)),
            "seat_play_rate": _rate(seat_plays.get(card, 0), total_seats),
            "win_rate_when_played": _rate(float(seat_wins.get(card, Fraction(0))), seat_plays.get(card, 0)),
            "effect": effect(card),
            "by_agent": {
                agent: {"seats": n, "wins": float(w)} for (c, agent), (n, w) in sorted(by_agent.items()) if c == card
            },
        }
        for card in list(names) + sorted(set(plays) - set(names))
    ]


def synthetic_records(seed: int, games: int) -> Iterator[Record]:
    """Games of 1-4 seats with shared wins, no winner, errors, odd returns and missing fields."""
    rng = random.Random(seed)
    for k in range(games):
        seats = rng.randint(1, 4)
        record: Record = {
            "seed": k,
            "seats": [{"agent": rng.choice(["random", "greedy", "mcts"])} for _ in range(seats)],
            "winners": sorted(rng.sample(range(seats), rng.randint(0, seats))),
            "returns": [rng.choice([1.0, -1.0, 0.0, 0.5, 1 / 3, rng.uniform(-9, 9)]) for _ in range(seats)],
            "length": {key: rng.randint(1, 90) for key in ("turns", "rounds", "decisions") if rng.random() < 0.95},
            "played": [{f"c{j}": rng.randint(0, 3) for j in rng.sample(range(40), 6)} for _ in range(seats)],
            "error": "step budget exceeded" if rng.random() < 0.04 else None,
        }
        if rng.random() < 0.8:  # a pack with a score counter (and sometimes a rival) records them
            record["scores"] = [rng.randint(-30, 150) for _ in range(seats)]
            if rng.random() < 0.5:
                record["rival_score"] = rng.randint(0, 150)
        yield record


NAMES = {f"c{j}": f"Card {j}" for j in range(30)}
PLAYABLE = [f"c{j}" for j in range(35)]


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
@pytest.mark.parametrize("games", [0, 1, 2, 37, 400])
def test_the_streaming_summary_equals_the_summary_of_the_list(seed: int, games: int) -> None:
    records = list(synthetic_records(seed, games))
    expected = reference_summary(records, NAMES, PLAYABLE)
    assert summarise(iter(records), NAMES, PLAYABLE) == expected
    assert json.dumps(summarise(records, NAMES, PLAYABLE)) == json.dumps(expected)  # the same types too


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a_running_exact_sum_is_fsum_in_any_order(seed: int) -> None:
    rng = random.Random(seed)
    values = [rng.choice([1.0, -1.0, 1e16, -1e16, 1e-9]) * rng.random() for _ in range(500)]
    for order in (values, values[::-1], sorted(values)):
        total = ExactSum()
        for value in order:
            total.add(value)
        assert total.total() == math.fsum(values)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_summary_does_not_depend_on_the_order_of_the_games(seed: int) -> None:
    records = list(synthetic_records(seed, 300))
    shuffled = records[:]
    random.Random(seed).shuffle(shuffled)
    ordered, other = summarise(records, NAMES), summarise(shuffled, NAMES)
    assert sorted(other.pop("errors"), key=lambda e: e["seed"]) == ordered.pop("errors")
    assert other == ordered


def test_the_summary_of_played_games_equals_the_summary_of_their_list() -> None:
    records = simulate("asteria", 4, seed=11, agents=["greedy", "random"], workers=2)
    summary = Summary()
    for record in play_games("asteria", 4, seed=11, agents=["greedy", "random"], workers=2):
        summary.add(record)
    assert summary.result() == reference_summary(records, {}, [])


def test_the_summary_keeps_no_list_of_games() -> None:
    """Its memory after 10,000 games is that after 1,000: counts and tallies, not records."""

    def held(games: int) -> int:
        records = [dict(r, error=None) for r in synthetic_records(9, games)]  # made before tracing starts
        tracemalloc.start()
        summary = Summary(NAMES)
        for record in records:
            summary.add(record)
        size = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        assert summary.result()["games"] == games
        return size

    assert held(10_000) < held(1_000) + 16_384


# ---------------------------------------------------------------- --out, streamed


@pytest.mark.parametrize("games", [0, 1, 3])
def test_records_written_as_they_come_make_the_same_document(tmp_path: Path, games: int) -> None:
    records = [dict(r, end="jogador 2 venceu — fim") for r in synthetic_records(3, games)]
    head = {"pack": "asteria", "games": games, "summary": summarise(records)}
    with RecordsOut() as out:
        for record in records:
            out.add(record)
        out.write(tmp_path / "out.json", head)
    expected = json.dumps({**head, "records": records}, indent=1, ensure_ascii=False)
    assert (tmp_path / "out.json").read_text(encoding="utf-8") == expected


# ---------------------------------------------------------------- a pack every game of which fails


def looping_pack(tmp_path: Path) -> Path:
    """Crazy Eights with a first step that never ends: it shuffles until the draw pile holds 100 cards."""
    pack = tmp_path / "looping"
    shutil.copytree(Path(__file__).resolve().parents[2] / "benchmarks" / "crazy_eights", pack)
    game = pack / "game.yaml"
    loop = '        - id: forever\n          do: "repeat until count(cards in draw_pile) == 100 [shuffle draw_pile]"\n'
    text = game.read_text(encoding="utf-8").replace(
        "        - id: play_or_draw\n", loop + "        - id: play_or_draw\n"
    )
    game.write_text(text, encoding="utf-8")
    return pack


def test_a_run_stops_once_its_first_games_all_end_in_the_same_error(tmp_path: Path) -> None:
    records = play_games(str(looping_pack(tmp_path)), 50)
    seen = []
    with pytest.raises(simulation.GameError, match="the first 3 games each ended in the same error") as error:
        seen.extend(records)
    assert len(seen) == simulation.BROKEN_AFTER
    assert all("effects without reaching a stable point" in (r["error"] or "") for r in seen)
    assert all("the procedure (step forever)" in (r["error"] or "") for r in seen)  # where, in game.yaml
    assert "the other 47 were not played" in str(error.value)


def test_simulate_of_a_pack_whose_games_all_fail_exits_1_and_says_why(tmp_path: Path, cli: Any) -> None:
    code, _out, err = cli("simulate", str(looping_pack(tmp_path)), "--games", "20")
    assert code == 1
    assert "the first 3 games each ended in the same error" in err
    assert "Traceback" not in err


def test_a_record_keeps_each_players_final_score_and_the_rivals() -> None:
    game = simulation.load_game("welcome_to_the_moon")
    record, state = simulation.play_game(game, 3, ["random"], 1, {"chosen_adventure": 2})
    assert state is not None and state.is_terminal()
    assert record["scores"] == [state.view.amounts[0]["points"]]
    assert record["rival_score"] == state.view.shared["astra_score"] != -999


def test_simulate_prints_each_seats_mean_score_and_the_rivals(cli: Any) -> None:
    code, out, _err = cli(
        "simulate", "welcome_to_the_moon", "--games", "3", "--option", "chosen_adventure=2", "--format", "json"
    )
    figures = json.loads(out)["summary"]
    records = [simulation.play_game(simulation.load_game("welcome_to_the_moon"), k, ["random"], 1,
                                    {"chosen_adventure": 2})[0] for k in range(3)]  # fmt: skip
    assert code == 0
    assert figures["seats"][0]["mean_score"] == statistics.fmean(r["scores"][0] for r in records)
    assert figures["rival_score"] == statistics.fmean(r["rival_score"] for r in records)
    code, out, _err = cli("simulate", "welcome_to_the_moon", "--games", "3", "--option", "chosen_adventure=2")
    assert "seat 1: " in out and f"mean score {figures['seats'][0]['mean_score']:.1f}" in out
    assert f"the rival's mean score (runtime.rival): {figures['rival_score']:.1f}" in out


def test_a_rival_at_its_lower_bound_took_no_part_and_has_no_score() -> None:
    game = simulation.load_game("welcome_to_the_moon")
    record, state = simulation.play_game(game, 3, ["random", "random"], 2, {"chosen_adventure": 2})
    assert state is not None and state.view.shared["astra_score"] == -999  # no ASTRA with 2 players
    assert "rival_score" not in record and len(record["scores"]) == 2


def test_a_game_whose_cards_are_never_played_lists_no_card_as_never_played() -> None:
    """Welcome to the Moon's cards are flipped, not played: "never played" would name all 123 of them."""
    records = [dict(r, played=[{} for _ in r.get("played") or []]) for r in synthetic_records(3, 40)]
    assert summarise(records, NAMES, PLAYABLE)["never_played"] == []
    assert summarise(synthetic_records(3, 2), NAMES, PLAYABLE)["never_played"]  # with plays, the unplayed are named
