"""`cardsmith new NAME`: a new pack that checks, plays, prints and tests from its first minute.

The skeleton is a real pack (`cardsmith/pack/skeleton/`), with its id and name filled in: a small complete
game (three cards, a turn, an end, a runtime section, a scenario and a deck list) to change into one's own,
rather than an empty form that nothing could run.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from ..base.files import read_text, write_atomically
from ..base.paths import bundled_names
from .common import EXIT_OK, InputError, UsageError, add_format

SKELETON = Path(__file__).resolve().parents[1] / "pack" / "skeleton"
_ID = re.compile(r"[a-z][a-z0-9_]{0,63}")


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of `new`, and the function that runs it."""
    parser.add_argument("folder", metavar="NAME", help="the new pack's folder; its name is the pack's id (mygame)")
    parser.add_argument("--name", help="the game's name as printed (default: from NAME, 'My Game' for my_game)")
    add_format(parser)
    parser.set_defaults(run=run_new)


def pack_id(folder: Path) -> str:
    """The id a folder's name gives a pack: lower_snake_case, as `check` wants (`My Game` -> `my_game`)."""
    text = re.sub(r"[^a-z0-9]+", "_", folder.name.casefold()).strip("_")
    if not _ID.fullmatch(text):
        raise UsageError(
            f"'{folder.name}' makes no pack id: start it with a letter, then letters, digits or '_'", "e.g. my_game"
        )
    return text


def _schema(folder: Path) -> str:
    """The pack's card-file schema, which its card file names in its first line, for editors."""
    from ..pack import load_pack
    from ..pack.editor_schema import card_file_schema

    path = folder / "schemas" / "cards.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    schema = json.dumps(card_file_schema(load_pack(str(folder))), indent=2, ensure_ascii=False) + "\n"
    write_atomically(path, schema.encode("utf-8"))
    return str(path.relative_to(folder))


def run_new(args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    ident = pack_id(folder)
    if ident in bundled_names():
        raise UsageError(f"'{ident}' is the name of a bundled pack", "choose another name: commands could not name it")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise InputError(f"'{folder}' exists and is not an empty folder: nothing written", hint="choose a new name")
    name = args.name or " ".join(word.capitalize() for word in ident.split("_"))
    written = []
    for source in sorted(p for p in SKELETON.rglob("*") if p.is_file()):
        target = folder / source.relative_to(SKELETON)
        target.parent.mkdir(parents=True, exist_ok=True)
        text = read_text(source, str(source), SKELETON).replace("__ID__", ident).replace("__NAME__", name)
        write_atomically(target, text.encode("utf-8"))
        written.append(str(target.relative_to(folder)))
    written.append(_schema(folder))
    if args.format == "json":
        print(json.dumps({"ok": True, "pack": ident, "folder": str(folder), "files": written}))
        return EXIT_OK
    print(f"made {folder}/ ({name}): {', '.join(written)}")
    print(f"next: cd {folder} && cardsmith check && cardsmith simulate && cardsmith test && cardsmith print --out out")
    return EXIT_OK
