"""The command line: a table of commands, each run by a module of `cardsmith.commands`.

Exit codes: 0 valid, 1 invalid input, 2 usage error, 70 a bug in cardsmith. Bad input never shows a
traceback: commands raise `DiagnosticError`, printed here. Only the module of the command being run is
imported, so `cardsmith --help` and a `check` answered from the cache load neither lark nor jsonschema.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path
from types import ModuleType

from . import __version__
from .base.diagnostics import Diagnostic, DiagnosticError
from .commands.common import EXIT_INTERNAL, EXIT_INVALID, EXIT_OK, EXIT_USAGE, HelpFormatter


def _commands(group: str) -> ModuleType:
    """The module of `cardsmith.commands` that runs a group of commands, imported only when one of them runs."""
    return importlib.import_module(f"{__package__}.commands.{group}")


# command -> (its module in cardsmith.commands, one line of help)
COMMANDS: dict[str, tuple[str, str]] = {
    "new": ("new", "make a new pack: a small game that checks, plays, prints and tests, to make your own"),
    "check": ("check", "check packs (default: every bundled pack)"),
    "compile": ("language", "compile one effect text and print its IR"),
    "fmt": ("language", "show effects whose text is not in canonical form"),
    "export": ("language", "print the compiled catalogue"),
    "schema": ("language", "write the JSON Schemas (IR, game.yaml, card files, pack)"),
    "docs": ("language", "write the effect language reference (Markdown)"),
    "simulate": ("play", "play many games with bots and summarise them"),
    "play": ("play", "play a game at the terminal against bots"),
    "replay": ("play", "replay a saved game exactly"),
    "test": ("play", "run the scenarios in a pack's scenarios/ folder"),
    "search": ("search", "list the cards of a pack that match a query"),
    "deck": ("deck", "deck lists: check one against its pack's construction rules, or simulate it"),
    "import": ("spreadsheet", "turn a spreadsheet (CSV or XLSX) of cards into a pack's card file"),
    "print": ("printing", "print a pack's cards: pdf, html, png or tts sheets"),
    "watch": ("printing", "print again whenever a card or template changes"),
    "completion": ("completion", "a shell script completing commands, options and packs (bash, zsh)"),
}


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser; only `command`'s module is imported to give that command its arguments.

    For a known command, its parser is the only one made (making all of them took 5 ms of a cold `check`);
    for none or an unknown word, all of them, for the list of commands or the error."""
    top = argparse.ArgumentParser(prog="cardsmith", description="Validate, run and print tabletop card games.")
    top.add_argument("--version", action="version", version=f"cardsmith {__version__}")
    sub = top.add_subparsers(dest="command", metavar="COMMAND")
    for name, (group, help_text) in COMMANDS.items():
        if command in COMMANDS and name != command:
            continue
        command_parser = sub.add_parser(name, help=help_text, description=help_text, formatter_class=HelpFormatter)
        if name == command:
            _commands(group).add_arguments(name, command_parser)
            command_parser.set_defaults(commands=COMMANDS, parser_of=parser)  # for `completion`, a layer below
    return top


def _command_in(argv: Sequence[str]) -> str | None:
    return next((word for word in argv if not word.startswith("-")), None)


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line read. A command's own arguments are read with `parse_intermixed_args`, so that its
    options may come anywhere among its words: `search mygame --format json type:action` is read as
    `search mygame type:action --format json` (plain `parse_args` gives up once an optional `[PACK]` is
    followed by an option)."""
    top = parser(_command_in(argv))
    if not argv or argv[0] not in COMMANDS:
        return top.parse_args(argv)
    chosen = _subcommand(top, argv[0])
    rest = argv[1:]
    nested = _subparsers(chosen)
    if nested is None:
        args = chosen.parse_intermixed_args(rest)
    else:  # `deck check ...`: the nested command's own words, read the same way
        word = _command_in(rest)
        if word not in nested.choices or rest[0] != word:
            return top.parse_args(argv)  # argparse says what is wrong
        args = nested.choices[word].parse_intermixed_args(rest[1:])
        setattr(args, nested.dest, word)
    args.command = argv[0]
    return args


def _subparsers(chosen: argparse.ArgumentParser) -> argparse._SubParsersAction[argparse.ArgumentParser] | None:
    return next((a for a in chosen._actions if isinstance(a, argparse._SubParsersAction)), None)


def _subcommand(top: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    action = _subparsers(top)
    assert action is not None
    return action.choices[name]


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse(argv)
    if not args.command:
        parser().print_help()
        return EXIT_USAGE
    try:
        return int(args.run(args))
    except DiagnosticError as error:
        for diagnostic in error.diagnostics:
            print(diagnostic.render(), file=sys.stderr)
        return EXIT_USAGE if error.usage else EXIT_INVALID
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except OSError as error:  # a file or folder the user named that cannot be read or written
        print(os_error(error).render(), file=sys.stderr)
        return EXIT_INVALID
    except Exception as error:  # a bug: say so plainly, with the details on request
        if os.environ.get("CARDSMITH_DEBUG"):
            raise
        print(internal_error(error), file=sys.stderr)
        return EXIT_INTERNAL


def os_error(error: OSError) -> Diagnostic:
    """A file that cannot be read or written, located at its path (both paths of a failed rename)."""
    message = error.strerror or str(error) or type(error).__name__
    if error.filename2 is not None:
        message += f" (to {error.filename2})"
    return Diagnostic("E007", message, str(error.filename) if error.filename is not None else "cardsmith")


def internal_error(error: BaseException) -> str:
    """What a bug in cardsmith says: that it is one, where it happened, and how to report it."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if "cardsmith" in frame.filename]
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return (
        f"cardsmith: internal error ({type(error).__name__}: {str(error)[:300]}){where}; this is a bug in "
        f"cardsmith {__version__}, not in your input: please report it with the command you ran, "
        "and run it again with CARDSMITH_DEBUG=1 for the details"
    )


# Commands whose process ends without tearing the interpreter down (`quick_exit`): they leave nothing for exit
# handlers to do, as their files are written and closed before they return.
QUICK_EXIT = frozenset({"check"})


def run() -> None:
    code = main()
    if _command_in(sys.argv[1:]) in QUICK_EXIT:
        quick_exit(code)
    sys.exit(code)


def quick_exit(code: int) -> None:
    """Ends the process once its output is flushed, without freeing each object it made (as mypy does): a cold
    `check` keeps parser tables and a pack's worth of data to the end, and tearing them down took a tenth of
    its time, for memory the system takes back at once. Exit handlers do not run."""
    for stream in (sys.stdout, sys.stderr):
        with suppress(OSError, ValueError):  # a closed pipe: what was left unwritten cannot be written now
            stream.flush()
    os._exit(code)
