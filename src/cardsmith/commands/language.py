"""The language's commands: `compile` a text, `fmt` a pack's texts, `export` a catalogue, `schema`s and `docs`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .common import EXIT_INVALID, EXIT_OK, UsageError, add_format, add_pack, pack_named, print_diagnostics, resolve


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of one of this module's commands, and the function that runs it."""
    if command == "compile":
        add_pack(
            parser,
            aliases=("--game",),
            what="check names against this pack's declarations (default: the "
            "pack in this folder, if any; else only the syntax is checked)",
        )
        parser.add_argument("text", metavar="TEXT", help="an effect text, e.g. 'on play: gain 2 energy'")
        add_format(parser, default="json")
        parser.set_defaults(run=run_compile)
    elif command == "fmt":
        add_pack(parser)
        parser.add_argument("--check", action="store_true", help="exit 1 if any text is not canonical")
        parser.add_argument("--write", action="store_true", help="rewrite the texts in place (keeps comments)")
        add_format(parser)
        parser.set_defaults(run=run_fmt)
    elif command == "export":
        add_pack(parser)
        parser.add_argument(
            "--format",
            choices=("json", "csv", "xlsx"),
            default="json",
            help="json: the compiled catalogue; csv or xlsx: the cards as a spreadsheet that `import` reads back",
        )
        parser.add_argument("--type", metavar="TYPE", help="only the cards of this type (csv: needed when several)")
        parser.add_argument("--out", metavar="FILE", help="write to a file instead of standard output")
        parser.set_defaults(run=run_export)
    elif command == "schema":
        add_pack(
            parser,
            what="write the schema of this pack's card files, with its own names (default: the pack in this "
            "folder; outside one, cardsmith's generic schemas)",
        )
        parser.add_argument("--out", metavar="DIR", default="schemas", help="the folder to write the schemas to")
        parser.set_defaults(run=run_schema)
    elif command == "docs":
        parser.add_argument("--out", metavar="FILE", default="-", help="where to write it (-: standard output)")
        parser.set_defaults(run=run_docs)


def run_compile(args: argparse.Namespace) -> int:
    from ..base.diagnostics import Diagnostic
    from ..compiler import compile_text
    from ..compiler.formatter import format_text
    from ..pack import load_pack
    from ..pack.catalogue import TextProblem

    source = args.text.split("\n")
    pack = pack_named(args, required=False)
    if pack:
        ir, problems = load_pack(str(resolve(pack))).check_text(args.text)
    else:  # no pack: only the syntax can be checked
        compiled = compile_text(args.text)
        p = compiled.problem
        ir, problems = compiled.ir, [TextProblem(p.code, p.message, p.hint, p.line, p.column)] if p else []
    diagnostics = [
        Diagnostic(p.code, p.message, "<text>", p.line, p.column, p.hint, source=source[p.line - 1] if source else "")
        for p in problems
    ]
    print_diagnostics(diagnostics)
    if ir is not None:
        print(json.dumps(ir, indent=2) if args.format == "json" else format_text(ir))
    return EXIT_INVALID if diagnostics else EXIT_OK


def run_fmt(args: argparse.Namespace) -> int:
    from ..pack.formatting import format_pack

    named = str(pack_named(args))
    changes, diagnostics = format_pack(str(resolve(named)), write=args.write, shown=named)
    if args.format == "json":
        print(json.dumps(_fmt_json(changes, diagnostics, args.write), indent=2, ensure_ascii=False))
    else:
        _print_fmt(changes, diagnostics, args.write)
    if diagnostics:
        return EXIT_INVALID
    return EXIT_INVALID if (args.check and changes and not args.write) else EXIT_OK


def _print_fmt(changes: list[Any], diagnostics: list[Any], write: bool) -> None:
    print_diagnostics(diagnostics)
    if diagnostics:
        return
    for change in changes:
        print(
            f"{change.location.path}:{change.location.line}:{change.location.column}: "
            f"{'rewrote' if write else 'not canonical'}\n    - {change.old.strip()}\n    + {change.new}"
        )
    print(f"{len(changes)} effect text(s) {'rewritten' if write else 'not in canonical form'}")


def _fmt_json(changes: list[Any], diagnostics: list[Any], write: bool) -> dict[str, Any]:
    """`fmt --format json`: each text not in canonical form (or rewritten) with where it is, for editors."""
    return {
        "ok": not diagnostics,
        "written": write,
        "changes": [
            {
                "file": str(c.location.path),
                "line": c.location.line,
                "column": c.location.column,
                "old": c.old.strip(),
                "new": c.new,
            }
            for c in changes
        ],
        "diagnostics": [d.to_json() for d in diagnostics],
    }


def run_export(args: argparse.Namespace) -> int:
    from ..pack import load_pack

    pack = load_pack(str(resolve(str(pack_named(args)))))
    if not pack.ok:
        print_diagnostics(pack.diagnostics, {p: f.lines for p, f in pack.files.items()})
        print(f"{pack.name}: not exported, the pack has errors", file=sys.stderr)
        return EXIT_INVALID
    if args.format in ("csv", "xlsx"):
        return _export_sheet(pack, args)
    text = json.dumps(pack.to_json(), indent=2, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return EXIT_OK


def _export_sheet(pack: Any, args: argparse.Namespace) -> int:
    """The cards as CSV (one card type) or XLSX (a sheet per card type), as `cardsmith import` reads them."""
    import difflib

    from ..pack.exporter import card_types, csv_text, rows, write_xlsx

    types = card_types(pack)
    if args.type is not None and args.type not in types:
        close = difflib.get_close_matches(args.type, types, n=1)
        hint = f"did you mean '{close[0]}'?" if close else f"card types with cards: {', '.join(types) or 'none'}"
        raise UsageError(f"--type {args.type}: {pack.name} has no cards of that type", hint)
    chosen = [args.type] if args.type else types
    if args.format == "xlsx":
        if not args.out:
            raise UsageError("--format xlsx writes a workbook: name it with --out FILE.xlsx")
        write_xlsx({t: rows(pack, t) for t in chosen}, Path(args.out))
        print(f"{args.out}: {', '.join(f'{t} ({len(rows(pack, t)) - 1} cards)' for t in chosen)}", file=sys.stderr)
        return EXIT_OK
    if len(chosen) != 1:
        raise UsageError(f"a CSV holds one card type: choose one with --type ({', '.join(chosen)})")
    text = csv_text(rows(pack, chosen[0]))
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"{args.out}: {text.count(chr(10)) - 1} {chosen[0]} card(s)", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return EXIT_OK


def run_schema(args: argparse.Namespace) -> int:
    from ..compiler.schema import all_schemas

    out = Path(args.out)
    named = pack_named(args, required=False)
    if named is not None:
        return _pack_schema(named, out)
    out.mkdir(parents=True, exist_ok=True)
    for name, schema in all_schemas().items():
        (out / name).write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
        print(out / name)
    return EXIT_OK


def _pack_schema(named: str, out: Path) -> int:
    """`schema PACK`: the pack's card-file schema, `OUT/cards.json` (card files name it in their modeline)."""
    from ..pack import load_pack
    from ..pack.editor_schema import MODELINE, card_file_schema

    pack = load_pack(str(resolve(named)))
    if pack.game.get("card_types") is None:
        print_diagnostics(pack.diagnostics, {p: f.lines for p, f in pack.files.items()})
        print(f"{pack.name}: no schema written, game.yaml declares no card types", file=sys.stderr)
        return EXIT_INVALID
    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.json").write_text(json.dumps(card_file_schema(pack), indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(out / "cards.json")
    print(
        f"in each card file, a first line '{MODELINE}' (path from the card file) lets editors use it", file=sys.stderr
    )
    return EXIT_OK


def run_docs(args: argparse.Namespace) -> int:
    from ..compiler.docs import language_reference

    text = language_reference()
    if args.out == "-":
        print(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return EXIT_OK
