"""Lark's steps done faster, as Lark plugins, for the parsers made from the shipped tables.

Keywords found with a dict, not a regular expression. Lark's contextual lexer has a scanner for each set
of terminals that a parser state accepts (over a hundred for `effects.lark`). A NAME that spells a
keyword becomes that keyword through a second regular expression per scanner, an alternation of every
such keyword: compiling them was a twentieth of a cold `check`, and trying a hundred alternatives on each
name is slower than one lookup. When the keywords are plain strings (no flags, which is all of ours), a
dict gives the same answer, since a name either equals one of them or it does not; else Lark's own.

The parse table read without Lark's general deserialiser, which builds a dict of class names for each of
its 28,000 actions before it finds that the action only names a rule already read. Its rules are hashed and
compared by identity: the parser looks a rule's callback up at each reduction, and a `Rule` hashes and
compares itself in Python (its equality is even called once per reduction, by an assertion).

Where lark-cython is installed, its compiled lexer and parser loop are used instead, with the same two
speed-ups (`cardsmith.grammar.cplugins`; `tables.plugins()` picks). Its tokens are not `str`: their text is
`.value`, which Lark's tokens have too, and `TOKENS` names both classes.

Used only with the lark release the shipped tables were made with (see `cardsmith.grammar.tables`),
whose tests compare these parsers with Lark's own on every effect text of the bundled packs, and, where
lark-cython is installed, lark-cython's with the pure-Python ones.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Collection
from functools import cache
from typing import Any

from lark.grammar import Rule
from lark.lexer import BasicLexer, ContextualLexer, PatternRE, PatternStr, Scanner, TerminalDef, Token
from lark.parse_tree_builder import ExpandSingleChild
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class _Keywords:
    """Turns a token into the keyword it spells, if any (what Lark's `UnlessCallback` does); a word that is no
    keyword here takes the kind the whole grammar gives it (`Vocabulary`), when there is one to ask."""

    __slots__ = ("kinds", "vocabulary")

    def __init__(self, kinds: dict[str, str], vocabulary: Vocabulary | None = None):
        self.kinds = kinds
        self.vocabulary = vocabulary

    def __call__(self, token: Token) -> Token:
        kind = self.kinds.get(token.value)
        if kind is not None:
            token.type = kind
        elif self.vocabulary is not None:
            token.type = self.vocabulary.kind(token.value, token.type)
        return token


class Vocabulary:
    """What a word is in the whole grammar, as Lark's root lexer would say (a keyword, else the first name
    pattern that spells it): the kind of an unexpected word found by `_words_as_keywords`, so a syntax error
    names the same token as with Lark's own lexer (and the mistakes table keys on it). Asked only on errors."""

    def __init__(self, terminals: Collection[TerminalDef], flags: int, re_: Any) -> None:
        self.keywords: dict[str, str] = {}
        for t in terminals:
            if isinstance(t.pattern, PatternStr) and not t.pattern.flags:
                self.keywords.setdefault(t.pattern.value, t.name)
        ordered = sorted(terminals, key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name))
        self.names = [(t.name, t.pattern.to_regexp()) for t in ordered if isinstance(t.pattern, PatternRE)]
        self.flags, self.re = flags, re_

    def kind(self, word: str, default: str) -> str:
        found = self.keywords.get(word)
        if found is not None:
            return found
        for name, regexp in self.names:
            match = self.re.match(regexp, word, self.flags)
            if match and match.group(0) == word:
                return name
        return default


def attach_vocabulary(terminals: Collection[TerminalDef], flags: int, re_: Any) -> None:
    """Gives the terminals of a contextual lexer their grammar's `Vocabulary`, which each state's scanner finds
    on its keywords (a scanner is built from its state's terminals only)."""
    vocabulary = Vocabulary(terminals, flags, re_)
    for t in terminals:
        if isinstance(t.pattern, PatternStr):
            t.pattern.vocabulary = vocabulary  # type: ignore[attr-defined]


class _Spelled(dict[str, bool]):
    """Whether a regular expression matches the whole of a text, as Lark's `_create_unless` asks, by text,
    remembered: a contextual lexer's scanners ask it of the same terminals again and again."""

    def __init__(self, re_: Any, regexp: str, flags: int) -> None:
        super().__init__()
        self.re, self.regexp, self.flags = re_, regexp, flags

    def __missing__(self, text: str) -> bool:
        match = self.re.match(self.regexp, text, self.flags)
        found = self[text] = bool(match) and match.group(0) == text
        return found


@cache
def _spelled(re_: Any, regexp: str, flags: int) -> _Spelled:
    return _Spelled(re_, regexp, flags)


def _keyword_callbacks(
    terminals: Collection[TerminalDef], flags: int, re_: Any
) -> tuple[list[TerminalDef], dict[str, Any]] | None:
    """Lark's `_create_unless` with dicts; None when a keyword has flags (a dict cannot say the same).

    `terminals` in the order of a lexer's scanner (Lark's `BasicLexer` sorts them), as a keyword spelt by
    two terminals is the first of them."""
    embedded: set[TerminalDef] = set()
    callbacks: dict[str, Any] = {}
    strings = [t for t in terminals if isinstance(t.pattern, PatternStr)]
    for pattern in (t for t in terminals if isinstance(t.pattern, PatternRE)):
        kinds: dict[str, str] = {}
        spelled = _spelled(re_, pattern.pattern.to_regexp(), flags)
        priority = pattern.priority
        for keyword in strings:
            if keyword.priority != priority:
                continue
            text = keyword.pattern.value
            if spelled[text]:
                if keyword.pattern.flags:
                    return None
                kinds.setdefault(text, keyword.name)  # the first, as in the alternation
                embedded.add(keyword)
        if kinds:
            callbacks[pattern.name] = _Keywords(kinds)
    kept = [t for t in terminals if t not in embedded]
    return _words_as_keywords(kept, callbacks, re_, flags), callbacks


KEYWORD_WORD = "__KEYWORD_WORD"
_WORD = r"[a-z][a-z0-9_]*"
_IS_WORD = re.compile(_WORD + r"\Z")


def _words_as_keywords(
    terminals: list[TerminalDef], callbacks: dict[str, Any], re_: Any, flags: int
) -> list[TerminalDef]:
    """The keywords of a scanner that no name terminal spells (a parser state where only keywords may come:
    the first word of a step) found by one word pattern and a dict, as `_keyword_callbacks` finds the others,
    instead of an alternation of a hundred strings tried one by one on each token. A word that is no keyword
    there stays a `KEYWORD_WORD`, which the parser refuses as an unexpected word (Lark's alternation would
    have refused its first letter, or split `ifx` into `if` and `x`). Left as they are when another pattern
    could start a word, or the keywords differ in priority."""
    words = [t for t in terminals if isinstance(t.pattern, PatternStr) and not t.pattern.flags]
    words = [t for t in words if _IS_WORD.match(t.pattern.value)]
    if len(words) < 2 or len({t.priority for t in words}) > 1:
        return terminals
    starts = [t.pattern.value for t in words] + list("abcdefghijklmnopqrstuvwxyz")
    for other in terminals:
        if isinstance(other.pattern, PatternRE):
            pattern = re_.compile(other.pattern.to_regexp(), flags)
            if any(pattern.match(text) for text in starts):
                return terminals
    kinds: dict[str, str] = {}
    for keyword in words:
        kinds.setdefault(keyword.pattern.value, keyword.name)
    word = TerminalDef(KEYWORD_WORD, PatternRE(_WORD), words[0].priority)
    callbacks[KEYWORD_WORD] = _Keywords(kinds, getattr(words[0].pattern, "vocabulary", None))
    first = terminals.index(words[0])
    kept = [t for t in terminals if t not in words]
    return kept[:first] + [word] + kept[first:]


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

    def __init__(self, conf: Any, states: dict[int, Any], always_accept: Any = ()) -> None:
        attach_vocabulary(conf.terminals, conf.g_regex_flags, conf.re_module)
        super().__init__(conf, states, always_accept)


class _Reduction(Rule):
    """A rule of the parse table, hashed and compared by identity, in C: the parser looks its callback up at
    each reduction. Equal to the `Rule` it copies (that comparison falls back to `Rule.__eq__`)."""

    __slots__ = ()
    __hash__ = object.__hash__
    __eq__ = object.__eq__
    __ne__ = object.__ne__

    @classmethod
    def of(cls, rule: Rule) -> _Reduction:
        copy = cls.__new__(cls)
        for slot in Rule.__slots__:
            if hasattr(rule, slot):
                setattr(copy, slot, getattr(rule, slot))
        return copy


COMPACT = "cardsmith-compact-1"


def compact_table(table: dict[str, Any]) -> dict[str, Any]:
    """Lark's serialised parse table (`{state: {token: (action, argument)}}`, a reduction's argument naming
    its rule, `{"@": n}`) with each state's actions as two tuples of numbers: its tokens, and its actions'
    codes, `2 * state` to shift to a state, `2 * i + 1` to reduce by the i-th rule of `reductions`. Read
    back with a few C-level loops instead of one Python step per action."""
    reductions: list[int] = []
    numbers: dict[int, int] = {}
    rows = {}
    for state, actions in table["states"].items():
        codes = []
        for action, argument in actions.values():
            if action == 1:
                i = numbers.setdefault(argument["@"], len(numbers))
                if i == len(reductions):
                    reductions.append(argument["@"])
                codes.append(2 * i + 1)
            else:
                codes.append(2 * argument)
        rows[state] = (tuple(actions), tuple(codes))
    return {
        "form": COMPACT,
        "tokens": table["tokens"],
        "reductions": reductions,
        "states": rows,
        "start_states": table["start_states"],
        "end_states": table["end_states"],
    }


def read_table(data: dict[str, Any], memo: dict[int, Any], callbacks: dict[Any, Any]) -> tuple[IntParseTable, dict]:
    """What Lark's `IntParseTable.deserialize` makes of a table, in Lark's form or `compact_table`'s, but
    with each rule a `_Reduction`; and the callbacks keyed by those."""
    reductions = {n: _Reduction.of(rule) for n, rule in memo.items() if isinstance(rule, Rule)}
    tokens = data["tokens"]
    if data.get("form") == COMPACT:
        rules = [reductions[n] for n in data["reductions"]]
        shifts = 1 + max(max(data["states"]), *data["start_states"].values(), *data["end_states"].values())
        actions: list[Any] = [None] * (2 * max(shifts, len(rules)))  # by code
        actions[0 : 2 * shifts : 2] = [(Shift, state) for state in range(shifts)]
        actions[1 : 2 * len(rules) : 2] = [(Reduce, rule) for rule in rules]
        name, action = tokens.__getitem__, actions.__getitem__
        rows = data["states"].items()
        states = {state: dict(zip(map(name, row), map(action, codes), strict=True)) for state, (row, codes) in rows}
    else:
        states = {
            state: {
                tokens[token]: (Reduce, reductions[arg["@"]]) if action == 1 else (Shift, arg)
                for token, (action, arg) in actions.items()
            }
            for state, actions in data["states"].items()
        }
    table = IntParseTable(states, data["start_states"], data["end_states"])
    by_rule = {memo[n]: reduction for n, reduction in reductions.items()}
    return table, {
        by_rule.get(key, key) if isinstance(key, Rule) else key: _unit(key, f) if isinstance(key, Rule) else f
        for key, f in callbacks.items()
    }


_FIRST = operator.itemgetter(0)


def _unit(rule: Rule, callback: Any) -> Any:
    """The callback of a rule, or of a unit rule (`?expr: sum_expr`, half the reductions of a text) one in C.

    Lark wraps a `?rule`'s builder in `ExpandSingleChild` (one child: that child), then in a child filter
    when some of its children are left out or placeholders put in. Without a filter, a rule of one symbol has
    one child, always: its value is `children[0]`, with no Python call."""
    if type(callback) is ExpandSingleChild and len(rule.expansion) == 1:
        return _FIRST
    return callback


def memo_objects(memo: dict[int, Any]) -> dict[int, Any]:
    """The rules and terminals of a table file's memo, as Lark's `SerializeMemoizer.deserialize` makes them
    (`Lark._load` takes objects as they are), but each piece of data made once: the file holds equal pieces
    once (`tables._interned`), so a symbol or a rule's options is made once, not in each rule."""
    from lark.utils import Serialize

    made: dict[int, Any] = {}
    plans: dict[Any, tuple[tuple[str, ...], dict[str, Any], bool]] = {}
    generic = Serialize.deserialize.__func__  # type: ignore[attr-defined]

    def build(value: Any, namespace: dict[str, Any]) -> Any:
        if isinstance(value, dict):
            kind = value.get("__type__")
            if kind is None:
                assert "@" not in value, "the memo's objects do not refer to each other"
                return {k: build(v, namespace) for k, v in value.items()}
            found = made.get(id(value))
            if found is not None:
                return found
            cls = namespace[kind]
            if cls.deserialize.__func__ is not generic:  # a class of its own way
                found = cls.deserialize(value, {})
            else:
                plan = plans.get(cls)
                if plan is None:
                    inner = {c.__name__: c for c in getattr(cls, "__serialize_namespace__", [])}
                    plan = plans[cls] = (cls.__serialize_fields__, inner, hasattr(cls, "_deserialize"))
                fields, inner, hook = plan
                found = cls.__new__(cls)
                for name in fields:
                    setattr(found, name, build(value[name], inner))
                if hook:
                    found._deserialize()
            made[id(value)] = found
            return found
        if isinstance(value, list):
            return [build(v, namespace) for v in value]
        return value

    top = {"Rule": Rule, "TerminalDef": TerminalDef}
    return {n: build(value, top) for n, value in memo.items()}


class TableParser(LALR_Parser):
    @classmethod
    def deserialize(  # type: ignore[override]  # Lark's own takes these arguments too
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> Any:
        parser = cls.__new__(cls)
        parser._parse_table, callbacks = read_table(data, memo, callbacks)  # type: ignore[assignment]
        parser.parser = _Parser(parser._parse_table, callbacks, debug)
        return parser


PURE = {"ContextualLexer": KeywordContextualLexer, "BasicLexer": KeywordLexer, "LALR_Parser": TableParser}
"""The plugins in pure Python."""


def _token_types() -> tuple[type[Token], ...]:
    try:
        from lark_cython import Token as CythonToken
    except ImportError:
        return (Token,)
    return (Token, CythonToken)  # not a `lark.Token` but like one: `.type`, `.value`, `.line`, `.column`


TOKENS = _token_types()
"""The classes of the tokens a parser may give: Lark's (a `str`) and, where installed, lark-cython's."""
