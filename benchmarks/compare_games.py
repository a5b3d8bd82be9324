"""Are the games still the same? Random games of every bundled pack and of Crazy Eights, played by an earlier
revision's engine and by this tree (with generated code on, and off: `CARDSMITH_CODEGEN=0`), compared move by move.

A change meant only to make the engine faster must leave every game as it was. Each game is reduced to a hash
of every decision it asked (who decides, the prompt, every label offered), the action a seeded random player
took, and its end (winners, returns); the hashes of the two engines are compared game by game. The revision is
taken out of git as `bench_baseline.py` takes it (the checkout is left as it is).

    python benchmarks/compare_games.py [REV] [SEEDS]    (defaults HEAD, 25)

Prints `ALL SAME`, or the games that differ (pack, seed, decisions, hash), and exits 1.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_baseline import ROOT, extract

CRAZY_EIGHTS = str(ROOT / "benchmarks" / "crazy_eights")
PACKS = ("asteria", "asterix", "afternova", "ad_astra", "welcome_to_the_moon", CRAZY_EIGHTS)

# Run in a child process whose `cardsmith` is the tree given by PYTHONPATH: one line per game.
PLAY = """
import hashlib, random, sys
from cardsmith.runtime import load_game, new_state
for pack in sys.argv[2:]:
    game = load_game(pack)
    for seed in range(int(sys.argv[1])):
        digest, state, rng, decisions = hashlib.sha256(), new_state(game, seed), random.Random(seed * 7 + 1), 0
        while not state.is_terminal():
            digest.update(repr((state.current_player, state.prompt(), state.action_labels())).encode())
            action = rng.choice(state.legal_actions())
            digest.update(str(action).encode())
            state.apply(action)
            decisions += 1
        digest.update(repr((state.winners, state.returns())).encode())
        print(pack.rsplit("/", 1)[-1], seed, decisions, digest.hexdigest()[:16])
"""


def games(src: Path, seeds: int, codegen: bool = True) -> list[str]:
    """One line per game (pack, seed, decisions, hash) played by the runtime under `src`."""
    env = dict(os.environ, PYTHONPATH=str(src), PYTHONHASHSEED="0", CARDSMITH_CODEGEN="1" if codegen else "0")
    done = subprocess.run(
        [sys.executable, "-c", PLAY, str(seeds), *PACKS], env=env, capture_output=True, text=True, check=False, cwd=src
    )
    if done.returncode != 0:
        sys.exit(f"compare_games: the runtime under {src} failed:\n{done.stderr[-2000:]}")
    return done.stdout.splitlines()


def main() -> None:
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    with tempfile.TemporaryDirectory(prefix="cardsmith-compare-") as folder:
        before = games(extract(rev, Path(folder)), seeds)
    differ = 0
    for codegen in (True, False):
        after = games(ROOT / "src", seeds, codegen)
        wrong = [(old, new) for old, new in zip(before, after, strict=True) if old != new]
        differ += len(wrong)
        print(f"generated code {'on' if codegen else 'off'}: {len(after)} games, {len(wrong)} differ from {rev}")
        for old, new in wrong[:10]:
            print(f"  {rev}: {old}\n  this tree: {new}")
    print("ALL SAME" if differ == 0 else "DIFFERENT")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
