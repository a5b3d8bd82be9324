"""The person at the `play` prompt: whatever they type, they are asked again; end of input leaves the game."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

BAD_ANSWERS = ["²", "٣", "9" * 5000, "", "   ", "0", "-1", "1.0", "\x1b[31m"]


def typed(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    """Feeds `answers` to the prompt, then end of input; returns the prompts shown."""
    shown: list[str] = []
    left: Iterator[str] = iter(answers)

    def read(prompt: str = "") -> str:
        shown.append(prompt)
        try:
            return next(left)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", read)
    return shown


def test_bad_answers_are_asked_again(cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    prompts = typed(monkeypatch, [*BAD_ANSWERS, "1"])
    save = tmp_path / "game.json"
    code, out, err = cli("play", "asteria", "--seed", "4", "--save", str(save))
    assert code == 0, err
    assert out.count("digite um número de 1 a") == len(BAD_ANSWERS)  # in Portuguese, Asteria's language
    assert len(prompts) >= len(BAD_ANSWERS) + 2  # the good answer, then the next question met end of input
    assert "você saiu do jogo" in out and "Traceback" not in err
    replay = json.loads(save.read_text(encoding="utf-8"))
    assert replay["actions"] and cli("replay", str(save))[0] == 0


def test_end_of_input_at_the_first_question_leaves_cleanly(cli, monkeypatch, tmp_path: Path) -> None:
    typed(monkeypatch, [])
    save = tmp_path / "left.json"
    code, out, err = cli("play", "asteria", "--seed", "4", "--save", str(save))
    assert code == 0 and "você saiu do jogo" in out and save.exists(), err
