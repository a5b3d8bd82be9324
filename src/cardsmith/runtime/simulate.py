"""Many games with bots, in parallel; `summary.summarise` says what they show.

Game k uses seed `seed + k`; seats take the agents in turn, rotated each game so that no agent
always sits in the same seat. A game's record is plain JSON (the decks report reads it too).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator
from typing import Any

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
