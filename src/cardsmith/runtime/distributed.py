"""Games played as Ray tasks: on this machine (a local Ray started for the run) or on a cluster (`address`).

Ray is an optional extra (`pip install 'cardsmith[ray]'`), imported only here and only when asked for. The run is
the local pool's: the same `Plan`, the same spans of game numbers (`simulate.spans`), so the same seeds give the
same records, yielded in seed order. The plan goes to the object store once; each task plays one span. At most a
few spans per CPU are in flight, so the driver holds a few chunks of records, never the run.

On a cluster every node needs cardsmith installed (the same version) and the pack at the same path (the bundled
games are found by name everywhere); see the README, "Simulating on a Ray cluster".
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .handlers import GameError

INSTALL = "pip install 'cardsmith[ray]'"
IN_FLIGHT = 4  # spans in flight per CPU of the cluster


class BackendMissing(GameError):
    """The backend asked for is not installed."""


def import_ray() -> Any:
    """The `ray` module, or a `BackendMissing` that says what to install."""
    try:
        import ray
    except ImportError as error:
        raise BackendMissing(f"--backend ray needs Ray, which is not installed ({error}): {INSTALL}") from None
    return ray


def _play_span(plan: Any, start: int, stop: int) -> list[dict[str, Any]]:
    """A task: the records of games start..stop-1 (the game is loaded once per Ray worker process, then cached)."""
    records: list[dict[str, Any]] = plan.play(start, stop)
    return records


def play_on_ray(
    plan: Any,
    games: int,
    spans: Callable[[int, int], Iterable[tuple[int, int]]],
    workers: int | None,
    address: str | None,
) -> Iterator[Any]:
    """The records of `plan`'s games played as Ray tasks, span by span (`spans(games, cpus)`, the local pool's), in
    seed order. Without `address` a local Ray is started with `workers` CPUs (all of them when None) and stopped at
    the end; with one, the run joins that cluster."""
    ray = import_ray()
    started = not ray.is_initialized()
    if started:
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False, "configure_logging": False}
        try:
            if address:
                ray.init(address=address, **options)
            else:
                ray.init(num_cpus=workers, **options)
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise GameError(f"cannot start or reach Ray{f' at {address}' if address else ''}: {error}") from None
    try:
        yield from _run(ray, plan, games, spans)
    finally:
        if started:
            ray.shutdown()


def _run(ray: Any, plan: Any, games: int, spans: Any) -> Iterator[dict[str, Any]]:
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    task = ray.remote(_play_span)
    plan_ref = ray.put(plan)
    pending: deque[Any] = deque()
    for start, stop in spans(games, cpus):
        pending.append(task.remote(plan_ref, start, stop))
        if len(pending) >= IN_FLIGHT * cpus:
            yield from _get(ray, pending.popleft())
    while pending:
        yield from _get(ray, pending.popleft())


def _get(ray: Any, ref: Any) -> list[dict[str, Any]]:
    """A span's records; a failure of the pack's rules module in a task is raised as itself, as in the pool."""
    try:
        records: list[dict[str, Any]] = ray.get(ref)
    except ray.exceptions.RayTaskError as error:
        cause = getattr(error, "cause", None)
        if isinstance(cause, GameError):
            raise cause from None
        raise
    return records
