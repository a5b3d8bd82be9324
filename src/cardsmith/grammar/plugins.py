"""Two of Lark's steps done faster, as Lark plugins, for the parsers made from the shipped tables.

Keywords found with a dict, not a regular expression. Lark's contextual lexer has a scanner for each set
of terminals that a parser state accepts (over a hundred for `effects.lark`). A NAME that spells a
keyword becomes that keyword through a second regular expression per scanner, an alternation of every
such keyword: compiling them was a twentieth of a cold `check`, and trying a hundred alternatives on each
name is slower than one lookup. When the keywords are plain strings (no flags, which is all of ours), a
dict gives the same answer, since a name either equals one of them or it does not; else Lark's own.

The parse table read without Lark's general deserialiser, which builds a dict of class names for each of
its 28,000 actions before it finds that the action only names a rule already read.

Used only with the lark release the shipped tables were made with (see `cardsmith.grammar.tables`),
whose tests compare these parsers with Lark's own on every effect text of the bundled packs.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from lark.lexer import BasicLexer, ContextualLexer, PatternRE, PatternStr, Scanner, TerminalDef, Token
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class _Keywords:
    """Turns a token into the keyword it spells, if any (what Lark's `UnlessCallback` does)."""

    __slots__ = ("kinds",)

    def __init__(self, kinds: dict[str, str]):
        self.kinds = kinds

    def __call__(self, token: Token) -> Token:
        kind = self.kinds.get(token.value)
        if kind is not None:
            token.type = kind
        return token


def _keyword_callbacks(
    terminals: Collection[TerminalDef], flags: int, re_: Any
) -> tuple[list[TerminalDef], dict[str, Any]] | None:
    """Lark's `_create_unless` with dicts; None when a keyword has flags (a dict cannot say the same)."""
    embedded: set[TerminalDef] = set()
    callbacks: dict[str, Any] = {}
    strings = [t for t in terminals if isinstance(t.pattern, PatternStr)]
    for pattern in (t for t in terminals if isinstance(t.pattern, PatternRE)):
        kinds: dict[str, str] = {}
        regexp = pattern.pattern.to_regexp()
        for keyword in strings:
            if keyword.priority != pattern.priority:
                continue
            text = keyword.pattern.value
            match = re_.match(regexp, text, flags)
            if match and match.group(0) == text:
                if keyword.pattern.flags:
                    return None
                kinds.setdefault(text, keyword.name)  # the first, as in the alternation
                embedded.add(keyword)
        if kinds:
            callbacks[pattern.name] = _Keywords(kinds)
    return [t for t in terminals if t not in embedded], callbacks


class KeywordLexer(BasicLexer):
    def _build_scanner(self) -> Scanner:
        found = None
        if not (self.user_callbacks or self.use_bytes):
            found = _keyword_callbacks(self.terminals, self.g_regex_flags, self.re)
        if found is None:
            return super()._build_scanner()
        terminals, self.callback = found
        return Scanner(terminals, self.g_regex_flags, self.re, self.use_bytes)


class KeywordContextualLexer(ContextualLexer):
    BasicLexer = KeywordLexer


class TableParser(LALR_Parser):
    @classmethod
    def deserialize(  # type: ignore[override]  # Lark's own takes these arguments too
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> Any:
        """What Lark's `IntParseTable.deserialize` makes: a reduction `(1, {"@": n})` names the rule memo[n]."""
        tokens = data["tokens"]
        states = {
            state: {
                tokens[token]: (Reduce, memo[arg["@"]]) if action == 1 else (Shift, arg)
                for token, (action, arg) in actions.items()
            }
            for state, actions in data["states"].items()
        }
        parser = cls.__new__(cls)
        parser._parse_table = IntParseTable(states, data["start_states"], data["end_states"])  # type: ignore[assignment]
        parser.parser = _Parser(parser._parse_table, callbacks, debug)
        return parser


PLUGINS = {"ContextualLexer": KeywordContextualLexer, "BasicLexer": KeywordLexer, "LALR_Parser": TableParser}
