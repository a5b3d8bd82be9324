"""docs/tutorial.md is run as written: each file it shows is written, each command it shows is run in order,
and what the command prints must be what the page says it prints (a duration aside).

The page's blocks: a ```yaml block whose first line is `# PATH`, or a block opened as ```csv PATH, is that
file's whole content; a ```console
block holds commands (`$ cardsmith ...`, `$ cd FOLDER`), each followed by its output. A command that must
fail ends with `# exit N`. At `cardsmith play`, the answers typed are read from the page's own prompts.
"""

from __future__ import annotations

import builtins
import os
import re
import shlex
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TUTORIAL = ROOT / "docs" / "tutorial.md"
PROMPT = "your choice (number, or q to quit)> "
_DURATION = re.compile(r"\bin [0-9]+\.[0-9] s\b")


@dataclass
class Step:
    """A file to write (`path`, `text`) or a command to run (`command`, with its `expected` output)."""

    line: int
    path: str = ""
    text: str = ""
    command: str = ""
    exit_code: int = 0
    expected: list[str] = field(default_factory=list)


def steps(page: str) -> Iterator[Step]:
    """The page's files and commands, in order."""
    lines = page.split("\n")
    i = 0
    while i < len(lines):
        kind, _, named = lines[i].strip().partition(" ")
        if not kind.startswith("```") or kind == "```":
            i += 1
            continue
        end = lines.index("```", i + 1)
        body = lines[i + 1 : end]
        if named:  # ```csv my_game/cards.csv: a file with no comments to name it
            yield Step(i + 1, path=named.strip(), text="\n".join(body) + "\n")
        elif kind == "```yaml" and body and body[0].startswith("# ") and "/" in body[0]:
            yield Step(i + 1, path=body[0][2:].strip(), text="\n".join(body[1:]) + "\n")
        elif kind == "```console":
            yield from _commands(body, i + 2)
        i = end + 1


def _commands(body: list[str], first: int) -> Iterator[Step]:
    step: Step | None = None
    for n, line in enumerate(body):
        if line.startswith("$ "):
            if step is not None:
                yield step
            command, _, note = line[2:].partition("  # exit ")
            step = Step(first + n, command=command.strip(), exit_code=int(note or 0))
        elif step is not None:
            step.expected.append(line)
    if step is not None:
        yield step


def _answers(expected: list[str]) -> list[str]:
    return [line[len(PROMPT) :] for line in expected if line.startswith(PROMPT)]


def _normal(lines: list[str]) -> list[str]:
    return [_DURATION.sub("in N s", line.rstrip()) for line in lines]


def run_step(step: Step, cli: Callable[..., tuple[int, str, str]], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Runs one command and returns what it printed (errors first, as a terminal shows a failed check)."""
    words = shlex.split(step.command)
    if words[0] == "cd":
        os.chdir(words[1])
        return []
    assert words[0] == "cardsmith", f"tutorial line {step.line}: only cardsmith and cd are run"
    answers = iter(_answers(step.expected))

    def typed(prompt: str) -> str:
        answer = next(answers)
        print(prompt + answer)  # as a terminal echoes what is typed
        return answer

    monkeypatch.setattr(builtins, "input", typed)
    code, out, err = cli(*words[1:])
    assert code == step.exit_code, f"tutorial line {step.line}: `{step.command}` exited {code}\n{err}"
    return (err + out).rstrip("\n").split("\n") if (err + out).strip() else []


def test_the_tutorial_runs_as_written(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    ran = 0
    for step in steps(TUTORIAL.read_text(encoding="utf-8")):
        if step.path:
            target = tmp_path / step.path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(step.text, encoding="utf-8")
            continue
        shown = run_step(step, cli, monkeypatch)
        assert _normal(shown) == _normal(step.expected), f"tutorial line {step.line}: `{step.command}`"
        ran += 1
    assert ran >= 10  # the page is a walk through the commands, not one example
    assert (tmp_path / "my_game" / "out" / "my_game.pdf").read_bytes().startswith(b"%PDF")


def test_every_command_of_the_tutorial_is_shown_with_its_output() -> None:
    """A command whose output the page leaves out would be run but not checked."""
    for step in steps(TUTORIAL.read_text(encoding="utf-8")):
        if step.command and not step.command.startswith("cd "):
            assert step.expected, f"tutorial line {step.line}: `{step.command}` shows no output"
