"""`cardsmith deck check DECK --game PACK`: a deck list's violations, and whether it is valid."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..catalogue import load_pack
from .check import Result, check_deck
from .lists import read_deck

EXIT_OK, EXIT_INVALID = 0, 1


def run_check(deck_path: str, pack_path: str, output: str = "text") -> int:
    pack = load_pack(pack_path)
    if not pack.ok:
        for d in pack.diagnostics:
            print(d.render({p: f.lines for p, f in pack.files.items()}), file=sys.stderr)
        print(f"{pack.name}: the pack has errors; fix them before checking decks", file=sys.stderr)
        return EXIT_INVALID
    deck = read_deck(Path(deck_path), deck_path, pack)
    result = check_deck(deck, pack)
    if output == "json":
        print(json.dumps(_as_json(result, pack.name), indent=2, ensure_ascii=False))
    else:
        for violation in result.violations:
            print(violation.diagnostic().render({deck.path: deck.lines}), file=sys.stderr)
        print(_summary(result, pack.name))
    return EXIT_INVALID if result.status == "invalid" else EXIT_OK


def _summary(result: Result, pack: str) -> str:
    wrong = sum(not v.incomplete for v in result.violations)
    missing = len(result.violations) - wrong
    text = f"{result.deck.path}: {result.status} - {result.cards} cards for {pack}"
    if result.violations:
        text += f"; {wrong} error(s), {missing} thing(s) still missing"
    return text


def _as_json(result: Result, pack: str) -> dict[str, object]:
    return {
        "deck": result.deck.path,
        "pack": pack,
        "status": result.status,
        "ok": result.status != "invalid",
        "cards": result.cards,
        "violations": [v.to_json() for v in result.violations],
    }
