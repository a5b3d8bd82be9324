"""`cardsmith check`: packs checked, with results cached by a hash of each pack's content.

A hit needs nothing but hashing the pack's files, so a warm `check` imports neither lark nor
jsonschema. The key covers every byte the result depends on (the pack's YAML, the grammars, the
registry that completes the effect grammar and cardsmith's version), so a stale result is never served.
Packs are checked in this one process: for the bundled packs, forking workers cost more than they saved.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..base.diagnostics import DiagnosticError
from ..base.files import write_atomically
from ..base.paths import bundled_names, cache_dir, content_hash, shown_root
from .common import EXIT_INVALID, EXIT_OK, HERE, UsageError, add_format, resolve, working


def add_arguments(command: str, parser: argparse.ArgumentParser) -> None:
    """The arguments of one of this module's commands, and the function that runs it."""
    if command == "check":
        parser.add_argument(
            "packs",
            nargs="*",
            metavar="PACK",
            help="a bundled pack's name or a pack folder (default: the pack in this folder, else every bundled pack)",
        )
        add_format(parser)
        parser.add_argument("--no-cache", action="store_true", help="check everything again, ignoring the cache")
        parser.set_defaults(run=run_check)


def run_check(args: argparse.Namespace) -> int:
    names = args.packs or ([HERE] if Path("game.yaml").is_file() else bundled_names())
    if not names:
        raise UsageError("no packs given and no bundled packs found")
    with _no_collections():
        results = check_packs_cached([(name, resolve(name)) for name in names], use_cache=not args.no_cache)
    failed = any(not r["ok"] for r in results)
    if args.format == "json":
        print(json.dumps({"ok": not failed, "packs": results}, indent=2, ensure_ascii=False))
    else:
        for result in results:
            for text in result["rendered"]:
                print(text, file=sys.stderr)
        for result in results:
            print(summary_line(result))
        total = sum(r["summary"]["cards"] for r in results)
        errors = sum(r["errors"] for r in results)
        print(f"{len(results)} pack(s), {total} cards: " + ("all valid" if not failed else f"{errors} error(s)"))
    return EXIT_INVALID if failed else EXIT_OK


@contextmanager
def _no_collections() -> Iterator[None]:
    """Checking makes hundreds of thousands of objects that live to the end (parser tables, YAML nodes,
    IR) and a few hundred cycles, yet Python's collector walked them again and again: 6-8% of a cold
    check. So it rests while packs are checked; the few cycles wait for a full collection."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()  # all that the check made goes to the oldest generation as it is, rather than
        gc.unfreeze()  # into one young generation that the next allocation would have walked whole
        if enabled:
            gc.enable()


def summary_line(result: dict[str, Any]) -> str:
    s = result["summary"]
    types = ", ".join(f"{n} {t}" for t, n in sorted(s["card_types"].items()))
    parts = ", ".join(f"{n} {k}" for k, n in sorted(s["components"].items()))
    status = "ok" if result["ok"] else f"{result['errors']} error(s)"
    line = f"{s['pack']}: {status} - {s['cards']} cards ({types})"
    if parts:
        line += f"; components: {parts}"
    return line + f"; {s['effects']} effect texts"


def check_packs_cached(packs: list[tuple[str, Path]], use_cache: bool = True) -> list[dict[str, Any]]:
    """The check results of several packs, in order: from the cache when a pack's content has not
    changed, otherwise checked now."""
    results: list[dict[str, Any]] = []
    for name, root in packs:
        key = content_hash(root) + ":" + shown_root(name, root)
        entry = cache_dir() / "check" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"
        result = _load(entry) if use_cache else None
        if result is None:
            with working(f"{root.resolve().name if name == HERE else shown_root(name, root)}: checking"):
                result = check_pack(name)
            _store(entry, result)
        results.append(result)
    return results


def check_pack(name: str) -> dict[str, Any]:
    from ..base.diagnostics import sort_key
    from ..pack import load_pack, summary

    pack = load_pack(name)
    lines = {path: located.lines for path, located in pack.files.items()}
    diagnostics = sorted(pack.diagnostics, key=sort_key)
    return {
        "pack": pack.name,
        "ok": pack.ok,
        "errors": sum(1 for d in diagnostics if d.severity == "error"),
        "summary": summary(pack),
        "diagnostics": [d.to_json() for d in diagnostics],
        "rendered": [d.render(lines) for d in diagnostics],
    }


def _load(entry: Path) -> dict[str, Any] | None:
    try:
        return dict(json.loads(entry.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return None


def _store(entry: Path, result: dict[str, Any]) -> None:
    """Writes atomically (a check killed mid-write leaves no half entry); a cache that cannot be written is
    simply not used."""
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(entry, json.dumps(result).encode("utf-8"), durable=False)
    except (OSError, DiagnosticError):
        pass
