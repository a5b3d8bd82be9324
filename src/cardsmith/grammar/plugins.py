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

Each reduction one Python call (`fused`): Lark's chain of a child filter, `ExpandSingleChild` and the builder
made into one function, of a shape whose factory ships in `grammar/reducers.py`; and an inlined `_rule` the
list its parent splices, not a tree. A tenth fewer Python calls in a cold `check`.

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
from collections.abc import Callable, Collection
from functools import cache, partial
from typing import Any, NamedTuple

from lark.grammar import Rule
from lark.lexer import BasicLexer, ContextualLexer, PatternRE, PatternStr, Scanner, TerminalDef, Token
from lark.parse_tree_builder import (
    ChildFilter,
    ChildFilterLALR,
    ChildFilterLALR_NoPlaceholders,
    ExpandSingleChild,
    PropagatePositions,
)
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.tree import Tree
from lark.visitors import Transformer


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
    made = {n: rule for n, rule in memo.items() if isinstance(rule, Rule)}  # by `memo_objects`: _Reductions
    reductions = {n: rule if type(rule) is _Reduction else _Reduction.of(rule) for n, rule in made.items()}
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
    keyed = {by_rule.get(key, key): f for key, f in callbacks.items() if isinstance(key, Rule)}
    return table, {key: f for key, f in callbacks.items() if not isinstance(key, Rule)} | fused(keyed)


_FIRST = operator.itemgetter(0)


# ---------------------------------------------------------------- one call per reduction


class Shape(NamedTuple):
    """What Lark's callback of a rule makes of the children a reduction pops, but for which ones (their
    places are a reducer's arguments): each kept as it is (`k`), spliced (`s`: an inlined `_rule`'s list of
    children) or a None put in for a missing optional part (`n`); whether a single child is the value
    (`?rule`); whether the rule is an inlined `_rule`, whose value is the list itself."""

    items: str
    single: bool
    spliced: bool

    @property
    def name(self) -> str:
        return f"r_{self.items or 'none'}_{int(self.single)}{int(self.spliced)}"

    def source(self) -> str:
        """The reducer's factory: its arguments are the rule's builder `B` and the places of the children.

        A first child spliced is extended in place, as Lark's `ChildFilterLALR` does (nothing else holds an
        inlined rule's list): a left-recursive list (`NAME+`) is then made in linear time, not quadratic."""
        places = [f"i{n}" for n, kind in enumerate(self.items) if kind != "n"]
        picked = iter(places)
        items = ["None" if kind == "n" else f"*c[{next(picked)}]" if kind == "s" else f"c[{next(picked)}]"
                 for kind in self.items]  # fmt: skip
        if self.items.startswith("s"):
            lines = [f"k: list[Any] = {items[0][1:]}"] + ([f"k += [{', '.join(items[1:])}]"] if items[1:] else [])
        else:
            lines = [f"k: list[Any] = [{', '.join(items)}]"]
        if self.spliced:
            lines.append("return k")
        elif self.single:
            lines.append("return k[0] if len(k) == 1 else B(k)")
        else:
            lines.append("return B(k)")
        body = "".join(f"        {line}\n" for line in lines)
        arguments = "".join(f", {p}: int" for p in places)
        return (
            f"def {self.name}(B: Any{arguments}) -> Callable[[list[Any]], Any]:\n"
            f"    def reduce(c: list[Any]) -> Any:\n{body}\n    return reduce\n"
        )


class _Plan(NamedTuple):
    shape: Shape | None  # None: Lark's callback is the builder itself, given the children as they are
    places: tuple[int, ...]
    builder: Any


def fused(callbacks: dict[Rule, Any]) -> dict[Rule, Any]:
    """Each rule's callback as one function of the children, where Lark chains a child filter, then
    `ExpandSingleChild`, then the builder (two or three Python calls a reduction, each looping over the
    children); and an inlined `_rule` (`_sep`, or the `__words_plus_6` Lark makes of `NAME+`) as the list of its
    children rather than a tree that its parent only opens. The same values, the builders called in the same
    order: the same IR and names, with a tenth fewer Python calls in a `check`.

    The reducers are made from their shape's factory in `grammar.reducers`, written with the tables (`python -m
    cardsmith.compiler.shipped`); a shape it lacks is compiled now. Lark's own callbacks are kept when one is
    of a form not known here (positions propagated, an ambiguity, a transformer's own `_rule`)."""
    from . import reducers

    plans = {}
    for rule, callback in callbacks.items():
        plan = _plan(rule, callback)
        if plan is None:
            return {rule: _unit(rule, f) for rule, f in callbacks.items()}
        plans[rule] = plan
    factories: dict[Shape, Any] = {}
    for shape in {plan.shape for plan in plans.values() if plan.shape is not None}:
        factories[shape] = getattr(reducers, shape.name, None) or _compiled(shape)
    return {
        rule: _unit(rule, callbacks[rule]) if shape is None else factories[shape](builder, *places)
        for rule, (shape, places, builder) in plans.items()
    }


def _plan(rule: Rule, callback: Any) -> _Plan | None:
    """How Lark made the callback of `rule` (`ParseTreeBuilder`), or None if not in one of the known ways."""
    include: list[tuple[int, bool, int]] = [(i, False, 0) for i in range(len(rule.expansion))]
    tail = 0
    filtered = type(callback) in (ChildFilterLALR, ChildFilterLALR_NoPlaceholders)
    if type(callback) is ChildFilterLALR:
        include, tail, callback = list(callback.to_include), callback.append_none, callback.node_builder
    elif type(callback) is ChildFilterLALR_NoPlaceholders:
        include = [(i, spliced, 0) for i, spliced in callback.to_include]
        callback = callback.node_builder
    single = type(callback) is ExpandSingleChild
    builder = callback.node_builder if single else callback
    if type(builder) in _WRAPPERS:
        return None
    spliced = rule.origin.name.startswith("_")
    if spliced and (single or not _makes_tree(rule, builder)):
        return None
    if not (filtered or spliced):
        return _Plan(None, (), callback)
    items = "".join("n" * nones + ("s" if splice else "k") for _, splice, nones in include) + "n" * tail
    return _Plan(Shape(items, single, spliced), tuple(i for i, _, _ in include), builder)


_WRAPPERS = (ExpandSingleChild, ChildFilter, ChildFilterLALR, ChildFilterLALR_NoPlaceholders, PropagatePositions)


def _makes_tree(rule: Rule, builder: Any) -> bool:
    """Whether a rule's builder is Lark's default, `Tree(name, children)`: the tree class (no transformer) or a
    transformer's `__default__` as Lark's `Transformer` has it (a `_rule`'s tree is only opened by its parent)."""
    name = rule.alias or rule.options.template_source or rule.origin.name
    if not isinstance(builder, partial) or builder.args != (name,) or builder.keywords:
        return False
    if isinstance(builder.func, type):
        return issubclass(builder.func, Tree)
    handlers = [getattr(cell.cell_contents, "__func__", None) for cell in builder.func.__closure__ or ()]
    return builder.func.__name__ == "default_callback" and handlers == [Transformer.__default__]


@cache
def _compiled(shape: Shape) -> Any:
    """A factory `grammar.reducers` lacks (a grammar changed since it was written), compiled once."""
    namespace: dict[str, Any] = {"Any": Any, "Callable": Callable}
    exec(compile(shape.source(), "<cardsmith reducer>", "exec"), namespace)  # our own source, from `Shape`
    return namespace[shape.name]


def reducers_source(shapes: Collection[Shape]) -> str:
    """The module `grammar.reducers`: a factory for each shape."""
    head = (
        '"""Reducers of the shipped grammars\' rules, one factory per shape (`plugins.Shape`), so that no reducer is\n'
        "compiled at run time. Written by `python -m cardsmith.compiler.shipped`: do not edit.\n"
        '"""\n\nfrom __future__ import annotations\n\nfrom collections.abc import Callable\nfrom typing import Any\n'
    )
    return head + "".join(f"\n\n{shape.source()}" for shape in sorted(set(shapes)))


def shapes_of(parser: Any) -> set[Shape]:
    """The shapes of a parser's reductions (a parser made by Lark itself, with the callbacks Lark makes)."""
    plans = [_plan(rule, f) for rule, f in parser._callbacks.items() if isinstance(rule, Rule)]
    return {plan.shape for plan in plans if plan is not None and plan.shape is not None}


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
    once (`tables._interned`), so a symbol or a rule's options is made once, not in each rule. Its rules are
    made as `_Reduction`s, which the parse table uses as they are."""
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

    top = {"Rule": _Reduction, "TerminalDef": TerminalDef}  # the parse table's rules as they are made, not copied
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


def _pure() -> dict[str, Any]:
    from lark.lexer import LexerThread

    from .tokenizer import fast_or, thread_class

    return {
        "ContextualLexer": fast_or(KeywordContextualLexer, Token, pure=True),
        "LexerThread": thread_class(LexerThread),
        "BasicLexer": KeywordLexer,
        "LALR_Parser": TableParser,
    }


PURE = _pure()
"""The plugins in pure Python: the effect grammar's tokens found by `grammar.tokenizer`, other grammars' by
`KeywordContextualLexer`."""


def _token_types() -> tuple[type[Token], ...]:
    try:
        from lark_cython import Token as CythonToken
    except ImportError:
        return (Token,)
    return (Token, CythonToken)  # not a `lark.Token` but like one: `.type`, `.value`, `.line`, `.column`


TOKENS = _token_types()
"""The classes of the tokens a parser may give: Lark's (a `str`) and, where installed, lark-cython's."""
