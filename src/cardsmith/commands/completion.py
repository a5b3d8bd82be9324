"""`cardsmith completion bash|zsh`: a shell script that completes commands, options and pack names.

Made from the command line's own parsers, so that it offers exactly the options each command has (the
hidden spellings of older versions are left out). Install with `eval "$(cardsmith completion bash)"` in
`~/.bashrc` (zsh: `eval "$(cardsmith completion zsh)"` in `~/.zshrc`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from ..base.paths import bundled_names

SCRIPT = """\
_cardsmith() {
  local cur="${COMP_WORDS[COMP_CWORD]}" command="${COMP_WORDS[1]}" options=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "%(commands)s" -- "$cur") )
    return
  fi
  case "$command" in
%(cases)s
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=( $(compgen -W "$options" -- "$cur") )
  else
    COMPREPLY=( $(compgen -W "%(packs)s" -- "$cur") $(compgen -f -- "$cur") )
  fi
}
complete -o filenames -F _cardsmith cardsmith
"""


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of `completion`, and the function that runs it."""
    parser.add_argument("shell", choices=("bash", "zsh"), help="the shell to complete in")
    parser.set_defaults(run=run_completion)


def options_of(parser: argparse.ArgumentParser) -> list[str]:
    """The options `--help` lists (with those of a nested command such as `deck check`)."""
    found: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for nested in action.choices.values():
                found += [o for o in options_of(nested) if o not in found]
        elif action.help is not argparse.SUPPRESS:
            found += [o for o in action.option_strings if o.startswith("--")]
    return found


def _subcommand(top: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    action = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[name]


def script(commands: dict[str, Any], parser: Callable[[str], argparse.ArgumentParser]) -> str:
    """The bash script; `commands` and `parser` are the command line's table and parser builder (`cli`)."""
    cases = []
    for name in commands:
        command = _subcommand(parser(name), name)
        words = options_of(command)
        nested = [a for a in command._actions if isinstance(a, argparse._SubParsersAction)]
        case = f'    {name}) options="{" ".join(words)}"'
        if nested:  # `deck check`, `deck report`: the nested command's name first
            names = " ".join(nested[0].choices)
            case += f'; [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=( $(compgen -W "{names}" -- "$cur") ) && return'
        cases.append(case + ";;")
    return SCRIPT % {"commands": " ".join(commands), "cases": "\n".join(cases), "packs": " ".join(bundled_names())}


def run_completion(args: argparse.Namespace) -> int:
    text = script(args.commands, args.parser_of)
    if args.shell == "zsh":
        text = "autoload -U +X bashcompinit && bashcompinit\n" + text
    print(text, end="")
    return 0
