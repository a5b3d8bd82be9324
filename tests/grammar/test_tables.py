"""The parser tables shipped with the package are the grammars' own: same hash, and the same results as
parsers built from the grammar text now, on every effect text and deck query of the bundled packs."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import lark
import pytest
from lark import Lark
from lark.exceptions import UnexpectedInput

from cardsmith.base.paths import bundled_names, cache_dir, resolve_pack, shown_root
from cardsmith.compiler.shipped import main as write_shipped
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.compiler.transform import IRBuilder
from cardsmith.grammar import tables
from cardsmith.grammar.plugins import KeywordContextualLexer, TableParser, _keyword_callbacks
from cardsmith.grammar.tables import EFFECTS, GRAMMARS, QUERY, Grammar
from cardsmith.pack import query
from cardsmith.pack.catalogue import _Loader, load_pack

QUERIES = [
    "",
    "draw",
    '"Big Bang"',
    'type:action cost.energy>=2 text:draw name:"Big Bang" -type:planet (faction:gaul or faction:roman) not x',
    "a or b c or -d",
    "cost!=3 sides.0:front copies<2 copies<=2 copies>1",
    "((a))",
    "type:",
    "(a",
    "a)",
    ">= 2",
    'name:"unclosed',
]


def text_of(grammar: Grammar) -> str | None:
    """What Lark is given: the effect grammar completed from the registry, the query grammar's file."""
    return effect_grammar() if grammar is EFFECTS else None


@pytest.fixture(autouse=True)
def _fresh_tables() -> Iterator[None]:
    """Each test reads the tables anew (they are read once per process otherwise)."""
    tables.tables.cache_clear()
    yield
    tables.tables.cache_clear()


@pytest.fixture(scope="module")
def built() -> dict[str, Lark]:
    """Parsers built from the grammar text now (no table file read or written)."""
    return {g.name: tables.build(g, text_of(g)) for g in GRAMMARS}


def effect_texts() -> list[str]:
    """Every effect text of the bundled packs (cards, rules, setup, flow, end and scoring)."""
    texts: set[str] = set()
    for name in bundled_names():
        root = resolve_pack(name)
        loader = _Loader(root, shown_root(name, root))
        loader.run()
        texts |= set(loader.compiled)
    return sorted(texts)


def deck_queries() -> list[str]:
    found = []
    for name in bundled_names():
        deck = load_pack(name).game.get("deck") or {}
        found += [c["select"] for c in deck.get("counts") or [] if isinstance(c, dict) and c.get("select")]
    return found


def _outcome(parser: Lark, builder: IRBuilder | None, text: str) -> Any:
    """What a parser makes of a text: its result (and the names it met), or where and why it stopped."""
    if builder is not None:
        builder.reset()
    try:
        result = parser.parse(text)
    except UnexpectedInput as error:
        expected = sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or [])
        return type(error).__name__, error.line, error.column, expected
    return result, builder.reset() if builder is not None else None


@pytest.mark.parametrize("grammar", GRAMMARS, ids=lambda g: g.name)
def test_the_shipped_tables_match_the_grammar_and_lark(grammar: Grammar) -> None:
    first = grammar.shipped.read_bytes().partition(b"\n")[0].decode()
    magic, version, key, lark_version = first.split()
    assert (magic, int(version)) == (tables.MAGIC, tables.FORMAT)
    stale = f"{grammar.path.name} changed: run python -m cardsmith.compiler.shipped"
    assert key == tables.source_key(grammar, text_of(grammar)), stale
    assert lark_version == lark.__version__, f"lark is {lark.__version__}: run python -m cardsmith.compiler.shipped"
    assert tables.read_tables(grammar.shipped, grammar, text_of(grammar)) is not None
    assert write_shipped(["--check"]) == 0


@pytest.mark.parametrize("grammar", GRAMMARS, ids=lambda g: g.name)
def test_the_shipped_tables_are_used_and_nothing_is_built(grammar: Grammar, monkeypatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Lark:
        raise AssertionError("built the tables although the shipped ones match")

    monkeypatch.setattr(tables, "build", refuse)
    assert isinstance(tables.load_parser(grammar, text_of(grammar)), Lark)
    assert not tables.cached_path(grammar, text_of(grammar)).exists()


def test_the_shipped_effects_parser_makes_the_ir_of_a_freshly_built_one(built) -> None:
    """Every text whole, and cut in half (a syntax error: same place, same expected words)."""
    texts = effect_texts()
    assert len(texts) > 300
    grammar = effect_grammar()
    assert tables.read_tables(EFFECTS.shipped, EFFECTS, grammar) is not None  # the parser below is made from it
    shipped_builder, fresh_builder = IRBuilder(), IRBuilder()
    shipped = tables.load_parser(EFFECTS, grammar, transformer=shipped_builder)
    fresh = tables.build(EFFECTS, grammar, transformer=fresh_builder)
    assert not tables.cached_path(EFFECTS, grammar).exists()
    assert isinstance(shipped.parser.lexer, KeywordContextualLexer)  # against Lark's own lexer, in `fresh`
    errors = 0
    for text in texts:
        for part in (text, text[: len(text) // 2]):
            outcome = _outcome(shipped, shipped_builder, part)
            assert outcome == _outcome(fresh, fresh_builder, part), part
            errors += isinstance(outcome[0], str)
    assert errors > 100  # the halves exercise the error paths
    tree = tables.load_parser(EFFECTS, grammar)
    assert all(tree.parse(t) == built["effects"].parse(t) for t in texts[:50])  # no transformer: same trees


def test_the_shipped_query_parser_reads_queries_as_a_freshly_built_one(built) -> None:
    queries = deck_queries() + QUERIES
    assert len(queries) > 20
    shipped = tables.load_parser(QUERY, propagate_positions=True)
    fresh = tables.build(QUERY, propagate_positions=True)
    for text in queries:
        mine, theirs = _outcome(shipped, None, text), _outcome(fresh, None, text)
        assert mine == theirs, text
        tree = mine[0]
        if isinstance(tree, lark.Tree) and (tree.children or tree.data != "start"):  # the search's nodes, columns
            assert query._build(tree) == query._build(theirs[0]), text


@pytest.mark.parametrize("grammar", GRAMMARS, ids=lambda g: g.name)
def test_a_changed_grammar_does_not_use_the_shipped_tables(grammar: Grammar, built, monkeypatch) -> None:
    """A grammar edited since its tables were written: built once, then read from the user's cache."""
    monkeypatch.setattr(tables, "source_key", lambda g, text=None: "0123456789abcdef")
    calls = []

    def build(g: Grammar, text: str | None = None, **options: Any) -> Lark:
        calls.append(g.name)
        return built[g.name]

    monkeypatch.setattr(tables, "build", build)
    text = text_of(grammar)
    assert tables.read_tables(grammar.shipped, grammar, text) is None
    first = tables.load_parser(grammar, text)
    assert calls == [grammar.name]
    assert tables.cached_path(grammar, text).is_relative_to(cache_dir())
    assert tables.cached_path(grammar, text).exists()

    tables.tables.cache_clear()
    again = tables.load_parser(grammar, text)  # from the user's cache this time
    assert calls == [grammar.name]
    assert {t.name for t in again.terminals} == {t.name for t in first.terminals}


def test_another_lark_does_not_use_the_shipped_tables(monkeypatch) -> None:
    monkeypatch.setattr(lark, "__version__", "99.0.0")
    assert tables.read_tables(QUERY.shipped, QUERY) is None
    assert write_shipped(["--check"]) == 1
    parser = tables.load_parser(QUERY)
    assert parser.parse("a or b").data == "disjunction"
    assert "lark99.0.0" in tables.cached_path(QUERY).name and tables.cached_path(QUERY).exists()


def test_a_table_file_holds_plain_data_only(tmp_path: Path) -> None:
    """A class or function named in the pickle is refused, so a table file can never run code."""
    evil = tmp_path / "evil.tables"
    evil.write_bytes(tables.header(QUERY) + pickle.dumps({"data": Path("x"), "memo": {}}))
    assert tables.read_tables(evil, QUERY) is None
    broken = tmp_path / "broken.tables"
    broken.write_bytes(tables.header(QUERY) + b"not a pickle")
    assert tables.read_tables(broken, QUERY) is None


def test_cached_tables_live_in_the_users_cache_folder() -> None:
    for grammar in GRAMMARS:
        assert tables.cached_path(grammar).parent == cache_dir()
        assert grammar.shipped.parent == Path(tables.__file__).parent


def test_keywords_with_flags_are_left_to_lark() -> None:
    """`"draw"i` matches DRAW too: no dict says that, so Lark's own scanner does it."""
    import re

    from lark.lexer import PatternRE, PatternStr, TerminalDef

    name = TerminalDef("NAME", PatternRE("[a-z]+"))
    plain, folded = TerminalDef("DRAW", PatternStr("draw")), TerminalDef("GAIN", PatternStr("gain", ["i"]))
    found = _keyword_callbacks([name, plain], 0, re)
    assert found is not None and found[0] == [name] and found[1]["NAME"].kinds == {"draw": "DRAW"}
    assert _keyword_callbacks([name, plain, folded], 0, re) is None


def test_another_lark_lexes_with_its_own_lexer(monkeypatch) -> None:
    monkeypatch.setattr(lark, "__version__", "99.0.0")
    parser = tables.load_parser(QUERY)
    assert not isinstance(parser.parser.lexer, KeywordContextualLexer)


@pytest.mark.parametrize("grammar", GRAMMARS, ids=lambda g: g.name)
def test_the_parse_table_is_read_as_lark_reads_it(grammar: Grammar) -> None:
    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    from lark.parsers.lalr_analysis import IntParseTable
    from lark.utils import SerializeMemoizer

    data = tables.read_tables(grammar.shipped, grammar, text_of(grammar))
    assert data is not None
    memo = SerializeMemoizer.deserialize(data["memo"], {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    table = data["data"]["parser"]["parser"]
    theirs = IntParseTable.deserialize(table, memo)
    mine = TableParser.deserialize(table, memo, callbacks={})._parse_table
    assert mine.states == theirs.states
    assert all(mine.states[s][t][0] is theirs.states[s][t][0] for s in mine.states for t in mine.states[s])
    assert (mine.start_states, mine.end_states) == (theirs.start_states, theirs.end_states)
    assert isinstance(tables.load_parser(grammar, text_of(grammar)).parser.parser, TableParser)
