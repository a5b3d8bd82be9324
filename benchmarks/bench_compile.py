"""Compile throughput: effects per second, against a raw Lark parse of the same texts.

    python benchmarks/bench_compile.py [--rounds N]

The texts are every effect text of the bundled packs. "raw Lark" builds a syntax tree with the same
grammar and options and nothing else; "cardsmith" is `compile_text`: shape checks, parse, IR built
from the registry, names recorded for the semantic checks. Goal: cardsmith adds at most 10 %. The raw
parser is Lark's own, in pure Python; cardsmith's runs on lark-cython where it is installed
(CARDSMITH_NO_LARK_CYTHON=1: pure Python too).
"""

from __future__ import annotations

import argparse
import statistics
import time

from lark import Lark

from cardsmith.base.paths import bundled_names
from cardsmith.compiler import compile_text
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.pack.catalogue import load_pack
from cardsmith.pack.formatting import _texts


def bundled_texts() -> list[str]:
    texts: list[str] = []
    for name in bundled_names():
        pack = load_pack(name)
        for located in pack.files.values():
            texts += [text for _, text in _texts(located, pack.game)]
    return texts


def timed(fn, texts: list[str], rounds: int) -> float:
    """Median seconds for one pass over all texts."""
    runs = []
    for _ in range(rounds):
        start = time.perf_counter()
        for text in texts:
            fn(text)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--rounds", type=int, default=15)
    rounds = args.parse_args().rounds
    texts = bundled_texts()
    raw = Lark(effect_grammar(), parser="lalr", maybe_placeholders=True)
    for text in texts[:50]:  # warm both up
        raw.parse(text)
        compile_text(text)
    raw_time = timed(raw.parse, texts, rounds)
    ours = timed(compile_text, texts, rounds)
    size = sum(len(t) for t in texts)
    from cardsmith.grammar.tables import cython_plugins

    engine = "lark-cython" if cython_plugins() else "pure Python"
    print(f"{len(texts)} effect texts, {size / len(texts):.0f} characters on average, median of {rounds} rounds")
    print(f"cardsmith's parser: {engine}")
    print(f"raw Lark parse (tree)   {len(texts) / raw_time:10,.0f} effects/s  {raw_time * 1000:8.1f} ms")
    print(f"cardsmith compile (IR)  {len(texts) / ours:10,.0f} effects/s  {ours * 1000:8.1f} ms")
    print(f"ratio cardsmith / raw   {ours / raw_time:10.2f}x  (goal: at most 1.10x)")


if __name__ == "__main__":
    main()
