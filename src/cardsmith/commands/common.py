"""What every command shares: exit codes, usage errors, naming a pack, printing diagnostics.

Each module of this package adds its commands with `register(sub)`, binding each to a `run(args) -> int`
function; bad input is raised as a `DiagnosticError` and printed by `cli.main`, never as a traceback.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from ..base.diagnostics import Diagnostic, DiagnosticError
from ..base.paths import resolve_pack

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 70
T = TypeVar("T")


def UsageError(message: str, hint: str | None = None) -> DiagnosticError:
    """A command line that cannot be run as given (exit 2)."""
    return DiagnosticError(Diagnostic("E402", message, "cardsmith", hint=hint), usage=True)


def InputError(message: str, code: str = "E007", hint: str | None = None) -> DiagnosticError:
    """Input that cannot be used, when no file position says more (exit 1)."""
    return DiagnosticError(Diagnostic(code, message, "cardsmith", hint=hint))


# Bounds of the numeric options shared by several commands.
MAX_GAMES = 1_000_000  # a bundled game takes 60-100 ms: a day of one core
MAX_WORKERS = 1024  # asked for; as many are started as there are games and cores
MAX_SEED = 2**63 - 1
MAX_PLAYERS = 64  # before the pack's own range is checked
_WHOLE = re.compile(r"\s*[+-]?[0-9]{1,30}\s*")  # ASCII digits: int() would also take '٣', and 5,000 of them slowly
_DECIMAL = re.compile(r"\s*[+-]?[0-9]{1,30}(\.[0-9]{1,30})?\s*")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 24 else text[:21] + "...")


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type=` that takes a whole number from `low` to `high`, else a usage error (exit 2) naming
    the option, before any work starts: nothing later has to cope with 0 games or 10**12 of them."""

    def parse(text: str) -> int:
        if not _WHOLE.fullmatch(text):
            raise argparse.ArgumentTypeError(f"expected a whole number from {low} to {high}, not {_shown(text)}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is out of range: choose from {low} to {high}")
        return value

    return parse


def decimal_number(low: float, high: float, unit: str = "") -> Callable[[str], float]:
    """An argparse `type=` that takes a number (decimals allowed, not nan or inf) from `low` to `high`."""

    def parse(text: str) -> float:
        value = float(text) if _DECIMAL.fullmatch(text) else math.nan
        if not low <= value <= high:  # also false for nan
            raise argparse.ArgumentTypeError(f"{_shown(text)}: choose a number from {low:g} to {high:g}{unit}")
        return value

    return parse


class HelpFormatter(argparse.HelpFormatter):
    """`--help` that shows each option's default, when there is one worth showing (not None, False or [])."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if default in (None, False, [], argparse.SUPPRESS) or "%(default)" in text or not action.option_strings:
            return text
        return f"{text} (default: %(default)s)".lstrip()


HERE = "."
PACK_HELP = "a bundled pack's name or a pack folder (default: the pack in this folder)"


def add_pack(parser: argparse.ArgumentParser, aliases: tuple[str, ...] = ("--game", "--pack"), what: str = "") -> None:
    """The pack, the first positional argument of every command that reads one (`[PACK]`): omitted or `.`, the
    pack in the current folder. The spellings of older versions (`--game PACK`, `--pack PACK`) still work,
    hidden from `--help`, so that no script breaks."""
    parser.add_argument("pack", nargs="?", metavar="PACK", help=what or PACK_HELP)
    parser.add_argument(*aliases, dest="pack_option", metavar="PACK", help=argparse.SUPPRESS)


def pack_named(args: argparse.Namespace, required: bool = True) -> str | None:
    """The pack a command line names: its first argument or an old `--game`/`--pack`, else the current folder's
    when it holds a game.yaml; without one, a usage error (or None when the command can do without a pack)."""
    given = [name for name in (getattr(args, "pack", None), getattr(args, "pack_option", None)) if name]
    if len(given) == 2 and given[0] != given[1]:
        raise UsageError(f"two packs named: {given[0]!r} and {given[1]!r}", "name the pack once, as the first argument")
    if given and given[0] != HERE:
        return given[0]
    if Path("game.yaml").is_file() or given:
        return HERE
    if not required:
        return None
    raise UsageError(
        "no pack named, and this folder has no game.yaml",
        "name a pack (a bundled pack's name, or a folder), or run the command in your pack's folder; "
        "`cardsmith new NAME` makes one",
    )


def add_format(
    parser: argparse.ArgumentParser, default: str = "text", choices: tuple[str, ...] = ("text", "json")
) -> None:
    """`--format`: how what a command reports is printed (text for people, json for tools), in every command."""
    parser.add_argument("--format", choices=choices, default=default, help="how the result is printed")


def on_terminal() -> bool:
    """Whether a person watches stderr: progress is drawn there only then, never into a file or a pipe."""
    return sys.stderr.isatty()


def counting(items: Iterable[T], total: int, what: str, unit: str) -> Iterable[T]:
    """`items`, with a progress bar on stderr (`what`, so many `unit`s of `total`, the time left) while they are
    taken, on a terminal only: for steps that count (games played, packs checked)."""
    if not on_terminal():
        return items
    from tqdm import tqdm

    return tqdm(items, total=total, desc=what, unit=unit, file=sys.stderr, leave=False, dynamic_ncols=True)


@contextmanager
def working(what: str) -> Iterator[Callable[[str], None]]:
    """On a terminal, a line on stderr saying what a long step is doing and for how long (ticking while it
    runs, gone when it ends); nothing at all when stderr is a file or a pipe, so logs and tools see no noise.
    For steps whose length is unknown beforehand (a PDF rendered in one call); steps that count use `counting`.
    Yields a function that says how far the step has got ('3 pages laid out'), on the same line."""
    if not on_terminal():
        yield lambda step: None
        return
    from tqdm import tqdm

    line = tqdm(total=None, desc=what, bar_format="{desc} ({elapsed})", file=sys.stderr, leave=False)
    stop = threading.Event()

    def tick() -> None:
        while not stop.wait(0.25):
            line.refresh()

    def step(text: str) -> None:
        line.set_description_str(f"{what}: {text}")

    ticker = threading.Thread(target=tick, daemon=True)
    ticker.start()
    try:
        yield step
    finally:
        stop.set()
        ticker.join()
        line.close()


def resolve(name: str) -> Path:
    """The folder of a pack named by its bundled name or a path; a usage error when there is none."""
    return resolve_pack(name)


def print_diagnostics(diagnostics: Iterable[Diagnostic], lines: dict[str, list[str]] | None = None) -> None:
    for diagnostic in diagnostics:
        print(diagnostic.render(lines), file=sys.stderr)


def add_backend(parser: argparse.ArgumentParser) -> None:
    """`--backend local|ray` and `--address`: where the games are played (Ray: `pip install 'cardsmith[ray]'`)."""
    parser.add_argument(
        "--backend",
        choices=["local", "ray"],
        default="local",
        help="local: worker processes on this machine; ray: Ray tasks (pip install 'cardsmith[ray]')",
    )
    parser.add_argument(
        "--address",
        metavar="ADDR",
        help="with --backend ray: the Ray cluster to join (e.g. ray://head:10001 or auto); default: a local Ray",
    )


def backend_of(args: argparse.Namespace) -> tuple[str, str | None]:
    """The backend and address asked for; `--address` without `--backend ray` is a usage error."""
    backend, address = getattr(args, "backend", "local"), getattr(args, "address", None)
    if address and backend != "ray":
        raise UsageError("--address is for --backend ray", hint="add --backend ray to play the games on a Ray cluster")
    return backend, address
