"""The command line: `cardsmith check | compile | fmt | export | schema | docs | simulate | play | replay`.

Exit codes: 0 valid, 1 invalid input, 2 usage error. Bad input never shows a traceback.
Heavy modules (lark, jsonschema) are imported only by the commands that need them, so that a
`check` answered from the cache stays fast.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 70


class UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="cardsmith", description="Validate, run and print tabletop card games.")
    top.add_argument("--version", action="version", version=f"cardsmith {__version__}")
    sub = top.add_subparsers(dest="command", metavar="COMMAND")

    check = sub.add_parser("check", help="check packs (default: every bundled pack)")
    check.add_argument("packs", nargs="*", metavar="PACK", help="a bundled pack's name or a pack folder")
    check.add_argument("--format", choices=["text", "json"], default="text")
    check.add_argument("--no-cache", action="store_true", help="check everything again, ignoring the cache")

    comp = sub.add_parser("compile", help="compile one effect text and print its IR")
    comp.add_argument("text", metavar="TEXT")
    comp.add_argument("--game", metavar="PACK", help="check names against this pack's declarations")
    comp.add_argument("--format", choices=["json", "text"], default="json")

    fmt = sub.add_parser("fmt", help="show effects whose text is not in canonical form")
    fmt.add_argument("pack", metavar="PACK")
    fmt.add_argument("--check", action="store_true", help="exit 1 if any text is not canonical")
    fmt.add_argument("--write", action="store_true", help="rewrite the texts in place (keeps comments)")

    export = sub.add_parser("export", help="print the compiled catalogue")
    export.add_argument("pack", metavar="PACK")
    export.add_argument("--format", choices=["json"], default="json")
    export.add_argument("--out", metavar="FILE", help="write to a file instead of standard output")

    schema = sub.add_parser("schema", help="write the JSON Schemas (IR, game.yaml, card files, pack)")
    schema.add_argument("--out", metavar="DIR", default="schemas")

    docs = sub.add_parser("docs", help="write the effect language reference (Markdown)")
    docs.add_argument("--out", metavar="FILE", default="-")
    _runtime_parsers(sub)

    search = sub.add_parser("search", help="list the cards of a pack that match a query")
    search.add_argument("pack", metavar="PACK")
    search.add_argument("query", metavar="QUERY", help="e.g. 'type:action cost.energy>=2 text:draw'")
    search.add_argument("--format", choices=["text", "json"], default="text")

    deck = sub.add_parser("deck", help="deck lists: check one against its pack's construction rules")
    deck_sub = deck.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
    deck_check = deck_sub.add_parser("check", help="every violation of a deck list, located")
    deck_check.add_argument("deck", metavar="DECK", help="a deck list (.txt or .yaml)")
    deck_check.add_argument("--game", metavar="PACK", required=True)
    deck_check.add_argument("--format", choices=["text", "json"], default="text")
    report = deck_sub.add_parser("report", help="simulate games with a deck and write an HTML report with plots")
    report.add_argument("deck", metavar="DECK")
    report.add_argument("--game", metavar="PACK", required=True)
    report.add_argument("--games", type=int, default=200)
    report.add_argument("--seed", type=int, default=0)
    report.add_argument("--agents", default="random")
    report.add_argument("--workers", type=int, default=1)
    report.add_argument("--out", metavar="DIR", default="deck-report")
    _printout_parsers(sub)

    imp = sub.add_parser("import", help="turn a spreadsheet (CSV or XLSX) of cards into a pack's card file")
    imp.add_argument(
        "file", metavar="FILE", help="a .csv (delimiter detected) or .xlsx file; the first row names columns"
    )
    imp.add_argument("--game", metavar="PACK", required=True)
    imp.add_argument("--type", metavar="TYPE", required=True, help="the card type of every row")
    imp.add_argument("--out", metavar="FILE", help="write the YAML here (default: standard output)")
    imp.add_argument("--force", action="store_true", help="replace --out if it exists")
    return top


def _runtime_parsers(sub: Any) -> None:
    sim = sub.add_parser("simulate", help="play many games with bots and summarise them")
    sim.add_argument("pack", metavar="PACK")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0, help="game k uses seed S+k")
    sim.add_argument("--workers", type=int, default=1, help="processes to play in parallel")
    sim.add_argument("--agents", default="random", help="comma-separated: random, greedy (seats take them in turn)")
    sim.add_argument("--players", type=int, help="number of players (default: the pack's minimum)")
    sim.add_argument("--out", metavar="FILE", help="write the summary and every game's record as JSON")

    play = sub.add_parser("play", help="play a game at the terminal against bots")
    play.add_argument("pack", metavar="PACK")
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--seat", type=int, default=1, help="your seat (1 = first)")
    play.add_argument("--bots", default="greedy", help="comma-separated agents for the other seats")
    play.add_argument("--players", type=int)
    play.add_argument("--save", metavar="FILE", help="where to save the replay (default replay-PACK-SEED.json)")

    replay = sub.add_parser("replay", help="replay a saved game exactly")
    replay.add_argument("file", metavar="FILE")
    replay.add_argument("--pack", help="the pack folder, if not the bundled pack the replay names")
    replay.add_argument("--quiet", action="store_true", help="only check that it reproduces")

    test = sub.add_parser("test", help="run the scenarios in a pack's scenarios/ folder")
    test.add_argument("pack", metavar="PACK")
    test.add_argument("--only", metavar="NAME", help="run only the scenario with this name")
    test.add_argument("--format", choices=["text", "json"], default="text")


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if not args.command:
        _parser().print_help()
        return EXIT_USAGE
    try:
        return int(COMMANDS[args.command](args))
    except UsageError as error:
        print(f"cardsmith: error E402 {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except OSError as error:  # an output file or folder that cannot be written
        print(f"cardsmith: error E007 {error.strerror or error}: {error.filename or ''}", file=sys.stderr)
        return EXIT_INVALID
    except Exception as error:  # a bug: say so plainly, with the details on request
        if os.environ.get("CARDSMITH_DEBUG"):
            raise
        print(
            f"cardsmith: internal error ({type(error).__name__}: {error}); please report it, "
            "and run with CARDSMITH_DEBUG=1 for the details",
            file=sys.stderr,
        )
        return EXIT_INTERNAL


# ---------------------------------------------------------------- check


def _resolve(name: str) -> Path:
    from .packs import PackNotFound, resolve_pack

    try:
        return resolve_pack(name)
    except PackNotFound as error:
        raise UsageError(f"no pack '{error.name}'" + (f" ({error.hint})" if error.hint else "")) from None


def cmd_check(args: argparse.Namespace) -> int:
    from .cache import check_packs_cached
    from .packs import bundled_names

    names = args.packs or bundled_names()
    if not names:
        raise UsageError("no packs given and no bundled packs found")
    results = check_packs_cached([(name, _resolve(name)) for name in names], use_cache=not args.no_cache)
    failed = any(not r["ok"] for r in results)
    if args.format == "json":
        print(json.dumps({"ok": not failed, "packs": results}, indent=2, ensure_ascii=False))
    else:
        for result in results:
            for text in result["rendered"]:
                print(text, file=sys.stderr)
        for result in results:
            print(_summary_line(result))
        total = sum(r["summary"]["cards"] for r in results)
        errors = sum(r["errors"] for r in results)
        print(f"{len(results)} pack(s), {total} cards: " + ("all valid" if not failed else f"{errors} error(s)"))
    return EXIT_INVALID if failed else EXIT_OK


def _summary_line(result: dict[str, Any]) -> str:
    s = result["summary"]
    types = ", ".join(f"{n} {t}" for t, n in sorted(s["card_types"].items()))
    parts = ", ".join(f"{n} {k}" for k, n in sorted(s["components"].items()))
    status = "ok" if result["ok"] else f"{result['errors']} error(s)"
    line = f"{s['pack']}: {status} - {s['cards']} cards ({types})"
    if parts:
        line += f"; components: {parts}"
    return line + f"; {s['effects']} effect texts"


# ---------------------------------------------------------------- compile


def cmd_compile(args: argparse.Namespace) -> int:
    from .compiler import compile_text
    from .compiler.formatter import format_text
    from .diagnostics import Diagnostic

    compiled = compile_text(args.text)
    diagnostics: list[Diagnostic] = []
    if compiled.problem:
        p = compiled.problem
        diagnostics.append(
            Diagnostic(
                p.code,
                p.message,
                "<text>",
                p.line,
                p.column,
                p.hint,
                source=args.text.split("\n")[p.line - 1] if args.text else "",
            )
        )
    elif args.game:
        from .catalogue import Declarations, load_pack
        from .compiler.semantic import check_refs

        pack = load_pack(str(_resolve(args.game)))
        decl = Declarations(pack.game, pack.cards)
        for code, ref, message, hint in check_refs(
            compiled.ir or [], compiled.refs, decl.namespaces, pack.game.get("rules") or {}, None
        ):
            diagnostics.append(
                Diagnostic(
                    code, message, "<text>", ref.line, ref.column, hint, source=args.text.split("\n")[ref.line - 1]
                )
            )
    for d in diagnostics:
        print(d.render(), file=sys.stderr)
    if compiled.ir is not None:
        print(json.dumps(compiled.ir, indent=2) if args.format == "json" else format_text(compiled.ir))
    return EXIT_INVALID if diagnostics else EXIT_OK


# ---------------------------------------------------------------- fmt


def cmd_fmt(args: argparse.Namespace) -> int:
    from .formatting import format_pack

    changes, diagnostics = format_pack(str(_resolve(args.pack)), write=args.write, shown=args.pack)
    for d in diagnostics:
        print(d.render(), file=sys.stderr)
    if diagnostics:
        return EXIT_INVALID
    for change in changes:
        print(
            f"{change.location.path}:{change.location.line}:{change.location.column}: "
            f"{'rewrote' if args.write else 'not canonical'}\n    - {change.old.strip()}\n    + {change.new}"
        )
    print(f"{len(changes)} effect text(s) {'rewritten' if args.write else 'not in canonical form'}")
    return EXIT_INVALID if (args.check and changes and not args.write) else EXIT_OK


# ---------------------------------------------------------------- export, schema, docs


def cmd_export(args: argparse.Namespace) -> int:
    from .catalogue import load_pack

    pack = load_pack(str(_resolve(args.pack)))
    if not pack.ok:
        for d in pack.diagnostics:
            print(d.render({p: f.lines for p, f in pack.files.items()}), file=sys.stderr)
        print(f"{pack.name}: not exported, the pack has errors", file=sys.stderr)
        return EXIT_INVALID
    text = json.dumps(pack.to_json(), indent=2, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    from .compiler.schema import all_schemas

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, schema in all_schemas().items():
        (out / name).write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
        print(out / name)
    return EXIT_OK


def cmd_docs(args: argparse.Namespace) -> int:
    from .compiler.docs import language_reference

    text = language_reference()
    if args.out == "-":
        print(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return EXIT_OK


def _runtime(command: str) -> Any:
    def run_command(args: argparse.Namespace) -> int:
        from .runtime.command import main as runtime_main

        if getattr(args, "pack", None):
            _resolve(args.pack)
        return runtime_main(command, args)

    return run_command


def cmd_search(args: argparse.Namespace) -> int:
    from .search import run_search

    return run_search(str(_resolve(args.pack)), args.query, args.format)


def cmd_deck(args: argparse.Namespace) -> int:
    from .decks.command import run_check, run_report

    if args.deck_command == "report":
        args.game = str(_resolve(args.game))
        return run_report(args)
    return run_check(args.deck, str(_resolve(args.game)), args.format)


# ---------------------------------------------------------------- print, watch


def _printout_parsers(sub: Any) -> None:
    from .printouts.command import add_arguments

    add_arguments(sub.add_parser("print", help="print a pack's cards: pdf, html, png or tts sheets"))
    add_arguments(sub.add_parser("watch", help="print again whenever a card or template changes"), watch=True)


def cmd_print(args: argparse.Namespace, watch: bool = False) -> int:
    from .printouts.command import SettingsError, run_print, run_watch, settings_from

    try:
        settings = settings_from(args)
    except SettingsError as error:
        raise UsageError(str(error)) from None
    path = str(_resolve(args.pack))
    if watch:
        return run_watch(path, args.pack, settings, builds=args.builds)
    return run_print(path, args.pack, settings)


def cmd_import(args: argparse.Namespace) -> int:
    from .importer import run_import

    return run_import(args.file, str(_resolve(args.game)), args.type, args.out, args.force)


COMMANDS = {
    "simulate": _runtime("simulate"),
    "play": _runtime("play"),
    "replay": _runtime("replay"),
    "test": _runtime("test"),
    "check": cmd_check,
    "compile": cmd_compile,
    "fmt": cmd_fmt,
    "export": cmd_export,
    "schema": cmd_schema,
    "docs": cmd_docs,
    "search": cmd_search,
    "deck": cmd_deck,
    "print": lambda args: cmd_print(args),
    "watch": lambda args: cmd_print(args, watch=True),
    "import": cmd_import,
}


def run() -> None:
    sys.exit(main())
