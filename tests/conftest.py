"""Shared fixtures: a minimal pack to break in many ways, and the command line run in-process."""

from __future__ import annotations

import os
import textwrap
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from cardsmith.cli import main

GAME = """\
id: mini
name: Mini
players: {min: 2, max: 4}
resources:
  energy: {min: 0, max: 12, start: 2}
tokens:
  potion: {count: 5}
zones:
  hand: {owner: player, order: unordered, visibility: owner}
  deck: {owner: shared, order: stack, visibility: hidden}
card_types:
  action:
    fields:
      cost: {type: int, min: 0, max: 5}
      faction: {type: enum, values: [red, blue]}
      effect: {type: effect}
rules:
  produce: {params: [amount], text: "gain $amount energy"}
"""

CARDS = """\
cards:
  - id: spark
    name: Spark
    type: action
    copies: 3
    fields:
      cost: 1
      faction: red
      effect: "gain 2 energy"
    provenance: "stand-in: test"
"""


def write_pack(
    root: Path, game: str | bytes = GAME, cards: str | bytes | None = CARDS, extra: dict[str, str | bytes] | None = None
) -> Path:
    """Writes a pack folder; strings are dedented, bytes written as they are."""
    root.mkdir(parents=True, exist_ok=True)
    files: dict[str, str | bytes] = {"game.yaml": game}
    if cards is not None:
        files["cards/a.yaml"] = cards
    files.update(extra or {})
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(textwrap.dedent(content), encoding="utf-8")
    return root


@pytest.fixture
def pack_dir(tmp_path: Path) -> Callable[..., Path]:
    def make(**kwargs: str | bytes | dict[str, str | bytes] | None) -> Path:
        return write_pack(tmp_path / "mini", **kwargs)  # type: ignore[arg-type]

    return make


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Runs `cardsmith ARGS` in-process; returns (exit code, stdout, stderr)."""
    monkeypatch.setenv("CARDSMITH_CACHE", str(tmp_path / "cache"))

    def run(*args: str) -> tuple[int, str, str]:
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse exits on usage errors
            code = int(exit_.code or 0)
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.fixture(autouse=True)
def _private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDSMITH_CACHE", str(tmp_path / "cache"))


@pytest.fixture
def fifo() -> Iterator[Callable[[Path], Path]]:
    """Makes named pipes that the code under test must never wait on. One still waited on after 20 s is opened
    from the other end, so that the code goes on and the test fails, instead of hanging the suite (no SIGALRM:
    the rules modules' time limit owns that timer)."""
    made: list[Path] = []
    released: list[Path] = []
    done = threading.Event()

    def release() -> None:
        if done.wait(20):
            return
        while not done.wait(0.05):
            for path in made:
                try:
                    os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))  # fails unless a reader waits
                except OSError:
                    continue
                released.append(path)

    def make(path: Path) -> Path:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
        made.append(path)
        return path

    watchdog = threading.Thread(target=release, daemon=True)
    watchdog.start()
    yield make
    done.set()
    watchdog.join()
    assert not released, f"the command waited on {sorted(set(map(str, released)))}"


def play_random(game: Any, seed: int, players: int, options: dict[str, int] | None = None, every: int = 25) -> Any:
    """A whole random game of `game`, its invariants checked after each action (observations every `every`)."""
    import random

    from cardsmith.runtime import new_state
    from cardsmith.runtime.invariants import check

    state = new_state(game, seed, players, options)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        step += 1
        assert not check(state, observations=step % every == 0), f"seed {seed}, action {step}"
    return state
