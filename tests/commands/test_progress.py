"""A long command says what it is doing on a terminal (a bar where it counts, a ticking line where it cannot), and
nothing when its output goes to a file or a pipe."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest

import cardsmith
from conftest import write_pack

SOURCE = str(Path(cardsmith.__file__).parents[1])


def _run(args: list[str], tmp_path: Path, terminal: bool, cwd: Path | None = None) -> tuple[int, str]:
    """Runs cardsmith with its stderr on a pseudo-terminal (or a pipe); returns the exit code and stderr."""
    env = {**os.environ, "PYTHONPATH": SOURCE, "CARDSMITH_CACHE": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "cardsmith", *args]
    if not terminal:
        run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, cwd=cwd)
        return run.returncode, run.stderr
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 columns wide
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=side, env=env, cwd=cwd)
    os.close(side)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the other side closed: the command ended
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(main)
    return process.wait(timeout=120), b"".join(chunks).decode("utf-8", "replace")


def test_print_says_what_it_does_on_a_terminal_only(tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "mini")
    code, err = _run(["print", str(pack), "--out", str(tmp_path / "a")], tmp_path, terminal=True)
    assert code == 0 and f"{pack}: printing pdf (" in err  # was: 13-26 s of silence for a bundled pack
    code, err = _run(["print", str(pack), "--out", str(tmp_path / "b")], tmp_path, terminal=False)
    assert code == 0 and err == ""


@pytest.fixture(scope="module")
def new_pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pack `cardsmith new` makes: it has scenarios and a deck list, as a designer's pack does."""
    root = tmp_path_factory.mktemp("progress")
    subprocess.run([sys.executable, "-m", "cardsmith", "new", "my_game"], cwd=root, check=True, capture_output=True,
                   env={**os.environ, "PYTHONPATH": SOURCE})  # fmt: skip
    return root / "my_game"


LONG_COMMANDS = {  # each command that can take long -> what its progress says on a terminal
    "simulate": (["simulate", "--games", "10", "--agents", "random,greedy"], ["my_game: playing", "/10 ["]),
    "test": (["test"], ["my_game: running scenarios ("]),
    "check": (["check", "--no-cache"], ["my_game: checking ("]),
    "deck report": (["deck", "report", "decks/full.txt", "--games", "5", "--out", "report"],
                    ["my_game: playing", "/5 [", "my_game: drawing the report ("]),
}  # fmt: skip


@pytest.mark.parametrize("name", LONG_COMMANDS)
def test_long_commands_show_progress_on_a_terminal_only(name: str, new_pack: Path, tmp_path: Path) -> None:
    args, shown = LONG_COMMANDS[name]
    code, err = _run(args, tmp_path, terminal=True, cwd=new_pack)
    assert code == 0, err
    assert all(text in err for text in shown), err
    code, err = _run(args, tmp_path, terminal=False, cwd=new_pack)
    assert code == 0 and err == ""  # piped: no bar, no line, nothing for a log to keep


def test_a_long_printouts_steps_go_on_the_progress_line(cli, pack_dir, tmp_path: Path, monkeypatch) -> None:
    """A printout of 200 cards or more says how far it has got, on the terminal's progress line."""
    import io

    from cardsmith.printouts import printout

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(printout, "PROGRESS_AT", 3)  # as long as 200 cards are, without printing them
    code, _, err = cli("print", str(pack_dir()), "--out", str(tmp_path / "piped"))
    assert code == 0 and "laid out" not in err  # piped: quiet
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    code, _, _ = cli("print", str(pack_dir()), "--out", str(tmp_path / "shown"))
    shown = terminal.getvalue()
    assert code == 0 and "mini: printing pdf: 3 cards rendered on 1 pages; laying out" in shown
    assert "mini: printing pdf: 1 distinct card faces laid out for 3 cards; writing mini.pdf" in shown
    assert "mini: printing pdf: 1 pages written to mini.pdf" in shown
