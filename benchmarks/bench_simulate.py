"""`cardsmith simulate`'s parallel speed-up and its memory: random Asteria games, as the command plays them
(`play_games` streamed into a `Summary`, the game loaded first), each run in a fresh process.

    python benchmarks/bench_simulate.py [--games N] [--rounds R] [--memory SMALL LARGE]

N games (default 1,000) are played with 1 and then 2 workers, R times in turn (default 1; the machine's
speed drifts, so more rounds give a steadier ratio): games/s and the ratio of the total times (issue 11
asks for >= 1.8x on 2 idle cores). Peak memory (ru_maxrss) of the parent and of the largest worker is then
measured for SMALL and LARGE games with 2 workers (default 1,000 and 10,000): it should not grow with the
number of games. Asteria costs ~14-15 ms of CPU a game (~68 games/s a core, late November 2026), so the default
run takes 4-8 minutes on an idle machine; pass smaller numbers (e.g. `--games 200 --memory 200 2000`) for a quicker
look, `--memory 0 0` to skip it. The engine's own speed is `bench_runtime.py`'s subject; the ratio and the memory,
not the games/s, are this file's.

Beside wall time each run reports CPU time: the workers' share of the cores (CPU / (workers x wall)) says
how much of the loss is ours (a worker waiting for work, the parent busy) and how much is the machine's
(the CPU other processes took during the run is printed from /proc/stat, and a busy machine called out).

Measured on 2 idle cores (a KVM AMD EPYC VM, engine of November 2026), 1,000 games, 2 rounds: 11.4 games/s
with 1 worker, 22.6 with 2, 1.98x. Before chunks shrank to single games at the end, the same run gave
1.89x: one worker sat idle for the last 50-game chunk of the other (1.3 s of 46); the 1.55x once quoted
was measured with other processes on the cores. Peak memory, 2 workers: parent 34.3 MB for 1,000 games
and 34.1 MB for 10,000, largest worker 26.5 MB for both (the list of records kept before grew ~2 KB a game).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

RUN = """
import json, os, resource, sys, time
from cardsmith.runtime import load_game
from cardsmith.runtime.simulate import play_games
from cardsmith.runtime.summary import Summary

games, workers = int(sys.argv[1]), int(sys.argv[2])
game = load_game("asteria")
loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
summary = Summary({d.id: d.name for d in game.defs})
cpu, started = os.times(), time.perf_counter()
for record in play_games("asteria", games, 0, ["random"], workers):
    summary.add(record)
wall, end = time.perf_counter() - started, os.times()
assert summary.result()["games"] == games
print(json.dumps({
    "wall": wall,
    "parent_cpu": end.user + end.system - cpu.user - cpu.system,
    "workers_cpu": end.children_user + end.children_system - cpu.children_user - cpu.children_system,
    "rss_loaded_kb": loaded,
    "rss_parent_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    "rss_worker_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
}))
"""


def run(games: int, workers: int) -> dict[str, Any]:
    """One run in a fresh interpreter, so that its peak memory is its own; with the CPU time the rest of
    the machine took meanwhile (`others_cpu`, Linux only), which says whether the cores were idle."""
    machine, ours, started = machine_cpu(), os.times(), time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", RUN, str(games), str(workers)], capture_output=True, text=True, check=True
    )
    mine = os.times()
    result: dict[str, Any] = json.loads(done.stdout)
    used = sum(mine[:4]) - sum(ours[:4])  # this process, the run and its workers
    after = machine_cpu()
    result["others_cpu"] = None if machine is None or after is None else max(0.0, after - machine - used)
    result["elapsed"] = time.perf_counter() - started  # the run's start-up (imports, loading) too
    return result


def machine_cpu() -> float | None:
    """Seconds of CPU the whole machine has spent (all cores, all processes), from /proc/stat."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(x) for x in stat.readline().split()[1:]]
    except OSError:
        return None
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields[:8]
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def others(result: dict[str, Any]) -> str:
    """What else ran on the machine during a run: a busy machine makes the ratio the machine's, not ours."""
    if result["others_cpu"] is None:
        return "other processes: unknown"
    share = result["others_cpu"] / result["elapsed"]
    return f"other processes {share:.0%} of a core" + (" (not idle: contended)" if share > 0.05 else "")


def speed(games: int, rounds: int) -> None:
    """Games/s with 1 and 2 workers, the ratio, and where the time went."""
    walls = {1: 0.0, 2: 0.0}
    for _ in range(rounds):
        for workers in (1, 2):
            result = run(games, workers)
            walls[workers] += result["wall"]
            cpu = result["parent_cpu"] + result["workers_cpu"]
            print(
                f"{workers} worker(s): {games / result['wall']:.1f} games/s "
                f"({result['wall']:.1f} s; {others(result)}); "
                f"CPU {cpu / games * 1000:.1f} ms a game, of it the parent's {result['parent_cpu']:.2f} s; "
                f"cores busy {cpu / (workers * result['wall']):.0%}"
            )
    ratio = walls[1] / walls[2]
    print(f"speed-up with 2 workers: {ratio:.2f}x over {rounds} round(s) (issue 11: >= 1.8x on 2 idle cores)")


def memory(small: int, large: int) -> None:
    """Peak resident memory of the parent and of the largest worker, for two numbers of games."""
    for games in (small, large) if large else ():
        result = run(games, 2)
        print(
            f"{games:>6} games, 2 workers: parent peak {result['rss_parent_kb'] / 1024:.1f} MB "
            f"({result['rss_loaded_kb'] / 1024:.1f} MB once the game is loaded), "
            f"largest worker {result['rss_worker_kb'] / 1024:.1f} MB "
            f"[{result['wall']:.0f} s, {games / result['wall']:.1f} games/s; {others(result)}]"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="games a speed run plays (default 1,000)")
    parser.add_argument("--rounds", type=int, default=1, help="1- and 2-worker runs taken in turn (default 1)")
    parser.add_argument("--memory", type=int, nargs=2, default=[1000, 10_000], metavar=("SMALL", "LARGE"))
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; random Asteria games, as `cardsmith simulate` plays them")
    if args.games:
        speed(args.games, args.rounds)
    memory(*args.memory)


if __name__ == "__main__":
    main()
