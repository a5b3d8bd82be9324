"""`python -m cardsmith.compiler.write_tables [--check | --force]`: the parser tables shipped with the package.

The effect grammar is completed from the registry before Lark sees it, so its tables are written from the
compiler's side of the layers; the query grammar's from its file. Only stale files are written (Lark's state
numbering varies between builds, so a rewritten file differs in bytes, not in meaning).
"""

from __future__ import annotations

import sys

import lark

from ..grammar.tables import EFFECTS, stale, write_shipped
from .syntax import effect_grammar


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    texts = {EFFECTS: effect_grammar()}
    if args == ["--check"]:
        old = stale(texts)
        for grammar in old:
            print(f"{grammar.shipped.name} is stale: run python -m cardsmith.compiler.write_tables", file=sys.stderr)
        return 1 if old else 0
    if args not in ([], ["--force"]):
        print("usage: python -m cardsmith.compiler.write_tables [--check | --force]", file=sys.stderr)
        return 2
    written = write_shipped(texts, force=args == ["--force"])
    for path in written:
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    if not written:
        print("the shipped tables match the grammars and lark " + lark.__version__)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
