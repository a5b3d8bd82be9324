"""The parser tables shipped with the package are the grammars' own: same hash, and the same results as
parsers built from the grammar text now, on every effect text and deck query of the bundled packs, with
the pure-Python plugins and (where it is installed) with lark-cython's."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import lark
import pytest
from lark import Lark, Token
from lark.exceptions import UnexpectedInput

from cardsmith.base.paths import bundled_names, cache_dir, resolve_pack, shown_root
from cardsmith.compiler.shipped import main as write_shipped
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.compiler.transform import IRBuilder
from cardsmith.grammar import plugins, tables
from cardsmith.grammar.plugins import KeywordContextualLexer, TableParser, _keyword_callbacks
from cardsmith.grammar.tables import EFFECTS, GRAMMARS, QUERY, Grammar
from cardsmith.grammar.tokenizer import FastLexer
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


NO_CYTHON = "lark-cython is not installed here (or CARDSMITH_NO_LARK_CYTHON is set): only the pure plugins run"

# The plugin sets a shipped parser may be made with.
PLUGIN_SETS = [
    pytest.param("pure", id="pure"),
    pytest.param("cython", id="cython", marks=pytest.mark.skipif(tables.cython_plugins() is None, reason=NO_CYTHON)),
]


def _c_token() -> type:
    from cardsmith.grammar import cplugins

    return cplugins._c.Token


def plugin_set(name: str) -> dict[str, Any]:
    found = plugins.PURE if name == "pure" else tables.cython_plugins()
    assert found is not None
    return found


def canonical(value: Any) -> Any:
    """A syntax tree with each token as (type, text, line, column): Lark's and lark-cython's tokens compare
    equal to any token or text of the same text, whatever their type or place."""
    if isinstance(value, lark.Tree):
        return ("tree", str(value.data), [canonical(c) for c in value.children])
    if isinstance(value, plugins.TOKENS):
        return ("token", value.type, value.value, value.line, value.column)
    return value


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


@cache
def effect_texts() -> list[str]:
    """Every effect text of the bundled packs (cards, rules, setup, flow, end and scoring)."""
    texts: set[str] = set()
    for name in bundled_names():
        root = resolve_pack(name)
        loader = _Loader(root, shown_root(name, root))
        loader.run()
        texts |= set(loader.compiled)
    return sorted(texts)


@cache
def deck_queries() -> list[str]:
    found = []
    for name in bundled_names():
        deck = load_pack(name).game.get("deck") or {}
        found += [c["select"] for c in deck.get("counts") or [] if isinstance(c, dict) and c.get("select")]
    return found


def plain(value: Any) -> Any:
    """`value`, which must be plain JSON data: no token in it (a token equals its text, and lark-cython's is
    not even a `str`)."""
    if isinstance(value, dict):
        assert all(type(k) is str for k in value), value
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    assert value is None or type(value) in (str, int, bool), (type(value), value)
    return value


def _outcome(parser: Lark, builder: IRBuilder | None, text: str) -> Any:
    """What a parser makes of a text: its result (and the names it met), or where and why it stopped."""
    if builder is not None:
        builder.reset()
    try:
        result = parser.parse(text)
    except UnexpectedInput as error:
        expected = sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or [])
        if getattr(getattr(error, "token", None), "type", "$END") != "$END":
            # An unknown word where only keywords may come is refused by the shipped parser, which can also take the
            # end of the text there; Lark's own refuses it in the lexer, which does not list the end.
            expected = [name for name in expected if name != "$END"]
        where = canonical(getattr(error, "token", None)), getattr(error, "pos_in_stream", None)
        return type(error).__name__, error.line, error.column, expected, where
    if builder is None:
        return canonical(result), None
    refs = builder.reset()
    assert all(type(r.name) is str and type(r.line) is int and type(r.column) is int for r in refs), refs
    return plain(result), refs


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


@pytest.mark.parametrize("kind", [PLUGIN_SETS[1], pytest.param("pure", id="pure", marks=pytest.mark.slow)])  # ~4 s
def test_the_shipped_effects_parser_makes_the_ir_of_a_freshly_built_one(built, kind: str) -> None:
    """Every text whole, and cut in half (a syntax error: same place, same expected words)."""
    texts = effect_texts()
    assert len(texts) > 300
    grammar = effect_grammar()
    assert tables.read_tables(EFFECTS.shipped, EFFECTS, grammar) is not None  # the parser below is made from it
    shipped_builder, fresh_builder = IRBuilder(), IRBuilder()
    chosen = plugin_set(kind)
    shipped = tables.load_parser(EFFECTS, grammar, transformer=shipped_builder, _plugins=chosen)
    fresh = tables.build(EFFECTS, grammar, transformer=fresh_builder)
    assert not tables.cached_path(EFFECTS, grammar).exists()
    lexer = shipped.parser.lexer  # `grammar.tokenizer`'s, standing for the plugins' own (made only when needed)
    assert isinstance(lexer, FastLexer) and lexer.token is (Token if kind == "pure" else _c_token())
    assert type(fresh.parser.lexer).__module__ == "lark.lexer"  # against Lark's own lexer
    errors = 0
    for text in texts:
        for part in (text, text[: len(text) // 2]):
            outcome = _outcome(shipped, shipped_builder, part)
            assert outcome == _outcome(fresh, fresh_builder, part), part
            errors += isinstance(outcome[0], str)
    assert errors > 100  # the halves exercise the error paths
    tree = tables.load_parser(EFFECTS, grammar, _plugins=chosen)
    for text in texts[:50]:  # no transformer: the same trees, the same tokens in the same places
        assert canonical(tree.parse(text)) == canonical(built["effects"].parse(text)), text


@pytest.mark.parametrize("kind", PLUGIN_SETS)
def test_the_shipped_query_parser_reads_queries_as_a_freshly_built_one(built, kind: str) -> None:
    queries = deck_queries() + QUERIES
    assert len(queries) > 20
    shipped = tables.load_parser(QUERY, propagate_positions=True, _plugins=plugin_set(kind))
    fresh = tables.build(QUERY, propagate_positions=True)
    for text in queries:
        mine, theirs = _outcome(shipped, None, text), _outcome(fresh, None, text)
        assert mine == theirs, text
        if not isinstance(mine[0], str):  # a tree: the search's nodes, columns
            tree, fresh_tree = shipped.parse(text), fresh.parse(text)
            if tree.children or tree.data != "start":
                assert query._build(tree) == query._build(fresh_tree), text


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
    """Lark's own lexer and parser (not lark-cython's either: these are tested with one lark release)."""
    monkeypatch.setattr(lark, "__version__", "99.0.0")
    parser = tables.load_parser(QUERY)
    assert not isinstance(parser.parser.lexer, KeywordContextualLexer)
    assert type(parser.parser.lexer).__module__ == "lark.lexer"
    assert type(parser.parser.parser).__module__ == "lark.parsers.lalr_parser"


@pytest.mark.parametrize("grammar", GRAMMARS, ids=lambda g: g.name)
def test_the_parse_table_is_read_as_lark_reads_it(grammar: Grammar, built) -> None:
    """A freshly built parser's tables, serialised as the shipped ones are (equal pieces once, the parse table
    compact) and as Lark saves them: the plugins read the rules, terminals and parse table Lark reads."""
    import io

    from lark.grammar import Rule
    from lark.lexer import TerminalDef
    from lark.parsers.lalr_analysis import IntParseTable
    from lark.utils import SerializeMemoizer

    shipped = tables.read_tables(grammar.shipped, grammar, text_of(grammar))
    assert shipped is not None and shipped["data"]["parser"]["parser"]["form"] == plugins.COMPACT

    content = tables.serialise(built[grammar.name], grammar, text_of(grammar), compact=True).partition(b"\n")[2]
    data = tables._PlainData(io.BytesIO(content)).load()
    lark_data, lark_memo = built[grammar.name].memo_serialize([TerminalDef, Rule])
    memo = SerializeMemoizer.deserialize(lark_memo, {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    mine_memo = plugins.memo_objects(data["memo"])
    assert mine_memo.keys() == memo.keys()
    for n, theirs_object in memo.items():
        mine_object = mine_memo[n]
        assert type(mine_object) is (plugins._Reduction if type(theirs_object) is Rule else type(theirs_object))
        if isinstance(theirs_object, Rule):
            assert mine_object == theirs_object and mine_object._hash == theirs_object._hash
            assert (mine_object.order, mine_object.alias) == (theirs_object.order, theirs_object.alias)
            assert [s.fullrepr for s in mine_object.expansion] == [s.fullrepr for s in theirs_object.expansion]
            assert vars(mine_object.options) == vars(theirs_object.options)
        else:
            assert (mine_object.name, mine_object.priority) == (theirs_object.name, theirs_object.priority)
            assert vars(mine_object.pattern) == vars(theirs_object.pattern)

    theirs = IntParseTable.deserialize(lark_data["parser"]["parser"], memo)
    for table in (data["data"]["parser"]["parser"], lark_data["parser"]["parser"]):  # compact, and Lark's form
        mine = TableParser.deserialize(table, memo, callbacks={})._parse_table
        assert mine.states == theirs.states
        assert all(mine.states[s][t][0] is theirs.states[s][t][0] for s in mine.states for t in mine.states[s])
        assert (mine.start_states, mine.end_states) == (theirs.start_states, theirs.end_states)
    assert isinstance(tables.load_parser(grammar, text_of(grammar)).parser.parser, tables.plugins()["LALR_Parser"])
    assert isinstance(tables.load_parser(grammar, text_of(grammar), _plugins=plugins.PURE).parser.parser, TableParser)
