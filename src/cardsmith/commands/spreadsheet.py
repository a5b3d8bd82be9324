"""`cardsmith import`: a spreadsheet (CSV or XLSX) of cards turned into a pack's card file."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..base.diagnostics import to_json
from ..base.files import read_text, write_atomically
from ..pack import load_pack
from ..pack.cardfile import Update, made_header, update
from ..pack.catalogue import Pack
from ..pack.importer import Imported, import_rows, read_rows, write_new
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
    """0 when every row converted (YAML on stdout or in `out`), 1 otherwise; nothing is written on an error.
    With `out`, the pack's cards the rows name (by id) are updated where they are, in place (`pack.cardfile`),
    and the new ones go to `out`: updated too when it exists, unless `force` replaces it."""
    pack = load_pack(pack_path)
    result = import_rows(read_rows(Path(file), file, card_type), file, pack, card_type, updating=out is not None)
    if result.diagnostics:
        if output == "json":
            print(to_json(result.diagnostics, ok=False, file=file))
        else:
            print_diagnostics(result.diagnostics)
            print(f"{file}: not imported, {len(result.diagnostics)} error(s)", file=sys.stderr)
        return EXIT_INVALID
    if out is None:
        sys.stdout.write(result.yaml_text(Path(file).name))
        return EXIT_OK
    done = _write_cards(pack, result, card_type, Path(out), force, Path(file).name)
    if output == "json":
        print(json.dumps({"ok": True, "file": file, "out": out, **_totals(done)}))
    else:
        for path, change in done.items():
            print(f"{path}: {change.summary()}", file=sys.stderr)
    return EXIT_OK


def _write_cards(
    pack: Pack, result: Imported, card_type: str, out: Path, force: bool, source: str
) -> dict[str, Update]:
    """Each card goes to the file that holds it now, a new one to `out`; every file is checked before any
    is written, so that a file that cannot be updated leaves them all as they were."""
    homes = {c.id: c.file for c in pack.cards if c.type == card_type and c.file}
    target = str(out.resolve())
    groups: dict[str, list[dict[str, Any]]] = {}
    for card in result.cards:
        home = homes.get(card["id"])
        key = str(Path(home).resolve()) if home else target
        groups.setdefault(key, []).append(card)
    groups.setdefault(target, [])
    shown = {str(Path(c.file).resolve()): c.file for c in pack.cards if c.file}
    shown[target] = str(out)
    changes: dict[str, Update] = {}
    for key, cards in groups.items():
        path, whole = Path(key), key == target
        if whole and (force or not path.exists()):
            ids = [c["id"] for c in cards]
            changes[shown[key]] = Update(made_header(result_text(cards, source), card_type, ids), added=ids)
        else:
            named = Path(shown[key])
            text = read_text(named, shown[key], pack.root if _in_folder(named, pack.root) else None)
            changes[shown[key]] = update(text, shown[key], cards, card_type, result.columns, whole=whole)
    for name, change in changes.items():
        path = Path(name)
        if path.resolve() == out.resolve() and (force or not path.exists()):
            write_new(path, change.text, force)
        elif change.added or change.changed or change.removed or not path.exists():
            write_atomically(path, change.text.encode("utf-8"))
    return changes


def _in_folder(path: Path, folder: Path) -> bool:
    """Whether `path`, as named (before links are followed), is in `folder`: then it is read as a file of the
    pack, so that a link in the pack that leads outside it is refused, never read (base.files)."""
    return Path(os.path.abspath(path)).is_relative_to(folder.resolve())


def result_text(cards: list[dict[str, Any]], source: str) -> str:
    return Imported(cards=cards).yaml_text(source)


def _totals(done: dict[str, Update]) -> dict[str, Any]:
    keys = ("added", "changed", "removed", "unchanged", "kept")
    return {k: [i for change in done.values() for i in getattr(change, k)] for k in keys} | {"files": list(done)}
