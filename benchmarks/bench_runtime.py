"""Random self-play on one core: games and decisions per second for Asteria, Welcome to the Moon (a flip-and-write
game on the generic sheets), and for Crazy Eights written twice.

Crazy Eights is played as a cardsmith pack (`benchmarks/crazy_eights/`, through the runtime's API) and as a
plain hand-written Python engine of the same rules (`benchmarks/crazy_eights_engine.py`, OpenSpiel's style), in
the same run; the ratio shows what interpreting compiled effects costs against code that knows its one game.
Both decide with `random.Random(seed).choice` over the legal actions; the decisions a game takes are printed
for each, since the pack's decision structure decides how many there are. Asteria is also played by the greedy
bot on both seats (a clone per legal action: the lookahead `cardsmith simulate` uses by default). Then the search
bot (`mcts` at its default budget, against greedy): its decisions per second, counting only the decisions it
searched (those with more than one option). Then Asteria through `simulate` with 1 and 2 workers
(`bench_simulate.py` measures the parallel speed-up and the memory of `cardsmith simulate` in detail). Last, the
Ray backend against the local pool on the same RAY_GAMES games (2 CPUs each; Ray's start-up counted, as a user
waits for it), if Ray is installed.

    python benchmarks/bench_runtime.py [GAMES] [SEARCH_DECISIONS] [RAY_GAMES]     (defaults 200, 60, 2000)
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from cardsmith.runtime import load_game, new_state
from cardsmith.runtime.agents import GreedyAgent
from cardsmith.runtime.search import MctsAgent
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


def greedy_speed(pack: str | Path, games: int) -> Speed:
    """The greedy bot on every seat (it clones the state once per legal action and reads `value`): the lookahead
    `cardsmith simulate` plays with by default (`--agents random,greedy`), so the speed of `clone()` shows here."""
    game = load_game(pack)
    decisions = won = 0
    started = time.perf_counter()
    for seed in range(games):
        state = new_state(game, seed)
        agents = [GreedyAgent(seed * 7 + p) for p in range(game.max_players)]
        while not state.is_terminal():
            state.apply(agents[state.current_player].act(state))
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


def search_speed(decisions: int) -> str:
    """The search bot at its default budget, seat 1 against greedy in Asteria, until it has searched `decisions`
    decisions; only its own thinking is timed."""
    game = load_game("asteria")
    agent, greedy = MctsAgent(0), GreedyAgent(0)
    searched, seconds, seed = 0, 0.0, 0
    while searched < decisions:
        state = new_state(game, seed)
        seed += 1
        while not state.is_terminal() and searched < decisions:
            if state.current_player != 0:
                state.apply(greedy.act(state))
                continue
            started = time.perf_counter()
            action = agent.act(state)
            seconds += time.perf_counter() - started
            searched += len(state.legal_actions()) > 1
            state.apply(action)
    return (
        f"Asteria mcts (default budget, {agent.budget.iterations} iterations), one core: "
        f"{searched / seconds:.2f} decisions/s, {agent.iterations / seconds:,.0f} iterations/s"
    )


def backend_speed(games: int, backend: str) -> float:
    """Games per second through `play_games` on 2 CPUs, start-up included."""
    load_game("asteria")
    started = time.perf_counter()
    for _record in play_games("asteria", games, 0, ["random"], 2, backend=backend):
        pass
    return games / (time.perf_counter() - started)


def ray_overhead(games: int) -> str:
    if games <= 0:
        return "Ray backend: not measured (RAY_GAMES is 0)"
    try:
        import ray  # noqa: F401
    except ImportError:
        return "Ray backend: not measured (pip install 'cardsmith[ray]')"
    local = backend_speed(games, "local")
    on_ray = backend_speed(games, "ray")
    return (
        f"Asteria {games} games on 2 CPUs: local pool {games / local:.1f} s ({local:.1f} games/s), "
        f"Ray {games / on_ray:.1f} s ({on_ray:.1f} games/s): Ray's overhead {games / on_ray - games / local:+.1f} s"
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    search_decisions = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    ray_games = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    print(pack_speed("asteria", games).line("Asteria (pack), one core"))
    print(greedy_speed("asteria", max(1, games // 10)).line("Asteria, greedy on both seats, one core"))
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
    print(search_speed(search_decisions))
    print(ray_overhead(ray_games))


if __name__ == "__main__":
    main()
