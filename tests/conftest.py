"""Shared fixtures: a minimal pack to break in many ways, and the command line run in-process."""

from __future__ import annotations

import signal
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

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


class Hung(Exception):
    """Not an OSError, so that no `except OSError` in the code under test can take it for a read error."""


@pytest.fixture
def deadline() -> Iterator[None]:
    """A command that hangs fails the test after 20 s instead of hanging the suite."""

    def expired(*_: object) -> None:
        raise Hung("the command hung")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(20)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
