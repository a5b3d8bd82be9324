"""Playing at the terminal, through a pseudo-terminal as a person does: `?` for help, `? NAME` for a card's
full text in the game's words, `log` for what happened, and the other players' hands never shown."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import cardsmith

SOURCE = str(Path(cardsmith.__file__).parents[1])


def _play(pack: Path, answers: list[str], tmp_path: Path) -> str:
    """Runs `cardsmith play` on a pseudo-terminal, typing each answer at the next prompt; returns the screen."""
    main, side = pty.openpty()
    fcntl.ioctl(side, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {**os.environ, "PYTHONPATH": SOURCE, "CARDSMITH_CACHE": str(tmp_path / "cache")}
    process = subprocess.Popen(
        [sys.executable, "-m", "cardsmith", "play", str(pack), "--seed", "1", "--bots", "random"],
        stdin=side, stdout=side, stderr=side, env=env, cwd=tmp_path,
    )  # fmt: skip
    os.close(side)
    screen, pending = b"", list(answers)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            chunk = os.read(main, 4096)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
        if pending and screen.rstrip().endswith(b">"):
            os.write(main, (pending.pop(0) + "\n").encode())
    os.close(main)
    process.wait(timeout=30)
    return screen.decode("utf-8", "replace").replace("\r\n", "\n")


def test_help_card_text_and_log_at_the_table(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli("new", "my_game")[0] == 0
    screen = _play(tmp_path / "my_game", ["?", "? bright", "1", "log", "q"], tmp_path)
    assert "? NAME     a card's full text" in screen  # `?` is help, not "please give a number"
    assert "Bright Idea (action)" in screen and "cost: 1 energy" in screen
    assert "draw 2" in screen.split("Bright Idea (action)")[1].split("your choice")[0]  # the ability, in words
    assert "turn 1, player 1: play" in screen  # the log
    assert "hand of player 2: 3 hidden" in screen  # what the other player holds is never shown
    assert "replay saved to" in screen


def test_the_table_shows_no_internal_counter() -> None:
    """Asteria's rules keep counters of their own (attacking, plays_this_turn...): marked `internal`, the table
    shows the players' energy, ore and points only."""
    from cardsmith.commands.play import describe
    from cardsmith.runtime.game import load_game
    from cardsmith.runtime.state import new_state

    shown = describe(new_state(load_game("asteria"), 2, 2), 0)
    mine = next(line for line in shown.split("\n") if line.startswith("player 1 (you):"))
    assert mine.startswith("player 1 (you): energy ") and "points" in mine
    assert not any(word in shown for word in ("attacking", "plays_this_turn", "conflict_strength", "opening_turn"))


def test_prompts_and_options_are_said_in_the_games_words() -> None:
    """'choose the next one for: rule place_action' and a step's raw effect text were what a player read."""
    from cardsmith.commands.table import in_words
    from cardsmith.pack.catalogue import load_pack

    say = in_words(load_pack("asteria"))
    assert say("choose the next one for: rule place_action") == "choose the next one for: baixar uma carta de ação"
    assert say("free_action: during actions: discard 1 planet from hand -> choose 1 [...]").startswith("AÇÃO LIVRE")
    assert say("[gain 2 energy]") == "Ganhe 2 energias."  # an option of `choose`, as a card would print it
    assert say("Gélida (gelida#1, table)") == "Gélida (gelida#1, table)"  # what has no other words stays


def test_an_option_can_be_picked_by_the_words_shown() -> None:
    from cardsmith.runtime.agents import HumanAgent

    class Pending:
        def action_labels(self) -> list[str]:
            return ["done", "free_action: during actions: discard 1 planet"]

        def prompt(self) -> str:
            return "choose"

        current_player = 0

    answers = iter(["livre"])
    human = HumanAgent(lambda state, player: "", read=lambda prompt: next(answers), say=lambda t: t.replace(
        "free_action: during actions: discard 1 planet", "AÇÃO LIVRE"))  # fmt: skip
    assert human.act(Pending()) == 1  # type: ignore[arg-type]
