"""Asteria random self-play against the engine of an earlier revision, measured here and now, in the same run.

Issue 11 asks for Asteria at 30x "today's speed": the figure it gave (17 games/s) was measured on another
machine, and this machine's speed drifts by 2x from one day to the next, so a figure printed today cannot be
divided by it. This benchmark takes the runtime of REV out of git (`git archive`, into a temporary folder: the
checkout is left as it is) and plays the same games with both, in turns (old, new, old, new ...), each in its
own process on one core, timed by the CPU time of that process; the ratio of the medians is the speed-up.

REV defaults to 81947c1, main when issue 11 was filed (the last commit of the architecture issue, before the
engine's second version). The games are Asteria's own (the random legal action, `random.Random(seed)`): the
older engine plays Asteria by its older rules, with a few more decisions a game, so both games/s and
decisions/s are printed. Both play the same seeds, GAMES of them per round, so that what a run does once (the
generated code compiled in the first games) weighs the same on both sides.

    python benchmarks/bench_baseline.py [REV] [GAMES] [ROUNDS]    (defaults 81947c1, 200, 5)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISSUE_11_BASELINE = "81947c1"

# Run in a child process whose `cardsmith` is the tree given by PYTHONPATH; prints seconds, games, decisions.
PLAY = """
import random, sys, time
from cardsmith.runtime import load_game, new_state
games = int(sys.argv[1])
game = load_game("asteria")
decisions = 0
started = time.process_time()
for seed in range(games):
    state = new_state(game, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        decisions += 1
print(time.process_time() - started, games, decisions)
"""


def extract(rev: str, into: Path) -> Path:
    """The `src` folder and the bundled packs of `rev`, written under `into` (git's own archive: no checkout)."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", rev, "src", "cards"],
        capture_output=True,
        check=False,
    )
    if archive.returncode != 0:
        sys.exit(f"bench_baseline: git cannot give revision {rev}: {archive.stderr.decode(errors='replace').strip()}")
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def play(src: Path, games: int) -> tuple[float, int, int]:
    """CPU seconds, games and decisions of one run of `games` Asteria games by the runtime under `src`."""
    env = dict(os.environ, PYTHONPATH=str(src), PYTHONHASHSEED="0")
    done = subprocess.run(
        [sys.executable, "-c", PLAY, str(games)], env=env, capture_output=True, text=True, check=False, cwd=src
    )
    if done.returncode != 0:
        sys.exit(f"bench_baseline: the runtime under {src} failed:\n{done.stderr[-2000:]}")
    seconds, played, decisions = done.stdout.split()
    return float(seconds), int(played), int(decisions)


def rates(runs: list[tuple[float, int, int]]) -> tuple[float, float]:
    """Median games/s and decisions/s of `runs`."""
    return (
        statistics.median(games / seconds for seconds, games, _ in runs),
        statistics.median(decisions / seconds for seconds, _, decisions in runs),
    )


def main() -> None:
    rev = sys.argv[1] if len(sys.argv) > 1 else ISSUE_11_BASELINE
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    with tempfile.TemporaryDirectory(prefix="cardsmith-baseline-") as folder:
        old_src, new_src = extract(rev, Path(folder)), ROOT / "src"
        old_runs, new_runs = [], []
        for _ in range(rounds):
            old_runs.append(play(old_src, games))
            new_runs.append(play(new_src, games))
    old_games, old_decisions = rates(old_runs)
    new_games, new_decisions = rates(new_runs)
    print(f"Asteria, random self-play, one core, {rounds} interleaved rounds (median of each):")
    print(f"  {rev} (baseline): {old_games:,.1f} games/s, {old_decisions:,.0f} decisions/s")
    print(f"  this tree: {new_games:,.1f} games/s, {new_decisions:,.0f} decisions/s")
    print(
        f"  speed-up: {new_games / old_games:.2f}x in games/s, {new_decisions / old_decisions:.2f}x in decisions/s"
        f" (issue 11 asks for 30x)"
    )


if __name__ == "__main__":
    main()
