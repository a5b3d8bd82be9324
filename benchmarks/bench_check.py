"""`cardsmith check` of every bundled pack, cold and warm, against importing its libraries.

    python benchmarks/bench_check.py [--runs N]

Each figure is the median (and the fastest) of N runs of a whole process, in wall time and in CPU time
(user + system, steadier than wall time on a busy machine):
- baseline: `python -c "import lark, jsonschema, yaml, jinja2"`;
- cold: `python -m cardsmith check --no-cache` with a fresh, empty CARDSMITH_CACHE folder, as on a new
  machine: nothing cached, so the parser tables must come with the package;
- warm: the results cache filled; a hit hashes the packs' files and reads one JSON file per pack.
Baseline and cold runs alternate, so that both see the same load; bytecode is compiled first, as `pip
install` does (PYTHONDONTWRITEBYTECODE is dropped: it would make every run compile cardsmith's
modules again, a cost no installed copy pays). Goals: cold at most 2x the baseline,
warm at most 0.2 s.
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

try:
    import resource
except ImportError:  # pragma: no cover - not on Windows
    resource = None  # type: ignore[assignment]

CHECK = [sys.executable, "-m", "cardsmith", "check"]
BASELINE = [sys.executable, "-c", "import lark, jsonschema, yaml, jinja2"]


def _cpu() -> float:
    if resource is None:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one process; it must succeed."""
    cpu = _cpu()
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr.decode(errors='replace')}")
    return wall, _cpu() - cpu


def cold_check(env: dict[str, str]) -> tuple[float, float]:
    """`check --no-cache` with a new, empty cache folder."""
    cache = Path(tempfile.mkdtemp(prefix="cardsmith-bench-cold-"))
    try:
        return run([*CHECK, "--no-cache"], {**env, "CARDSMITH_CACHE": str(cache)})
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def medians(samples: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def best(samples: list[tuple[float, float]]) -> tuple[float, float]:
    """The fastest run: what the machine can do when nothing else is running."""
    return min(s[0] for s in samples), min(s[1] for s in samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    # As after `pip install`, which compiles every module: bytecode may be written and is used.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    run(BASELINE, env)  # the first runs write bytecode and fill the OS's file cache
    cold_check(env)
    baseline_samples, cold_samples = [], []
    for _ in range(runs):
        baseline_samples.append(run(BASELINE, env))
        cold_samples.append(cold_check(env))
    baseline, baseline_cpu = medians(baseline_samples)
    cold, cold_cpu = medians(cold_samples)
    (baseline_best, baseline_best_cpu), (cold_best, cold_best_cpu) = best(baseline_samples), best(cold_samples)

    cache = Path(tempfile.mkdtemp(prefix="cardsmith-bench-warm-"))
    warm_env = {**env, "CARDSMITH_CACHE": str(cache)}
    run(CHECK, warm_env)  # fills the results cache
    warm, warm_cpu = medians([run(CHECK, warm_env) for _ in range(runs)])
    shutil.rmtree(cache, ignore_errors=True)

    print(f"{runs} runs                                      median wall  cpu ms   fastest wall  cpu ms")
    print(
        f"baseline import lark, jsonschema, yaml, jinja2   {baseline * 1000:7.0f} {baseline_cpu * 1000:7.0f}"
        f"       {baseline_best * 1000:7.0f} {baseline_best_cpu * 1000:7.0f}"
    )
    print(
        f"check, cold (empty cache, --no-cache)            {cold * 1000:7.0f} {cold_cpu * 1000:7.0f}"
        f"       {cold_best * 1000:7.0f} {cold_best_cpu * 1000:7.0f}"
    )
    print(
        f"  cold / baseline                                  {cold / baseline:5.2f}x  {cold_cpu / baseline_cpu:5.2f}x"
        f"         {cold_best / baseline_best:5.2f}x  {cold_best_cpu / baseline_best_cpu:5.2f}x   (goal: at most 2x)"
    )
    print(
        f"check, warm (cached results)                     {warm * 1000:7.0f} {warm_cpu * 1000:7.0f}   (goal: 200 ms)"
    )


if __name__ == "__main__":
    main()
