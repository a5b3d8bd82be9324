"""Many games with bots, in parallel, and what they show: wins, game length, cards played.

Game k uses seed `seed + k`; seats take the agents in turn, rotated each game so that no agent
always sits in the same seat. A game's record is plain JSON (the decks report reads it too).
"""

from __future__ import annotations

import multiprocessing
import statistics
from collections.abc import Callable, Iterator
from typing import Any

from ..base.stats import wilson
from .agents import make_agent
from .game import Game, GameError, load_game
from .interpreter import EndlessLoop
from .state import State, new_state

Record = dict[str, Any]


def seat_agents(agents: list[str], players: int, game_index: int) -> list[str]:
    return [agents[(seat + game_index) % len(agents)] for seat in range(players)]


def play_game(game: Game, seed: int, agents: list[str], players: int | None = None) -> tuple[Record, State | None]:
    """Plays one game to its end; an error in the pack is recorded, not raised."""
    players = players or game.min_players
    record: Record = {
        "seed": seed,
        "seats": [{"agent": name} for name in agents[:players]],
        "winners": [],
        "returns": [0.0] * players,
        "length": {"turns": 0, "rounds": 0, "decisions": 0},
        "played": [{} for _ in range(players)],
        "error": None,
    }
    state = None
    try:
        bots = [make_agent(name, seed * 101 + seat) for seat, name in enumerate(agents[:players])]
        state = new_state(game, seed, players)
        while not state.is_terminal():
            state.apply(bots[state.current_player].act(state))
    except (GameError, EndlessLoop) as error:
        record["error"] = str(error)
    if state is not None:
        d = state.view
        record.update(
            winners=list(d.winners or []),
            returns=state.returns(),
            length={"turns": d.turn, "rounds": d.round, "decisions": len(state.history)},
            played=[dict(sorted(p.items())) for p in d.played],
            end=d.over,
        )
    return record, state


Job = tuple[str, list[tuple[int, list[str]]], int | None, dict[str, int] | None]


def _play_chunk(job: Job) -> list[Record]:
    pack, games, players, deck = job
    game = load_game(pack, deck)
    return [play_game(game, seed, agents, players)[0] for seed, agents in games]


def simulate(
    pack: str,
    games: int,
    seed: int = 0,
    agents: list[str] | None = None,
    workers: int = 1,
    players: int | None = None,
    progress: Callable[[int], None] | None = None,
    deck: dict[str, int] | None = None,
) -> list[Record]:
    """Plays `games` games (with a deck's cards, if given); `progress(n)` is told as games finish."""
    agents = agents or ["random"]
    game = load_game(pack, deck)
    count = players or game.min_players
    plan = [(seed + k, seat_agents(agents, count, k)) for k in range(games)]
    size = max(1, min(50, games // (workers * 8) or 1))
    chunks: list[Job] = [(pack, plan[i : i + size], players, deck) for i in range(0, len(plan), size)]
    records: list[Record] = []
    for done in _run(chunks, workers):
        records.extend(done)
        if progress:
            progress(len(done))
    records.sort(key=lambda r: r["seed"])
    return records


def _run(chunks: list[Job], workers: int) -> Iterator[list[Record]]:
    if workers <= 1 or len(chunks) <= 1:
        for chunk in chunks:
            yield _play_chunk(chunk)
        return
    context = multiprocessing.get_context("fork")  # workers inherit the loaded game
    with context.Pool(workers) as pool:
        yield from pool.imap_unordered(_play_chunk, chunks)


def _rate(wins: float, n: int) -> dict[str, Any]:
    low, high = wilson(wins, n) or (0.0, 0.0)
    return {"wins": wins, "games": n, "rate": wins / n if n else 0.0, "ci95": [round(low, 4), round(high, 4)]}


def summarise(records: list[Record], game: Game | None = None) -> dict[str, Any]:
    """Wins per seat and per agent (shared wins count as a fraction), lengths and card plays."""
    done = [r for r in records if not r["error"]]
    seats = max((len(r["seats"]) for r in records), default=0)
    per_seat = []
    for seat in range(seats):
        wins = sum(1 / len(r["winners"]) for r in done if seat in r["winners"])
        per_seat.append({"seat": seat + 1, **_rate(wins, len(done))})
    agent_games: dict[str, int] = {}
    agent_wins: dict[str, float] = {}
    for r in done:
        for seat, entry in enumerate(r["seats"]):
            agent_games[entry["agent"]] = agent_games.get(entry["agent"], 0) + 1
            if seat in r["winners"]:
                agent_wins[entry["agent"]] = agent_wins.get(entry["agent"], 0) + 1 / len(r["winners"])
    turns = [r["length"]["turns"] for r in done] or [0]
    played: dict[str, int] = {}
    for r in done:
        for seat_plays in r["played"]:
            for card, n in seat_plays.items():
                played[card] = played.get(card, 0) + n
    never = []
    if game is not None:
        playable = {d.id for d in game.defs if d.sides or game.config.get("cost_field", "cost") in d.fields}
        never = sorted(playable - set(played))
    return {
        "games": len(records),
        "finished": len(done),
        "errors": [{"seed": r["seed"], "error": r["error"]} for r in records if r["error"]],
        "no_winner": sum(1 for r in done if not r["winners"]),
        "wins_by_seat": per_seat,
        "wins_by_agent": {a: _rate(agent_wins.get(a, 0), n) for a, n in sorted(agent_games.items())},
        "length": {
            "turns_mean": round(statistics.fmean(turns), 2),
            "turns_median": statistics.median(turns),
            "turns_max": max(turns),
            "decisions_mean": round(statistics.fmean([r["length"]["decisions"] for r in done] or [0]), 1),
        },
        "cards_played": dict(sorted(played.items(), key=lambda kv: (-kv[1], kv[0]))),
        "never_played": never,
    }
