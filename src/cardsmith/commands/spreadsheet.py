"""`cardsmith import`: a spreadsheet (CSV or XLSX) of cards turned into a pack's card file."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..base.diagnostics import to_json
from ..pack import load_pack
from ..pack.importer import import_rows, read_rows, write_new
from .common import EXIT_INVALID, EXIT_OK, add_format, add_pack, pack_named, print_diagnostics, resolve


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of `import`, and the function that runs it."""
    add_pack(parser, what="the pack the cards are for (default: the pack in this folder)")
    parser.add_argument(
        "file", metavar="FILE", help="a .csv (delimiter detected) or .xlsx file; the first row names columns"
    )
    parser.add_argument("--type", metavar="TYPE", required=True, help="the card type of every row")
    parser.add_argument("--out", metavar="FILE", help="write the YAML here (default: standard output)")
    parser.add_argument("--force", action="store_true", help="replace --out if it exists")
    add_format(parser)
    parser.set_defaults(
        run=lambda args: run_import(
            args.file, str(resolve(str(pack_named(args)))), args.type, args.out, args.force, args.format
        )
    )


def run_import(
    file: str, pack_path: str, card_type: str, out: str | None = None, force: bool = False, output: str = "text"
) -> int:
    """0 when every row converted (YAML on stdout or in `out`), 1 otherwise; nothing is written on an error."""
    pack = load_pack(pack_path)
    result = import_rows(read_rows(Path(file), file), file, pack, card_type)
    if result.diagnostics:
        if output == "json":
            print(to_json(result.diagnostics, ok=False, file=file))
        else:
            print_diagnostics(result.diagnostics)
            print(f"{file}: not imported, {len(result.diagnostics)} error(s)", file=sys.stderr)
        return EXIT_INVALID
    text = result.yaml_text(Path(file).name)
    if out is None:
        sys.stdout.write(text)
        return EXIT_OK
    write_new(Path(out), text, force)
    if output == "json":
        print(json.dumps({"ok": True, "file": file, "out": out, "cards": [c["id"] for c in result.cards]}))
    else:
        print(f"{out}: {len(result.cards)} {card_type} card(s)", file=sys.stderr)
    return EXIT_OK
