"""Where lark-cython is installed, the parsers are made with it (`cardsmith.grammar.cplugins`); they must
give what the pure-Python ones give: the same IR, the same names at the same lines and columns, the same
syntax errors (place, message, expected words), on every effect text of the bundled packs (whole and cut
in half) and every deck query. Skipped, with the reason, where lark-cython is not installed."""

from __future__ import annotations

import os
import re
from typing import Any

import pytest
from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from test_tables import QUERIES, deck_queries, effect_texts, plain

from cardsmith import compiler
from cardsmith.base.diagnostics import DiagnosticError
from cardsmith.compiler import compile_text
from cardsmith.compiler.syntax import effect_grammar
from cardsmith.compiler.transform import IRBuilder
from cardsmith.grammar import describe, plugins, tables
from cardsmith.grammar.tables import EFFECTS, QUERY
from cardsmith.grammar.tokenizer import FastLexer
from cardsmith.pack import query


def _missing() -> str | None:
    """Why lark-cython's parsers cannot be compared here, if they cannot."""
    if os.environ.get(tables.NO_CYTHON, "") not in ("", "0"):
        return f"{tables.NO_CYTHON} is set: the parsers are pure Python"
    try:
        import lark_cython  # noqa: F401
    except ImportError:
        return "lark-cython is not installed here: there is no second parser to compare with the pure-Python one"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=_missing() or "")

# Texts that stop in the lexer (a character no terminal takes, or a terminal this state does not take, which
# Lark's contextual lexer reports as an unexpected token), at the end, on a later line, after a comment.
CRAFTED = [
    "gain 2 Energy",
    "draw 2 cards ^",
    'draw "unclosed',
    "draw draw",
    "draw 1 card\n  gain 2 energy\n# a note\nlose 1 points to",
    "draw 1 card;\n\ngain 2 energy ->",
    "once per turn: pay 2 energy to opponent -> advance 1 on any planet",
    "if you have more energy than opponent then gain 1 point else lose 1 point",
    "choose 1 [draw 1 card] or [gain (2 + count(cards in hand)) energy]",
    "modify strength + 2 of this",
    "whenever you gain energy: score 1",
    "",
    "\n",
    ";",
    "-",
    "draw -1 cards",
    "draw 1234567 cards",
    "ζ",
]


def parsers() -> tuple[tuple[IRBuilder, Lark], tuple[IRBuilder, Lark]]:
    """(builder, parser) of the effect grammar: pure Python, and lark-cython."""
    made = []
    for chosen in (plugins.PURE, tables.cython_plugins()):
        builder = IRBuilder()
        made.append((builder, tables.load_parser(EFFECTS, effect_grammar(), transformer=builder, _plugins=chosen)))
    return made[0], made[1]


def outcome(builder: IRBuilder, parser: Lark, text: str) -> Any:
    """The IR and names of a text, or its syntax problem as `describe` words it, and the error's own
    particulars (kind, place, expected terminals, the unexpected token)."""
    builder.reset()
    try:
        ir = parser.parse(text)
    except UnexpectedInput as error:
        builder.reset()
        token = getattr(error, "token", None)
        return (
            describe(error, text, parser),
            type(error).__name__,
            error.line,
            error.column,
            sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or []),
            None if token is None else (token.type, token.value, token.line, token.column),
            error.pos_in_stream if isinstance(error, UnexpectedCharacters) else None,
        )
    refs = builder.reset()
    assert all(type(r.name) is str and type(r.line) is int and type(r.column) is int for r in refs), refs
    return plain(ir), refs


def test_the_parsers_are_lark_cythons_by_default() -> None:
    from cardsmith.grammar import cplugins

    _, parser = compiler._ir_parser()
    assert isinstance(parser.parser.lexer, FastLexer)  # the effect grammar's tokens: `grammar.tokenizer`
    assert parser.parser.lexer.token is cplugins._c.Token  # lark-cython's tokens, for its parser loop in C
    assert isinstance(parser.parser.parser, cplugins.TableParser)
    assert isinstance(query._parser().parser.lexer, cplugins._c.ContextualLexer)  # the whole loop in C


def plugins_order(terminal: Any) -> tuple[int, int, int, str]:
    """The order a lexer's scanner tries its terminals in (Lark's and lark-cython's `BasicLexer`)."""
    return (-terminal.priority, -terminal.pattern.max_width, -len(terminal.pattern.value), terminal.name)


def test_lark_cythons_lexers_find_keywords_with_a_dict() -> None:
    """Its scanners are made with `cplugins._create_unless`: no keyword is left for a regular expression."""
    from cardsmith.grammar import cplugins

    _, parser = compiler._ir_parser()
    assert cplugins._c._create_unless is cplugins._create_unless
    terminals = sorted(parser.terminals, key=plugins_order)
    kept, callbacks = cplugins._create_unless(terminals, 0, re, False)
    assert {t.name for t in kept} < {t.name for t in terminals}
    assert all(not (t.pattern.type == "str" and t.pattern.value.isalpha()) for t in kept)  # no word is a terminal
    assert set(callbacks) == {"NAME"}


def test_where_only_keywords_may_come_one_word_pattern_finds_them() -> None:
    """A step's first word: a state's scanner of keywords alone (no name) is one word pattern and a dict, not an
    alternation of every keyword tried in turn."""
    from cardsmith.grammar import cplugins
    from cardsmith.grammar.plugins import KEYWORD_WORD

    _, parser = compiler._ir_parser()
    terminals = sorted(parser.terminals, key=plugins_order)
    keywords = [t for t in terminals if t.pattern.type == "str" and t.pattern.value.isalpha()]
    kept, callbacks = cplugins._create_unless(keywords, 0, re, False)
    assert [t.name for t in kept] == [KEYWORD_WORD]
    assert callbacks[KEYWORD_WORD](Token(KEYWORD_WORD, "gain")).type == "GAIN"


def test_lark_cython_makes_what_pure_python_makes_of_every_effect_text() -> None:
    texts = effect_texts()
    assert len(texts) > 300
    (pure_builder, pure), (fast_builder, fast) = parsers()
    problems = 0
    for text in [*texts, *CRAFTED]:
        for part in (text, text[: len(text) // 2]):
            mine = outcome(fast_builder, fast, part)
            assert mine == outcome(pure_builder, pure, part), part
            compiled = compile_text(part)  # the compiler's own parser, lark-cython's here
            if isinstance(mine[1], list):
                assert (compiled.ir, compiled.refs, compiled.problem) == (mine[0], mine[1], None), part
            else:
                assert compiled.problem == mine[0], part
                problems += 1
    assert problems > 100  # the halves and the crafted texts exercise the error paths


def test_the_errors_of_the_lexer_are_lark_cythons_too() -> None:
    """Both ways a lexer stops: a character no terminal takes, and a word this state does not take."""
    _, (_, fast) = parsers()
    kinds = set()
    for text in CRAFTED:
        try:
            fast.parse(text)
        except UnexpectedInput as error:
            kinds.add(type(error))
    assert {UnexpectedCharacters, UnexpectedToken} <= kinds


def _query_outcome(parser: Lark, text: str) -> Any:
    try:
        tree = parser.parse(text)
    except UnexpectedInput as error:
        return query._syntax_error(error, text).diagnostic
    return query._build(tree) if tree.children or tree.data != "start" else None


def test_lark_cython_reads_every_deck_query_as_pure_python_does() -> None:
    queries = deck_queries() + QUERIES + ["a -", 'x:"y', "cost<", "((a) or", "a !b", "é:1"]
    assert len(queries) > 20
    pure = tables.load_parser(QUERY, propagate_positions=True, _plugins=plugins.PURE)
    fast = tables.load_parser(QUERY, propagate_positions=True, _plugins=tables.cython_plugins())
    errors = 0
    for text in queries:
        mine = _query_outcome(fast, text)
        assert mine == _query_outcome(pure, text), text
        parsed = isinstance(mine, query.Node | None)
        for node in query.Query(text, mine).nodes() if parsed else ():
            for value in node._asdict().values():
                assert not isinstance(value, plugins.TOKENS), (text, node)
        errors += not parsed
        try:  # and through the search's own parser, lark-cython's here
            found: Any = query.parse_query(text).root
        except DiagnosticError as error:
            found = error.diagnostic
        assert found == mine, text
    assert errors >= 5


def test_an_environment_variable_turns_lark_cython_off(monkeypatch) -> None:
    monkeypatch.setenv(tables.NO_CYTHON, "1")
    tables.cython_plugins.cache_clear()
    try:
        assert tables.plugins() is plugins.PURE
        parser = tables.load_parser(QUERY)
        assert isinstance(parser.parser.lexer, plugins.KeywordContextualLexer)
    finally:
        monkeypatch.delenv(tables.NO_CYTHON)
        tables.cython_plugins.cache_clear()
    assert tables.plugins() is not plugins.PURE


def test_the_installed_lark_cython_is_a_tested_release(monkeypatch) -> None:
    """`cplugins` reaches into lark-cython: another release is used only once this file passes with it (add
    it to `tables.LARK_CYTHON`); until then the pure-Python parser is used."""
    import lark_cython

    assert lark_cython.__version__ in tables.LARK_CYTHON, f"lark-cython {lark_cython.__version__}: run these tests"
    monkeypatch.setattr(lark_cython, "__version__", "99.0")
    tables.cython_plugins.cache_clear()
    try:
        assert tables.cython_plugins() is None and tables.plugins() is plugins.PURE
    finally:
        monkeypatch.undo()
        tables.cython_plugins.cache_clear()
