"""The plugins of `cardsmith.grammar.plugins` on lark-cython: its compiled lexers and LALR loop, with
keywords found by a dict and the parse table read directly. Imported only where lark-cython is installed.

lark-cython's lexers find keywords as Lark's do, with `lark.lexer._create_unless` (a regular expression of
every keyword a scanner's name terminal can spell), which they call from their module's globals when a
scanner is first used. This module puts `plugins._keyword_callbacks` there instead, falling back to Lark's
own when it cannot give the same answer (a keyword with flags, a lexer of bytes): a name then becomes a
keyword by one dict lookup, and no keyword regular expression is compiled. lark-cython's contextual lexer
makes a lexer per parser state at once, but each compiles its scanner only when first used, and then the
whole loop — parser, contextual lexer, scanners — runs in C, with no Python call per token.
"""

from __future__ import annotations

from copy import copy
from itertools import repeat
from typing import Any

from lark.lexer import _create_unless as _lark_create_unless
from lark_cython import lark_cython as _c

from .plugins import _keyword_callbacks, attach_vocabulary, read_table
from .tokenizer import fast_or, thread_class


def _create_unless(terminals: Any, g_regex_flags: int, re_: Any, use_bytes: bool) -> Any:
    """Lark's `_create_unless` (a lexer's terminals, and its callbacks that turn names into keywords), with
    dicts where they give the same answer. `terminals` come sorted as the scanner tries them."""
    found = None if use_bytes else _keyword_callbacks(terminals, g_regex_flags, re_)
    return _lark_create_unless(terminals, g_regex_flags, re_, use_bytes) if found is None else found


_c._create_unless = _create_unless  # what lark-cython's `BasicLexer._build_scanner` calls


def contextual_lexer(conf: Any, states: dict[int, Any], always_accept: Any = ()) -> Any:
    """lark-cython's `ContextualLexer`, its terminals not compiled again by each state's lexer: they were
    checked when the parser was built (Lark's own contextual lexer skips it too)."""
    conf = copy(conf)
    conf.skip_validation = True
    for terminal in conf.terminals:
        _fix_regexp(terminal.pattern)
    attach_vocabulary(conf.terminals, conf.g_regex_flags, conf.re_module)
    return _c.ContextualLexer(conf, states, always_accept)


def _fix_regexp(pattern: Any) -> None:
    """A pattern whose `to_regexp` returns its text at once: each state's lexer asks it of every terminal it
    takes (to find the terminals that span lines), tens of thousands of times, and a string's escapes it
    each time. The parser's patterns are not changed after the tables are read."""
    if "to_regexp" not in vars(pattern):
        pattern.to_regexp = repeat(pattern.to_regexp()).__next__


class TableParser(_c.LALR_Parser):
    """lark-cython's LALR parser, its table read by `plugins.read_table`."""

    @classmethod
    def deserialize(cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False) -> Any:
        parser = cls.__new__(cls)
        parser._parse_table, callbacks = read_table(data, memo, callbacks)
        parser.parser = _c._Parser(parser._parse_table, callbacks, debug)
        return parser


PLUGINS = {
    "BasicLexer": _c.BasicLexer,
    "ContextualLexer": fast_or(contextual_lexer, _c.Token, pure=False),
    "LexerThread": thread_class(_c.LexerThread),
    "LALR_Parser": TableParser,
    "_Parser": _c._Parser,
}
