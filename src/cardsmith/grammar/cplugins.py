"""The plugins of `cardsmith.grammar.plugins` on lark-cython: its compiled lexer and LALR loop, with keywords
found by a dict and the parse table read directly. Imported only where lark-cython is installed.

lark-cython's contextual lexer makes its lexers itself, with Lark's keyword regular expressions, and keeps
them out of reach; so the contextual lexer is this module's, in Python, one call per token, and each
state's lexer is lark-cython's `BasicLexer`, given the terminals left once the keywords are taken out and a
callback that finds them with a dict (what `plugins.KeywordLexer` does in pure Python). It then has no
keyword left to build a regular expression of.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from copy import copy
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark_cython import lark_cython as _c

from .plugins import _keyword_callbacks, read_table


def _scanner_order(terminal: Any) -> tuple[int, int, int, str]:
    """The order of a lexer's terminals, as Lark's and lark-cython's `BasicLexer` sort them."""
    return (-terminal.priority, -terminal.pattern.max_width, -len(terminal.pattern.value), terminal.name)


def keyword_lexer(conf: Any) -> Any:
    """lark-cython's `BasicLexer` of `conf`, its keywords found with a dict when they can be."""
    if not (conf.callbacks or conf.use_bytes):
        found = _keyword_callbacks(sorted(conf.terminals, key=_scanner_order), conf.g_regex_flags, conf.re_module)
        if found is not None:
            conf = copy(conf)
            conf.terminals, conf.callbacks = found
    return _c.BasicLexer(conf)


class _Lexers(dict[int, Any]):
    """The lexer of each parser state, made when the state is first met: most texts meet few states."""

    def __init__(self, conf: Any, states: dict[int, Collection[str]], always_accept: Collection[str]) -> None:
        super().__init__()
        self.conf = conf
        self.states = states
        self.always = set(conf.ignore) | set(always_accept)
        self.by_accepts: dict[frozenset[str], Any] = {}

    def __missing__(self, state: int) -> Any:
        accepts = self.states[state]
        key = frozenset(accepts)
        lexer = self.by_accepts.get(key)
        if lexer is None:
            by_name = self.conf.terminals_by_name
            lexer_conf = copy(self.conf)
            lexer_conf.terminals = [by_name[n] for n in set(accepts) | self.always if n in by_name]
            lexer = self.by_accepts[key] = keyword_lexer(lexer_conf)
        self[state] = lexer
        return lexer


class KeywordContextualLexer(_c.Lexer):
    """Lark's `ContextualLexer` (as lark-cython's, whose `next_token` the compiled parser calls), with
    `keyword_lexer`s, each made when first needed (Lark makes all of them at once)."""

    def __init__(self, conf: Any, states: dict[int, Collection[str]], always_accept: Collection[str] = ()) -> None:
        trad_conf = copy(conf)
        trad_conf.terminals = list(conf.terminals)
        self.lexers = _Lexers(trad_conf, states, always_accept)
        self.terminals_by_name = conf.terminals_by_name  # the root lexer's (lark-cython keeps its own out of reach)
        self._root: Any = None

    @property
    def root_lexer(self) -> Any:
        """The lexer of every terminal, for errors only."""
        if self._root is None:
            self._root = keyword_lexer(self.lexers.conf)
        return self._root

    def next_token(self, lexer_state: Any, parser_state: Any) -> Any:
        try:
            return self.lexers[parser_state.state_stack[-1]].next_token(lexer_state, parser_state)  # [-1]: its state
        except UnexpectedCharacters as error:
            # As Lark's: a character no terminal of this state takes may begin a terminal of another; then
            # the error is the token that is not expected here (with this state's expected terminals).
            try:
                last_token = lexer_state.last_token  # the root lexer would change it
                token = self.root_lexer.next_token(lexer_state, parser_state)
                raise UnexpectedToken(
                    token,
                    error.allowed,
                    state=parser_state,
                    token_history=[last_token],
                    terminals_by_name=self.terminals_by_name,
                )
            except UnexpectedCharacters:
                raise error  # noqa: B904  # as Lark does: the first error, with this state's expected set

    def lex(self, lexer_state: Any, parser_state: Any) -> Iterator[Any]:
        try:
            while True:
                yield self.next_token(lexer_state, parser_state)
        except EOFError:
            pass


class TableParser(_c.LALR_Parser):
    """lark-cython's LALR parser, its table read by `plugins.read_table`."""

    @classmethod
    def deserialize(cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False) -> Any:
        parser = cls.__new__(cls)
        parser._parse_table, callbacks = read_table(data, memo, callbacks)
        parser.parser = _c._Parser(parser._parse_table, callbacks, debug)
        return parser


PLUGINS = {
    "BasicLexer": keyword_lexer,
    "ContextualLexer": KeywordContextualLexer,
    "LexerThread": _c.LexerThread,
    "LALR_Parser": TableParser,
    "_Parser": _c._Parser,
}
