"""Asteria random self-play: games and decisions per second on one core, and the speed-up with 2 workers.

Baseline for comparison (named, not re-measured here): DESIGN.md's hand-written Python Crazy Eights with a
legal_actions/apply API, 8,500 games/s; it has no effect language, so the ratio shows what interpreting
compiled effects (and re-running a step from its stable point at each decision) costs.
`bench_simulate.py` measures the parallel speed-up and the memory of `cardsmith simulate` in detail.

    python benchmarks/bench_runtime.py [GAMES]
"""

from __future__ import annotations

import random
import sys
import time

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.simulate import play_games

BASELINE_GAMES_PER_S = 8_500


def one_core(games: int) -> tuple[float, float, float]:
    game = load_game("asteria")
    decisions = 0
    started = time.perf_counter()
    for seed in range(games):
        state = new_state(game, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    seconds = time.perf_counter() - started
    return games / seconds, decisions / seconds, decisions / games


def workers(games: int, count: int) -> float:
    load_game("asteria")
    started = time.perf_counter()
    for _record in play_games("asteria", games, 0, ["random"], count):
        pass
    return games / (time.perf_counter() - started)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    per_s, decisions_per_s, per_game = one_core(games)
    print(f"one core: {per_s:.1f} games/s, {decisions_per_s:,.0f} decisions/s ({per_game:.0f} decisions a game)")
    print(f"baseline (DESIGN.md, hand-written Crazy Eights): {BASELINE_GAMES_PER_S:,} games/s")
    print(f"ratio: {BASELINE_GAMES_PER_S / per_s:.0f}x slower per game than the hand-written baseline")
    single = workers(games, 1)
    double = workers(games, 2)
    print(f"simulate, 1 worker: {single:.1f} games/s; 2 workers: {double:.1f} games/s; speed-up {double / single:.2f}x")


if __name__ == "__main__":
    main()
