"""`cardsmith completion bash`: bash completes commands, each command's own options and pack names."""

from __future__ import annotations

import argparse
import shutil
import subprocess

import pytest

from cardsmith.cli import COMMANDS, _subcommand, _subparsers, parser

BASH = shutil.which("bash")


@pytest.mark.skipif(BASH is None, reason="no bash here")
@pytest.mark.parametrize(
    ("words", "offered"),
    [
        ("cardsmith si", "simulate"),
        ("cardsmith simulate --ga", "--games"),
        ("cardsmith deck ch", "check"),
        ("cardsmith print --a", "--as"),
        ("cardsmith check aste", "asteria asterix"),
    ],
)
def test_bash_completes(cli, words: str, offered: str) -> None:
    code, script, _ = cli("completion", "bash")
    assert code == 0
    probe = script + f'COMP_WORDS=({words}); COMP_CWORD={len(words.split()) - 1}; _cardsmith; echo "${{COMPREPLY[*]}}"'
    run = subprocess.run([BASH, "--norc", "-c", probe], capture_output=True, text=True, timeout=30)
    assert run.stdout.split("\n")[0].startswith(offered), run.stderr


def test_every_option_with_a_default_shows_it_in_help() -> None:
    for name in COMMANDS:
        command = _subcommand(parser(name), name)
        nested = _subparsers(command)
        for each in nested.choices.values() if nested else [command]:
            for action in each._actions:
                if action.option_strings and action.default not in (None, False, [], argparse.SUPPRESS):
                    assert action.help and action.help is not argparse.SUPPRESS, (name, action.option_strings)
