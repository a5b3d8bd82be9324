"""Numeric options of every command are bounded when the command line is read: a value out of range is a usage
error (exit 2) naming the option, before a pack is loaded or a process started."""

from __future__ import annotations

import argparse
import os

import pytest

from cardsmith.cli import COMMANDS, parser
from cardsmith.commands.common import decimal_number, whole_number
from cardsmith.runtime.simulate import worker_count

DECK = "deck.txt"  # never read: the option is refused first (as is "unused", the place to write to)

# (command line before the option, option, values that must be refused)
OPTIONS: list[tuple[list[str], str, list[str]]] = [
    (["simulate", "asteria"], "--games", ["0", "-1", "1000000000000", "1e3", "2.5", "٣", "9" * 5000]),
    (["simulate", "asteria"], "--workers", ["0", "-3", "100000"]),
    (["simulate", "asteria"], "--seed", ["-5", "1" + "0" * 30, "x"]),
    (["simulate", "asteria"], "--players", ["0", "-1", "1000"]),
    (["play", "asteria", "--save", "unused"], "--seat", ["0", "-2"]),
    (["play", "asteria", "--save", "unused"], "--seed", ["-1", "²"]),
    (["play", "asteria", "--save", "unused"], "--players", ["0"]),
    (["deck", "report", DECK, "--game", "asteria", "--out", "unused"], "--games", ["0", "-1", "1000000000000"]),
    (["deck", "report", DECK, "--game", "asteria", "--out", "unused"], "--workers", ["0"]),
    (["deck", "report", DECK, "--game", "asteria", "--out", "unused"], "--seed", ["-1"]),
    (["print", "asteria", "--out", "unused"], "--dpi", ["0", "49", "1201", "3e2"]),
    (["print", "asteria", "--out", "unused"], "--bleed", ["nan", "inf", "-1", "11", "1e1"]),
    (["print", "asteria", "--out", "unused"], "--gap", ["-0.5", "51", "NaN"]),
    (["watch", "asteria", "--out", "unused"], "--builds", ["-1", "x"]),
]


@pytest.mark.parametrize(
    ("head", "option", "value"),
    [(head, option, value) for head, option, values in OPTIONS for value in values],
    ids=lambda part: part[:12] if isinstance(part, str) else None,
)
def test_a_numeric_option_out_of_range_is_a_usage_error(
    cli, tmp_path, head: list[str], option: str, value: str
) -> None:
    args = [str(tmp_path / "out") if part == "unused" else part for part in head]  # were it run, it writes there
    code, out, err = cli(*args, f"{option}={value}")
    assert code == 2, err
    assert f"argument {option}:" in err and "Traceback" not in err and not out
    assert len(err) < 1000  # a 5,000-digit value is not echoed back whole


def _numeric_options() -> list[tuple[str, argparse.Action]]:
    """Every option of every command that takes a number (those whose value is converted by a `type=`)."""
    found = []
    for command in COMMANDS:
        top = parser(command)
        stack = [top]
        while stack:
            current = stack.pop()
            for action in current._actions:
                if isinstance(action, argparse._SubParsersAction):
                    stack.extend(action.choices.values())
                elif action.type is not None:
                    found.append((f"{current.prog} {action.dest}", action))
    return found


def test_every_numeric_option_is_bounded() -> None:
    """A plain `type=int` or `type=float` lets through 0, -1, 10**12 and nan: each number is read by a bound."""
    options = _numeric_options()
    assert len(options) >= 14
    for name, action in options:
        qualified = getattr(action.type, "__qualname__", "")
        assert qualified.startswith(("whole_number.", "decimal_number.")), f"{name} is read by {action.type}"


def test_whole_and_decimal_numbers_take_what_is_in_range() -> None:
    assert whole_number(1, 10)(" 7 ") == 7
    assert whole_number(-3, 3)("-3") == -3
    assert decimal_number(0, 10)("2.5") == 2.5
    for bad in ("11", "0", "1.0", "", "+", "1_0"):
        with pytest.raises(argparse.ArgumentTypeError):
            whole_number(1, 10)(bad)
    for bad in ("10.5", "nan", "-inf", ".", "1e0"):
        with pytest.raises(argparse.ArgumentTypeError):
            decimal_number(0, 10)(bad)


def test_workers_are_capped_by_games_and_cores(cli) -> None:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    assert worker_count(1000, 2) == min(2, cores)
    assert worker_count(1000, 10**6) == cores
    assert worker_count(3, 10**6) == min(3, cores)
    code, out, err = cli("simulate", "asteria", "--games", "2", "--workers", "1000")
    assert code == 0, err
    assert f"2 games (seed 0, agents random, {min(2, cores)} worker(s))" in out


def test_players_and_seat_outside_the_pack_are_usage_errors(cli) -> None:
    code, _, err = cli("simulate", "asteria", "--players", "5", "--games", "1")
    assert code == 2 and "--players 5: asteria is for 2 players" in err
    code, _, err = cli("play", "asteria", "--seat", "3")
    assert code == 2 and "--seat 3: choose a seat from 1 to 2" in err


def test_a_card_image_too_large_for_memory_is_a_usage_error(cli, tmp_path) -> None:
    size = ["--card", "1900x1900", "--page", "2000x2000", "--out", str(tmp_path)]
    for form in ("png", "tts"):
        code, _, err = cli("print", "asteria", "--format", form, *size, "--dpi", "300")
        assert code == 2 and "22441x22441 pixels, more than 40 megapixels (lower --dpi" in err, err
    assert not any(tmp_path.iterdir())  # refused before anything was written
