"""`cardsmith check` of every bundled pack, cold and warm, against importing its libraries.

    python benchmarks/bench_check.py [--runs N]

Each figure is the median wall time of a whole process (`python -m cardsmith check`):
- baseline: `python -c "import lark, jsonschema, yaml, jinja2"`;
- cold: an empty results cache (the grammar's LALR tables already built once, as after install);
- first ever: nothing cached at all, tables built too;
- warm: the results cache filled; a hit hashes the packs' files and reads one JSON file per pack.
Goals: cold at most 2x the baseline, warm at most 0.2 s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def median(cmd: list[str], env: dict[str, str], runs: int, before=None) -> float:
    times = []
    for _ in range(runs):
        if before:
            before()
        times.append(run(cmd, env))
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    cache = Path(tempfile.mkdtemp(prefix="cardsmith-bench-"))
    env = {**os.environ, "CARDSMITH_CACHE": str(cache)}
    check = [sys.executable, "-m", "cardsmith", "check"]
    results = cache / "check"

    def clear_results() -> None:
        shutil.rmtree(results, ignore_errors=True)

    def clear_all() -> None:
        shutil.rmtree(cache, ignore_errors=True)

    baseline = median([sys.executable, "-c", "import lark, jsonschema, yaml, jinja2"], env, runs)
    first = median(check, env, max(3, runs // 2), before=clear_all)
    run(check, env)  # build the tables once
    cold = median(check, env, runs, before=clear_results)
    run(check, env)
    warm = median(check, env, runs)
    shutil.rmtree(cache, ignore_errors=True)
    print(f"baseline import lark, jsonschema, yaml, jinja2  {baseline * 1000:7.0f} ms")
    print(f"check, first ever (nothing cached)            {first * 1000:7.0f} ms  {first / baseline:5.2f}x baseline")
    print(
        f"check, cold (no cached results)               {cold * 1000:7.0f} ms  {cold / baseline:5.2f}x baseline"
        "  (goal: at most 2x)"
    )
    print(f"check, warm (cached results)                  {warm * 1000:7.0f} ms  (goal: at most 200 ms)")


if __name__ == "__main__":
    main()
