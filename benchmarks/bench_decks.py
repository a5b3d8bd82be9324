"""Searching the bundled packs and checking their complete decks, in-process (packs loaded once).

    python benchmarks/bench_decks.py [--runs N]

Figures are medians over N runs: a field query and a text query (which formats every card's rules
text) over every bundled pack, and `deck check` of each pack's `decks/full.txt` (reading, resolving
and checking, without loading the pack).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from cardsmith.base.paths import bundled_names, bundled_root
from cardsmith.decks.check import check_deck
from cardsmith.decks.lists import read_deck
from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.query import select


def median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    packs = [load_pack(name) for name in bundled_names()]
    cards = sum(len(p.cards) for p in packs)
    field_ms = median_ms(lambda: [select(p, "copies>=1 -name:zzz or copies=0 (id:a or not id:b)") for p in packs], runs)
    print(f"field query over {cards} cards: {field_ms:.1f} ms ({1000 * field_ms / cards:.1f} µs per card)")
    text_ms = median_ms(lambda: [select(p, "gain or draw") for p in packs], runs)
    print(f"text query over {cards} cards: {text_ms:.1f} ms ({1000 * text_ms / cards:.1f} µs per card)")
    for pack in packs:
        path = bundled_root() / pack.name / "decks" / "full.txt"
        ms = median_ms(lambda pack=pack, path=path: check_deck(read_deck(path, str(path), pack), pack), runs)
        print(f"deck check {pack.name}/decks/full.txt ({sum(c.copies for c in pack.cards)} cards): {ms:.1f} ms")


if __name__ == "__main__":
    main()
