"""A long command says what it is doing on a terminal, and nothing when its output goes to a file or a pipe."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
from pathlib import Path

import cardsmith
from conftest import write_pack

SOURCE = str(Path(cardsmith.__file__).parents[1])


def _run(args: list[str], tmp_path: Path, terminal: bool) -> tuple[int, str]:
    """Runs cardsmith with its stderr on a pseudo-terminal (or a pipe); returns the exit code and stderr."""
    env = {**os.environ, "PYTHONPATH": SOURCE, "CARDSMITH_CACHE": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "cardsmith", *args]
    if not terminal:
        run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
        return run.returncode, run.stderr
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 columns wide
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=side, env=env)
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
