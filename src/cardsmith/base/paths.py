"""Where things are: bundled packs, a pack named by the user, the cache folder; and a pack's content hash.

Cheap: imports nothing heavy, so a cached `check` answers without loading lark or jsonschema.
"""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path

from .. import __version__
from .diagnostics import Diagnostic, DiagnosticError
from .files import read_bytes, resolved_folder

# What a check's result depends on besides the pack: the grammars of effect texts and of the queries of
# `deck:` sections, and the registry, which completes the effect grammar.
GRAMMAR_FILES = (
    *(Path(__file__).parents[1] / "grammar" / name for name in ("effects.lark", "query.lark")),
    Path(__file__).parents[1] / "compiler" / "registry.py",
)
# The code that checks a pack: a changed check (a new rule) must not be answered from an old result.
CHECKER_FOLDERS = tuple(Path(__file__).parents[1] / name for name in ("base", "grammar", "compiler", "pack"))


@cache
def bundled_root() -> Path:
    """The bundled packs: `cardsmith/cards` in an installed wheel, `cards/` in a checkout.

    Found from this file, not with importlib.resources: a pack is read as plain files anyway, and that
    module's import (and zipfile's with it) is a noticeable part of a cold start."""
    package = Path(__file__).resolve().parents[1]
    packaged = package / "cards"
    if packaged.is_dir():
        return packaged
    return package.parents[1] / "cards"


def bundled_names() -> list[str]:
    root = bundled_root()
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "game.yaml").is_file())


def is_path(name: str) -> bool:
    """Whether the user named a pack by a path (`./mygame`, `cards/mine`, `/home/me/x`, `.`) rather than by a
    bare word (`mygame`)."""
    return "/" in name or os.sep in name or name in (".", "..")


def bundled_pack(name: str) -> Path | None:
    """The folder of the bundled pack named `name`; None for a path or a word that is no bundled pack's name."""
    if not name or is_path(name):
        return None
    root = bundled_root() / name
    return root if (root / "game.yaml").is_file() else None


def local_pack(name: str) -> Path | None:
    """The pack folder the user can see under `name` (a folder with a game.yaml, or the game.yaml itself); None
    when there is none."""
    path = Path(name)
    if path.is_file() and path.name == "game.yaml":
        return path.parent
    return path if path.is_dir() and (path / "game.yaml").is_file() else None


def resolve_pack(name: str) -> Path:
    """A pack is named by a folder (a path, or a bare word naming a folder here) or by its bundled name.

    A folder the user can see wins over a bundled pack of the same name: a designer who copied a bundled pack to
    change it means the copy in front of them. Since playing a pack runs its rules module's code, the folder
    never takes the bundled pack's place unnoticed: when both exist, a note on stderr says which one is used and
    where the other is. A bare word with no folder here is the bundled pack of that name."""
    local, bundled = local_pack(name), bundled_pack(name)
    if local is not None:
        if bundled is not None and local.resolve() != bundled.resolve():
            _note_shadowing(name, bundled)
        return local
    if bundled is not None:
        return bundled
    if Path(name).is_dir():
        raise _not_found(name, f"'{name}' has no game.yaml")
    import difflib  # only for a name that is no pack

    close = difflib.get_close_matches(name, bundled_names(), n=1)
    hint = f"did you mean '{close[0]}'?" if close else "bundled packs: " + ", ".join(bundled_names())
    raise _not_found(name, hint)


_NOTED: set[Path] = set()


def _note_shadowing(name: str, bundled: Path) -> None:
    """Tells, once per folder, that the folder here is used rather than the bundled pack of that name."""
    folder = Path(name).resolve()
    if folder not in _NOTED:
        _NOTED.add(folder)
        print(
            f"cardsmith: note: '{name}' is the folder {name} here, not the bundled pack {bundled.name} "
            f"(the bundled one is {bundled})",
            file=sys.stderr,
        )


def _not_found(name: str, hint: str) -> DiagnosticError:
    """A pack that is not there is a usage error (exit 2): nothing was read."""
    return DiagnosticError(Diagnostic("E401", f"no pack '{name}'", "cardsmith", hint=hint), usage=True)


def shown_root(name: str, root: Path) -> str:
    """How a pack's files are named in diagnostics: as the user named the pack."""
    bundled = bundled_pack(name)
    if bundled is not None and root.resolve() == bundled.resolve():
        return f"cards/{name}"
    return str(root) if Path(name).is_file() else name.rstrip("/") or "."


def given_name(pack_name: str, shown: str) -> str:
    """How to name a pack on a command line again, from its `shown_root`: a bundled pack by its name, a folder as
    the user named it."""
    return pack_name if shown == f"cards/{pack_name}" else shown


def content_hash(root: Path) -> str:
    """Everything a check depends on: the pack's YAML, the grammars, the registry, the checker's own code and
    cardsmith's version."""
    digest = hashlib.sha256(_checker_digest())
    folder = resolved_folder(root)
    for path in sorted(root.rglob("*")):
        if path.suffix in (".yaml", ".yml"):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(_content(path, root, folder))
    return digest.hexdigest()


@cache
def _checker_digest() -> bytes:
    """cardsmith's version, grammars and checker code: the same for every pack of a run, so read once."""
    digest = hashlib.sha256(f"{__version__}\0".encode())
    for grammar in GRAMMAR_FILES:
        digest.update(grammar.read_bytes())
    for folder in CHECKER_FOLDERS:
        for source in sorted(folder.glob("*.py")):
            digest.update(source.read_bytes())
    return digest.digest()


def _content(path: Path, root: Path, folder: str | None = None) -> bytes:
    """A file's bytes, read by the rules a check reads it by; for a file the check refuses (a FIFO, a link out
    of the pack, a huge file), why, since that is what the check's result says about it."""
    try:
        return read_bytes(path, str(path), root, folder=folder)
    except DiagnosticError as refused:
        return f"\0refused: {refused.diagnostic.message}".encode()


def cache_dir() -> Path:
    """The user's cache folder for cardsmith (never a shared temporary folder)."""
    base = os.environ.get("CARDSMITH_CACHE")
    if base:
        return Path(base)
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(xdg) / "cardsmith"
