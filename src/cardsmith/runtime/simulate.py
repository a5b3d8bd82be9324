"""Many games with bots, in parallel, streamed in seed order; `summary.Summary` says what they show.

Game k uses seed `seed + k`; seats take the agents in turn, rotated each game so that no agent
always sits in the same seat. A game's record is plain JSON (the decks report reads it too).

`play_games` yields the records one by one, in seed order whatever the number of workers, and keeps none:
a caller summarises them as they come (`summary.Summary`) and writes them out if it wants them, so memory
does not grow with the number of games. Workers get what every game shares once (a `Plan`: inherited when
forked, pickled once when spawned), load the game once, and are then sent only spans of game numbers,
`(start, stop)`; each answers with its span's records (about 500 bytes a game).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
import sys
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from multiprocessing.context import BaseContext
from typing import Any

from .agents import make_agent
from .flow import CUT_OFF
from .game import Game, GameError, load_game
from .interpreter import Ctx, EndlessLoop, Run
from .rules_module import ModuleFault
from .state import State, new_state

Record = dict[str, Any]
Span = tuple[int, int]

MAX_CHUNK = 16  # games a worker is sent at once; a round trip costs ~0.1 ms, a bundled game 60-100 ms
BROKEN_AFTER = 3  # games that each end in the same error before a run stops: the others would too
SHARE = 4  # a chunk is at most 1/(SHARE * workers) of the games still to send: the last ones are single games


def seat_agents(agents: list[str], players: int, game_index: int) -> list[str]:
    return [agents[(seat + game_index) % len(agents)] for seat in range(players)]


def play_game(
    game: Game, seed: int, agents: list[str], players: int | None = None, options: dict[str, int] | None = None
) -> tuple[Record, State | None]:
    """Plays one game to its end; an error in the pack is recorded, not raised. A failure of the rules module's
    code (an exception, the time limit) is raised: it stops the run rather than fail, slowly, game after game."""
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
        state = new_state(game, seed, players, options)
        while not state.is_terminal():
            state.apply(bots[state.current_player].act(state))
    except ModuleFault as fault:
        raise fault.in_game(seed) from None
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
            cut_off=bool(d.over and d.over.endswith(CUT_OFF)),
            rival_won=bool(d.rival_won),
            **final_scores(game, state),
        )
    return record, state


def final_scores(game: Game, state: State) -> Record:
    """Each player's `runtime.score` at the end, and the rival's (`runtime.rival`), when the pack names them:
    whether a game's scores are sensible is read from these, not from wins alone. A rival still at its
    counter's lower bound took no part (no automa in a game of several players): it has no score."""
    found: Record = {}
    run = Run(game, state.view)
    if game.settings.score:
        found["scores"] = [int(run.value(game.settings.score, p, Ctx(p))) for p in range(state.view.players)]
    rival = game.settings.rival
    if rival:
        value = int(run.value(rival, 0, Ctx(0)))
        if rival not in game.amounts or value > game.amounts[rival][0]:
            found["rival_score"] = value
    return found


@dataclass(frozen=True)
class Plan:
    """What every game of a run shares; game k is `play(k)`, the same in any process."""

    pack: str
    seed: int
    agents: tuple[str, ...]
    players: int | None = None
    deck: dict[str, int] | None = None
    options: dict[str, int] | None = None  # the game-wide counters chosen before setup (runtime.options)

    def game(self) -> Game:
        return load_game(self.pack, self.deck)  # cached per process

    def play(self, start: int, stop: int) -> list[Record]:
        """The records of games start..stop-1."""
        game = self.game()
        count = self.players or game.min_players
        agents = list(self.agents)
        return [
            play_game(game, self.seed + k, seat_agents(agents, count, k), self.players, self.options)[0]
            for k in range(start, stop)
        ]


def spans(games: int, workers: int) -> Iterator[Span]:
    """Game numbers in chunks, smaller as the end nears (guided scheduling): early chunks are big enough
    that sending one costs nothing beside playing it, the last are single games so that no worker idles
    while another finishes a long chunk."""
    start = 0
    while start < games:
        size = max(1, min(MAX_CHUNK, (games - start) // (SHARE * workers)))
        yield start, start + size
        start += size


def play_games(
    pack: str,
    games: int,
    seed: int = 0,
    agents: list[str] | None = None,
    workers: int = 1,
    players: int | None = None,
    deck: dict[str, int] | None = None,
    options: dict[str, int] | None = None,
    backend: str = "local",
    address: str | None = None,
) -> Iterator[Record]:
    """The records of `games` games (with a deck's cards, if given), in seed order, as they are played.

    The game is loaded here, so a pack that cannot be played raises `GameError` at the call, not at the
    first record. Nothing is kept once yielded. `backend="ray"` plays them as Ray tasks (`distributed.py`):
    on a local Ray of `workers` CPUs, or on the cluster at `address`; the records are the same."""
    plan = Plan(str(pack), seed, tuple(agents or ["random"]), players, dict(deck) if deck else None, options)
    plan.game()
    if backend == "ray":
        from .distributed import import_ray, play_on_ray

        import_ray()  # a missing Ray is said at the call, like a pack that cannot be played
        return _stop_when_broken(play_on_ray(plan, games, spans, None if address else workers, address), games)
    if backend != "local":
        raise ValueError(f"unknown backend {backend!r}: local or ray")
    workers = worker_count(workers, games)
    if workers <= 1:
        return _stop_when_broken(_in_process(plan, games), games)
    return _stop_when_broken(_in_workers(plan, games, workers), games)


def worker_count(asked: int, games: int) -> int:
    """The processes worth starting: no more than asked, than games to play, or than cores to play them on."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(asked, games, cores))


def _stop_when_broken(records: Iterator[Record], games: int) -> Iterator[Record]:
    """The records, until the first `BROKEN_AFTER` games have all ended in the same error (an endless loop, a
    rule that cannot run): then `GameError`, as playing the others would take long and say nothing new."""
    first: list[str | None] = []
    for record in records:
        yield record
        if len(first) < BROKEN_AFTER:
            first.append(record["error"])
            if len(first) == BROKEN_AFTER < games and first[0] and first.count(first[0]) == BROKEN_AFTER:
                raise GameError(
                    f"the first {BROKEN_AFTER} games each ended in the same error, so the other "
                    f"{games - BROKEN_AFTER} were not played: {first[0]}"
                )


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
    """Every record in a list, for a few games (tests, scripts); `progress(n)` is told as games finish.
    The commands stream `play_games` instead, which keeps none."""
    records = []
    for record in play_games(pack, games, seed, agents, workers, players, deck):
        records.append(record)
        if progress:
            progress(1)
    return records


def _in_process(plan: Plan, games: int) -> Iterator[Record]:
    for k in range(games):
        yield from plan.play(k, k + 1)


_PLAN: Plan | None = None  # a worker's plan, set once when it starts


def _start_worker(plan: Plan) -> None:
    """A worker's start: the plan, and the game loaded once (already loaded, and cached, when forked).
    Ctrl-C is left to the parent, which stops the pool, rather than printed by every worker."""
    global _PLAN
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _PLAN = plan
    plan.game()


def _play_span(span: Span) -> list[Record]:
    assert _PLAN is not None, "a worker plays only after _start_worker"
    return _PLAN.play(*span)


def _context() -> BaseContext:
    """Fork where it is safe (workers inherit the loaded game and start at once), else spawn (each worker
    imports cardsmith and loads the game: a fraction of a second, once)."""
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and sys.platform != "darwin":
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


def _in_workers(plan: Plan, games: int, workers: int) -> Iterator[Record]:
    """Spans sent to a pool, records yielded in order: a span done early waits in the pool's
    buffer only until the ones before it are done, so the buffer holds a few chunks, not the run."""
    context = _context()
    gc.freeze()  # forked workers neither scan nor copy (copy-on-write) what the parent has loaded
    try:
        pool = context.Pool(workers, _start_worker, (plan,))
    except (OSError, ImportError) as error:  # no working semaphores (some sandboxes): play here
        gc.unfreeze()
        warnings.warn(
            f"cannot start {workers} worker processes ({error}); playing the {games} games in this process",
            RuntimeWarning,
            stacklevel=2,
        )
        yield from _in_process(plan, games)
        return
    gc.unfreeze()
    with pool:
        for records in pool.imap(_play_span, spans(games, workers)):
            yield from records
