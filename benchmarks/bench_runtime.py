"""Random self-play on one core: games and decisions per second for Asteria, Welcome to the Moon (a flip-and-write
game on the generic sheets), and for Crazy Eights written twice.

Crazy Eights is played as a cardsmith pack (`benchmarks/crazy_eights/`, through the runtime's API) and as a
plain hand-written Python engine of the same rules (`benchmarks/crazy_eights_engine.py`, OpenSpiel's style), in
the same run; the ratio shows what interpreting compiled effects costs against code that knows its one game.
Both decide with `random.Random(seed).choice` over the legal actions; the decisions a game takes are printed
for each, since the pack's decision structure decides how many there are. Last, Asteria through `simulate`
with 1 and 2 workers (`bench_simulate.py` measures the parallel speed-up and the memory of `cardsmith
simulate` in detail).

    python benchmarks/bench_runtime.py [GAMES]
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.simulate import play_games
from crazy_eights_engine import CrazyEightsGame

CRAZY_EIGHTS = Path(__file__).parent / "crazy_eights"


@dataclass(frozen=True)
class Speed:
    """One core's random self-play: what was played, and how fast."""

    games: int
    decisions: int
    seconds: float
    won: int  # games that ended with a winner (the others were cut off)

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    def line(self, name: str) -> str:
        return (
            f"{name}: {self.games_per_s:,.1f} games/s, {self.decisions_per_s:,.0f} decisions/s "
            f"({self.decisions / self.games:.0f} decisions a game, {self.won}/{self.games} won)"
        )


def pack_speed(pack: str | Path, games: int, players: int | None = None) -> Speed:
    """A pack played by the cardsmith runtime (loaded before the clock starts)."""
    game = load_game(pack)
    decisions = won = 0
    started = time.perf_counter()
    for seed in range(games):
        state = new_state(game, seed, players)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        won += bool(state.winners)
    return Speed(games, decisions, time.perf_counter() - started, won)


def engine_speed(games: int) -> Speed:
    """The hand-written Crazy Eights engine, played the same way."""
    game = CrazyEightsGame()
    decisions = won = 0
    started = time.perf_counter()
    for seed in range(games):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
        won += state.winner is not None
    return Speed(games, decisions, time.perf_counter() - started, won)


def workers(games: int, count: int) -> float:
    load_game("asteria")
    started = time.perf_counter()
    for _record in play_games("asteria", games, 0, ["random"], count):
        pass
    return games / (time.perf_counter() - started)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    print(pack_speed("asteria", games).line("Asteria (pack), one core"))
    sheets = max(1, games // 4)  # a flip-and-write game: ~110 decisions, each a sheet look-up (runtime/sheets.py)
    print(pack_speed("welcome_to_the_moon", sheets, 2).line("Welcome to the Moon, Adventure 1, 2 players, one core"))
    pack = pack_speed(CRAZY_EIGHTS, games)
    engine = engine_speed(games)
    print(pack.line("Crazy Eights (pack), one core"))
    print(engine.line("Crazy Eights (hand-written), one core"))
    print(
        f"ratio pack/hand-written: {pack.games_per_s / engine.games_per_s:.4f} in games/s "
        f"({engine.games_per_s / pack.games_per_s:,.0f}x slower), "
        f"{pack.decisions_per_s / engine.decisions_per_s:.4f} in decisions/s "
        f"({engine.decisions_per_s / pack.decisions_per_s:,.0f}x slower)"
    )
    single = workers(games, 1)
    double = workers(games, 2)
    up = double / single
    print(f"Asteria simulate, 1 worker: {single:.1f} games/s; 2 workers: {double:.1f} games/s; speed-up {up:.2f}x")


if __name__ == "__main__":
    main()
