"""`python -m cardsmith.compiler.shipped [--check | --force]`: what ships pre-built with the package.

What a cold `check` would otherwise build first: the LALR tables of the grammars (the effect grammar is
completed from the registry before Lark sees it, which is why this lives on the compiler's side of the layers),
the reducers of their rules (`grammar/reducers.py`) and the compiled JSON Schema validators of game.yaml and card
files. Only stale files are written: Lark's state
numbering varies between builds, so a rewritten table differs in bytes, not in meaning. `--check` exits 1 when
one is stale, naming it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..grammar.tables import EFFECTS, REDUCERS, stale_reducers, write_reducers
from ..grammar.tables import stale as stale_tables
from ..grammar.tables import write_shipped as write_tables
from . import validate
from .syntax import effect_grammar


def stale() -> list[str]:
    """The shipped files that do not match their sources (or the installed lark or fastjsonschema)."""
    texts = {EFFECTS: effect_grammar()}
    reducers = [REDUCERS.name] if stale_reducers(texts) else []
    return [g.shipped.name for g in stale_tables(texts)] + reducers + [f"fastschemas/{n}.py" for n in validate.stale()]


def write(force: bool = False) -> list[Path]:
    texts = {EFFECTS: effect_grammar()}
    tables = write_tables(texts, force=force)
    return tables + write_reducers(texts, force=force) + validate.write_shipped(force=force)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["--check"]:
        old = stale()
        for name in old:
            print(f"{name} is stale: run python -m cardsmith.compiler.shipped", file=sys.stderr)
        return 1 if old else 0
    if args not in ([], ["--force"]):
        print("usage: python -m cardsmith.compiler.shipped [--check | --force]", file=sys.stderr)
        return 2
    written = write(force=args == ["--force"])
    for path in written:
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    if not written:
        print("the shipped tables and validators match their sources")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
